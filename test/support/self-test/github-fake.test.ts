import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gitBlobSha, startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake, GitHubFakeOptions } from '../../../devkit/github-fake/index.ts';

const REPO = 'acme/deploy';
const VALUES = 'charts/docs/values.yaml';
const INITIAL_VALUES = 'staticExport:\n  enabled: true\n  bundleUrl: ""\n';

const TOKENS = {
  app: 'ghs_installation_token',
  user: 'ghp_user_token',
  outsider: 'ghp_outsider_token',
};

function fakeOptions(): GitHubFakeOptions {
  return {
    // These tests drive the fake itself, wrong calls included; the action's calls are checked everywhere else.
    checkContract: false,
    tokens: [
      { token: TOKENS.app, login: 'github-actions[bot]', type: 'Bot', installation: true, repos: [REPO] },
      { token: TOKENS.user, login: 'octo-user' },
      { token: TOKENS.outsider, login: 'outsider', repos: [] },
    ],
    repos: [
      { owner: 'acme', name: 'deploy', private: true, files: { [VALUES]: INITIAL_VALUES, 'README.md': 'hello\n' } },
      { owner: 'acme', name: 'docs', defaultBranch: 'trunk' },
    ],
  };
}

let fake: GitHubFake;

beforeEach(async () => {
  fake = await startGitHubFake(fakeOptions());
});

afterEach(async () => {
  await fake.close();
});

function client(token: string) {
  return getOctokit(token, { baseUrl: fake.url });
}

/** Runs `call` and returns the octokit RequestError it must throw. */
async function failure(call: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call();
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error('expected the request to fail');
}

function decode(content: string): string {
  return Buffer.from(content, 'base64').toString('utf8');
}

describe('repositories, users and auth', () => {
  it('answers GET /repos with the fields callers read', async () => {
    const { data } = await client(TOKENS.app).rest.repos.get({ owner: 'acme', repo: 'deploy' });
    expect(data).toMatchObject({
      full_name: 'acme/deploy',
      private: true,
      visibility: 'private',
      default_branch: 'main',
      owner: { login: 'acme' },
      html_url: 'https://github.com/acme/deploy',
    });
    const docs = await client(TOKENS.user).rest.repos.get({ owner: 'acme', repo: 'docs' });
    expect(docs.data).toMatchObject({ private: false, visibility: 'public', default_branch: 'trunk' });
  });

  it('tells a user token who it is and refuses an installation token', async () => {
    const { data } = await client(TOKENS.user).rest.users.getAuthenticated();
    expect(data).toMatchObject({ login: 'octo-user', type: 'User' });
    const error = await failure(() => client(TOKENS.app).rest.users.getAuthenticated());
    expect(error.status).toBe(403);
    expect(error.message).toContain('Resource not accessible by integration');
  });

  it('rejects unknown tokens and hides private repositories from tokens without access', async () => {
    const bad = await failure(() => client('ghp_nope').rest.repos.get({ owner: 'acme', repo: 'deploy' }));
    expect(bad.status).toBe(401);
    expect(bad.message).toContain('Bad credentials');
    const hidden = await failure(() => client(TOKENS.outsider).rest.repos.get({ owner: 'acme', repo: 'deploy' }));
    expect(hidden.status).toBe(404);
    const readOnly = await failure(() =>
      client(TOKENS.outsider).rest.issues.create({ owner: 'acme', repo: 'docs', title: 'x' }),
    );
    expect(readOnly.status).toBe(403);
  });
});

describe('contents', () => {
  it('serves a file with its git blob sha and 60-column base64', async () => {
    const { data } = await client(TOKENS.app).rest.repos.getContent({
      owner: 'acme',
      repo: 'deploy',
      path: VALUES,
      ref: 'main',
    });
    if (Array.isArray(data) || data.type !== 'file') throw new Error('expected a file');
    expect(data.sha).toBe(gitBlobSha(INITIAL_VALUES));
    expect(data.encoding).toBe('base64');
    expect(decode(data.content)).toBe(INITIAL_VALUES);
    for (const line of data.content.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
    // The sha git itself gives "hello\n".
    const readme = await client(TOKENS.app).rest.repos.getContent({ owner: 'acme', repo: 'deploy', path: 'README.md' });
    expect((readme.data as { sha: string }).sha).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });

  it('answers 404 for a missing file or ref', async () => {
    const octokit = client(TOKENS.app);
    expect(
      (await failure(() => octokit.rest.repos.getContent({ owner: 'acme', repo: 'deploy', path: 'nope.yaml' }))).status,
    ).toBe(404);
    const noRef = await failure(() =>
      octokit.rest.repos.getContent({ owner: 'acme', repo: 'deploy', path: VALUES, ref: 'gone' }),
    );
    expect(noRef.status).toBe(404);
  });

  it('commits a file update, and the commit is a real commit on the branch', async () => {
    const octokit = client(TOKENS.app);
    const next = 'staticExport:\n  enabled: true\n  bundleUrl: "https://x"\n';
    const { status, data } = await octokit.rest.repos.createOrUpdateFileContents({
      owner: 'acme',
      repo: 'deploy',
      path: VALUES,
      message: 'Update bundle link',
      content: Buffer.from(next).toString('base64'),
      sha: gitBlobSha(INITIAL_VALUES),
      branch: 'main',
    });
    expect(status).toBe(200);
    expect(data.content?.sha).toBe(gitBlobSha(next));
    expect(data.commit.message).toBe('Update bundle link');
    expect(data.commit.html_url).toBe(`https://github.com/acme/deploy/commit/${data.commit.sha}`);
    expect(fake.readFile(REPO, 'main', VALUES)).toBe(next);
    const history = fake.commits(REPO, 'main');
    expect(history.map((c) => c.message)).toEqual(['Update bundle link', 'Initial commit']);
    expect(history[0]).toMatchObject({
      sha: data.commit.sha,
      author: 'github-actions[bot]',
      parents: [history[1]?.sha],
    });
    const commit = await octokit.rest.git.getCommit({
      owner: 'acme',
      repo: 'deploy',
      commit_sha: data.commit.sha as string,
    });
    expect(commit.data.parents.map((p) => p.sha)).toEqual([history[1]?.sha]);
    const branch = await octokit.rest.repos.getBranch({ owner: 'acme', repo: 'deploy', branch: 'main' });
    expect(branch.data.commit.sha).toBe(data.commit.sha);
  });

  it('creates a new file with 201 and refuses a missing or stale sha on an existing one', async () => {
    const octokit = client(TOKENS.app);
    const base = { owner: 'acme', repo: 'deploy', message: 'm', content: Buffer.from('x: 1\n').toString('base64') };
    expect((await octokit.rest.repos.createOrUpdateFileContents({ ...base, path: 'new.yaml' })).status).toBe(201);
    const missing = await failure(() => octokit.rest.repos.createOrUpdateFileContents({ ...base, path: VALUES }));
    expect(missing.status).toBe(422);
    const stale = await failure(() =>
      octokit.rest.repos.createOrUpdateFileContents({ ...base, path: VALUES, sha: gitBlobSha('something else') }),
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toContain('does not match');
    expect(fake.readFile(REPO, 'main', VALUES)).toBe(INITIAL_VALUES);
  });
});

describe('git data and refs', () => {
  it('creates, reads and moves branch refs (names with slashes too)', async () => {
    const octokit = client(TOKENS.app);
    const main = await octokit.rest.git.getRef({ owner: 'acme', repo: 'deploy', ref: 'heads/main' });
    const base = main.data.object.sha;
    const created = await octokit.rest.git.createRef({
      owner: 'acme',
      repo: 'deploy',
      ref: 'refs/heads/docs-export/static-export',
      sha: base,
    });
    expect(created.status).toBe(201);
    const again = await failure(() =>
      octokit.rest.git.createRef({
        owner: 'acme',
        repo: 'deploy',
        ref: 'refs/heads/docs-export/static-export',
        sha: base,
      }),
    );
    expect(again.status).toBe(422);
    expect(again.message).toContain('Reference already exists');

    const moved = await octokit.rest.repos.createOrUpdateFileContents({
      owner: 'acme',
      repo: 'deploy',
      path: 'a.txt',
      message: 'on branch',
      content: Buffer.from('a').toString('base64'),
      branch: 'docs-export/static-export',
    });
    const ref = await octokit.rest.git.getRef({
      owner: 'acme',
      repo: 'deploy',
      ref: 'heads/docs-export/static-export',
    });
    expect(ref.data.object.sha).toBe(moved.data.commit.sha);
    expect(fake.readFile(REPO, 'main', 'a.txt')).toBeUndefined();

    const missing = await failure(() => octokit.rest.git.getRef({ owner: 'acme', repo: 'deploy', ref: 'heads/nope' }));
    expect(missing.status).toBe(404);
  });

  it('refuses a non-fast-forward update unless forced', async () => {
    const octokit = client(TOKENS.app);
    const first = fake.commits(REPO, 'main')[0]?.sha as string;
    const second = fake.commitFiles(REPO, 'main', { 'b.txt': 'b' });
    const rewind = await failure(() =>
      octokit.rest.git.updateRef({ owner: 'acme', repo: 'deploy', ref: 'heads/main', sha: first }),
    );
    expect(rewind.status).toBe(422);
    expect(rewind.message).toContain('not a fast forward');
    const forced = await octokit.rest.git.updateRef({
      owner: 'acme',
      repo: 'deploy',
      ref: 'heads/main',
      sha: first,
      force: true,
    });
    expect(forced.data.object.sha).toBe(first);
    const forward = await octokit.rest.git.updateRef({ owner: 'acme', repo: 'deploy', ref: 'heads/main', sha: second });
    expect(forward.data.object.sha).toBe(second);
  });

  it('builds a commit from blob, tree and commit objects', async () => {
    const octokit = client(TOKENS.app);
    const head = fake.commits(REPO, 'main')[0]?.sha as string;
    const headCommit = await octokit.rest.git.getCommit({ owner: 'acme', repo: 'deploy', commit_sha: head });
    const blob = await octokit.rest.git.createBlob({
      owner: 'acme',
      repo: 'deploy',
      content: 'new: true\n',
      encoding: 'utf-8',
    });
    expect(blob.data.sha).toBe(gitBlobSha('new: true\n'));
    const tree = await octokit.rest.git.createTree({
      owner: 'acme',
      repo: 'deploy',
      base_tree: headCommit.data.tree.sha,
      tree: [{ path: VALUES, mode: '100644', type: 'blob', sha: blob.data.sha }],
    });
    const commit = await octokit.rest.git.createCommit({
      owner: 'acme',
      repo: 'deploy',
      message: 'via git data',
      tree: tree.data.sha,
      parents: [head],
    });
    await octokit.rest.git.updateRef({ owner: 'acme', repo: 'deploy', ref: 'heads/main', sha: commit.data.sha });
    expect(fake.readFile(REPO, 'main', VALUES)).toBe('new: true\n');
    expect(fake.readFile(REPO, 'main', 'README.md')).toBe('hello\n');
    expect(fake.commits(REPO, 'main')[0]?.message).toBe('via git data');
  });
});

describe('pull requests', () => {
  const BRANCH = 'docs-export/static-export';

  function branchWithChange(): void {
    fake.addBranch(REPO, BRANCH);
    fake.commitFiles(REPO, BRANCH, { [VALUES]: 'changed: true\n' });
  }

  it('opens one pull request per head and refuses a duplicate or an empty one', async () => {
    const octokit = client(TOKENS.app);
    fake.addIssue(REPO, { title: 'an issue first', login: 'someone' });
    branchWithChange();
    const pr = await octokit.rest.pulls.create({
      owner: 'acme',
      repo: 'deploy',
      title: 'Update link',
      head: BRANCH,
      base: 'main',
      body: 'b',
    });
    expect(pr.status).toBe(201);
    expect(pr.data).toMatchObject({
      number: 2,
      state: 'open',
      head: { ref: BRANCH, label: `acme:${BRANCH}` },
      base: { ref: 'main' },
    });
    expect(pr.data.user?.login).toBe('github-actions[bot]');
    expect(pr.data.html_url).toBe('https://github.com/acme/deploy/pull/2');

    const duplicate = await failure(() =>
      octokit.rest.pulls.create({ owner: 'acme', repo: 'deploy', title: 't', head: `acme:${BRANCH}`, base: 'main' }),
    );
    expect(duplicate.status).toBe(422);
    expect(duplicate.message).toContain(`A pull request already exists for acme:${BRANCH}.`);

    fake.addBranch(REPO, 'same-as-main');
    const empty = await failure(() =>
      octokit.rest.pulls.create({ owner: 'acme', repo: 'deploy', title: 't', head: 'same-as-main', base: 'main' }),
    );
    expect(empty.status).toBe(422);
    expect(empty.message).toContain('No commits between main and same-as-main');
  });

  it('filters by owner:branch head and base, and ignores a head without owner as GitHub does', async () => {
    const octokit = client(TOKENS.app);
    branchWithChange();
    fake.addBranch(REPO, 'other');
    fake.commitFiles(REPO, 'other', { 'o.txt': 'o' });
    await octokit.rest.pulls.create({ owner: 'acme', repo: 'deploy', title: 'one', head: BRANCH, base: 'main' });
    await octokit.rest.pulls.create({ owner: 'acme', repo: 'deploy', title: 'two', head: 'other', base: 'main' });
    const byHead = await octokit.rest.pulls.list({
      owner: 'acme',
      repo: 'deploy',
      head: `acme:${BRANCH}`,
      state: 'open',
    });
    expect(byHead.data.map((p) => p.title)).toEqual(['one']);
    const bare = await octokit.rest.pulls.list({ owner: 'acme', repo: 'deploy', head: BRANCH });
    expect(bare.data).toHaveLength(2);
    const otherBase = await octokit.rest.pulls.list({ owner: 'acme', repo: 'deploy', base: 'release' });
    expect(otherBase.data).toHaveLength(0);
  });

  it('updates and closes a pull request, which is an issue too', async () => {
    const octokit = client(TOKENS.app);
    branchWithChange();
    const pr = await octokit.rest.pulls.create({
      owner: 'acme',
      repo: 'deploy',
      title: 'old',
      head: BRANCH,
      base: 'main',
    });
    const number = pr.data.number;
    await octokit.rest.pulls.update({
      owner: 'acme',
      repo: 'deploy',
      pull_number: number,
      title: 'new',
      body: 'new body',
    });
    const comment = await octokit.rest.issues.createComment({
      owner: 'acme',
      repo: 'deploy',
      issue_number: number,
      body: 'on the PR',
    });
    expect(comment.data.html_url).toContain(`/pull/${number}#issuecomment-`);
    const asIssue = await octokit.rest.issues.get({ owner: 'acme', repo: 'deploy', issue_number: number });
    expect(asIssue.data).toMatchObject({ title: 'new', comments: 1 });
    expect(asIssue.data.pull_request).toBeDefined();
    await octokit.rest.pulls.update({ owner: 'acme', repo: 'deploy', pull_number: number, state: 'closed' });
    const got = await octokit.rest.pulls.get({ owner: 'acme', repo: 'deploy', pull_number: number });
    expect(got.data).toMatchObject({ state: 'closed', title: 'new', body: 'new body' });
    expect(fake.pulls(REPO)).toMatchObject([{ number, state: 'closed', head: BRANCH }]);
  });
  it('lists the files a pull request changes, with the lines it adds and removes, paged', async () => {
    const octokit = client(TOKENS.app);
    fake.addBranch(REPO, BRANCH);
    fake.commitFiles(REPO, BRANCH, { [VALUES]: 'changed: true\n', 'docs/new.md': 'one\ntwo\n' });
    const pr = await octokit.rest.pulls.create({
      owner: 'acme',
      repo: 'deploy',
      title: 't',
      head: BRANCH,
      base: 'main',
    });
    // The base moving on later is not the pull request's change.
    fake.commitFiles(REPO, 'main', { 'other.md': 'x\n' });
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
      owner: 'acme',
      repo: 'deploy',
      pull_number: pr.data.number,
      per_page: 1,
    });
    expect(files.map((f) => [f.filename, f.status, f.additions])).toEqual([
      [VALUES, 'modified', 1],
      ['docs/new.md', 'added', 2],
    ]);
    expect(files[0]?.patch).toMatch(/^@@ -1,\d+ \+1,1 @@\n-staticExport:\n/);
    expect(files[0]?.patch).toContain('\n+changed: true');
    expect(files[1]?.patch).toBe('@@ -0,0 +1,2 @@\n+one\n+two');
  });
});

describe('issues, comments and labels', () => {
  it('creates issues with labels on the fly and filters the list', async () => {
    const octokit = client(TOKENS.app);
    const created = await octokit.rest.issues.create({
      owner: 'acme',
      repo: 'deploy',
      title: 'Report',
      body: 'b',
      labels: ['docs-analytics'],
    });
    expect(created.status).toBe(201);
    expect(created.data.labels).toMatchObject([{ name: 'docs-analytics' }]);
    expect(created.data.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    fake.addIssue(REPO, { title: 'human', login: 'someone', labels: ['bug'] });
    fake.addIssue(REPO, {
      title: 'old report',
      login: 'github-actions[bot]',
      type: 'Bot',
      labels: ['docs-analytics'],
      state: 'closed',
    });
    expect(fake.labels(REPO)).toEqual(['docs-analytics', 'bug']);

    const labelled = await octokit.rest.issues.listForRepo({
      owner: 'acme',
      repo: 'deploy',
      labels: 'docs-analytics',
      state: 'all',
    });
    expect(labelled.data.map((i) => i.title)).toEqual(['old report', 'Report']);
    const open = await octokit.rest.issues.listForRepo({
      owner: 'acme',
      repo: 'deploy',
      creator: 'github-actions[bot]',
    });
    expect(open.data.map((i) => i.title)).toEqual(['Report']);
    const asc = await octokit.rest.issues.listForRepo({
      owner: 'acme',
      repo: 'deploy',
      state: 'all',
      direction: 'asc',
    });
    expect(asc.data.map((i) => i.number)).toEqual([1, 2, 3]);
  });

  it('edits and closes an issue with a reason', async () => {
    const octokit = client(TOKENS.app);
    const { data } = await octokit.rest.issues.create({ owner: 'acme', repo: 'deploy', title: 'a' });
    const closed = await octokit.rest.issues.update({
      owner: 'acme',
      repo: 'deploy',
      issue_number: data.number,
      title: 'b',
      state: 'closed',
      state_reason: 'not_planned',
      labels: ['x'],
    });
    expect(closed.data).toMatchObject({
      title: 'b',
      state: 'closed',
      state_reason: 'not_planned',
      labels: [{ name: 'x' }],
    });
    expect(closed.data.closed_at).not.toBeNull();
    expect(fake.issues(REPO)).toMatchObject([{ number: data.number, state: 'closed', labels: ['x'] }]);
  });

  it('creates, reads and edits comments as the token identity', async () => {
    const octokit = client(TOKENS.app);
    const issue = fake.addIssue(REPO, { title: 't', login: 'someone' });
    const human = fake.addComment(REPO, issue.number, { login: 'someone', body: 'human words' });
    const created = await octokit.rest.issues.createComment({
      owner: 'acme',
      repo: 'deploy',
      issue_number: issue.number,
      body: '<!-- marker --> v1',
    });
    expect(created.data.user).toMatchObject({ login: 'github-actions[bot]', type: 'Bot' });
    await octokit.rest.issues.updateComment({
      owner: 'acme',
      repo: 'deploy',
      comment_id: created.data.id,
      body: '<!-- marker --> v2',
    });
    const got = await octokit.rest.issues.getComment({ owner: 'acme', repo: 'deploy', comment_id: created.data.id });
    expect(got.data.body).toBe('<!-- marker --> v2');
    expect(fake.comments(REPO, issue.number).map((c) => [c.user.login, c.body])).toEqual([
      ['someone', human.body],
      ['github-actions[bot]', '<!-- marker --> v2'],
    ]);
  });

  it('creates labels and refuses a duplicate', async () => {
    const octokit = client(TOKENS.app);
    await octokit.rest.issues.createLabel({ owner: 'acme', repo: 'deploy', name: 'docs-analytics', color: '0e8a16' });
    const dup = await failure(() =>
      octokit.rest.issues.createLabel({ owner: 'acme', repo: 'deploy', name: 'Docs-Analytics' }),
    );
    expect(dup.status).toBe(422);
    const labels = await octokit.rest.issues.listLabelsForRepo({ owner: 'acme', repo: 'deploy' });
    expect(labels.data).toMatchObject([{ name: 'docs-analytics', color: '0e8a16' }]);
  });
});

describe('pagination', () => {
  it('pages 120 comments oldest first with Link headers, per_page capped at 100', async () => {
    const issue = fake.addIssue(REPO, { title: 'busy', login: 'someone' });
    for (let i = 1; i <= 120; i++) fake.addComment(REPO, issue.number, { login: 'someone', body: `comment ${i}` });
    const octokit = client(TOKENS.app);

    const first = await octokit.rest.issues.listComments({
      owner: 'acme',
      repo: 'deploy',
      issue_number: issue.number,
      per_page: 100,
    });
    expect(first.data).toHaveLength(100);
    expect(first.headers.link).toContain('page=2>; rel="next"');
    expect(first.headers.link).toContain('rel="last"');

    const all = await octokit.paginate(octokit.rest.issues.listComments, {
      owner: 'acme',
      repo: 'deploy',
      issue_number: issue.number,
      per_page: 100,
    });
    expect(all.map((c) => c.body)).toEqual(Array.from({ length: 120 }, (_, i) => `comment ${i + 1}`));

    const capped = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      owner: 'acme',
      repo: 'deploy',
      issue_number: issue.number,
      per_page: 500,
    });
    expect(capped.data).toHaveLength(100);
    const lastPage = await octokit.rest.issues.listComments({
      owner: 'acme',
      repo: 'deploy',
      issue_number: issue.number,
      per_page: 100,
      page: 2,
    });
    expect(lastPage.data).toHaveLength(20);
    expect(lastPage.headers.link).toContain('rel="prev"');
    expect(lastPage.headers.link).not.toContain('rel="next"');
    expect(fake.requests.filter((r) => r.path.endsWith('/comments') && r.query.page === '2')).not.toHaveLength(0);
  });

  it('pages issues with the default of 30', async () => {
    for (let i = 1; i <= 35; i++) fake.addIssue(REPO, { title: `i${i}`, login: 'someone' });
    const octokit = client(TOKENS.app);
    const page = await octokit.rest.issues.listForRepo({ owner: 'acme', repo: 'deploy' });
    expect(page.data).toHaveLength(30);
    expect(page.data[0]?.title).toBe('i35');
    const all = await octokit.paginate(octokit.rest.issues.listForRepo, { owner: 'acme', repo: 'deploy' });
    expect(all).toHaveLength(35);
  });
});

describe('faults', () => {
  it('race: another commit lands before the write, the stale sha gets 409, a re-read succeeds', async () => {
    const octokit = client(TOKENS.app);
    fake.setFaults([{ kind: 'race', repo: REPO, path: VALUES }]);
    const read = await octokit.rest.repos.getContent({ owner: 'acme', repo: 'deploy', path: VALUES });
    const sha = (read.data as { sha: string }).sha;
    const write = (blob: string) =>
      octokit.rest.repos.createOrUpdateFileContents({
        owner: 'acme',
        repo: 'deploy',
        path: VALUES,
        message: 'mine',
        content: Buffer.from('mine: 1\n').toString('base64'),
        sha: blob,
      });
    const conflict = await failure(() => write(sha));
    expect(conflict.status).toBe(409);
    expect(fake.readFile(REPO, 'main', VALUES)).toBe(`${INITIAL_VALUES}# concurrent change 1\n`);

    const reread = await octokit.rest.repos.getContent({ owner: 'acme', repo: 'deploy', path: VALUES });
    await write((reread.data as { sha: string }).sha);
    expect(fake.commits(REPO, 'main').map((c) => c.message)).toEqual(['mine', 'Concurrent change 1', 'Initial commit']);
    expect(fake.pendingFaults()).toEqual([]);
  });

  it('race on a branch: the ref update is no longer a fast forward, a rebased commit succeeds', async () => {
    const octokit = client(TOKENS.app);
    const repo = { owner: 'acme', repo: 'deploy' };
    fake.setFaults([{ kind: 'race', repo: REPO, branch: 'main' }]);
    const commitOnto = async (parent: string) => {
      const parentCommit = await octokit.rest.git.getCommit({ ...repo, commit_sha: parent });
      const tree = await octokit.rest.git.createTree({
        ...repo,
        base_tree: parentCommit.data.tree.sha,
        tree: [{ path: 'c.txt', mode: '100644', type: 'blob', content: 'c' }],
      });
      return (await octokit.rest.git.createCommit({ ...repo, message: 'mine', tree: tree.data.sha, parents: [parent] }))
        .data.sha;
    };
    const head = (await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).data.object.sha;
    const stale = await failure(async () =>
      octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: await commitOnto(head) }),
    );
    expect(stale.status).toBe(422);
    expect(fake.readFile(REPO, 'main', '.concurrent/change-1.txt')).toBe('# concurrent change 1\n');

    const newHead = (await octokit.rest.git.getRef({ ...repo, ref: 'heads/main' })).data.object.sha;
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: await commitOnto(newHead) });
    expect(fake.readFile(REPO, 'main', 'c.txt')).toBe('c');
    expect(fake.readFile(REPO, 'main', '.concurrent/change-1.txt')).toBeDefined();
  });

  it('secondary rate limit is retried by plugin-throttling after retry-after', async () => {
    const seen: number[] = [];
    const octokit = getOctokit(
      TOKENS.app,
      {
        baseUrl: fake.url,
        throttle: {
          retryAfterBaseValue: 1, // milliseconds instead of seconds: no real waiting
          onSecondaryRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => {
            seen.push(retryAfter);
            return retryCount === 0;
          },
          onRateLimit: () => false,
        },
      },
      throttling,
    );
    fake.setFaults([
      { kind: 'secondary-rate-limit', retryAfter: 7, match: { method: 'GET', path: '/repos/acme/deploy' } },
    ]);
    const { data } = await octokit.rest.repos.get({ owner: 'acme', repo: 'deploy' });
    expect(data.full_name).toBe(REPO);
    expect(seen).toEqual([7]);
    expect(fake.requests.map((r) => r.status)).toEqual([403, 200]);
  });

  it("secondary rate limit in another form: a 429, older servers' words, no Retry-After", async () => {
    fake.setFaults([
      {
        kind: 'secondary-rate-limit',
        status: 429,
        retryAfter: null,
        message: 'You have triggered an abuse detection mechanism.',
        match: { path: '/repos/acme/deploy' },
      },
    ]);
    const answer = await fetch(`${fake.url}/repos/acme/deploy`, { headers: { authorization: `token ${TOKENS.app}` } });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBeNull();
    expect(((await answer.json()) as { message: string }).message).toBe(
      'You have triggered an abuse detection mechanism.',
    );
  });

  it('primary rate limit (429, remaining 0) reaches onRateLimit with the reset', async () => {
    const limited: number[] = [];
    const octokit = getOctokit(
      TOKENS.app,
      {
        baseUrl: fake.url,
        throttle: {
          retryAfterBaseValue: 1,
          onSecondaryRateLimit: () => false,
          onRateLimit: (retryAfter: number, _options: unknown, _octokit: unknown, retryCount: number) => {
            limited.push(retryAfter);
            return retryCount === 0;
          },
        },
      },
      throttling,
    );
    fake.setFaults([{ kind: 'primary-rate-limit', status: 429, match: { path: '/repos/acme/deploy' } }]);
    const { data } = await octokit.rest.repos.get({ owner: 'acme', repo: 'deploy' });
    expect(data.full_name).toBe(REPO);
    expect(limited).toHaveLength(1);
    expect(fake.requests.map((r) => r.status)).toEqual([429, 200]);
  });

  it('server errors are retried by plugin-retry until the fault is spent', async () => {
    const octokit = getOctokit(TOKENS.app, { baseUrl: fake.url, retry: { retryAfterBaseValue: 1 } }, retry);
    fake.setFaults([{ kind: 'server-error', status: 502, times: 2, match: { path: '/repos/acme/deploy/issues' } }]);
    const issues = await octokit.rest.issues.listForRepo({ owner: 'acme', repo: 'deploy' });
    expect(issues.status).toBe(200);
    expect(fake.requests.map((r) => r.status)).toEqual([502, 502, 200]);
    expect(fake.pendingFaults()).toEqual([]);
  });
});

describe('lost answers', () => {
  const openIssue = () =>
    fetch(`${fake.url}/repos/acme/deploy/issues`, {
      method: 'POST',
      headers: { authorization: `token ${TOKENS.app}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Rotate the key' }),
    });

  it('drops the connection before serving: nothing is done, and no answer comes', async () => {
    fake.setFaults([{ kind: 'connection-drop', when: 'before-serving', match: { method: 'POST' } }]);
    await expect(openIssue()).rejects.toThrow(/fetch failed/);
    expect(fake.issues(REPO)).toEqual([]);
    expect(fake.requests).toMatchObject([{ method: 'POST', status: 0, dropped: 'before-serving' }]);
    expect(fake.pendingFaults()).toEqual([]);
  });

  it('drops the connection after serving: the issue is opened, but no answer comes', async () => {
    fake.setFaults([{ kind: 'connection-drop', when: 'after-serving', match: { method: 'POST' } }]);
    await expect(openIssue()).rejects.toThrow(/fetch failed/);
    expect(fake.issues(REPO).map((i) => i.title)).toEqual(['Rotate the key']);
    expect(fake.requests).toMatchObject([{ method: 'POST', status: 201, dropped: 'after-serving' }]);
  });

  it('answers a server error after serving when asked, as a load balancer that gave up on a slow backend', async () => {
    fake.setFaults([{ kind: 'server-error', status: 502, served: true }]);
    expect((await openIssue()).status).toBe(502);
    expect(fake.issues(REPO)).toHaveLength(1);
    fake.setFaults([{ kind: 'server-error', status: 502 }]);
    expect((await openIssue()).status).toBe(502);
    expect(fake.issues(REPO)).toHaveLength(1);
  });
});

describe('request log and determinism', () => {
  it('records method, path, query, login, status and the raw body', async () => {
    const octokit = client(TOKENS.app);
    await octokit.rest.issues.create({ owner: 'acme', repo: 'deploy', title: 'secret-free title' });
    await failure(() => client('ghp_unknown').rest.repos.get({ owner: 'acme', repo: 'deploy' }));
    await octokit.rest.issues.listForRepo({ owner: 'acme', repo: 'deploy', state: 'all' });
    expect(fake.requests).toMatchObject([
      { method: 'POST', path: '/repos/acme/deploy/issues', login: 'github-actions[bot]', status: 201 },
      { method: 'GET', path: '/repos/acme/deploy', login: undefined, status: 401, body: '' },
      { method: 'GET', path: '/repos/acme/deploy/issues', query: { state: 'all' }, status: 200 },
    ]);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({ title: 'secret-free title' });
  });

  it('gives the same shas for the same steps', async () => {
    const second = await startGitHubFake(fakeOptions());
    try {
      const shas: string[] = [];
      for (const target of [fake, second]) {
        const { data } = await getOctokit(TOKENS.app, { baseUrl: target.url }).rest.repos.createOrUpdateFileContents({
          owner: 'acme',
          repo: 'deploy',
          path: 'x.txt',
          message: 'x',
          content: Buffer.from('x').toString('base64'),
        });
        shas.push(data.commit.sha as string);
      }
      expect(shas[0]).toBe(shas[1]);
    } finally {
      await second.close();
    }
  });
});
