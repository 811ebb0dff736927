import { OUTPUT_NAMES } from '../runtime/outputs.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { breakCommands, escapeCommandsInJson } from '../util/ci-commands.ts';
import { environmentName } from './args.ts';

// eslint-disable-next-line no-control-regex -- line breaks are exactly what is being replaced
const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g;
/** Line breaks JSON.stringify leaves as they are (it escapes only the C0 controls). */
const UNESCAPED_BREAKS = /[\u0085\u2028\u2029]/g;

/**
 * The outputs as JSON or as dotenv lines. stdout is the job's log in most CI systems, so this is the last guard
 * against a command in a value (a status is from a closed set, but a link or a path is the service's text).
 * JSON keeps every value exact: the `[` of `##vso[` or `##[` and the line breaks it would leave raw are written
 * as `\uXXXX` escapes, which every JSON reader turns back. dotenv has no escape, so there a value changes: its
 * line breaks become spaces and such an opener gets a space (`# #vso[`). No line starts with a value, so no `::`.
 */
export function formatOutputs(outputs: Outputs, format: 'json' | 'dotenv'): string {
  const entries = OUTPUT_NAMES.filter((name) => outputs[name] !== undefined).map(
    (name) => [name, outputs[name] as string] as const,
  );
  if (format === 'json') {
    const json = JSON.stringify(Object.fromEntries(entries), null, 2).replace(UNESCAPED_BREAKS, escapeChar);
    return `${escapeCommandsInJson(json)}\n`;
  }
  return breakCommands(
    entries.map(([name, value]) => `${environmentName(name)}=${value.replace(LINE_BREAKS, ' ')}\n`).join(''),
  );
}

function escapeChar(char: string): string {
  return `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;
}
