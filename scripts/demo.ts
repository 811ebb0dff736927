import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { followingClock, startGitHubFake } from '../devkit/github-fake/index.ts';
import { runAction } from '../devkit/harness/run-action.ts';
import type { ActionRun, RunActionOptions } from '../devkit/harness/run-action.ts';
import { removeFileTemps } from '../devkit/temp.ts';
import { startEmulator } from '../emulator/server.ts';
import { demoWeeks, runWeeklyReports } from './demo/weekly-reports.ts';

/**
 * `npm run demo`: the built action, run as the GitHub runner runs it, against the bundled emulator (and
 * the GitHub fake, where the workspace repository is private), for every mode; then export again after
 * the docs changed, and once with deploy-first. What a user would see lands in demo-output/.
 *
 * Then five weekly reports published as issues: unanswered assistant questions, the trend each report carries
 * forward, every content gap a task issue, and two tasks closed as done in the third week watched by the fourth and
 * fifth: one fixed by a merged pull request, one closed by hand whose gap stays (scripts/demo/weekly-reports.ts).
 *
 * `npm run demo -- --service-readings` serves the other readings the service's reference allows: the demo
 * project's `ctr` as percentages and half its feedback entries named by full URL (the reports read the
 * same), and one more report, of the air-gapped project with its feedback widget off.
 */
const SERVICE_READINGS = process.argv.includes('--service-readings');
/** What changes in the docs between the first export and the second. */
const DOCS_CHANGE = {
  add: {
    '/guides/returns':
      '---\ntitle: Returns\ndescription: Sending parcels back.\n---\nCreate a return label, then hand the parcel in.\n',
  },
  remove: ['/changelog'],
  modify: { '/guides/webhooks': 'Webhooks are now signed with **Ed25519**: verify the `Signature` header.\n' },
};
/** What a push to the docs repository brings, published by the deployment deploy-first triggers. */
const PUSHED_CHANGE = {
  add: {
    '/guides/customs':
      '---\ntitle: Customs\ndescription: Parcels that cross a border.\n---\nAttach the customs declaration to the label.\n',
  },
  modify: { '/guides/rate-limits': 'The limit is now **120 requests a minute** per key.\n' },
};

const root = new URL('../', import.meta.url).pathname;
const out = path.join(root, 'demo-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const emulator = await startEmulator({
  jobDurationMs: 4_000,
  deploymentDurationMs: 6_000,
  faults: SERVICE_READINGS
    ? {
        projectReadings: {
          proj_demo: { ctrScale: 'percentage', entriesByUrl: 0.5 },
          proj_airgap: { feedbackWidget: 'off' },
        },
      }
    : {},
});
const service = { 'api-url': emulator.url, 'api-key': emulator.keys.demo };
// The workflow's repository, private: the values file with its presigned link may be written into its workspace.
const workflowRepository = (clock: () => number) =>
  startGitHubFake({
    tokens: [
      {
        token: 'ghs_demo_workflow_token',
        login: 'github-actions[bot]',
        type: 'Bot',
        installation: true,
        repos: ['acme/docs'],
      },
    ],
    repos: [{ owner: 'acme', name: 'docs', private: true, files: { 'README.md': '# docs\n' } }],
    clock: followingClock(clock),
  });
// Today, as the runs have it.
const github = await workflowRepository(() => Date.now());
// The weekly reports' repository lives through their five weeks (weekly-reports.ts sets the time before each step):
// a task is opened on the day after its week, closed on a day of the third week, and watched after.
let weeklyTime = Date.parse(`${demoWeeks(new Date())[0]?.dateFrom ?? ''}T08:00:00Z`);
const weeklyGithub = await workflowRepository(() => weeklyTime);
const onGitHub = (options: RunActionOptions, on = github): RunActionOptions => ({
  ...options,
  githubApiUrl: on.url,
  inputs: { 'github-token': 'ghs_demo_workflow_token', ...options.inputs },
});
const lines: string[] = [];
let failed = false;

function keep(name: string, run: ActionRun, show: string[]): void {
  const folder = path.join(out, 'runs', name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'log.txt'), `${run.logLines.join('\n')}\n`);
  fs.writeFileSync(path.join(folder, 'summary.md'), run.summary);
  fs.writeFileSync(path.join(folder, 'outputs.json'), `${JSON.stringify(run.outputs, null, 2)}\n`);
  // The diff-file output lives in the run's temp directory, which goes with the run: kept beside the summary.
  const diffFile = run.outputs['diff-file'];
  if (diffFile && fs.existsSync(diffFile)) fs.copyFileSync(diffFile, path.join(folder, 'bundle-diff.json'));
  const status = run.exitCode === 0 ? 'ok' : `FAILED (exit ${run.exitCode})`;
  if (run.exitCode !== 0) failed = true;
  const shown = show
    .map((output) => (output === 'diff-file' ? diffFileShown(run, folder) : `${output}=${run.outputs[output] ?? ''}`))
    .join(' ');
  lines.push(
    `${name.padEnd(16)} ${status.padEnd(8)} ${(run.durationMs / 1000).toFixed(1).padStart(5)}s  ${path.relative(root, folder)}/  ${shown}`,
  );
}

try {
  // export: start, wait, bundle, download + verify, extract, and the values file edited in the workspace.
  const workspace = path.join(out, 'workspace');
  fs.mkdirSync(workspace, { recursive: true });
  const sample = fs.readFileSync(path.join(root, 'examples/helm/values.yaml'), 'utf8');
  fs.writeFileSync(path.join(workspace, 'values.yaml'), sample);
  const exported = await runAction(
    onGitHub({
      workspace,
      inputs: {
        ...service,
        mode: 'export',
        domain: 'https://docs.example.com/',
        'bundle-path': path.join(out, 'bundle.tar.gz'),
        'extract-to': path.join(out, 'site'),
        'values-file': 'values.yaml',
        'values-version': '2026-11-21',
      },
    }),
  );
  keep('export', exported, ['job-id', 'page-count', 'bundle-size', 'values-changed']);
  const valuesDiff = createTwoFilesPatch(
    'values.yaml (before)',
    'values.yaml (after)',
    sample,
    fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8'),
    undefined,
    undefined,
    { context: 1 },
  );
  fs.writeFileSync(path.join(out, 'values.diff'), valuesDiff);

  // refresh-link: the link written above stays valid for days, so nothing is requested.
  const refreshed = await runAction(
    onGitHub({ workspace, inputs: { ...service, mode: 'refresh-link', 'values-file': 'values.yaml' } }),
  );
  keep('refresh-link', refreshed, ['skipped', 'expires-at']);

  // report: last week's analytics of the demo project, as summary and files: visitors, every feedback entry
  // counted, searches and content gaps, the AI assistant (the default sections).
  const reportOutputs = ['visitors-total', 'feedback-total', 'searches-total', 'content-gaps', 'requests-used'];
  const report = await runAction({
    inputs: {
      ...service,
      mode: 'report',
      'project-id': emulator.projects.demo,
      'report-dir': path.join(out, 'report'),
      period: 'last-7-days',
    },
  });
  keep('report', report, reportOutputs);
  // And with every section, readers' comments included (off by default: they publish readers' words), without
  // the comparison, so that both reports stay within the organization's hourly 100 requests.
  const withComments = await runAction({
    inputs: {
      ...service,
      mode: 'report',
      'project-id': emulator.projects.demo,
      'report-dir': path.join(out, 'report-comments'),
      period: 'last-7-days',
      compare: 'false',
      sections: 'traffic,feedback,searches,assistant,views,comments',
    },
  });
  keep('report-comments', withComments, reportOutputs);
  if (SERVICE_READINGS) {
    // A project whose feedback widget is off: visitors, and no feedback at all, said as such (2 requests).
    const widgetOff = await runAction({
      inputs: {
        ...service,
        mode: 'report',
        'project-id': emulator.projects.airgapped,
        'report-dir': path.join(out, 'report-feedback-off'),
        period: 'last-7-days',
        compare: 'false',
        sections: 'traffic,feedback',
      },
    });
    keep('feedback-off', widgetOff, ['visitors-total', 'feedback-total', 'requests-used']);
  }

  // Five weeks of reports as issues: each shows the trend read back from the ones before; the content gaps become
  // task issues, and two closed as done are watched after their close (scripts/demo/weekly-reports.ts).
  const weekly = await runWeeklyReports({
    run: (inputs, at) =>
      runAction(
        onGitHub(
          { workspace: at, inputs: { ...service, 'project-id': emulator.projects.demo, ...inputs } },
          weeklyGithub,
        ),
      ),
    setGitHubTime: (ms) => {
      weeklyTime = ms;
    },
    keep,
    advanceService: async (seconds) => {
      const answer = await fetch(`${emulator.url}/_emulator/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceSeconds: seconds }),
      });
      if (!answer.ok) throw new Error(`the emulator's clock did not move: ${answer.status}`);
    },
    answerSearch: (answer) => emulator.answerSearch({ ...answer, project: emulator.projects.demo }),
    github: weeklyGithub,
    repository: 'acme/docs',
    out,
    today: new Date(),
  });

  // The docs change (a page added, one removed, one rewritten) and export runs again: the values file gets
  // the new link, and the summary says which pages this rollout adds, removes and changes.
  emulator.publishSiteChange(DOCS_CHANGE);
  const exportInputs = { ...service, mode: 'export', domain: 'docs.example.com', 'values-file': 'values.yaml' };
  const again = await runAction(onGitHub({ workspace, inputs: exportInputs }));
  keep('export-again', again, ['job-id', 'pages-added', 'pages-removed', 'pages-changed', 'diff-file']);

  // On a push the service deploys by itself, and an export started at once could capture the deployment
  // before it. deploy-first deploys the pushed content, waits for success, then exports what it published.
  emulator.setPendingSiteChange(PUSHED_CHANGE);
  const deployed = await runAction(
    onGitHub({ workspace, inputs: { ...exportInputs, 'deploy-first': 'true', 'project-id': emulator.projects.demo } }),
  );
  keep('deploy-first', deployed, ['deployment-id', 'deployment-status', 'pages-added', 'pages-changed', 'diff-file']);

  console.log('\ndocs-export-action demo against the emulator\n');
  for (const line of lines) console.log(`  ${line}`);
  console.log(
    `\n  values.yaml change (demo-output/values.diff):\n${indent(valuesDiff.replace(/\?X-Amz-[^"\s]*/g, '?…(query hidden: it signs the link)'))}`,
  );
  console.log(
    `  bundle:    ${path.relative(root, path.join(out, 'bundle.tar.gz'))} (sha256 ${exported.outputs['bundle-sha256'] ?? '?'})`,
  );
  console.log(`  site:      ${path.relative(root, path.join(out, 'site'))}/index.html`);
  console.log(
    `  report:    ${path.relative(root, path.join(out, 'report'))}/report.md, report.json, visitors.csv, feedback.csv, searches.csv` +
      ` (with comments: ${path.relative(root, path.join(out, 'report-comments'))}/)`,
  );
  for (const line of weekly) console.log(`  ${line}`);
  console.log(
    `  diff:      export-again ${pageCounts(again)}; deploy-first ${pageCounts(deployed)} (runs/<name>/summary.md lists the pages)`,
  );
  console.log(
    `  deploy:    ${deployed.outputs['deployment-id'] ?? '?'} ${deployed.outputs['deployment-status'] ?? '?'}, then exported (runs/deploy-first/log.txt)`,
  );
  console.log(`  logs, step summaries and outputs of each run: demo-output/runs/<mode>/\n`);
} finally {
  await emulator.close();
  await github.close();
  await weeklyGithub.close();
  // Each run's runner files (event, GITHUB_OUTPUT, …) in the temp directory: what a user sees is in demo-output/.
  removeFileTemps();
}
if (failed) {
  console.error('The demo saw a failing step: read its log.txt above.');
  process.exit(1);
}

function pageCounts(run: ActionRun): string {
  const { outputs } = run;
  if (outputs['pages-added'] === undefined) return 'no diff';
  return `+${outputs['pages-added']} -${outputs['pages-removed'] ?? '?'} ~${outputs['pages-changed'] ?? '?'} pages`;
}

function diffFileShown(run: ActionRun, folder: string): string {
  return run.outputs['diff-file']
    ? `diff-file=${path.relative(root, path.join(folder, 'bundle-diff.json'))}`
    : 'diff-file=';
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
