// A fixed data set for the report's model, rendering and publishing tests: a small site with page
// paths that try to break markdown, a comparison period, and feedback to join with visitors.
import type { FeedbackRow, VisitorRow } from '../../src/client/types.ts';
import type { CollectedReport, PeriodData } from '../../src/report/collect/period-data.ts';
import { precedingPeriod, resolvePeriod } from '../../src/report/period.ts';

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

/** Search terms and comments as visitors typed them: each tries to break or inject into the report. */
export const HOSTILE_TERMS = [
  '@octocat please help',
  '<img src=x onerror=alert(1)>',
  '[free](http://evil.example)',
  'invoice\u202Egnp.exe',
  '=HYPERLINK("http://evil.example")',
] as const;
export const HOSTILE_COMMENTS = [
  'Ping @octocat and see #1, www.evil.example or http://evil.example',
  '<script>alert(1)</script> | breaks | the table',
  '**bold** [link](http://evil.example) ![img](http://evil.example/x.png)',
  `right-to-left \u202Eoverride\u2066 and a line\nbreak`,
] as const;

const term = (searchQuery: string, hits: number, ctr: number, topClickedPage: string | null) => ({
  searchQuery,
  hits,
  ctr,
  topClickedPage,
  lastSearchedAt: '2026-11-20T10:00:00Z',
});

/** The sections beyond visitors and feedback by page, of the report period. */
export function currentSections(): Pick<PeriodData, 'searches' | 'assistant' | 'views' | 'comments'> {
  return {
    searches: {
      state: 'ok',
      value: {
        total: 2_400,
        terms: [
          term('webhooks', 420, 0.62, '/docs/guide'),
          term('rate limit', 180, 0.05, '/docs/api/auth'),
          term(HOSTILE_TERMS[0], 95, 0, null),
          term(HOSTILE_TERMS[1], 40, 0.1, '/docs/[link](http://evil.example)'),
          term(HOSTILE_TERMS[2], 30, 0.5, '/docs/quickstart'),
          term(HOSTILE_TERMS[3], 12, 0.02, null),
          term(HOSTILE_TERMS[4], 9, 0, null),
        ],
      },
    },
    assistant: { state: 'ok', value: { web: 300, api: 120, other: 15, total: 435 } },
    views: { state: 'ok', value: { human: 9_100, ai: 2_900, total: 12_000 } },
    comments: {
      state: 'ok',
      value: {
        entriesRead: 40,
        complete: true,
        comments: [
          {
            path: '/docs/api/auth',
            source: 'contextual',
            status: 'pending',
            createdAt: '2026-11-19T08:00:00Z',
            text: HOSTILE_COMMENTS[0],
          },
          {
            path: '/docs/api/auth',
            source: 'agent',
            status: 'resolved',
            createdAt: '2026-11-20T09:30:00Z',
            text: HOSTILE_COMMENTS[1],
          },
          {
            path: '/docs/quickstart',
            source: 'code_snippet',
            status: 'in_progress',
            createdAt: '2026-11-18T12:00:00Z',
            text: HOSTILE_COMMENTS[2],
            lang: 'ts',
            filename: 'client|auth.ts',
          },
          {
            path: '/docs/<script>alert(1)</script>',
            source: 'contextual',
            status: 'dismissed',
            createdAt: null,
            text: HOSTILE_COMMENTS[3],
          },
        ],
      },
    },
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

/** The assistant's conversations of the report period counted, with the questions kept (`questions` on). */
export function currentConversations(): Pick<PeriodData, 'conversations'> {
  return {
    conversations: {
      state: 'ok',
      value: {
        asked: 435,
        answered: 330,
        unanswered: 92,
        clarifying: 21,
        complete: true,
        rowsRead: 435,
        byCategory: [
          { name: 'billing', asked: 40, unanswered: 24 },
          { name: 'uncategorised', asked: 60, unanswered: 20 },
          { name: HOSTILE_TERMS[0], asked: 12, unanswered: 9 },
          { name: 'webhooks', asked: 90, unanswered: 21 },
          { name: 'shipments', asked: 233, unanswered: 18 },
        ],
        byPath: [
          { name: '/docs/api/auth', asked: 70, unanswered: 25 },
          { name: '/docs/<script>alert(1)</script>', asked: 9, unanswered: 6 },
          { name: '/docs/quickstart', asked: 120, unanswered: 4 },
        ],
        questions: [
          {
            text: 'Why was I charged twice for one label?',
            count: 9,
            categories: ['billing', 'uncategorised'],
            paths: ['/docs/billing'],
          },
          { text: HOSTILE_COMMENTS[0], count: 3, categories: ['uncategorised'], paths: [] },
          { text: 'refund for card [removed] please', count: 2, categories: ['billing'], paths: [HOSTILE_PATHS[0]] },
          { text: HOSTILE_COMMENTS[1], count: 1, categories: [HOSTILE_TERMS[0]], paths: [] },
        ],
        questionsSetAside: { replies: 4, short: 7 },
      },
    },
  };
}

/** Every section chosen: the report period with all of them, the comparison with the ones it has. */
export function sampleCollected(overrides: Partial<CollectedReport> = {}): CollectedReport {
  return {
    current: { ...currentData(), ...currentSections(), ...currentConversations() },
    previous: {
      ...previousData(),
      searches: { state: 'ok', value: { total: 2_000, terms: [] } },
      assistant: { state: 'ok', value: { web: 250, api: 140, other: 15, total: 405 } },
      conversations: {
        state: 'ok',
        value: {
          asked: 405,
          answered: 320,
          unanswered: 80,
          clarifying: 25,
          complete: true,
          rowsRead: 405,
          byCategory: [
            { name: 'billing', asked: 30, unanswered: 12 },
            { name: 'uncategorised', asked: 55, unanswered: 22 },
            { name: 'webhooks', asked: 85, unanswered: 26 },
            { name: 'shipments', asked: 235, unanswered: 20 },
          ],
          byPath: [{ name: '/docs/api/auth', asked: 60, unanswered: 15 }],
        },
      },
      views: { state: 'ok', value: { human: 8_000, ai: 2_000, total: 10_000 } },
    },
    comparisonSource: 'service',
    requestsUsed: 12,
    requestBudget: 40,
    sections: ['traffic', 'feedback', 'searches', 'assistant', 'views', 'comments'],
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
