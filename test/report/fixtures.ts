// A fixed data set for the report's model, rendering and publishing tests: a small site with page
// paths that try to break markdown, a comparison period, and feedback to join with visitors.
import type { FeedbackRow, VisitorRow } from '../../src/client/types.ts';
import { precedingPeriod, resolvePeriod } from '../../src/report/period.ts';
import type { CollectedReport, PeriodData } from '../../src/report/types.ts';

export const NOW = Date.parse('2026-11-21T12:00:00Z');
export const CURRENT_PERIOD = resolvePeriod({ period: 'last-7-days' }, NOW);
export const PREVIOUS_PERIOD = precedingPeriod(CURRENT_PERIOD);

/** Paths that would break a table or inject markup if written raw. */
export const HOSTILE_PATHS = [
  '/docs/a|b',
  '/docs/*bold*_x_',
  '/docs/`code`',
  '/docs/<script>alert(1)</script>',
  '/docs/[link](http://evil.example)',
  '/docs/back\\slash|pipe',
  '/users/@octocat',
] as const;

const v = (path: string, human: number, ai: number, total: number): VisitorRow => ({ path, human, ai, total });
const f = (path: string, thumbsUp: number, thumbsDown: number, code: number, total: number): FeedbackRow => ({
  path,
  thumbsUp,
  thumbsDown,
  code,
  total,
});

export function currentData(): PeriodData {
  return {
    period: CURRENT_PERIOD,
    totals: { human: 3500, ai: 1100, total: 4400 },
    visitors: [
      v('/', 1200, 300, 1450),
      v('/docs/quickstart', 800, 200, 980),
      v('/docs/api/auth', 400, 500, 850),
      v('/docs/guide/', 300, 40, 330),
      v('//docs//install', 210, 30, 235),
      v('/docs/a|b', 120, 10, 128),
      v('/docs/*bold*_x_', 90, 5, 95),
      v('/docs/`code`', 60, 0, 60),
      v('/docs/<script>alert(1)</script>', 50, 2, 52),
      v('/docs/[link](http://evil.example)', 40, 1, 41),
      v('/docs/back\\slash|pipe', 30, 0, 30),
      v('/users/@octocat', 25, 0, 25),
      v('/docs/new-page', 22, 0, 22),
    ],
    visitorsComplete: true,
    feedback: [
      f('/docs/quickstart/', 10, 2, 3, 15),
      f('/docs/api/auth', 2, 8, 1, 11),
      f('/docs/ghost', 3, 3, 0, 6),
      f('/docs/<script>alert(1)</script>', 0, 0, 5, 5),
      f('/docs/a|b', 1, 1, 0, 2),
    ],
    feedbackCut: true,
    feedbackFetched: true,
  };
}

export function previousData(): PeriodData {
  return {
    period: PREVIOUS_PERIOD,
    totals: { human: 2800, ai: 700, total: 3400 },
    visitors: [
      v('/', 1000, 200, 1150),
      v('/docs/quickstart', 900, 100, 990),
      v('/docs/api/auth', 200, 300, 480),
      v('/docs/guide', 310, 20, 325),
      v('/docs/a|b', 100, 10, 108),
      v('/docs/install', 100, 10, 105),
      v('/docs/retired', 80, 0, 80),
      v('/docs/tiny', 5, 0, 5),
    ],
    visitorsComplete: true,
    feedback: [f('/docs/quickstart', 12, 1, 2, 15), f('/docs/api/auth', 4, 4, 0, 8), f('/docs/old', 0, 0, 7, 7)],
    feedbackCut: false,
    feedbackFetched: true,
  };
}

export function sampleCollected(overrides: Partial<CollectedReport> = {}): CollectedReport {
  return {
    current: currentData(),
    previous: previousData(),
    comparisonSource: 'service',
    requestsUsed: 4,
    requestBudget: 40,
    missing: [],
    ...overrides,
  };
}

export const MODEL_OPTIONS = {
  projectId: 'proj_docs',
  top: 10,
  feedbackStatus: [],
  generatedAt: NOW,
  comparisonPeriod: PREVIOUS_PERIOD,
};
