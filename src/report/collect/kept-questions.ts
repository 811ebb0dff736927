// The unanswered questions kept with `questions` on: one entry per question (questionKey), with how often it
// was asked, the categories it was asked under and the pages it was asked on. Bounded: at most
// QUESTIONS_PER_CATEGORY different questions listed under a category and MAX_KEPT_QUESTIONS in all (a question
// past either bound is counted only, as before), and a few categories and pages tracked per question. Holds only
// what keptQuestion made of a question: the scrub ran before anything reaches it.
import { compareText } from '../../util/text-order.ts';
import type { KeptQuestion } from './period-data.ts';
import { questionKey } from './question-text.ts';

/** Different questions listed under one category, and kept in all; the rest are counted only. */
export const QUESTIONS_PER_CATEGORY = 200;
export const MAX_KEPT_QUESTIONS = 5_000;
/** Categories a question is listed under, at most: the first ones it was asked under. */
export const CATEGORIES_PER_QUESTION = 20;
/** Pages counted per question (the first ones it was asked on), and given with it (the most asked on). */
export const PATHS_COUNTED_PER_QUESTION = 20;
export const PATHS_PER_QUESTION = 5;

/** One unanswered question as asked: its kept text, its category and the site path of its page (if any). */
export interface AskedQuestion {
  text: string;
  category: string;
  path?: string;
}

interface Entry {
  text: string;
  count: number;
  categories: Map<string, number>;
  paths: Map<string, number>;
}

export class KeptQuestions {
  /** By questionKey. */
  readonly #entries = new Map<string, Entry>();
  /** Different questions listed under each category. */
  readonly #listed = new Map<string, number>();

  add(asked: AskedQuestion): void {
    const key = questionKey(asked.text);
    let entry = this.#entries.get(key);
    if (!entry) {
      if (this.#entries.size >= MAX_KEPT_QUESTIONS || !this.#roomIn(asked.category)) return;
      entry = { text: asked.text, count: 0, categories: new Map(), paths: new Map() };
      this.#entries.set(key, entry);
    }
    entry.count += 1;
    const inCategory = entry.categories.get(asked.category);
    if (inCategory !== undefined) entry.categories.set(asked.category, inCategory + 1);
    else if (entry.categories.size < CATEGORIES_PER_QUESTION && this.#roomIn(asked.category)) {
      entry.categories.set(asked.category, 1);
      this.#listed.set(asked.category, (this.#listed.get(asked.category) ?? 0) + 1);
    }
    if (asked.path === undefined) return;
    const onPath = entry.paths.get(asked.path);
    if (onPath !== undefined) entry.paths.set(asked.path, onPath + 1);
    else if (entry.paths.size < PATHS_COUNTED_PER_QUESTION) entry.paths.set(asked.path, 1);
  }

  /** Most asked first; each question's categories and pages most asked first. */
  list(): KeptQuestion[] {
    return [...this.#entries.values()]
      .map((entry) => ({
        text: entry.text,
        count: entry.count,
        categories: mostFirst(entry.categories),
        paths: mostFirst(entry.paths).slice(0, PATHS_PER_QUESTION),
      }))
      .sort((a, b) => b.count - a.count || compareText(a.text, b.text));
  }

  #roomIn(category: string): boolean {
    return (this.#listed.get(category) ?? 0) < QUESTIONS_PER_CATEGORY;
  }
}

const mostFirst = (counts: ReadonlyMap<string, number>): string[] =>
  [...counts.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).map(([name]) => name);
