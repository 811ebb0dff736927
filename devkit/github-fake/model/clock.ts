/** Where the fake's timestamps come from. */
export type FakeClock = () => Date;

const DEFAULT_START = Date.parse('2025-01-06T09:00:00Z');

/** A clock that moves one second per call: timestamps and shas stay identical from run to run. */
export function steppingClock(startMs = DEFAULT_START): FakeClock {
  let next = startMs;
  return () => {
    const now = new Date(next);
    next += 1000;
    return now;
  };
}

/**
 * A clock that follows another (the emulator's, or the runner's real time), a second further at each call at least:
 * an issue a run opens is opened on the run's day, and timestamps stay apart as with `steppingClock`.
 */
export function followingClock(now: () => number): FakeClock {
  let last = 0;
  return () => {
    last = Math.max(now(), last + 1000);
    return new Date(last);
  };
}

/** GitHub prints times without milliseconds. */
export function githubTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
