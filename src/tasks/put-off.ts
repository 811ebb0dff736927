// What a run's tasks leave for later, in sentences the log and the report's notes share (markdown the action
// writes, no text from others): the steps over the budget of writes, the gaps the lookup could not settle, the gaps
// waiting over `max-new-tasks` and those whose task someone closed.
import { groupThousands } from '../util/format.ts';
import { TASK_ISSUES_READ } from './lookup.ts';
import type { LookupCut } from './lookup.ts';
import type { TaskPlan, TaskStep } from './plan.ts';

/** The steps over the budget and the gaps the lookup could not settle, one sentence each: the log's and the notes'. */
export function putOffLines(plan: TaskPlan, cut: LookupCut | undefined): string[] {
  const lines: string[] = [];
  if (plan.carried.length > 0)
    lines.push(
      `${groupThousands(plan.carried.length)} task step(s) (${describeSteps(plan.carried)}) did not fit in this run's budget of ${plan.writeBudget} GitHub writes: they are carried to the next run, which plans them again.`,
    );
  const read = groupThousands(TASK_ISSUES_READ);
  if (plan.unresolved > 0)
    lines.push(
      cut === 'open'
        ? `${groupThousands(plan.unresolved)} gap(s) get no task this run: more than ${read} open issues carry \`task-labels\`, and a gap's task could be among those not read. Give \`task-labels\` that only task issues carry.`
        : `${groupThousands(plan.unresolved)} gap(s) get no task this run: the action read the ${read} most recently changed closed issues with \`task-labels\`, and a gap's task could be older, so none is opened (a task is never opened twice).`,
    );
  return lines;
}

/** The gaps left waiting over `max-new-tasks`, and those whose task someone closed: for the log. */
export function waitingLines(plan: TaskPlan, maxNew: number): string[] {
  const lines: string[] = [];
  const overMaxNew = plan.waiting.length - plan.carried.filter((s) => s.do === 'open').length;
  if (overMaxNew > 0)
    lines.push(`${overMaxNew} gap(s) wait for a task: \`max-new-tasks\` (${maxNew}) were opened this run.`);
  if (plan.leftClosed > 0)
    lines.push(`${plan.leftClosed} gap(s) keep no task: someone closed their task, and it stays closed.`);
  return lines;
}

/** "3 update(s), 2 reopen(s)", in the order of the steps' kinds. */
export function describeSteps(steps: readonly TaskStep[]): string {
  const names = {
    close: 'close(s)',
    reopen: 'reopen(s)',
    watch: 'watch(es) of a closed task',
    open: 'new task(s)',
    update: 'update(s)',
  } as const;
  return (Object.keys(names) as (keyof typeof names)[])
    .map((kind) => [steps.filter((s) => s.do === kind).length, names[kind]] as const)
    .filter(([n]) => n > 0)
    .map(([n, name]) => `${n} ${name}`)
    .join(', ');
}
