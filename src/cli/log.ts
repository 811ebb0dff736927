import type { Log } from '../util/log.ts';
import { removeSecrets } from '../util/redact.ts';

/** Progress on stderr for a shell. No runner masks values here, so this log masks them itself. */
export function stderrLog(
  write: (text: string) => void = (text) => void process.stderr.write(text),
): Log & { mask(value: string): void } {
  const secrets = new Set<string>();
  const clean = (message: string) => removeSecrets(message, secrets);
  const line = (prefix: string) => (message: string) => write(`${prefix}${clean(message)}\n`);
  return {
    mask: (value) => {
      if (value.length >= 4) secrets.add(value);
    },
    info: line(''),
    debug: (message) => {
      if (process.env.DOCS_EXPORT_DEBUG) write(`debug: ${clean(message)}\n`);
    },
    notice: line('notice: '),
    warning: line('warning: '),
    error: line('error: '),
    group: async (name, fn) => {
      write(`== ${clean(name)}\n`);
      return fn();
    },
  };
}
