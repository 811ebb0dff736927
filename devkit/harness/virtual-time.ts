/**
 * Time that is not real for a child process that runs the sources, bundled or not: `--import` of
 * virtual-time-preload.ts, which makes the child's clock sleep no real time and moves the emulator's clock along with
 * it. The preload changes the clock module the entry loads, so it must come from the same place as the entry: the
 * run's bundle (sources-bundle.ts) for the bundle's entries, the TypeScript file for the sources. A preload from the
 * other place would change a clock nobody reads, and the child would wait in real time, passing slowly.
 */
import { dirname, extname, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourcesBundle } from './sources-bundle.ts';

const SOURCES_PRELOAD = new URL('./virtual-time-preload.ts', import.meta.url);

/** Whether `file` lies inside `dir`. */
function isInside(dir: string, file: string): boolean {
  const path = relative(dir, file);
  return path !== '' && !path.startsWith('..') && !/^[a-zA-Z]:|^[\\/]/.test(path);
}

/** The preload that shares `entry`'s clock module. */
function preloadFor(entry: string): URL {
  const bundle = sourcesBundle();
  if (bundle && isInside(dirname(bundle.action), entry)) return pathToFileURL(bundle.virtualTimePreload);
  // The sources and the test fixtures that import them.
  if (['.ts', '.mjs'].includes(extname(entry))) return new URL(SOURCES_PRELOAD);
  throw new Error(`No virtual time for ${entry}: it runs the sources bundled for the test run or the sources alone.`);
}

/** The `--import` argument that gives the child running `entry` virtual time, moving the emulator at `emulatorUrl` with it. */
export function virtualTimeImport(entry: string, emulatorUrl?: string): string {
  const url = preloadFor(entry);
  if (emulatorUrl !== undefined) url.searchParams.set('emulator', emulatorUrl);
  return `--import=${url.href}`;
}
