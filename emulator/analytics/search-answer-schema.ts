// Validation of a fix published for a search term, as it arrives as JSON (control API, startEmulator's method).
import { z } from 'zod';
import type { SearchAnswer } from './search-answers.ts';

/** A plausible click-through of a term the docs answer (the answered head terms click at 0.5 to 0.8). */
export const ANSWERED_CTR = 0.65;

/** What the validation needs to know of the data set. */
export interface SearchAnswerContext {
  projectIds: readonly string[];
  /**
   * The page a term's results are clicked on now: a path, null for a term nothing answers, undefined for no term of
   * `project` (null: the head terms every project has).
   */
  termPage(term: string, project: string | null): string | null | undefined;
}

const isDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** `2025-02-30` is shaped like a day and is none. */
function isCalendarDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(text);
}

const calendarDay = z
  .string()
  .refine(isDay, 'must be a date YYYY-MM-DD (UTC)')
  .refine((text) => !isDay(text) || isCalendarDay(text), 'is no day of the calendar');

const bodySchema = z.strictObject({
  term: z.string().min(1, 'must be a non-empty search term').max(2000),
  from: calendarDay,
  project: z.string().min(1).optional(),
  ctr: z.number().min(0).max(1).optional(),
  page: z
    .string()
    .max(2000)
    .regex(/^\/\S*$/, 'must be a page path: a leading / and no spaces')
    .optional(),
});

export type SearchAnswerResult = { ok: true; answer: SearchAnswer } | { ok: false; problems: string[] };

/** The page a fix for a term nothing answered would publish: `/guides/<the term as a slug>`. */
function newPageFor(term: string): string {
  const slug = term
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/guides/${slug || 'answer'}`;
}

/** Checks a JSON value as an answer and fills its defaults; lists every problem, each naming its field. */
export function parseSearchAnswer(value: unknown, context: SearchAnswerContext): SearchAnswerResult {
  const parsed = bodySchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const where = issue.path.length > 0 ? issue.path.join('.') : 'answer';
        return `${where}: ${issue.message}`;
      }),
    };
  }
  const body = parsed.data;
  const project = body.project ?? null;
  if (project !== null && !context.projectIds.includes(project)) {
    return { ok: false, problems: [`project: no project "${project}" (${context.projectIds.join(', ')})`] };
  }
  const page = context.termPage(body.term, project);
  if (page === undefined) {
    const whose = project === null ? 'the head terms every project has (name a project for one of its own)' : project;
    return {
      ok: false,
      problems: [
        `term: ${JSON.stringify(body.term)} is not a search term of ${whose}; terms match exactly, case included`,
      ],
    };
  }
  return {
    ok: true,
    answer: {
      term: body.term,
      from: body.from,
      project,
      ctr: body.ctr ?? ANSWERED_CTR,
      page: body.page ?? page ?? newPageFor(body.term),
    },
  };
}
