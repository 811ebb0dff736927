import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InputName } from '../../src/settings/inputs.ts';
import type { Mode } from '../../src/settings/types.ts';
import { parseSettingsFor } from '../support/settings.ts';
import { ENV, problemsOf as problemsIn, rawInputs } from './defaults.ts';

const KEY = 'svc_live_5b1f0c9e2d7a4e88';
const BASE = { 'api-key': KEY, 'api-url': 'https://api.example.com', domain: 'docs.example.com' } as const;

function parse(given: Partial<Record<InputName, string>>) {
  return parseSettingsFor('export', rawInputs({ ...BASE, ...given }), ENV);
}

function parseAs<M extends Mode>(mode: M, given: Partial<Record<InputName, string>>) {
  return parseSettingsFor(mode, rawInputs({ ...BASE, ...given, mode }), ENV);
}

const problemsOf = (given: Partial<Record<InputName, string>>) => problemsIn(rawInputs({ ...BASE, ...given }));

describe('settings', () => {
  it('reads the defaults of action.yml into typed settings', () => {
    const { settings } = parse({});
    expect(settings.mode).toBe('export');
    expect(settings.service).toEqual({ apiKey: KEY, apiUrl: 'https://api.example.com', requestTimeoutMs: 30_000 });
    expect(settings.export).toMatchObject({
      domain: 'docs.example.com',
      timeoutMs: 1_800_000,
      download: true,
      airgapCheck: 'warn',
      paths: [],
    });
    // ENV's POSIX paths: on Windows the same paths on the current drive, with backslashes.
    expect(settings.export.bundlePath).toBe(path.resolve('/tmp/runner/docs-export/bundle.tar.gz'));
    expect(settings.values).toMatchObject({
      keyPath: ['staticExport'],
      push: 'none',
      pullRequestBranch: 'docs-export/static-export',
      commitMessage: 'Update static export bundle link for docs.example.com',
      allowPublicRepository: false,
      refreshBeforeMs: 86_400_000,
      repository: { owner: 'acme', repo: 'docs' },
    });
    const { report } = parseAs('report', { 'project-id': 'proj_docs' }).settings;
    expect(report).toMatchObject({
      projectId: 'proj_docs',
      period: 'last-7-days',
      compare: true,
      top: 10,
      publish: ['summary'],
      requestBudget: 40,
      maxRateLimitWaitMs: 120_000,
      sections: ['traffic', 'feedback', 'searches', 'assistant'],
    });
    expect(report.reportDir).toBe(path.resolve('/tmp/runner/docs-report'));
    expect(report.issueLabels).toEqual(['docs-analytics']);
  });

  it('parses durations, booleans and lists as DESIGN says', () => {
    const { settings } = parse({
      timeout: '90s',
      'request-timeout': '2h',
      'refresh-before': '1d',
      paths: '/guides/a, /guides/b\n/reference',
      'allow-public-repository': 'true',
    });
    expect(settings.export.timeoutMs).toBe(90_000);
    expect(settings.service.requestTimeoutMs).toBe(7_200_000);
    expect(settings.values.refreshBeforeMs).toBe(86_400_000);
    expect(settings.export.paths).toEqual(['/guides/a', '/guides/b', '/reference']);
    expect(settings.values.allowPublicRepository).toBe(true);
  });

  it('takes either separator in local paths (bundle-path, extract-to, report-dir, template)', () => {
    // ENV's workspace is /work/ws; on Windows path.resolve puts it on the current drive.
    const inWorkspace = (...parts: string[]) => path.resolve('/work/ws', ...parts);
    const { settings } = parse({ 'bundle-path': 'out\\docs\\bundle.tar.gz', 'extract-to': 'site\\public' });
    expect(settings.export.bundlePath).toBe(inWorkspace('out', 'docs', 'bundle.tar.gz'));
    expect(settings.export.extractTo).toBe(inWorkspace('site', 'public'));
    const { report } = parseAs('report', {
      'project-id': 'proj_docs',
      'report-dir': 'reports\\weekly',
      template: '.github/templates\\report.hbs',
    }).settings;
    expect(report.reportDir).toBe(inWorkspace('reports', 'weekly'));
    expect(report.templatePath).toBe(inWorkspace('.github', 'templates', 'report.hbs'));
  });

  it('defaults download by mode', () => {
    expect(parse({ mode: 'export' }).settings.export.download).toBe(true);
    expect(parseAs('refresh-link', { 'job-id': 'se_1' }).settings.refresh.download).toBe(false);
    expect(parseAs('refresh-link', { 'job-id': 'se_1', download: 'true' }).settings.refresh.download).toBe(true);
  });

  it('trims the key and strips a Bearer prefix with a warning', () => {
    const { settings, warnings } = parse({ 'api-key': `  Bearer ${KEY} \n` });
    expect(settings.service.apiKey).toBe(KEY);
    expect(warnings.join('\n')).toMatch(/api-key.*Bearer/);
    expect(warnings.join('\n')).not.toContain(KEY);
  });

  it.each([
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com/v1', 'https://api.example.com'],
    ['https://api.example.com/v1/', 'https://api.example.com'],
    ['https://example.com/docs-api/v1', 'https://example.com/docs-api'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://localhost:8787/v1', 'http://localhost:8787'],
  ])('tolerates api-url %s', (given, expected) => {
    expect(parse({ 'api-url': given }).settings.service.apiUrl).toBe(expected);
  });

  it('normalises a domain with a scheme and trailing slash, with a notice', () => {
    const { settings, notices } = parse({ domain: 'https://Docs.Example.com/' });
    expect(settings.export.domain).toBe('docs.example.com');
    expect(notices.join()).toMatch(/domain.*normalised/);
  });

  it('masks nothing into messages: the key never appears in a problem', () => {
    const problems = problemsOf({ 'api-key': `${KEY} extra`, 'api-url': 'ftp://x' });
    expect(problems.map((p) => p.message).join('\n')).not.toContain(KEY);
  });

  const cases: [string, Partial<Record<InputName, string>>, InputName, RegExp][] = [
    ['unknown mode', { mode: 'deploy' }, 'mode', /"export", "refresh-link", "report" or "task-links"/],
    ['missing key', { 'api-key': '  ' }, 'api-key', /required/],
    ['missing api-url', { 'api-url': '' }, 'api-url', /required/],
    ['plain http to a remote host', { 'api-url': 'http://api.example.com' }, 'api-url', /https/],
    ['api-url not a URL', { 'api-url': 'api.example.com' }, 'api-url', /https:\/\//],
    ['bad request-timeout', { 'request-timeout': '30' }, 'request-timeout', /90s, 15m, 2h or 1d/],
    ['bad timeout', { timeout: 'soon' }, 'timeout', /duration/],
    ['domain with a path', { domain: 'https://docs.example.com/docs' }, 'domain', /bare hostname.*path/],
    ['domain with a port', { domain: 'docs.example.com:8443' }, 'domain', /bare hostname/],
    ['export without a domain', { domain: '' }, 'domain', /required for mode "export"/],
    ['bad download', { download: 'yes' }, 'download', /true or false/],
    ['bad airgap-check', { 'airgap-check': 'strict' }, 'airgap-check', /"off", "warn" or "error"/],
    ['bad push', { push: 'merge' }, 'push', /"none", "commit" or "pull-request"/],
    ['push without values-file', { push: 'commit' }, 'values-file', /required with push "commit"/],
    [
      'values-file climbing out of the values repository',
      { push: 'commit', 'values-file': 'deploy/../../values.yaml' },
      'values-file',
      /from its root, and cannot leave it with "\.\."/,
    ],
    [
      'values-file as a drive path in the values repository',
      { push: 'pull-request', 'values-file': 'C:\\deploy\\values.yaml' },
      'values-file',
      /drive path/,
    ],
    ['values-file naming a directory', { 'values-file': 'deploy\\' }, 'values-file', /names a directory/],
    ['values-file ending in ..', { push: 'commit', 'values-file': 'deploy/..' }, 'values-file', /names a directory/],
    ['bad values-key', { 'values-key': 'static export' }, 'values-key', /dotted key/],
    ['bad values-repository', { 'values-repository': 'just-a-name' }, 'values-repository', /owner\/name/],
    ['bad artifact-name', { 'artifact-name': 'docs/bundle' }, 'artifact-name', /without the characters/],
    ['artifact without download', { download: 'false', 'artifact-name': 'bundle' }, 'artifact-name', /download: true/],
    ['bad artifact-retention-days', { 'artifact-retention-days': '365' }, 'artifact-retention-days', /1 to 90/],
    ['bad allow-public-repository', { 'allow-public-repository': 'maybe' }, 'allow-public-repository', /true or false/],
    ['bad refresh-before', { 'refresh-before': '-1h' }, 'refresh-before', /duration/],
    ['bad values-bundle-url', { 'values-bundle-url': 'not a url' }, 'values-bundle-url', /absolute URL/],
    ['unknown placeholder', { 'values-bundle-url': 'https://x/{job}/b.tgz' }, 'values-bundle-url', /\{job\}/],
    [
      'sha256 without download',
      { mode: 'refresh-link', 'job-id': 'se_1', 'values-bundle-url': 'https://x/{sha256}.tgz' },
      'values-bundle-url',
      /download: true/,
    ],
    ['extract without download', { download: 'false', 'extract-to': 'site' }, 'extract-to', /download: true/],
    ['refresh-link without a source', { mode: 'refresh-link' }, 'values-file', /required for mode "refresh-link"/],
    ['report without project', { mode: 'report' }, 'project-id', /required for mode "report"/],
    ['bad period', { mode: 'report', 'project-id': 'p', period: 'last-week' }, 'period', /"previous-week"/],
    [
      'custom without dates',
      { mode: 'report', 'project-id': 'p', period: 'custom' },
      'date-from',
      /required for period "custom"/,
    ],
    [
      'custom reversed',
      { mode: 'report', 'project-id': 'p', period: 'custom', 'date-from': '2026-11-10', 'date-to': '2026-11-10' },
      'date-to',
      /after "date-from"/,
    ],
    [
      'bad date',
      { mode: 'report', 'project-id': 'p', period: 'custom', 'date-from': '2026-02-30', 'date-to': '2026-03-02' },
      'date-from',
      /YYYY-MM-DD/,
    ],
    ['dates without custom', { mode: 'report', 'project-id': 'p', 'date-from': '2026-11-01' }, 'period', /"custom"/],
    ['bad feedback-source', { 'feedback-source': 'email' }, 'feedback-source', /"code_snippet"/],
    ['bad feedback-status', { 'feedback-status': 'pending, open' }, 'feedback-status', /unknown: open/],
    ['bad top', { top: '0' }, 'top', /whole number from 1 to 100/],
    ['bad publish', { publish: 'summary, slack' }, 'publish', /unknown: slack/],
    ['none with others', { publish: 'none,issue' }, 'publish', /"none" alone/],
    ['bad comment-on', { 'comment-on': 'main' }, 'comment-on', /number/],
    ['bad compare', { compare: '1' }, 'compare', /true or false/],
    ['bad close-previous', { 'close-previous': 'no' }, 'close-previous', /true or false/],
    ['bad request-budget', { 'request-budget': '1000' }, 'request-budget', /1 to 100/],
    ['bad max-rate-limit-wait', { 'max-rate-limit-wait': 'forever' }, 'max-rate-limit-wait', /duration/],
    [
      'bad sections',
      { sections: 'traffic, visits' },
      'sections',
      /"traffic".*"comments" or "questions"; unknown: visits/,
    ],
    ['bad tasks', { tasks: 'jira' }, 'tasks', /"off" or "issues"/],
    ['bad max-new-tasks', { 'max-new-tasks': '500' }, 'max-new-tasks', /whole number from 0 to 50/],
    ['bad task-close-after', { 'task-close-after': '0' }, 'task-close-after', /whole number from 1 to 52/],
    ['bad trend-periods', { 'trend-periods': 'all' }, 'trend-periods', /whole number from 0 to 52/],
    [
      'too many task-ignore patterns',
      { 'task-ignore': Array.from({ length: 201 }, (_, i) => `term ${i}`).join('\n') },
      'task-ignore',
      /accepts up to 200 terms, categories or page paths .* with \* for any run of characters; it has 201/,
    ],
    [
      'a task-ignore pattern too long',
      { 'task-ignore': `sso, ${'x'.repeat(301)}` },
      'task-ignore',
      /each at most 300 characters.*; one has 301/,
    ],
    [
      'docs-path leaving the workspace',
      { 'docs-path': 'docs/**/*.md, ../other/*.md' },
      'docs-path',
      /inside the workspace.*\.\.\/other/,
    ],
    ['docs-path from the root', { 'docs-path': '/etc/*.md' }, 'docs-path', /inside the workspace/],
    ['docs-path on a drive', { 'docs-path': 'C:\\docs\\*.md' }, 'docs-path', /inside the workspace/],
    [
      'tasks without labels',
      { mode: 'report', 'project-id': 'p', tasks: 'issues', 'task-labels': ' , ', 'github-token': 'ghs_x' },
      'task-labels',
      /at least one label/,
    ],
    [
      'tasks without a token',
      { mode: 'report', 'project-id': 'p', tasks: 'issues', 'github-token': '' },
      'github-token',
      /tasks "issues" needs a token allowed to write issues/,
    ],
    ['no sections', { sections: ', ,' }, 'sections', /needs at least one of traffic, feedback, searches/],
  ];

  it('reads the task and trend inputs: tasks off by default, on with its labels, limits and docs paths', () => {
    const off = parseAs('report', { 'project-id': 'p' }).settings.report;
    expect(off.tasks).toBeUndefined();
    expect(off.trendPeriods).toBe(12);
    expect(off.github).toBeUndefined();
    const on = parseAs('report', {
      'project-id': 'p',
      tasks: 'issues',
      'github-token': 'ghs_x',
      'task-labels': 'docs-gap, writers',
      'max-new-tasks': '0',
      'task-close-after': '3',
      'docs-path': 'docs/**/*.md\ncontent\\**\\*.mdx',
      'trend-periods': '0',
    }).settings.report;
    expect(on.tasks).toEqual({
      labels: ['docs-gap', 'writers'],
      maxNew: 0,
      closeAfter: 3,
      docsPaths: ['docs/**/*.md', 'content\\**\\*.mdx'],
      workspace: ENV.workspace,
    });
    expect(on.trendPeriods).toBe(0);
    expect(off.taskIgnore).toEqual([]);
    // A list as every list input takes it; blanks skipped, patterns kept as written (matched in the one form).
    const ignoring = parseAs('report', { 'project-id': 'p', 'task-ignore': ' SSO ,\n*Refund*\n\n, /internal/* ' });
    expect(ignoring.settings.report.taskIgnore).toEqual(['SSO', '*Refund*', '/internal/*']);
    // Task issues are opened in the workflow's repository, even when the report goes to the step summary only.
    expect(on.github).toEqual({ repository: { owner: 'acme', repo: 'docs' } });
  });

  it('takes sections in any order, each once, in the order the report shows them', () => {
    const { settings } = parseAs('report', { 'project-id': 'p', sections: 'comments\nsearches, traffic,comments' });
    expect(settings.report.sections).toEqual(['traffic', 'searches', 'comments']);
  });

  it('takes a values-file outside the workspace for push none, and either separator anywhere', () => {
    expect(parse({ 'values-file': '../shared/values.yaml' }).settings.values.file).toBe('../shared/values.yaml');
    for (const file of ['deploy\\prod\\values.yaml', './deploy/values..yaml']) {
      const settings = parse({ push: 'commit', 'values-file': file, 'values-repository': 'acme/deploy' }).settings;
      expect(settings.values.file).toBe(file);
    }
  });

  it.each(cases)('names the input for %s', (_label, given, input, accepts) => {
    const problems = problemsOf(given);
    const problem = problems.find((p) => p.input === input);
    expect(problem, JSON.stringify(problems)).toBeDefined();
    expect(problem?.message).toContain(`Input "${input}"`);
    expect(problem?.message).toMatch(accepts);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ mode: 'report', top: 'x', 'request-budget': '0' });
    expect(problems.map((p) => p.input).sort()).toEqual(['project-id', 'request-budget', 'top']);
  });
});
