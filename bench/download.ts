// Bench: the BUILT action (dist/index.js, `npm run build` first) in export mode against the emulator,
// with a bundle padded to about 200 MB, against the shell baseline
// `curl -s -o file URL && sha256sum file && tar -tzf file > /dev/null` on the same bundle link.
// Each round also runs the same action with `download: false`: its peak is what the action takes
// without any download (node, the bundled modules, the API calls), so the download's share shows.
// Run: npm exec -- node bench/download.ts [--padding-mb 200] [--runs 3] [--trace | --trace-all]
// (--trace preloads a sampler of process.memoryUsage() into the action: for diagnosis, it adds a little;
// BENCH_MEMORY_TRACE_MS sets its interval, 100 ms by default.)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/server.ts';
import { runBuiltAction } from './download-child.ts';
import type { BuiltActionRun } from './download-child.ts';
import { describeTrace, traceTable } from './download-trace.ts';
import { busyWarning, describeMachine, machine, showSpread, spread } from './stats.ts';
import type { Spread } from './stats.ts';

export interface DownloadBenchOptions {
  /** Bytes of incompressible media in the bundle (default 200 MB: a bundle of about 200 MB). */
  paddingBytes?: number;
  /** Runs of each side; the median is reported (default 3). */
  runs?: number;
  /** Sample process.memoryUsage() in the action: 'peak' prints the peak sample, 'all' every sample. */
  trace?: 'peak' | 'all';
  log?: (line: string) => void;
}

export interface DownloadBenchFigures {
  bundleBytes: number;
  runs: number;
  /** Median time of the action's download + verification (its log lines), node start-up and job wait excluded. */
  actionSeconds: number;
  /** Median wall time of the whole action run: node start to exit, from the finished export's job id (no job wait). */
  actionTotalSeconds: number;
  /** Median wall time of curl + sha256sum + tar -tzf. */
  baselineSeconds: number;
  /** action / baseline (medians); the target is at most 0.5. */
  ratio: number;
  /** whole action run / baseline (medians); the target is at most 0.6. */
  totalRatio: number;
  /** The runs' spread of each wall time, and of the action's CPU time (user + sys, every thread). */
  spreads: {
    download: Spread;
    total: Spread;
    baseline: Spread;
    downloadCpu: Spread;
    totalCpu?: Spread;
  };
  /** Highest peak RSS of the action's process over the runs; the target is at most 160 MB. */
  actionPeakRssMB: number;
  /** How peak RSS is counted: the action's processes' peaks added (bench/process-tree.ts). */
  rssSource: string;
  /** Median RSS of the action's process just before its download started. */
  beforeDownloadRssMB: number;
  /** Highest peak RSS of the same runs with `download: false`: the floor the download adds to. */
  withoutDownloadPeakRssMB: number;
  targets: typeof TARGETS;
  meetsTargets: boolean;
}

/**
 * Issue 21: download + verify in at most 0.5 of the three shell passes, the whole run in at most 0.6 of them;
 * issue 11: peak RSS at most 160 MB, whatever the bundle's size.
 */
export const TARGETS = { ratio: 0.5, totalRatio: 0.6, peakRssMB: 160 };
const DEFAULT_PADDING = 200_000_000;

export async function benchDownload(options: DownloadBenchOptions = {}): Promise<DownloadBenchFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const runs = options.runs ?? 3;
  const paddingBytes = options.paddingBytes ?? DEFAULT_PADDING;
  const emulator = await startEmulator({ jobDurationMs: 300, faults: { bundlePaddingBytes: paddingBytes } });
  const work = await mkdtemp(join(tmpdir(), 'docs-export-bench-run-'));
  const request = { apiUrl: emulator.url, apiKey: emulator.keys.demo, domain: 'docs.example.com' };
  try {
    log(`building the bundle (${(paddingBytes / 1e6).toFixed(0)} MB of padding) with a first, unmeasured run ...`);
    const warm = await runBuiltAction(request);
    const url = warm.outputs['bundle-url'];
    const bundleBytes = Number(warm.outputs['bundle-size']);
    if (!url || !bundleBytes) throw new Error('the action gave no bundle-url or bundle-size output');
    // The measured runs take the finished export by its job id, as the baseline takes its link: neither waits for the job.
    const finished = { ...request, jobId: warm.outputs['job-id'] };

    const action: BuiltActionRun[] = [];
    const without: BuiltActionRun[] = [];
    const baseline: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const file = join(work, 'baseline.tar.gz');
      baseline.push(await timed(() => runBaseline(url, file)));
      await rm(file, { force: true });
      const measured = await runBuiltAction({ ...finished, trace: options.trace !== undefined });
      if (Number(measured.outputs['bundle-size']) !== bundleBytes)
        throw new Error(`the action downloaded ${measured.outputs['bundle-size']} bytes, not ${bundleBytes}`);
      action.push(measured);
      without.push(await runBuiltAction({ ...finished, download: false }));
      log(
        `run ${run}/${runs}: baseline ${baseline.at(-1)?.toFixed(2)} s, action download ${measured.downloadSeconds?.toFixed(2)} s ` +
          `(CPU ${measured.downloadCpuSeconds?.toFixed(2)} s; whole run ${measured.totalSeconds.toFixed(2)} s, CPU ${measured.totalCpuSeconds?.toFixed(2) ?? '?'} s), RSS before download ${mb(measured.beforeDownload?.rssKB ?? 0)} MB, ` +
          `peak ${mb(measured.peakKB)} MB; the same run without download peaks at ${mb(without.at(-1)?.peakKB ?? 0)} MB`,
      );
      const threads = Object.entries(measured.afterDownload?.threads ?? {})
        .map(([name, t]) => {
          const before = measured.beforeDownload?.threads?.[name] ?? { user: 0, sys: 0 };
          return [name, t.user - before.user, t.sys - before.sys] as const;
        })
        .filter(([, user, sys]) => user + sys > 0)
        .map(([name, user, sys]) => `${name} ${user.toFixed(2)} + ${sys.toFixed(2)}`)
        .join(', ');
      if (threads) log(`  CPU of the download by thread (user + sys s; V8Worker: GC and compiler helpers): ${threads}`);
      if (measured.trace) log(options.trace === 'all' ? traceTable(measured.trace) : describeTrace(measured.trace));
    }
    const actionSeconds = median(action.map((run) => run.downloadSeconds ?? Number.NaN));
    const baselineSeconds = median(baseline);
    const ratio = actionSeconds / baselineSeconds;
    const totalSeconds = median(action.map((run) => run.totalSeconds));
    const totalCpu = action.every((run) => run.totalCpuSeconds !== undefined)
      ? spread(action.map((run) => run.totalCpuSeconds ?? 0))
      : undefined;
    const actionPeakRssMB = mb(Math.max(...action.map((run) => run.peakKB)));
    return {
      bundleBytes,
      runs,
      actionSeconds: round(actionSeconds),
      actionTotalSeconds: round(totalSeconds),
      baselineSeconds: round(baselineSeconds),
      ratio: round(ratio),
      totalRatio: round(totalSeconds / baselineSeconds),
      spreads: {
        download: spread(action.map((run) => run.downloadSeconds ?? Number.NaN)),
        total: spread(action.map((run) => run.totalSeconds)),
        baseline: spread(baseline),
        downloadCpu: spread(action.map((run) => run.downloadCpuSeconds ?? Number.NaN)),
        totalCpu,
      },
      actionPeakRssMB,
      rssSource: 'the action and its download process, peaks added',
      beforeDownloadRssMB: mb(median(action.map((run) => run.beforeDownload?.rssKB ?? 0))),
      withoutDownloadPeakRssMB: mb(Math.max(...without.map((run) => run.peakKB))),
      targets: TARGETS,
      meetsTargets:
        ratio <= TARGETS.ratio &&
        totalSeconds / baselineSeconds <= TARGETS.totalRatio &&
        actionPeakRssMB <= TARGETS.peakRssMB,
    };
  } finally {
    await emulator.close();
    await rm(work, { recursive: true, force: true });
  }
}

function runBaseline(url: string, file: string): Promise<void> {
  const script = 'curl -s -f -o "$1" "$2" && sha256sum "$1" > /dev/null && tar -tzf "$1" > /dev/null';
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script, 'baseline', file, url], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the baseline exited with ${code}: ${stderr.slice(-2000)}`)),
    );
  });
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

function median(values: number[]): number {
  return spread(values).median;
}

/** kB as /proc and time(1) count them (KiB) in MB of 10^6 bytes, the stricter reading of a target in MB. */
export function mb(kilobytes: number): number {
  return Math.round(((kilobytes * 1024) / 1e6) * 10) / 10;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      'padding-mb': { type: 'string' },
      runs: { type: 'string' },
      trace: { type: 'boolean' },
      'trace-all': { type: 'boolean' },
    },
  });
  const host = machine();
  console.log(describeMachine(host));
  const warning = busyWarning(host);
  if (warning) console.log(warning);
  const figures = await benchDownload({
    paddingBytes: values['padding-mb'] ? Number(values['padding-mb']) * 1e6 : undefined,
    runs: values.runs ? Number(values.runs) : undefined,
    trace: values['trace-all'] ? 'all' : values.trace ? 'peak' : undefined,
  });
  console.log(
    `bundle: ${(figures.bundleBytes / 1e6).toFixed(1)} MB, median of ${figures.runs} runs of the built action (dist/index.js)`,
  );
  const s = (value: number) => `${value.toFixed(2)} s`;
  const { spreads } = figures;
  console.log(`wall times, median (min–max):`);
  console.log(`  baseline (curl + sha256sum + tar -tzf): ${showSpread(spreads.baseline, s)}`);
  console.log(`  action download + verify:               ${showSpread(spreads.download, s)}`);
  console.log(`  action, whole run:                      ${showSpread(spreads.total, s)}`);
  console.log(`CPU times of the action (user + sys, all threads), median (min–max):`);
  console.log(`  download + verify: ${showSpread(spreads.downloadCpu, s)}`);
  if (spreads.totalCpu) console.log(`  whole run:         ${showSpread(spreads.totalCpu, s)}`);
  console.log(`ratio action/baseline: ${figures.ratio.toFixed(2)} (target <= ${figures.targets.ratio})`);
  console.log(`ratio whole run/baseline: ${figures.totalRatio.toFixed(2)} (target <= ${figures.targets.totalRatio})`);
  console.log(`action RSS just before the download (median): ${figures.beforeDownloadRssMB} MB`);
  console.log(
    `action peak RSS: ${figures.actionPeakRssMB} MB, ${figures.rssSource} (target <= ${figures.targets.peakRssMB} MB)`,
  );
  console.log(`the same action with download: false peaks at ${figures.withoutDownloadPeakRssMB} MB`);
  console.log(figures.meetsTargets ? 'targets met' : 'targets NOT met');
}
