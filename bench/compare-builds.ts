// Bench: two builds of the action, run in turns against one emulator and one bundle, so that whatever else
// the machine is doing weighs on both alike. Prints each build's download CPU time (user + sys, every thread)
// and wall time, median (min–max), and the ratio of the medians. For a change's effect on a shared machine,
// where the absolute figures of bench/download.ts are noise.
// Run: npm exec -- node bench/compare-builds.ts <before/index.js> <after/index.js> [--runs 7] [--padding-mb 200]
// (copy dist/ aside before the change, e.g. `cp -r dist /tmp/dist-before`, then `npm run build`).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/server.ts';
import { runBuiltAction } from './download-child.ts';
import type { BuiltActionRun } from './download-child.ts';
import { describeMachine, machine, showSpread, spread } from './stats.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string' }, 'padding-mb': { type: 'string' } },
});
const [before, after] = positionals.map((entry) => resolve(entry));
if (!before || !after) throw new Error('usage: compare-builds.ts <before/index.js> <after/index.js> [--runs 7]');
const runs = Number(values.runs ?? 7);
const paddingBytes = Number(values['padding-mb'] ?? 200) * 1e6;

console.log(describeMachine(machine()));
const emulator = await startEmulator({ jobDurationMs: 300, faults: { bundlePaddingBytes: paddingBytes } });
try {
  const request = { apiUrl: emulator.url, apiKey: emulator.keys.demo, domain: 'docs.example.com' };
  console.log('building the bundle with a first, unmeasured run of each build ...');
  const warm = await runBuiltAction({ ...request, entry: before });
  await runBuiltAction({ ...request, entry: after });
  // Measured runs take the finished export by its job id: no job wait between them.
  const finished = { ...request, jobId: warm.outputs['job-id'] };
  const measured: Record<'before' | 'after', BuiltActionRun[]> = { before: [], after: [] };
  for (let run = 1; run <= runs; run++) {
    // Alternate which goes first, so neither always meets a warmer page cache or a quieter moment.
    const order = run % 2 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const side of order) {
      measured[side].push(await runBuiltAction({ ...finished, entry: side === 'before' ? before : after }));
    }
    const last = (side: 'before' | 'after') => measured[side].at(-1)?.downloadCpuSeconds?.toFixed(2);
    console.log(`run ${run}/${runs}: download CPU before ${last('before')} s, after ${last('after')} s`);
  }
  const seconds = (value: number) => `${value.toFixed(2)} s`;
  const figures = (side: 'before' | 'after') => ({
    cpu: spread(measured[side].map((run) => run.downloadCpuSeconds ?? Number.NaN)),
    wall: spread(measured[side].map((run) => run.downloadSeconds ?? Number.NaN)),
  });
  const [b, a] = [figures('before'), figures('after')];
  console.log(`download + verify, ${runs} runs each, median (min–max):`);
  console.log(`  CPU  before ${showSpread(b.cpu, seconds)}, after ${showSpread(a.cpu, seconds)}`);
  console.log(`  wall before ${showSpread(b.wall, seconds)}, after ${showSpread(a.wall, seconds)}`);
  console.log(
    `  after/before: CPU ${(a.cpu.median / b.cpu.median).toFixed(2)}, wall ${(a.wall.median / b.wall.median).toFixed(2)}`,
  );
} finally {
  await emulator.close();
}
