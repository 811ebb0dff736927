import type { ScenarioResult } from './run-scenario.ts';
import type { Weather } from './scenarios.ts';

/** What `npm run simulate -- --record` writes and `npm run docs` puts in the README. */
export interface RecordedQuarter {
  seed: number;
  weather: Weather;
  results: ScenarioResult[];
}

export const FRESHNESS_START =
  '<!-- freshness:start (generated from scripts/simulate/quarter.json by `npm run docs`) -->';
export const FRESHNESS_END = '<!-- freshness:end -->';

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

/** The README's freshness block: how the figures were made, and the table. */
export function renderFreshness(recorded: RecordedQuarter): string {
  return [
    `\`npm run simulate\` (seed ${recorded.seed}, ${recorded.weather.days} days; "outage before" is the longest service outage or 429`,
    'period in the 72 h before the lowest point; "warned runs" carried a "Link freshness" warning):',
    '',
    formatTable(recorded.results),
  ].join('\n');
}

/** The README with the freshness block replaced; throws when its markers are missing. */
export function spliceFreshness(readme: string, recorded: RecordedQuarter): string {
  const start = readme.indexOf(FRESHNESS_START);
  const end = readme.indexOf(FRESHNESS_END);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`README.md needs the markers ${FRESHNESS_START} and ${FRESHNESS_END}`);
  return `${readme.slice(0, start + FRESHNESS_START.length)}\n${renderFreshness(recorded)}\n${readme.slice(end)}`;
}
