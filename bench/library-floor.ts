// Bench: what the libraries the download is built on cost by themselves, on the same bundle and emulator as
// bench/download.ts, so the action's figure can be read against a floor: undici receiving alone, and a bare pipeline of undici, SHA-256, the file, gzip and tar with none of the
// action's checks. Each pass runs in its own process, in turns, so a busy moment weighs on all alike.
// Run: npm exec -- node bench/library-floor.ts [--runs 3] [--padding-mb 200]
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { startEmulator } from '../emulator/server.ts';
import { runBuiltAction } from './download-child.ts';
import { describeMachine, machine, showSpread, spread } from './stats.ts';

const runChild = promisify(execFile);
const CHILD = fileURLToPath(new URL('./library-floor-child.ts', import.meta.url));
const STAGES = ['undici', 'pipeline'] as const;
const { values } = parseArgs({ options: { runs: { type: 'string' }, 'padding-mb': { type: 'string' } } });
const runs = Number(values.runs ?? 3);

console.log(describeMachine(machine()));
const emulator = await startEmulator({
  jobDurationMs: 300,
  faults: { bundlePaddingBytes: Number(values['padding-mb'] ?? 200) * 1e6 },
});
const work = await mkdtemp(join(tmpdir(), 'docs-export-bench-floor-'));
try {
  console.log('building the bundle with a first run of the built action ...');
  const request = { apiUrl: emulator.url, apiKey: emulator.keys.demo, domain: 'docs.example.com' };
  const { outputs } = await runBuiltAction(request);
  const link = outputs['bundle-url'];
  if (!link) throw new Error('the action gave no bundle-url output');
  const results = new Map<string, { wall: number[]; cpu: number[] }>(STAGES.map((s) => [s, { wall: [], cpu: [] }]));
  for (let run = 1; run <= runs; run++) {
    for (const stage of STAGES) {
      // Not execFileSync: the emulator serving the child runs in this process's event loop.
      const { stdout: line } = await runChild(process.execPath, [CHILD, stage, link, join(work, 'bundle.tar.gz')]);
      const pass = JSON.parse(line) as { bytes: number; wallSeconds: number; cpuSeconds: number };
      results.get(stage)?.wall.push(pass.wallSeconds);
      results.get(stage)?.cpu.push(pass.cpuSeconds);
    }
  }
  const seconds = (value: number) => `${value.toFixed(2)} s`;
  console.log(`${runs} runs each, median (min–max):`);
  for (const [stage, figures] of results) {
    console.log(
      `  ${stage.padEnd(9)} wall ${showSpread(spread(figures.wall), seconds)}, CPU ${showSpread(spread(figures.cpu), seconds)}`,
    );
  }
} finally {
  await emulator.close();
  await rm(work, { recursive: true, force: true });
}
