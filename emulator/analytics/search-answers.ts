// Fixes published for search terms: "from day D on, the docs answer term T". The searches of a day on or after
// `from` click at the answered rate on the answering page; the days before stay as the data set has them.
import { DAY_MS } from '../time.ts';

export interface SearchAnswer {
  /** The term exactly as searched (case included). */
  term: string;
  /** First answered day, `YYYY-MM-DD` (UTC). */
  from: string;
  /** The project it applies to; null: every project. */
  project: string | null;
  /** Share of the term's searches that click a result from `from` on. */
  ctr: number;
  /** The page those clicks land on. */
  page: string;
}

/** An answer as the aggregation reads it: its first day as a day index. */
export interface TermAnswer {
  term: string;
  fromDay: number;
  ctr: number;
  page: string;
}

const sameSlot = (a: SearchAnswer, b: SearchAnswer): boolean =>
  a.term === b.term && a.project === b.project && a.from === b.from;

/** The answers set through the control API, in the order they were set. */
export class SearchAnswers {
  #list: SearchAnswer[] = [];

  list(): SearchAnswer[] {
    return this.#list.map((answer) => ({ ...answer }));
  }

  /** Adds an answer; one for the same term, project and day is replaced (and moves to the end). */
  add(answer: SearchAnswer): void {
    this.#list = [...this.#list.filter((a) => !sameSlot(a, answer)), { ...answer }];
  }

  clear(): void {
    this.#list = [];
  }

  /** The answers that apply to a project, in the order they were set. */
  forProject(projectId: string): TermAnswer[] {
    return this.#list
      .filter((a) => a.project === null || a.project === projectId)
      .map((a) => ({ term: a.term, fromDay: Date.parse(`${a.from}T00:00:00Z`) / DAY_MS, ctr: a.ctr, page: a.page }));
  }

  /** What a cached window of the project's searches depends on: a window cached before an answer is not reused after. */
  keyFor(projectId: string): string {
    return JSON.stringify(this.forProject(projectId));
  }
}

/** The answer in force on `day`: the latest `from` on or before it; of two with the same `from`, the one set later. */
export function answerOn(answers: readonly TermAnswer[], day: number): TermAnswer | undefined {
  let found: TermAnswer | undefined;
  for (const answer of answers) {
    if (answer.fromDay <= day && (found === undefined || answer.fromDay >= found.fromDay)) found = answer;
  }
  return found;
}
