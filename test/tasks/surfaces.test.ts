// What a task issue says and where it fails: the docs files that mention its term (line numbers, links to the
// commit), hostile terms inert in titles and bodies, and a token without `issues: write` (403) or a repository with
// issues turned off (410): the report is published and its outputs set, then the step fails naming the permission.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake, RepoSpec, TokenSpec } from '../../devkit/github-fake/index.ts';
import { GITHUB_BODY_LIMIT } from '../../src/github/limits.ts';
import { startWorld, tap } from '../report/emulator-world.ts';
import type { Tapped, World } from '../report/emulator-world.ts';
import { tempDir } from '../report/harness.ts';
import { activeParts } from '../support/gfm.ts';
import { BOT, runWeek, SHA, taskIssues, TOKEN, workspace } from './support.ts';

let world: World;
let tapped: Tapped;
let fake: GitHubFake | undefined;
beforeEach(async () => {
  world = await startWorld();
  tapped = await tap(world.emulator.url);
});
afterEach(async () => {
  await tapped.close();
  await fake?.close();
  fake = undefined;
  await world.close();
});

async function github(repo: Partial<RepoSpec> = {}, token: Partial<TokenSpec> = {}): Promise<GitHubFake> {
  fake = await startGitHubFake({
    tokens: [{ token: TOKEN, login: BOT, ...token }],
    repos: [{ owner: 'acme', name: 'docs', ...repo }],
  });
  return fake;
}

const titled = (f: GitHubFake, term: string) =>
  taskIssues(f).find((i) => i.title === `Docs gap: search term “${term}”`);
/** The body without the action's own three hidden lines (the key, the history, the end), which are its markers. */
const visiblePart = (body: string) =>
  body
    .split('\n')
    .filter((line) => !/^<!-- docs-export-task(?:-state | key=|-end )[^>]*-->$/.test(line))
    .join('\n');

describe('a task names the docs files that mention its term', () => {
  it('with line numbers and links to the commit, whole phrase in any case, only files of docs-path', async () => {
    const f = await github();
    const dir = workspace({
      'docs/billing/refunds.md': '# Refunds\n\nHow to ask for a REFUND of a label.\nA refund takes a week.\n',
      'guides/account.mdx': 'Intro\n\n\n\nTo delete   account data, write to us.\n',
      'docs/sso-setup.md': 'Single sign-on (ssotoken is not sso-like) only: SSO.\n',
      'node_modules/pkg/readme.md': 'refund\n',
      'notes.txt': 'refund\n',
    });
    const run = await runWeek({ world, tapped, fake: f }, 0, { workspace: dir });
    expect(run.failure).toBeUndefined();
    const blob = `https://github.com/acme/docs/blob/${SHA}`;
    expect(titled(f, 'refund')?.body).toContain(
      `- [\`docs/billing/refunds.md\`](${blob}/docs/billing/refunds.md#L3): lines 3, 4`,
    );
    expect(titled(f, 'refund')?.body).not.toContain('node_modules');
    expect(titled(f, 'refund')?.body).not.toContain('notes.txt');
    expect(titled(f, 'delete account')?.body).toContain(
      `- [\`guides/account.mdx\`](${blob}/guides/account.mdx#L5): line 5`,
    );
    expect(titled(f, 'sso')?.body).toContain(`- [\`docs/sso-setup.md\`](${blob}/docs/sso-setup.md#L1): line 1`);
    expect(titled(f, 'graphql')?.body).toContain('No file matching `docs-path` mentions it.');
  });

  it('says which files it did not read, in the task, the report and the log: a short list is not all there is', async () => {
    const f = await github();
    const dir = workspace({
      'docs/refunds.md': 'A refund takes a week.\n',
      'docs/huge.md': 'x'.repeat(1024 * 1024 + 1),
    });
    const run = await runWeek({ world, tapped, fake: f }, 0, { workspace: dir });
    expect(run.failure).toBeUndefined();
    const unread = '1 file matching `docs-path` was not read (1 over 1 MiB each)';
    expect(titled(f, 'refund')?.body).toContain(`: line 1\n\n${unread}: more files may mention it.`);
    expect(titled(f, 'graphql')?.body).toContain(`No file read mentions it, but ${unread}: one of those may.`);
    const said = `${unread}, so a task's list of the files that mention its term may be incomplete.`;
    expect(run.summary).toContain(`Task issues: ${said}`);
    expect(run.log).toContain(`Tasks: ${said}`);
  });

  it('says it could not look without a checkout', async () => {
    const f = await github();
    const run = await runWeek({ world, tapped, fake: f }, 0, {
      workspace: path.join(tempDir('tasks-gone-'), 'no-checkout'),
    });
    expect(run.failure).toBeUndefined();
    expect(titled(f, 'refund')?.body).toContain(
      'Could not look: the workspace holds no checkout (run actions/checkout before this step).',
    );
  });
});

/**
 * Terms a reader may well type, so content gaps and tasks (the junk the emulator plants never is one), that are still
 * hostile where they are published: a mention-like scoped package, generics read as HTML, pipes, a comment closer.
 */
const HOSTILE_REAL_TERMS = [
  '@acme/sdk install',
  'List<String> #1',
  'filter|sort | x',
  'a <= b --> c',
  '"]) ``` x',
  'user@example.com',
];

describe('hostile search terms', () => {
  it('are inert in task titles and bodies: no mention, link, HTML, control or bidi character; titles cut', async () => {
    const f = await github();
    tapped.rewrite = (where, body) => {
      if (!where.endsWith('/searches') || !Array.isArray(body.searches)) return body;
      const planted = HOSTILE_REAL_TERMS.map((searchQuery) => ({
        searchQuery,
        hits: 60,
        ctr: 0,
        topClickedPage: null,
      }));
      return { ...body, searches: [...planted, ...(body.searches as unknown[])] };
    };
    const run = await runWeek({ world, tapped, fake: f }, 0);
    expect(run.failure).toBeUndefined();
    const tasks = taskIssues(f);
    expect(tasks.length).toBeGreaterThan(20);
    expect(tasks.some((t) => t.title.includes('List‹String›'))).toBe(true);
    expect(tasks.some((t) => t.title.includes('＠acme/sdk install'))).toBe(true);
    for (const task of tasks) {
      expect(task.title, task.title).not.toMatch(/[@#<>`]|:\/\/|[\p{Cc}\p{Cf}]/u);
      expect([...task.title].length, task.title).toBeLessThanOrEqual(100);
      const body = task.body ?? '';
      expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
      expect(activeParts(visiblePart(body)), task.title).toEqual([]);
      expect(body.split('\n')[0]).toMatch(/^<!-- docs-export-task key=[0-9a-f]{32} -->$/);
      expect(body.match(/<!--/g)).toHaveLength(3);
    }
  });
});

describe('without the permission', () => {
  it('a token without issues: write (403): the report is published, outputs set, then the step fails naming it', async () => {
    const f = await github({}, { repos: [] });
    const run = await runWeek({ world, tapped, fake: f }, 0);
    expect(run.summary).toContain('## Docs analytics');
    expect(run.outputs['requests-used']).toMatch(/^\d+$/);
    expect(run.outputs['tasks-opened']).toBe('0');
    expect((run.failure as Error).message).toMatch(/`issues: write`/);
    expect((run.failure as Error).message).toContain('403');
    expect(taskIssues(f)).toEqual([]);
  });

  it('a repository with issues turned off (410): the report is published, then the step fails naming it', async () => {
    const f = await github({ hasIssues: false });
    const run = await runWeek({ world, tapped, fake: f }, 0);
    expect(run.summary).toContain('## Docs analytics');
    expect(run.outputs['requests-used']).toMatch(/^\d+$/);
    const message = (run.failure as Error).message;
    expect(message).toContain('410');
    expect(message).toMatch(/issues turned on in the repository and `issues: write`/);
    // Gone is gone: asked once, not tried again (retries would wait 1, 4 and 9 seconds for the same answer).
    expect(f.requests.filter((r) => r.path === '/repos/acme/docs/issues').map((r) => r.status)).toEqual([410]);
  });
});
