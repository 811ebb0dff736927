import type { Clock } from '../../util/clock.ts';
import type { Log } from '../../util/log.ts';

const STEP = 0.1;
const INTERVAL_MS = 5000;

/** Logs bytes and speed every 10% of a known size, or every 5 s, whichever comes first. */
export interface DownloadProgress {
  setTotal(total: number | undefined): void;
  update(received: number): void;
}

export function createDownloadProgress(log: Log, clock: Clock): DownloadProgress {
  const started = clock.now();
  let total: number | undefined;
  let lastStep = 0;
  let lastLine = started;
  let lastReceived = 0;
  return {
    setTotal(value) {
      total = value;
    },
    update(received) {
      const now = clock.now();
      if (received < lastReceived) lastStep = 0; // started over
      lastReceived = received;
      const step = total ? Math.floor(received / total / STEP) : 0;
      if (step <= lastStep && now - lastLine < INTERVAL_MS) return;
      lastStep = Math.max(lastStep, step);
      lastLine = now;
      const seconds = (now - started) / 1000;
      const speed = seconds > 0 ? `, ${formatSize(received / seconds)}/s` : '';
      const share = total ? ` of ${formatSize(total)} (${Math.floor((received / total) * 100)}%)` : '';
      log.info(`Downloaded ${formatSize(received)}${share}${speed}`);
    },
  };
}

export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
