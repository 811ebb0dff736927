// Global setup: the run gets a temp directory of its own (TMPDIR, which os.tmpdir() reads and the
// harness hands to the action it starts), and fails at the end if a test left anything in it. Its own
// directory keeps the check exact when other test runs share the machine's temp directory.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function setup(): Promise<() => Promise<void>> {
  const before = process.env.TMPDIR;
  const runTemp = await mkdtemp(join(tmpdir(), 'docs-export-tests-'));
  process.env.TMPDIR = runTemp;
  return async function teardown() {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    const left = await readdir(runTemp);
    await rm(runTemp, { recursive: true, force: true });
    if (left.length > 0) {
      throw new Error(
        `Tests left ${left.length} entr${left.length === 1 ? 'y' : 'ies'} in the temp directory: ${left.sort().join(', ')}. ` +
          'Make temp directories with tempDir() of test/support/temp.ts, which removes them.',
      );
    }
  };
}
