// `npm run bench`: every benchmark of the project in one run, each against its baseline measured in the
// same run, printed as one table. `--update-readme` also writes the table into README.md, stamped with the date
// and `--machine "<what ran it>"` (default: the core count); `--no-large` leaves out the 2 GB bundle.
import fs from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { benchColdStart } from './cold-start.ts';
import { benchDownload, TARGETS } from './download.ts';
import { benchLargeBundle } from './large-bundle.ts';
import { benchPoll, LAG_TARGET_MS } from './poll.ts';
import { benchReportRequests } from './report-requests.ts';

interface Row {
  benchmark: string;
  action: string;
  baseline: string;
  ratio: string;
  target: string;
  met: boolean;
}

const { values: flags } = parseArgs({
  options: { 'update-readme': { type: 'boolean' }, 'no-large': { type: 'boolean' }, machine: { type: 'string' } },
});
const log = (line: string) => console.error(line);
const rows: Row[] = [];
const seconds = (s: number) => `${s.toFixed(2)} s`;

// First, on a quiet machine: the 2 GB case leaves gigabytes for the disk to write back, which slows start-up.
log('cold start ...');
const cold = benchColdStart();

log('download + verify (this takes a minute: a 200 MB bundle, three runs of each side) ...');
const download = await benchDownload({ log });
rows.push({
  benchmark: `download + verify, ${(download.bundleBytes / 1e6).toFixed(0)} MB bundle`,
  action: seconds(download.actionSeconds),
  baseline: `${seconds(download.baselineSeconds)} (curl -o + sha256sum + tar -tzf)`,
  ratio: download.ratio.toFixed(2),
  target: `<= ${download.targets.ratio}`,
  met: download.ratio <= download.targets.ratio,
});
rows.push({
  benchmark: `peak RSS, ${(download.bundleBytes / 1e6).toFixed(0)} MB bundle`,
  action: `${download.actionPeakRssMB.toFixed(0)} MB`,
  baseline: `${download.withoutDownloadPeakRssMB.toFixed(0)} MB (the same run, download: false)`,
  ratio: '',
  target: `<= ${download.targets.peakRssMB} MB`,
  met: download.actionPeakRssMB <= download.targets.peakRssMB,
});

log('peak RSS with a 2 GB bundle (generated as it is packed: about a minute, 4 GB of temp space) ...');
const large = flags['no-large'] ? undefined : await benchLargeBundle({ log });
rows.push(
  large?.measured
    ? {
        benchmark: `peak RSS, ${(large.bundleBytes / 1e9).toFixed(1)} GB bundle`,
        action: `${large.peakRssMB.toFixed(0)} MB`,
        baseline: `${large.beforeDownloadRssMB.toFixed(0)} MB (the same run, before the download)`,
        ratio: '',
        target: `<= ${large.targetPeakRssMB} MB`,
        met: large.met,
      }
    : {
        benchmark: 'peak RSS, 2 GB bundle',
        action: `not measured: ${large?.reason ?? '--no-large'}`,
        baseline: '',
        ratio: '',
        target: `<= ${TARGETS.peakRssMB} MB`,
        met: false,
      },
);

rows.push({
  benchmark: 'cold start, failing on a bad input',
  action: `${cold.actionMedianMs.toFixed(0)} ms`,
  baseline: `${cold.nodeMedianMs.toFixed(0)} ms (node -e 0)`,
  ratio: `+${cold.overheadMs.toFixed(0)} ms`,
  target: `<= +${cold.targetOverheadMs} ms`,
  met: cold.met,
});

log('completion detection (a 10 s job, real time) ...');
const poll = await benchPoll();
rows.push({
  benchmark: `completion seen, ${poll.jobDurationMs / 1000} s job`,
  action: `${(poll.adaptive.lagMs / 1000).toFixed(2)} s after, ${poll.adaptive.polls} polls`,
  baseline: `${(poll.fixed.lagMs / 1000).toFixed(2)} s after, ${poll.fixed.polls} polls (fixed 10 s loop)`,
  ratio: `${poll.adaptive.polls}/${poll.fixed.polls} polls`,
  // One short job in real time checks that real HTTP timing matches the virtual sweep; the poll count is
  // judged over the sweep (a 10 s job takes 3 polls to be seen within 2 s, the fixed loop 2 and up to 10 s late).
  target: '<= 2 s',
  met: poll.targets.lagMet,
});
rows.push({
  benchmark: `completion seen, jobs of 7 s to 5 min (mean of ${poll.sweep.length})`,
  action: `${(poll.sweepMeans.adaptive.lagMs / 1000).toFixed(2)} s after, ${poll.sweepMeans.adaptive.polls.toFixed(1)} polls`,
  baseline: `${(poll.sweepMeans.fixed.lagMs / 1000).toFixed(2)} s after, ${poll.sweepMeans.fixed.polls.toFixed(1)} polls (fixed 10 s loop)`,
  ratio: `${(poll.sweepMeans.adaptive.polls / poll.sweepMeans.fixed.polls).toFixed(2)}`,
  target: '<= 2 s, fewer polls',
  met: poll.sweepMeans.adaptive.lagMs <= LAG_TARGET_MS && poll.sweepMeans.adaptive.polls < poll.sweepMeans.fixed.polls,
});
rows.push({
  benchmark: 'status polls: longest lag, closest two requests (all of the above)',
  action: `${(poll.sweepWorst.lagMs / 1000).toFixed(2)} s, ${(poll.sweepWorst.minGapMs / 1000).toFixed(2)} s apart`,
  baseline: '',
  ratio: '',
  target: '<= 2 s lag, >= 2 s apart',
  met: poll.sweepWorst.lagMs <= LAG_TARGET_MS && poll.sweepWorst.minGapMs >= 2_000,
});

log('report requests and render (10,000 pages, every section) ...');
const report = await benchReportRequests();
rows.push({
  benchmark: `report requests per period, ${report.pages} pages, ~20,000 feedback entries a week, every section`,
  action: report.periods.map((p) => `${p.requests}`).join(' + '),
  baseline: `${report.periods.map((p) => `${p.feedbackExact ? '' : '≥ '}${p.complete}`).join(' + ')} (every row and entry)`,
  ratio: '',
  target: `<= request-budget (${report.budget}); every section of both periods`,
  met: report.totalRequests <= report.budget && report.periods.every((p) => p.sectionsFetched),
});
rows.push({
  benchmark: `report render, ${report.pages} pages`,
  action: `${report.renderMs.toFixed(0)} ms`,
  baseline: '',
  ratio: '',
  target: '',
  met: true,
});

const table = [
  '| benchmark | action | baseline (same run) | ratio | target | met |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.benchmark} | ${r.action} | ${r.baseline} | ${r.ratio} | ${r.target} | ${r.target ? (r.met ? 'yes' : 'no') : ''} |`,
  ),
].join('\n');
console.log(table);

if (flags['update-readme']) {
  const readmeUrl = new URL('../README.md', import.meta.url);
  const readme = fs.readFileSync(readmeUrl, 'utf8');
  const start = readme.indexOf('<!-- bench:start -->');
  const end = readme.indexOf('<!-- bench:end -->');
  if (start === -1 || end === -1) throw new Error('README.md lacks the bench markers');
  const machine = flags.machine ?? `${cpus().length} cores`;
  const stamp = `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine} (Node ${process.version}):`;
  fs.writeFileSync(
    readmeUrl,
    `${readme.slice(0, start)}<!-- bench:start -->\n${stamp}\n\n${table}\n${readme.slice(end)}`,
  );
  log('README.md benchmark table updated.');
}
