// Bench: peak RSS of the BUILT action (dist/index.js) downloading and verifying a very large bundle (2 GB by
// default), to show its memory stays flat in the bundle's size. The emulator generates the bundle as it packs
// it (incompressible media streamed to its store directory, never held in memory) and the action streams it
// to bundle-path: both land in the temp directory, so its free space is checked first and both files are
// removed at the end. One unmeasured run with `download: false` has the emulator build the bundle.
// Run: npm exec -- node bench/large-bundle.ts [--size-mb 2000]
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/server.ts';
import { runBuiltAction } from './download-child.ts';
import { describeTrace } from './download-trace.ts';
import { mb, TARGETS } from './download.ts';

export interface LargeBundleOptions {
  /** Bytes of incompressible media in the bundle (default 2 GB: a bundle of about 2 GB). */
  paddingBytes?: number;
  /** Sample process.memoryUsage() in the action and log where the peak was. */
  trace?: boolean;
  log?: (line: string) => void;
}

export type LargeBundleFigures =
  | {
      measured: true;
      bundleBytes: number;
      /** The action's download + verify phase (its log lines). */
      downloadSeconds: number;
      /** The action's processes' peak RSS added (bench/process-tree.ts), MB. */
      peakRssMB: number;
      /** RSS just before the download started, MB: what the download added shows against it. */
      beforeDownloadRssMB: number;
      targetPeakRssMB: number;
      met: boolean;
    }
  | { measured: false; reason: string; targetPeakRssMB: number };

const DEFAULT_PADDING = 2_000_000_000;
/** Room left over besides the two copies of the bundle (the emulator's and bundle-path). */
const SPARE_BYTES = 1_000_000_000;

export async function benchLargeBundle(options: LargeBundleOptions = {}): Promise<LargeBundleFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  const paddingBytes = options.paddingBytes ?? DEFAULT_PADDING;
  const free = await freeBytes(tmpdir());
  const needed = 2 * paddingBytes + SPARE_BYTES;
  if (free < needed) {
    return {
      measured: false,
      reason: `${(free / 1e9).toFixed(1)} GB free in ${tmpdir()}, ${(needed / 1e9).toFixed(1)} GB needed`,
      targetPeakRssMB: TARGETS.peakRssMB,
    };
  }
  const emulator = await startEmulator({ jobDurationMs: 300, faults: { bundlePaddingBytes: paddingBytes } });
  // The bundle request waits while the emulator packs the bundle: give it the run's whole timeout.
  const request = {
    apiUrl: emulator.url,
    apiKey: emulator.keys.demo,
    domain: 'docs.example.com',
    requestTimeout: '10m',
  };
  try {
    log(`building a bundle with ${(paddingBytes / 1e9).toFixed(1)} GB of padding (a run with download: false) ...`);
    await runBuiltAction({ ...request, download: false });
    const run = await runBuiltAction({ ...request, trace: options.trace });
    const bundleBytes = Number(run.outputs['bundle-size']);
    if (!bundleBytes || run.downloadSeconds === undefined) throw new Error('the action downloaded no bundle');
    if (run.trace) log(describeTrace(run.trace));
    const peakRssMB = mb(run.peakKB);
    return {
      measured: true,
      bundleBytes,
      downloadSeconds: run.downloadSeconds,
      peakRssMB,
      beforeDownloadRssMB: mb(run.beforeDownload?.rssKB ?? 0),
      targetPeakRssMB: TARGETS.peakRssMB,
      met: peakRssMB <= TARGETS.peakRssMB,
    };
  } finally {
    await emulator.close();
  }
}

async function freeBytes(directory: string): Promise<number> {
  const stats = await statfs(directory);
  return stats.bavail * stats.bsize;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { 'size-mb': { type: 'string' }, trace: { type: 'boolean' } } });
  const figures = await benchLargeBundle({
    paddingBytes: values['size-mb'] ? Number(values['size-mb']) * 1e6 : undefined,
    trace: values.trace,
  });
  if (!figures.measured) {
    console.log(`not measured: ${figures.reason}`);
  } else {
    console.log(
      `bundle: ${(figures.bundleBytes / 1e9).toFixed(2)} GB, download + verify ${figures.downloadSeconds.toFixed(1)} s`,
    );
    console.log(
      `action RSS before the download ${figures.beforeDownloadRssMB} MB, peak ${figures.peakRssMB} MB (target <= ${figures.targetPeakRssMB} MB: ${figures.met ? 'met' : 'missed'})`,
    );
  }
}
