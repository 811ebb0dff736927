// Which GitHub requests may be sent again after a lost answer, which are looked for first, and which go once.
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../src/github/request-kinds.ts';

const kind = (method: string, url: string, params: Record<string, unknown> = {}) =>
  kindOf({ method, url, ...params }).kind;

describe('what sending a request twice would do', () => {
  it.each([
    ['GET', '/repos/{owner}/{repo}/issues', {}],
    ['PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', {}],
    ['PATCH', '/repos/{owner}/{repo}/issues/{issue_number}', {}],
    ['PATCH', '/repos/{owner}/{repo}/pulls/{pull_number}', {}],
    ['PATCH', '/repos/{owner}/{repo}/git/refs/{ref}', { force: false }],
    ['POST', '/graphql', { query: 'query { viewer { login } }' }],
  ])('%s %s is sent again as it is', (method, url, params) => expect(kind(method, url, params)).toBe('idempotent'));

  it.each([
    ['POST', '/repos/{owner}/{repo}/issues', {}],
    ['POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', {}],
    ['POST', '/repos/{owner}/{repo}/pulls', {}],
    ['POST', '/repos/{owner}/{repo}/git/refs', {}],
    ['PATCH', '/repos/{owner}/{repo}/git/refs/{ref}', { force: true }],
    ['PUT', '/repos/{owner}/{repo}/contents/{path}', { sha: 'abc' }],
  ])('%s %s is looked for before it is sent again', (method, url, params) =>
    expect(kind(method, url, params)).toBe('create'),
  );

  it.each([
    ['POST', '/repos/{owner}/{repo}/git/commits', {}],
    ['POST', '/repos/{owner}/{repo}/labels', {}],
    ['DELETE', '/repos/{owner}/{repo}/git/refs/{ref}', {}],
    ['POST', '/graphql', { query: 'mutation { addComment }' }],
  ])('%s %s is never sent twice', (method, url, params) => expect(kind(method, url, params)).toBe('once'));
});
