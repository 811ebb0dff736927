import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describeFailure } from '../../util/errors.ts';
import { DOWNLOAD_NODE_FLAGS } from './download-process-flags.ts';

/**
 * The download process: the action's download script (the entry names it: dist/bundle-download.js, or
 * src/bundle-download.ts from the sources) in a node process of its own, with DOWNLOAD_NODE_FLAGS (which say why),
 * started ahead of its use so that its start-up overlaps the run's other work. The script talks over the IPC channel
 * (structured clone: Maps pass; download-process-protocol.ts) and sends `{ type: 'ready' }` once loaded. Its output is never shown: a crash's stack trace is read here for its error
 * line (`crashReason`), so nothing of it reaches the log unexplained.
 */
export interface DownloadProcess {
  /** Settles true once the script said it is ready, false when it did not start (`failure` says why). */
  readonly ready: Promise<boolean>;
  readonly child: ChildProcess | undefined;
  /** Why it did not start or stopped: its error line, its exit code or signal. */
  failure(): string | undefined;
  /** Ends it if it still runs; the run's end calls it whatever happened. */
  stop(): void;
}

const STDERR_KEPT = 4096;
/** Loading takes well under a second; a process not ready within a minute is ended and not waited for. */
const READY_WITHIN_MS = 60_000;

export function startDownloadProcess(
  script: URL,
  execArgv: string[] = DOWNLOAD_NODE_FLAGS,
  readyWithinMs = READY_WITHIN_MS,
): DownloadProcess {
  let child: ChildProcess | undefined;
  let failure: string | undefined;
  let stderr = '';
  try {
    child = fork(fileURLToPath(script), [], {
      execArgv,
      env: downloadProcessEnvironment(process.env),
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
  } catch (error) {
    failure = describeFailure(error);
  }
  child?.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < STDERR_KEPT) stderr += chunk.toString('utf8');
  });
  child?.once('exit', (code, signal) => {
    failure ??= crashReason(stderr, code, signal);
  });
  const ready = new Promise<boolean>((resolve) => {
    if (!child) return resolve(false);
    const running = child;
    const late = setTimeout(() => {
      failure ??= `not ready within ${readyWithinMs / 1000} s`;
      running.kill();
      settle(false);
    }, readyWithinMs);
    late.unref();
    const onMessage = (message: { type?: unknown }) => {
      if (message.type === 'ready') settle(true);
    };
    function settle(value: boolean): void {
      clearTimeout(late);
      running.off('message', onMessage);
      resolve(value);
    }
    running.on('message', onMessage);
    running.once('error', (error) => {
      failure ??= error.message;
      settle(false);
    });
    running.once('exit', () => settle(false));
  });
  return {
    ready,
    child,
    failure: () => failure,
    stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill();
    },
  };
}

/**
 * The names the download process's environment keeps (upper case; matched in any case, as Windows spells them and as the proxy
 * variables come in lower case): what Node and its connections need, so that TLS and the proxies behave as in this
 * process. Nothing else: the API key and the GitHub token (`INPUT_*` in the action, `DOCS_EXPORT_*` in the CLI) and
 * the runner's own tokens (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_ID_TOKEN_REQUEST_TOKEN`) would be readable there by
 * whatever runs in it, or in procfs while it runs. What else it needs travels over its channel.
 */
export const DOWNLOAD_PROCESS_ENVIRONMENT: ReadonlySet<string> = new Set([
  // Where programs, the home and the temp directories are.
  'PATH',
  'HOME',
  'TMPDIR',
  'TMP',
  'TEMP',
  // The proxies, read by the HTTP agent (client/dispatcher.ts) and by Node with NODE_USE_ENV_PROXY.
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NODE_USE_ENV_PROXY',
  // The certificates TLS trusts, and whether it checks them.
  'NODE_EXTRA_CA_CERTS',
  'NODE_USE_SYSTEM_CA',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'NODE_OPTIONS',
  // Where Node keeps the code it compiled, when the user has it keep it: the process then starts from it too.
  'NODE_COMPILE_CACHE',
  // What Node needs on Windows: the system folders (sockets and crypto fail without SYSTEMROOT), the user's profile.
  'SYSTEMROOT',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
]);

/** This process's environment as the download process gets it: only the names of DOWNLOAD_PROCESS_ENVIRONMENT. */
export function downloadProcessEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => DOWNLOAD_PROCESS_ENVIRONMENT.has(name.toUpperCase())),
  );
}

/**
 * What the process printed as it died, as one line: its error line (`TypeError: …`), else its first line (node's
 * own `bad option: …`), with its exit code or signal; never a stack trace.
 */
export function crashReason(stderr: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = stderr.split('\n').map((line) => line.trim());
  const said = lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.find((line) => line !== '');
  const ended = signal ? `ended by ${signal}` : `exit code ${code ?? 'none'}`;
  return said ? `${said} (${ended})` : ended;
}
