// The action's part of a task body: from its key line to its end line. A writer owns the rest of the body (notes
// above it, a checklist below, links): the action finds its part and replaces only that, the rest kept byte for byte.
// Pure; the part's lines may end with CR LF, as GitHub's editor sends them.

// Each a line of its own; the line's end (LF, or CR LF) is not the part's: it stays with the text that follows.
const KEY_LINE = /^<!-- docs-export-task key=([0-9a-f]{32}) -->(?=\r?$)/gm;
const END_LINE = /^<!-- docs-export-task-end -->(?=\r?$)/gm;
/** The history line, which ended the action's body before it had an end line. */
const LEGACY_END = /^<!-- docs-export-task-state [^\n]*-->(?=\r?$)/m;

export const keyLine = (key: string): string => `<!-- docs-export-task key=${key} -->`;

/** The last line of the action's part: a writer writes below it. */
export const endLine = '<!-- docs-export-task-end -->';

export interface BodyPart {
  key: string;
  /** Where the part starts (its key line) and ends (after its end line, or the legacy history line). */
  start: number;
  end: number;
  /** The part's text, its bounds included. */
  text: string;
}

/** Each match of a global, multi-line pattern, with where it starts and ends. */
function linesOf(body: string, pattern: RegExp): { at: number; to: number; key?: string }[] {
  return [...body.matchAll(pattern)].map((m) => ({ at: m.index, to: m.index + m[0].length, key: m[1] }));
}

/**
 * The action's part of `body` (of the task `key`, when given: key lines of other keys are then text like any other):
 * the first end line that follows a key line, back to the nearest key line above it, so that a key line a writer
 * pasted above the part, or a copy of another task's part pasted below it, is theirs. Without an end line after its
 * key line (a body written before the action had one, or whose end line was deleted), the part runs from its first key
 * line to the history line after it.
 * Undefined when neither is there (the markers deleted): the body is all the writer's.
 */
export function partOf(body: string, key?: string): BodyPart | undefined {
  const keys = linesOf(body, KEY_LINE).filter((k) => key === undefined || k.key === key);
  const ends = linesOf(body, END_LINE);
  const first = keys[0];
  if (!first?.key) return undefined;
  const end = ends.find((e) => e.at > first.to);
  const above = end && keys.filter((k) => k.to < end.at).at(-1);
  if (end && above?.key) return part(body, above.key, above.at, end.to);
  const legacy = LEGACY_END.exec(body.slice(first.to));
  return legacy ? part(body, first.key, first.at, first.to + legacy.index + legacy[0].length) : undefined;
}

/** The key of the first key line of `body`, wherever it is: for a body whose part lost its end (the lookup's last try). */
export function firstKey(body: string): string | undefined {
  return linesOf(body, KEY_LINE)[0]?.key;
}

function part(body: string, key: string, start: number, end: number): BodyPart {
  return { key, start, end, text: body.slice(start, end) };
}

/** The characters of `body` that are the writer's: all but the part of the task `key`. */
export function writerLength(body: string, key: string): number {
  const found = partOf(body, key);
  return body.length - (found ? found.end - found.start : 0);
}

/**
 * `body` with `text` (a new part of the task `key`, its key line first and its end line last) in place of its part;
 * every character around it kept. A body whose part is not found keeps all of it, and the new part follows it.
 */
export function splicePart(body: string, key: string, text: string): string {
  const found = partOf(body, key);
  if (found) return `${body.slice(0, found.start)}${text}${body.slice(found.end)}`;
  if (body === '') return text;
  return `${body}${/\n$/.test(body) ? '\n' : '\n\n'}${text}`;
}
