import { Worker } from 'node:worker_threads';
import type { ScenarioResult } from './run-scenario.ts';
import type { Scenario, Weather } from './scenarios.ts';

/** Runs the scenarios `jobs` at a time, each in a worker thread; results come back in the scenarios' order. */
export async function runInWorkers(
  scenarios: readonly Scenario[],
  weather: Weather,
  seed: number,
  jobs: number,
  onDone: (result: ScenarioResult, seconds: number) => void,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < scenarios.length) {
      const index = next++;
      const started = performance.now();
      const result = await inWorker(scenarios[index] as Scenario, weather, seed);
      results[index] = result;
      onDone(result, (performance.now() - started) / 1000);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, lane));
  return results;
}

function inWorker(scenario: Scenario, weather: Weather, seed: number): Promise<ScenarioResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { scenario, weather, seed } });
    worker.once('message', (result: ScenarioResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the worker of "${scenario.name}" exited with code ${code}`));
    });
  });
}
