import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});

interface ErrorBody {
  error: string;
  details?: { message: string }[];
}

async function problems(endpoint: 'visitors' | 'feedback/by-page', query: string): Promise<string[] | 'ok'> {
  // A short window keeps valid requests cheap (an open-ended one covers years of data).
  const window = query.includes('dateFrom=') ? '' : 'dateFrom=2025-03-05&';
  const res = await t.call('GET', `/v1/analytics/proj_demo/${endpoint}?${window}${query}`);
  if (res.status === 200) return 'ok';
  expect(res.status).toBe(400);
  const body = res.body as ErrorBody;
  expect(body.error).toBe('Invalid query parameters');
  return (body.details ?? []).map((d) => d.message);
}

describe('visitors parameters', () => {
  it.each([
    ['0', false],
    ['1', true],
    ['250', true],
    ['251', false],
    ['1.5', false],
    ['abc', false],
    ['', false],
    ['-3', false],
  ])('limit=%s valid: %s', async (limit, valid) => {
    const result = await problems('visitors', `limit=${limit}`);
    expect(result).toEqual(valid ? 'ok' : ['limit must be an integer between 1 and 250']);
  });

  it.each([
    ['0', true],
    ['9999', true],
    ['-1', false],
    ['2.5', false],
    ['x', false],
  ])('offset=%s valid: %s', async (offset, valid) => {
    const result = await problems('visitors', `offset=${offset}`);
    expect(result).toEqual(valid ? 'ok' : ['offset must be an integer greater than or equal to 0']);
  });
});

describe('feedback parameters', () => {
  it.each([
    ['0', false],
    ['1', true],
    ['100', true],
    ['101', false],
    ['2.5', true],
    ['ten', false],
  ])('limit=%s valid: %s', async (limit, valid) => {
    const result = await problems('feedback/by-page', `limit=${limit}`);
    expect(result).toEqual(valid ? 'ok' : ['limit must be a number between 1 and 100']);
  });

  it.each(['code_snippet', 'contextual', 'agent', 'thumbs_only'])('accepts source=%s', async (source) => {
    expect(await problems('feedback/by-page', `source=${source}`)).toBe('ok');
  });

  it.each(['thumbs', 'code_snippet,agent', 'CODE_SNIPPET', ''])('refuses source=%s', async (source) => {
    expect(await problems('feedback/by-page', `source=${source}`)).toEqual([
      'source must be one of code_snippet, contextual, agent, thumbs_only',
    ]);
  });

  it.each(['pending', 'pending,resolved', 'in_progress,dismissed,resolved,pending'])(
    'accepts status=%s',
    async (status) => {
      expect(await problems('feedback/by-page', `status=${status}`)).toBe('ok');
    },
  );

  it.each(['open', 'pending,', 'pending,closed', ''])('refuses status=%s', async (status) => {
    expect(await problems('feedback/by-page', `status=${status}`)).toEqual([
      'status must be a comma-separated list of pending, in_progress, resolved, dismissed',
    ]);
  });
});

describe('dates', () => {
  it.each([
    '2025-03-01',
    '2025-03-01T00:00:00Z',
    '2025-03-01T10:30Z',
    '2025-03-01T10:30:00.250+02:00',
    '2025-03-01T10:30:00-0500',
  ])('accepts dateFrom=%s', async (date) => {
    expect(await problems('visitors', `dateFrom=${encodeURIComponent(date)}`)).toBe('ok');
  });

  it.each(['2025-02-30', '2025/03/01', '03/01/2025', 'yesterday', '2025-03-01T25:00Z', '2025-3-1', ''])(
    'refuses dateTo=%s',
    async (date) => {
      expect(await problems('feedback/by-page', `dateTo=${encodeURIComponent(date)}`)).toEqual([
        'dateTo must be an ISO 8601 date (YYYY-MM-DD) or date-time',
      ]);
    },
  );

  it('refuses dateFrom equal to or after dateTo', async () => {
    const message = 'dateFrom must be before dateTo (dateTo is exclusive)';
    expect(await problems('visitors', 'dateFrom=2025-03-05&dateTo=2025-03-05')).toEqual([message]);
    expect(await problems('feedback/by-page', 'dateFrom=2025-03-06&dateTo=2025-03-05')).toEqual([message]);
  });
});

describe('all problems at once', () => {
  it('lists every invalid parameter of visitors in details', async () => {
    const result = await problems('visitors', 'limit=0&offset=-1&dateFrom=nope&dateTo=2025-13-01');
    expect(result).toEqual(
      expect.arrayContaining([
        'limit must be an integer between 1 and 250',
        'offset must be an integer greater than or equal to 0',
        'dateFrom must be an ISO 8601 date (YYYY-MM-DD) or date-time',
        'dateTo must be an ISO 8601 date (YYYY-MM-DD) or date-time',
      ]),
    );
    expect(result).toHaveLength(4);
  });

  it('lists every invalid parameter of feedback in details, ignoring unknown ones', async () => {
    const result = await problems(
      'feedback/by-page',
      'limit=500&source=x&status=y&dateFrom=2025-03-02&dateTo=2025-03-01&offset=10&foo=bar',
    );
    expect(result).toEqual([
      'dateFrom must be before dateTo (dateTo is exclusive)',
      'limit must be a number between 1 and 100',
      'source must be one of code_snippet, contextual, agent, thumbs_only',
      'status must be a comma-separated list of pending, in_progress, resolved, dismissed',
    ]);
  });

  it('refuses a parameter given twice', async () => {
    expect(await problems('visitors', 'limit=5&limit=6')).toEqual(['limit must be given at most once']);
  });
});
