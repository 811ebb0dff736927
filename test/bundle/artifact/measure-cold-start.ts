/**
 * How much start-up the lazy import of @actions/artifact saves: the wall time of fresh Node processes that
 * import nothing, @actions/core (which every mode loads), or @actions/core plus @actions/artifact.
 * Not a test (machines are noisy); run by hand: `npm exec -- node test/artifact/measure-cold-start.ts [runs]`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.argv[2] ?? 10);

const variants: Record<string, string> = {
  'node -e 0': '0',
  '@actions/core': "await import('@actions/core')",
  '@actions/core + @actions/artifact': "await import('@actions/core'); await import('@actions/artifact')",
  '@actions/artifact': "await import('@actions/artifact')",
};

function once(code: string): number {
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: repoRoot, stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`the process for ${code} exited with ${child.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const times = new Map(Object.keys(variants).map((name) => [name, [] as number[]]));
for (const code of Object.values(variants)) once(code); // warm the file cache
// interleaved, so a slow spell of the machine hits every variant alike
for (let run = 0; run < runs; run += 1) {
  for (const [name, code] of Object.entries(variants)) times.get(name)?.push(once(code));
}

console.log(`Node ${process.version}, ${runs} runs each, wall time of a fresh process in ms`);
for (const [name, values] of times) {
  console.log(
    `${name.padEnd(36)} median ${median(values).toFixed(1).padStart(6)}   min ${Math.min(...values)
      .toFixed(1)
      .padStart(6)}   max ${Math.max(...values)
      .toFixed(1)
      .padStart(6)}`,
  );
}
