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

/** GitHub prints times without milliseconds. */
export function githubTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
