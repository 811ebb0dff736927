// The unanswered questions the collect stage keeps (with `questions` on), read through its own paging from a
// scripted conversations endpoint: replies to the assistant's clarifying question and questions of a word or two
// are counted but not kept; a text asked under several categories and pages is kept once with them; the caps
// hold. Rows come in any order, within a page and across pages.
import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import type { AssistantConversation, AssistantConversationsPage } from '../../../src/client/types.ts';
import type { CollectOptions } from '../../../src/report/collect/collect-options.ts';
import { firstConversations, pageConversations } from '../../../src/report/collect/conversations.ts';
import { MAX_KEPT_QUESTIONS, QUESTIONS_PER_CATEGORY } from '../../../src/report/collect/kept-questions.ts';
import type { ConversationCounts, PeriodData } from '../../../src/report/collect/period-data.ts';
import { RequestBudget } from '../../../src/report/collect/request-budget.ts';
import { resolvePeriod } from '../../../src/report/period.ts';

const PERIOD = resolvePeriod({ period: 'last-7-days' }, Date.parse('2026-11-23T10:00:00Z'));
const ORIGIN = 'https://acme.docs-service.example';

let made = 0;
/** One user turn; unanswered unless said otherwise. */
function turn(query: string, fields: Partial<AssistantConversation> = {}): AssistantConversation {
  made += 1;
  return {
    id: `row-${made}`,
    timestamp: '2026-11-18T09:00:00Z',
    query,
    response: "I couldn't find this in the documentation.",
    responseType: 'answer',
    sources: [],
    resolutionStatus: 'unanswered',
    queryCategory: 'labels',
    pageUrl: `${ORIGIN}/docs/labels`,
    ...fields,
  };
}

/** A turn the assistant met with a clarifying question (answered, as the service marks them). */
const clarified = (query: string, fields: Partial<AssistantConversation>) =>
  turn(query, {
    responseType: 'clarifying_question',
    resolutionStatus: 'answered',
    response: 'Which label format do you need?',
    ...fields,
  });

/** Counts the pages as the collect stage does: the first page, then the rest by cursor. */
async function collect(pages: AssistantConversation[][]): Promise<ConversationCounts> {
  const answer = (index: number): AssistantConversationsPage => ({
    conversations: pages[index] ?? [],
    nextCursor: index + 1 < pages.length ? String(index + 1) : null,
    hasMore: index + 1 < pages.length,
  });
  const service = {
    assistantConversations: (_project: string, query: { cursor?: string }) =>
      Promise.resolve(answer(query.cursor ? Number(query.cursor) : 0)),
  } as unknown as CollectOptions['service'];
  const budget = new RequestBudget(1_000);
  const options: CollectOptions = {
    service,
    projectId: 'proj_demo',
    feedbackStatus: [],
    sections: ['assistant', 'questions'],
    budget,
    maxRateLimitWaitMs: 0,
    clock: virtualClock(),
    log: memoryLog(),
  };
  const first = await firstConversations({ period: PERIOD }, options, async (_what, request) => ({
    state: 'ok' as const,
    value: await request({}),
  }));
  const data = { period: PERIOD, conversations: first.section } as PeriodData;
  const paged = await pageConversations(data, first.pager, options);
  if (paged.conversations?.state !== 'ok') throw new Error('no conversations');
  return paged.conversations.value;
}

const texts = (counts: ConversationCounts) => (counts.questions ?? []).map((question) => question.text);

describe('replies to the assistant’s clarifying question', () => {
  it('are counted but not kept, in whatever order the rows come, within a page and across pages', async () => {
    const at = (minute: number) => `2026-11-18T09:${String(minute).padStart(2, '0')}:00Z`;
    const rows = {
      // Thread a: a question met with a clarifying question, then the reply, then a further question.
      a1: clarified('How do I print a label for a parcel?', { conversationId: 'a', timestamp: at(1) }),
      a2: turn('the second one', { conversationId: 'a', timestamp: at(2) }),
      a3: turn('Can I print it as ZPL instead?', { conversationId: 'a', timestamp: at(3) }),
      // Thread b: the reply on the first page, the clarifying turn on the second.
      b1: clarified('Which customs form do I need?', { conversationId: 'b', timestamp: at(4) }),
      b2: turn('hello?', { conversationId: 'b', timestamp: at(5) }),
      b3: clarified('How do I ship to Europe then?', { conversationId: 'b', timestamp: at(6) }),
      b4: turn('UK', { conversationId: 'b', timestamp: at(7) }),
      // Thread c: no clarifying question: its second turn is a question of its own.
      c1: turn('Why is my label PDF blank?', { conversationId: 'c', timestamp: at(8), resolutionStatus: 'answered' }),
      c2: turn('the second one', { conversationId: 'c', timestamp: at(9) }),
    };
    const counts = await collect([
      [rows.c2, rows.b4, rows.a3, rows.a2, rows.b2],
      [rows.a1, rows.b3, rows.c1, rows.b1],
    ]);
    // Every turn counted as before: asked, unanswered, clarifying, by category.
    expect(counts).toMatchObject({ asked: 9, unanswered: 5, clarifying: 3 });
    expect(counts.byCategory).toEqual([{ name: 'labels', asked: 9, unanswered: 5 }]);
    // Kept: the question of its own in thread a and thread c's second turn; not the replies.
    expect(texts(counts).sort()).toEqual(['Can I print it as ZPL instead?', 'the second one']);
    expect(counts.questions?.find((q) => q.text === 'the second one')?.count).toBe(1);
    expect(counts.questionsSetAside).toEqual({ replies: 3, short: 0 });
  });

  it('without a conversationId, fall back to the length rule only', async () => {
    const counts = await collect([
      [clarified('How do I print a label for a parcel?', {}), turn('the second one'), turn('UK')],
    ]);
    expect(counts.unanswered).toBe(2);
    expect(texts(counts)).toEqual(['the second one']);
    expect(counts.questionsSetAside).toEqual({ replies: 0, short: 1 });
  });
});

describe('questions of a word or two', () => {
  it.each([
    ['PDF please', false],
    ['hello?', false],
    ['[removed]', false],
    ['call me at +1 415 555 0134', true],
    ['Why is my label blank?', true],
    ['error 404 on /docs/page', true],
    ['こんにちは', false],
    ['ラベルを印刷できません', true],
    ['如何删除我的账户？', true],
    ['안녕하세요', false],
    ['계정을 어떻게 삭제하나요?', true],
  ])('%s: kept %s, counted either way', async (query, kept) => {
    const counts = await collect([[turn(query)]]);
    expect(counts.unanswered).toBe(1);
    expect(counts.byCategory).toEqual([{ name: 'labels', asked: 1, unanswered: 1 }]);
    expect(texts(counts).length).toBe(kept ? 1 : 0);
    expect(counts.questionsSetAside).toEqual({ replies: 0, short: kept ? 0 : 1 });
  });
});

describe('one text, once', () => {
  it('is kept once with the categories it was asked under, most first, and the pages it was asked on', async () => {
    const asked = (category: string | null, path: string | null) =>
      turn('How do I delete my account?', { queryCategory: category, pageUrl: path && `${ORIGIN}${path}?ref=x` });
    const counts = await collect([
      [
        asked('account', '/docs/account'),
        asked('billing', '/docs/billing'),
        asked('account', '/docs/account'),
        asked(null, null),
        asked('sdk', '/docs/account#delete'),
      ],
      [asked('billing', '/docs/billing'), asked('account', '/docs/settings'), turn('How do I delete my account')],
    ]);
    expect(counts.questions).toEqual([
      {
        text: 'How do I delete my account?',
        count: 8,
        categories: ['account', 'billing', 'labels', 'sdk', 'uncategorised'],
        paths: ['/docs/account', '/docs/billing', '/docs/labels', '/docs/settings'],
      },
    ]);
  });

  it('keeps at most QUESTIONS_PER_CATEGORY different texts a category and MAX_KEPT_QUESTIONS in all', async () => {
    const rows: AssistantConversation[] = [];
    for (let i = 0; i < QUESTIONS_PER_CATEGORY + 5; i++) rows.push(turn(`How do I ship parcel number ${i} abroad?`));
    // A text kept under another category is still counted when the full category asks it.
    rows.push(turn('How do I ship parcel number 3 abroad?', { queryCategory: 'customs' }));
    const perCategory = await collect([rows]);
    expect(perCategory.questions).toHaveLength(QUESTIONS_PER_CATEGORY);
    expect(perCategory.questions?.[0]).toMatchObject({ count: 2, categories: ['customs', 'labels'] });

    const categories = Math.ceil(MAX_KEPT_QUESTIONS / QUESTIONS_PER_CATEGORY) + 2;
    const many: AssistantConversation[] = [];
    for (let c = 0; c < categories; c++)
      for (let i = 0; i < QUESTIONS_PER_CATEGORY; i++)
        many.push(turn(`Question ${i} about topic ${c} here`, { queryCategory: `topic ${c}` }));
    const all = await collect([many.slice(0, 1_000), many.slice(1_000, 2_000), many.slice(2_000)]);
    expect(all.unanswered).toBe(many.length);
    expect(all.questions).toHaveLength(MAX_KEPT_QUESTIONS);
  });
});
