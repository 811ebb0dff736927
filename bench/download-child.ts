// Runs the BUILT action (dist/index.js) once in export mode, as the runner starts a `node24` step
// (INPUT_* variables with hyphens, GITHUB_OUTPUT and friends in temp files), under `/usr/bin/time -v`
// when it exists. Polls the RSS of the action's processes (it and its download process) from /proc, so the
// figure right before the download shows apart from what the download adds.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateExpressions, inputEnvName, readActionInputs } from '../devkit/harness/action-metadata.ts';
import { parseKeyValueFile } from '../devkit/harness/file-commands.ts';
import { baseEnv, expressionContext, runnerVariables } from '../devkit/harness/runner-env.ts';
import { createRunnerFiles, removeRunnerFiles } from '../devkit/harness/runner-files.ts';
import type { RunnerFiles } from '../devkit/harness/runner-files.ts';
import { MEMORY_TRACE_MODULE, readMemoryTrace } from './download-trace.ts';
import type { MemorySample } from './download-trace.ts';
import { childrenOf, processTree } from './process-tree.ts';
import type { TreeReading } from './process-tree.ts';

const ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const ACTION_YML = fileURLToPath(new URL('../action.yml', import.meta.url));
const DOWNLOAD_STARTS = '::group::Downloading and verifying the bundle';
const DOWNLOAD_ENDS = 'Bundle verified:';

export interface BuiltActionRequest {
  apiUrl: string;
  apiKey: string;
  domain: string;
  /** false: the same run with `download: false`, to see what the action takes without any download. */
  download?: boolean;
  /** Samples process.memoryUsage() in the child (a preloaded module: diagnosis only; adds a little). */
  trace?: boolean;
  /** `request-timeout`, e.g. for a bundle the emulator takes long to pack; action.yml's default otherwise. */
  requestTimeout?: string;
  /**
   * The `job-id` of an export that already finished: the run then waits for no job (the service's time and its
   * 2 s floor between status requests) and does what the shell baseline does, from a finished export on.
   */
  jobId?: string;
  /** Another build's entry (bench/compare-builds.ts); dist/index.js by default. */
  entry?: string;
}

/** The action's processes (bench/process-tree.ts): RSS and peaks added, CPU time of every thread of both. */
export type RssReading = TreeReading;

export interface BuiltActionRun {
  outputs: Record<string, string>;
  /** Node start to exit, job wait included. */
  totalSeconds: number;
  /** From the download group's first line to `Bundle verified`: what the shell baseline does. */
  downloadSeconds?: number;
  /** CPU time (user + sys, every thread) spent over the same span: comparable on a busy machine, unlike the wall time. */
  downloadCpuSeconds?: number;
  /** CPU time (user + sys) of the whole process, from /usr/bin/time. */
  totalCpuSeconds?: number;
  /** Just before the download started: the last reading taken before its first log line arrived. */
  beforeDownload?: RssReading;
  /** Once the bundle is verified: `peakKB` is the peak of everything up to and including the download. */
  afterDownload?: RssReading;
  /** The action's processes' peaks added (VmHWM of each; /usr/bin/time -v's figure, the largest one's, if higher). */
  peakKB: number;
  trace?: MemorySample[];
  logLines: string[];
}

export async function runBuiltAction(request: BuiltActionRequest): Promise<BuiltActionRun> {
  const entry = request.entry ?? ENTRY;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  const files = await createRunnerFiles({});
  try {
    const env = await actionEnv(request, files);
    const traceFile = join(files.root, 'memory-trace.json');
    if (request.trace) {
      const module = join(files.root, 'memory-trace.mjs');
      await writeFile(module, MEMORY_TRACE_MODULE);
      env.NODE_OPTIONS = `--import=${module}`;
      env.BENCH_MEMORY_TRACE = traceFile;
      if (process.env.BENCH_MEMORY_TRACE_MS) env.BENCH_MEMORY_TRACE_MS = process.env.BENCH_MEMORY_TRACE_MS;
    }
    // Diagnosis: BENCH_NODE_OPTIONS reaches the action's node (e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`).
    const extra = process.env.BENCH_NODE_OPTIONS;
    if (extra) env.NODE_OPTIONS = [env.NODE_OPTIONS, extra].filter(Boolean).join(' ');
    const withTime = existsSync('/usr/bin/time');
    // Diagnosis: BENCH_WRAP runs the action's node under a tool, e.g. `valgrind --tool=callgrind` (instruction
    // counts, which hold on a busy machine; the wall times and RSS of such a run mean nothing).
    // valgrind drops variables whose names hold a hyphen (INPUT_API-KEY), so `env` sets them again under it.
    const wrap = process.env.BENCH_WRAP?.split(' ').filter(Boolean) ?? [];
    const hyphenated = Object.entries(env).flatMap(([name, value]) => (name.includes('-') ? [`${name}=${value}`] : []));
    const node = [...wrap, ...(wrap.length > 0 ? ['env', ...hyphenated] : []), process.execPath, entry];
    const [command, args] = withTime ? ['/usr/bin/time', ['-v', ...node]] : [node[0] ?? '', node.slice(1)];
    const started = performance.now();
    const child = spawn(command, args, { cwd: files.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const tree = processTree(() => (withTime ? childrenOf(child.pid ?? 0)[0] : child.pid));
    // Reading /proc when the download's first line arrives would already see its first milliseconds.
    let polled: RssReading | undefined;
    const poll = setInterval(() => {
      const reading = tree.read();
      if (reading.rssKB > 0) polled = reading;
    }, 10);
    const lines: string[] = [];
    const marks: { start?: number; end?: number; before?: RssReading; after?: RssReading } = {};
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      const parts = (pending + text).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        if (line.startsWith(DOWNLOAD_STARTS)) {
          marks.start = performance.now();
          // The RSS as last polled (before the line), the CPU time as of now (the span the wall time covers).
          const now = tree.read();
          marks.before = { ...(polled ?? now), cpuSeconds: now.cpuSeconds, threads: now.threads };
        } else if (line.startsWith(DOWNLOAD_ENDS)) {
          marks.end = performance.now();
          marks.after = tree.read();
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    }).finally(() => clearInterval(poll));
    const last = tree.read();
    const totalSeconds = (performance.now() - started) / 1000;
    const downloaded = marks.start !== undefined && marks.end !== undefined;
    if (code !== 0 || downloaded !== (request.download ?? true)) {
      throw new Error(`the action failed (exit ${code}):\n${lines.slice(-20).join('\n')}\n${stderr.slice(-2000)}`);
    }
    const timePeak = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
    const timeCpu = ['User', 'System'].map(
      (kind) => new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(stderr)?.[1],
    );
    return {
      outputs: parseKeyValueFile(await readFile(files.outputFile, 'utf8')).values,
      totalSeconds,
      downloadSeconds: downloaded ? ((marks.end ?? 0) - (marks.start ?? 0)) / 1000 : undefined,
      downloadCpuSeconds: downloaded ? (marks.after?.cpuSeconds ?? 0) - (marks.before?.cpuSeconds ?? 0) : undefined,
      totalCpuSeconds: timeCpu.every(Boolean) ? timeCpu.reduce((sum, text) => sum + Number(text), 0) : undefined,
      beforeDownload: marks.before,
      afterDownload: marks.after,
      // The processes' peaks added (/proc); /usr/bin/time gives the largest one only, so it counts when it is higher.
      peakKB: Math.max(Number(timePeak ?? 0), polled?.peakKB ?? 0, marks.after?.peakKB ?? 0, last.peakKB),
      trace: request.trace ? await readMemoryTrace(traceFile) : undefined,
      logLines: lines,
    };
  } finally {
    await removeRunnerFiles(files);
  }
}

/** The step's environment: runner variables, every input (given, else action.yml's default), nothing else. */
async function actionEnv(request: BuiltActionRequest, files: RunnerFiles): Promise<Record<string, string>> {
  const vars = runnerVariables(files, {
    repository: 'acme/docs',
    eventName: 'workflow_dispatch',
    apiUrl: 'http://127.0.0.1:9',
    serverUrl: 'https://github.com',
    sha: 'ffac537e6cbbf934b08745a378932722df287a53',
    ref: 'refs/heads/main',
  });
  const given: Record<string, string> = {
    mode: 'export',
    'api-url': request.apiUrl,
    'api-key': request.apiKey,
    domain: request.domain,
    download: String(request.download ?? true),
    ...(request.jobId === undefined ? {} : { 'job-id': request.jobId }),
    ...(request.requestTimeout === undefined ? {} : { 'request-timeout': request.requestTimeout }),
  };
  const context = expressionContext(vars, {});
  const inputs: Record<string, string> = {};
  for (const input of await readActionInputs(ACTION_YML)) {
    const value =
      given[input.name] ?? (input.default === undefined ? undefined : evaluateExpressions(input.default, context));
    if (value !== undefined) inputs[inputEnvName(input.name)] = value;
  }
  return { ...baseEnv(), ...vars, ...inputs };
}
