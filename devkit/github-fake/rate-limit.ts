import { HttpError } from './errors.ts';
import type { RequestFaultSpec } from './faults.ts';

const LIMIT = 5000;
const WINDOW_SECONDS = 3600;

/** Per-login request counts behind the `x-ratelimit-*` headers. */
export class RateLimitCounter {
  readonly #used = new Map<string, number>();

  count(login: string): number {
    const used = (this.#used.get(login) ?? 0) + 1;
    this.#used.set(login, used);
    return used;
  }

  headers(used: number, nowMs: number, exhausted = false): Record<string, string> {
    return {
      'x-ratelimit-limit': String(LIMIT),
      'x-ratelimit-remaining': exhausted ? '0' : String(Math.max(0, LIMIT - used)),
      'x-ratelimit-used': String(exhausted ? LIMIT : used),
      'x-ratelimit-reset': String(Math.floor(nowMs / 1000) + WINDOW_SECONDS),
      'x-ratelimit-resource': 'core',
    };
  }
}

/** The answer GitHub gives when the fault fires, with the headers clients read to decide when to retry. */
export function faultError(
  fault: Exclude<RequestFaultSpec, { kind: 'connection-drop' }>,
  login: string,
  nowMs: number,
): HttpError {
  switch (fault.kind) {
    case 'secondary-rate-limit': {
      const retryAfter = fault.retryAfter === undefined ? 60 : fault.retryAfter;
      return new HttpError(
        fault.status ?? 403,
        fault.message ?? 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        {},
        retryAfter === null ? {} : { 'retry-after': String(retryAfter) },
      );
    }
    case 'primary-rate-limit': {
      const reset = Math.floor(nowMs / 1000) + (fault.resetInSeconds ?? 60);
      return new HttpError(
        fault.status ?? 403,
        `API rate limit exceeded for user ${login}.`,
        {},
        {
          'x-ratelimit-limit': String(LIMIT),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-used': String(LIMIT),
          'x-ratelimit-reset': String(reset),
          'x-ratelimit-resource': 'core',
        },
      );
    }
    case 'server-error':
      return new HttpError(fault.status ?? 502, 'Server Error');
  }
}
