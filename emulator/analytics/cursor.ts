// Opaque paging cursors: the position and the query they belong to, signed so that a
// garbled, hand-made or borrowed cursor is a 400 that says so, never a wrong page or a crash.
// The key derives from the seed: the same emulator seed issues the same cursors.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a cursor is bound to: the endpoint, the project, the filters and the window of its query. */
export interface CursorScope {
  endpoint: 'feedback' | 'searches';
  projectId: string;
  /** The filters, normalised (e.g. `contextual|pending,resolved`). */
  filters: string;
  firstDay: number;
  endDay: number;
}

export interface CursorPosition extends CursorScope {
  offset: number;
}

const payloadSchema = z.strictObject({
  e: z.enum(['feedback', 'searches']),
  p: z.string(),
  f: z.string(),
  a: z.number().int(),
  b: z.number().int(),
  o: z.number().int().min(1),
});

const SIGNATURE_BYTES = 16;
const MAX_CURSOR_CHARS = 2048;

export const GARBLED_CURSOR =
  'cursor is not one this service issued (garbled, truncated or made by hand): pass nextCursor unchanged';

export class CursorCodec {
  readonly #key: Buffer;

  constructor(seed: number) {
    this.#key = createHash('sha256').update(`docs-emulator paging cursors ${seed}`).digest();
  }

  #sign(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest().subarray(0, SIGNATURE_BYTES);
  }

  /** A tag of `bytes` bytes over `text`, for cursors of another shape (the conversations' ULIDs). */
  tag(text: string, bytes: number): Buffer {
    return createHmac('sha256', this.#key).update(text).digest().subarray(0, bytes);
  }

  encode(position: CursorPosition): string {
    const payload = Buffer.from(
      JSON.stringify({
        e: position.endpoint,
        p: position.projectId,
        f: position.filters,
        a: position.firstDay,
        b: position.endDay,
        o: position.offset,
      }),
    ).toString('base64url');
    return `${payload}.${this.#sign(payload).toString('base64url')}`;
  }

  /** The position a cursor holds, or the problem with it. */
  decode(text: string): CursorPosition | string {
    const parts = text.length <= MAX_CURSOR_CHARS ? text.split('.') : [];
    const [payload, signature] = parts;
    if (parts.length !== 2 || !payload || !signature || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature))
      return GARBLED_CURSOR;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, this.#sign(payload))) return GARBLED_CURSOR;
    let value: unknown;
    try {
      value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return GARBLED_CURSOR;
    }
    const parsed = payloadSchema.safeParse(value);
    if (!parsed.success) return GARBLED_CURSOR;
    const { e, p, f, a, b, o } = parsed.data;
    return { endpoint: e, projectId: p, filters: f, firstDay: a, endDay: b, offset: o };
  }
}

/**
 * Checks that a decoded cursor belongs to this request. The window counts only when the
 * request closes it with `dateTo`: an open window ends "today", which may move while paging,
 * so such a cursor keeps the window of the first request.
 */
export function cursorMismatch(
  position: CursorPosition,
  scope: CursorScope,
  windowIsOpen: boolean,
): string | undefined {
  if (position.endpoint !== scope.endpoint || position.projectId !== scope.projectId)
    return 'cursor belongs to another endpoint or project: pass it back only to the endpoint and project that returned it';
  if (position.filters !== scope.filters)
    return 'cursor belongs to a query with other filters: pass the same source and status as the request that returned it';
  const sameWindow = position.firstDay === scope.firstDay && position.endDay === scope.endDay;
  if (!sameWindow && !(windowIsOpen && position.firstDay === scope.firstDay))
    return 'cursor belongs to a query over another date range: pass the same dateFrom and dateTo as the request that returned it';
  return undefined;
}
