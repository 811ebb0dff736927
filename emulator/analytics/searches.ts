// Search terms of a project: a model of terms (expected daily hits, click-through, the page
// clicked most) and its aggregation over a window. Deterministic in (seed, project, term,
// day), like the page data.
import { hash2, hash3, hashString, unit } from '../hash.ts';
import { DAY_MS, rfc3339 } from '../time.ts';
import { dayFactors } from './dataset.ts';
import type { ProjectModel } from './dataset.ts';
import { answerOn } from './search-answers.ts';
import type { TermAnswer } from './search-answers.ts';
import { HEAD_TERMS, tailTerm } from './search-terms.ts';

export interface SearchModel {
  terms: string[];
  key: Uint32Array;
  /** Expected hits on an ordinary weekday. */
  dailyHits: Float64Array;
  /** Share of hits whose results get a click. */
  ctr: Float64Array;
  /** Index of the page clicked most, -1 when no result answers the term. */
  page: Int32Array;
}

export interface SearchRow {
  searchQuery: string;
  hits: number;
  ctr: number;
  topClickedPage: string | null;
  lastSearchedAt: string;
}

/** Searches a day per human visitor of a typical weekday. */
const SEARCHES_PER_VISITOR = 0.05;
const MAX_TAIL_TERMS = 12_000;
/** Zipf exponent and offset of the tail's popularity. */
const TAIL_EXPONENT = 1.07;
const TAIL_OFFSET = 10;

/** The first few pages whose path contains `fragment`, found once per fragment. */
function pageFinder(model: ProjectModel): (fragment: string) => number[] {
  const found = new Map<string, number[]>();
  return (fragment) => {
    let pages = found.get(fragment);
    if (!pages) {
      pages = [];
      for (let i = 0; i < model.paths.length && pages.length < 6; i++) {
        if (model.paths[i]?.includes(fragment)) pages.push(i);
      }
      found.set(fragment, pages);
    }
    return pages;
  };
}

export function buildSearchModel(seed: number, projectId: string, model: ProjectModel): SearchModel {
  const base = hash2(seed ^ 0x5ea2c4, hashString(projectId));
  const siteSearches = model.humans.reduce((sum, h) => sum + h, 0) * SEARCHES_PER_VISITOR;
  const headShare = HEAD_TERMS.reduce((sum, t) => sum + t.share, 0);
  const pathIndex = new Map(model.paths.map((path, i) => [path, i]));
  const pagesAbout = pageFinder(model);

  const terms: string[] = [];
  const share: number[] = [];
  const ctr: number[] = [];
  const page: number[] = [];
  for (const head of HEAD_TERMS) {
    terms.push(head.term);
    share.push(head.share);
    ctr.push(head.ctr);
    page.push(head.page === null ? -1 : (pathIndex.get(head.page) ?? -1));
  }
  const seen = new Set(terms);
  const tailCount = Math.min(MAX_TAIL_TERMS, Math.round(model.paths.length * 1.2));
  const tail: { term: string; ctr: number; page: number }[] = [];
  // The vocabulary bounds the distinct terms: stop trying after a few rounds of repeats.
  for (let k = 0; tail.length < tailCount && k < tailCount * 4; k++) {
    const h = hash3(base, k, 0x7e2);
    const t = tailTerm(h);
    if (seen.has(t.term)) continue;
    seen.add(t.term);
    const candidates = pagesAbout(t.about);
    const roll = unit(hash2(h, 1));
    // About one term in seven is a content gap: rare clicks, or no result worth clicking.
    const noAnswer = roll < 0.06 || candidates.length === 0;
    const rate = roll < 0.14 ? 0.005 + 0.055 * unit(hash2(h, 2)) : 0.25 + 0.6 * unit(hash2(h, 2));
    tail.push({
      term: t.term,
      ctr: noAnswer ? 0 : t.typo ? rate * 0.4 : rate,
      page: noAnswer ? -1 : (candidates[hash2(h, 3) % candidates.length] ?? -1),
    });
  }
  const zipf = tail.map((_, r) => 1 / Math.pow(r + TAIL_OFFSET, TAIL_EXPONENT));
  const zipfSum = zipf.reduce((sum, w) => sum + w, 0) || 1;
  tail.forEach((t, r) => {
    terms.push(t.term);
    share.push(((1 - headShare) * (zipf[r] ?? 0)) / zipfSum);
    ctr.push(t.ctr);
    page.push(t.page);
  });
  return {
    terms,
    key: Uint32Array.from(terms, (term) => hash2(base, hashString(term))),
    dailyHits: Float64Array.from(share, (s) => s * siteSearches),
    ctr: Float64Array.from(ctr),
    page: Int32Array.from(page),
  };
}

/** Orders rows by hits, descending, then by term (code-unit order) so that pages are stable. */
function byHitsThenTerm(a: SearchRow, b: SearchRow): number {
  if (a.hits !== b.hits) return b.hits - a.hits;
  return a.searchQuery < b.searchQuery ? -1 : a.searchQuery > b.searchQuery ? 1 : 0;
}

/** One term's day: its hits (dithered) and how many clicked at `rate`; the same dice whatever the rate. */
interface TermDay {
  hits: number;
  clicks: number;
  hash: number;
}

function drawDay(key: number, day: number, expected: number, rate: number, out: TermDay): void {
  const x = hash2(key, day);
  const y = Math.imul(x, 0x9e3779b1) >>> 0;
  // Dithered rounding, as for visitors: rare terms turn up now and then, at their average.
  out.hits = Math.floor(expected * (0.7 + 0.6 * ((x & 0xffff) / 65536)) + (y & 0xffff) / 65536);
  out.clicks = Math.min(
    out.hits,
    Math.floor(out.hits * rate * (0.8 + 0.4 * ((x >>> 16) / 65536)) + (y >>> 16) / 65536),
  );
  out.hash = x;
}

/**
 * A term's clicks and the page clicked most (the first of equals, its own page first; null when nothing was clicked).
 * A term nothing answered gets no clicks on its own page, whatever its rate says.
 */
function clicksOf(
  ownPath: string | null,
  ownClicks: number,
  answered: Map<string, number> | undefined,
): { clicks: number; top: string | null } {
  const own = ownPath === null ? 0 : ownClicks;
  if (!answered) return { clicks: own, top: own > 0 ? ownPath : null };
  const byPage = new Map(ownPath === null ? [] : [[ownPath, own]]);
  for (const [page, clicks] of answered) byPage.set(page, (byPage.get(page) ?? 0) + clicks);
  let top: string | null = null;
  let most = 0;
  let clicks = 0;
  for (const [page, count] of byPage) {
    clicks += count;
    if (count > most) [top, most] = [page, count];
  }
  return { clicks, top };
}

/**
 * The terms searched in [firstDay, endDay). A term with `answers` (fixes published for it) clicks, from each answer's
 * first day on, at the answer's rate on the answer's page; the days before keep the term's own rate and page.
 */
export function aggregateSearches(
  search: SearchModel,
  model: ProjectModel,
  firstDay: number,
  endDay: number,
  answers: readonly TermAnswer[] = [],
): { rows: SearchRow[]; totalSearches: number } {
  const f = dayFactors(firstDay, endDay);
  const answersOf = new Map<string, TermAnswer[]>();
  for (const answer of answers) answersOf.set(answer.term, [...(answersOf.get(answer.term) ?? []), answer]);
  const rows: SearchRow[] = [];
  const today: TermDay = { hits: 0, clicks: 0, hash: 0 };
  let totalSearches = 0;
  for (let t = 0; t < search.terms.length; t++) {
    const expected = search.dailyHits[t] ?? 0;
    const ownPage = search.page[t] ?? -1;
    const ownPath = ownPage < 0 ? null : (model.paths[ownPage] ?? null);
    const termAnswers = answersOf.get(search.terms[t] ?? '');
    // Clicks on the term's own page; on the answers' pages, only for a term with answers (kept out of the hot path).
    const byPage = termAnswers ? new Map<string, number>() : undefined;
    let ownClicks = 0;
    let hits = 0;
    let lastDay = -1;
    let lastHash = 0;
    for (let k = 0; k < f.days.length; k++) {
      const day = f.days[k] ?? 0;
      const answer = termAnswers && answerOn(termAnswers, day);
      drawDay(search.key[t] ?? 0, day, expected * (f.human[k] ?? 1), answer ? answer.ctr : (search.ctr[t] ?? 0), today);
      if (today.hits === 0) continue;
      hits += today.hits;
      if (answer) byPage?.set(answer.page, (byPage.get(answer.page) ?? 0) + today.clicks);
      else ownClicks += today.clicks;
      lastDay = day;
      lastHash = today.hash;
    }
    if (hits === 0) continue;
    totalSearches += hits;
    const { clicks, top } = clicksOf(ownPath, ownClicks, byPage);
    rows.push({
      searchQuery: search.terms[t] ?? '',
      hits,
      ctr: Math.round((clicks / hits) * 10_000) / 10_000,
      topClickedPage: top,
      lastSearchedAt: rfc3339(lastDay * DAY_MS + Math.floor(unit(hash2(lastHash, 5)) * DAY_MS)),
    });
  }
  return { rows: rows.sort(byHitsThenTerm), totalSearches };
}

/**
 * The answer with `ctr` on the project's scale: as computed (a fraction, four decimals), or as a
 * percentage (two decimals), as a client of the live API describes it. Applied as the answer leaves,
 * so the cached windows stay fractions.
 */
export function withCtrScale(
  answer: { rows: SearchRow[]; totalSearches: number },
  scale: 'fraction' | 'percentage',
): { rows: SearchRow[]; totalSearches: number } {
  if (scale === 'fraction') return answer;
  return { ...answer, rows: answer.rows.map((row) => ({ ...row, ctr: Math.round(row.ctr * 10_000) / 100 })) };
}
