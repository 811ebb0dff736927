import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { fetchAndVerifyBundle } from '../../src/bundle/download/fetch.ts';
import type { VerifiedBundle } from '../../src/bundle/download/fetch.ts';
import { BundleError } from '../../src/bundle/errors.ts';
import type { BundleStage } from '../../src/bundle/errors.ts';
import { extractVerifiedBundle } from '../../src/bundle/extract.ts';
import { sendBody, startServer } from '../bundle/bundle-server.ts';
import type { TestServer } from '../bundle/bundle-server.ts';
import { virtualClock } from '../clock.ts';
import { memoryLog } from '../log.ts';
import { checkCaseTree, disagreements, reasonOf, TARGET } from './case-checks.ts';
import { readTree, treeChanges } from './fs-tree.ts';
import type { FuzzCase } from './generator.ts';

/** Stands for the presigned signature: it must never reach a message or a log line. */
const SECRET = 'X-Amz-Signature=FUZZSECRET0123456789';

export type CaseOutcome =
  /** Verified, then extracted. */
  | 'extracted'
  /** Verified, but the extraction refused it. */
  | 'verified-not-extracted'
  /** Refused by `fetchAndVerifyBundle`. */
  | 'rejected';

export interface CaseResult {
  index: number;
  label: string;
  family: FuzzCase['family'];
  expect: FuzzCase['expect'];
  outcome: CaseOutcome;
  /** The BundleError kind, for the stage that refused the case. */
  kind?: BundleStage;
  /** The refusal's message with names and numbers blanked, so alike refusals count together. */
  reason?: string;
  message?: string;
  durationMs: number;
  /** Broken invariants: any entry here is a bug (in the code under test, or in this harness). */
  violations: string[];
}

export interface FuzzRunnerOptions {
  /** Where case directories go; a new temp directory by default, removed by `close`. */
  root?: string;
  /** A case that takes longer is reported as hung (default 120 s). */
  caseTimeoutMs?: number;
  /** RSS growth over the start allowed during a case (default 512 MB). */
  memoryBudgetBytes?: number;
  /** Keep the directory (and the archive) of a case that broke an invariant. */
  keepFailed?: boolean;
}

export interface FuzzRunner {
  root: string;
  /** The absolute directory that case `index`'s crafted escapes aim at. */
  outsideDirFor(index: number): string;
  run(fuzzCase: FuzzCase): Promise<CaseResult>;
  /** Highest RSS seen while cases ran. */
  peakRssBytes(): number;
  close(): Promise<void>;
}

interface Served {
  body: Buffer;
  fuzzCase: FuzzCase;
  requests: number;
}

/**
 * Runs cases one at a time against the real download, verification and extraction: one HTTP server
 * on 127.0.0.1 for the whole run (a path per case), a fresh directory per case, and after each case
 * a walk of the whole case directory and a look at the run directory and a shared canary tree.
 */
export async function startFuzzRunner(options: FuzzRunnerOptions = {}): Promise<FuzzRunner> {
  const root = options.root ?? (await mkdtemp(join(tmpdir(), 'bundle-fuzz-')));
  const ownsRoot = options.root === undefined;
  const caseTimeoutMs = options.caseTimeoutMs ?? 120_000;
  const memoryBudget = options.memoryBudgetBytes ?? 512 * 1024 * 1024;
  const canaryDir = join(root, 'canary');
  const casesDir = join(root, 'cases');
  await mkdir(join(canaryDir, 'nested'), { recursive: true });
  await mkdir(casesDir, { recursive: true });
  await writeFile(join(canaryDir, 'canary.txt'), 'shared canary\n');
  await writeFile(join(canaryDir, 'nested', 'page.html'), '<p>not yours</p>\n');
  const canaryBefore = await readTree(canaryDir, { hash: true });

  const served = new Map<string, Served>();
  const server: TestServer = await startServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const entry = served.get(path);
    if (!entry) {
      response.writeHead(404).end();
      return;
    }
    const { delivery } = entry.fuzzCase;
    const first = entry.requests++ === 0;
    if (delivery.kind === 'chunked') sendBody(request, response, entry.body, { contentLength: 'none' });
    else if (delivery.kind === 'broken-once' && first)
      sendBody(request, response, entry.body, { dropAfter: delivery.dropAfter });
    else sendBody(request, response, entry.body);
  });

  // Errors nobody awaited: blamed on the case running when they surface.
  const stray: string[] = [];
  const onUnhandled = (error: unknown) =>
    stray.push(`unhandled: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.on('unhandledRejection', onUnhandled);
  process.on('uncaughtException', onUnhandled);

  const baselineRss = process.memoryUsage.rss();
  let peakRss = baselineRss;
  let casePeakRss = baselineRss;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage.rss();
    casePeakRss = Math.max(casePeakRss, rss);
  }, 10);
  sampler.unref();

  const kept = new Set<string>();
  const outsideDirFor = (index: number) => join(casesDir, String(index), 'outside');

  async function run(fuzzCase: FuzzCase): Promise<CaseResult> {
    const caseRoot = join(casesDir, String(fuzzCase.index));
    const outsideDir = outsideDirFor(fuzzCase.index);
    const downloadDir = join(caseRoot, 'download');
    const target = join(caseRoot, TARGET);
    await mkdir(join(outsideDir, 'keep'), { recursive: true });
    await mkdir(join(caseRoot, 'deep', 'a', 'b', 'c'), { recursive: true });
    await mkdir(downloadDir, { recursive: true });
    await writeFile(join(outsideDir, 'canary.txt'), `canary of case ${fuzzCase.index}\n`);
    await writeFile(join(outsideDir, 'keep', 'deep.txt'), 'keep me\n');
    const outsideBefore = await readTree(outsideDir, { hash: true });

    const urlPath = `/c/${fuzzCase.index}/bundle.tar.gz`;
    served.set(urlPath, { body: fuzzCase.body, fuzzCase, requests: 0 });
    const log = memoryLog();
    const destination = join(downloadDir, 'bundle.tar.gz');
    const violations: string[] = [];
    stray.length = 0;
    casePeakRss = process.memoryUsage.rss();
    const started = performance.now();

    let verified: VerifiedBundle | undefined;
    let failure: unknown;
    let extractFailure: unknown;
    let extractedFiles: number | undefined;
    try {
      verified = await withTimeout(
        fetchAndVerifyBundle({
          bundle: {
            jobId: `se_fuzz_${fuzzCase.index}`,
            bundleUrl: `${server.link(urlPath)}?${SECRET}`,
            sizeBytes: fuzzCase.delivery.kind === 'chunked' ? undefined : fuzzCase.body.length,
            expiresAt: '2026-11-21T13:00:00Z',
          },
          refreshBundle: () => Promise.reject(new Error('the fuzz server never expires a link')),
          destination,
          expectedPageCount: fuzzCase.expectedPageCount,
          airgapCheck: fuzzCase.airgapCheck,
          // The content checks as errors: a case without index.html or with another page count is refused, as before they were findings.
          contentCheck: 'error',
          maxUnpackedBytes: 20 * 1024 ** 3,
          maxEntries: 1_000_000,
          requestTimeoutMs: 30_000,
          timeoutMs: caseTimeoutMs,
          clock: virtualClock(),
          log,
          maxResumes: 2,
        }),
        caseTimeoutMs,
      );
    } catch (error) {
      failure = error;
    }
    if (verified) {
      try {
        extractedFiles = (await withTimeout(extractVerifiedBundle(verified.path, target), caseTimeoutMs)).files;
      } catch (error) {
        extractFailure = error;
      }
    }
    const durationMs = performance.now() - started;
    served.delete(urlPath);

    const refusal = failure ?? extractFailure;
    const outcome: CaseOutcome =
      failure !== undefined ? 'rejected' : extractFailure !== undefined ? 'verified-not-extracted' : 'extracted';
    const result: CaseResult = {
      index: fuzzCase.index,
      label: fuzzCase.label,
      family: fuzzCase.family,
      expect: fuzzCase.expect,
      outcome,
      durationMs,
      violations,
    };
    if (refusal !== undefined) {
      if (refusal instanceof TimeoutError) violations.push(`hung: no result after ${caseTimeoutMs} ms`);
      else if (!(refusal instanceof BundleError))
        violations.push(`threw something other than a BundleError: ${describe(refusal)}`);
      else {
        result.kind = refusal.stage;
        result.message = refusal.message;
        result.reason = reasonOf(refusal, root);
        // The server always sends the right bytes: a download failure means an internal error was wrapped.
        if (refusal.stage === 'download')
          violations.push(`download failure from a well-behaved server: ${refusal.message}`);
        // Line breaks of any kind could forge a log line; only the air-gap report is several lines.
        const controls = refusal.stage === 'airgap' ? CONTROLS_BUT_LINE_FEED : CONTROLS;
        if (controls.test(refusal.message))
          violations.push(`control character in the message: ${JSON.stringify(refusal.message)}`);
        if (refusal.message.includes('FUZZSECRET')) violations.push('the link signature appears in the message');
      }
    }
    if (log.text().includes('FUZZSECRET')) violations.push('the link signature appears in the log');
    violations.push(...stray.splice(0));

    if (fuzzCase.expect === 'reject' && outcome !== 'rejected')
      violations.push(`expected the verification to refuse it, but it was ${outcome}`);
    if (fuzzCase.expect === 'accept' && outcome !== 'extracted')
      violations.push(`expected it to verify and extract, but it was ${outcome}: ${describe(refusal)}`);
    if (verified) {
      const saved = await readFile(destination).catch(() => undefined);
      const sha256 = createHash('sha256').update(fuzzCase.body).digest('hex');
      if (!saved?.equals(fuzzCase.body)) violations.push('bundle-path does not hold the bytes served');
      if (verified.sha256 !== sha256 || verified.sizeBytes !== fuzzCase.body.length)
        violations.push('the reported SHA-256 or size is not that of the bytes served');
      violations.push(...disagreements(verified, destination, fuzzCase.airgapCheck !== 'off'));
      if (extractFailure instanceof BundleError && extractFailure.message.startsWith('Refused to extract')) {
        violations.push(`the extraction refused an entry the verification let through: ${extractFailure.message}`);
      }
    }

    const caseTree = await readTree(caseRoot);
    violations.push(
      ...checkCaseTree(caseTree, {
        verified: verified !== undefined,
        extracted: outcome === 'extracted',
        siteRoot: verified?.siteRoot ?? '',
      }),
    );
    violations.push(
      ...treeChanges(outsideBefore, await readTree(outsideDir, { hash: true })).map((c) => `outside directory: ${c}`),
    );
    violations.push(
      ...treeChanges(canaryBefore, await readTree(canaryDir, { hash: true })).map((c) => `shared canary: ${c}`),
    );
    const rootNames = (await readdir(root)).sort().join(',');
    if (rootNames !== 'canary,cases') violations.push(`the run directory holds ${rootNames}`);
    const caseNames = (await readdir(casesDir)).filter((name) => !kept.has(name)).join(',');
    if (caseNames !== String(fuzzCase.index)) violations.push(`the cases directory holds ${caseNames}`);
    if (extractedFiles !== undefined && extractedFiles < 1) violations.push('extraction reported no files');

    peakRss = Math.max(peakRss, casePeakRss);
    if (casePeakRss - baselineRss > memoryBudget) {
      violations.push(
        `memory: RSS reached ${Math.round(casePeakRss / 2 ** 20)} MB, ${Math.round((casePeakRss - baselineRss) / 2 ** 20)} MB over the start`,
      );
    }

    if (violations.length > 0 && options.keepFailed) {
      kept.add(String(fuzzCase.index));
      await writeFile(join(caseRoot, 'case-body.bin'), fuzzCase.body);
    } else await rm(caseRoot, { recursive: true, force: true });
    return result;
  }

  return {
    root,
    outsideDirFor,
    run,
    peakRssBytes: () => peakRss,
    async close() {
      clearInterval(sampler);
      process.off('unhandledRejection', onUnhandled);
      process.off('uncaughtException', onUnhandled);
      await server.close();
      if (ownsRoot && !options.keepFailed) await rm(root, { recursive: true, force: true });
    },
  };
}

/** Control characters and Unicode line breaks: none belongs in a one-line message. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same but the line feed, which the several-line air-gap report uses. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

export function describe(error: unknown): string {
  if (error === undefined) return 'no error';
  return error instanceof Error ? `${error.name}: ${error.message}` : inspect(error);
}

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
