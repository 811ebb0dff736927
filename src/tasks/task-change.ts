// What a write to an existing task sends: only what changed, so that a writer's title or text is never undone.
import type { TaskState } from './state.ts';
import type { TaskStep } from './task-step.ts';
import { chooseTitle } from './task-title.ts';

/**
 * What a write to an existing task sends: its body with the action's part brought up to date (the writer's text
 * around it kept), and its title when the action's wording of it changed and no writer renamed it; nothing that did
 * not change (undefined: nothing at all).
 */
export function taskChange(
  step: Exclude<TaskStep, { do: 'open' }>,
  kind: TaskState['kind'],
  term: string,
  body: (state: TaskState) => string,
): { title?: string; body?: string } | undefined {
  const { task } = step;
  const { title, written } = chooseTitle(task, kind, term);
  const next = body(written === undefined ? step.state : { ...step.state, title: written });
  const change = { ...(title === task.title ? {} : { title }), ...(next === task.body ? {} : { body: next }) };
  return Object.keys(change).length > 0 ? change : undefined;
}
