// A fix published for a search term (`/_emulator/answers`): from its day on the term clicks at the answered rate on
// the answering page; the days before stay as they were, a window across the day mixes both, day by day.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_TERMS } from '../../emulator/analytics/search-terms.ts';
import { allSearches, WEEK } from './analytics-more-helpers.ts';
import type { SearchesPage, SearchRow } from './analytics-more-helpers.ts';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterEach(async () => {
  await control('DELETE', '/answers');
});
afterAll(async () => {
  await t.emu.close();
});

async function control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${t.emu.url}/_emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The week before 2025-03-05 (the answers' day below), the week from it, and a window across it. */
const BEFORE = 'dateFrom=2025-02-26&dateTo=2025-03-05';
const AFTER = WEEK;
const ACROSS = 'dateFrom=2025-03-01&dateTo=2025-03-09';
const FIRST_PART = 'dateFrom=2025-03-01&dateTo=2025-03-05';
const SECOND_PART = 'dateFrom=2025-03-05&dateTo=2025-03-09';

async function rows(query: string, project = 'proj_demo'): Promise<SearchRow[]> {
  if (project === 'proj_demo') return (await allSearches(t, project, query)).flatMap((page) => page.searches);
  // Another organization's project, read with its key: its first hundred terms are enough here.
  const res = await t.call('GET', `/v1/analytics/${project}/searches?${query}&limit=100`, { key: t.emu.keys.starter });
  expect(res.status).toBe(200);
  return (res.body as SearchesPage).searches;
}

async function row(term: string, query: string, project = 'proj_demo'): Promise<SearchRow> {
  const found = (await rows(query, project)).find((r) => r.searchQuery === term);
  if (!found) throw new Error(`no ${term} in ${query}`);
  return found;
}

/** Clicks are ctr × hits, ctr having four decimals: exact while a term has fewer than 5,000 hits. */
const clicks = (r: SearchRow): number => Math.round(r.ctr * r.hits);

describe('a fix published for a search term', () => {
  it('from its day on the term clicks at the answered rate on its page; before, nothing changed', async () => {
    // Both weeks asked for first, so that they are cached when the answer comes.
    const before = await rows(BEFORE);
    const after = await rows(AFTER);
    const gap = after.find((r) => r.searchQuery === 'refund');
    expect(gap?.ctr).toBeLessThan(0.1);

    const set = await control('POST', '/answers', { term: 'refund', from: '2025-03-05', page: '/guides/refunds' });
    expect(set).toEqual({
      status: 200,
      body: { answers: [{ term: 'refund', from: '2025-03-05', project: null, ctr: 0.65, page: '/guides/refunds' }] },
    });

    expect(await rows(BEFORE)).toEqual(before);
    const answered = await rows(AFTER);
    const refund = answered.find((r) => r.searchQuery === 'refund');
    expect(refund?.hits).toBe(gap?.hits);
    expect(refund?.topClickedPage).toBe('/guides/refunds');
    expect(refund?.ctr).toBeGreaterThanOrEqual(0.5);
    expect(refund?.ctr).toBeLessThanOrEqual(0.8);
    // Every other term as it was.
    expect(answered.filter((r) => r.searchQuery !== 'refund')).toEqual(after.filter((r) => r.searchQuery !== 'refund'));
  });

  it('a window across the day mixes both, day by day', async () => {
    const gapPage = (await row('refund', FIRST_PART)).topClickedPage;
    await control('POST', '/answers', { term: 'refund', from: '2025-03-05', ctr: 0.7, page: '/guides/refunds' });
    const [across, first, second] = [
      await row('refund', ACROSS),
      await row('refund', FIRST_PART),
      await row('refund', SECOND_PART),
    ];
    expect(first.topClickedPage).toBe(gapPage);
    expect(second.topClickedPage).toBe('/guides/refunds');
    expect(across.hits).toBe(first.hits + second.hits);
    expect(clicks(across)).toBe(clicks(first) + clicks(second));
    expect(across.ctr).toBeGreaterThan(first.ctr);
    expect(across.ctr).toBeLessThan(second.ctr);
    expect(across.topClickedPage).toBe('/guides/refunds');
  });

  it('a term nothing answered gets a page of its own; another project, or one named, is left alone', async () => {
    const elsewhere = await rows(AFTER, 'proj_starter');
    expect(elsewhere.find((r) => r.searchQuery === 'sso')).toMatchObject({ ctr: 0, topClickedPage: null });
    await control('POST', '/answers', { term: 'sso', from: '2025-03-05', project: 'proj_demo' });
    const sso = await row('sso', AFTER);
    expect([sso.topClickedPage, sso.ctr >= 0.5]).toEqual(['/guides/sso', true]);
    expect(await rows(AFTER, 'proj_starter')).toEqual(elsewhere);
    expect((await control('GET', '')).body).toMatchObject({
      searchAnswers: [{ term: 'sso', from: '2025-03-05', project: 'proj_demo', ctr: 0.65, page: '/guides/sso' }],
    });
  });

  it('a later fix takes over from its own day; the same term, project and day is replaced', async () => {
    await control('POST', '/answers', { term: 'pricing', from: '2025-03-01', ctr: 0.2 });
    await control('POST', '/answers', { term: 'pricing', from: '2025-03-05', ctr: 0.3 });
    await control('POST', '/answers', { term: 'pricing', from: '2025-03-05', ctr: 0.75, page: '/pricing' });
    const listed = (await control('GET', '/answers')).body as { answers: { ctr: number }[] };
    expect(listed.answers.map((a) => a.ctr)).toEqual([0.2, 0.75]);
    expect((await row('pricing', FIRST_PART)).ctr).toBeLessThan(0.35);
    expect(await row('pricing', SECOND_PART)).toMatchObject({ topClickedPage: '/pricing' });
    expect((await row('pricing', SECOND_PART)).ctr).toBeGreaterThan(0.55);
  });

  it('DELETE clears every answer and restores the figures', async () => {
    const original = await rows(AFTER);
    await control('POST', '/answers', { term: 'refund', from: '2025-03-05' });
    expect(await rows(AFTER)).not.toEqual(original);
    expect(await control('DELETE', '/answers')).toEqual({ status: 200, body: { answers: [] } });
    expect((await control('GET', '/answers')).body).toEqual({ answers: [] });
    expect(await rows(AFTER)).toEqual(original);
  });

  it('startEmulator has the same as methods; an invalid answer throws with its problems', () => {
    t.emu.answerSearch({ term: 'graphql', from: '2025-03-05', ctr: 0.6 });
    expect(t.emu.searchAnswers()).toEqual([
      { term: 'graphql', from: '2025-03-05', project: null, ctr: 0.6, page: '/guides/graphql' },
    ]);
    expect(() => t.emu.answerSearch({ term: 'graphql', from: 'tomorrow' })).toThrow(/from: must be a date/);
    t.emu.clearSearchAnswers();
    expect(t.emu.searchAnswers()).toEqual([]);
  });
});

describe('an invalid answer', () => {
  it.each([
    ['no term', { from: '2025-03-05' }, 'term'],
    ['no day', { term: 'refund' }, 'from'],
    ['a day that is not one', { term: 'refund', from: '2025-02-30' }, 'from: is no day of the calendar'],
    ['a date-time', { term: 'refund', from: '2025-03-05T00:00:00Z' }, 'from: must be a date YYYY-MM-DD'],
    ['a rate above 1', { term: 'refund', from: '2025-03-05', ctr: 1.5 }, 'ctr'],
    ['a rate as text', { term: 'refund', from: '2025-03-05', ctr: '0.6' }, 'ctr'],
    ['a page without its /', { term: 'refund', from: '2025-03-05', page: 'guides/refunds' }, 'page: must be a page'],
    ['an unknown project', { term: 'refund', from: '2025-03-05', project: 'proj_nope' }, 'project: no project'],
    ['a term in another case', { term: 'Refund', from: '2025-03-05' }, 'term: "Refund" is not a search term'],
    ['a field it does not know', { term: 'refund', from: '2025-03-05', when: 'now' }, 'answer:'],
    ['an array', [], 'answer:'],
  ])('%s: 400 naming the field', async (_, body, named) => {
    const answer = await control('POST', '/answers', body);
    expect(answer.status).toBe(400);
    const details = (answer.body as { details: { message: string }[] }).details.map((d) => d.message).join('\n');
    expect(details).toContain(named);
    expect((await control('GET', '/answers')).body).toEqual({ answers: [] });
  });

  it('a body that is not JSON: 400 with the shape expected', async () => {
    const answer = await control('POST', '/answers', '{"term": "refund"');
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain('"from": "YYYY-MM-DD"');
  });

  it('a term of one project only: accepted for that project, refused for every project', async () => {
    const head = new Set(HEAD_TERMS.map((h) => h.term));
    const tail = (await rows(AFTER)).find((r) => r.hits >= 10 && r.ctr < 0.1 && !head.has(r.searchQuery));
    const term = tail?.searchQuery ?? '';
    expect((await control('POST', '/answers', { term, from: '2025-03-05' })).status).toBe(400);
    expect((await control('POST', '/answers', { term, from: '2025-03-05', project: 'proj_demo' })).status).toBe(200);
    expect((await row(term, AFTER)).ctr).toBeGreaterThanOrEqual(0.5);
  });
});
