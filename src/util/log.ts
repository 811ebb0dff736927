import * as core from '@actions/core';

/** Where a step's story goes: the runner log and its annotations. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
}

export interface Log {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string, properties?: AnnotationProperties): void;
  warning(message: string, properties?: AnnotationProperties): void;
  error(message: string, properties?: AnnotationProperties): void;
  group<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export const actionsLog: Log = {
  info: (m) => core.info(m),
  debug: (m) => core.debug(m),
  notice: (m, p) => core.notice(m, p),
  warning: (m, p) => core.warning(m, p),
  error: (m, p) => core.error(m, p),
  group: (name, fn) => core.group(name, fn),
};

export interface LogEntry {
  level: 'info' | 'debug' | 'notice' | 'warning' | 'error' | 'group';
  message: string;
}

/** A log that remembers what it was told, for tests. */
export function memoryLog(): Log & { entries: LogEntry[]; text(): string } {
  const entries: LogEntry[] = [];
  const push = (level: LogEntry['level']) => (message: string) => void entries.push({ level, message });
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
