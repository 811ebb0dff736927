// Fault matrix, GitHub side of the values roll-out: concurrent commits, rate limits, server errors,
// and a public repository that must never receive the presigned link.
import { describe, expect, it } from 'vitest';
import { PULL_REQUEST_BRANCH, runRow } from './support/row.ts';
import type { MatrixRow, RowResult } from './support/row.ts';
import { DEPLOY_REPO, VALUES_FILE } from './support/world.ts';

const CONTENTS = /\/contents\//;
const concurrentEdit = (current: string | undefined, nth: number) => `${current ?? ''}# concurrent edit ${nth}\n`;

function contentsPuts(result: RowResult): number[] {
  return result.githubRequests.filter((r) => r.method === 'PUT' && CONTENTS.test(r.path)).map((r) => r.status);
}

const noServiceRequest = { startJob: 0, statusPolls: 0, bundle: 0, storeGets: 0 } as const;

function refusedWithoutWriting(result: RowResult): void {
  expect(result.githubRequests.length).toBeGreaterThan(0);
  expect(result.githubRequests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([]);
  expect(result.world.github.readFile(DEPLOY_REPO, 'main', VALUES_FILE)).toBe(result.world.initialValues);
}

const rows: MatrixRow[] = [
  {
    knob: 'race x 2: concurrent commits to the values file (409 on the contents PUT)',
    mode: 'export',
    push: 'commit',
    world: {
      githubFaults: [{ kind: 'race', repo: DEPLOY_REPO, path: VALUES_FILE, times: 2, content: concurrentEdit }],
    },
    expect: {
      exitCode: 0,
      outputs: { 'values-changed': 'true', 'commit-sha': /^[0-9a-f]{40}$/ },
      log: [/changed meanwhile/],
    },
    check: (result) => {
      expect(contentsPuts(result)).toEqual([409, 409, 200]);
      const file = result.valuesAfter ?? '';
      // No lost update: both concurrent edits survive next to the new link.
      expect(file).toContain('# concurrent edit 1');
      expect(file).toContain('# concurrent edit 2');
      const [head, second, third] = result.world.github.commits(DEPLOY_REPO, 'main');
      expect(head?.sha).toBe(result.run.outputs['commit-sha']);
      // The commit message is the configured one, then the manifest record the next run's diff reads.
      expect(head?.message).toMatch(
        /^Update static export bundle link for docs\.example\.com\n\ndocs-export-action:bundle-manifest job=se_[0-9a-f]+ pages=\d+\n/,
      );
      expect([second?.author, third?.author]).toEqual(['concurrent-editor', 'concurrent-editor']);
    },
  },
  {
    knob: 'race: a concurrent commit on the pull request branch (409)',
    mode: 'export',
    push: 'pull-request',
    world: {
      githubFaults: [
        { kind: 'race', repo: DEPLOY_REPO, branch: PULL_REQUEST_BRANCH, path: VALUES_FILE, content: concurrentEdit },
      ],
    },
    expect: { exitCode: 0, outputs: { 'values-changed': 'true', 'pull-request-url': /\/pull\/\d+$/ } },
    check: (result) => {
      expect(contentsPuts(result)).toEqual([409, 200]);
      expect(result.world.github.pulls(DEPLOY_REPO).filter((p) => p.state === 'open')).toHaveLength(1);
    },
  },
  {
    knob: 'race x 5: the values file keeps changing (every attempt conflicts)',
    mode: 'export',
    push: 'commit',
    world: {
      githubFaults: [{ kind: 'race', repo: DEPLOY_REPO, path: VALUES_FILE, times: 5, content: concurrentEdit }],
    },
    expect: {
      exitCode: 1,
      error: [/kept changing while this run tried to update it \(5 attempts\)/, /concurrency:/],
      outputs: { status: 'completed', 'job-id': /^se_/, 'bundle-sha256': /^[0-9a-f]{64}$/ },
      values: 'link-unchanged',
      // The roll-out failed after verification: the bundle the outputs describe stays, verified, for a later step.
      bundle: 'verified',
    },
    check: (result) => {
      expect(contentsPuts(result)).toEqual([409, 409, 409, 409, 409]);
      expect(result.valuesAfter).toContain('# concurrent edit 5');
    },
  },
  {
    knob: 'primary-rate-limit (403, reset in 1 s) on the contents PUT',
    mode: 'export',
    push: 'commit',
    world: {
      githubFaults: [{ kind: 'primary-rate-limit', resetInSeconds: 1, match: { method: 'PUT', path: CONTENTS } }],
    },
    expect: { exitCode: 0, outputs: { 'values-changed': 'true' }, log: [/primary rate limit/i] },
    check: (result) => expect(contentsPuts(result)).toEqual([403, 200]),
  },
  {
    knob: 'secondary-rate-limit (Retry-After 1) on the contents PUT',
    mode: 'export',
    push: 'commit',
    world: {
      githubFaults: [{ kind: 'secondary-rate-limit', retryAfter: 1, match: { method: 'PUT', path: CONTENTS } }],
    },
    expect: {
      exitCode: 0,
      outputs: { 'values-changed': 'true', 'commit-sha': /^[0-9a-f]{40}$/ },
      log: [/secondary rate limit/i],
    },
    check: (result) => expect(contentsPuts(result)).toEqual([403, 200]),
  },
  {
    knob: 'server-error 502 on the contents GET',
    mode: 'export',
    push: 'commit',
    world: { githubFaults: [{ kind: 'server-error', status: 502, match: { method: 'GET', path: CONTENTS } }] },
    expect: { exitCode: 0, outputs: { 'values-changed': 'true' } },
    check: (result) => expect(result.world.github.pendingFaults()).toEqual([]),
  },
  {
    knob: 'public values repository, push commit',
    mode: 'export',
    push: 'commit',
    world: { publicDeployRepo: true },
    expect: {
      exitCode: 1,
      error: [
        /Refusing to commit the bundle link in acme\/deploy/,
        /allow-public-repository: true/,
        /Nothing was written/,
      ],
      requests: noServiceRequest,
    },
    check: refusedWithoutWriting,
  },
  {
    knob: 'public values repository, push pull-request',
    mode: 'export',
    push: 'pull-request',
    world: { publicDeployRepo: true },
    expect: {
      exitCode: 1,
      error: [/Refusing to open a pull request with the bundle link/, /allow-public-repository: true/],
      requests: noServiceRequest,
    },
    check: refusedWithoutWriting,
  },
  {
    knob: 'public values repository, refresh-link push commit',
    mode: 'refresh-link',
    push: 'commit',
    inputs: { 'job-id': 'se_0123456789abcdef' },
    world: { publicDeployRepo: true },
    expect: { exitCode: 1, error: /allow-public-repository: true/, requests: noServiceRequest },
    check: refusedWithoutWriting,
  },
];

describe.concurrent('fault matrix: GitHub', () => {
  for (const row of rows) it(`${row.mode}: ${row.knob}`, async () => void (await runRow(row)));
});
