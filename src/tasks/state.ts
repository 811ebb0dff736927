// The hidden blocks of the action's part of a task body (body-part.ts): its key on the part's first line, and its own
// history on the line before the part's end (the numbers of the periods it has seen and the periods in a row without
// its gap, the title it wrote last), so closing works without the report's history (with `publish: summary`, or
// `trend-periods: 0`). The history is base64url JSON: nothing in it ends the comment.
import { z } from 'zod';
import { firstKey, partOf } from './body-part.ts';
import { GAP_KINDS } from './types.ts';
import type { GapKind } from './types.ts';

export { keyLine } from './body-part.ts';

const STATE_MARKER = /^<!-- docs-export-task-state ([A-Za-z0-9_-]{1,20000}) -->\r?$/gm;
/** Periods of numbers a task keeps for its trend. */
export const TREND_LIMIT = 12;
/** Characters of the term the history keeps. */
export const TERM_KEPT = 300;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const stateSchema = z.object({
  v: z.literal(1),
  kind: z.enum(GAP_KINDS as [GapKind, ...GapKind[]]),
  /** The term as last seen (at most TERM_KEPT characters): inside base64, it cannot end the comment. */
  term: z.string().max(1000),
  /** First day of the period the task was opened for. */
  opened: z.string().regex(DAY),
  /** The gap's number per period seen with it, oldest first. */
  seen: z.array(z.object({ p: z.string().regex(DAY), n: z.number().int().nonnegative().max(1e12) })).max(TREND_LIMIT),
  /** Periods read in full without the gap since it was last seen (each once, however often rerun). */
  without: z.array(z.string().regex(DAY)).max(1000),
  /**
   * The title the action last wrote: a title still equal to it is the action's to bring up to date, any other a
   * writer's. Absent in a history written before it was kept.
   */
  title: z.string().max(1000).optional(),
});

export type TaskState = z.infer<typeof stateSchema>;

export const stateLine = (state: TaskState): string =>
  `<!-- docs-export-task-state ${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`;

/**
 * The key of a task body: its part's (wherever a writer's text put it), or, for a body whose part lost its end and its
 * history, its first key line's.
 */
export function keyOf(body: string): string | undefined {
  return partOf(body)?.key ?? firstKey(body);
}

/**
 * The history inside the part of a task body (of the task `key`, when given), or undefined when it has none that reads
 * (edited by hand, cut, or its part not found). One a writer wrote outside the part is never read.
 */
export function stateOf(body: string, key?: string): TaskState | undefined {
  const part = partOf(body, key)?.text ?? '';
  const encoded = [...part.matchAll(STATE_MARKER)].at(-1)?.[1];
  if (!encoded) return undefined;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
