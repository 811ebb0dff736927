import type { Log } from '../util/log.ts';

/** Progress on stderr for a shell. No runner masks values here, so this log masks them itself. */
export function stderrLog(write: (text: string) => void = (text) => void process.stderr.write(text)): Log & { mask(value: string): void } {
  const secrets = new Set<string>();
  const clean = (message: string) => {
    let text = message;
    for (const secret of secrets) text = text.split(secret).join('***');
    return text;
  };
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
