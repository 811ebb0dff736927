import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import type { Log } from '../util/log.ts';

export type Octokit = ReturnType<typeof getOctokit>;

export interface GitHubAccess {
  octokit: Octokit;
}

export interface OctokitTuning {
  /**
   * Throttling spaces writes a second apart and waits out rate limits, as GitHub asks of integrations (default on).
   * Tests against a local fake turn it off so they do not wait in real time.
   */
  throttle?: boolean;
  /** Retries of a failed request (octokit's default, 3, spaced 1, 4 and 9 s); tests of failures set 0. */
  retries?: number;
}

/** Statuses that retrying cannot fix: a wrong token, a missing repository, a conflict the caller resolves. */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 422, 451];

/**
 * Octokit with retries and throttling; primary and secondary rate limits wait and retry a bounded number of times.
 * `baseUrl` is GITHUB_API_URL: `https://api.github.com`, or `https://<host>/api/v3` on GitHub Enterprise Server.
 */
export function createOctokit(token: string, baseUrl: string, log: Log, tuning: OctokitTuning = {}): Octokit {
  const onLimit =
    (kind: string) =>
    (retryAfter: number, options: { method?: string; url?: string }, _octokit: unknown, retryCount: number) => {
      log.warning(
        `GitHub ${kind} rate limit on ${options.method ?? ''} ${options.url ?? ''}; retrying in ${retryAfter}s.`,
      );
      return retryCount < 3;
    };
  return getOctokit(
    token,
    {
      // A trailing `/` would double the slash before every path.
      baseUrl: baseUrl.replace(/\/+$/, ''),
      retry: { doNotRetry: DO_NOT_RETRY, ...(tuning.retries !== undefined && { retries: tuning.retries }) },
      throttle: {
        enabled: tuning.throttle ?? true,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
    },
    retry,
    throttling,
  );
}
