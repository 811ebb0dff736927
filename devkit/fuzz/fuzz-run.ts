import { createCaseGenerator } from './generator.ts';
import { startFuzzRunner } from './runner.ts';
import type { CaseResult, FuzzRunnerOptions } from './runner.ts';

export interface FuzzRunOptions extends FuzzRunnerOptions {
  seed: number;
  /** Case indexes to run; crafted cases come first (`0 … craftedCount - 1`). */
  indexes: (craftedCount: number) => number[];
  /** Called after each case, e.g. for progress. */
  onResult?: (result: CaseResult, done: number, total: number) => void;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  /** Of `cases`, the crafted ones. */
  craftedCount: number;
  outcomes: Record<CaseResult['outcome'], number>;
  /** Refusals counted by reason, most frequent first. */
  reasons: Array<[string, number]>;
  /** Verified bundles that the extraction then refused, by reason. */
  unextracted: Array<[string, number]>;
  failures: CaseResult[];
  violationCount: number;
  slowest: CaseResult[];
  wallMs: number;
  peakRssBytes: number;
}

/** Generates and runs the cases one after the other, and tallies what came of them. */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzReport> {
  const started = performance.now();
  const generator = await createCaseGenerator(options.seed);
  const runner = await startFuzzRunner(options);
  const indexes = options.indexes(generator.craftedCount);
  const outcomes: FuzzReport['outcomes'] = { extracted: 0, 'verified-not-extracted': 0, rejected: 0 };
  const reasons = new Map<string, number>();
  const unextracted = new Map<string, number>();
  const failures: CaseResult[] = [];
  let slowest: CaseResult[] = [];
  let violationCount = 0;
  try {
    for (const [done, index] of indexes.entries()) {
      const result = await runner.run(generator.caseAt(index, { outsideDir: runner.outsideDirFor(index) }));
      outcomes[result.outcome]++;
      if (result.reason !== undefined) {
        const tally = result.outcome === 'rejected' ? reasons : unextracted;
        tally.set(result.reason, (tally.get(result.reason) ?? 0) + 1);
      }
      if (result.violations.length > 0) {
        violationCount += result.violations.length;
        failures.push(result);
      }
      slowest = [...slowest, result].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
      options.onResult?.(result, done + 1, indexes.length);
    }
  } finally {
    await runner.close();
  }
  const byCount = (tally: Map<string, number>) => [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    seed: options.seed,
    cases: indexes.length,
    craftedCount: indexes.filter((index) => index < generator.craftedCount).length,
    outcomes,
    reasons: byCount(reasons),
    unextracted: byCount(unextracted),
    failures,
    violationCount,
    slowest,
    wallMs: performance.now() - started,
    peakRssBytes: runner.peakRssBytes(),
  };
}

/** The figures of a run, for people. */
export function formatReport(report: FuzzReport): string {
  const seconds = report.wallMs / 1000;
  const lines = [
    `seed ${report.seed}: ${report.cases} cases (${report.craftedCount} crafted) in ${seconds.toFixed(1)} s, ${(report.cases / seconds).toFixed(0)} cases/s, peak RSS ${Math.round(report.peakRssBytes / 2 ** 20)} MB`,
    `verified and extracted: ${report.outcomes.extracted}`,
    `verified, extraction refused: ${report.outcomes['verified-not-extracted']}`,
    ...report.unextracted.map(([reason, count]) => `  ${String(count).padStart(6)}  ${reason}`),
    `rejected: ${report.outcomes.rejected}`,
    ...report.reasons.map(([reason, count]) => `  ${String(count).padStart(6)}  ${reason}`),
    `slowest: ${report.slowest.map((r) => `#${r.index} ${r.durationMs.toFixed(0)} ms (${r.label})`).join('; ')}`,
    `invariant violations: ${report.violationCount} in ${report.failures.length} cases`,
  ];
  for (const failure of report.failures.slice(0, 50)) {
    lines.push(
      `  case #${failure.index} [${failure.family}, expect ${failure.expect}] ${failure.label}: ${failure.outcome}`,
    );
    for (const violation of failure.violations.slice(0, 5)) lines.push(`    - ${violation.slice(0, 400)}`);
  }
  return lines.join('\n');
}
