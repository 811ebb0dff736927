import type { Dispatcher } from 'undici';
import type { Clock } from '../util/clock.ts';
import { formatDuration } from '../util/format.ts';
import type { Log } from '../util/log.ts';
import { isRetryableStatus, parseRetryAfter, retryWithPolicy } from '../util/retry.ts';
import type { AttemptOutcome, RetryPolicy, StopDecision } from '../util/retry.ts';
import { httpError, statusText, withNote, withTransient } from './errors.ts';
import type { EndpointKind, RequestLabel } from './errors.ts';
import { sendRequest, TransportError } from './http.ts';
import type { HttpResponse } from './http.ts';
import type { Decoded } from './response.ts';
import { ServiceError } from './types.ts';
import type { CallOptions } from './types.ts';

/** The attempt loop around one service request: budget hook, retry decisions, waits, one final error. */

export interface CallContext {
  dispatcher: Dispatcher;
  /** The proxy a URL goes through, for messages (see createHttpDispatcher). */
  proxyFor: (url: string) => string | undefined;
  headers: Record<string, string>;
  timeoutMs: number;
  clock: Clock;
  log: Log;
  random: () => number;
  policy: RetryPolicy;
  /** Texts no message may contain (the API key). */
  secrets: readonly string[];
}

export interface ServiceRequest {
  label: RequestLabel;
  url: string;
  body?: string;
  /**
   * `safe`: sending it twice does no harm (reads, and the bundle POST, which only makes a fresh link),
   * so network errors, 429, 5xx and cut bodies are retried. `unsent-only`: a second request could start
   * a second export or deployment, so it is sent again only when the first certainly never reached the server.
   */
  retry: 'safe' | 'unsent-only';
}

interface AttemptFailure {
  error: ServiceError;
  /** Short text for the retry log line. */
  reason: string;
  /** Worth another attempt if sending again is safe. */
  transient: boolean;
  /** Nothing was processed: no connection was made, or the service refused the request outright (429). */
  nothingSent: boolean;
  retryAfterMs?: number;
}

type Attempt<T> = AttemptOutcome<T, AttemptFailure>;

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Sends until a 2xx arrives whose body decodes (its value is returned), or the policy gives up (a
 * ServiceError is thrown). `beforeAttempt` runs before every attempt; what it throws ends the call.
 * `afterUnsentAttempt` runs after an attempt that failed before a connection was made.
 */
export async function performCall<T>(
  context: CallContext,
  request: ServiceRequest,
  decode: (response: HttpResponse) => Decoded<T>,
  options: CallOptions = {},
): Promise<T> {
  const { label } = request;
  const policy =
    options.attempts === undefined ? context.policy : { ...context.policy, maxAttempts: Math.max(1, options.attempts) };
  const mayRepeat = (failure: AttemptFailure) => request.retry === 'safe' || failure.nothingSent;
  return retryWithPolicy<T, AttemptFailure>({
    attempt: async () => {
      // Cancelled first: an attempt that is never made is never counted.
      options.signal?.throwIfAborted();
      options.beforeAttempt?.();
      return attemptOnce(context, request, decode, options);
    },
    classify: (failure) => ({ retryable: failure.transient && mayRepeat(failure), retryAfterMs: failure.retryAfterMs }),
    policy,
    clock: context.clock,
    random: context.random,
    maxRetryAfterMs: options.maxRetryAfterMs,
    signal: options.signal,
    onRetry: (failure, { attempt, delayMs, basis }) => {
      const why = basis === 'retry-after' ? ', as its Retry-After asks' : '';
      context.log.info(
        `${label.method} ${label.path}: ${failure.reason}; attempt ${attempt + 1} of ${policy.maxAttempts} in ${formatDuration(delayMs)}${why}.`,
      );
    },
    giveUp: (failure, stop) =>
      finalError(withTransient(failure.error, failure.transient), stop.decision, {
        ...stop,
        endpoint: label.endpoint,
        unsafeToRepeat: failure.transient && !mayRepeat(failure),
      }),
  });
}

async function attemptOnce<T>(
  context: CallContext,
  request: ServiceRequest,
  decode: (response: HttpResponse) => Decoded<T>,
  { signal, answerTimeoutMs, afterUnsentAttempt }: CallOptions,
): Promise<Attempt<T>> {
  const { label } = request;
  let response: HttpResponse;
  try {
    response = await sendRequest(context.dispatcher, {
      method: label.method,
      url: request.url,
      headers: context.headers,
      body: request.body,
      timeoutMs: context.timeoutMs,
      answerTimeoutMs,
      signal,
      maxBodyBytes: MAX_BODY_BYTES,
      proxy: context.proxyFor(request.url),
    });
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    if (error.nothingSent) afterUnsentAttempt?.();
    const kind = error.timedOut ? 'timeout' : 'network';
    return {
      ok: false,
      failure: {
        error: new ServiceError(kind, `${label.method} ${label.path}: ${error.message}`),
        reason: error.message,
        transient: error.retryable,
        nothingSent: error.nothingSent,
      },
    };
  }

  if (response.status >= 200 && response.status < 300) {
    const decoded = decode(response);
    if (decoded.ok) return decoded;
    const reason = decoded.error.message.slice(`${label.method} ${label.path}: `.length);
    return { ok: false, failure: { error: decoded.error, reason, transient: decoded.transient, nothingSent: false } };
  }

  const nowMs = context.clock.now();
  const retryAfterMs = parseRetryAfter(response.header('retry-after'), nowMs);
  const error = httpError(label, {
    status: response.status,
    contentType: response.header('content-type'),
    body: response.body,
    retryAfterMs,
    nowMs,
    secrets: context.secrets,
  });
  const failure: AttemptFailure = {
    error,
    reason: statusText(response.status),
    transient: isRetryableStatus(response.status),
    // A 429 says the request was turned away before any work, so even a job start may be sent again.
    nothingSent: response.status === 429,
  };
  if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
  return { ok: false, failure };
}

interface Outcome {
  attempt: number;
  elapsedMs: number;
  retryAfterMs?: number;
  maxRetryAfterMs: number;
  unsafeToRepeat: boolean;
  endpoint: EndpointKind;
}

function finalError(failure: ServiceError, decision: StopDecision, outcome: Outcome): ServiceError {
  const tries = `${outcome.attempt} attempt${outcome.attempt === 1 ? '' : 's'}`;
  switch (decision.reason) {
    case 'retry-after-too-long':
      return withNote(
        failure,
        `not retried: the wait of ${formatDuration(outcome.retryAfterMs ?? 0)} is longer than the ${formatDuration(outcome.maxRetryAfterMs)} this call may wait`,
      );
    case 'attempts':
      return withNote(failure, `gave up after ${tries}`);
    case 'time-limit':
      return withNote(failure, `gave up after ${tries} over ${formatDuration(outcome.elapsedMs)}`);
    case 'not-retryable':
      if (outcome.unsafeToRepeat) {
        return withNote(
          failure,
          outcome.endpoint === 'deploy'
            ? 'not retried: the service may have received the request and started a deployment, and sending it again could start a second one'
            : 'not retried: the service may have received the request and started a job, and sending it again could start a second export',
        );
      }
      return outcome.attempt > 1 ? withNote(failure, `after ${tries}`) : failure;
  }
}
