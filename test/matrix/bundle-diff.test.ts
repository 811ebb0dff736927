// The bundle diff end to end: the action process runs export twice against the emulator, the docs change in between,
// and the second run says which pages its rollout adds, removes and changes (outputs, diff-file, step summary, and
// for push: pull-request the pull request body), with the deployed side read from where the first run recorded it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../devkit/harness/run-action.ts';
import type { ActionRun } from '../../devkit/harness/run-action.ts';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { PULL_REQUEST_MARKER } from '../../src/manifest/framing.ts';
import { countRequests } from './support/request-counts.ts';
import type { RequestCounts } from './support/request-counts.ts';
import { PULL_REQUEST_BRANCH, ROW_REQUEST_TIMEOUT } from './support/row.ts';
import { sweepForLeaks } from './support/sweep-row.ts';
import { DEPLOY_REPO, GITHUB_TOKEN, INITIAL_VALUES, startWorld, VALUES_FILE } from './support/world.ts';
import type { World, WorldOptions } from './support/world.ts';

/** The docs change between the two exports: a page added, one removed, one rewritten. */
const DOCS_CHANGE = {
  add: { '/guides/returns': '---\ntitle: Returns\n---\nCreate a return label, then hand the parcel in.\n' },
  remove: ['/changelog'],
  modify: { '/guides/webhooks': 'Webhooks are now signed with **Ed25519**.\n' },
};

type Push = 'none' | 'commit' | 'pull-request';

interface Ran {
  run: ActionRun;
  counts: RequestCounts;
  /** The `diff-file` output's JSON, read before the run's temp files go. */
  diff: DiffFile | undefined;
}

interface DiffFile {
  previous: { jobId: string; source: string };
  next: { jobId: string };
  identical: boolean;
  counts: Record<string, number | null>;
  added: string[];
  removed: string[];
  changed: string[];
}

/** One run of the action in `world`, its emulator requests counted, its leak sweep done. */
async function runIn(world: World, mode: 'export' | 'refresh-link', push: Push, inputs: Record<string, string> = {}) {
  world.emulator.clearRequests();
  const githubStart = world.github.requests.length;
  const given = {
    mode,
    'api-key': world.apiKey,
    'api-url': world.tap.url,
    'request-timeout': ROW_REQUEST_TIMEOUT,
    ...(mode === 'export' && { domain: 'docs.example.com' }),
    'values-file': VALUES_FILE,
    push,
    ...(push !== 'none' && { 'values-repository': DEPLOY_REPO }),
    ...inputs,
  };
  const run = await runAction({
    inputs: given,
    workspace: world.workspace,
    githubApiUrl: world.github.url,
    env: { GITHUB_TOKEN },
    repository: 'acme/docs',
    ...(world.clock && { virtualClock: world.clock }),
  });
  try {
    expect(run.exitCode, run.annotations.map((a) => a.message).join('\n')).toBe(0);
    const counts = countRequests(world.emulator.requests);
    await sweepForLeaks(
      { run, world, counts, githubRequests: world.github.requests.slice(githubStart), valuesAfter: '', errorText: '' },
      given['api-key'],
      undefined,
    );
    const file = run.outputs['diff-file'];
    const diff = file === undefined ? undefined : (JSON.parse(await readFile(file, 'utf8')) as DiffFile);
    return { run, counts, diff } satisfies Ran;
  } finally {
    await run.cleanup();
  }
}

/** What the second export must show, whichever way the deployed side was read. */
function expectTheChange(ran: Ran, firstJob: string, source: 'record' | 'link'): void {
  const { run, diff } = ran;
  expect(run.outputs).toMatchObject({ 'pages-added': '1', 'pages-removed': '1' });
  expect(Number(run.outputs['pages-changed'])).toBeGreaterThan(0);
  expect(run.outputs['diff-file']).toBe(join(run.files.runnerTemp, 'docs-export', 'bundle-diff.json'));
  expect(diff).toMatchObject({
    previous: { jobId: firstJob, source },
    next: { jobId: run.outputs['job-id'] },
    identical: false,
    added: ['guides/returns.html'],
    removed: ['changelog.html'],
  });
  expect(diff?.changed).toContain('guides/webhooks.html');
  expect(diff?.changed).toHaveLength(Number(run.outputs['pages-changed']));
  const counts = `**1 added, 1 removed, ${run.outputs['pages-changed']} changed** pages`;
  expect(run.summary).toContain('#### What this rollout changes');
  expect(run.summary).toContain(counts);
  expect(run.summary).toContain('Added:\n- `guides/returns.html`');
  expect(run.summary).toContain('Removed:\n- `changelog.html`');
  const said = source === 'record' ? 'from the manifest its rollout recorded' : 'read from the link the values hold';
  expect(run.summary).toContain(said);
  expect(run.visibleLogLines.join('\n')).toContain(
    `Bundle diff against the deployed bundle (job ${firstJob}, ${said})`,
  );
}

async function withWorld(test: (world: World) => Promise<void>, options?: WorldOptions): Promise<void> {
  const world = await startWorld(options);
  try {
    await test(world);
  } finally {
    await world.close();
  }
}

describe.concurrent('the bundle diff through the action', () => {
  it('push: none: the second export diffs against the bundle at the link the workspace values hold (hashing only)', () =>
    withWorld(async (world) => {
      const first = await runIn(world, 'export', 'none');
      expect(first.run.outputs['pages-added']).toBeUndefined();
      expect(first.run.summary).toContain('No page diff: the values hold no link recorded by this action.');

      world.emulator.publishSiteChange(DOCS_CHANGE);
      const second = await runIn(world, 'export', 'none');
      expectTheChange(second, first.run.outputs['job-id'] ?? '', 'link');
      // Its own bundle and the deployed one: two downloads, and no other request to the service.
      expect(second.counts).toMatchObject({ startJob: 1, bundle: 1, storeGets: 2, other: 0 });
    }));

  it('push: pull-request: from the manifest in the merged pull request body, with zero extra requests; a refresh of the same job says the content is identical', () =>
    withWorld(async (world) => {
      const first = await runIn(world, 'export', 'pull-request');
      const firstJob = first.run.outputs['job-id'] ?? '';
      const [opened] = world.github.pulls(DEPLOY_REPO);
      expect(opened?.body).toMatch(
        new RegExp(`\\n<!-- docs-export-action:bundle-manifest job=${firstJob} pages=\\d+\\n`),
      );
      world.github.mergePull(DEPLOY_REPO, opened?.number ?? 0);

      world.emulator.publishSiteChange(DOCS_CHANGE);
      const second = await runIn(world, 'export', 'pull-request');
      expectTheChange(second, firstJob, 'record');
      // Only its own export and download: the deployed side came from the record.
      expect(second.counts).toMatchObject({ startJob: 1, bundle: 1, storeGets: 1, other: 0 });
      const open = world.github.pulls(DEPLOY_REPO).find((pull) => pull.state === 'open');
      const body = open?.body ?? '';
      expect(body.startsWith(`${PULL_REQUEST_MARKER}\n`)).toBe(true);
      expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
      expect(body).toContain(`**1 added, 1 removed, ${second.run.outputs['pages-changed']} changed** pages`);
      expect(body).toContain('Added:\n- `guides/returns.html`');
      expect(body).toContain(
        `against the bundle deployed now (job \`${firstJob}\`, from the manifest its rollout recorded)`,
      );
      expect(body).toMatch(
        new RegExp(`\\n<!-- docs-export-action:bundle-manifest job=${second.run.outputs['job-id']} pages=\\d+\\n`),
      );
      world.github.mergePull(DEPLOY_REPO, open?.number ?? 0);

      // A day later the link is renewed for the same job: identical content, the record carried on as it is.
      world.advanceClock(86_400);
      const refreshed = await runIn(world, 'refresh-link', 'pull-request', { 'refresh-before': '30d' });
      expect(refreshed.run.outputs).toMatchObject({
        skipped: 'false',
        'values-changed': 'true',
        'pages-added': '0',
        'pages-removed': '0',
        'pages-changed': '0',
      });
      expect(refreshed.diff?.identical).toBe(true);
      // No download (refresh-link's default) and no read of the deployed bundle: one request for the fresh link.
      expect(refreshed.counts).toMatchObject({ startJob: 0, bundle: 1, storeGets: 0, other: 0 });
      const renewal = world.github.pulls(DEPLOY_REPO).find((pull) => pull.state === 'open')?.body ?? '';
      expect(renewal).toContain('so this rollout only renews the link');
      expect(renewal).toMatch(
        new RegExp(`\\n<!-- docs-export-action:bundle-manifest job=${second.run.outputs['job-id']} pages=\\d+\\n`),
      );
      expect(world.github.pulls(DEPLOY_REPO).every((pull) => pull.head === PULL_REQUEST_BRANCH)).toBe(true);
    }));

  it('push: commit: from the manifest in the commit message, with zero extra requests', () =>
    withWorld(async (world) => {
      const first = await runIn(world, 'export', 'commit');
      const firstJob = first.run.outputs['job-id'] ?? '';
      expect(world.github.commits(DEPLOY_REPO, 'main')[0]?.message).toMatch(
        new RegExp(`\\n\\ndocs-export-action:bundle-manifest job=${firstJob} pages=\\d+\\n`),
      );
      world.emulator.publishSiteChange(DOCS_CHANGE);
      const second = await runIn(world, 'export', 'commit');
      expectTheChange(second, firstJob, 'record');
      expect(second.counts).toMatchObject({ startJob: 1, bundle: 1, storeGets: 1, other: 0 });
    }));

  it('with neither a record nor a valid link, the run says so and sets no diff outputs', () =>
    withWorld(
      async (world) => {
        const ran = await runIn(world, 'export', 'commit');
        expect(ran.run.outputs['pages-added']).toBeUndefined();
        expect(ran.run.outputs['diff-file']).toBeUndefined();
        const reason =
          'No page diff: the deployed bundle (job `se_0123456789abcdef`) is unknown: its rollout recorded no manifest, and the link the values hold expired at 2020-01-02T03:04:05Z.';
        expect(ran.run.summary).toContain(reason);
        expect(ran.counts).toMatchObject({ storeGets: 1, other: 0 });
      },
      {
        values: INITIAL_VALUES.replace(
          'bundleUrl: ""',
          'bundleUrl: "https://bundles.example.com/se_0123456789abcdef/bundle.tar.gz?X-Amz-Expires=600&X-Amz-Signature=0ld5ecret" # docs-export: job=se_0123456789abcdef expires=2020-01-02T03:04:05Z',
        ),
      },
    ));
});
