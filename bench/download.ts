// Bench: the action's one-pass download + verification against the shell baseline
// `curl -s -o file URL && sha256sum file && tar -tzf file > /dev/null`, on the same local URL.
// Run: npm exec -- node bench/download.ts   (or call benchDownload() from a bench runner)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { transpileForNode } from './transpile.ts';

export interface DownloadBenchOptions {
  /** Bytes of incompressible assets in the bundle (default 210 MB). */
  paddingBytes?: number;
  /** Runs of each side; the median is reported (default 3). */
  runs?: number;
  log?: (line: string) => void;
}

export interface DownloadBenchFigures {
  bundleBytes: number;
  runs: number;
  /** Median wall time of the action's fetchAndVerifyBundle, node start-up included. */
  actionSeconds: number;
  /** Median wall time of curl + sha256sum + tar -tzf. */
  baselineSeconds: number;
  /** action / baseline; the target is at most 0.8. */
  ratio: number;
  /** Highest peak RSS of the action's process over the runs; the target is at most 100 MB. */
  actionPeakRssMB: number;
  rssSource: '/usr/bin/time -v' | 'process.resourceUsage';
  targets: { ratio: number; peakRssMB: number };
  meetsTargets: boolean;
}

const TARGETS = { ratio: 0.8, peakRssMB: 100 };
const PAGES = 300;
const ASSET_BYTES = 4 * 1024 * 1024;
const CHILD = fileURLToPath(new URL('./download-child.ts', import.meta.url));

export async function benchDownload(options: DownloadBenchOptions = {}): Promise<DownloadBenchFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const runs = options.runs ?? 3;
  const bundlePath = await benchBundle(options.paddingBytes ?? 210 * 1024 * 1024, log);
  const bundleBytes = (await stat(bundlePath)).size;
  const child = await transpileForNode(CHILD);
  const work = await mkdtemp(join(tmpdir(), 'docs-export-bench-run-'));
  const { server, url } = await serveFile(bundlePath);
  try {
    const action: number[] = [];
    const baseline: number[] = [];
    let peakKB = 0;
    let rssSource: DownloadBenchFigures['rssSource'] = 'process.resourceUsage';
    for (let run = 1; run <= runs; run++) {
      const file = join(work, 'baseline.tar.gz');
      baseline.push(await timed(() => runBaseline(url, file)));
      await rm(file, { force: true });
      let measured: ChildFigures | undefined;
      action.push(await timed(async () => (measured = await runAction(child, url, join(work, 'bundle.tar.gz'), bundleBytes))));
      if (measured) {
        peakKB = Math.max(peakKB, measured.peakKB);
        rssSource = measured.source;
      }
      const peakMB = Math.round((measured?.peakKB ?? 0) / 1024);
      log(`run ${run}/${runs}: baseline ${baseline.at(-1)?.toFixed(2)} s, action ${action.at(-1)?.toFixed(2)} s, action peak RSS ${peakMB} MB`);
    }
    const actionSeconds = median(action);
    const baselineSeconds = median(baseline);
    const ratio = actionSeconds / baselineSeconds;
    const actionPeakRssMB = Math.round((peakKB / 1024) * 10) / 10;
    return {
      bundleBytes,
      runs,
      actionSeconds: round(actionSeconds),
      baselineSeconds: round(baselineSeconds),
      ratio: round(ratio),
      actionPeakRssMB,
      rssSource,
      targets: TARGETS,
      meetsTargets: ratio <= TARGETS.ratio && actionPeakRssMB <= TARGETS.peakRssMB,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await rm(work, { recursive: true, force: true });
  }
}

/** A site of small pages plus incompressible assets, generated once into the temp directory and reused. */
async function benchBundle(paddingBytes: number, log: (line: string) => void): Promise<string> {
  const directory = join(tmpdir(), 'docs-export-bench');
  const path = join(directory, `bundle-${paddingBytes}.tar.gz`);
  if (existsSync(path)) return path;
  await mkdir(directory, { recursive: true });
  log(`generating a ${(paddingBytes / 1e6).toFixed(0)} MB bundle into ${path} (once)...`);
  const archive = pack();
  const written = pipeline(archive, createGzip({ level: 1 }), createWriteStream(`${path}.part`));
  const add = (name: string, content: string) =>
    new Promise<void>((resolve, reject) => archive.entry({ name }, content, (error) => (error ? reject(error) : resolve())));
  await add('index.html', page('Home'));
  for (let i = 1; i < PAGES; i++) await add(`guides/page-${i}.html`, page(`Page ${i}`));
  await add('assets/site.css', 'body { font-family: system-ui; } .hero { background: url(../img/hero.png); }');
  for (let offset = 0, n = 0; offset < paddingBytes; offset += ASSET_BYTES, n++) {
    const size = Math.min(ASSET_BYTES, paddingBytes - offset);
    let finish: (error?: Error | null) => void = () => {};
    const finished = new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
    const entry = archive.entry({ name: `assets/media-${n}.bin`, size }, (error) => finish(error));
    // 1 MB slices with backpressure, so generation itself stays in constant memory.
    let left = size;
    for (; left > 1024 * 1024; left -= 1024 * 1024) {
      if (!entry.write(randomBytes(1024 * 1024))) await once(entry, 'drain');
    }
    entry.end(randomBytes(left));
    await finished;
  }
  archive.finalize();
  await written;
  await rename(`${path}.part`, path);
  return path;
}

function page(title: string): string {
  const text = `<p>${'Static export benchmark text. '.repeat(60)}</p>`;
  return `<!doctype html><html><head><title>${title}</title><link rel="stylesheet" href="/assets/site.css"></head><body><h1>${title}</h1>${text}<img src="/img/hero.png"></body></html>`;
}

/** Serves the file like an object store would, with a signature-looking query that must never be logged. */
async function serveFile(path: string): Promise<{ server: Server; url: string }> {
  const { size } = await stat(path);
  const server = createServer((request, response) => {
    const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    response.writeHead(range ? 206 : 200, {
      'content-type': 'application/gzip',
      'content-length': String(size - start),
      ...(range ? { 'content-range': `bytes ${start}-${size - 1}/${size}` } : {}),
    });
    createReadStream(path, { start, highWaterMark: 256 * 1024 }).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/se_bench/bundle.tar.gz?X-Amz-Signature=bench` };
}

function runBaseline(url: string, file: string): Promise<void> {
  const script = 'curl -s -o "$1" "$2" && sha256sum "$1" && tar -tzf "$1" > /dev/null';
  return run('bash', ['-c', script, 'baseline', file, url]).then(() => undefined);
}

interface ChildFigures {
  peakKB: number;
  source: DownloadBenchFigures['rssSource'];
}

async function runAction(child: string, url: string, destination: string, size: number): Promise<ChildFigures> {
  const args = [child, url, destination, String(size)];
  const withTime = existsSync('/usr/bin/time');
  const { stdout, stderr } = withTime ? await run('/usr/bin/time', ['-v', process.execPath, ...args]) : await run(process.execPath, args);
  const reported = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { maxRssKB?: number; sizeBytes?: number };
  if (reported.sizeBytes !== size) throw new Error(`the action downloaded ${reported.sizeBytes} bytes, not ${size}`);
  const timeKB = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
  return timeKB ? { peakKB: Number(timeKB), source: '/usr/bin/time -v' } : { peakKB: reported.maxRssKB ?? 0, source: 'process.resourceUsage' };
}

function run(command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve({ stdout, stderr }) : reject(new Error(`${command} exited with ${code}: ${stderr.trim().slice(-2000)}`)),
    );
  });
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await benchDownload();
  console.log(`bundle: ${(figures.bundleBytes / 1e6).toFixed(1)} MB, median of ${figures.runs} runs`);
  console.log(`baseline (curl + sha256sum + tar -tzf): ${figures.baselineSeconds.toFixed(2)} s`);
  console.log(`action (fetchAndVerifyBundle):          ${figures.actionSeconds.toFixed(2)} s`);
  console.log(`ratio action/baseline: ${figures.ratio.toFixed(2)} (target <= ${figures.targets.ratio})`);
  console.log(`action peak RSS: ${figures.actionPeakRssMB} MB via ${figures.rssSource} (target <= ${figures.targets.peakRssMB} MB)`);
  console.log(figures.meetsTargets ? 'targets met' : 'targets NOT met');
}
