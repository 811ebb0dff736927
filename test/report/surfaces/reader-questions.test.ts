// What readers asked the assistant, published with care: every form of the table of planted personal data
// (test/report/planted-personal-data.ts, the emulator's own among them), planted by a tap in unanswered
// rows, reaches no surface (log, summary, report files, outputs, GitHub bodies, the report issue, the
// sticky comment, the task issues of unanswered categories and pages) with `questions` on or off, while
// ordinary questions come through as they were typed; hostile questions are inert as GitHub renders them;
// a public repository gets the same warning as comments; the count output is set, and left out for a
// project without the conversations endpoint.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { createServiceClient } from '../../../src/client/service.ts';
import { runReport } from '../../../src/report/run.ts';
import type { ReportSection } from '../../../src/settings/types.ts';
import { activeParts } from '../../support/gfm.ts';
import { taskLinks } from '../../tasks/support.ts';
import { NOW, startWorld, surfacesOf, tap } from '../emulator-world.ts';
import type { Tapped, World } from '../emulator-world.ts';
import { filesIn, reportRun, reportSettings, REPOSITORY, tempDir } from '../harness.ts';
import { ORDINARY_QUESTIONS, PLANTED_FORMS } from '../planted-personal-data.ts';

const TOKEN = 'ghp_reportbot_token';
const PLANTED = PLANTED_FORMS.map((row) => row.value);
/** A question only the tap asks: with `questions` off it must reach no surface at all. */
const MARKER_QUESTION = 'Where is the planted-question-marker page?';
const HOSTILE_QUESTIONS = [
  '<img src=x onerror=alert(1)> @everyone see [this](https://evil.example/phish) | a | b |',
  '::error::injected\n# heading\n<details open>surprise</details> closes #1 \u202Eexe.txt',
];
const WITH_QUESTIONS: ReportSection[] = ['traffic', 'assistant', 'questions'];
const WITHOUT_QUESTIONS: ReportSection[] = ['traffic', 'assistant'];

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
/** The issue the sticky comment goes on. */
let commentOn: number;
beforeEach(async () => {
  world = await startWorld();
  tapped = await tap(world.emulator.url);
  // Every fifth row becomes an unanswered question carrying personal data, a hostile text or the marker.
  tapped.rewrite = (where, body) => {
    if (!where.endsWith('/assistant') || !Array.isArray(body.conversations)) return body;
    const rows = body.conversations as Record<string, unknown>[];
    return {
      ...body,
      conversations: rows.map((row, i) => {
        if (i % 5 !== 0) return row;
        const n = i / 5;
        const planted = PLANTED[n % PLANTED.length] ?? '';
        const query =
          n % 4 === 0
            ? `my account is blocked, reach me at ${planted} today`
            : n % 4 === 1
              ? (HOSTILE_QUESTIONS[((n - 1) / 4) % HOSTILE_QUESTIONS.length] ?? '')
              : n % 4 === 2
                ? `${MARKER_QUESTION} key ${planted}`
                : `${planted}`;
        return { ...row, query, resolutionStatus: 'unanswered', queryCategory: 'billing' };
      }),
    };
  };
  fake = await startGitHubFake({
    tokens: [{ token: TOKEN, login: 'report-bot' }],
    repos: [{ owner: 'acme', name: 'docs' }],
  });
  commentOn = fake.addIssue(REPOSITORY, { title: 'Weekly numbers', login: 'acme-admin' }).number;
});
afterEach(async () => {
  await tapped.close();
  await fake.close();
  await world.close();
});

const repositoryEvent = (isPrivate: boolean) => ({ repository: { full_name: REPOSITORY, private: isPrivate } });

async function publish(sections: ReportSection[], isPrivate = true) {
  const dir = tempDir('report-questions-');
  const clientLog = memoryLog();
  const service = createServiceClient({
    apiUrl: tapped.url,
    apiKey: world.emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock: world.clock,
    log: clientLog,
    random: () => 0,
  });
  const settings = reportSettings(
    {
      projectId: world.emulator.projects.demo,
      sections,
      publish: ['summary', 'issue', 'comment'],
      commentOn,
      reportDir: dir,
      // Task issues too: a category or page whose questions go unanswered becomes one, a surface of its own.
      tasks: { labels: ['docs-gap'], maxNew: 50, closeAfter: 2, docsPaths: ['**/*.md'], workspace: dir },
    },
    TOKEN,
    dir,
  );
  const run = reportRun({ settings, service, now: NOW, githubUrl: fake.url, event: repositoryEvent(isPrivate) });
  let failure: unknown;
  const outputs = await runReport(run.context).catch((error: unknown) => {
    failure = error;
    return {};
  });
  return { ...run, clientLog, outputs, failure, dir };
}

/** Every surface of a run, as text. */
const surfaces = (run: Awaited<ReturnType<typeof publish>>) => surfacesOf(run, fake);

/**
 * A surface as a reader would read it: markdown escapes and numeric character references undone (the
 * zero-width space a body puts after `@`), NFKC (`＠` is `@`), invisible characters gone.
 */
const readable = (text: string) =>
  text
    .replace(/\\(.)/gu, '$1')
    .replace(/&#(\d+);/g, (_ref, code: string) => String.fromCodePoint(Number(code)))
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '');
/** The planted data as it could be found: also with its separators gone (a phone number, a card number). */
const leaks = PLANTED.flatMap((value) => [value, value.replace(/[\s()+\-_,.\u2010-\u2015]/g, '')]).map(readable);
/** Every surface of a run, each as written and as read. */
const readableSurfaces = (all: Record<string, string>) =>
  Object.entries(all).flatMap(([surface, text]) => [
    [surface, text],
    [`${surface} (as read)`, readable(text)],
  ]);

/** The questions the report keeps, as report.json holds them (not escaped). */
const keptQuestions = (dir: string) =>
  (
    JSON.parse(filesIn(dir)['report.json'] ?? '{}') as {
      model: { questionRows: { rows: { categories: string[]; text: string; count: number }[] } };
    }
  ).model.questionRows.rows;

describe('questions readers asked the assistant', () => {
  it.each([
    ['on', WITH_QUESTIONS],
    ['off', WITHOUT_QUESTIONS],
  ] as const)(
    'with questions %s, no planted e-mail address, phone, key or digit run reaches any surface',
    async (_on, sections) => {
      const run = await publish([...sections]);
      expect(run.failure).toBeUndefined();
      const all = surfaces(run);
      for (const [surface, text] of readableSurfaces(all))
        for (const leak of leaks) expect(text, `${surface}: ${leak}`).not.toContain(leak);
      expect(all.summary).toContain('#### Unanswered questions');
      expect(all.issues).toContain('Docs gap: unanswered questions in category “billing”');
      if (sections.includes('questions')) {
        // The questions are there, with what was removed marked.
        expect(all.summary).toContain('### What they asked');
        // 73 rows planted; 11 of them follow a clarifying question in their thread: replies, counted, not listed.
        expect(all.summary).toContain(
          '| Where is the planted-question-marker page? key \\[removed\\] | 62 | billing |',
        );
        expect(all.issues).toContain('### What they asked');
      } else {
        for (const [surface, text] of Object.entries(all))
          expect(text, surface).not.toContain('planted-question-marker');
      }
    },
  );

  it('removes every form of the table, each of which would be shown if it were kept, and keeps ordinary questions whole', async () => {
    // Every row unanswered, in five categories (the five the report shows): three in four carry one form of
    // the table alone, the rest an ordinary question. A form asked ~30 times outranks an ordinary question
    // (~17), so each category's ten shown rows would hold every form of it that the scrub missed.
    tapped.rewrite = (where, body) => {
      if (!where.endsWith('/assistant') || !Array.isArray(body.conversations)) return body;
      const rows = body.conversations as Record<string, unknown>[];
      return {
        ...body,
        conversations: rows.map((row, i) => {
          const n = Math.floor(i / 4);
          const planted = (n * 3 + (i % 4)) % PLANTED.length;
          const [k, query] =
            i % 4 === 3
              ? [n % ORDINARY_QUESTIONS.length, ORDINARY_QUESTIONS[n % ORDINARY_QUESTIONS.length] ?? '']
              : [planted, `reach me at ${PLANTED[planted] ?? ''} today`];
          return { ...row, query, resolutionStatus: 'unanswered', queryCategory: `planted ${k % 5}` };
        }),
      };
    };
    const run = await publish(WITH_QUESTIONS);
    expect(run.failure).toBeUndefined();
    const all = surfaces(run);
    // Soft: a failure names every form that leaks, on every surface it reaches.
    for (const [surface, text] of readableSurfaces(all))
      for (const leak of leaks) expect.soft(text, `${surface}: ${leak}`).not.toContain(leak);
    for (const surface of ['summary', 'issues', 'comments', 'file report.md'])
      expect(all[surface], surface).toContain('reach me at \\[removed\\] today');
    expect(all.issues).toContain('Docs gap: unanswered questions in category “planted 0”');
    const kept = keptQuestions(run.dir);
    // One text, once, with the five categories it was asked under.
    const removed = kept.filter((q) => q.text === `reach me at [removed] today`);
    expect(removed).toHaveLength(1);
    expect([...(removed[0]?.categories ?? [])].sort()).toEqual([0, 1, 2, 3, 4].map((k) => `planted ${k}`));
    expect(kept.map((q) => q.text)).toEqual(expect.arrayContaining([...ORDINARY_QUESTIONS]));
  });

  it.each([
    ['cut in half', (email: string) => `{"conversations":[{"id":"01J","query":"mail me at ${email}","respo`],
    [
      'not valid as data',
      (email: string) =>
        JSON.stringify({
          conversations: [{ id: 7, query: `mail me at ${email}`, resolutionStatus: { email } }],
          nextCursor: null,
          hasMore: false,
        }),
    ],
  ] as const)(
    'a conversations answer %s does not quote a question into a log, an error or the report',
    async (_how, answer) => {
      const email = PLANTED[0] ?? '';
      tapped.intercept = (where) => (where.endsWith('/assistant') ? { status: 200, body: answer(email) } : undefined);
      const run = await publish(WITH_QUESTIONS);
      expect(run.failure).toBeUndefined();
      const all = surfaces(run);
      expect(all.log).toMatch(/Assistant conversations of .*not fetched/);
      for (const [surface, text] of Object.entries(all)) expect(text, surface).not.toContain(email);
    },
  );

  it('shows hostile questions as inert text in the summary and the issue body', async () => {
    const run = await publish(WITH_QUESTIONS);
    const summary = run.summaries.join('\n');
    expect(summary).toContain('### What they asked');
    expect(summary).toMatch(/evil\.example/); // the hostile question is shown, as text
    // The report leads with the task issues it wrote, each linked: those links are its own.
    expect(activeParts(summary, taskLinks(fake))).toEqual([]);
    const issue = fake.issues(REPOSITORY).find((i) => i.body?.startsWith('<!-- docs-export-report'))?.body ?? '';
    expect(issue).toContain('### What they asked');
    // The action's own marker and data block are the only HTML comments.
    expect(activeParts(issue.replace(/<!-- docs-export-(report|data:v1) [^>]*-->/g, ''), taskLinks(fake))).toEqual([]);
    expect(run.log.text()).not.toContain('onerror');
  });

  it('sets unanswered-questions to the count of the period', async () => {
    const run = await publish(WITHOUT_QUESTIONS);
    const json = JSON.parse(filesIn(run.dir)['report.json'] ?? '{}') as {
      model: { schema: string; assistant: { unanswered: { unanswered: { current: number } } } };
    };
    expect(json.model.schema).toBe('docs-export-report/v3');
    expect(run.outputs).toMatchObject({
      'unanswered-questions': String(json.model.assistant.unanswered.unanswered.current),
    });
    expect(Number(run.outputs['unanswered-questions' as keyof typeof run.outputs])).toBeGreaterThan(0);
  });

  it('leaves unanswered-questions empty for a project without the conversations endpoint', async () => {
    world.emulator.setFaults({ projectFeatures: { [world.emulator.projects.demo]: { conversations: 'absent' } } });
    const run = await publish(WITH_QUESTIONS);
    expect(run.failure).toBeUndefined();
    expect(run.outputs).not.toHaveProperty('unanswered-questions');
    expect(run.summaries.join('\n')).toContain('the project has no conversations endpoint');
  });
});

describe('a public repository', () => {
  const warning =
    "This report publishes what readers wrote (the `questions` section) where this repository's readers see it. Take `questions` out of the `sections` input to stop publishing them.";

  it('says beside the questions, in the notes and in the log that they are published', async () => {
    const run = await publish(WITH_QUESTIONS, false);
    const summary = run.summaries.join('\n');
    expect(summary).toContain(`### What they asked\n\n_${warning}_`);
    expect(summary).toContain(`- ${warning}`);
    expect(run.log.text()).toContain(`warning: ${warning}`);
  });

  it('says nothing of the kind for a private one, or with questions off', async () => {
    for (const [sections, isPrivate] of [
      [WITH_QUESTIONS, true],
      [WITHOUT_QUESTIONS, false],
    ] as const) {
      const run = await publish([...sections], isPrivate);
      expect(run.summaries.join('\n')).not.toContain('the `questions` section');
      expect(run.log.text()).not.toContain('the `questions` section');
    }
  });
});
