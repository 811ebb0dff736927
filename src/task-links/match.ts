// Which open tasks a pull request may fix: a changed file that a task names (a docs file that mentions its term, a
// page's source), or an added line that mentions a task's term by the docs search's rule (the whole phrase in its one
// form, not inside a longer word: tasks/docs-search.ts). Pure.
import type { ChangedFile } from '../github/pull-files.ts';
import { termSearch } from '../tasks/docs-search.ts';
import { normalizeTerm } from '../util/term-form.ts';

export interface OpenTask {
  number: number;
  title: string;
  /** The gap's term as the task's history keeps it; undefined when its history does not read. */
  term?: string;
  /** The files its body names. */
  files: string[];
}

export interface TaskMatch {
  task: OpenTask;
  /** Changed files the task names, in the pull request's order. */
  changedFiles: string[];
  /** Changed files with an added line that mentions the term. */
  mentioningFiles: string[];
  /** The description already links it with a closing keyword. */
  linked: boolean;
}

/** The tasks the changes touch, in task number order; a task touched by neither rule is left out. */
export function matchTasks(
  tasks: readonly OpenTask[],
  changes: readonly ChangedFile[],
  linked: ReadonlySet<number>,
): TaskMatch[] {
  const search = termSearch(tasks.flatMap((task) => (task.term === undefined ? [] : [task.term])));
  for (const file of changes) if (file.addedLines.length > 0) search.scan(file.path, file.addedLines.join('\n'));
  const mentions = search.mentions();
  const matches: TaskMatch[] = [];
  for (const task of [...tasks].sort((a, b) => a.number - b.number)) {
    const named = new Set(task.files);
    const changedFiles = changes
      .filter((file) => named.has(file.path) || (file.previousPath !== undefined && named.has(file.previousPath)))
      .map((file) => file.path);
    const mentioningFiles =
      task.term === undefined ? [] : (mentions.get(normalizeTerm(task.term))?.files.map((m) => m.path) ?? []);
    if (changedFiles.length === 0 && mentioningFiles.length === 0) continue;
    matches.push({ task, changedFiles, mentioningFiles, linked: linked.has(task.number) });
  }
  return matches;
}
