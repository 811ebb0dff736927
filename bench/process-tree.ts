// The action's processes as the bench measures them: the node process the runner starts and the download process
// it starts in turn (src/bundle/download/download-process-start.ts). Memory is the two added (each one's peak, VmHWM: an upper
// bound of what they held at once); CPU time is the action's own, its ended children's (cutime + cstime, once
// reaped) and its live children's. The download process ends before the action logs `Bundle verified`, so what
// was last read of it stands for it after that (the bench polls every 10 ms).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export type ThreadTimes = Record<string, { user: number; sys: number }>;

export interface TreeReading {
  /** VmRSS added over the processes alive now. */
  rssKB: number;
  /** VmHWM added over the action and every child seen so far (their last reading). */
  peakKB: number;
  /** User + system CPU seconds of the action and its children, at the clock tick's resolution. */
  cpuSeconds: number;
  /** Per kind of thread (`MainThread`, `libuv-worker`, …); the download process's as `download/<name>`. */
  threads: ThreadTimes;
}

interface ProcessReading {
  rssKB: number;
  peakKB: number;
  /** utime + stime (own), and cutime + cstime (reaped children). */
  own: number;
  reaped: number;
  threads: ThreadTimes;
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** Reads `root` and its children; children that ended keep their last reading. */
export function processTree(root: () => number | undefined): { read(): TreeReading } {
  const lastOfChild = new Map<number, ProcessReading>();
  return {
    read() {
      const pid = root();
      const action = pid === undefined ? undefined : readProcess(pid);
      const live = new Set(pid === undefined ? [] : childrenOf(pid));
      for (const child of live) {
        const reading = readProcess(child);
        if (reading) lastOfChild.set(child, reading);
      }
      const children = [...lastOfChild.entries()];
      const threads: ThreadTimes = { ...action?.threads };
      for (const [, child] of children) {
        for (const [name, times] of Object.entries(child.threads)) {
          const sum = (threads[`download/${name}`] ??= { user: 0, sys: 0 });
          sum.user += times.user;
          sum.sys += times.sys;
        }
      }
      return {
        rssKB: (action?.rssKB ?? 0) + children.reduce((sum, [child, r]) => sum + (live.has(child) ? r.rssKB : 0), 0),
        peakKB: (action?.peakKB ?? 0) + children.reduce((sum, [, r]) => sum + r.peakKB, 0),
        // A reaped child is in the action's cutime + cstime; a live one is added here.
        cpuSeconds:
          (action ? action.own + action.reaped : 0) +
          children.reduce((sum, [child, r]) => sum + (live.has(child) ? r.own + r.reaped : 0), 0),
        threads,
      };
    },
  };
}

/** The processes `pid` started (its main thread's children). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function readProcess(pid: number): ProcessReading | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    const stat = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return {
      rssKB: field('VmRSS'),
      peakKB: field('VmHWM'),
      own: stat.user + stat.sys,
      reaped: stat.childrenUser + stat.childrenSys,
      threads: threadTimes(pid),
    };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/** Fields 14–17 of /proc/<pid>/stat (utime, stime, cutime, cstime), counted after the name's closing parenthesis. */
function statFields(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const seconds = (index: number) => Number(fields[index]) / CLOCK_TICKS;
  return {
    name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
    user: seconds(11),
    sys: seconds(12),
    childrenUser: seconds(13),
    childrenSys: seconds(14),
  };
}

/** CPU seconds of the process's threads so far, summed per thread name. */
function threadTimes(pid: number): ThreadTimes {
  const byName: ThreadTimes = {};
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const { name, user, sys } = statFields(readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8'));
      const sum = (byName[name] ??= { user: 0, sys: 0 });
      sum.user += user;
      sum.sys += sys;
    }
  } catch {
    // The process ended meanwhile: what was read is returned.
  }
  return byName;
}
