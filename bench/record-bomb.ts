// `node bench/record-bomb.ts`: what a hostile bundle-manifest record costs the action (issue 17, finding 1). One long
// path followed by millions of paths that share all of it, front-coded and brotli-compressed into a few hundred
// characters: as a bare record, as a pull request body read through findRecord → bundleDiff, and (since records are
// sealed) as if its writer held the key, to show the decoding bounds on their own.
// Each case runs in a child process watched from here: killed when its RSS passes --max-rss-mb or its time passes
// --max-seconds (other work shares the machine), and the figure printed says which cap ended it.
// Diagnosis only: no test asserts these figures.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { varint } from '../src/manifest/encoding.ts';
import { recordKey } from '../src/manifest/seal.ts';

const { values: flags } = parseArgs({
  options: {
    child: { type: 'string' },
    text: { type: 'string' },
    'max-rss-mb': { type: 'string', default: '2048' },
    'max-seconds': { type: 'string', default: '60' },
  },
});

/** The two attacks of the issue: the path lengths give records of about 686 and a body of about 328 characters. */
const CASES = {
  record: { pathBytes: 716 },
  'pull-request body': { pathBytes: 127 },
  'record sealed with the key': { pathBytes: 716 },
} as const;
type CaseName = keyof typeof CASES;

/** Brotli's output of the paths part is capped at 64 MiB: as many repeats as fit in that, 3 bytes each. */
const REPEATS = Math.floor((64 * 1024 * 1024 - 1024) / 3);

/** `length` letters from a fixed pseudo-random sequence: a path brotli cannot shrink much, so the record stays long. */
function randomPath(length: number): Buffer {
  let state = 0x9e3779b9;
  const bytes = Buffer.alloc(length);
  for (let at = 0; at < length; at += 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    bytes[at] = 0x61 + ((state >>> 24) % 26);
  }
  return bytes;
}

/** Paths parts already built, by path length: brotli at its best took 2.2–3.7 s of CPU over the 64 MB (eight runs). */
const builtParts = new Map<number, string>();

/** The paths part as the v1 record front-codes it: the count, the shared lengths, then the rests, NUL-separated. */
export function hostilePathsPart(pathBytes: number): string {
  let part = builtParts.get(pathBytes);
  if (part === undefined) {
    part = compressedPathsPart(pathBytes);
    builtParts.set(pathBytes, part);
  }
  return part;
}

function compressedPathsPart(pathBytes: number): string {
  const path = randomPath(pathBytes);
  const shared = varint(path.length);
  const columns = Buffer.alloc(shared.length * (REPEATS - 1));
  for (let index = 0; index < REPEATS - 1; index += 1) shared.copy(columns, index * shared.length);
  const raw = Buffer.concat([varint(REPEATS), varint(0), columns, path, Buffer.alloc(REPEATS, 0)]);
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  }).toString('base64url');
}

/** The attack's text, built here (its cost is not measured): a bare record, or a pull request body carrying it. */
async function attackText(name: CaseName): Promise<string> {
  const paths = hostilePathsPart(CASES[name].pathBytes);
  // The record as it was written before records were sealed (v1: hex digits, paths, hashes).
  if (name === 'record') return `v1.8.${paths}.AAAA`;
  const { PULL_REQUEST_MARKER, recordBlock } = await import('../src/manifest/framing.ts');
  if (name === 'pull-request body')
    return `${PULL_REQUEST_MARKER}\n${recordBlock(JOB, 1, `v1.8.${paths}.AAAA`, 'pull-request-body')}`;
  // As if its writer held the key: the same paths part, sealed, with one file's hash (the count the paths part belies).
  const { sealRecord } = await import('../src/manifest/seal.ts');
  return sealRecord(KEY(), JOB, 1, `${paths}.${Buffer.alloc(8).toString('base64url')}`);
}

const JOB = 'se_0a1b2c3d4e5f6071';
const KEY = () => recordKeyOf('svc_bench_key');

function recordKeyOf(apiKey: string) {
  return recordKey(apiKey, {
    apiUrl: 'https://api.example.com',
    repository: 'acme/deploy',
    file: 'values.yaml',
    keyPath: ['staticExport'],
  });
}

/** What the child runs on the text: the record's seal and decoding, or findRecord → bundleDiff. */
async function runAttack(name: CaseName, text: string): Promise<string> {
  const { openRecord } = await import('../src/manifest/seal.ts');
  const { decodeManifest } = await import('../src/manifest/encoding.ts');
  if (name === 'pull-request body') return diffAgainst(text, JOB);
  const body = openRecord(KEY(), JOB, 1, text);
  if (body === undefined) return 'refused (its seal does not verify)';
  const files = decodeManifest(body);
  return files ? `decoded ${files.size} files` : 'refused (the seal verifies; the bounds refuse it)';
}

async function diffAgainst(body: string, job: string): Promise<string> {
  const { bundleDiff } = await import('../src/values/diff-record.ts');
  const link = 'https://bundles.example.com/b.tar.gz?X-Amz-Signature=abc';
  const { outcome } = await bundleDiff({
    deployed: {
      text: `staticExport:\n  bundleUrl: "${link}" # docs-export: job=${job} expires=2099-01-01T00:00:00Z\n`,
      records: [{ layout: 'pull-request-body', text: body }],
    },
    keyPath: ['staticExport'],
    nextJobId: 'se_3f9a2c1b8e7d4a06',
    next: new Map([['index.html', '0123456789abcdef']]),
    recordKey: KEY(),
    source: { fromLink: () => Promise.resolve(undefined) },
    nowMs: Date.parse('2026-11-25T00:00:00Z'),
    setSecret: () => {},
    log: { info: () => {}, debug: () => {}, notice: () => {}, warning: () => {}, error: () => {} } as never,
  });
  return outcome.kind === 'diff' ? `diffed (${outcome.source})` : `no diff: ${outcome.reason}`;
}

/** Peak resident set of a running process (VmHWM), in MB, or undefined once it has gone. */
function peakRssMb(pid: number): number | undefined {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function measure(name: CaseName, maxRssMb: number, maxSeconds: number): Promise<string> {
  const text = await attackText(name);
  let started = Number.POSITIVE_INFINITY;
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child', name, '--text', text], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    // The clock starts once the child has loaded the modules: only the parse is measured.
    if (started === Number.POSITIVE_INFINITY && said.includes('\n')) started = performance.now();
  });
  let killed: string | undefined;
  let lastPeak = 0;
  const watch = setInterval(() => {
    const peak = peakRssMb(child.pid ?? 0);
    if (peak !== undefined) lastPeak = peak;
    const seconds = Math.max(0, (performance.now() - started) / 1000);
    if (lastPeak > maxRssMb)
      killed = `killed at RSS ${lastPeak.toFixed(0)} MB (> ${maxRssMb} MB cap) after ${seconds.toFixed(1)} s`;
    else if (seconds > maxSeconds)
      killed = `killed at the ${maxSeconds} s time cap, RSS ${lastPeak.toFixed(0)} MB by then`;
    if (killed) child.kill('SIGKILL');
  }, 20);
  await new Promise((resolve) => child.on('close', resolve));
  clearInterval(watch);
  const what = `${name} (${text.length} characters)`;
  if (killed) return `${what}: ${killed}`;
  const result = JSON.parse(said.slice(said.indexOf('\n') + 1)) as { outcome: string; ms: number; maxRssMb: number };
  return `${what}: ${result.outcome} in ${(result.ms / 1000).toFixed(3)} s, peak RSS ${result.maxRssMb.toFixed(0)} MB`;
}

if (process.argv[1] !== fileURLToPath(import.meta.url)) {
  // Imported for hostilePathsPart: nothing to run.
} else if (flags.child) {
  const name = flags.child as CaseName;
  await import('../src/values/diff-record.ts');
  process.stdout.write('loaded\n');
  const started = performance.now();
  const outcome = await runAttack(name, flags.text ?? '');
  const ms = performance.now() - started;
  process.stdout.write(JSON.stringify({ outcome, ms, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
} else {
  for (const name of Object.keys(CASES) as CaseName[])
    console.log(await measure(name, Number(flags['max-rss-mb']), Number(flags['max-seconds'])));
}
