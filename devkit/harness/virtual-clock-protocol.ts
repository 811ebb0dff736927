// The messages between a test's virtual clock and an action process on it (virtual-clock-preload.ts).

/** The clock's start, in ms since the epoch: read by the preload only, never by the action. */
export const VIRTUAL_NOW_VARIABLE = 'TEST_VIRTUAL_CLOCK_START_MS';

/** The process, after any change: its clock, its next timer's due time, and whether it waits on anything but timers. */
export interface ClockReport {
  virtualClock: 'report';
  /** Counts the process's changes: an advance answers one report, and is ignored once the process moved on. */
  seq: number;
  now: number;
  /** When the next ref'd timer is due (null: none). */
  next: number | null;
  /** HTTP exchanges in flight (undici's request and fetch alike). */
  inFlight: number;
  /** The download process (on real time) is starting or working on a job. */
  downloadBusy: boolean;
  /** File system calls, lookups or compression under way (process.getActiveResourcesInfo). */
  localWork: boolean;
}

/** The test: fire the timers due by `to` (the clock moves there), answering report `seq`. */
export interface ClockAdvance {
  virtualClock: 'advance';
  seq: number;
  to: number;
}

export function isReport(message: unknown): message is ClockReport {
  return typeof message === 'object' && message !== null && (message as ClockReport).virtualClock === 'report';
}

export function isAdvance(message: unknown): message is ClockAdvance {
  return typeof message === 'object' && message !== null && (message as ClockAdvance).virtualClock === 'advance';
}
