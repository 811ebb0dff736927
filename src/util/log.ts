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
