// The two hidden blocks of a task body: its key on the first line, and its own history on the last (the numbers of
// the periods it has seen and the periods in a row without its gap), so closing works without the report's history
// (with `publish: summary`, or `trend-periods: 0`). The history is base64url JSON: nothing in it ends the comment.
import { z } from 'zod';
import { GAP_KINDS } from './types.ts';
import type { GapKind } from './types.ts';

const KEY_MARKER = /^<!-- docs-export-task key=([0-9a-f]{32}) -->/;
const STATE_MARKER = /<!-- docs-export-task-state ([A-Za-z0-9_-]{1,20000}) -->\s*$/;
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
});

export type TaskState = z.infer<typeof stateSchema>;

export const keyLine = (key: string): string => `<!-- docs-export-task key=${key} -->`;

export const stateLine = (state: TaskState): string =>
  `<!-- docs-export-task-state ${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`;

/** The key of a body that starts with a task's key line. */
export function keyOf(body: string): string | undefined {
  return KEY_MARKER.exec(body)?.[1];
}

/** The history of a task body, or undefined when it has none that reads (edited by hand, or cut). */
export function stateOf(body: string): TaskState | undefined {
  const encoded = STATE_MARKER.exec(body)?.[1];
  if (!encoded) return undefined;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
