// What the docs files are searched for in a run: the term of every task a step of the plan writes a body for, and
// the site path of each page among them (for its source). Pure.
import type { DocsQuery } from './docs-files.ts';
import type { TaskPlan, TaskStep } from './plan.ts';
import type { GapKind } from './types.ts';

function subjectOf(step: TaskStep): { kind: GapKind; term: string } {
  switch (step.do) {
    case 'open':
    case 'reopen':
      return step.gap;
    case 'update':
    case 'close':
    case 'watch':
      return step;
  }
}

export function docsQueryOf(plan: TaskPlan): DocsQuery {
  const subjects = plan.steps.map(subjectOf);
  return {
    terms: subjects.map((s) => s.term),
    pages: subjects.filter((s) => s.kind === 'page').map((s) => s.term),
  };
}
