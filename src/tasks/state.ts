// The hidden blocks of the action's part of a task body (body-part.ts): its key on the part's first line, and its own
// history on the line before the part's end (the numbers of the periods it has seen and the periods in a row without
// its gap, the title it wrote last), so closing works without the report's history (with `publish: summary`, or
// `trend-periods: 0`). The history is base64url JSON: nothing in it ends the comment.
import { z } from 'zod';
import { firstKey, partOf } from './body-part.ts';
import { GAP_KINDS } from './types.ts';
import type { GapKind } from './types.ts';

export { keyLine } from './body-part.ts';

/** Characters of the encoded history a body's state line may hold: one longer is not read (stateOf). */
export const STATE_ENCODED_MAX = 20_000;
const STATE_MARKER = new RegExp(`^<!-- docs-export-task-state ([A-Za-z0-9_-]{1,${STATE_ENCODED_MAX}}) -->\\r?$`, 'gm');
/** Periods of numbers an open task keeps for its trend. */
export const TREND_LIMIT = 12;
/**
 * Periods a task keeps while it is watched after it was closed as done (`closed`): the verdict's windows (4 periods
 * before the fix, the period it opened, the fix's own) and every period after it until `task-close-after` (at most 52)
 * have been read, with slack for reruns. Each is a few dozen characters of the hidden line (stateSize.test.ts).
 */
export const WATCH_LIMIT = 64;
/** Characters of the term the history keeps. */
export const TERM_KEPT = 300;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const count = z.number().int().nonnegative().max(1e12);

const stateSchema = z.object({
  v: z.literal(1),
  kind: z.enum(GAP_KINDS as [GapKind, ...GapKind[]]),
  /** The term as last seen (at most TERM_KEPT characters): inside base64, it cannot end the comment. */
  term: z.string().max(1000),
  /** First day of the period the task was opened for. */
  opened: z.string().regex(DAY),
  /**
   * The gap's number per period seen with it, oldest first; with the counts behind its own rate, when known (absent
   * in a history written before they were kept): `e` events (a term's searches, a category's or page's questions
   * asked) and `h` hits (searches that clicked a result, questions unanswered).
   */
  seen: z
    .array(z.object({ p: z.string().regex(DAY), n: count, e: count.optional(), h: count.optional() }))
    .max(WATCH_LIMIT),
  /**
   * The same counts for periods read in full without the gap, when known (a term read with figures of its own, a
   * category or page counted with few or no unanswered questions, or not asked about at all): the verdict's windows
   * need them. Oldest first; absent before they were kept.
   */
  quiet: z
    .array(z.object({ p: z.string().regex(DAY), e: count, h: count }))
    .max(WATCH_LIMIT)
    .optional(),
  /** Periods read in full without the gap since it was last seen (each once, however often rerun). */
  without: z.array(z.string().regex(DAY)).max(1000),
  /**
   * The title the action last wrote: a title still equal to it is the action's to bring up to date, any other a
   * writer's. Absent in a history written before it was kept.
   */
  title: z.string().max(1000).optional(),
  /**
   * Set while the task is watched after a person or a merged pull request closed it as done: `on` is the first day of
   * the period the fix landed in (the merge's, or the close's), which neither of the verdict's windows counts; `by`
   * and `pr` what closed it; `said` the periods already commented on, so that a rerun says nothing twice.
   */
  closed: z
    .object({
      on: z.string().regex(DAY),
      /** The day it was closed (or its pull request merged). */
      day: z.string().regex(DAY).optional(),
      /** A merged pull request, a person by hand, or a pull request (or commit) the token may not read. */
      by: z.enum(['pr', 'person', 'unread']).optional(),
      pr: z.number().int().positive().max(1e12).optional(),
      said: z.array(z.string().regex(DAY)).max(WATCH_LIMIT).optional(),
      /** The period the verdict was given in: its reruns give it again, a later period finds the watch over. */
      judged: z.string().regex(DAY).optional(),
    })
    .optional(),
  /**
   * The first day of the period the action closed the task in (its gap gone for `task-close-after` periods): such a
   * task is never watched, and who closed it need not be asked. Cleared when the action reopens it.
   */
  shut: z.string().regex(DAY).optional(),
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
