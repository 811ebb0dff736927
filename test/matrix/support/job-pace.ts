// `during` hooks for rows whose world has a frozen clock: the job moves on events of the run (its start
// answered, status polls answered), so what the action sees of it never depends on how fast the machine runs.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RecordedRequest } from '../../../emulator/server.ts';
import type { World } from './world.ts';

const isStart = (r: RecordedRequest): boolean => r.method === 'POST' && r.path === '/v1/static-export/jobs';
const isPoll = (r: RecordedRequest): boolean => r.method === 'GET' && /^\/v1\/static-export\/jobs\/[^/]+$/.test(r.path);
/** The emulator fills in the status when it has sent the answer (0 until then). */
const answered = (r: RecordedRequest): boolean => r.status !== 0;

/** True once `condition` holds, false when the run ended first. The check is a 10 ms timer: waiting, never a measure. */
export async function until(condition: () => boolean, runEnded: AbortSignal): Promise<boolean> {
  while (!condition()) {
    if (runEnded.aborted) return false;
    await sleep(10);
  }
  return true;
}

export interface PaceStep {
  /** Status polls that must have been answered first, counting those sent since the previous step. */
  afterPolls: number;
  advanceSeconds: number;
}

/** Once the job's start has been answered, takes each step in turn: waits for its polls, then moves the clock. */
export function paceJob(steps: readonly PaceStep[]) {
  return async (world: World, runEnded: AbortSignal): Promise<void> => {
    const requests = world.emulator.requests;
    if (!(await until(() => requests.some((r) => isStart(r) && answered(r)), runEnded))) return;
    for (const { afterPolls, advanceSeconds } of steps) {
      const from = requests.length;
      const polled = () => requests.slice(from).filter((r) => isPoll(r) && answered(r)).length >= afterPolls;
      if (!(await until(polled, runEnded))) return;
      world.advanceClock(advanceSeconds);
    }
  };
}
