import type { Outputs } from './outputs.ts';

/** A failure that still has outputs worth setting (e.g. `job-id` and `status` of a failed job). */
export class StepFailure extends Error {
  readonly outputs: Outputs;
  constructor(message: string, outputs: Outputs) {
    super(message);
    this.name = 'StepFailure';
    this.outputs = outputs;
  }
}

/** One readable line (or a few) for any thrown value: no stack traces for users, never "[object Object]". */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return `Unexpected failure: ${JSON.stringify(error)}`;
  } catch {
    return 'Unexpected failure';
  }
}
