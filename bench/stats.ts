// What every benchmark prints beside its figures: the spread of its runs and the machine they ran on. A figure
// measured while something else used the cores is not comparable with one from a quiet machine (issue 21).
import { availableParallelism, cpus, loadavg } from 'node:os';

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { min: sorted[0] ?? Number.NaN, median, max: sorted.at(-1) ?? Number.NaN };
}

/** `1.23 s (1.10–1.40)` style: the median with the range of the runs. */
export function showSpread(s: Spread, format: (value: number) => string): string {
  return `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
}

export interface Machine {
  cores: number;
  model: string;
  loadAverage: number;
  /** The one-minute load average is above half the cores: wall-clock ratios are noise. */
  busy: boolean;
}

export function machine(): Machine {
  const cores = availableParallelism();
  const loadAverage = loadavg()[0] ?? 0;
  return { cores, model: cpus()[0]?.model.trim() ?? 'unknown CPU', loadAverage, busy: loadAverage > cores / 2 };
}

export function describeMachine(m: Machine): string {
  return `${m.cores} cores (${m.model}), load average ${m.loadAverage.toFixed(2)} at the start`;
}

/** A warning line when the machine is busy, else undefined. */
export function busyWarning(m: Machine): string | undefined {
  return m.busy
    ? `WARNING: load average ${m.loadAverage.toFixed(2)} on ${m.cores} cores: other work shares the CPU, so wall-clock figures and ratios are noise. Compare CPU times, or run again on a quiet machine.`
    : undefined;
}
