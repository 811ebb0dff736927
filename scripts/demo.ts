import fs from 'node:fs';
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { startEmulator } from '../emulator/server.ts';
import { runAction, type ActionRun } from '../test/support/harness/run-action.ts';

/**
 * `npm run demo`: the built action, run as the GitHub runner runs it, against the bundled emulator, for
 * every mode. What a user would see lands in demo-output/.
 */
const root = new URL('../', import.meta.url).pathname;
const out = path.join(root, 'demo-output');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const emulator = await startEmulator({ jobDurationMs: 4_000 });
const service = { 'api-url': emulator.url, 'api-key': emulator.keys.demo };
const lines: string[] = [];
let failed = false;

function keep(name: string, run: ActionRun, show: string[]): void {
  const folder = path.join(out, 'runs', name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'log.txt'), `${run.logLines.join('\n')}\n`);
  fs.writeFileSync(path.join(folder, 'summary.md'), run.summary);
  fs.writeFileSync(path.join(folder, 'outputs.json'), `${JSON.stringify(run.outputs, null, 2)}\n`);
  const status = run.exitCode === 0 ? 'ok' : `FAILED (exit ${run.exitCode})`;
  if (run.exitCode !== 0) failed = true;
  const shown = show.map((output) => `${output}=${run.outputs[output] ?? ''}`).join(' ');
  lines.push(`${name.padEnd(14)} ${status.padEnd(8)} ${(run.durationMs / 1000).toFixed(1).padStart(5)}s  ${path.relative(root, folder)}/  ${shown}`);
}

try {
  // export: start, wait, bundle, download + verify, extract, and the values file edited in the workspace.
  const workspace = path.join(out, 'workspace');
  fs.mkdirSync(workspace, { recursive: true });
  const sample = fs.readFileSync(path.join(root, 'examples/helm/values.yaml'), 'utf8');
  fs.writeFileSync(path.join(workspace, 'values.yaml'), sample);
  const exported = await runAction({
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
  });
  keep('export', exported, ['job-id', 'page-count', 'bundle-size', 'values-changed']);
  const valuesDiff = createTwoFilesPatch('values.yaml (before)', 'values.yaml (after)', sample, fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8'), undefined, undefined, { context: 1 });
  fs.writeFileSync(path.join(out, 'values.diff'), valuesDiff);

  // refresh-link: the link written above stays valid for days, so nothing is requested.
  const refreshed = await runAction({ workspace, inputs: { ...service, mode: 'refresh-link', 'values-file': 'values.yaml' } });
  keep('refresh-link', refreshed, ['skipped', 'expires-at']);

  // report: last week's analytics of the demo project, as summary and files.
  const report = await runAction({
    inputs: { ...service, mode: 'report', 'project-id': emulator.projects.demo, 'report-dir': path.join(out, 'report'), period: 'last-7-days' },
  });
  keep('report', report, ['visitors-total', 'feedback-total', 'requests-used']);

  console.log('\ndocs-export-action demo against the emulator\n');
  for (const line of lines) console.log(`  ${line}`);
  console.log(`\n  values.yaml change (demo-output/values.diff):\n${indent(valuesDiff.replace(/\?X-Amz-[^"\s]*/g, '?…(query hidden: it signs the link)'))}`);
  console.log(`  bundle:    ${path.relative(root, path.join(out, 'bundle.tar.gz'))} (sha256 ${exported.outputs['bundle-sha256'] ?? '?'})`);
  console.log(`  site:      ${path.relative(root, path.join(out, 'site'))}/index.html`);
  console.log(`  report:    ${path.relative(root, path.join(out, 'report'))}/report.md, report.json, visitors.csv, feedback.csv`);
  console.log(`  logs, step summaries and outputs of each run: demo-output/runs/<mode>/\n`);
} finally {
  await emulator.close();
}
if (failed) {
  console.error('The demo saw a failing step: read its log.txt above.');
  process.exit(1);
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
