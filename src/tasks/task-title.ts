// Which title a write to a task issue carries: the writer's, when they renamed it; else the action's, brought up to
// date when the action's wording of titles changed. Pure.
import type { OwnTask } from './plan.ts';
import { inTitleWording, taskTitle, titleBeforeHistory } from './text.ts';
import type { GapKind } from './types.ts';

export interface TitleChoice {
  /** The title the issue is to have after the write. */
  title: string;
  /** The title the action last wrote, for the task's history; undefined when it is not known (a writer renamed it). */
  written?: string;
}

/**
 * A title is the action's while it is the one the action last wrote (its history says which; a history from before
 * titles were kept: the title as the action wrote it then, with the term as last seen or as seen now). The action's
 * title is rewritten only when its wording is not today's, with this period's spelling of the term; otherwise it keeps
 * its spelling (the first a task was made with), so a term seen in another case each week does not retitle it.
 */
export function chooseTitle(task: Pick<OwnTask, 'title' | 'history'>, kind: GapKind, term: string): TitleChoice {
  const last = task.history?.title;
  const terms = [task.history?.term, term].filter((t): t is string => t !== undefined);
  const own = last === undefined ? terms.some((t) => task.title === titleBeforeHistory(kind, t)) : task.title === last;
  if (!own) return { title: task.title, ...(last === undefined ? {} : { written: last }) };
  const title = inTitleWording(task.title, kind) ? task.title : taskTitle(kind, term);
  return { title, written: title };
}
