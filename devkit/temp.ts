// One way for tests to make temporary directories: each is removed, with everything in it, when the test
// file ends (test/support/temp-cleanup.ts, a setup file of every project). Not when the test ends: vitest's
// onTestFinished can name the wrong test while tests of a file run concurrently. test/support/temp-check.ts
// fails the run if anything is left in the temp directory all the same. A script that runs the harness
// (scripts/demo.ts) calls removeFileTemps() itself when it ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// On globalThis: where test files share a worker (isolate: false), a file may hold another instance of this
// module than the setup file that removes the directories.
const registry = Symbol.for('docs-export-action.devkit.temp');
const untilFileEnds: Set<string> = ((globalThis as Record<symbol, Set<string> | undefined>)[registry] ??= new Set());

/** A fresh directory `<tmpdir>/<prefix>XXXXXX`, removed with everything in it when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  removeWhenDone(dir);
  return dir;
}

/** Removes `path` (a file or a directory) when the test file ends. */
export function removeWhenDone(path: string): void {
  untilFileEnds.add(path);
}

/** Removes what tempDir() and removeWhenDone() collected; called after each test file, and by a script at its end. */
export function removeFileTemps(): void {
  // Retries: on Windows a file a closing stream still holds cannot go for a moment (EBUSY, EPERM, ENOTEMPTY).
  for (const path of untilFileEnds) rmSync(path, { recursive: true, force: true, maxRetries: 5 });
  untilFileEnds.clear();
}
