// The assistant's conversations through the client: one page and every page against the
// emulator (as many rows as caller-stats counts), and what it keeps of an answer it does not
// fully know (extra fields, unknown statuses and types, an absent responseType).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import type { AssistantConversation, ServiceClient } from '../../src/client/types.ts';
import { testClient } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { json, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer } from './scripted-server.ts';

const clock = virtualClock(Date.UTC(2026, 10, 21, 12));
const week = { dateFrom: '2026-11-09', dateTo: '2026-11-16' };
let emulator: Emulator;
let server: ScriptedServer | undefined;
const clients: TestClient[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, now: () => clock.now() });
});
afterEach(async () => {
  emulator.resetFaults();
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await emulator?.close();
});

function clientOf(url: string, apiKey?: string): ServiceClient {
  const handle = testClient(url, { ...(apiKey ? { apiKey } : {}), retry: { maxAttempts: 1 } }, clock);
  clients.push(handle);
  return handle.client;
}

describe('assistant conversations against the emulator', () => {
  it('reads one page with its cursor, asking once', async () => {
    const client = clientOf(emulator.url, emulator.keys.demo);
    let attempts = 0;
    const page = await client.assistantConversations(
      'proj_demo',
      { ...week, limit: 20 },
      { beforeAttempt: () => void attempts++ },
    );
    expect(attempts).toBe(1);
    expect(page.conversations).toHaveLength(20);
    expect(page.hasMore).toBe(true);
    expect(page.nextCursor).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    for (const row of page.conversations) {
      expect(['answer', 'clarifying_question']).toContain(row.responseType);
      expect(['answered', 'unanswered']).toContain(row.resolutionStatus);
    }
  });

  it('pages to the end: every row once, as many as caller-stats counts', async () => {
    const client = clientOf(emulator.url, emulator.keys.demo);
    const callers = await client.assistantCallers('proj_demo', week);
    const rows: AssistantConversation[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.assistantConversations('proj_demo', {
        ...week,
        limit: 500,
        ...(cursor ? { cursor } : {}),
      });
      rows.push(...page.conversations);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor !== undefined);
    expect(rows).toHaveLength(callers.total);
    expect(pages).toBe(Math.ceil(callers.total / 500));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('says the service does not offer them where the project switched them off', async () => {
    emulator.setFaults({ projectFeatures: { proj_demo: { conversations: 'absent' } } });
    const client = clientOf(emulator.url, emulator.keys.demo);
    const error = await client.assistantConversations('proj_demo', { ...week, limit: 10 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'not-found' });
    expect((await client.assistantCallers('proj_demo', week)).total).toBeGreaterThan(0);
  });
});

describe('an answer the client does not fully know', () => {
  it('keeps unknown statuses and types as strings, reads an absent responseType as answer, drops extra fields', async () => {
    const row = {
      id: '01JD0000000000000000000001',
      timestamp: '2026-11-10T09:00:00Z',
      query: 'how do i void a label',
      response: 'See Voiding labels.',
      sources: [{ title: 'Voiding labels', url: 'https://docs.example.com/labels/void', rank: 1 }],
      resolutionStatus: 'partially_answered',
      queryCategory: 'labels',
      pageUrl: 'https://docs.example.com/labels?tab=2#void',
      sentiment: 'negative',
    };
    server = await scriptedServer([
      json(200, {
        conversations: [row, { ...row, id: '01JD0000000000000000000002', responseType: 'handoff', pageUrl: null }],
        nextCursor: '01JD0000000000000000000003',
        hasMore: true,
        totalCount: 9,
      }),
    ]);
    const client = clientOf(server.url);
    const page = await client.assistantConversations('proj_1', {
      ...week,
      limit: 2,
      cursor: '01JD0000000000000000000000',
    });
    const { sentiment: _dropped, ...kept } = row;
    expect(page).toEqual({
      conversations: [
        {
          ...kept,
          responseType: 'answer',
          sources: [{ title: 'Voiding labels', url: 'https://docs.example.com/labels/void' }],
        },
        {
          ...kept,
          id: '01JD0000000000000000000002',
          responseType: 'handoff',
          pageUrl: null,
          sources: [{ title: 'Voiding labels', url: 'https://docs.example.com/labels/void' }],
        },
      ],
      nextCursor: '01JD0000000000000000000003',
      hasMore: true,
    });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/analytics/proj_1/assistant?dateFrom=2026-11-09&dateTo=2026-11-16&limit=2&cursor=01JD0000000000000000000000',
    ]);
  });

  it('reads a missing category or page as null', async () => {
    server = await scriptedServer([
      json(200, {
        conversations: [
          { id: 'a', timestamp: 't', query: 'q', response: 'r', sources: [], resolutionStatus: 'unanswered' },
        ],
        nextCursor: null,
        hasMore: false,
      }),
    ]);
    const page = await clientOf(server.url).assistantConversations('proj_1', { ...week, limit: 1 });
    expect(page.conversations).toEqual([
      {
        id: 'a',
        timestamp: 't',
        query: 'q',
        response: 'r',
        responseType: 'answer',
        sources: [],
        resolutionStatus: 'unanswered',
        queryCategory: null,
        pageUrl: null,
      },
    ]);
  });
});
