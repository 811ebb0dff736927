import { ActionError, describeFailure, failureKind } from '../util/errors.ts';
import type { FailureKind } from '../util/errors.ts';
import type { Outputs } from './outputs.ts';

/** A failure that still has outputs worth setting (e.g. `job-id` and `status` of a failed job). */
export class StepFailure extends ActionError {
  readonly outputs: Outputs;
  /** What kind of failure this is, when no `cause` says it (a failed or endless job is the service's). */
  readonly kind: FailureKind;
  constructor(message: string, outputs: Outputs, options: { cause?: unknown; kind?: FailureKind } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'StepFailure';
    this.outputs = outputs;
    this.kind = options.kind ?? (options.cause === undefined ? 'service' : failureKind(options.cause));
  }
}

/** Keeps the outputs known so far with a failure, whatever was thrown. */
export function withOutputs(error: unknown, outputs: Outputs): StepFailure {
  if (error instanceof StepFailure)
    return new StepFailure(error.message, { ...outputs, ...error.outputs }, { cause: error.cause, kind: error.kind });
  return new StepFailure(describeFailure(error), outputs, { cause: error });
}
