// The questions the report keeps of the emulator's demo project, over HTTP (with `questions` on): every
// unanswered turn is counted, but a reply to the assistant's clarifying question ("UK", "the second one") and a
// question of a word or two ("hello?") are not kept; each text is kept once with every category it was asked
// under. What is expected is made from the emulator's own threads, without the report's reply rule.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findProject } from '../../../emulator/accounts.ts';
import { AnalyticsData } from '../../../emulator/analytics/aggregate.ts';
import type { ConversationRow } from '../../../emulator/analytics/conversations.ts';
import { DAY_MS } from '../../../emulator/time.ts';
import { keptQuestion, questionKey, shownQuestion } from '../../../src/report/collect/question-text.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { resolvePeriod } from '../../../src/report/period.ts';
import { loadReportTemplate } from '../../../src/report/render/template.ts';
import { gather, NOW, startWorld } from '../emulator-world.ts';
import type { World } from '../emulator-world.ts';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const PERIOD = resolvePeriod({ period: 'last-7-days' }, NOW);

/** The emulator's rows of the period, each with whether the turn before it in its thread was a clarifying one. */
function emulatorRows(projectId: string): { row: ConversationRow; reply: boolean }[] {
  const project = findProject('acme', projectId);
  if (!project) throw new Error(`no project ${projectId}`);
  const firstDay = Date.parse(`${PERIOD.dateFrom}T00:00:00Z`) / DAY_MS;
  const endDay = Date.parse(`${PERIOD.dateTo}T00:00:00Z`) / DAY_MS;
  const { rows } = new AnalyticsData(42).conversations(project, { firstDay, endDay }, 0, 1_000_000);
  const before = new Map<string, ConversationRow>();
  return rows.map((row) => {
    const previous = before.get(row.conversationId);
    before.set(row.conversationId, row);
    return { row, reply: previous?.responseType === 'clarifying_question' };
  });
}

describe('the questions kept of the demo project', () => {
  it('counts replies and questions of a word or two, keeps neither, and keeps each text once with its categories', async () => {
    const projectId = world.emulator.projects.demo;
    const rows = emulatorRows(projectId);
    const unanswered = rows.filter(({ row }) => row.resolutionStatus === 'unanswered');
    const replies = unanswered.filter(({ reply }) => reply);
    const replyTexts = new Set(replies.map(({ row }) => row.query));
    // The demo plants clarifying exchanges: replies of a word ("UK", "hello?") and of three ("the second one").
    for (const text of ['UK', 'hello?', 'the second one']) expect(replyTexts.has(text), text).toBe(true);

    const want = new Map<string, { count: number; categories: Set<string> }>();
    let short = 0;
    for (const { row, reply } of unanswered) {
      const text = keptQuestion(row.query);
      if (!reply && !shownQuestion(text)) short += 1;
      if (reply || !shownQuestion(text)) continue;
      const kept = want.get(questionKey(text)) ?? { count: 0, categories: new Set<string>() };
      kept.count += 1;
      kept.categories.add(row.queryCategory ?? 'uncategorised');
      want.set(questionKey(text), kept);
    }

    const { collected } = await gather(world, {
      projectId,
      budget: 40,
      sections: ['traffic', 'assistant', 'questions'],
    });
    const section = collected.current.conversations;
    if (section?.state !== 'ok') throw new Error('no conversations');
    const counts = section.value;
    // Counted as before: every unanswered turn, replies and short ones too.
    expect(counts).toMatchObject({ complete: true, asked: rows.length, unanswered: unanswered.length });
    expect(counts.questionsSetAside).toEqual({ replies: replies.length, short });
    expect(short).toBeGreaterThan(0);
    const kept = counts.questions ?? [];
    const texts = kept.map((question) => question.text);
    for (const text of ['UK', 'hello?', 'the second one']) expect(texts).not.toContain(text);
    expect(new Set(kept.map((question) => questionKey(question.text))).size).toBe(kept.length);
    expect(
      new Map(kept.map((q) => [questionKey(q.text), { count: q.count, categories: new Set(q.categories) }])),
    ).toEqual(want);
    // Some text (a hostile one, or one with its personal data removed) is asked under several categories.
    expect(Math.max(...kept.map((question) => question.categories.length))).toBeGreaterThan(3);

    const model = buildReportModel(collected, {
      projectId,
      top: 10,
      feedbackStatus: [],
      generatedAt: NOW,
    });
    const shown = model.questionRows.rows;
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown.map((row) => row.text)).size).toBe(shown.length);
    const markdown = loadReportTemplate(undefined)(model);
    expect(markdown).toContain('### What they asked');
    expect(markdown).not.toMatch(/\| (UK|hello\?|the second one) \|/);
    expect(markdown).toContain(
      `Counted above but not listed: ${replies.length} replies to the assistant's clarifying questions and ${short} questions of a word or two.`,
    );
  });
});
