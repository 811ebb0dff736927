// Who the token is, against the GitHub fake over HTTP: exact for each kind of token, and a failure
// (never a guess) when GitHub answers anything but the documented refusal.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { explainGitHubError } from '../../src/github/errors.ts';
import { isOwnAuthor, resolveIdentity } from '../../src/github/identity.ts';
import { testOctokit } from '../report/harness.ts';

const REPO = { owner: 'acme', repo: 'docs' };
let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      { token: 'ghp_person', login: 'report-bot' },
      { token: 'ghs_workflow', login: 'github-actions[bot]', type: 'Bot', installation: true },
      { token: 'ghs_app', login: 'docs-report-app[bot]', type: 'Bot', installation: true },
    ],
    repos: [{ owner: 'acme', name: 'docs' }],
  });
});

afterEach(async () => {
  await fake.close();
});

const identityOf = (token: string) => resolveIdentity(testOctokit(token, fake.url), REPO);

describe('resolveIdentity', () => {
  it("is a personal token's user, from GET /user", async () => {
    expect(await identityOf('ghp_person')).toEqual({ kind: 'user', login: 'report-bot' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/user']);
  });

  it("is an installation token's own bot, from GraphQL after the documented 403", async () => {
    expect(await identityOf('ghs_workflow')).toEqual({ kind: 'installation', login: 'github-actions[bot]' });
    expect(await identityOf('ghs_app')).toEqual({ kind: 'installation', login: 'docs-report-app[bot]' });
    expect(fake.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'GET /user 403',
      'POST /graphql 200',
      'GET /user 403',
      'POST /graphql 200',
    ]);
  });

  it('is the workflow bot when GraphQL refuses the token too', async () => {
    fake.setFaults([{ kind: 'server-error', status: 403, match: { path: '/graphql' } }]);
    expect(await identityOf('ghs_app')).toEqual({ kind: 'installation', login: 'github-actions[bot]' });
  });

  it.each([
    ['a 404', 404, /GitHub answered 404|Not found \(404\)/],
    ['a 403 that is not the refusal of an integration', 403, /403/],
    ['a 422', 422, /GitHub answered 422/],
  ])('fails, explained, on %s from GET /user', async (_what, status, message) => {
    fake.setFaults([{ kind: 'server-error', status, match: { path: '/user' } }]);
    const failure = await identityOf('ghp_person').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(message);
    expect((failure as Error).message).toContain('find out who the token is');
  });

  it('fails, explained, on a rejected token', async () => {
    const failure = await identityOf('ghp_unknown').catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/GitHub rejected the token \(401/);
  });

  it('fails when GraphQL answers with errors that are not a refusal', async () => {
    const octokit = testOctokit('ghs_app', fake.url);
    const answered = Object.assign(octokit, {
      graphql: () =>
        Promise.reject(
          Object.assign(new Error('x'), { errors: [{ type: 'INTERNAL', message: 'Something went wrong' }] }),
        ),
    });
    await expect(resolveIdentity(answered, REPO)).rejects.toThrow(
      /did not say which bot the token writes as \(Something went wrong\)/,
    );
  });

  it('fails when GraphQL answers an HTTP error that is not a refusal', async () => {
    fake.setFaults([{ kind: 'server-error', status: 422, match: { path: '/graphql' } }]);
    await expect(identityOf('ghs_app')).rejects.toThrow(/which bot the token writes as/);
  });
});

describe('isOwnAuthor', () => {
  const app = { kind: 'installation' as const, login: 'docs-report-app[bot]' };
  const workflow = { kind: 'installation' as const, login: 'github-actions[bot]' };
  const person = { kind: 'user' as const, login: 'Report-Bot' };

  it.each([
    ['the same bot', app, { login: 'docs-report-app[bot]', type: 'Bot' }, true],
    [
      'the same bot, written by its App',
      app,
      { login: 'docs-report-app[bot]', type: 'Bot', app: 'docs-report-app' },
      true,
    ],
    [
      'the workflow bot, written by GitHub Actions',
      workflow,
      { login: 'github-actions[bot]', type: 'Bot', app: 'github-actions' },
      true,
    ],
    ['another bot', workflow, { login: 'some-other-app[bot]', type: 'Bot' }, false],
    [
      'the same login, written by another App',
      app,
      { login: 'docs-report-app[bot]', type: 'Bot', app: 'some-other-app' },
      false,
    ],
    ['the same login, not a bot', app, { login: 'docs-report-app[bot]', type: 'User' }, false],
    ["the user's login in another case", person, { login: 'report-bot', type: 'User' }, true],
    ['a bot of the same name as the user', person, { login: 'report-bot', type: 'Bot' }, false],
    ['nobody', person, undefined, false],
  ])('%s: %s', (_what, identity, author, own) => expect(isOwnAuthor(identity, author)).toBe(own));
});

describe('explainGitHubError for issues', () => {
  it('names issues: write for a refused write', () => {
    const error = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403,
      response: { data: { message: 'Resource not accessible by integration' } },
    });
    expect(
      explainGitHubError(error, { repository: 'acme/docs', action: 'open an issue', permission: 'issues' }).message,
    ).toMatch(
      /^The token may not open an issue in acme\/docs \(403 Resource not accessible by integration\): it lacks `issues: write`/,
    );
  });
});
