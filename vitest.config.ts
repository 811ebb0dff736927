import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testFilesByKind } from './test/support/test-kinds.ts';

// unit: pure; integration: the emulator and the fakes over HTTP in the test process; e2e: child
// processes (the runner harness, the CLI, scripts), the committed dist/, the matrix and the fuzzer.
// Files are sorted by what they import (test/support/test-kinds.ts). `npm run test:unit` is the fast part.
const kinds = testFilesByKind(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  test: {
    // Hang detectors, not speed limits: a test that takes 2 s on a quiet machine took over 30 s beside two busy
    // loops, and no test may depend on the machine's speed.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files share a worker: the code is imported once per worker, not once per file (isolating each file took
    // three quarters of the unit and integration time). What a file leaves behind is its own to clean up (the temp
    // directories go with their file: test/support/temp-cleanup.ts); a file that replaces modules runs alone.
    isolate: false,
    // A worker per core, at least two (vitest's default on 2 cores is one). The suite is bound by the processor:
    // more workers than cores only cost more of it. From one fresh clone on 2 cores: 4 workers 259 s and 246 s (501
    // and 475 s of CPU), 3 workers 249 s and 239 s (474, 453), 2 workers 238 s (418).
    maxWorkers: Math.max(2, availableParallelism()),
    // The run's own temp directory, checked empty at the end; temp dirs made outside a test go with their file.
    // GitHub's request contract, which the requests sent to a GitHub fake are checked against after each test.
    // The action's sources bundled once, which the harness starts children from (devkit/harness/sources-bundle.ts).
    // First, so that it is built outside the run's temp directory, which temp-check.ts then sets.
    globalSetup: [
      'test/support/sources-bundle.ts',
      'test/support/temp-check.ts',
      'test/support/github-contract/warm.ts',
    ],
    setupFiles: ['test/support/temp-cleanup.ts', 'test/support/github-contract/after-each.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: kinds.unit, setupFiles: ['test/support/unit-guard.ts'] } },
      { extends: true, test: { name: 'integration', include: kinds.integration } },
      // A child process starts slower than a function call, more so on a loaded machine: room enough that
      // only the harness's own watchdog (ACTION_WATCHDOG_MS, 240 s for one action run) decides.
      { extends: true, test: { name: 'e2e', include: kinds.e2e, testTimeout: 360_000, hookTimeout: 120_000 } },
      // vi.mock replaces a module for the file that asks: it needs a fresh worker, where nothing is loaded yet.
      {
        extends: true,
        test: { name: 'modules-replaced', include: kinds.replacesModules, isolate: true },
      },
    ],
  },
});
