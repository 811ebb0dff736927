// The assistant's conversations and threads over HTTP: paging by ULID cursor through every row
// of a window exactly once (as many as caller-stats counts), limits and refused cursors, threads,
// the switch that keeps caller-stats but drops conversations, and the same answers twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, WEEK } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

interface Row {
  id: string;
  timestamp: string;
  query: string;
  response: string;
  responseType?: string;
  sources: { title: string; url: string }[];
  resolutionStatus: string;
  queryCategory: string | null;
  pageUrl: string | null;
  conversationId?: string;
}
interface Page {
  conversations: Row[];
  nextCursor: string | null;
  hasMore: boolean;
}
interface ThreadAnswer {
  threadId: string;
  createdAt: string;
  messages: { id: string; role: string; content: string; createdAt: string }[];
}

const BASE = '/v1/analytics/proj_demo/assistant';
const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});

async function allRows(query: string, limit: number, base = BASE): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${cursor}`;
    const page: Page = await ok<Page>(t, `${base}?${query}&limit=${limit}${suffix}`);
    pages += 1;
    rows.push(...page.conversations);
    expect(page.hasMore).toBe(page.nextCursor !== null);
    if (page.hasMore) expect(page.conversations).toHaveLength(limit);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { rows, pages };
}

const status = async (path: string): Promise<number> => (await t.call('GET', path)).status;

describe('assistant conversations', () => {
  it('pages by cursor through every row of the week once, as many as caller-stats counts', async () => {
    const callers = await ok<{ total: number }>(t, `${BASE}/caller-stats?${WEEK}`);
    const { rows, pages } = await allRows(WEEK, 300);
    expect(rows).toHaveLength(callers.total);
    expect(pages).toBe(Math.ceil(callers.total / 300));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.id).toMatch(ULID);
      expect(row.timestamp >= '2025-03-05' && row.timestamp < '2025-03-12').toBe(true);
      expect(['answer', 'clarifying_question', undefined]).toContain(row.responseType);
      expect(['answered', 'unanswered']).toContain(row.resolutionStatus);
      if (row.pageUrl !== null) expect(row.pageUrl).toMatch(/^https:\/\/acme-parcel\.docs-service\.example\//);
    }
    const single = await ok<Page>(t, `${BASE}?${WEEK}&limit=1000`);
    expect(single.conversations.map((r) => r.id)).toEqual(rows.slice(0, 1000).map((r) => r.id));
  });

  it('agrees with caller-stats on every day of the week', async () => {
    for (const [from, to] of [
      ['2025-03-08', '2025-03-09'],
      ['2025-03-10', '2025-03-11'],
    ]) {
      const window = `dateFrom=${from}&dateTo=${to}`;
      const callers = await ok<{ total: number }>(t, `${BASE}/caller-stats?${window}`);
      expect((await allRows(window, 1000)).rows).toHaveLength(callers.total);
    }
  });

  it('has realistic shares: unanswered questions, categories, pages, clarifying questions, hostile and personal text', async () => {
    const { rows } = await allRows('dateFrom=2025-02-10&dateTo=2025-03-12', 1000);
    const share = (list: Row[], test: (r: Row) => boolean): number => list.filter(test).length / list.length;
    const unanswered = (r: Row): boolean => r.resolutionStatus === 'unanswered';
    expect(share(rows, unanswered)).toBeGreaterThan(0.15);
    expect(share(rows, unanswered)).toBeLessThan(0.3);
    const categories = new Set(rows.map((r) => r.queryCategory));
    expect(categories.size).toBe(13); // a dozen and null
    expect(
      share(
        rows.filter((r) => r.queryCategory === 'account'),
        unanswered,
      ),
    ).toBeGreaterThan(0.55);
    expect(
      share(
        rows.filter((r) => r.queryCategory === 'tracking'),
        unanswered,
      ),
    ).toBeLessThan(0.15);
    expect(share(rows, (r) => r.pageUrl === null)).toBeGreaterThan(0.2);
    expect(rows.some((r) => r.pageUrl?.includes('?') === true)).toBe(true);
    expect(rows.some((r) => r.pageUrl?.includes('#') === true)).toBe(true);
    expect(share(rows, (r) => r.responseType === 'clarifying_question')).toBeGreaterThan(0.03);
    expect(rows.some((r) => r.responseType === undefined)).toBe(true);
    const text = rows.map((r) => r.query).join('\n');
    for (const planted of [
      'dana.ortiz@example.com',
      '+1 415 555 0134',
      'sk_live_',
      '4111111111111111',
      '<script>',
      '\u202E',
    ])
      expect(text).toContain(planted);
  });

  it('answers the same rows and cursors twice, and after a restart with the same seed', async () => {
    const first = await ok<Page>(t, `${BASE}?${WEEK}&limit=50`);
    const second = await ok<Page>(t, `${BASE}?${WEEK}&limit=50`);
    expect(second).toEqual(first);
    const restarted = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
    try {
      expect(await ok<Page>(restarted, `${BASE}?${WEEK}&limit=50`)).toEqual(first);
      const next = await ok<Page>(restarted, `${BASE}?${WEEK}&limit=50&cursor=${first.nextCursor ?? ''}`);
      expect(next.conversations[0]?.id).not.toBe(first.conversations[0]?.id);
    } finally {
      await restarted.emu.close();
    }
  });

  it('refuses limits outside 1 to 1000 and a malformed cursor, each problem named', async () => {
    for (const limit of ['0', '1001', 'ten', '2.5']) {
      const res = await t.call('GET', `${BASE}?${WEEK}&limit=${limit}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('limit must be an integer between 1 and 1000');
    }
    const bad = await t.call('GET', `${BASE}?${WEEK}&cursor=not-a-ulid&dateFrom=x`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'Invalid query parameters' });
    expect(JSON.stringify(bad.body)).toMatch(/cursor must be a ULID/);
    expect(await ok<Page>(t, `${BASE}?${WEEK}&limit=1`)).toMatchObject({ hasMore: true });
  });

  it('refuses a cursor from another window, another project or made by hand', async () => {
    const page = await ok<Page>(t, `${BASE}?${WEEK}&limit=10`);
    const cursor = page.nextCursor ?? '';
    const refused = async (path: string): Promise<void> => {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/cursor belongs to another project or date range/);
    };
    await refused(`${BASE}?dateFrom=2025-03-01&dateTo=2025-03-12&cursor=${cursor}`);
    const other = await ok<Page>(t, `/v1/analytics/proj_large/assistant?${WEEK}&limit=10`);
    await refused(`${BASE}?${WEEK}&cursor=${other.nextCursor ?? ''}`);
    await refused(`${BASE}?${WEEK}&cursor=${page.conversations[0]?.id ?? ''}`);
    const flipped = cursor.slice(0, 25) + (cursor.endsWith('0') ? '1' : '0');
    await refused(`${BASE}?${WEEK}&cursor=${flipped}`);
  });
});

describe('one conversation', () => {
  it('gives the thread of a row: its turns as user and assistant messages', async () => {
    const { rows } = await allRows(WEEK, 1000);
    const multi = rows.find((r, i) => rows[i + 1]?.conversationId === r.conversationId);
    const threadId = multi?.conversationId ?? '';
    const thread = await ok<ThreadAnswer>(t, `${BASE}/threads/${threadId}`);
    const turns = rows.filter((r) => r.conversationId === threadId);
    expect(thread.threadId).toBe(threadId);
    expect(thread.messages).toHaveLength(2 * turns.length);
    expect(thread.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(turns.map((r) => r.query));
    expect(thread.messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(
      turns.map((r) => r.response),
    );
    expect(await ok(t, `${BASE}/threads/${threadId.toLowerCase()}`)).toEqual(thread);
  });

  it('answers 404 for an unknown thread or one of another project, 400 for a malformed id', async () => {
    const other = await ok<Page>(t, `/v1/analytics/proj_large/assistant?${WEEK}&limit=1`);
    const foreign = other.conversations[0]?.conversationId ?? '';
    expect(await status(`/v1/analytics/proj_large/assistant/threads/${foreign}`)).toBe(200);
    expect(await status(`${BASE}/threads/${foreign}`)).toBe(404);
    expect(await status(`${BASE}/threads/01JNQ00000000000000000000Z`)).toBe(404);
    const bad = await t.call('GET', `${BASE}/threads/thread-1`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('threadId must be a ULID');
  });
});

describe('projects without conversations', () => {
  it('answers 404 where the assistant is absent (the air-gapped project)', async () => {
    const res = await t.call('GET', `/v1/analytics/proj_airgap/assistant?${WEEK}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Assistant conversations are not available for this project' });
  });

  it('keeps caller-stats but answers 404 for conversations and threads when switched off', async () => {
    const row = (await ok<Page>(t, `${BASE}?${WEEK}&limit=1`)).conversations[0];
    t.emu.setFaults({ projectFeatures: { proj_demo: { conversations: 'absent' } } });
    try {
      expect((await ok<{ total: number }>(t, `${BASE}/caller-stats?${WEEK}`)).total).toBeGreaterThan(0);
      const res = await t.call('GET', `${BASE}?${WEEK}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Assistant conversations are not available for this project' });
      expect(await status(`${BASE}/threads/${row?.conversationId ?? ''}`)).toBe(404);
      t.emu.setFaults({ projectFeatures: { proj_demo: { assistant: 'empty' } } });
      expect(await ok(t, `${BASE}?${WEEK}`)).toEqual({ conversations: [], nextCursor: null, hasMore: false });
    } finally {
      t.emu.setFaults({ projectFeatures: {} });
    }
  });
});
