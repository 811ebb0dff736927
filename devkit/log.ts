import type { Log } from '../src/util/log.ts';

export interface LogEntry {
  level: 'info' | 'debug' | 'notice' | 'warning' | 'error' | 'group';
  message: string;
  /** An annotation's title, when one was given. */
  title?: string;
}

/** A log that remembers what it was told, for tests. */
export function memoryLog(): Log & { entries: LogEntry[]; text(): string } {
  const entries: LogEntry[] = [];
  const push = (level: LogEntry['level']) => (message: string, properties?: { title?: string }) =>
    void entries.push(
      properties?.title === undefined ? { level, message } : { level, message, title: properties.title },
    );
  return {
    entries,
    text: () => entries.map((e) => `${e.level}: ${e.message}`).join('\n'),
    info: push('info'),
    debug: push('debug'),
    notice: push('notice'),
    warning: push('warning'),
    error: push('error'),
    group: async (name, fn) => {
      entries.push({ level: 'group', message: name });
      return fn();
    },
  };
}
