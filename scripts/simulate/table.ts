import type { ScenarioResult } from './run-scenario.ts';

const COLUMNS: [string, (result: ScenarioResult) => string][] = [
  ['scenario', (r) => r.scenario],
  ['least validity (h)', (r) => r.leastValidityHours.toFixed(1)],
  ['expired (h)', (r) => r.expiredHours.toFixed(1)],
  ['outage before (h)', (r) => r.outageBeforeLeastHours.toFixed(1)],
  ['runs (failed)', (r) => `${r.runs.export + r.runs.refresh} (${r.runs.failed})`],
  ['service requests', (r) => String(r.serviceRequests)],
  ['GitHub requests', (r) => String(r.githubRequests)],
  ['commits', (r) => String(r.commits)],
  ['merges', (r) => String(r.merges)],
  ['warned runs', (r) => String(r.freshnessWarnings)],
];

/** The results as a Markdown table, the form the README quotes. */
export function formatTable(results: readonly ScenarioResult[]): string {
  const rows = results.map((result) => COLUMNS.map(([, cell]) => cell(result)));
  const head = COLUMNS.map(([name]) => name);
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}
