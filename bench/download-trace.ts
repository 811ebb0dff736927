// Memory tracing for the download bench: a module preloaded into the action's process with
// `NODE_OPTIONS=--import=...` (diagnosis only, never in the product) that samples
// process.memoryUsage() every 100 ms (BENCH_MEMORY_TRACE_MS) and writes the samples out when the process exits.
import { readFile } from 'node:fs/promises';

/** One sample, sizes in bytes; `ms` counts from the process's start. */
export interface MemorySample {
  ms: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** Plain JavaScript, so loading it costs the process no TypeScript stripper. */
export const MEMORY_TRACE_MODULE = `
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
const file = process.env.BENCH_MEMORY_TRACE;
if (file && isMainThread) {
  const samples = [];
  const take = () => {
    const m = process.memoryUsage();
    samples.push([Math.round(performance.now()), m.rss, m.heapTotal, m.heapUsed, m.external, m.arrayBuffers]);
  };
  setInterval(take, Number(process.env.BENCH_MEMORY_TRACE_MS) || 100).unref();
  process.on('exit', () => {
    take();
    writeFileSync(file, JSON.stringify(samples));
  });
}
`;

export async function readMemoryTrace(file: string): Promise<MemorySample[]> {
  const rows = JSON.parse(await readFile(file, 'utf8')) as number[][];
  return rows.map(([ms = 0, rss = 0, heapTotal = 0, heapUsed = 0, external = 0, arrayBuffers = 0]) => ({
    ms,
    rss,
    heapTotal,
    heapUsed,
    external,
    arrayBuffers,
  }));
}

/** The sample with the highest RSS, and the highest of each series, in MB. */
export function describeTrace(samples: readonly MemorySample[]): string {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const top = (key: keyof MemorySample) => Math.max(...samples.map((sample) => sample[key]));
  const peak = samples.reduce<MemorySample | undefined>(
    (best, sample) => (best && best.rss >= sample.rss ? best : sample),
    undefined,
  );
  if (!peak) return 'no samples';
  return [
    `at the RSS peak (${peak.ms} ms): rss ${mb(peak.rss)}, heapTotal ${mb(peak.heapTotal)}, heapUsed ${mb(peak.heapUsed)}, external ${mb(peak.external)}, arrayBuffers ${mb(peak.arrayBuffers)} MB`,
    `highest of each: rss ${mb(top('rss'))}, heapTotal ${mb(top('heapTotal'))}, heapUsed ${mb(top('heapUsed'))}, external ${mb(top('external'))}, arrayBuffers ${mb(top('arrayBuffers'))} MB`,
  ].join('\n');
}

/** Every sample as a table row, for a closer look (`BENCH_TRACE=all`). */
export function traceTable(samples: readonly MemorySample[]): string {
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).padStart(7);
  const rows = samples.map(
    (s) =>
      `${String(s.ms).padStart(7)} ${mb(s.rss)} ${mb(s.heapTotal)} ${mb(s.heapUsed)} ${mb(s.external)} ${mb(s.arrayBuffers)}`,
  );
  return ['     ms     rss  heapTot heapUsed external arrayBuf (MB)', ...rows].join('\n');
}
