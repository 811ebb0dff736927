// What a run that fails on a bad input does on the runner, without @actions/core: that toolkit imports its HTTP
// client (undici, 1.6 MB of code to compile) as it loads, which made such a run cost three times bare Node.
// Once the settings are valid the toolkit is loaded and does everything; these write its documented commands.
import { EOL } from 'node:os';

/** An input as the runner passes it (INPUT_ and the name upper-cased, spaces as `_`), trimmed; '' when unset. */
export function readInput(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] ?? '').trim();
}

/** The step's failure: the secrets masked first, then one `::error::` annotation, and a failing exit code. */
export function failWithoutToolkit(message: string, secrets: Iterable<string>): void {
  for (const secret of secrets) command('add-mask', secret);
  command('error', message);
  process.exitCode = 1;
}

/** A workflow command whose data is escaped as the runner reads it back. */
function command(name: string, data: string): void {
  const escaped = data.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  process.stdout.write(`::${name}::${escaped}${EOL}`);
}
