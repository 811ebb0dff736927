// The assistant's conversations, turn by turn: one row per question a user put, as many a
// day as caller-stats counts for that day (so that every window's rows agree with its
// counts), grouped into threads of one to three turns. Recomputed per day from hashes, like
// the rest of the data set.
import { hash2, hash3, unit } from '../hash.ts';
import { DAY_MS, rfc3339 } from '../time.ts';
import {
  answerText,
  CATEGORIES,
  followUpText,
  questionText,
  UNANSWERED_TEXT,
  UNCATEGORISED,
} from './conversation-text.ts';
import type { Category } from './conversation-text.ts';
import type { ProjectModel } from './dataset.ts';
import { encodeUlid, randomBytes } from './ulid.ts';

export interface ConversationRow {
  id: string;
  timestamp: string;
  query: string;
  response: string;
  /** Absent on a few answers: the reference says `answer` when absent. */
  responseType?: 'answer' | 'clarifying_question';
  sources: { title: string; url: string }[];
  resolutionStatus: 'answered' | 'unanswered';
  queryCategory: string | null;
  pageUrl: string | null;
  /** In the reference's prose, not its schema: the thread the turn belongs to. */
  conversationId: string;
}

export interface ThreadMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

export interface Thread {
  threadId: string;
  createdAt: string;
  rows: ConversationRow[];
  messages: ThreadMessage[];
}

/** What a day's conversations are made from. */
export interface ConversationSource {
  /** Hash key of the project's conversations. */
  key: number;
  model: ProjectModel;
  /** Page indices each category's answers cite (by category name; '' for uncategorised). */
  pagesByCategory: Map<string, number[]>;
  origin: string;
}

const ALL_CATEGORIES: readonly Category[] = [...CATEGORIES, UNCATEGORISED];
const WEIGHT_SUM = ALL_CATEGORIES.reduce((sum, c) => sum + c.weight, 0);
const HEAD_COUNT = 25;

export function categoryPages(model: ProjectModel): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const category of ALL_CATEGORIES) {
    const found: number[] = [];
    for (let i = 0; i < model.paths.length && found.length < 40; i++)
      if ((model.paths[i] ?? '').includes(category.pageWord)) found.push(i);
    map.set(category.name, found.length > 0 ? found : [...Array(Math.min(HEAD_COUNT, model.paths.length)).keys()]);
  }
  return map;
}

function categoryOf(z: number): Category {
  let roll = unit(z) * WEIGHT_SUM;
  for (const category of ALL_CATEGORIES) {
    roll -= category.weight;
    if (roll < 0) return category;
  }
  return UNCATEGORISED;
}

function titleOf(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? 'Home';
  const words = last.replace(/[-_]+/g, ' ').trim() || 'Home';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pageAt(source: ConversationSource, category: Category, z: number): string {
  const pages = source.pagesByCategory.get(category.name) ?? [0];
  return source.model.paths[pages[z % pages.length] ?? 0] ?? '/';
}

function pageUrl(source: ConversationSource, category: Category, z: number): string | null {
  if (unit(hash2(z, 51)) < 0.3) return null; // API and other integrations have no page
  const path =
    unit(hash2(z, 52)) < 0.5
      ? pageAt(source, category, hash2(z, 53))
      : (source.model.paths[hash2(z, 54) % HEAD_COUNT] ?? '/');
  const query = unit(hash2(z, 55)) < 0.1 ? '?ref=search' : '';
  const fragment = unit(hash2(z, 56)) < 0.1 ? '#examples' : '';
  return `${source.origin}${encodeURI(path)}${query}${fragment}`;
}

/** Turns per thread: mostly one, some two or three. */
function threadLength(z: number): number {
  const roll = unit(z);
  return roll < 0.7 ? 1 : roll < 0.9 ? 2 : 3;
}

const ulidAt = (timeMs: number, key: number, a: number, b: number): string =>
  encodeUlid(timeMs, randomBytes(hash3(key, a, b), hash3(key ^ 0x5bd1e995, a, b), hash3(key ^ 0x1b873593, a, b)));

/** The threads of one day holding exactly `count` turns, in a fixed order. */
export function dayThreads(source: ConversationSource, day: number, count: number): Thread[] {
  const lengths: number[] = [];
  for (let left = count, c = 0; left > 0; c++) {
    const length = Math.min(left, threadLength(hash3(source.key ^ 0x7f4a7c15, day, c)));
    lengths.push(length);
    left -= length;
  }
  const threads: Thread[] = [];
  let turn = 0;
  lengths.forEach((length, c) => {
    const z = hash3(source.key ^ 0x2c1b3c6d, day, c);
    const start = day * DAY_MS + Math.floor(((c + 0.6 * unit(hash2(z, 1))) / lengths.length) * DAY_MS * 0.99);
    const category = categoryOf(hash2(z, 2));
    const threadId = ulidAt(start, source.key ^ 0x7e57, day, c);
    const where = pageUrl(source, category, z);
    const thread: Thread = { threadId, createdAt: rfc3339(start), rows: [], messages: [] };
    let at = start;
    let clarified = false;
    for (let t = 0; t < length; t++, turn++) {
      const y = hash3(source.key ^ 0x3a0f1d27, day, turn);
      const query = clarified ? followUpText(y) : questionText(category, y);
      const clarifies = unit(hash2(y, 3)) < (t < length - 1 ? 0.35 : 0.03);
      const unanswered = !clarifies && unit(hash2(y, 4)) < category.unanswered;
      const cited = unanswered ? (unit(hash2(y, 5)) < 0.2 ? 1 : 0) : clarifies ? 0 : 1 + (hash2(y, 6) % 3);
      const sources = Array.from({ length: cited }, (_, s) => {
        const path = pageAt(source, category, hash3(y, 7, s));
        return { title: titleOf(path), url: `${source.origin}${encodeURI(path)}` };
      });
      const response = clarifies
        ? category.clarify
        : unanswered
          ? UNANSWERED_TEXT
          : answerText(
              category,
              sources.map((s) => s.title),
            );
      const row: ConversationRow = {
        id: ulidAt(at, source.key, day, turn),
        timestamp: rfc3339(at),
        query,
        response,
        sources,
        resolutionStatus: unanswered ? 'unanswered' : 'answered',
        queryCategory: category.name === '' ? null : category.name,
        pageUrl: where,
        conversationId: threadId,
      };
      if (clarifies) row.responseType = 'clarifying_question';
      else if (unit(hash2(y, 8)) >= 0.05) row.responseType = 'answer';
      const answeredAt = at + 2_000 + (hash2(y, 9) % 9_000);
      thread.rows.push(row);
      thread.messages.push(
        { id: row.id, role: 'user', content: query, createdAt: row.timestamp },
        {
          id: ulidAt(answeredAt, source.key ^ 0xa5a5, day, turn),
          role: 'assistant',
          content: response,
          createdAt: rfc3339(answeredAt),
        },
      );
      clarified = clarifies;
      at = answeredAt + 15_000 + (hash2(y, 10) % 60_000);
    }
    threads.push(thread);
  });
  return threads;
}

/** Turns asked on a day (caller-stats' total for that one day). */
export type DayCount = (day: number) => number;

/** Rows [offset, offset + limit) of a window, days in order, and the window's number of rows. */
export function conversationPage(
  source: ConversationSource,
  countOf: DayCount,
  window: { firstDay: number; endDay: number },
  offset: number,
  limit: number,
): { rows: ConversationRow[]; total: number } {
  const rows: ConversationRow[] = [];
  let total = 0;
  for (let day = window.firstDay; day < window.endDay; day++) {
    const count = countOf(day);
    const skip = offset - total;
    total += count;
    if (rows.length >= limit || skip >= count || count === 0) continue;
    const dayRows = dayThreads(source, day, count).flatMap((t) => t.rows);
    rows.push(...dayRows.slice(Math.max(0, skip), Math.max(0, skip) + limit - rows.length));
  }
  return { rows, total };
}

/** The thread with this id (a ULID, its time names the day), or undefined. */
export function findThread(
  source: ConversationSource,
  countOf: DayCount,
  threadId: string,
  timeMs: number,
  today: number,
): Thread | undefined {
  const day = Math.floor(timeMs / DAY_MS);
  if (day >= today) return undefined;
  const wanted = threadId.toUpperCase();
  return dayThreads(source, day, countOf(day)).find((t) => t.threadId === wanted);
}
