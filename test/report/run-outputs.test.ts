// The report's outputs of the task lifecycle: what this run did to task issues, and its verdicts on the fixes it
// watched (fixes-holding, fixes-failing), counted from the run's task outcome and set as the action sets every output.
import { describe, expect, it } from 'vitest';
import { formatOutputs } from '../../src/cli/format-outputs.ts';
import { recordOutputs } from '../../src/report/run-outputs.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import type { TaskOutcome } from '../../src/tasks/types.ts';
import { FIX_WATCHES } from './fix-watches.ts';

const outcome = (fixes: TaskOutcome['fixes']): TaskOutcome => ({
  opened: 2,
  updated: 1,
  closed: 1,
  carried: 0,
  waiting: [],
  leftClosed: 0,
  done: [],
  fixes,
});

const recorded = (tasks?: TaskOutcome): Outputs => {
  const outputs: Outputs = {};
  recordOutputs(outputs, { ...(tasks && { tasks }) });
  return outputs;
};

describe('the task outputs', () => {
  it("count this run's verdicts: the fixes that hold and those still a gap, not the ones still watched", () => {
    expect(recorded(outcome(FIX_WATCHES))).toEqual({
      'tasks-opened': '2',
      'tasks-updated': '1',
      'tasks-closed': '1',
      'fixes-holding': '2',
      'fixes-failing': '2',
    });
  });

  it('are 0 with tasks on and no fix judged, and unset without tasks', () => {
    const watchedOnly = FIX_WATCHES.filter((fix) => fix.outcome === 'watching' || fix.outcome === 'too-little-data');
    expect(recorded(outcome(watchedOnly))).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '0' });
    expect(recorded(outcome([]))).toMatchObject({ 'fixes-holding': '0', 'fixes-failing': '0' });
    expect(recorded()).toEqual({});
  });

  it('are among the outputs the action sets', () => {
    expect(JSON.parse(formatOutputs(recorded(outcome(FIX_WATCHES)), 'json'))).toMatchObject({
      'fixes-holding': '2',
      'fixes-failing': '2',
    });
  });
});
