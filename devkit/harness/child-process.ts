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

export function runProcess(
  command: string,
  args: readonly string[],
  options: {
    cwd: string;
    env: Record<string, string>;
    timeoutMs: number;
    /** Opens an IPC channel to the child and hands it over, e.g. to a test's virtual clock. */
    withChannel?: (child: ChildProcess) => void;
  },
): Promise<ProcessResult> {
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
    const out = new LineSplitter((line) => lines.push(line));
    const err = new LineSplitter((line) => lines.push(line));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      out.push(chunk);
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      err.push(chunk);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      out.flush();
      err.flush();
      resolve({ exitCode, signal, timedOut, stdout, stderr, lines });
    });
  });
}
