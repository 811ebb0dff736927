// The further analytics calls: what they send, what they keep of an answer (never a reader's contact
// address or a code snippet), and what a 404 and a 400 say.
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/client/types.ts';
import type { ServiceClient } from '../../src/client/types.ts';
import { testClient } from './fixtures.ts';
import type { TestClient } from './fixtures.ts';
import { json, raw, scriptedServer } from './scripted-server.ts';
import type { ScriptedServer, Step } from './scripted-server.ts';

let server: ScriptedServer | undefined;
let handle: TestClient | undefined;
afterEach(async () => {
  await handle?.close();
  await server?.close();
  server = handle = undefined;
});

const week = { dateFrom: '2026-11-01', dateTo: '2026-11-08' };
const CONTACT = 'reader.name@example.org';

async function against(steps: Step[]): Promise<ServiceClient> {
  server = await scriptedServer(steps);
  handle = testClient(server.url, { retry: { maxAttempts: 1 } });
  return handle.client;
}

describe('feedback entries', () => {
  it('sends the cursor and filters, and keeps neither the contact address nor the code', async () => {
    const client = await against([
      json(200, {
        feedback: [
          {
            id: 'fb_1',
            path: '/guides/start',
            comment: 'Unclear',
            createdAt: '2026-11-02T10:00:00Z',
            source: 'contextual',
            status: 'pending',
            helpful: false,
            contact: CONTACT,
            anchor: '#step-2',
          },
          {
            id: 'fb_2',
            path: '/api',
            comment: null,
            createdAt: null,
            source: 'code_snippet',
            status: 'resolved',
            code: 'secret()',
            filename: 'app.ts',
            lang: 'ts',
          },
          { id: 'fb_3', path: '/api', comment: 'x', createdAt: null, source: 'brand_new_source', status: 'triaged' },
        ],
        nextCursor: 'c2',
        hasMore: true,
      }),
    ]);
    const page = await client.feedbackEntries('proj_1', {
      ...week,
      limit: 100,
      cursor: 'c1',
      source: 'contextual',
      status: ['pending', 'resolved'],
    });
    expect(server?.requests[0]?.url).toBe(
      '/v1/analytics/proj_1/feedback?dateFrom=2026-11-01&dateTo=2026-11-08&limit=100&cursor=c1&source=contextual&status=pending,resolved',
    );
    expect(page).toEqual({
      feedback: [
        {
          id: 'fb_1',
          path: '/guides/start',
          comment: 'Unclear',
          createdAt: '2026-11-02T10:00:00Z',
          source: 'contextual',
          status: 'pending',
          helpful: false,
        },
        {
          id: 'fb_2',
          path: '/api',
          comment: null,
          createdAt: null,
          source: 'code_snippet',
          status: 'resolved',
          filename: 'app.ts',
          lang: 'ts',
        },
        { id: 'fb_3', path: '/api', comment: 'x', createdAt: null, source: 'brand_new_source', status: 'triaged' },
      ],
      nextCursor: 'c2',
      hasMore: true,
    });
    expect(JSON.stringify(page)).not.toContain(CONTACT);
  });

  it('does not quote a body that is not JSON, since it may hold a contact address', async () => {
    const client = await against([raw(200, `{"feedback":[{"contact":"${CONTACT}"`)]);
    const error = await client.feedbackEntries('proj_1', { ...week, limit: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).message).toContain('the body is not JSON');
    expect((error as ServiceError).message).not.toContain(CONTACT);
  });
});

describe('searches, views, assistant', () => {
  it('reads each answer, tolerating extra fields', async () => {
    const client = await against([
      json(200, {
        searches: [
          { searchQuery: 'refund', hits: 40, ctr: 0.05, topClickedPage: null, lastSearchedAt: '2026-11-02', x: 1 },
        ],
        totalSearches: 120,
        nextCursor: null,
      }),
      json(200, { totals: { human: 5, ai: 2, total: 7 }, views: [], hasMore: false, extra: true }),
      json(200, { web: 3, api: 2, other: 1, total: 6, byDay: [] }),
    ]);
    expect(await client.searches('proj_1', { ...week, limit: 100 })).toEqual({
      searches: [{ searchQuery: 'refund', hits: 40, ctr: 0.05, topClickedPage: null, lastSearchedAt: '2026-11-02' }],
      totalSearches: 120,
      nextCursor: null,
    });
    expect(await client.views('proj_1', { ...week, limit: 1, offset: 0 })).toEqual({
      totals: { human: 5, ai: 2, total: 7 },
      views: [],
      hasMore: false,
    });
    expect(await client.assistantCallers('proj_1', week)).toEqual({ web: 3, api: 2, other: 1, total: 6 });
    expect(server?.requests.map((r) => r.url)).toEqual([
      '/v1/analytics/proj_1/searches?dateFrom=2026-11-01&dateTo=2026-11-08&limit=100',
      '/v1/analytics/proj_1/views?dateFrom=2026-11-01&dateTo=2026-11-08&limit=1&offset=0',
      '/v1/analytics/proj_1/assistant/caller-stats?dateFrom=2026-11-01&dateTo=2026-11-08',
    ]);
  });

  const calls: [string, (c: ServiceClient) => Promise<unknown>][] = [
    ['feedback entries', (c) => c.feedbackEntries('proj_1', { ...week, limit: 100 })],
    ['searches', (c) => c.searches('proj_1', { ...week, limit: 100 })],
    ['views', (c) => c.views('proj_1', { ...week, limit: 1, offset: 0 })],
    ['assistant', (c) => c.assistantCallers('proj_1', week)],
    ['assistant conversations', (c) => c.assistantConversations('proj_1', { ...week, limit: 100 })],
  ];

  it.each(calls)(
    '%s: a 404 says the service does not offer it, not that the project is unknown',
    async (_name, call) => {
      const client = await against([json(404, { error: 'Not available for this project' })]);
      const error = (await call(client).catch((e: unknown) => e)) as ServiceError;
      expect(error.reason).toBe('not-found');
      expect(error.message).toContain('404 Not Found: Not available for this project');
      expect(error.message).toContain('The service does not offer this for the project');
      expect(error.message).not.toContain('check project-id');
    },
  );

  it.each(calls)('%s: a 400 names what the service says to fix', async (_name, call) => {
    const client = await against([
      json(400, { error: 'Invalid query parameters', details: [{ message: 'cursor is not valid for this query' }] }),
    ]);
    const error = (await call(client).catch((e: unknown) => e)) as ServiceError;
    expect(error.reason).toBe('bad-request');
    expect(error.message).toContain('400 Bad Request: Invalid query parameters; cursor is not valid for this query');
  });
});
