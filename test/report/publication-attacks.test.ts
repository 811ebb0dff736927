// What someone who is not the user could make the report publish, each attack reproduced against the GitHub
// fake. Bodies are written here by hand, as an attacker would.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import type { FeedbackRow, VisitorRow } from '../../src/client/types.ts';
import type { PeriodData } from '../../src/report/collect/period-data.ts';
import { runReport } from '../../src/report/run.ts';
import type { ReportSettings } from '../../src/settings/types.ts';
import { activeParts } from '../support/gfm.ts';
import { CURRENT_PERIOD, currentData, NOW, PREVIOUS_PERIOD, previousData } from './fixtures.ts';
import { analyticsService, reportRun, reportSettings, REPOSITORY, tempDir } from './harness.ts';

const WORKFLOW_TOKEN = 'ghs_workflow_token';
const APP_TOKEN = 'ghs_docs_report_app_token';
const PAT = 'ghp_report_bot_token';
const OTHER_APP = 'some-other-app[bot]';

/** A label that would mention a team, load a tracking image, link away and plant a data block for the next run. */
const HOSTILE_LABEL =
  '@acme/security-team ![t](https://tracker.example/p.png) [login](https://evil.example) <!-- docs-export-data:v1 AAAA -->';

const markerOf = (period: { dateFrom: string; dateTo: string }, project = 'proj_docs') =>
  `<!-- docs-export-report project=${project} period=${period.dateFrom}..${period.dateTo} -->`;

/** A data block as the action writes it, with whatever payload the attacker chooses. */
function dataBlock(payload: unknown): string {
  return `<!-- docs-export-data:v1 ${zlib.gzipSync(JSON.stringify(payload)).toString('base64')} -->`;
}

function payloadOf(
  period: { dateFrom: string; dateTo: string; days?: number },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    v: 1,
    project: 'proj_docs',
    period: {
      name: 'last-7-days',
      label: HOSTILE_LABEL,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      days: period.days ?? 7,
    },
    filters: { status: [] },
    totals: [5, 5, 999_999],
    visitors: [
      ['/forged-page', 1, 1, 999_999],
      ['/docs/quickstart', 1, 0, 1],
    ],
    visitorsComplete: true,
    feedback: [['/forged-feedback', 1, 2, 3, 6]],
    feedbackCut: false,
    feedbackFetched: true,
    ...overrides,
  };
}

/** A body in the layout the action writes: its marker line first, the data block last. */
const exactLayout = (period: { dateFrom: string; dateTo: string }, payload: unknown) =>
  `${markerOf(period)}\n## Docs analytics\n\nA report.\n\n${dataBlock(payload)}\n`;

let fake: GitHubFake;
let pr: number;

beforeEach(async () => {
  fake = await startGitHubFake({
    tokens: [
      { token: WORKFLOW_TOKEN, login: 'github-actions[bot]', type: 'Bot', installation: true },
      { token: APP_TOKEN, login: 'docs-report-app[bot]', type: 'Bot', installation: true },
      { token: PAT, login: 'report-bot' },
    ],
    repos: [{ owner: 'acme', name: 'docs', files: { 'README.md': '# docs\n' } }],
  });
  fake.addBranch(REPOSITORY, 'feature');
  fake.commitFiles(REPOSITORY, 'feature', { 'docs/new.md': 'new page\n' });
  pr = fake.addIssue(REPOSITORY, { title: 'Docs change', login: 'acme-admin' }).number;
});

afterEach(async () => {
  await fake.close();
});

function run(token: string, report: Partial<ReportSettings> = {}, now = NOW, data: Record<string, PeriodData> = {}) {
  const dir = tempDir('report-attack-');
  const service = analyticsService({
    [CURRENT_PERIOD.dateFrom]: currentData(),
    [PREVIOUS_PERIOD.dateFrom]: previousData(),
    ...data,
  });
  const settings = reportSettings({ publish: ['comment', 'summary'], commentOn: pr, ...report }, token, dir);
  const started = reportRun({ settings, service, now, githubUrl: fake.url });
  return { ...started, service, dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

const servicePeriods = (service: ReturnType<typeof analyticsService>) => [
  ...new Set(service.calls.map((c) => c.dateFrom)),
];
const ownComments = (login: string) => fake.comments(REPOSITORY, pr).filter((c) => c.user.login === login);

describe("another app's comment taken for our own", () => {
  const quoting = () =>
    `> ${markerOf(PREVIOUS_PERIOD)}\n> Your report, quoted.\n\n${dataBlock(payloadOf(PREVIOUS_PERIOD))}\n`;

  it("does not edit another app's bot comment that quotes our marker", async () => {
    const forged = fake.addComment(REPOSITORY, pr, { login: OTHER_APP, type: 'Bot', body: quoting() });
    const attempt = run(WORKFLOW_TOKEN);
    await runReport(attempt.context);
    expect(fake.comments(REPOSITORY, pr).find((c) => c.id === forged.id)?.body).toBe(quoting());
    expect(ownComments('github-actions[bot]')).toHaveLength(1);
    attempt.cleanup();
  });

  it("does not read another app's forged data block back as the comparison period", async () => {
    fake.addComment(REPOSITORY, pr, { login: OTHER_APP, type: 'Bot', body: quoting() });
    const attempt = run(WORKFLOW_TOKEN);
    await runReport(attempt.context);
    expect(servicePeriods(attempt.service)).toEqual([CURRENT_PERIOD.dateFrom, PREVIOUS_PERIOD.dateFrom]);
    const published = ownComments('github-actions[bot]')[0]?.body ?? '';
    expect(published).toContain('▲ 1,000 (+29.4%)');
    expect(published).not.toContain('999,99');
    expect(published).not.toContain('forged');
    expect(fs.readFileSync(path.join(attempt.dir, 'visitors.csv'), 'utf8')).not.toContain('forged');
    attempt.cleanup();
  });

  it('does not read back a data block quoted inside a comment of our own identity', async () => {
    // Another workflow of the repository writes as github-actions[bot] too, and may quote anything.
    fake.addComment(REPOSITORY, pr, { login: 'github-actions[bot]', type: 'Bot', body: quoting() });
    const attempt = run(WORKFLOW_TOKEN);
    await runReport(attempt.context);
    expect(servicePeriods(attempt.service)).toEqual([CURRENT_PERIOD.dateFrom, PREVIOUS_PERIOD.dateFrom]);
    expect(attempt.summaries[0]).not.toContain('999,99');
    attempt.cleanup();
  });

  it('never prints a read-back period label: it is rebuilt from the dates, and read-back paths are escaped', async () => {
    const payload = payloadOf(PREVIOUS_PERIOD, {
      visitors: [['/docs/@acme/owners www.evil.example #12 GH-34', 1, 0, 1]],
    });
    fake.addComment(REPOSITORY, pr, {
      login: 'github-actions[bot]',
      type: 'Bot',
      body: exactLayout(PREVIOUS_PERIOD, payload),
    });
    const attempt = run(WORKFLOW_TOKEN);
    await runReport(attempt.context);
    const published = ownComments('github-actions[bot]').map((c) => c.body);
    for (const body of [...published, attempt.summaries[0] ?? '']) {
      expect(body).not.toContain('security-team');
      expect(body).not.toContain('tracker.example');
      expect(body).not.toContain('docs-export-data:v1 AAAA');
      expect(body).toContain(`Compared with ${PREVIOUS_PERIOD.phrase}`);
      const links = [...body.matchAll(/\]\((https:\/\/github\.com\/[^)]+)\)/g)].map((m) => m[1] ?? '');
      expect(activeParts(body.replace(/<!-- docs-export-(report|data:v1) [^>]*-->/g, ''), links)).toEqual([]);
    }
    expect(fs.readFileSync(path.join(attempt.dir, 'report.json'), 'utf8')).not.toContain('security-team');
    attempt.cleanup();
  });

  it.each([
    ['a negative count', { totals: [5, 5, -1] }],
    ['a fractional count', { totals: [5, 5, 1.5] }],
    ['a count beyond any site', { totals: [5, 5, 1e300] }],
    [
      'a period whose days do not match its dates',
      {
        period: {
          name: 'last-7-days',
          label: 'x',
          dateFrom: PREVIOUS_PERIOD.dateFrom,
          dateTo: PREVIOUS_PERIOD.dateTo,
          days: 700,
        },
      },
    ],
    [
      'a calendar month of seven days',
      {
        period: {
          name: 'previous-month',
          label: 'x',
          dateFrom: PREVIOUS_PERIOD.dateFrom,
          dateTo: PREVIOUS_PERIOD.dateTo,
          days: 7,
        },
      },
    ],
    ['an unknown field', { extra: 'field' }],
    [
      'a feedback list longer than the API returns',
      { feedback: Array.from({ length: 101 }, (_, i) => [`/p${i}`, 1, 0, 0, 1]) },
    ],
  ])('refuses read-back data with %s', async (_what, overrides) => {
    fake.addComment(REPOSITORY, pr, {
      login: 'github-actions[bot]',
      type: 'Bot',
      body: exactLayout(PREVIOUS_PERIOD, payloadOf(PREVIOUS_PERIOD, overrides)),
    });
    const attempt = run(WORKFLOW_TOKEN);
    await runReport(attempt.context);
    expect(servicePeriods(attempt.service)).toEqual([CURRENT_PERIOD.dateFrom, PREVIOUS_PERIOD.dateFrom]);
    attempt.cleanup();
  });

  it('does not close a report issue opened by another app', async () => {
    const earlier = { dateFrom: '2026-10-31', dateTo: '2026-11-07' };
    const forged = fake.addIssue(REPOSITORY, {
      title: 'Docs analytics',
      login: OTHER_APP,
      type: 'Bot',
      labels: ['docs-analytics'],
      body: exactLayout(earlier, payloadOf(earlier)),
    });
    const attempt = run(WORKFLOW_TOKEN, { publish: ['issue'], closePrevious: true });
    await runReport(attempt.context);
    expect(fake.issues(REPOSITORY).find((i) => i.number === forged.number)?.state).toBe('open');
    expect(fake.comments(REPOSITORY, forged.number)).toEqual([]);
    attempt.cleanup();
  });

  it("with an app token, takes neither the workflow bot's comment nor another app's for its own, and finds its own", async () => {
    const workflowBody = exactLayout(CURRENT_PERIOD, payloadOf(CURRENT_PERIOD));
    const workflows = fake.addComment(REPOSITORY, pr, {
      login: 'github-actions[bot]',
      type: 'Bot',
      body: workflowBody,
    });
    const first = run(APP_TOKEN, { compare: false });
    await runReport(first.context);
    const second = run(APP_TOKEN, { compare: false }, NOW + 3_600_000);
    await runReport(second.context);
    expect(fake.comments(REPOSITORY, pr).find((c) => c.id === workflows.id)?.body).toBe(workflowBody);
    const own = ownComments('docs-report-app[bot]');
    expect(own).toHaveLength(1);
    expect(own[0]?.body).toContain('2026-11-21T13:00:00');
    first.cleanup();
    second.cleanup();
  });

  it.each([404, 422])(
    'fails to publish, writing nothing, when GET /user answers %i instead of guessing who the token is',
    async (status) => {
      fake.setFaults([{ kind: 'server-error', status, match: { path: '/user' }, times: 10 }]);
      const attempt = run(PAT, { compare: false });
      const failure = await runReport(attempt.context).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(new RegExp(`publish "comment": .*${status}`));
      expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
      attempt.cleanup();
    },
  );
});

describe('CSV formula injection', () => {
  const FORMULAS = ['=HYPERLINK("https://evil.example","open")', '+1+1', '-2+3', '@SUM(A1:A9)', '\tcmd', '\rcmd'];

  it('writes page paths that start a spreadsheet formula to visitors.csv and feedback.csv with a leading quote', async () => {
    const visitors: VisitorRow[] = FORMULAS.map((p, i) => ({ path: p, human: i, ai: 0, total: i }));
    const feedback: FeedbackRow[] = FORMULAS.map((p) => ({ path: p, thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 }));
    const attempt = run(PAT, { publish: ['summary'], compare: false }, NOW, {
      [CURRENT_PERIOD.dateFrom]: { ...currentData(), visitors, feedback, feedbackCut: false },
    });
    await runReport(attempt.context);
    for (const file of ['visitors.csv', 'feedback.csv']) {
      const cells = fs
        .readFileSync(path.join(attempt.dir, file), 'utf8')
        .split('\r\n')
        .slice(1, -1)
        .map((line) => /^[^,]*,[^,]*,("(?:[^"]|"")*"|[^,]*)/.exec(line)?.[1] ?? '');
      expect(cells.length, file).toBeGreaterThan(0);
      for (const cell of cells) expect(cell.replace(/^"/, ''), `${file}: ${cell}`).toMatch(/^'[=+\-@\t\r]/);
    }
    attempt.cleanup();
  });
});

describe('markdown that reaches people', () => {
  const HOSTILE = [
    '/docs/\\www.evil.example/x',
    '/docs/`#123` GH-45',
    '/docs/\u202Etxt.exe',
    '/docs/zero\u200Bwidth\u2066isolate\u2069',
    '/docs/@acme/team\\',
    '/docs/<!-- docs-export-report project=proj_docs -->',
    '/docs/![x](https://tracker.example/p.png)`',
    '/docs/```\n```mermaid',
    '/docs/a|b\\|c',
    '/docs/<img src=x onerror=alert(1)>',
    '/docs/mail@evil.example`',
  ];

  it('renders hostile page paths inert in the published report: no link, reference, mention, HTML or bidi', async () => {
    const visitors: VisitorRow[] = HOSTILE.map((p, i) => ({ path: p, human: 100 - i, ai: 1, total: 101 - i }));
    const feedback: FeedbackRow[] = HOSTILE.map((p) => ({ path: p, thumbsUp: 3, thumbsDown: 9, code: 0, total: 12 }));
    const attempt = run(PAT, { publish: ['summary'], compare: false }, NOW, {
      [CURRENT_PERIOD.dateFrom]: { ...currentData(), visitors, feedback, feedbackCut: false },
    });
    await runReport(attempt.context);
    const summary = attempt.summaries[0] ?? '';
    expect(summary).toContain('docs');
    expect(activeParts(summary)).toEqual([]);
    attempt.cleanup();
  });
});
