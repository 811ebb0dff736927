import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, WEEK } from './analytics-more-helpers.ts';
import type { EntriesPage, SearchesPage } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { ApiResult, TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeEach(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterEach(async () => {
  await t.emu.close();
});

const ENTRIES = '/v1/analytics/proj_demo/feedback';
const SEARCHES = '/v1/analytics/proj_demo/searches';
const VIEWS = '/v1/analytics/proj_demo/views';
const CALLERS = '/v1/analytics/proj_demo/assistant/caller-stats';

function messages(res: ApiResult): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  const body = res.body as { error: string; details?: { message: string }[] };
  expect(body.error).toBe('Invalid query parameters');
  return (body.details ?? []).map((d) => d.message);
}

async function firstCursor(path: string, query = `${WEEK}&limit=5`): Promise<string> {
  const page = await ok<EntriesPage | SearchesPage>(t, `${path}?${query}`);
  if (page.nextCursor === null) throw new Error('no next page');
  return page.nextCursor;
}

describe('query validation of the further analytics endpoints', () => {
  it('lists every problem of a feedback entries query at once', async () => {
    const res = await t.call('GET', `${ENTRIES}?dateFrom=yesterday&limit=0&source=email&status=open,pending&limit=3`);
    const problems = messages(res);
    expect(problems).toEqual(
      expect.arrayContaining([
        'dateFrom must be an ISO 8601 date (YYYY-MM-DD) or date-time',
        'limit must be given at most once',
        'limit must be an integer between 1 and 100',
        'source must be one of code_snippet, contextual, agent, thumbs_only',
        'status must be a comma-separated list of pending, in_progress, resolved, dismissed',
      ]),
    );
  });

  it.each([
    [ENTRIES, 'limit=101', 'limit must be an integer between 1 and 100'],
    [ENTRIES, 'limit=2.5', 'limit must be an integer between 1 and 100'],
    [ENTRIES, 'status=', 'status must be a comma-separated list of pending, in_progress, resolved, dismissed'],
    [SEARCHES, 'limit=abc', 'limit must be an integer between 1 and 100'],
    [SEARCHES, 'dateFrom=2025-03-10&dateTo=2025-03-10', 'dateFrom must be before dateTo (dateTo is exclusive)'],
    [VIEWS, 'limit=251', 'limit must be an integer between 1 and 250'],
    [VIEWS, 'offset=-1', 'offset must be an integer greater than or equal to 0'],
    [CALLERS, 'dateTo=2025-02-30', 'dateTo must be an ISO 8601 date (YYYY-MM-DD) or date-time'],
  ])('%s?%s is 400: %s', async (path, query, message) => {
    expect(messages(await t.call('GET', `${path}?${query}`))).toContain(message);
  });

  it('accepts the limits at both ends and ignores unknown parameters', async () => {
    expect((await ok<EntriesPage>(t, `${ENTRIES}?${WEEK}&limit=1&colour=red`)).feedback).toHaveLength(1);
    expect((await ok<EntriesPage>(t, `${ENTRIES}?${WEEK}&limit=100`)).feedback).toHaveLength(100);
    expect((await ok<EntriesPage>(t, `${ENTRIES}?${WEEK}`)).feedback).toHaveLength(50);
    expect((await ok<SearchesPage>(t, `${SEARCHES}?${WEEK}`)).searches).toHaveLength(50);
  });

  it('answers 404 for an unknown project or another organization, and 401 without a key', async () => {
    for (const path of [ENTRIES, SEARCHES, VIEWS, CALLERS]) {
      expect((await t.call('GET', path.replace('proj_demo', 'proj_nope'))).status).toBe(404);
      expect((await t.call('GET', path, { key: t.emu.keys.other })).status).toBe(404);
      expect((await t.call('GET', path, { key: null })).status).toBe(401);
    }
  });
});

describe('paging cursors', () => {
  it('follows a cursor to the next entries, with any limit', async () => {
    const all = await ok<EntriesPage>(t, `${ENTRIES}?${WEEK}&limit=12`);
    const cursor = await firstCursor(ENTRIES);
    const next = await ok<EntriesPage>(t, `${ENTRIES}?${WEEK}&limit=7&cursor=${encodeURIComponent(cursor)}`);
    expect(next.feedback).toEqual(all.feedback.slice(5, 12));
  });

  it.each([
    ['a random string', 'not-a-cursor'],
    ['an empty cursor', ''],
    ['a truncated cursor', 'TRUNCATE'],
    ['a cursor with one payload character changed', 'FLIP_PAYLOAD'],
    ['a cursor whose offset was rewritten', 'REWRITE_OFFSET'],
    ['a cursor with its signature removed', 'NO_SIGNATURE'],
    ['a very long cursor', 'x'.repeat(10_000)],
    ['a cursor of JSON', '{"o":100}'],
    ['a cursor with control characters', '\u0000\u202E.%'],
  ])('answers 400, not a crash, for %s', async (_name, kind) => {
    const real = await firstCursor(ENTRIES);
    const [payload = '', signature = ''] = real.split('.');
    const forged: Record<string, string> = {
      TRUNCATE: real.slice(0, -3),
      FLIP_PAYLOAD: `${payload.slice(0, 10)}${payload[10] === 'A' ? 'B' : 'A'}${payload.slice(11)}.${signature}`,
      REWRITE_OFFSET: `${Buffer.from(
        Buffer.from(payload, 'base64url')
          .toString()
          .replace(/"o":\d+/, '"o":400'),
      ).toString('base64url')}.${signature}`,
      NO_SIGNATURE: payload,
    };
    const cursor = forged[kind] ?? kind;
    const res = await t.call('GET', `${ENTRIES}?${WEEK}&cursor=${encodeURIComponent(cursor)}`);
    expect(messages(res)).toEqual([
      'cursor is not one this service issued (garbled, truncated or made by hand): pass nextCursor unchanged',
    ]);
    expect((await t.call('GET', `${ENTRIES}?${WEEK}&limit=1`)).status).toBe(200);
  });

  it('refuses a cursor used with other filters, another window, project or endpoint', async () => {
    const cursor = encodeURIComponent(await firstCursor(ENTRIES));
    const other = (res: ApiResult): string => messages(res)[0] ?? '';
    expect(other(await t.call('GET', `${ENTRIES}?${WEEK}&source=agent&cursor=${cursor}`))).toMatch(/other filters/);
    expect(other(await t.call('GET', `${ENTRIES}?dateFrom=2025-03-04&dateTo=2025-03-12&cursor=${cursor}`))).toMatch(
      /another date range/,
    );
    expect(other(await t.call('GET', `/v1/analytics/proj_large/feedback?${WEEK}&cursor=${cursor}`))).toMatch(
      /another endpoint or project/,
    );
    expect(other(await t.call('GET', `${SEARCHES}?${WEEK}&cursor=${cursor}`))).toMatch(/another endpoint or project/);
    const statuses = encodeURIComponent(await firstCursor(ENTRIES, `${WEEK}&limit=5&status=pending,resolved`));
    const reordered = await t.call('GET', `${ENTRIES}?${WEEK}&status=resolved,pending&cursor=${statuses}`);
    expect(reordered.status).toBe(200);
  });

  it('lists a cursor problem with the other problems of the query', async () => {
    const problems = messages(await t.call('GET', `${SEARCHES}?limit=0&cursor=garbage`));
    expect(problems).toHaveLength(2);
  });
});

describe('projects without search or the assistant', () => {
  it('answers 404 for searches and the assistant of the air-gapped project, and data for the rest', async () => {
    expect(t.emu.projects.airgapped).toBe('proj_airgap');
    const base = '/v1/analytics/proj_airgap';
    for (const path of [`${base}/searches`, `${base}/assistant/caller-stats`]) {
      const res = await t.call('GET', `${path}?${WEEK}`);
      expect(res.status, path).toBe(404);
      expect(Object.keys(res.body as object)).toEqual(['error']);
      expect((res.body as { error: string }).error).toMatch(/not available for this project/);
    }
    for (const path of [`${base}/feedback`, `${base}/views`, `${base}/visitors`, `${base}/feedback/by-page`])
      expect((await t.call('GET', `${path}?${WEEK}`)).status, path).toBe(200);
  });

  it('switches endpoints of any project to 404 or to no data through the control API, and back on reset', async () => {
    const control = async (method: string, path: string, body?: unknown): Promise<Response> =>
      fetch(`${t.emu.url}/_emulator${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const set = await control('POST', '/faults', {
      projectFeatures: {
        proj_demo: { searches: 'absent', assistant: 'empty', feedbackEntries: 'empty', views: 'absent' },
        proj_airgap: { searches: 'on' },
      },
    });
    expect(set.status).toBe(200);
    expect((await t.call('GET', `${SEARCHES}?${WEEK}`)).status).toBe(404);
    expect((await t.call('GET', `${VIEWS}?${WEEK}`)).status).toBe(404);
    expect(await ok(t, `${CALLERS}?${WEEK}`)).toEqual({ web: 0, api: 0, other: 0, total: 0 });
    expect(await ok(t, `${ENTRIES}?${WEEK}`)).toEqual({ feedback: [], nextCursor: null, hasMore: false });
    expect((await t.call('GET', `/v1/analytics/proj_airgap/searches?${WEEK}`)).status).toBe(200);
    const described = (await (await control('GET', '')).json()) as { projects: { id: string; features: unknown }[] };
    expect(described.projects.find((p) => p.id === 'proj_demo')?.features).toEqual({
      feedbackEntries: 'empty',
      searches: 'absent',
      views: 'absent',
      assistant: 'empty',
      conversations: 'empty',
    });

    await control('POST', '/reset');
    expect((await t.call('GET', `${SEARCHES}?${WEEK}`)).status).toBe(200);
    expect((await t.call('GET', `/v1/analytics/proj_airgap/searches?${WEEK}`)).status).toBe(404);
  });

  it('refuses an unknown endpoint or state in projectFeatures', async () => {
    const res = await fetch(`${t.emu.url}/_emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectFeatures: { proj_demo: { search: 'absent', views: 'off' } } }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/search.*views|views.*search/s);
  });
});

describe('the shared hourly quota', () => {
  it('counts the further endpoints with the others, 404s included, then answers 429 with Retry-After', async () => {
    t.emu.setFaults({ rateLimitPerHour: 6 });
    const paths = [
      `${ENTRIES}?${WEEK}`,
      `${SEARCHES}?${WEEK}`,
      `${VIEWS}?${WEEK}`,
      `${CALLERS}?${WEEK}`,
      `/v1/analytics/proj_airgap/searches?${WEEK}`,
      `/v1/analytics/proj_demo/visitors?${WEEK}`,
    ];
    for (const [i, path] of paths.entries()) {
      const res = await t.call('GET', path, { key: i % 2 === 0 ? t.emu.keys.demo : t.emu.keys.demoSecondary });
      expect(res.headers.get('x-ratelimit-remaining'), path).toBe(String(5 - i));
    }
    for (const path of [...paths, `/v1/analytics/proj_demo/feedback/by-page?${WEEK}`]) {
      const refused = await t.call('GET', path);
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('3600');
      expect(refused.body).toEqual({ error: 'Rate limit exceeded: 6 requests per hour per organization' });
    }
  });
});
