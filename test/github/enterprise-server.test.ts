import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployRepository, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { FRESH_LINK, FRESH_RECORD } from '../values/golden-cases.ts';
import { deliveryInputs, rollOutWith } from '../values/helpers.ts';

const CHART = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/values/chart.input.yaml'), 'utf8');
const FILE = 'deploy/values.yaml';

let fake: GitHubFake;

beforeEach(async () => {
  // GitHub Enterprise Server serves its REST API under /api/v3 of its own host; GITHUB_API_URL says so.
  fake = await startGitHubFake(
    deployRepository({ [FILE]: CHART }, { pathPrefix: '/api/v3', webUrl: 'https://ghe.example.com' }),
  );
});

afterEach(async () => {
  await fake.close();
});

const run = (push: 'commit' | 'pull-request') =>
  rollOutWith(fake, deliveryInputs(push, FILE), FRESH_LINK, FRESH_RECORD.expiresAt, FRESH_RECORD.jobId);

describe('GitHub Enterprise Server: GITHUB_API_URL with its /api/v3 prefix', () => {
  it('is where the fake answers, and nowhere else', async () => {
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    const outside = await fetch(`${new URL(fake.url).origin}/repos/acme/deploy`, {
      headers: { authorization: 'token ghp_deploy' },
    });
    expect(outside.status).toBe(404);
    const inside = await fetch(`${fake.url}/repos/acme/deploy`, { headers: { authorization: 'token ghp_deploy' } });
    expect(inside.status).toBe(200);
  });

  it('push: commit makes every call under the prefix', async () => {
    const { outputs } = await run('commit');
    expect(outputs['values-changed']).toBe('true');
    expect(fake.readFile('acme/deploy', 'main', FILE)).toContain(FRESH_LINK);
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) expect(request.path).toMatch(/^\/api\/v3\/repos\/acme\/deploy/);
  });

  it('push: pull-request makes every call under the prefix and links the pull request on the server', async () => {
    const { outputs } = await run('pull-request');
    expect(outputs['pull-request-url']).toBe('https://ghe.example.com/acme/deploy/pull/1');
    expect(fake.pulls('acme/deploy')).toHaveLength(1);
    const calls = new Set(
      fake.requests.map((r) => `${r.method} ${r.path.replace(/\/(contents|ref|refs)\/.*$/, '/$1/…')}`),
    );
    // Every kind of call the values delivery makes, each under the prefix.
    expect([...calls].sort()).toEqual(
      [
        'GET /api/v3/repos/acme/deploy',
        'GET /api/v3/repos/acme/deploy/contents/…',
        'GET /api/v3/repos/acme/deploy/git/ref/…',
        'GET /api/v3/repos/acme/deploy/pulls',
        'POST /api/v3/repos/acme/deploy/git/refs',
        'POST /api/v3/repos/acme/deploy/pulls',
        'PUT /api/v3/repos/acme/deploy/contents/…',
      ].sort(),
    );
  });

  it('a GITHUB_API_URL written with a trailing slash works the same', async () => {
    const slashed = { ...fake, url: `${fake.url}/` };
    const { outputs } = await rollOutWith(
      slashed,
      deliveryInputs('commit', FILE),
      FRESH_LINK,
      FRESH_RECORD.expiresAt,
      FRESH_RECORD.jobId,
    );
    expect(outputs['values-changed']).toBe('true');
    for (const request of fake.requests) expect(request.path).not.toContain('//');
  });
});
