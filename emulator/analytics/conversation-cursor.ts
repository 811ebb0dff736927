// Paging cursors of the assistant's conversations: ULIDs, as the reference says. The time part
// is the last row's; the 80 "random" bits hold the next offset (24 bits) and a tag (56 bits) that
// binds it to the project and the window, so that a cursor from elsewhere is refused, not misread.
import { timingSafeEqual } from 'node:crypto';
import type { CursorCodec } from './cursor.ts';
import { encodeUlid } from './ulid.ts';
import type { UlidParts } from './ulid.ts';

export interface ConversationScope {
  projectId: string;
  firstDay: number;
  endDay: number;
}

const OFFSET_BYTES = 3;
const TAG_BYTES = 7;

function tag(codec: CursorCodec, scope: ConversationScope, offset: number, timeMs: number): Buffer {
  return codec.tag(`conversations|${scope.projectId}|${scope.firstDay}|${scope.endDay}|${offset}|${timeMs}`, TAG_BYTES);
}

export function conversationCursor(
  codec: CursorCodec,
  scope: ConversationScope,
  offset: number,
  timeMs: number,
): string {
  const random = Buffer.alloc(OFFSET_BYTES + TAG_BYTES);
  random.writeUIntBE(offset, 0, OFFSET_BYTES);
  tag(codec, scope, offset, timeMs).copy(random, OFFSET_BYTES);
  return encodeUlid(timeMs, random);
}

/** The offset a cursor holds, or undefined when it was not issued for this project and window. */
export function conversationOffset(codec: CursorCodec, scope: ConversationScope, parts: UlidParts): number | undefined {
  const offset = parts.random.readUIntBE(0, OFFSET_BYTES);
  const given = parts.random.subarray(OFFSET_BYTES);
  return timingSafeEqual(given, tag(codec, scope, offset, parts.timeMs)) ? offset : undefined;
}
