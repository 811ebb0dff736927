// Cold start of the built action: how long the runner waits for it to fail fast on a bad input,
// against a bare `node -e 0`, median of interleaved runs. Run: npm exec -- node bench/cold-start.ts
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export interface ColdStartFigures {
  runs: number;
  nodeMedianMs: number;
  actionMedianMs: number;
  overheadMs: number;
  targetOverheadMs: number;
  met: boolean;
}

const entry = new URL('../dist/index.js', import.meta.url).pathname;

function timeOnce(args: string[], env: NodeJS.ProcessEnv): number {
  const started = process.hrtime.bigint();
  spawnSync(process.execPath, args, { env, stdio: 'ignore' });
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function benchColdStart(runs = 21): ColdStartFigures {
  // A bad `timeout` fails in the settings, before any request: what a user with a typo waits for.
  const badInput = {
    PATH: process.env.PATH,
    'INPUT_API-KEY': 'svc_bench',
    'INPUT_API-URL': 'https://127.0.0.1:9',
    INPUT_DOMAIN: 'docs.example.com',
    INPUT_TIMEOUT: 'soon',
  };
  const node: number[] = [];
  const action: number[] = [];
  timeOnce([entry], badInput); // warm the file cache once, for both
  for (let i = 0; i < runs; i += 1) {
    node.push(timeOnce(['-e', '0'], { PATH: process.env.PATH }));
    action.push(timeOnce([entry], badInput));
  }
  const nodeMedianMs = median(node);
  const actionMedianMs = median(action);
  const overheadMs = actionMedianMs - nodeMedianMs;
  return { runs, nodeMedianMs, actionMedianMs, overheadMs, targetOverheadMs: 150, met: overheadMs <= 150 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = benchColdStart();
  console.log(
    `cold start (median of ${figures.runs}): node -e 0 ${figures.nodeMedianMs.toFixed(0)} ms, action failing on bad input ${figures.actionMedianMs.toFixed(0)} ms, overhead ${figures.overheadMs.toFixed(0)} ms (target <= 150 ms: ${figures.met ? 'met' : 'missed'})`,
  );
}
