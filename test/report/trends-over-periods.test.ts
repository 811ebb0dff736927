// Trends over weekly reports, over HTTP: the real client against the service emulator (each request
// counted by its period), the reports published to the GitHub fake, the clock moved a week each run.
// The history travels in each report's data block and costs the next report no service request.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { createServiceClient } from '../../src/client/service.ts';
import { resolvePeriod } from '../../src/report/period.ts';
import { readPublishedBody } from '../../src/report/published-body/report-body.ts';
import { runReport } from '../../src/report/run.ts';
import type { ReportSettings } from '../../src/settings/types.ts';
import { activeParts } from '../support/gfm.ts';
import { reportRun, reportSettings, REPOSITORY, tempDir } from './harness.ts';

const TOKEN = 'ghp_reportbot_token';
const WEEK = 7 * 86_400_000;
/** The emulator's test clock: Wednesday 2025-03-12 10:00 UTC. */
const START = Date.parse('2025-03-12T10:00:00Z');
const weekFrom = (week: number) => resolvePeriod({ period: 'last-7-days' }, START + week * WEEK).dateFrom;

/**
 * A term and a path written to break a mermaid chart, a table, the markdown and the data block. The term is one a
 * content gap can be (junk is set aside before it reaches a trend: JUNK_TERM, which never does).
 */
const HOSTILE_TERM = 'x"] line [999999] ``` | --> #1 &lt;b&gt;';
const JUNK_TERM = 'x"]\n  line [999999]\n```\n<img src=x onerror=alert(1)> | @admin -->';
const HOSTILE_PATH = '/docs/"]\nline [888888]\n```<script>|-->';

let now = START;
let emulator: Emulator;
let fake: GitHubFake;
let proxy: http.Server;
let proxyUrl: string;
/** Every analytics request the emulator answered, as `path?query`. */
let requests: string[];
let plantHostile = false;

beforeEach(async () => {
  now = START;
  requests = [];
  plantHostile = false;
  emulator = await startEmulator({ port: 0, now: () => now });
  fake = await startGitHubFake({
    tokens: [{ token: TOKEN, login: 'report-bot' }],
    repos: [{ owner: 'acme', name: 'docs' }],
  });
  proxy = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const forward = http.request(new URL(req.url ?? '/', emulator.url), { method: req.method, headers: req.headers });
    forward.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const body = plantHostile && answer.statusCode === 200 ? planted(req.url ?? '', text) : text;
        const headers = { ...answer.headers };
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        res.writeHead(answer.statusCode ?? 502, headers).end(body);
      });
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await fake.close();
  await emulator.close();
});

/** The hostile term as the most searched content gap, the hostile path as the most complained-about page. */
function planted(url: string, text: string): string {
  const path = url.split('?')[0] ?? '';
  const body = JSON.parse(text) as Record<string, unknown>;
  if (path.endsWith('/searches') && Array.isArray(body.searches))
    body.searches = [
      { searchQuery: HOSTILE_TERM, hits: 500, ctr: 0.01, topClickedPage: null, lastSearchedAt: null },
      { searchQuery: JUNK_TERM, hits: 499, ctr: 0.01, topClickedPage: null, lastSearchedAt: null },
      ...(body.searches as unknown[]),
    ];
  if (path.endsWith('/feedback/by-page') && Array.isArray(body.feedback))
    body.feedback = [
      { path: HOSTILE_PATH, thumbsUp: 1, thumbsDown: 40, code: 0, total: 41 },
      ...(body.feedback as unknown[]).slice(0, 99),
    ];
  return JSON.stringify(body);
}

/** One weekly report `week` weeks after the first. */
async function week(week: number, report: Partial<ReportSettings> = {}) {
  now = START + week * WEEK;
  const dir = tempDir('report-trends-');
  const settings = reportSettings(
    {
      projectId: emulator.projects.demo,
      sections: ['traffic', 'feedback', 'searches'],
      publish: ['issue'],
      ...report,
    },
    TOKEN,
    dir,
  );
  const service = createServiceClient({
    apiUrl: proxyUrl,
    apiKey: emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock: { now: () => now, sleep: () => Promise.resolve() },
    log: memoryLog(),
    random: () => 0,
  });
  const from = requests.length;
  const run = reportRun({ settings, service, now, githubUrl: fake.url });
  const outputs = await runReport(run.context);
  return { ...run, outputs, requests: requests.slice(from) };
}

const issueBody = (n: number) => fake.issues(REPOSITORY).find((issue) => issue.number === n)?.body ?? '';
const comments = (issue: number) => fake.comments(REPOSITORY, issue).filter((c) => c.user.login === 'report-bot');
const trendsOf = (body: string) => /### Trends\n([\s\S]*?)(?=\n### |\n<!-- docs-export-data)/.exec(body)?.[1] ?? '';
const chartsOf = (body: string) =>
  [...body.matchAll(/```mermaid\n(%%\{init: [^\n]*\}%%\nxychart-beta\n[\s\S]*?)```/g)].map((m) => m[1] ?? '');
const rowOf = (body: string, dateFrom: string) => body.split('\n').find((line) => line.startsWith(`| ${dateFrom} |`));

/** Each line of a trend chart: only the action's words, colours, dates and numbers. */
const CHART_LINE =
  /^(?:%%\{init: \{"xyChart":\{"height":\d+\},"themeVariables":\{"xyChart":\{"plotColorPalette":"#[0-9a-f]{6}(?:, #[0-9a-f]{6})*"\}\}\}\}%%|xychart-beta| {2}title "[A-Za-z0-9 ,-]+"| {2}x-axis \["\d{2}-\d{2}"(?:, "\d{2}-\d{2}")*\]| {2}y-axis "[A-Za-z0-9 %-]+" \d+ --> \d+| {2}line \[\d+(?:\.\d)?(?:, \d+(?:\.\d)?)*\])$/;

/** The issue the sticky comment goes to. */
const commentOn = () => fake.addIssue(REPOSITORY, { title: 'Weekly numbers', login: 'acme-admin' }).number;

describe('trends across weekly reports', () => {
  it("the third of three weekly reports shows the first week's figures without a request for that week", async () => {
    const first = await week(0);
    await week(1);
    const third = await week(2);

    const firstWeek = weekFrom(0);
    expect(third.requests.filter((url) => url.includes(`dateFrom=${firstWeek}`))).toEqual([]);
    // Its own week only: the second week (the comparison) and the first come from the earlier reports.
    expect(third.requests.length).toBeGreaterThan(0);
    expect(third.requests.filter((url) => !url.includes(`dateFrom=${weekFrom(2)}`))).toEqual([]);
    const body = issueBody(3);
    const visitors = Number(first.outputs['visitors-total']).toLocaleString('en-US');
    expect(rowOf(body, firstWeek)).toMatch(new RegExp(`^\\| ${firstWeek} \\| ${visitors} \\| `));
    expect(rowOf(body, weekFrom(1))).toBeDefined();
    // One chart of the figures that moved, over the three weeks.
    const charts = chartsOf(trendsOf(body));
    expect(charts).toHaveLength(1);
    expect(charts[0]).toContain(
      `x-axis ["${firstWeek.slice(5)}", "${weekFrom(1).slice(5)}", "${weekFrom(2).slice(5)}"]`,
    );
    expect(trendsOf(body)).not.toMatch(/Trends (start|need)/);
    expect(third.log.text()).toContain('Trends continue from https://github.com/acme/docs/issues/2');
  });

  it('draws a skipped week as missing, not as zero, and goes on across it', async () => {
    commentOn();
    await week(0, { publish: ['comment'], commentOn: 1 });
    await week(2, { publish: ['comment'], commentOn: 1 });
    // Two reported weeks are a change, in the table: no chart.
    expect(chartsOf(trendsOf(comments(1)[0]?.body ?? ''))).toEqual([]);
    await week(3, { publish: ['comment'], commentOn: 1 });
    const body = comments(1)[0]?.body ?? '';
    expect(rowOf(body, weekFrom(1))).toBe(`| ${weekFrom(1)} | no report | | | | |`);
    expect(trendsOf(body)).toContain(
      `Periods without a report (${weekFrom(1).slice(5)}) are missing from the chart, not drawn as zero`,
    );
    const [chart] = chartsOf(trendsOf(body));
    expect(chart).toContain(`x-axis ["${weekFrom(0).slice(5)}", "${weekFrom(2).slice(5)}", "${weekFrom(3).slice(5)}"]`);
    expect(trendsOf(body)).not.toMatch(/Trends (start|need)/);
  });

  it('restarts the chain when the earlier report was deleted, and says so once', async () => {
    commentOn();
    await week(0, { publish: ['comment'], commentOn: 1 });
    await week(1, { publish: ['comment'], commentOn: 1 });
    expect(trendsOf(comments(1)[0]?.body ?? '')).toContain(`| ${weekFrom(0)} |`);
    for (const comment of comments(1)) {
      const deleted = await fetch(`${fake.url}/repos/${REPOSITORY}/issues/comments/${comment.id}`, {
        method: 'DELETE',
        headers: { authorization: `token ${TOKEN}` },
      });
      expect(deleted.status).toBe(204);
    }

    await week(2, { publish: ['comment'], commentOn: 1 });
    const restarted = trendsOf(comments(1)[0]?.body ?? '');
    expect(restarted.match(/Trends start with this period/g)).toHaveLength(1);
    expect(restarted).toContain('the earlier one was deleted');
    expect(restarted).not.toContain(weekFrom(1));

    await week(3, { publish: ['comment'], commentOn: 1 });
    const continued = trendsOf(comments(1)[0]?.body ?? '');
    expect(continued).not.toContain('Trends start');
    expect(rowOf(continued, weekFrom(2))).toBeDefined();
    expect(rowOf(continued, weekFrom(1))).toBeUndefined();
  });

  it('trend-periods 0 writes no trend data, and the next report with trends starts again and says why', async () => {
    await week(0, { trendPeriods: 0 });
    const body = issueBody(1);
    expect(body).not.toContain('### Trends');
    const data = readPublishedBody(body)?.data;
    expect(data).toBeDefined();
    expect(data?.trend).toBeUndefined();

    await week(1);
    const next = trendsOf(issueBody(2));
    expect(next).toContain('Trends start again with this period: the earlier report carries no trend history');
    // The comparison still reads back from the block without trends.
    expect(issueBody(2)).toContain('read back from [an earlier report](https://github.com/acme/docs/issues/1)');
  });

  it('says once, in a report published only to the step summary, how to get trends', async () => {
    const run = await week(0, { publish: ['summary'] });
    const summary = run.summaries.join('\n');
    expect(
      summary.match(/Trends need the earlier report to read: publish the report as a comment or an issue/g),
    ).toHaveLength(1);
    // With no earlier report ever, no gap or page is marked: every one would read `new`, a copy of the report's tables.
    expect(trendsOf(summary)).not.toMatch(/\| Content gap \| Standing \||\| new \|/);
  });

  it('keeps hostile search terms and page paths out of the chart, inert in the tables, and the block whole', async () => {
    plantHostile = true;
    await week(0);
    await week(1);
    await week(2);
    const body = issueBody(3);
    const trends = trendsOf(body);
    const charts = chartsOf(trends);
    expect(charts).toHaveLength(1);
    for (const chart of charts) for (const line of chart.trimEnd().split('\n')) expect(line).toMatch(CHART_LINE);
    expect(charts.join('\n')).not.toMatch(/999999|888888/);
    expect(activeParts(trends)).toEqual([]);
    expect(trends).toMatch(/\| “x.*” \| about the same \(listed 3 periods\) \|/);

    const data = readPublishedBody(body)?.data;
    expect(data?.trend?.gaps.map((gap) => gap.name)).toContain(HOSTILE_TERM);
    expect(data?.trend?.gaps.map((gap) => gap.name)).not.toContain(JUNK_TERM);
    expect(data?.trend?.pages.map((page) => page.name)).toContain(HOSTILE_PATH);
    expect(data?.trend?.points.map((point) => point.dateFrom)).toEqual([weekFrom(0), weekFrom(1), weekFrom(2)]);
  });
});
