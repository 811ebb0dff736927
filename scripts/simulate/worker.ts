// One scenario in a worker thread, so the quarter's scenarios share the machine's cores.
import { parentPort, workerData } from 'node:worker_threads';
import { runScenario } from './run-scenario.ts';
import type { Scenario, Weather } from './scenarios.ts';

const { scenario, weather, seed } = workerData as { scenario: Scenario; weather: Weather; seed: number };
parentPort?.postMessage(await runScenario(scenario, weather, seed));
