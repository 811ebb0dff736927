// The analytics data set: deterministic in (seed, project, page, day). Nothing is stored
// per day: daily visitors and feedback events are recomputed from hashes when asked, so
// any date has data and memory stays small.
import { hash2, hash3, hashString, unit } from '../hash.ts';
import { generatePages, HEAD_PAGES } from './paths.ts';

export type FeedbackSource = 'code_snippet' | 'contextual' | 'agent' | 'thumbs_only';
export type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed';

export const FEEDBACK_SOURCES: readonly FeedbackSource[] = ['code_snippet', 'contextual', 'agent', 'thumbs_only'];
export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = ['pending', 'in_progress', 'resolved', 'dismissed'];

/** Per-page traffic parameters, stored column-wise for fast loops. */
export interface ProjectModel {
  paths: string[];
  /** Hash key of each page. */
  key: Uint32Array;
  /** Typical weekday human visitors. */
  humans: Float64Array;
  /** AI visitors relative to human ones. */
  aiShare: Float64Array;
  /** Share of the smaller audience also counted in the larger one (deduplicated in `total`). */
  overlap: Float64Array;
  /** Seasonal trend: amplitude (0 = flat), period in days, phase 0..1. */
  trendAmplitude: Float64Array;
  trendPeriod: Float64Array;
  trendPhase: Float64Array;
  /** Feedback entries per human visitor, and agent feedback per AI visitor. */
  feedbackRate: Float64Array;
  agentRate: Float64Array;
  /** Share of human feedback that is about code snippets. */
  codeShare: Float64Array;
  /** Share of thumbs that point down. */
  thumbsDownShare: Float64Array;
  /** Multiplies the questions put to the assistant (1: the usual share of visitors who ask). */
  questionScale: number;
}

const SECTION_SHAPE: Record<string, { weight: number; ai: number; code: number }> = {
  head: { weight: 1, ai: 0.3, code: 0.15 },
  sdk: { weight: 0.8, ai: 0.55, code: 0.45 },
  api: { weight: 1.4, ai: 0.7, code: 0.4 },
  guides: { weight: 1, ai: 0.25, code: 0.2 },
  integrations: { weight: 0.9, ai: 0.2, code: 0.15 },
  help: { weight: 0.7, ai: 0.15, code: 0.05 },
  tutorials: { weight: 0.8, ai: 0.2, code: 0.3 },
  locale: { weight: 0.4, ai: 0.1, code: 0.1 },
  legacy: { weight: 0.2, ai: 0.35, code: 0.3 },
  blog: { weight: 0.5, ai: 0.1, code: 0.05 },
};

/** Long tail: Pareto-distributed popularity, capped below the hand-written head. */
function tailHumans(h: number): number {
  const u = Math.max(1e-9, unit(h));
  return Math.min(70, 0.6 / Math.pow(u, 1 / 1.15));
}

/**
 * `feedbackScale` multiplies every page's feedback rates (a busy project's readers write more),
 * `questionScale` the questions put to the assistant.
 */
export function buildModel(
  seed: number,
  projectId: string,
  pageCount: number,
  feedbackScale = 1,
  questionScale = 1,
): ProjectModel {
  const pages = generatePages(seed, projectId, pageCount);
  const n = pages.length;
  const model: ProjectModel = {
    paths: pages.map((p) => p.path),
    key: new Uint32Array(n),
    humans: new Float64Array(n),
    aiShare: new Float64Array(n),
    overlap: new Float64Array(n),
    trendAmplitude: new Float64Array(n),
    trendPeriod: new Float64Array(n),
    trendPhase: new Float64Array(n),
    feedbackRate: new Float64Array(n),
    agentRate: new Float64Array(n),
    codeShare: new Float64Array(n),
    thumbsDownShare: new Float64Array(n),
    questionScale,
  };
  const projectKey = hash2(seed, hashString(projectId));
  pages.forEach((page, i) => {
    const key = hash2(projectKey, hashString(page.path));
    const r = (salt: number): number => unit(hash2(key, salt));
    const shape = SECTION_SHAPE[page.section] ?? SECTION_SHAPE.head ?? { weight: 1, ai: 0.3, code: 0.15 };
    const head = HEAD_PAGES[i];
    model.key[i] = key;
    model.humans[i] = head ? head.dailyHumans : tailHumans(hash2(key, 1)) * shape.weight;
    model.aiShare[i] = head?.aiShare ?? shape.ai * (0.4 + 1.2 * r(2));
    model.overlap[i] = 0.03 + 0.3 * r(3);
    // About one page in six is trending up or down at any moment.
    if (r(4) < 0.16) {
      model.trendAmplitude[i] = 0.3 + 0.55 * r(5);
      model.trendPeriod[i] = 28 + Math.floor(150 * r(6));
      model.trendPhase[i] = r(7);
    }
    model.feedbackRate[i] = (0.0015 + 0.008 * r(8) * r(8)) * feedbackScale;
    model.agentRate[i] = (0.001 + 0.004 * r(9)) * feedbackScale;
    model.codeShare[i] = Math.min(0.9, shape.code * (0.5 + r(10)));
    // Most pages please their readers; a few clearly do not.
    model.thumbsDownShare[i] = r(11) < 0.1 ? 0.5 + 0.35 * r(12) : 0.08 + 0.25 * r(12);
  });
  return model;
}

/** Day-level factors shared by every page: weekly rhythm and holidays. */
export interface DayFactors {
  days: Int32Array;
  human: Float64Array;
  ai: Float64Array;
}

export function dayFactors(firstDay: number, endDay: number): DayFactors {
  const count = Math.max(0, endDay - firstDay);
  const factors: DayFactors = {
    days: new Int32Array(count),
    human: new Float64Array(count),
    ai: new Float64Array(count),
  };
  for (let k = 0; k < count; k++) {
    const day = firstDay + k;
    const weekday = (day + 4) % 7; // 0 = Sunday (1970-01-01 was a Thursday)
    const date = new Date(day * 86_400_000);
    const month = date.getUTCMonth();
    const dom = date.getUTCDate();
    const holidays = (month === 11 && dom >= 24) || (month === 0 && dom === 1) ? 0.55 : month === 7 ? 0.85 : 1;
    factors.days[k] = day;
    factors.human[k] = (weekday === 0 ? 0.4 : weekday === 6 ? 0.45 : 1) * holidays;
    factors.ai[k] = weekday === 0 || weekday === 6 ? 0.9 : 1;
  }
  return factors;
}

/** Visitors of page `i` on the day at index `k` of `f`, written into `out` (avoids allocation in hot loops). */
export function dailyVisitors(
  model: ProjectModel,
  i: number,
  f: DayFactors,
  k: number,
  out: { human: number; ai: number },
): void {
  const day = f.days[k] ?? 0;
  const x = hash2(model.key[i] ?? 0, day);
  const y = Math.imul(x, 0x9e3779b1) >>> 0;
  const amplitude = model.trendAmplitude[i] ?? 0;
  const trend =
    amplitude > 0
      ? 1 + amplitude * Math.sin(2 * Math.PI * (day / (model.trendPeriod[i] ?? 90) + (model.trendPhase[i] ?? 0)))
      : 1;
  const base = (model.humans[i] ?? 0) * trend;
  const human = base * (f.human[k] ?? 1) * (0.75 + 0.5 * ((x & 0xffff) / 65536));
  const ai = base * (model.aiShare[i] ?? 0) * (f.ai[k] ?? 1) * (0.6 + 0.8 * ((x >>> 16) / 65536));
  // Dithered rounding keeps small pages' averages right; every page sees someone each day.
  out.human = Math.max(1, Math.floor(human + (y & 0xffff) / 65536));
  out.ai = Math.floor(ai + (y >>> 16) / 65536);
}

export interface FeedbackEvent {
  source: FeedbackSource;
  status: FeedbackStatus;
  /** For contextual and thumbs-only entries. */
  thumb: 'up' | 'down' | null;
}

/**
 * The largest λ drawn in one inverse transform. With seed 42 no page-day of a project at
 * feedback scale 1 reaches it (at most 25 from 2020 to 2026), so their data did not change
 * when busy projects came.
 */
const POISSON_CHUNK = 30;

/** Poisson draw by inverse transform (λ is small here). */
function poisson(lambda: number, u: number): number {
  let p = Math.exp(-lambda);
  let cdf = p;
  let k = 0;
  while (u > cdf && k < 60) {
    k += 1;
    p *= lambda / k;
    cdf += p;
  }
  return k;
}

const STATUS_BY_ROLL: readonly [number, FeedbackStatus][] = [
  [0.3, 'pending'],
  [0.45, 'in_progress'],
  [0.85, 'resolved'],
  [1, 'dismissed'],
];

/** Number of feedback entries of page `i` on a day, given that day's visitors. */
export function dailyFeedbackCount(model: ProjectModel, i: number, day: number, human: number, ai: number): number {
  const lambda = human * (model.feedbackRate[i] ?? 0) + ai * (model.agentRate[i] ?? 0);
  const h = hash2((model.key[i] ?? 0) ^ 0x2545f491, day);
  const u = unit(h);
  // Most page-days have no feedback: u <= 1 - λ <= e^-λ means zero events, without exp().
  if (u <= 1 - lambda) return 0;
  if (lambda <= POISSON_CHUNK) return poisson(lambda, u);
  // A busy page: the sum of independent draws of smaller λ (e^-λ would underflow, the inverse transform crawl).
  const chunks = Math.ceil(lambda / POISSON_CHUNK);
  let count = poisson(lambda / chunks, u);
  for (let c = 1; c < chunks; c++) count += poisson(lambda / chunks, unit(hash2(h, c)));
  return count;
}

/** Entry `j` of page `i` on a day (0 <= j < dailyFeedbackCount). */
export function feedbackEvent(
  model: ProjectModel,
  i: number,
  day: number,
  j: number,
  human: number,
  ai: number,
): FeedbackEvent {
  const fromHumans = human * (model.feedbackRate[i] ?? 0);
  const fromAgents = ai * (model.agentRate[i] ?? 0);
  const z = hash3(model.key[i] ?? 0, day, j + 1);
  const statusRoll = unit(hash2(z, 2));
  const status = STATUS_BY_ROLL.find(([limit]) => statusRoll < limit)?.[1] ?? 'pending';
  if (unit(z) * (fromHumans + fromAgents) < fromAgents) return { source: 'agent', status, thumb: null };
  const sourceRoll = unit(hash2(z, 1));
  const codeShare = model.codeShare[i] ?? 0;
  const source: FeedbackSource =
    sourceRoll < codeShare
      ? 'code_snippet'
      : sourceRoll < codeShare + (1 - codeShare) * 0.55
        ? 'contextual'
        : 'thumbs_only';
  const thumb = source === 'code_snippet' ? null : unit(hash2(z, 3)) < (model.thumbsDownShare[i] ?? 0) ? 'down' : 'up';
  return { source, status, thumb };
}
