// What a CI system reads as a command in a line of a process's output, and the one way to break it:
// - the Azure Pipelines agent: `##vso[` anywhere in a line;
// - GitHub's runner: `::` at the start of a line (after blanks), and its legacy `##[` anywhere in a line.
// Both find the opener with a string search that may skip invisible characters, so an opener that format
// characters (`\p{Cf}`) split counts too. A line ends at CR or LF, as both read their child's output.

/** `##vso[` or `##[`, any case, with format characters anywhere between its characters. */
const ANYWHERE = /#\p{Cf}*#\p{Cf}*(?:v\p{Cf}*s\p{Cf}*o\p{Cf}*)?\[/giu;
/** `::` at a line's start, after blanks (the runner trims them, NEL included) and format characters. */
const LINE_START = /(^|[\r\n])([\s\u0085\p{Cf}]*):(\p{Cf}*):/gu;

/**
 * `text` as lines of a log with no command in them: a space after the first `#` of `##vso[` and `##[`
 * wherever they are (`# #vso[`), and between the colons of a `::` that starts a line (`: :`). Nothing else
 * changes; text with no opener comes back as it is.
 */
export function breakCommands(text: string): string {
  return text
    .replace(ANYWHERE, (opener) => `${opener.slice(0, 1)} ${opener.slice(1)}`)
    .replace(LINE_START, (_match, start: string, blanks: string, between: string) => `${start}${blanks}: ${between}:`);
}

/**
 * JSON text (as JSON.stringify writes it, where a `#` is only ever inside a string) with the `[` of every
 * `##vso[` and `##[` written as the escape `\u005b`: no line holds an opener, and a JSON reader gets every
 * value back exactly. No line of JSON.stringify's output starts with `:`, so `::` needs nothing here.
 */
export function escapeCommandsInJson(json: string): string {
  return json.replace(ANYWHERE, (opener) => `${opener.slice(0, -1)}\\u005b`);
}
