import type { Bundle } from '../../client/types.ts';
import { describeFailure } from '../../util/errors.ts';
import type { AnnotationProperties } from '../../util/log.ts';
import { BundleError } from '../errors.ts';
import type { BundleStage } from '../errors.ts';
import type { FetchBundleOptions, VerifiedBundle } from './fetch.ts';

/**
 * The messages between the action and its download process (child-process.ts, child-main.ts), over Node's IPC
 * channel with the structured-clone serialisation: plain data only (a Map passes), errors as stage and message.
 */

/** What of FetchBundleOptions crosses: the functions (clock, log, renewal, HTTP agent) are built again there. */
export type ChildFetchOptions = Omit<FetchBundleOptions, 'refreshBundle' | 'http' | 'clock' | 'log' | 'random'>;

/** A failure as it crosses: a BundleError keeps its stage and whether a size limit refused it; anything else is a message. */
export interface CrossingError {
  stage?: BundleStage;
  overSizeLimit?: boolean;
  message: string;
}

export type LogLevel = 'info' | 'debug' | 'notice' | 'warning' | 'error';

export type FromChild =
  /** Loaded and waiting for `start`. */
  | { type: 'ready' }
  | { type: 'log'; level: LogLevel; message: string; properties?: AnnotationProperties }
  | { type: 'refresh'; id: number }
  | { type: 'done'; result: VerifiedBundle }
  | { type: 'failed'; error: CrossingError };

export type ToChild =
  | { type: 'start'; options: ChildFetchOptions }
  | { type: 'refreshed'; id: number; bundle: Bundle }
  | { type: 'refresh-failed'; id: number; error: CrossingError };

export function toCrossing(error: unknown): CrossingError {
  if (error instanceof BundleError)
    return { stage: error.stage, overSizeLimit: error.overSizeLimit, message: error.message };
  return { message: describeFailure(error) };
}

/** A BundleError again on this side, or a plain Error with the message (the caller words it). */
export function fromCrossing(error: CrossingError): Error {
  return error.stage === undefined
    ? new Error(error.message)
    : new BundleError(error.stage, error.message, { overSizeLimit: error.overSizeLimit });
}
