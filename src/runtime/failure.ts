import type { Outputs } from './outputs.ts';

/** A failure that still has outputs worth setting (e.g. `job-id` and `status` of a failed job). */
export class StepFailure extends Error {
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
  if (error instanceof StepFailure) return new StepFailure(error.message, { ...outputs, ...error.outputs }, { cause: error.cause, kind: error.kind });
  return new StepFailure(describeFailure(error), outputs, { cause: error });
}

export type FailureKind = 'input' | 'service' | 'verification' | 'github' | 'other';

const KIND_BY_ERROR_NAME: Record<string, FailureKind> = {
  SettingsError: 'input',
  UsageError: 'input',
  TemplateError: 'input',
  ServiceError: 'service',
  AnalyticsQuotaSpent: 'service',
  BudgetExhausted: 'service',
  BundleError: 'verification',
  GitHubError: 'github',
  HttpError: 'github',
  WriteConflict: 'github',
};

/** Sorts a failure for callers that branch on it (the CLI's exit codes). */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof StepFailure) return error.kind;
  if (!(error instanceof Error)) return 'other';
  // A wrapper that adds context ("Could not start the export job: ...") keeps the kind of what it wraps.
  return KIND_BY_ERROR_NAME[error.name] ?? (error.cause === undefined ? 'other' : failureKind(error.cause));
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
