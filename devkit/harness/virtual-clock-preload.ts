// Preloaded (`node --import`) into an action process that a test runs on virtual time (runAction's
// `virtualClock`): the process's timers (setTimeout, setInterval) and its Date run on a clock that moves only when
// the test says so, over the process's IPC channel (virtual-clock-protocol.ts). The process tells the test, after
// every change, when its next timer is due and whether it is busy (an HTTP exchange in flight, a job handed to the
// download process); the test moves the clock to that timer when the world has nothing in flight either.
// Nothing of this is in src/ or dist/: without the preload the action runs on the machine's timers.
import childProcess from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { subscribe } from 'node:diagnostics_channel';
import { syncBuiltinESMExports } from 'node:module';
import type { FromDownloadProcess, ToDownloadProcess } from '../../src/bundle/download/download-process-protocol.ts';
import { isAdvance, VIRTUAL_NOW_VARIABLE } from './virtual-clock-protocol.ts';
import type { ClockReport } from './virtual-clock-protocol.ts';

interface VirtualTimer {
  id: number;
  due: number;
  delay: number;
  repeat: boolean;
  refed: boolean;
  callback: (...args: unknown[]) => void;
  args: unknown[];
}

const start = Number(process.env[VIRTUAL_NOW_VARIABLE]);
if (process.send && process.channel && Number.isFinite(start)) install(start, process.channel);

function install(startAt: number, channel: NonNullable<typeof process.channel>): void {
  const realSetImmediate = setImmediate;
  const realSetTimeout = setTimeout;
  const RealDate = Date;
  let now = startAt;
  let nextId = 1;
  let seq = 0;
  let reportQueued = false;
  let inFlight = 0;
  const busyChildren = new Set<ChildProcess>();
  const timers = new Map<number, VirtualTimer>();

  /** Keeps the process alive while a timer that holds it (a ref'd one) waits: the channel then stands for it. */
  const holdOpen = (): void => {
    if ([...timers.values()].some((t) => t.refed)) channel.ref();
    else channel.unref();
  };
  const changed = (): void => {
    seq++;
    holdOpen();
    if (reportQueued) return;
    reportQueued = true;
    realSetImmediate(() => {
      reportQueued = false;
      // Only what the process waits for moves the clock: an unref'd timer (a library's heartbeat, a watchdog)
      // fires when the clock passes it on the way to a ref'd one, never draws it on by itself.
      const due = [...timers.values()].filter((t) => t.refed).map((t) => t.due);
      const working = localWork();
      // Work under way in this process (a file read or written, a lookup) ends without any event this preload
      // sees: look again shortly, and until then the clock waits.
      if (working) realSetTimeout(changed, 2);
      const report: ClockReport = {
        virtualClock: 'report',
        seq,
        now,
        next: due.length === 0 ? null : Math.min(...due),
        inFlight,
        downloadBusy: busyChildren.size > 0,
        localWork: working,
      };
      process.send?.(report);
    });
  };

  /** Requests to libuv's thread pool and the like: file system calls, DNS lookups, compression (the real timers, sockets and pipes excluded). */
  const localWork = (): boolean =>
    process
      .getActiveResourcesInfo()
      .some((type) => /^(FS|FileHandle|GetAddrInfo|GetNameInfo|Zlib|Write|Shutdown)|Job$/.test(type));

  class VirtualTimeout {
    readonly #id: number;
    constructor(id: number) {
      this.#id = id;
    }
    ref(): this {
      const timer = timers.get(this.#id);
      if (timer) timer.refed = true;
      holdOpen();
      return this;
    }
    unref(): this {
      const timer = timers.get(this.#id);
      if (timer) timer.refed = false;
      holdOpen();
      return this;
    }
    hasRef(): boolean {
      return timers.get(this.#id)?.refed ?? false;
    }
    refresh(): this {
      const timer = timers.get(this.#id);
      if (timer) {
        timer.due = now + timer.delay;
        changed();
      }
      return this;
    }
    close(): this {
      clear(this.#id);
      return this;
    }
    [Symbol.toPrimitive](): number {
      return this.#id;
    }
  }

  function add(callback: unknown, delay: unknown, args: unknown[], repeat: boolean): VirtualTimeout {
    if (typeof callback !== 'function') throw new TypeError('The "callback" argument must be of type function');
    const ms = Math.max(1, Number(delay) || 0);
    const id = nextId++;
    timers.set(id, {
      id,
      due: now + ms,
      delay: ms,
      repeat,
      refed: true,
      callback: callback as VirtualTimer['callback'],
      args,
    });
    changed();
    return new VirtualTimeout(id);
  }
  function clear(handle: unknown): void {
    const id = typeof handle === 'object' && handle !== null ? Number(handle) : Number(handle);
    if (timers.delete(id)) changed();
  }

  /** Fires, one per turn of the event loop (promises settle in between, as with real timers), every timer due by `target`. */
  function advanceTo(target: number): void {
    const due = [...timers.values()].filter((t) => t.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
    if (!due) {
      now = Math.max(now, target);
      changed();
      return;
    }
    now = Math.max(now, due.due);
    if (due.repeat) due.due = now + due.delay;
    else timers.delete(due.id);
    changed();
    try {
      due.callback(...due.args);
    } finally {
      realSetImmediate(() => advanceTo(target));
    }
  }

  const timerGlobals = globalThis as unknown as Record<string, unknown>;
  timerGlobals.setTimeout = (callback: unknown, delay?: unknown, ...args: unknown[]) =>
    add(callback, delay, args, false);
  timerGlobals.setInterval = (callback: unknown, delay?: unknown, ...args: unknown[]) =>
    add(callback, delay, args, true);
  timerGlobals.clearTimeout = clear;
  timerGlobals.clearInterval = clear;
  class VirtualDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [string]));
    }
    static override now(): number {
      return now;
    }
  }
  timerGlobals.Date = VirtualDate;

  // HTTP exchanges of both clients (undici's request, and fetch) publish these.
  subscribe('undici:request:create', () => {
    inFlight++;
    changed();
  });
  const ended = (): void => {
    inFlight = Math.max(0, inFlight - 1);
    changed();
  };
  subscribe('undici:request:trailers', ended);
  subscribe('undici:request:error', ended);

  // The download process runs on real time: while it starts or works on a job, this process is busy. `fork` is
  // wrapped on the module (the action's ESM import and dist's require both see it: syncBuiltinESMExports).
  const realFork = childProcess.fork;
  const track = (child: ChildProcess): void => {
    busyChildren.add(child);
    changed();
    const idle = (): void => void (busyChildren.delete(child) && changed());
    child.on('message', (message: FromDownloadProcess) => {
      if (['ready', 'done', 'failed', 'refresh'].includes(message.type)) idle();
    });
    child.once('exit', idle);
    const realSend = child.send.bind(child) as (...args: unknown[]) => boolean;
    const send = (...args: unknown[]): boolean => {
      const [message] = args as [ToDownloadProcess];
      if (['start', 'refreshed', 'refresh-failed'].includes(message.type)) {
        busyChildren.add(child);
        changed();
      }
      return realSend(...args);
    };
    child.send = send;
  };
  childProcess.fork = ((...args: Parameters<typeof realFork>) => {
    const child = realFork(...args);
    track(child);
    return child;
  }) as typeof realFork;
  syncBuiltinESMExports();

  // The test's end of the channel closed (the worker that ran it ended, or the run was stopped): nobody will move
  // this clock again, and a process holding a socket or polling its own work would wait on it for ever.
  process.once('disconnect', () => {
    process.stderr.write('virtual clock: the test that drives its virtual clock is gone; ending the process\n');
    process.exit(1);
  });
  process.on('message', (message: unknown) => {
    if (!isAdvance(message)) return;
    // A report answered late (the process changed since) is answered again: a fresh report is on its way.
    if (message.seq === seq) advanceTo(message.to);
  });
  changed();
}
