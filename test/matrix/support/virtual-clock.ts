// The virtual clock of a matrix row: the emulator's clock and waits (job durations, link expiry, a held or
// dripping answer) and the action process's timers (poll gaps, back-offs, Retry-After, request timeouts) all run
// on it. It moves only to the next timer due, and only while nothing is under way that a timer could cut short:
// the action busy with nothing but exchanges the emulator holds on this clock, no answer on its way. On a busy
// machine it only moves later, never further: the order of events is the same at any pace.
import type { ChildProcess } from 'node:child_process';
import { isReport } from '../../../devkit/harness/virtual-clock-protocol.ts';
import type { ClockAdvance, ClockReport } from '../../../devkit/harness/virtual-clock-protocol.ts';
import type { Pace } from '../../../emulator/server.ts';

interface HeldWait {
  due: number;
  resolve: () => void;
}

export class VirtualClock {
  #now: number;
  #nextId = 1;
  readonly #held = new Map<number, HeldWait>();
  /** Exchanges in flight between the action and the emulator's front (the service tap). */
  #frontInFlight: () => number = () => 0;
  #child: ChildProcess | undefined;
  /** The action's latest report, until an advance answered it. */
  #report: ClockReport | undefined;
  #decideQueued = false;

  constructor(startAt: number) {
    this.#now = startAt;
  }

  /** Counts the exchanges in flight at the emulator's front (the service tap, which the action talks to). */
  watchFront(inFlight: () => number): void {
    this.#frontInFlight = inFlight;
  }

  now(): number {
    return this.#now;
  }

  /** The emulator's waits: held (parked) on this clock until it passes their due time or the answer is gone. */
  readonly pace: Pace = {
    now: () => this.#now,
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        if (signal.aborted) return resolve();
        const id = this.#nextId++;
        const done = (): void => {
          this.#held.delete(id);
          signal.removeEventListener('abort', done);
          resolve();
          this.#queueDecision();
        };
        this.#held.set(id, { due: this.#now + Math.max(0, ms), resolve: done });
        signal.addEventListener('abort', done, { once: true });
        this.#queueDecision();
      }),
  };

  /** Drives the action process started with the preload: its reports come over its IPC channel. */
  attach(child: ChildProcess): void {
    this.#child = child;
    child.on('message', (message: unknown) => {
      if (!isReport(message)) return;
      this.#report = message;
      this.#queueDecision();
    });
    child.once('exit', () => {
      if (this.#child === child) this.#child = undefined;
      this.#report = undefined;
    });
  }

  #queueDecision(): void {
    if (this.#decideQueued) return;
    this.#decideQueued = true;
    setImmediate(() => {
      this.#decideQueued = false;
      this.#decide();
    });
  }

  /** Moves the clock to the next timer due, if nothing under way could be cut short by it. */
  #decide(): void {
    const report = this.#report;
    const child = this.#child;
    if (!report || !child?.connected) return;
    const held = this.#held.size;
    // Anything in flight that the emulator does not hold on this clock is real work under way: wait for it.
    if (report.downloadBusy || report.localWork || report.inFlight > held) return;
    if (this.#frontInFlight() > held) return;
    const emulatorNext = Math.min(...[...this.#held.values()].map((w) => w.due));
    const childNext = report.next ?? Infinity;
    const to = Math.min(emulatorNext, childNext);
    if (to === Infinity) return;
    this.#now = Math.max(this.#now, to);
    for (const wait of [...this.#held.values()]) if (wait.due <= this.#now) wait.resolve();
    if (childNext <= this.#now) {
      this.#report = undefined; // answered; the next report says what changed
      const advance: ClockAdvance = { virtualClock: 'advance', seq: report.seq, to: this.#now };
      // A process that has just ended cannot take it, and needs none.
      child.send(advance, () => {});
    } else {
      this.#queueDecision();
    }
  }
}
