// Issue 12, finding 8: `push: none` writes the presigned link into the workspace, and a later step that commits the
// workspace publishes it; unlike `commit` and `pull-request`, nothing checked whether that repository is public.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { openValuesStore, rollOutValues } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts, tempDir, testContext } from './helpers.ts';

const FILE = 'deploy/values.yaml';
const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt);

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      { token: 'ghs_site', login: 'github-actions[bot]', type: 'Bot', installation: true, repos: ['acme/site'] },
      { token: 'ghs_docs', login: 'github-actions[bot]', type: 'Bot', installation: true, repos: ['acme/docs'] },
    ],
    repos: [
      { owner: 'acme', name: 'site', private: false, files: { 'README.md': '# site\n' } },
      { owner: 'acme', name: 'docs', private: true, files: { 'README.md': '# docs\n' } },
    ],
  });
});

afterEach(async () => {
  await fake.close();
});

/** A run of the workflow of `repository` with its own token, `push: none` (the default). */
function workspaceRun(repository: string, inputs: Record<string, string> = {}, event: Record<string, unknown> = {}) {
  const workspace = tempDir();
  const token = repository === 'acme/site' ? 'ghs_site' : 'ghs_docs';
  const context = testContext({
    inputs: { 'values-file': FILE, 'github-token': token, ...inputs },
    github: fake,
    repository,
    workspace,
    event,
  });
  return { context, file: path.join(workspace, FILE) };
}

describe('push: none writes the presigned link into the workspace of a public repository', () => {
  it('is refused before the export starts (the early store check), and nothing is written', async () => {
    const { context, file } = workspaceRun('acme/site');
    await expect(openValuesStore(context)).rejects.toThrow(
      /Refusing to write the bundle link into the workspace of acme\/site: the repository is public.*commits the workspace.*allow-public-repository: true.*values-bundle-url/s,
    );
    await expect(rollOutValues(context, facts)).rejects.toThrow(/Refusing to write the bundle link/);
    expect(fs.existsSync(file)).toBe(false);
    expect(context.log.text()).not.toContain('X-Amz-Signature');
  });

  it('is allowed with the same overrides as a push: allow-public-repository, or values-bundle-url', async () => {
    const allowed = workspaceRun('acme/site', { 'allow-public-repository': 'true' });
    expect(await rollOutValues(allowed.context, facts)).toEqual({ 'values-changed': 'true' });
    expect(fs.readFileSync(allowed.file, 'utf8')).toContain(FRESH_LINK);

    const rehosted = workspaceRun('acme/site', { 'values-bundle-url': 'https://mirror.internal/{jobId}.tar.gz' });
    expect(await rollOutValues(rehosted.context, facts)).toEqual({ 'values-changed': 'true' });
    expect(fs.readFileSync(rehosted.file, 'utf8')).not.toContain('X-Amz-Signature');
    // Neither needed to ask GitHub.
    expect(fake.requests).toEqual([]);
  });

  it('goes ahead in a private repository', async () => {
    const { context, file } = workspaceRun('acme/docs');
    expect(await rollOutValues(context, facts)).toEqual({ 'values-changed': 'true' });
    expect(fs.readFileSync(file, 'utf8')).toContain(FRESH_LINK);
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/docs']);
  });

  it('takes the visibility from the event payload when it names the repository, with no request', async () => {
    const publicEvent = { repository: { full_name: 'acme/site', private: false, visibility: 'public' } };
    await expect(openValuesStore(workspaceRun('acme/site', {}, publicEvent).context)).rejects.toThrow(
      /Refusing to write the bundle link/,
    );
    const privateEvent = { repository: { full_name: 'acme/docs', private: true, visibility: 'private' } };
    expect(await openValuesStore(workspaceRun('acme/docs', {}, privateEvent).context)).toBeDefined();
    expect(fake.requests).toEqual([]);
  });

  it('without a token to check it with, refuses and says what to give', async () => {
    const { context } = workspaceRun('acme/site', { 'github-token': '' });
    await expect(openValuesStore(context)).rejects.toThrow(
      /`github-token`.*acme\/site.*is not public.*allow-public-repository/s,
    );
  });
});
