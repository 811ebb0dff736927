import { breakCommands } from '../util/ci-commands.ts';
import type { Log } from '../util/log.ts';
import { removeSecrets } from '../util/redact.ts';

/**
 * Progress on stderr for a shell. No runner masks values here, so this log masks them itself; and CI systems
 * read stderr for commands as they read stdout, so every line goes out through the last guard (breakCommands):
 * `##vso[` and `##[` broken anywhere, `::` at a line's start.
 */
export function stderrLog(
  write: (text: string) => void = (text) => void process.stderr.write(text),
): Log & { mask(value: string): void } {
  const secrets = new Set<string>();
  const clean = (message: string) => removeSecrets(message, secrets);
  const out = (text: string) => write(breakCommands(text));
  const line = (prefix: string) => (message: string) => out(`${prefix}${clean(message)}\n`);
  return {
    mask: (value) => {
      if (value.length >= 4) secrets.add(value);
    },
    info: line(''),
    debug: (message) => {
      if (process.env.DOCS_EXPORT_DEBUG) out(`debug: ${clean(message)}\n`);
    },
    notice: line('notice: '),
    warning: line('warning: '),
    error: line('error: '),
    group: async (name, fn) => {
      out(`== ${clean(name)}\n`);
      return fn();
    },
  };
}
