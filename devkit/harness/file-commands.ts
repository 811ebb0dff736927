/** Values written to a `GITHUB_OUTPUT`-style file, and the problems the runner would report. */
export interface ParsedFileCommand {
  values: Record<string, string>;
  errors: string[];
}

/**
 * Parses the runner's file command format: `name=value` lines and `name<<DELIM` blocks that end
 * at a line equal to DELIM. Whichever of `=` and `<<` comes first on a line decides the form.
 */
export function parseKeyValueFile(text: string): ParsedFileCommand {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines.at(-1) === '') lines.pop();
  const values: Record<string, string> = {};
  const errors: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line === '') continue;
    const equals = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (equals >= 0 && (heredoc < 0 || equals < heredoc)) {
      const key = line.slice(0, equals);
      if (key === '') errors.push(`Invalid format '${line}': empty name`);
      else values[key] = line.slice(equals + 1);
      continue;
    }
    if (heredoc < 0) {
      errors.push(`Invalid format '${line}'`);
      continue;
    }
    const key = line.slice(0, heredoc);
    const delimiter = line.slice(heredoc + 2);
    if (key === '' || delimiter === '') {
      errors.push(`Invalid format '${line}'`);
      continue;
    }
    const end = lines.indexOf(delimiter, i + 1);
    if (end < 0) {
      errors.push(`Matching delimiter not found '${delimiter}'`);
      break;
    }
    values[key] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return { values, errors };
}

/** `GITHUB_PATH`: one directory a line. */
export function parsePathFile(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line !== '');
}
