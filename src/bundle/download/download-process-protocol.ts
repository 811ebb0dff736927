import type { Bundle } from '../../client/types.ts';
import { ActionError, describeFailure, failureKind } from '../../util/errors.ts';
import type { FailureKind } from '../../util/errors.ts';
import type { AnnotationProperties } from '../../util/log.ts';
import type { DeployedReadLimits } from '../deployed.ts';
import { BundleError } from '../errors.ts';
import type { BundleStage } from '../errors.ts';
import type { FetchBundleOptions, VerifiedBundle } from './fetch.ts';

/**
 * The messages between the action and its download process (download-process.ts, download-process-main.ts), over
 * Node's IPC channel with the structured-clone serialisation: plain data only (a Map passes), errors as kind, stage
 * and message.
 */

/** What of FetchBundleOptions crosses: the functions (clock, log, renewal, HTTP agent) are built again there. */
export type CrossingFetchOptions = Omit<FetchBundleOptions, 'refreshBundle' | 'http' | 'clock' | 'log' | 'random'>;

/** What of DeployedReadLimits crosses: the deadline as the time left, as the two processes' clocks may differ. */
export type CrossingReadLimits = Omit<DeployedReadLimits, 'deadline'> & { timeLeftMs: number };

/** One download process serves one job: the new bundle's download, or the read of the deployed one for the diff. */
export type DownloadJob =
  | { kind: 'fetch'; options: CrossingFetchOptions }
  | { kind: 'read-deployed'; bundleUrl: string; limits: CrossingReadLimits };

/** What a job gives: VerifiedBundle for `fetch`; the files' hashes (or undefined for a huge site) for `read-deployed`. */
export type JobResult = VerifiedBundle | Map<string, string> | undefined;

/**
 * A failure as it crosses: every error keeps its kind (the CLI's exit code follows it); a BundleError its stage and
 * whether a size limit refused it too.
 */
export interface CrossingError {
  kind: FailureKind;
  stage?: BundleStage;
  overSizeLimit?: boolean;
  message: string;
}

export type LogLevel = 'info' | 'debug' | 'notice' | 'warning' | 'error';

export type FromDownloadProcess =
  /** Loaded and waiting for `start`. */
  | { type: 'ready' }
  | { type: 'log'; level: LogLevel; message: string; properties?: AnnotationProperties }
  | { type: 'refresh'; id: number }
  | { type: 'done'; result: JobResult }
  | { type: 'failed'; error: CrossingError };

export type ToDownloadProcess =
  | { type: 'start'; job: DownloadJob }
  | { type: 'refreshed'; id: number; bundle: Bundle }
  | { type: 'refresh-failed'; id: number; error: CrossingError };

export function toCrossing(error: unknown): CrossingError {
  const kind = failureKind(error);
  if (error instanceof BundleError)
    return { kind, stage: error.stage, overSizeLimit: error.overSizeLimit, message: error.message };
  return { kind, message: describeFailure(error) };
}

/** A failure from the other process: its message and its kind, all of it that crossed. */
export class CrossedError extends ActionError {
  readonly kind: FailureKind;
  constructor(message: string, kind: FailureKind) {
    super(message);
    this.name = 'CrossedError';
    this.kind = kind;
  }
}

/** A BundleError again on this side, or a CrossedError of the same kind (the caller words it). */
export function fromCrossing(error: CrossingError): BundleError | CrossedError {
  return error.stage === undefined
    ? new CrossedError(error.message, error.kind)
    : new BundleError(error.stage, error.message, { overSizeLimit: error.overSizeLimit, kind: error.kind });
}
