// The matrix rows of issue 12's findings 1, 2, 5 and 8, issue 17's findings 1, 2, 3 and 5 and security round four's findings 1 and 2:
// what someone who is not the user tries with a comment, a job id, a storage server, a public workspace, a search term or a page path. One table, run
// on the sources by test/matrix/security.test.ts, and a sample of it (`distSecurityRows`) on the built dist/index.js by
// test/dist/security.test.ts. (A table in a .test.ts file could not be shared: importing that file would run its rows again.)
// Every row gets the matrix's checks and its leak sweep; `planted` adds the attacker's text to what the
// sweep must find nowhere.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { hostilePathsPart } from '../../bench/record-bomb.ts';
import { longSearchTerm } from '../../emulator/analytics/long-text.ts';
import { manifestEncoder } from '../../src/manifest/encoding.ts';
import { recordBlock } from '../../src/manifest/framing.ts';
import { recordKey, sealRecord } from '../../src/manifest/seal.ts';
import { SEARCH_TERM_MAX_CHARS } from '../../src/report/text-caps.ts';
import { earlierRun } from './support/earlier-run.ts';
import type { MatrixRow, RowResult } from './support/row.ts';
import { ROW_REQUEST_TIMEOUT } from './support/row.ts';
import { EXFILTRATING_SCRIPT, serveOnLoopback, withScript } from './support/tampered-bundle.ts';
import { DEPLOY_REPO, VALUES_FILE } from './support/world.ts';
import type { World } from './support/world.ts';

const REPORT_REPO = 'acme/docs';
/** Issue 17, finding 5: the proxy's password, planted: it may appear nowhere the run leaves. */
const PROXY_PASSWORD = 'pr0xy-matrix-9Zq';
const OTHER_APP = 'some-other-app[bot]';
const STORE = '^/_store/';
const noServiceRequest = { startJob: 0, statusPolls: 0, bundle: 0, storeGets: 0 } as const;

/** Finding 1: the forged comparison period's visitors and label, which no report of ours may print. */
const FORGED_VISITORS = 987_654_321;
const FORGED_LABEL = '@acme/everyone';
const FORGED_TEXT = [FORGED_LABEL, FORGED_VISITORS.toLocaleString('en-US'), String(FORGED_VISITORS)];
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Another App's body claiming FORGED_VISITORS for the period a last-7-days report run now compares with
 * (the 7 days before the last 7): quoting the report's marker, or in exactly the report's layout.
 */
function forgedReport(layout: 'quoted' | 'exact'): string {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const [dateFrom, dateTo] = [isoDay(today - 14 * DAY_MS), isoDay(today - 7 * DAY_MS)];
  const marker = `<!-- docs-export-report project=proj_demo period=${dateFrom}..${dateTo} -->`;
  const payload = {
    v: 1,
    project: 'proj_demo',
    period: { name: 'last-7-days', label: FORGED_LABEL, dateFrom, dateTo, days: 7 },
    filters: { status: [] },
    totals: [1, 1, FORGED_VISITORS],
    visitors: [['/', 1, 1, FORGED_VISITORS]],
    visitorsComplete: true,
    feedback: [],
    feedbackCut: false,
    feedbackFetched: true,
  };
  const block = `<!-- docs-export-data:v1 ${gzipSync(JSON.stringify(payload)).toString('base64')} -->`;
  const head = layout === 'quoted' ? [`> ${marker}`, '> Quoted for the record.'] : [marker, '# Docs analytics'];
  return [...head, '', block].join('\n');
}

/** requests-used is what the service received. */
function honestCount({ run, counts }: RowResult): void {
  expect(run.outputs['requests-used']).toBe(String(counts.analytics));
}

/** Finding 2: a job id that, written raw, adds top-level keys to the values file and starts a workflow command. */
const INJECTED_JOB_ID =
  'se_abc\nsecurityContext: {privileged: true}\nhostNetwork: true\n::warning::injected by the job id\nx:\n #';
/** What the injection would leave behind, wherever the id went raw. */
const INJECTED = ['securityContext', 'hostNetwork', 'injected by the job id'];
/** The settings error shows a refused input on one line (its line breaks escaped): only a raw line break is the injection. */
const INJECTED_LINES = ['\nsecurityContext', '\nhostNetwork', '\n::warning::'];

/** Nothing was written on GitHub: only reads, and the deployment repository's values file as it was. */
function nothingWrittenOnGitHub(result: RowResult): void {
  expect(result.githubRequests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([]);
  expect(result.world.github.readFile(DEPLOY_REPO, 'main', VALUES_FILE)).toBe(result.world.initialValues);
  expect(result.world.github.pulls(DEPLOY_REPO)).toEqual([]);
}

/** The sticky comment: another App's comment quoting the marker is neither edited nor read back. */
function forgedCommentRow(): MatrixRow {
  let forged = '';
  return {
    knob: "issue 12, finding 1: another app's bot comment quoting the marker with a forged data block",
    mode: 'report',
    inputs: { publish: 'comment', 'comment-on': '1' },
    before: (world) => {
      forged = forgedReport('quoted');
      world.github.addIssue(REPORT_REPO, { title: 'Weekly docs review', login: 'octocat' });
      world.github.addComment(REPORT_REPO, 1, { login: OTHER_APP, type: 'Bot', body: forged });
      return Promise.resolve();
    },
    expect: {
      exitCode: 0,
      outputs: { 'report-path': /report\.md$/, 'requests-used': /^\d+$/, 'comment-url': /issuecomment-\d+$/ },
      log: [/No earlier report holds .*: the comparison comes from the service/],
    },
    // Its numbers and label reach no report, summary, file or GitHub body of ours.
    planted: FORGED_TEXT,
    check: (result) => {
      honestCount(result);
      const comments = result.world.github.comments(REPORT_REPO, 1);
      expect(comments.find((c) => c.user.login === OTHER_APP)?.body).toBe(forged);
      expect(comments.filter((c) => c.user.login !== OTHER_APP)).toHaveLength(1);
    },
  };
}

/** The report issues: another App's issue in exactly the report's layout is neither closed nor read back. */
function forgedIssueRow(): MatrixRow {
  let forged = '';
  return {
    knob: "issue 12, finding 1: another app's bot issue in the report's layout with a forged data block",
    mode: 'report',
    inputs: { publish: 'issue' },
    before: (world) => {
      forged = forgedReport('exact');
      world.github.addIssue(REPORT_REPO, {
        title: 'Docs analytics',
        login: OTHER_APP,
        type: 'Bot',
        body: forged,
        labels: ['docs-analytics'],
      });
      return Promise.resolve();
    },
    expect: {
      exitCode: 0,
      outputs: { 'report-path': /report\.md$/, 'requests-used': /^\d+$/, 'issue-url': /\/acme\/docs\/issues\/2$/ },
      log: [/No earlier report holds .*: the comparison comes from the service/],
    },
    planted: FORGED_TEXT,
    check: (result) => {
      honestCount(result);
      const other = result.world.github.issues(REPORT_REPO).find((i) => i.user.login === OTHER_APP);
      expect(other).toMatchObject({ state: 'open', body: forged });
    },
  };
}

/** The link and job id the values file of `world`'s deployment repository holds now. */
function deployedLink(world: World): { link: string; jobId: string } {
  const text = world.github.readFile(DEPLOY_REPO, 'main', VALUES_FILE) ?? '';
  const [, link = '', jobId = ''] = /bundleUrl: "([^"]+)" # docs-export: job=(\S+)/.exec(text) ?? [];
  return { link, jobId };
}

/** Someone else's commit to the values file: a comment added, and `message` as its message. */
function commitAsSomeoneElse(world: World, message: string): void {
  const text = world.github.readFile(DEPLOY_REPO, 'main', VALUES_FILE) ?? '';
  world.github.commitFiles(
    DEPLOY_REPO,
    'main',
    { [VALUES_FILE]: `${text}# reviewed\n` },
    { message, login: 'mallory' },
  );
}

const commitInputs = () => ({
  mode: 'export',
  domain: 'docs.example.com',
  'values-file': VALUES_FILE,
  push: 'commit',
  'values-repository': DEPLOY_REPO,
  'request-timeout': ROW_REQUEST_TIMEOUT,
});

/** Finding 1: the 686-character record that front-codes one long path into 22 million (gigabytes once decoded). */
function hostileRecordRow(): MatrixRow {
  // Built when the row runs (brotli at its best takes seconds): the sweep reads `planted` after the run.
  const planted: string[] = [];
  return {
    knob: 'issue 17, finding 1: a commit message carrying the 686-character manifest record that decodes to gigabytes',
    mode: 'export',
    push: 'commit',
    before: async (world) => {
      await earlierRun(world, commitInputs());
      const record = `v1.8.${hostilePathsPart(716)}.AAAA`;
      planted.push(record.slice(5, 60));
      const { jobId } = deployedLink(world);
      commitAsSomeoneElse(world, `Tidy up\n\n${recordBlock(jobId, 1, record, 'commit-message')}`);
    },
    expect: {
      exitCode: 0,
      outputs: { 'values-changed': 'true', 'pages-changed': /^\d+$/ },
      log: [/Bundle diff against the deployed bundle \(job se_\w+, from the manifest its rollout recorded\)/],
    },
    planted,
  };
}

/** Finding 2: a record sealed by someone without the API key, claiming a page the deployed bundle never had. */
function forgedRecordRow(): MatrixRow {
  const forgedPage = 'planted/forged-page-7c1e.html';
  return {
    knob: "issue 17, finding 2: someone else's commits carrying a record of a page the bundle never had, unsealed and sealed without the API key",
    mode: 'export',
    push: 'commit',
    before: async (world) => {
      await earlierRun(world, commitInputs());
      const { jobId } = deployedLink(world);
      const key = recordKey('svc_guessed', {
        apiUrl: world.tap.url,
        repository: DEPLOY_REPO,
        file: VALUES_FILE,
        keyPath: ['staticExport'],
      });
      const body = manifestEncoder(new Map([[forgedPage, '0123456789abcdef']])).text(10_000) ?? '';
      // Sealed with a guessed key; then, newest, as records were written before they were sealed (v1), once taken on trust.
      const columns = Buffer.concat([Buffer.from([1, 0]), Buffer.from(forgedPage), Buffer.from([0])]);
      const hashes = Buffer.from('01234567', 'hex').toString('base64url');
      const unsealed = `v1.8.${brotliCompressSync(columns).toString('base64url')}.${hashes}`;
      const sealed = sealRecord(key, jobId, 1, body);
      commitAsSomeoneElse(world, `Tidy up\n\n${recordBlock(jobId, 1, sealed, 'commit-message')}`);
      commitAsSomeoneElse(world, `Tidy up\n\n${recordBlock(jobId, 1, unsealed, 'commit-message')}`);
    },
    expect: {
      exitCode: 0,
      outputs: { 'values-changed': 'true', 'pages-removed': '0' },
      log: [/Bundle diff against the deployed bundle \(job se_\w+, from the manifest its rollout recorded\)/],
    },
    // The forged page is named nowhere: not in the log, the summary, the diff file or the commit.
    planted: [forgedPage],
  };
}

/** Finding 3: the deployed bundle has the same pages and a script that sends cookies elsewhere. */
function scriptOnlyRow(): MatrixRow {
  let served: { link: string; close(): Promise<void> } | undefined;
  return {
    knob: 'issue 17, finding 3: the deployed bundle differs from the next only in assets/site.js (a script sending cookies elsewhere)',
    mode: 'export',
    push: 'none',
    before: async (world) => {
      await earlierRun(world, { mode: 'export', domain: 'docs.example.com', 'values-file': VALUES_FILE, push: 'none' });
      const file = join(world.workspace, VALUES_FILE);
      const values = await readFile(file, 'utf8');
      const [, link = ''] = /bundleUrl: "([^"]+)"/.exec(values) ?? [];
      const deployed = Buffer.from(await (await fetch(link)).arrayBuffer());
      served = await serveOnLoopback(withScript(deployed, EXFILTRATING_SCRIPT));
      world.initialValues = values.replace(link, served.link);
      await writeFile(file, world.initialValues);
    },
    expect: {
      exitCode: 0,
      outputs: { 'pages-added': '0', 'pages-removed': '0', 'pages-changed': '0', 'diff-file': /bundle-diff\.json$/ },
      log: [
        /read from the link the values hold\): 0 added, 0 removed, 0 changed, \d+ unchanged; 1 other file differs\./,
      ],
    },
    planted: [EXFILTRATING_SCRIPT],
    check: async (result) => {
      await served?.close();
      expect(result.run.summary).toContain('- `assets/site.js` (changed)');
      expect(result.run.summary).not.toContain('Identical content');
      const diff = JSON.parse(await readFile(result.run.outputs['diff-file'] ?? '', 'utf8')) as Record<string, unknown>;
      expect(diff).toMatchObject({ identical: false, otherFiles: [{ path: 'assets/site.js', change: 'changed' }] });
    },
  };
}

/**
 * Security, round four, finding 1: the issue's term, 66,000 characters that nobody finds an answer for. Past the length
 * a reader types, it is set aside (no content gap, no task), and shown cut wherever it is shown.
 */
function longSearchTermRow(): MatrixRow {
  const capped = `${longSearchTerm(SEARCH_TERM_MAX_CHARS - 1)}…`;
  return {
    knob: 'round four, finding 1: longSearchTermChars 66000 (the most searched term is one 66,000-character term nothing answers)',
    mode: 'report',
    inputs: { publish: 'issue,summary', compare: 'false' },
    world: { faults: { longSearchTermChars: 66_000 } },
    expect: {
      exitCode: 0,
      outputs: {
        'issue-url': /\/acme\/docs\/issues\/1$/,
        'content-gaps': /^[1-9]\d*$/,
        'terms-set-aside': /^[1-9]\d*$/,
      },
    },
    check: ({ run, world }) => {
      const body = world.github.issues(REPORT_REPO)[0]?.body ?? '';
      const gaps = run.outputs['content-gaps'] ?? '';
      for (const [where, text] of [
        ['issue', body],
        ['summary', run.summary],
      ] as const) {
        // Shown capped on top of the top search terms, named cut shorter among the terms set aside; never a content
        // gap (so in no gap table, highlight or trend); the count is every gap found.
        expect(text, where).not.toContain(longSearchTerm(SEARCH_TERM_MAX_CHARS));
        expect(text.split(capped).length - 1, where).toBe(1);
        expect(text, where).toContain(`longer than 80 characters: “${longSearchTerm(39)}…”`);
        expect(text, where).toContain(`; ${gaps} content gap`);
        expect(text, where).toMatch(new RegExp(`^\\| 1 \\| ${capped} \\| [\\d,]+ \\| 0% \\| none \\|$`, 'm'));
        expect(text, where).toMatch(/^\| 10 \| `\/[^`]*` \| [\d,]+ \|/m);
      }
    },
  };
}

/** Finding 2: a visited page with a 5,200-character path, in last week's report that this week's compares with. */
function longPagePathRow(): MatrixRow {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const [weekBefore, weekStart, end] = [isoDay(today - 14 * DAY_MS), isoDay(today - 7 * DAY_MS), isoDay(today)];
  const week = (from: string, to: string) => ({ period: 'custom', 'date-from': from, 'date-to': to });
  return {
    knob: "round four, finding 2: longPagePathChars 5200 (last week's report holds a page whose path its reader refuses)",
    mode: 'report',
    inputs: { publish: 'comment', 'comment-on': '1', ...week(weekStart, end) },
    world: { faults: { longPagePathChars: 5_200 } },
    before: async (world) => {
      world.github.addIssue(REPORT_REPO, { title: 'Weekly docs review', login: 'octocat' });
      await earlierRun(world, {
        mode: 'report',
        'project-id': world.emulator.projects.demo,
        publish: 'comment',
        'comment-on': '1',
        compare: 'false',
        ...week(weekBefore, weekStart),
      });
    },
    expect: {
      exitCode: 0,
      outputs: { 'comment-url': /issuecomment-\d+$/ },
      // Read back at no request cost: the service is not asked for the comparison again.
      log: [
        new RegExp(
          `Comparison ${weekBefore} to ${weekStart} \\(exclusive\\) read back from .*: no analytics requests spent on it`,
        ),
      ],
    },
    check: (result) => {
      honestCount(result);
      const comparisonRequests = result.world.emulator.requests.filter((r) => r.query.dateFrom === weekBefore);
      expect(comparisonRequests).toEqual([]);
      const comment = result.world.github.comments(REPORT_REPO, 1)[0]?.body ?? '';
      expect(comment).toMatch(/Compared with .*, read back from \[an earlier report\]/);
    },
  };
}

const serviceJobIdRow: MatrixRow = {
  knob: 'issue 12, finding 2: the service answers the job start with a job id carrying YAML and a workflow command',
  mode: 'export',
  push: 'pull-request',
  world: { rewrites: [{ method: 'POST', path: /jobs$/, edit: (body) => ({ ...body, jobId: INJECTED_JOB_ID }) }] },
  expect: {
    exitCode: 1,
    error: [/Could not start the export job for docs\.example\.com/, /jobId: expected an id of 1 to 128 letters/],
    requests: { startJob: 1, statusPolls: 0, bundle: 0, storeGets: 0 },
  },
  planted: INJECTED,
  check: nothingWrittenOnGitHub,
};

const bundleJobIdRow: MatrixRow = {
  knob: 'issue 12, finding 2: the bundle answer carries a job id with YAML and a workflow command',
  mode: 'export',
  push: 'pull-request',
  world: { rewrites: [{ method: 'POST', path: /bundle$/, edit: (body) => ({ ...body, jobId: INJECTED_JOB_ID }) }] },
  expect: {
    exitCode: 1,
    error: [/Could not get a bundle link for export job se_[0-9a-f]+/, /jobId: expected an id of 1 to 128 letters/],
    outputs: { 'job-id': /^se_[0-9a-f]+$/ },
    requests: { startJob: 1, storeGets: 0 },
  },
  planted: INJECTED,
  check: nothingWrittenOnGitHub,
};

const jobIdInputRow: MatrixRow = {
  knob: 'issue 12, finding 2: a job-id input carrying YAML and a workflow command',
  mode: 'refresh-link',
  push: 'commit',
  inputs: { 'job-id': INJECTED_JOB_ID },
  expect: {
    exitCode: 1,
    error: /Input "job-id" accepts a job id: 1 to 128 letters, digits, "_" or "-"/,
    requests: noServiceRequest,
  },
  planted: INJECTED_LINES,
  check: (result) => {
    // Refused with the settings, before any request.
    expect(result.githubRequests).toEqual([]);
    expect(result.run.annotations.map((a) => a.level)).toEqual(['error']);
  },
};

const drippingStoreRow: MatrixRow = {
  knob: 'issue 12, finding 5: a storage server dripping the bundle (slow-body 100 B/s), held by timeout 8s',
  mode: 'export',
  inputs: { timeout: '8s' },
  world: { faults: { rules: [{ method: 'GET', path: STORE, action: 'slow-body', bytesPerSecond: 100 }] } },
  expect: {
    exitCode: 1,
    error: /The bundle download did not finish within 8s \(timeout\)/,
    outputs: { status: 'completed', 'job-id': /^se_/ },
    requests: { startJob: 1, bundle: 1, storeGets: 1 },
  },
};

const byteCapRow: MatrixRow = {
  knob: 'issue 12, finding 5: a bundle body with no length, far larger than max-unpacked-size 1MiB, stopped at the byte cap',
  mode: 'export',
  inputs: { 'max-unpacked-size': '1MiB' },
  world: {
    // 4 MiB of empty deflate blocks: no unpacked limit trips, only the bytes downloaded bound it.
    faults: { archive: 'stuffed', storeOmitsLength: true },
    rewrites: [{ method: 'POST', path: /bundle$/, edit: ({ sizeBytes: _size, ...rest }) => rest }],
  },
  expect: {
    exitCode: 1,
    error: [
      /The bundle download is larger than 1\.\d MiB \(max-unpacked-size bounds the download too\)/,
      /no Content-Length to bound it/,
    ],
    outputs: { status: 'completed' },
    requests: { startJob: 1, bundle: 1, storeGets: 1 },
  },
};

const announcedLengthRow: MatrixRow = {
  knob: 'issue 12, finding 5: a Content-Length above max-unpacked-size 1MiB, refused before the body is read',
  mode: 'export',
  inputs: { 'max-unpacked-size': '1MiB' },
  world: { faults: { archive: 'stuffed' } },
  expect: {
    exitCode: 1,
    error: /The bundle download is larger than 1\.\d MiB .*: the server announces 4\.0 MiB/,
    outputs: { status: 'completed' },
    requests: { startJob: 1, bundle: 1, storeGets: 1 },
  },
};

// A later step that commits the workspace would publish the link.
const publicWorkspaceRow: MatrixRow = {
  knob: 'issue 12, finding 8: public workspace repository, push none',
  mode: 'export',
  push: 'none',
  world: { publicWorkspaceRepo: true },
  expect: {
    exitCode: 1,
    error: [
      /Refusing to write the bundle link into the workspace of acme\/docs: the repository is public/,
      /allow-public-repository: true/,
      /Nothing was written/,
    ],
    requests: noServiceRequest,
  },
  check: (result) => {
    expect(result.githubRequests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /repos/acme/docs']);
    expect(result.valuesAfter).toBe(result.world.initialValues);
  },
};

const publicWorkspaceAllowedRow: MatrixRow = {
  knob: 'issue 12, finding 8: public workspace repository, push none, allow-public-repository',
  mode: 'export',
  push: 'none',
  inputs: { 'allow-public-repository': 'true' },
  world: { publicWorkspaceRepo: true },
  expect: { exitCode: 0, outputs: { 'values-changed': 'true' } },
  check: (result) => expect(result.githubRequests).toEqual([]),
};

const proxyCredentialsRow: MatrixRow = {
  knob: 'issue 17, finding 5: HTTP_PROXY and HTTPS_PROXY with credentials, a loopback api-url and bundle link over http',
  mode: 'export',
  world: { proxyCredentials: { username: 'ci-bot', password: PROXY_PASSWORD } },
  env: (world) => {
    const proxy = world.proxy?.urlWithCredentials ?? '';
    return { HTTP_PROXY: proxy, HTTPS_PROXY: proxy, http_proxy: proxy, https_proxy: proxy };
  },
  expect: { exitCode: 0, outputs: { 'values-changed': 'true' }, requests: { startJob: 1, bundle: 1, storeGets: 1 } },
  planted: [PROXY_PASSWORD],
  check: (result) => {
    // Loopback traffic never leaves the machine, so it never meets the proxy: nor the key with it.
    expect(result.world.proxy?.requests.map((r) => `${r.method} ${r.target}`)).toEqual([]);
  },
};

export const securityRows: MatrixRow[] = [
  longSearchTermRow(),
  longPagePathRow(),
  forgedCommentRow(),
  forgedIssueRow(),
  hostileRecordRow(),
  forgedRecordRow(),
  scriptOnlyRow(),
  serviceJobIdRow,
  bundleJobIdRow,
  jobIdInputRow,
  drippingStoreRow,
  byteCapRow,
  announcedLengthRow,
  publicWorkspaceRow,
  publicWorkspaceAllowedRow,
  proxyCredentialsRow,
];

/**
 * The rows test/dist/security.test.ts runs again on the committed dist/index.js: every row above proves its fix on
 * the sources, and CI fails a dist/ that is not the build of them, so on dist/ the question is only whether the
 * bundling kept each defence working. One row per part the bundle packs on its own: report mode publishing on
 * GitHub, the log's escaping of what the service sends, the settings' refusal before any request (refresh-link),
 * the download process's own script (dist/bundle-download.js) and the proxy agent.
 */
export const distSecurityRows: MatrixRow[] = [
  forgedCommentRow(),
  serviceJobIdRow,
  jobIdInputRow,
  byteCapRow,
  proxyCredentialsRow,
];
