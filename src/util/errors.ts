/** The one base of every error the project throws: its `kind` sorts the failure (the CLI's exit code follows it). */

export type FailureKind = 'input' | 'service' | 'verification' | 'github' | 'other';

export abstract class ActionError extends Error {
  abstract readonly kind: FailureKind;
}

/**
 * A failure of one step of the run that has no class of its own: the message says what was being done. Its kind is
 * given, or else the kind of the failure it wraps (`cause`), or 'other' (a defect: a state the code should not reach).
 * Lint refuses a plain `new Error` in src/, whose kind would be lost.
 */
export class OperationError extends ActionError {
  readonly kind: FailureKind;
  constructor(message: string, options: { kind?: FailureKind; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OperationError';
    this.kind = options.kind ?? (options.cause === undefined ? 'other' : failureKind(options.cause));
  }
}

/**
 * The kind of any thrown value. A plain Error that wraps another ("Could not start the export job: ...")
 * keeps the kind of what it wraps; anything else is 'other'.
 */
export function failureKind(error: unknown): FailureKind {
  if (error instanceof ActionError) return error.kind;
  // Octokit's RequestError: the one foreign error sorted here, for octokit calls not yet explained by src/github.
  if (error instanceof Error && error.name === 'HttpError') return 'github';
  if (error instanceof Error && error.cause !== undefined) return failureKind(error.cause);
  return 'other';
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
