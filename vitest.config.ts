import { defineConfig } from 'vitest/config';

/**
 * Pure tests: no socket, no child process (test/support/unit-guard.ts fails one that opens either).
 * `npx vitest run --project unit` (npm run test:unit) is the fast part to run while editing.
 */
const UNIT = [
  'test/bundle/airgap-report.test.ts',
  'test/bundle/external-refs.test.ts',
  'test/bundle/gunzip.test.ts',
  'test/bundle/mask-link.test.ts',
  'test/bundle/rules.test.ts',
  'test/client/policy.test.ts',
  'test/docs/workflows.test.ts',
  'test/export/poll-policy.test.ts',
  'test/export/summary.test.ts',
  'test/export/wait.test.ts',
  'test/refresh-link/decision.test.ts',
  'test/report/builtin-template.test.ts',
  'test/report/collect/collect.test.ts',
  'test/report/collect/period.test.ts',
  'test/report/csv.test.ts',
  'test/report/fit.test.ts',
  'test/report/history.test.ts',
  'test/report/model.test.ts',
  'test/report/render.test.ts',
  'test/settings/*.test.ts',
  'test/util/**/*.test.ts',
  'test/values/edit.test.ts',
  'test/values/pull-request-body.test.ts',
  'test/values/recorded-link.test.ts',
  'test/values/workspace-delivery.test.ts',
];

/** Whole runs: the action, the CLI and scripts as child processes, the committed dist/, the fuzzer's hundreds of archives. */
const E2E = [
  'test/matrix/**/*.test.ts',
  'test/dist/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/fuzz/**/*.test.ts',
  'test/docs/readme.test.ts',
  'test/emulator/cli.test.ts',
  'test/support/self-test/harness.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The run's own temp directory, checked empty at the end.
    globalSetup: ['test/support/temp-check.ts'],
    setupFiles: ['test/support/temp-cleanup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT, setupFiles: ['test/support/unit-guard.ts'] } },
      // Everything else: the emulator and the fakes over HTTP, in the test process. A new test lands here
      // unless it is listed above or below.
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: [...UNIT, ...E2E] } },
      { extends: true, test: { name: 'e2e', include: E2E } },
    ],
  },
});
