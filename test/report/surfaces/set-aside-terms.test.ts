// The junk terms the report sets aside are named (a few examples), so they are published: on every surface (the
// summary, the report issue, the sticky comment, report.md, the task issues) the line that names them is inert as
// GitHub renders it, no task holds one, and the log quotes none. Every hostile term the emulator plants, named as
// an example by the built-in template, stays inert too.
import { describe, expect, it } from 'vitest';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { HOSTILE_SEARCH_TERMS } from '../../../emulator/analytics/hostile-text.ts';
import { createServiceClient } from '../../../src/client/service.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { setAsideExamples } from '../../../src/report/model/set-aside.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import { runReport } from '../../../src/report/run.ts';
import { capText, SEARCH_TERM_MAX_CHARS } from '../../../src/report/text-caps.ts';
import { activeParts } from '../../support/gfm.ts';
import { eachTaskWorld, taskLinks, TOKEN } from '../../tasks/support.ts';
import { NOW, surfacesOf } from '../emulator-world.ts';
import type { Tapped, World } from '../emulator-world.ts';
import { MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';
import { reportRun, reportSettings, tempDir } from '../harness.ts';

const LINE = /^Set aside, not counted as gaps: .*$/m;

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
eachTaskWorld((started) => ({ world, tapped, fake } = started));

async function publish() {
  const dir = tempDir('report-set-aside-');
  const clientLog = memoryLog();
  const service = createServiceClient({
    apiUrl: tapped.url,
    apiKey: world.emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock: world.clock,
    log: clientLog,
    random: () => 0,
  });
  const commentOn = fake.addIssue('acme/docs', { title: 'Weekly numbers', login: 'acme-admin' }).number;
  const settings = reportSettings(
    {
      projectId: world.emulator.projects.demo,
      sections: ['traffic', 'searches'],
      compare: false,
      publish: ['summary', 'issue', 'comment'],
      commentOn,
      reportDir: dir,
      tasks: { labels: ['docs-gap'], maxNew: 50, closeAfter: 2, docsPaths: ['**/*.md'], workspace: dir },
    },
    TOKEN,
    dir,
  );
  const run = reportRun({ settings, service, now: NOW, githubUrl: fake.url });
  let failure: unknown;
  const outputs = await runReport(run.context).catch((error: unknown) => {
    failure = error;
    return {};
  });
  return { ...run, clientLog, outputs, failure, dir };
}

describe('terms set aside', () => {
  it('are named inert on every markdown surface, held by no task, quoted by no log', async () => {
    const run = await publish();
    expect(run.failure).toBeUndefined();
    const all = surfacesOf(run, fake);
    for (const surface of ['summary', 'issues', 'comments', 'file report.md']) {
      const line = LINE.exec(all[surface] ?? '')?.[0];
      expect(line, surface).toMatch(/^Set aside, not counted as gaps: \d+ terms no reader types \(.*“.*”\)\.$/);
      expect(activeParts(line ?? ''), surface).toEqual([]);
    }
    // The report leads with the task issues it wrote, each linked: those links are its own.
    expect(activeParts(all.summary ?? '', taskLinks(fake))).toEqual([]);
    // The task issues: none of a junk term (their titles and bodies are checked in test/tasks/surfaces.test.ts).
    const titles = fake.issues('acme/docs').map((issue) => issue.title);
    const junk = ['HYPERLINK', 'alert(', 'rm -rf', 'GITHUB_TOKEN', 'everyone', '::error', 'fdp.exe', 'SUM(', 'struck'];
    for (const hostile of junk)
      expect(
        titles.filter((title) => title.includes(hostile)),
        hostile,
      ).toEqual([]);
    // The log names no term; a workflow command in one never starts a line of it.
    expect(all.log).not.toMatch(/^::error::search injected/m);
    expect(all.log).not.toContain('HYPERLINK');
  });

  it('are counted in words: junk, task-ignore, or both', () => {
    const render = loadReportTemplate(undefined);
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    const lineOf = (junk: number, ignored: number) =>
      LINE.exec(
        render({
          ...model,
          setAside: {
            terms: junk + ignored,
            junk,
            ignored,
            examples: [{ term: '=1+1', hits: 10, reason: ignored ? 'matched task-ignore' : 'a formula' }],
          },
        }),
      )?.[0];
    expect(lineOf(1, 0)).toBe('Set aside, not counted as gaps: 1 term no reader types (a formula: “\\=1+1”).');
    expect(lineOf(3, 2)).toBe(
      'Set aside, not counted as gaps: 3 terms no reader types and 2 matched `task-ignore` (matched task-ignore: “\\=1+1”).',
    );
    expect(lineOf(0, 1)).toBe(
      'Set aside, not counted as gaps: 1 term matched `task-ignore` (matched task-ignore: “\\=1+1”).',
    );
    const none = render({ ...model, setAside: { terms: 0, junk: 0, ignored: 0, examples: [] } });
    expect(none).not.toContain('Set aside');
  });

  it('each hostile term the emulator plants, named by the built-in template, is inert', () => {
    const render = loadReportTemplate(undefined);
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    // Every planted term, five at a time (the most the report names), as the collect stage caps it.
    const planted = HOSTILE_SEARCH_TERMS.map((term, i) => ({
      term: capText(term, SEARCH_TERM_MAX_CHARS),
      hits: 100 - i,
      reason: 'markup' as const,
    }));
    for (let i = 0; i < planted.length; i += 5) {
      const examples = setAsideExamples(planted.slice(i, i + 5));
      const markdown = render({
        ...model,
        setAside: { terms: examples.length, junk: examples.length, ignored: 0, examples },
      });
      const line = LINE.exec(markdown)?.[0] ?? '';
      expect(line).toContain('markup: “');
      expect(activeParts(line), line).toEqual([]);
      expect(line).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
  });
});
