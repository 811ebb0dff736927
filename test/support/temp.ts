// One way for tests to make temporary directories: each is removed when the test that made it ends,
// or, when made outside a test (a describe body, beforeAll), when the test file ends
// (test/support/temp-cleanup.ts, a setup file of every project). test/support/temp-check.ts fails the
// run if anything is left in the temp directory all the same.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

const untilFileEnds = new Set<string>();

/** A fresh directory `<tmpdir>/<prefix>XXXXXX`, removed with everything in it when the test (or file) ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  removeWhenDone(dir);
  return dir;
}

/** Removes `path` (a file or a directory) when the current test ends, or when the file ends outside a test. */
export function removeWhenDone(path: string): void {
  try {
    onTestFinished(() => rmSync(path, { recursive: true, force: true }));
  } catch {
    // Not inside a test: onTestFinished refuses, so the path waits for the end of the file.
    untilFileEnds.add(path);
  }
}

/** Removes what was made outside a test; called after each test file. */
export function removeFileTemps(): void {
  for (const path of untilFileEnds) rmSync(path, { recursive: true, force: true });
  untilFileEnds.clear();
}
