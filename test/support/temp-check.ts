// Global setup: the run gets a temp directory of its own (TMPDIR, which os.tmpdir() reads on Linux and macOS
// and the harness hands to the action it starts; TEMP and TMP on Windows), and fails at the end if a test left
// anything in it. Its own directory keeps the check exact when other test runs share the machine's temp directory.
// Beside it, a compile cache for the action processes the harness starts (NODE_COMPILE_CACHE, handed on
// like TMPDIR): each starts from the TypeScript sources, and the cache spares the next one compiling them again.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function setup(): Promise<() => Promise<void>> {
  const before = {
    TMPDIR: process.env.TMPDIR,
    TEMP: process.env.TEMP,
    TMP: process.env.TMP,
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE,
  };
  const compileCache = await mkdtemp(join(tmpdir(), 'docs-export-compile-cache-'));
  const runTemp = await mkdtemp(join(tmpdir(), 'docs-export-tests-'));
  process.env.TMPDIR = runTemp;
  if (process.platform === 'win32') process.env.TEMP = process.env.TMP = runTemp;
  process.env.NODE_COMPILE_CACHE = compileCache;
  return async function teardown() {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    const left = await readdir(runTemp);
    // An action process a test gave up on may still be writing its compile cache as it exits: retry the removal.
    const removal = { recursive: true, force: true, maxRetries: 5, retryDelay: 200 };
    await Promise.all([runTemp, compileCache].map((dir) => rm(dir, removal)));
    if (left.length > 0) {
      throw new Error(
        `Tests left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temp directory: ${left.sort().join(', ')}. ` +
          'Make temp directories with tempDir() of devkit/temp.ts, which removes them.',
      );
    }
  };
}
