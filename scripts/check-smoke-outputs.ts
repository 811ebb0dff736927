import crypto from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The CI smoke job's last step: checks the outputs of the three `uses: ./` steps (export, refresh-link,
 * report) that GitHub's own runner produced. Outputs come in through the environment as JSON
 * (`EXPORT_OUTPUTS: ${{ toJSON(steps.export.outputs) }}`, likewise REFRESH_OUTPUTS and REPORT_OUTPUTS) with the
 * values file's path in VALUES_FILE. Problems name the output, never the value: bundle-url is a credential.
 */
export type Outputs = Record<string, string | undefined>;
export interface SmokeRuns {
  export: Outputs;
  refresh: Outputs;
  report: Outputs;
  valuesFile: string;
}

const RFC3339_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const wholeNumber = (value: string | undefined) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
const readable = (file: string | undefined) => file !== undefined && fs.existsSync(file) && fs.statSync(file).isFile();

function isSignedLink(value: string | undefined): boolean {
  try {
    return new URL(value ?? '').searchParams.has('X-Amz-Signature');
  } catch {
    return false;
  }
}

function checkExport(outputs: Outputs, now: Date): string[] {
  const problems: string[] = [];
  if (outputs.status !== 'completed') problems.push(`export: status is "${outputs.status}", expected "completed"`);
  if (!/^se_[0-9a-z]+$/i.test(outputs['job-id'] ?? ''))
    problems.push('export: job-id is not a static export job id (se_...)');
  if (!((wholeNumber(outputs['page-count']) ?? 0) > 0)) problems.push('export: page-count is not a positive number');
  if (!isSignedLink(outputs['bundle-url'])) problems.push('export: bundle-url is not a presigned link');
  if (!RFC3339_UTC.test(outputs['expires-at'] ?? '') || new Date(outputs['expires-at'] as string) <= now)
    problems.push('export: expires-at is not a future RFC 3339 UTC time');
  if (outputs['values-changed'] !== 'true') problems.push('export: values-changed is not "true" for a fresh link');
  const bundle = outputs['bundle-path'];
  if (!readable(bundle)) return [...problems, 'export: bundle-path names no file'];
  const bytes = fs.readFileSync(bundle as string);
  if (wholeNumber(outputs['bundle-size']) !== bytes.length)
    problems.push('export: bundle-size is not the size of the file at bundle-path');
  if (crypto.createHash('sha256').update(bytes).digest('hex') !== outputs['bundle-sha256'])
    problems.push('export: bundle-sha256 is not the SHA-256 of the file at bundle-path');
  return problems;
}

function checkRefresh(outputs: Outputs, exported: Outputs, valuesFile: string): string[] {
  const problems: string[] = [];
  if (outputs['job-id'] !== exported['job-id']) problems.push("refresh-link: job-id is not the export's job");
  if (outputs.skipped !== 'false')
    problems.push(
      `refresh-link: skipped is "${outputs.skipped}", expected "false" (refresh-before is longer than the link's life)`,
    );
  if (!isSignedLink(outputs['bundle-url'])) problems.push('refresh-link: bundle-url is not a presigned link');
  if (!RFC3339_UTC.test(outputs['expires-at'] ?? ''))
    problems.push('refresh-link: expires-at is not an RFC 3339 UTC time');
  const values = readable(valuesFile) ? fs.readFileSync(valuesFile, 'utf8') : undefined;
  if (values === undefined) problems.push('refresh-link: the values file is missing');
  else if (!values.includes(outputs['bundle-url'] ?? '\0'))
    problems.push('refresh-link: the values file does not hold the refreshed bundle-url');
  return problems;
}

function checkReport(outputs: Outputs): string[] {
  const problems: string[] = [];
  if (!((wholeNumber(outputs['visitors-total']) ?? 0) > 0))
    problems.push('report: visitors-total is not a positive number');
  if (wholeNumber(outputs['feedback-total']) === undefined) problems.push('report: feedback-total is not a number');
  const used = wholeNumber(outputs['requests-used']);
  if (used === undefined || used < 1 || used > 40)
    problems.push('report: requests-used is not between 1 and the default request-budget, 40');
  if (
    !readable(outputs['report-path']) ||
    !fs.readFileSync(outputs['report-path'] as string, 'utf8').includes('Docs analytics')
  )
    problems.push('report: report-path is not a report');
  try {
    JSON.parse(fs.readFileSync(outputs['data-path'] ?? '', 'utf8'));
  } catch {
    problems.push('report: data-path is not a JSON file');
  }
  return problems;
}

/** Every problem found, empty when the smoke run did what users expect. */
export function checkSmokeOutputs(runs: SmokeRuns, now = new Date()): string[] {
  return [
    ...checkExport(runs.export, now),
    ...checkRefresh(runs.refresh, runs.export, runs.valuesFile),
    ...checkReport(runs.report),
  ];
}

function outputsFromEnv(name: string): Outputs {
  const text = process.env[name];
  if (!text) throw new Error(`${name} is not set: pass the step's outputs as \${{ toJSON(steps.<id>.outputs) }}.`);
  return JSON.parse(text) as Outputs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkSmokeOutputs({
    export: outputsFromEnv('EXPORT_OUTPUTS'),
    refresh: outputsFromEnv('REFRESH_OUTPUTS'),
    report: outputsFromEnv('REPORT_OUTPUTS'),
    valuesFile: process.env.VALUES_FILE ?? '',
  });
  for (const problem of problems) console.log(`::error title=Smoke check::${problem}`);
  console.log(
    problems.length === 0
      ? 'Smoke check: export, refresh-link and report outputs are as expected.'
      : `Smoke check: ${problems.length} problem(s).`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
