// GitHub's rate limits as the action tells them from a refusal: a 403 or 429 that says "wait", never a missing
// permission. The primary limit is the token's requests per hour; the secondary one, too many requests (writes
// above all) in a short time.

/** Longest wait, in seconds, the action accepts from a rate limit before it tries again; a longer one ends the call. */
export const LONGEST_RATE_LIMIT_WAIT_S = 60;
/** Tries again after a rate limit, each after the wait GitHub asked for. */
export const RATE_LIMIT_TRIES = 3;

export interface RateLimit {
  secondary: boolean;
  /** The wait GitHub asked for (`Retry-After`), in seconds, when it named one. */
  retryAfterS?: number;
}

/**
 * The rate limit a failure is, or undefined: a 429, or a 403 with `Retry-After`, with no requests left
 * (`x-ratelimit-remaining: 0`) or whose message names a rate limit.
 */
export function rateLimitOf(error: unknown): RateLimit | undefined {
  const failure = error as {
    status?: unknown;
    response?: { headers?: Record<string, unknown>; data?: unknown };
  } | null;
  const status = failure?.status;
  if ((status !== 403 && status !== 429) || !failure?.response) return undefined;
  const headers = failure.response.headers ?? {};
  const data = failure.response.data;
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : '';
  const asksToWait = typeof headers['retry-after'] === 'string' && headers['retry-after'].trim() !== '';
  const noneLeft = headers['x-ratelimit-remaining'] === '0';
  const named = /rate limit/i.test(message);
  if (status === 403 && !asksToWait && !noneLeft && !named) return undefined;
  const retryAfter = secondsOf(headers['retry-after']);
  return {
    secondary: /secondary rate limit/i.test(message) || (asksToWait && !noneLeft),
    ...(retryAfter === undefined ? {} : { retryAfterS: retryAfter }),
  };
}

/** `Retry-After` in whole seconds, as GitHub sends it; another form still marks a rate limit, without a figure. */
function secondsOf(value: unknown): number | undefined {
  return typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : undefined;
}
