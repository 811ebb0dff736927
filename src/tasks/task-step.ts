// What the plan works on and decides: the action's own task issues as found, and the step each takes this run.
import type { TaskState } from './state.ts';
import type { Gap, GapKind } from './types.ts';
import type { Verdict } from './verdict.ts';

/** The watch of a task closed as done: TaskState's `closed`. */
export type FixWatchState = NonNullable<TaskState['closed']>;

/** A task issue the action opened, found by its key among the issues with `task-labels`. */
export interface OwnTask {
  number: number;
  url: string;
  state: 'open' | 'closed';
  key: string;
  title: string;
  body: string;
  /** `YYYY-MM-DD`: the day GitHub says the issue was opened. */
  openedOn: string;
  /** When it was last closed (ISO 8601), for a closed one. */
  closedAt?: string;
  /** GitHub's `state_reason` for a closed one, when the server says one. */
  stateReason?: string;
  /** Its hidden history, when the body still holds one that reads. */
  history?: TaskState;
  /** For a closed task whose gap is back: whether the action closed it (GitHub's `closed_by`). */
  closedByAction?: boolean;
  /**
   * For a closed task watched this run (a person or a merged pull request closed it as done): the watch, from its
   * history, or new when this run first found it closed.
   */
  watch?: FixWatchState;
}

export type TaskStep =
  | { do: 'open'; key: string; gap: Gap; state: TaskState }
  | { do: 'update'; task: OwnTask; kind: GapKind; term: string; gap?: Gap; state: TaskState }
  | { do: 'reopen'; task: OwnTask; gap: Gap; state: TaskState }
  | { do: 'close'; task: OwnTask; kind: GapKind; term: string; state: TaskState }
  | {
      do: 'watch';
      task: OwnTask;
      kind: GapKind;
      term: string;
      gap?: Gap;
      state: TaskState;
      verdict: Verdict;
      /** The one comment that the gap stays is due: a failing verdict not said before. */
      comment: boolean;
    };
