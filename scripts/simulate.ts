// `npm run simulate`: a quarter of publishes, scheduled refreshes and faults, run through the action's real modes
// against the emulator and the GitHub fake on a virtual clock. Prints a table; writes the results as JSON.
//   --seed <n>          the quarter's dice (default 20)
//   --days <n>          length of the quarter (default 90)
//   --only <text>       scenarios whose name contains the text
//   --jobs <n>          scenarios run at once, each in a worker thread (default 2)
//   --out <file>        the JSON (default bench-output/freshness.json)
//   --record            also write it to scripts/simulate/quarter.json, which `npm run docs` turns into the README's
//                       freshness table (a whole quarter of every scenario only)
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { runInWorkers } from './simulate/pool.ts';
import { allScenarios, QUARTER } from './simulate/scenarios.ts';
import { formatTable } from './simulate/table.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '20' },
    days: { type: 'string', default: String(QUARTER.days) },
    only: { type: 'string' },
    jobs: { type: 'string', default: '2' },
    out: { type: 'string', default: 'bench-output/freshness.json' },
    record: { type: 'boolean', default: false },
  },
});
const RECORD = new URL('./simulate/quarter.json', import.meta.url);
if (values.record && (values.only !== undefined || Number(values.days) !== QUARTER.days)) {
  console.error(
    "--record writes the README's figures: run every scenario over the whole quarter (no --only, no --days).",
  );
  process.exit(2);
}
const seed = Number(values.seed);
const weather = { ...QUARTER, days: Number(values.days) };
const scenarios = allScenarios().filter((scenario) => !values.only || scenario.name.includes(values.only));

const results = await runInWorkers(scenarios, weather, seed, Number(values.jobs), (result, seconds) =>
  console.error(
    `${result.scenario}: least ${result.leastValidityHours} h, expired ${result.expiredHours} h (${seconds.toFixed(1)} s)`,
  ),
);
console.log(formatTable(results));
await mkdir(dirname(values.out), { recursive: true });
const json = `${JSON.stringify({ seed, weather, results }, null, 2)}\n`;
await writeFile(values.out, json);
console.log(`\nWritten to ${values.out}`);
if (values.record) {
  await writeFile(RECORD, json);
  console.log('Recorded in scripts/simulate/quarter.json: run `npm run docs` to put it in the README.');
}
