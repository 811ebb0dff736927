// The control API's search answers: "from day D on, the docs answer term T" (a fix published for a content gap),
// listed, set and cleared; startEmulator's methods share the operations.
import { allProjects } from './accounts.ts';
import type { AnalyticsData } from './analytics/aggregate.ts';
import { parseSearchAnswer } from './analytics/search-answer-schema.ts';
import type { SearchAnswerContext } from './analytics/search-answer-schema.ts';
import type { SearchAnswer, SearchAnswers } from './analytics/search-answers.ts';
import { HEAD_TERMS } from './analytics/search-terms.ts';
import { errorReply, jsonReply } from './http.ts';
import type { Router } from './router.ts';

export type AnswerResult = { ok: true; answers: SearchAnswer[] } | { ok: false; problems: string[] };

export interface AnswerOperations {
  list(): SearchAnswer[];
  /** Checks `value` and adds it; the problems, each naming its field, when it is not an answer. */
  set(value: unknown): AnswerResult;
  clear(): void;
}

/** What the validation reads of the data set: the projects, and each term's page now. */
function answerContext(data: AnalyticsData): SearchAnswerContext {
  const projects = allProjects();
  return {
    projectIds: projects.map((p) => p.id),
    termPage(term, projectId) {
      const project = projects.find((p) => p.id === projectId);
      if (!project) return HEAD_TERMS.find((head) => head.term === term)?.page;
      const search = data.searchModel(project);
      const index = search.terms.indexOf(term);
      if (index < 0) return undefined;
      const page = search.page[index] ?? -1;
      return page < 0 ? null : (data.model(project).paths[page] ?? null);
    },
  };
}

export function answerOperations(data: AnalyticsData, answers: SearchAnswers): AnswerOperations {
  return {
    list: () => answers.list(),
    set(value) {
      const parsed = parseSearchAnswer(value, answerContext(data));
      if (!parsed.ok) return parsed;
      answers.add(parsed.answer);
      return { ok: true, answers: answers.list() };
    },
    clear: () => answers.clear(),
  };
}

const HINT =
  'Body must be JSON: {"term": "refund", "from": "YYYY-MM-DD", "project"?: "...", "ctr"?: 0.65, "page"?: "/path"}';

export function registerAnswerControl(router: Router, prefix: string, answers: AnswerOperations): void {
  router.add('GET', `${prefix}/answers`, () => jsonReply(200, { answers: answers.list() }));

  router.add('POST', `${prefix}/answers`, (ctx) => {
    let body: unknown;
    try {
      body = JSON.parse(ctx.body.toString('utf8')) as unknown;
    } catch {
      return errorReply(400, HINT);
    }
    const result = answers.set(body);
    return result.ok ? jsonReply(200, { answers: result.answers }) : errorReply(400, 'Invalid answer', result.problems);
  });

  router.add('DELETE', `${prefix}/answers`, () => {
    answers.clear();
    return jsonReply(200, { answers: [] });
  });
}
