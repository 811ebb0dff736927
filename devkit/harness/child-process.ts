import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** stdout and stderr lines in the order they arrived. */
  lines: string[];
}

/** Splits a stream into lines as data arrives, so lines of both streams interleave as the runner sees them. */
class LineSplitter {
  #pending = '';
  readonly #emit: (line: string) => void;

  constructor(emit: (line: string) => void) {
    this.#emit = emit;
  }

  push(chunk: string): void {
    const parts = (this.#pending + chunk).split('\n');
    this.#pending = parts.pop() ?? '';
    for (const part of parts) this.#emit(part.replace(/\r$/, ''));
  }

  flush(): void {
    if (this.#pending !== '') this.#emit(this.#pending.replace(/\r$/, ''));
    this.#pending = '';
  }
}

/** Calls `expire` once `ms` have passed and returns a function that cancels it. */
export type Watchdog = (expire: () => void, ms: number) => () => void;

/** The watchdog on real time. */
export const realTimeWatchdog: Watchdog = (expire, ms) => {
  const timer = setTimeout(expire, ms);
  return () => clearTimeout(timer);
};

export interface ProcessOptions {
  cwd: string;
  env: Record<string, string>;
  timeoutMs: number;
  /** What measures timeoutMs (default real time): a test's own, to kill the child at a point it chose. */
  watchdog?: Watchdog;
  /** Each line of either stream as it arrives. */
  onLine?: (line: string) => void;
  /** Opens an IPC channel to the child and hands it over, e.g. to a test's virtual clock. */
  withChannel?: (child: ChildProcess) => void;
}

export function runProcess(command: string, args: readonly string[], options: ProcessOptions): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: options.withChannel ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    options.withChannel?.(child);
    const lines: string[] = [];
    let stdout = '';
    let stderr = '';
    const onLine = (line: string) => {
      lines.push(line);
      options.onLine?.(line);
    };
    const out = new LineSplitter(onLine);
    const err = new LineSplitter(onLine);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      out.push(chunk);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      err.push(chunk);
    });
    let timedOut = false;
    const cancelWatchdog = (options.watchdog ?? realTimeWatchdog)(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      cancelWatchdog();
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      cancelWatchdog();
      out.flush();
      err.flush();
      resolve({ exitCode, signal, timedOut, stdout, stderr, lines });
    });
  });
}
