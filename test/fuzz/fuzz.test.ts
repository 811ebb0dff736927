import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { readTree, treeChanges } from '../../devkit/fuzz/fs-tree.ts';
import { formatReport, runFuzz } from '../../devkit/fuzz/fuzz-run.ts';
import type { FuzzReport } from '../../devkit/fuzz/fuzz-run.ts';
import { createCaseGenerator } from '../../devkit/fuzz/generator.ts';
import type { FuzzCase } from '../../devkit/fuzz/generator.ts';
import { startFuzzRunner } from '../../devkit/fuzz/runner.ts';
import { END_OF_ARCHIVE, entry } from '../../devkit/fuzz/tar-raw.ts';

const SEED = 20261121;
const MUTATIONS = 80;
/** A hung case is reported by name well before the test's own timeout. */
const CASE_TIMEOUT_MS = 20_000;

/** The report's broken invariants, one line per case, so a failure names the case to rerun. */
const violationsOf = (report: FuzzReport) =>
  report.failures.map((f) => `#${f.index} ${f.label}: ${f.violations.join(' | ')}`);

describe('archive fuzzing (short run; `node scripts/fuzz.ts` runs 10,000 cases)', () => {
  test('every crafted archive keeps the invariants: unsafe ones refused, valid ones extracted', async () => {
    const report = await runFuzz({
      seed: SEED,
      caseTimeoutMs: CASE_TIMEOUT_MS,
      indexes: (crafted) => Array.from({ length: crafted }, (_, i) => i),
    });

    expect(violationsOf(report), formatReport(report)).toEqual([]);
    expect(report.cases).toBeGreaterThan(200);
    expect(report.outcomes.extracted).toBeGreaterThan(10);
    expect(report.reasons.map(([reason]) => reason)).toEqual(
      expect.arrayContaining([
        `verification: entry "…" contains a '..' segment`,
        'verification: entry "…" is a symbolic link',
        'verification: the archive inflates more than N times its size (a decompression bomb)',
        'verification: the archive inside the gzip stream is compressed again, not a tar',
      ]),
    );
  });

  test(`${MUTATIONS} mutated bundles keep the invariants`, async () => {
    const report = await runFuzz({
      seed: SEED,
      caseTimeoutMs: CASE_TIMEOUT_MS,
      indexes: (crafted) => Array.from({ length: MUTATIONS }, (_, i) => crafted + i),
    });

    expect(violationsOf(report), formatReport(report)).toEqual([]);
    expect(report.outcomes.extracted).toBeGreaterThan(0);
    expect(report.outcomes.rejected).toBeGreaterThan(MUTATIONS / 3);
  });
});

describe('the fuzz harness itself', () => {
  test('case N is the same bytes for the same seed, and another seed draws other cases', async () => {
    const generator = await createCaseGenerator(SEED);
    const other = await createCaseGenerator(SEED + 1);
    const context = { outsideDir: '/tmp/outside' };
    const index = generator.craftedCount + 17;

    expect(generator.caseAt(index, context).body).toEqual(generator.caseAt(index, context).body);
    expect(generator.caseAt(index, context).body).toEqual(
      (await createCaseGenerator(SEED)).caseAt(index, context).body,
    );
    const draws = (g: typeof generator) =>
      Array.from({ length: 5 }, (_, i) => g.caseAt(g.craftedCount + i, context).label).join('\n');
    expect(draws(generator)).not.toEqual(draws(other));
  });

  test('reports a broken expectation: a valid bundle that had to be refused, a damaged one that had to pass', async () => {
    const runner = await startFuzzRunner();
    try {
      const site = gzipSync(Buffer.concat([entry({ name: 'index.html' }, '<p>home</p>'), END_OF_ARCHIVE]));
      const fuzzCase = (index: number, body: Buffer, expect: FuzzCase['expect']): FuzzCase => ({
        seed: 0,
        index,
        family: 'crafted',
        label: 'harness check',
        expect,
        body,
        delivery: { kind: 'content-length' },
        airgapCheck: 'warn',
        expectedPageCount: undefined,
      });

      const accepted = await runner.run(fuzzCase(1, site, 'reject'));
      const refused = await runner.run(fuzzCase(2, site.subarray(0, site.length - 3), 'accept'));

      expect(accepted.outcome).toBe('extracted');
      expect(accepted.violations).toEqual(['expected the verification to refuse it, but it was extracted']);
      expect(refused.outcome).toBe('rejected');
      expect(refused.reason).toBe('verification: the gzip stream ends early: the bundle is truncated');
      expect(refused.violations[0]).toMatch(/^expected it to verify and extract, but it was rejected/);
    } finally {
      await runner.close();
    }
  });

  test('the tree comparison sees a file appear, change or go', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'fuzz-tree-'));
    try {
      await writeFile(join(directory, 'canary.txt'), 'one');
      const before = await readTree(directory, { hash: true });
      await writeFile(join(directory, 'canary.txt'), 'two');
      await writeFile(join(directory, 'new.html'), 'new');

      expect(treeChanges(before, await readTree(directory, { hash: true })).sort()).toEqual([
        '"canary.txt" changed',
        '"new.html" appeared (file)',
      ]);
      await rm(join(directory, 'canary.txt'));
      expect(treeChanges(before, await readTree(directory, { hash: true }))).toContain('"canary.txt" disappeared');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
