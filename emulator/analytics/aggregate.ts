// Aggregation of the data set over a window of UTC days, with a small cache so that paging
// through one report does not recompute the window for every page of results.
import type { Project } from '../accounts.ts';
import { hash2, hashString } from '../hash.ts';
import { DAY_MS } from '../time.ts';
import { categoryPages, conversationPage, findThread } from './conversations.ts';
import type { ConversationRow, ConversationSource, Thread } from './conversations.ts';
import { buildModel, dailyVisitors, dayFactors } from './dataset.ts';
import type { ProjectModel } from './dataset.ts';
import { siteOrigin } from './features.ts';
import { filterKey, tallyFeedback } from './feedback-scan.ts';
import type { FeedbackFilter, FeedbackTally } from './feedback-scan.ts';
import { SearchAnswers } from './search-answers.ts';
import { aggregateSearches, buildSearchModel } from './searches.ts';
import type { SearchModel, SearchRow } from './searches.ts';
import { aggregateViews, assistantCallers, assistantDailyTotals } from './views.ts';
import type { CallerStats, ViewCounts, ViewRow } from './views.ts';

export type { FeedbackFilter } from './feedback-scan.ts';

export interface VisitorCounts {
  human: number;
  ai: number;
  total: number;
}

export interface VisitorRow extends VisitorCounts {
  path: string;
}

export interface FeedbackRow {
  path: string;
  thumbsUp: number;
  thumbsDown: number;
  code: number;
  total: number;
}

/** Distinct visitors across the site are fewer than the sum over pages: people read several pages. */
const SITE_DEDUP_HUMAN = 0.58;
const SITE_DEDUP_AI = 0.81;
/** Share of the smaller site-wide audience also counted in the larger one. */
const SITE_OVERLAP = 0.12;

/** Deduplicated union of two audiences: between max(h, a) and h + a. */
function union(human: number, ai: number, overlap: number): number {
  return human + ai - Math.floor(Math.min(human, ai) * overlap);
}

/** Orders rows by total, descending, then by path (code-unit order) so that pages are stable. */
function byTotalThenPath(a: { total: number; path: string }, b: { total: number; path: string }): number {
  if (a.total !== b.total) return b.total - a.total;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

export function aggregateVisitors(
  model: ProjectModel,
  firstDay: number,
  endDay: number,
): { totals: VisitorCounts; rows: VisitorRow[] } {
  const f = dayFactors(firstDay, endDay);
  const rows: VisitorRow[] = [];
  const day = { human: 0, ai: 0 };
  let sumHuman = 0;
  let sumAi = 0;
  let maxHuman = 0;
  let maxAi = 0;
  let maxTotal = 0;
  for (let i = 0; i < model.paths.length; i++) {
    let human = 0;
    let ai = 0;
    for (let k = 0; k < f.days.length; k++) {
      dailyVisitors(model, i, f, k, day);
      human += day.human;
      ai += day.ai;
    }
    if (human + ai === 0) continue;
    const total = union(human, ai, model.overlap[i] ?? 0);
    rows.push({ path: model.paths[i] ?? '', human, ai, total });
    sumHuman += human;
    sumAi += ai;
    maxHuman = Math.max(maxHuman, human);
    maxAi = Math.max(maxAi, ai);
    maxTotal = Math.max(maxTotal, total);
  }
  rows.sort(byTotalThenPath);
  const human = Math.max(maxHuman, Math.round(sumHuman * SITE_DEDUP_HUMAN));
  const ai = Math.max(maxAi, Math.round(sumAi * SITE_DEDUP_AI));
  const total = Math.max(maxTotal, union(human, ai, SITE_OVERLAP));
  return { totals: { human, ai, total }, rows };
}

/** Feedback by page's rows: pages with at least one entry. */
export function feedbackRows(model: ProjectModel, tally: FeedbackTally): FeedbackRow[] {
  const rows: FeedbackRow[] = [];
  for (let i = 0; i < model.paths.length; i++) {
    const total = tally.total[i] ?? 0;
    if (total === 0) continue;
    rows.push({
      path: model.paths[i] ?? '',
      thumbsUp: tally.thumbsUp[i] ?? 0,
      thumbsDown: tally.thumbsDown[i] ?? 0,
      code: tally.code[i] ?? 0,
      total,
    });
  }
  return rows.sort(byTotalThenPath);
}

/** Keeps the page models and the most recent aggregations. */
export class AnalyticsData {
  readonly #seed: number;
  readonly #models = new Map<string, ProjectModel>();
  readonly #searchModels = new Map<string, SearchModel>();
  readonly #conversationSources = new Map<string, ConversationSource>();
  readonly #results = new Map<string, unknown>();
  static readonly #MAX_RESULTS = 24;

  readonly #answers: SearchAnswers;

  /** `answers`: fixes published for search terms (the control API's `/answers`). */
  constructor(seed: number, answers = new SearchAnswers()) {
    this.#seed = seed;
    this.#answers = answers;
  }

  model(project: Project): ProjectModel {
    let model = this.#models.get(project.id);
    if (!model) {
      model = buildModel(this.#seed, project.id, project.pageCount, project.feedbackScale, project.questionScale);
      this.#models.set(project.id, model);
    }
    return model;
  }

  #memo<T>(key: string, compute: () => T): T {
    if (this.#results.has(key)) {
      const hit = this.#results.get(key) as T;
      this.#results.delete(key);
      this.#results.set(key, hit);
      return hit;
    }
    const value = compute();
    this.#results.set(key, value);
    if (this.#results.size > AnalyticsData.#MAX_RESULTS) {
      const oldest = this.#results.keys().next().value;
      if (oldest !== undefined) this.#results.delete(oldest);
    }
    return value;
  }

  visitors(project: Project, firstDay: number, endDay: number): { totals: VisitorCounts; rows: VisitorRow[] } {
    return this.#memo(`v|${project.id}|${firstDay}|${endDay}`, () =>
      aggregateVisitors(this.model(project), firstDay, endDay),
    );
  }

  feedback(project: Project, firstDay: number, endDay: number, filter: FeedbackFilter): FeedbackRow[] {
    return this.#memo(`f|${project.id}|${firstDay}|${endDay}|${filterKey(filter)}`, () =>
      feedbackRows(this.model(project), this.feedbackTally(project, firstDay, endDay, filter)),
    );
  }

  /** One walk over the events serves both feedback endpoints. */
  feedbackTally(project: Project, firstDay: number, endDay: number, filter: FeedbackFilter): FeedbackTally {
    return this.#memo(`t|${project.id}|${firstDay}|${endDay}|${filterKey(filter)}`, () =>
      tallyFeedback(this.model(project), firstDay, endDay, filter),
    );
  }

  searchModel(project: Project): SearchModel {
    let search = this.#searchModels.get(project.id);
    if (!search) {
      search = buildSearchModel(this.#seed, project.id, this.model(project));
      this.#searchModels.set(project.id, search);
    }
    return search;
  }

  searches(project: Project, firstDay: number, endDay: number): { rows: SearchRow[]; totalSearches: number } {
    // Keyed on the answers too: an answer set after a window was cached takes effect at once.
    return this.#memo(`s|${project.id}|${firstDay}|${endDay}|${this.#answers.keyFor(project.id)}`, () =>
      aggregateSearches(
        this.searchModel(project),
        this.model(project),
        firstDay,
        endDay,
        this.#answers.forProject(project.id),
      ),
    );
  }

  views(project: Project, firstDay: number, endDay: number): { totals: ViewCounts; rows: ViewRow[] } {
    return this.#memo(`w|${project.id}|${firstDay}|${endDay}`, () =>
      aggregateViews(this.model(project), firstDay, endDay),
    );
  }

  assistant(project: Project, firstDay: number, endDay: number): CallerStats {
    return assistantCallers(this.#seed, project.id, this.model(project), firstDay, endDay);
  }

  #conversationSource(project: Project): ConversationSource {
    let source = this.#conversationSources.get(project.id);
    if (!source) {
      const model = this.model(project);
      const key = hash2(this.#seed ^ 0xc0417, hashString(project.id));
      source = { key, model, pagesByCategory: categoryPages(model), origin: siteOrigin(project) };
      this.#conversationSources.set(project.id, source);
    }
    return source;
  }

  /** Questions to the assistant on each day of a window: caller-stats' total day by day. */
  #questionsOn(project: Project, firstDay: number, endDay: number): (day: number) => number {
    const totals = this.#memo(`q|${project.id}|${firstDay}|${endDay}`, () =>
      assistantDailyTotals(this.#seed, project.id, this.model(project), firstDay, endDay),
    );
    return (day) => totals[day - firstDay] ?? 0;
  }

  conversations(
    project: Project,
    window: { firstDay: number; endDay: number },
    offset: number,
    limit: number,
  ): { rows: ConversationRow[]; total: number } {
    const countOf = this.#questionsOn(project, window.firstDay, window.endDay);
    return conversationPage(this.#conversationSource(project), countOf, window, offset, limit);
  }

  thread(project: Project, threadId: string, timeMs: number, today: number): Thread | undefined {
    const day = Math.floor(timeMs / DAY_MS);
    const countOf = this.#questionsOn(project, day, day + 1);
    return findThread(this.#conversationSource(project), countOf, threadId, timeMs, today);
  }
}
