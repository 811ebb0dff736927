// `npm run fuzz`: the long archive fuzzing run. Every case is served over HTTP on 127.0.0.1, downloaded and
// verified by fetchAndVerifyBundle, and extracted when it verifies; the invariants are checked after each.
//   --cases N   cases to run, crafted ones first (default 10000)
//   --seed S    seed of the mutations (default 20261121); case N of a seed is always the same archive
//   --from I    first case index (default 0)
//   --case I    run one case and print all about it (add --keep to keep its directory and archive)
//   --keep      keep the directory and archive of every case that breaks an invariant
import { parseArgs } from 'node:util';
import { formatReport, runFuzz } from '../devkit/fuzz/fuzz-run.ts';
import { createCaseGenerator } from '../devkit/fuzz/generator.ts';
import { startFuzzRunner } from '../devkit/fuzz/runner.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20261121' },
    from: { type: 'string', default: '0' },
    case: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

function count(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

const seed = count('seed', values.seed);

if (values.case !== undefined) {
  const index = count('case', values.case);
  const generator = await createCaseGenerator(seed);
  const runner = await startFuzzRunner({ keepFailed: values.keep });
  const fuzzCase = generator.caseAt(index, { outsideDir: runner.outsideDirFor(index) });
  const result = await runner.run(fuzzCase);
  await runner.close();
  const { body, ...about } = fuzzCase;
  console.log(JSON.stringify({ ...about, bodyBytes: body.length, result }, null, 2));
  if (values.keep)
    console.log(
      `case directory (kept if it broke an invariant): ${runner.outsideDirFor(index).replace(/\/outside$/, '')}`,
    );
  process.exit(result.violations.length > 0 ? 1 : 0);
}

const from = count('from', values.from);
const total = count('cases', values.cases);
let lastLine = 0;
let violations = 0;
const report = await runFuzz({
  seed,
  keepFailed: values.keep,
  indexes: () => Array.from({ length: total }, (_, i) => from + i),
  onResult(result, done, all) {
    violations += result.violations.length;
    if (result.violations.length > 0)
      console.error(
        `[fuzz] case #${result.index} (${result.label}) broke: ${result.violations.join(' | ').slice(0, 500)}`,
      );
    const now = performance.now();
    if (now - lastLine > 2000 || done === all) {
      lastLine = now;
      console.error(`[fuzz] ${done}/${all} cases, ${violations} invariant violations`);
    }
  },
});
console.log(formatReport(report));
if (report.violationCount > 0) {
  console.log(`Rerun one case with: node scripts/fuzz.ts --seed ${seed} --case <index> --keep`);
  process.exit(1);
}
