import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../devkit/temp.ts';
import { END_MARKER, renderActionDocs, spliceActionDocs, START_MARKER } from '../../scripts/action-docs.ts';
import { KEYS_END_MARKER, KEYS_START_MARKER, spliceEmulatorKeys } from '../../scripts/emulator-keys.ts';
import { renderInputTable } from '../../scripts/input-table.ts';
import { allScenarios } from '../../scripts/simulate/scenarios.ts';
import { spliceFreshness } from '../../scripts/simulate/table.ts';
import type { RecordedQuarter } from '../../scripts/simulate/table.ts';
import { DEFAULT_THRESHOLDS } from '../../src/report/model/build.ts';
import { stringContaining } from '../support/matchers.ts';

const root = new URL('../../', import.meta.url);
const actionYaml = fs.readFileSync(new URL('action.yml', root), 'utf8');
const readme = fs.readFileSync(new URL('README.md', root), 'utf8');
const emulatorReadme = fs.readFileSync(new URL('emulator/README.md', root), 'utf8');
const quarter = JSON.parse(fs.readFileSync(new URL('scripts/simulate/quarter.json', root), 'utf8')) as RecordedQuarter;

/** A temp copy of what `npm run docs` reads and writes, to run it where a change cannot reach the project. */
function docsSources(prefix: string): string {
  const dir = tempDir(prefix);
  for (const file of [
    'scripts/docs.ts',
    'scripts/action-docs.ts',
    'scripts/input-table.ts',
    'scripts/builtin-template.ts',
    'scripts/emulator-keys.ts',
    'scripts/simulate/table.ts',
    'scripts/simulate/quarter.json',
    'emulator/accounts.ts',
    'emulator/README.md',
    'src/settings/input-table.generated.ts',
    'src/report/render/builtin-template.compiled.ts',
    'src/report/render/compile-options.ts',
    'templates/report.md.hbs',
    'action.yml',
    'README.md',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(new URL(file, root), path.join(dir, file));
  }
  fs.symlinkSync(new URL('node_modules', root).pathname, path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
  return dir;
}

describe('docs and the input table generated from action.yml', () => {
  it('is current in the committed README', () => {
    expect(spliceActionDocs(readme, actionYaml)).toBe(readme);
  });

  it('lists every input with its default and every output', () => {
    const docs = renderActionDocs(actionYaml);
    expect(docs).toMatch(/\| `api-key` \| {2}\| [^\n]*Required, but for `task-links`/);
    expect(docs).toContain('| `timeout` | `30m` |');
    expect(docs).toContain('| `issue-title` | `Docs analytics: {{period.label}}` |');
    expect(docs).toContain('| `bundle-sha256` |');
  });

  it('fails the check when the README is stale', async () => {
    const dir = docsSources('docs-check-');
    fs.writeFileSync(path.join(dir, 'action.yml'), actionYaml.replace('default: 30m', 'default: 45m'));
    const run = promisify(execFile);
    await expect(run(process.execPath, ['scripts/docs.ts', '--check'], { cwd: dir })).rejects.toMatchObject({
      stderr: stringContaining('README.md is stale'),
    });
    await run(process.execPath, ['scripts/docs.ts'], { cwd: dir });
    await run(process.execPath, ['scripts/docs.ts', '--check'], { cwd: dir });
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('| `timeout` | `45m` |');
    expect(fs.readFileSync(path.join(dir, 'src/settings/input-table.generated.ts'), 'utf8')).toContain(
      '"name":"timeout","default":"45m"',
    );
  });

  it('keeps the generated input table current', () => {
    const table = fs.readFileSync(new URL('src/settings/input-table.generated.ts', root), 'utf8');
    expect(table).toBe(renderInputTable(actionYaml));
  });

  it('quotes the recorded simulation in its freshness table, and the recording ran every scenario', () => {
    expect(spliceFreshness(readme, quarter)).toBe(readme);
    expect(quarter.results.map((result) => result.scenario)).toEqual(allScenarios().map((scenario) => scenario.name));
    expect(readme).toContain('| 3-hourly commit link 7d refresh-before 36h 12h outage at renewal |');
  });

  it('keeps the markers in place', () => {
    expect(readme).toContain(START_MARKER);
    expect(readme).toContain(END_MARKER);
    expect(emulatorReadme).toContain(KEYS_START_MARKER);
    expect(emulatorReadme).toContain(KEYS_END_MARKER);
  });

  it("keeps the emulator's keys table current with its accounts", () => {
    expect(spliceEmulatorKeys(emulatorReadme)).toBe(emulatorReadme);
  });

  it("fails the check when the emulator's keys table is stale", async () => {
    const dir = docsSources('docs-check-keys-');
    fs.writeFileSync(path.join(dir, 'emulator/README.md'), emulatorReadme.replace(/^\| `readOnly` .*\n/m, ''));
    const run = promisify(execFile);
    await expect(run(process.execPath, ['scripts/docs.ts', '--check'], { cwd: dir })).rejects.toMatchObject({
      stderr: stringContaining('emulator/README.md is stale'),
    });
    await run(process.execPath, ['scripts/docs.ts'], { cwd: dir });
    expect(fs.readFileSync(path.join(dir, 'emulator/README.md'), 'utf8')).toBe(emulatorReadme);
  });
});

describe("the README's report rules", () => {
  it('states the content-gap thresholds the model applies', () => {
    const { contentGapMinimumHits, contentGapMaximumCtr } = DEFAULT_THRESHOLDS;
    const rule = /searched at least \*\*(\d+)\*\* times and whose results were clicked less than \*\*(\d+)%\*\*/.exec(
      readme.replace(/\s+/g, ' '),
    );
    expect(rule, 'the README states the content-gap rule').not.toBeNull();
    expect(Number(rule?.[1])).toBe(contentGapMinimumHits);
    expect(Number(rule?.[2]) / 100).toBe(contentGapMaximumCtr);
  });

  it('states the thresholds of a page needing attention', () => {
    const t = DEFAULT_THRESHOLDS;
    const rule =
      /a page with \*\*(\d+)%\*\* or more thumbs down \(of at least \*\*(\d+)\*\* thumbs\) or \*\*(\d+)\*\* or more feedback entries per 100 visitors \(of at least \*\*(\d+)\*\* visitors\), and in either case at least \*\*(\d+)\*\* complaints \(thumbs down and code snippet reports; at least \*\*(\d+)\*\* feedback entries/.exec(
        readme.replace(/\s+/g, ' '),
      );
    expect(rule, 'the README states the attention rule').not.toBeNull();
    expect(rule?.slice(1).map(Number)).toEqual([
      t.attentionDownRatio * 100,
      t.minimumThumbs,
      t.attentionPer100Visitors,
      t.minimumVisitorsForRate,
      t.attentionMinimumComplaints,
      t.attentionMinimumEntries,
    ]);
  });

  it('states the unanswered-question thresholds the task issues apply', () => {
    const { unansweredGapMinimum, unansweredGapMinimumShare } = DEFAULT_THRESHOLDS;
    const rule = /at least \*\*(\d+)\*\* unanswered questions in the period that are at least \*\*(\d+)%\*\*/.exec(
      readme.replace(/\s+/g, ' '),
    );
    expect(rule, 'the README states the unanswered-gap rule').not.toBeNull();
    expect(Number(rule?.[1])).toBe(unansweredGapMinimum);
    expect(Number(rule?.[2]) / 100).toBe(unansweredGapMinimumShare);
  });
});
