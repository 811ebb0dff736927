import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { systemClock } from '../util/clock.ts';
import type { Clock } from '../util/clock.ts';
import type { Log } from '../util/log.ts';
import { proxyFailure } from '../util/proxy.ts';
import { GitHubProxyError, LostAnswerError, statusOf } from './errors.ts';
import { resendSafely } from './lost-answer.ts';
import { LONGEST_RATE_LIMIT_WAIT_S, RATE_LIMIT_TRIES } from './rate-limit.ts';

export type Octokit = ReturnType<typeof getOctokit>;

export interface GitHubAccess {
  octokit: Octokit;
}

export interface OctokitTuning {
  /**
   * Throttling spaces writes a second apart and waits out short rate limits (at most LONGEST_RATE_LIMIT_WAIT_S, on
   * `clock`), as GitHub asks of integrations (default on).
   * Tests against a local fake turn it off so they do not wait in real time.
   */
  throttle?: boolean;
  /**
   * Tries again of a request whose answer was lost or that failed with a status retrying can fix (octokit's default,
   * 3, spaced 1, 4 and 9 s); tests of failures set 0. Only what is safe to send again is sent again (lost-answer.ts).
   */
  retries?: number;
  /** The proxy the runner's variables give for a URL (shown form), so a failure at the proxy can name it. */
  proxyFor?: (url: string) => string | undefined;
  /** What retries wait on: the run's clock, so a test or a simulation moves time instead of sleeping (default: real time). */
  clock?: Clock;
}

/**
 * The REST API version every request names (`X-GitHub-Api-Version`), so that a newer default version cannot change
 * what GitHub answers under the action; GitHub Enterprise Server supports it from 3.9 on.
 */
export const GITHUB_API_VERSION = '2022-11-28';

/** Statuses that retrying cannot fix: a wrong token, a missing repository, a feature turned off (410: issues), a conflict the caller resolves. */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 451];

/**
 * Octokit with retries and throttling; primary and secondary rate limits wait and retry a bounded number of times.
 * `baseUrl` is GITHUB_API_URL: `https://api.github.com`, or `https://<host>/api/v3` on GitHub Enterprise Server.
 */
export function createOctokit(token: string, baseUrl: string, log: Log, tuning: OctokitTuning = {}): Octokit {
  const clock = tuning.clock ?? systemClock;
  // The wait GitHub asks for is taken on the run's clock, and only when short: a longer one (a primary limit resets
  // within the hour) ends the call at once as a rate limit (errors.ts), which the caller can put off to a later run.
  const onLimit =
    (kind: string) =>
    async (
      retryAfter: number,
      options: { method?: string; url?: string },
      _octokit: unknown,
      retryCount: number,
    ): Promise<boolean> => {
      const call = `${options.method ?? ''} ${options.url ?? ''}`;
      if (retryCount >= RATE_LIMIT_TRIES) {
        log.warning(`GitHub ${kind} rate limit on ${call} again after ${retryCount} waits; not trying again.`);
        return false;
      }
      if (retryAfter > LONGEST_RATE_LIMIT_WAIT_S) {
        log.warning(
          `GitHub ${kind} rate limit on ${call}: it asks to wait ${retryAfter} s, longer than the ${LONGEST_RATE_LIMIT_WAIT_S} s the action waits; not trying again.`,
        );
        return false;
      }
      log.warning(`GitHub ${kind} rate limit on ${call}; retrying in ${retryAfter} s.`);
      await clock.sleep(retryAfter * 1000);
      return true;
    };
  const proxyFor = tuning.proxyFor ?? (() => undefined);
  const retries = tuning.retries ?? 3;
  // Before the retry plugin, so it sees each failure first: one that no retry can fix (the proxy asks for other
  // credentials, or its host does not exist) ends the call at once instead of after 14 s of retries.
  const proxyFailuresFirst = (octokit: Pick<Octokit, 'hook'>): void => {
    octokit.hook.error('request', (error) => {
      const named = proxyError(error, proxyFor);
      throw named && !named.retryable ? named.error : error;
    });
  };
  const octokit = getOctokit(
    token,
    {
      // A trailing `/` would double the slash before every path.
      baseUrl: baseUrl.replace(/\/+$/, ''),
      throttle: {
        enabled: tuning.throttle ?? true,
        // The plugin awaits a handler and tries again when it resolves to true; its types say `void`.
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onRateLimit: onLimit('primary'),
        // eslint-disable-next-line @typescript-eslint/no-misused-promises
        onSecondaryRateLimit: onLimit('secondary'),
        // onLimit has waited on the run's clock: the plugin's own timer waits 0 ms.
        retryAfterBaseValue: 0,
      },
      // The retry plugin decides what fails in a way retrying can fix and counts the tries; resendSafely (inside it)
      // waits on the run's clock, so the plugin's own timer waits 0 ms.
      retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: 0 },
    },
    proxyFailuresFirst,
    resendSafely(clock, retries),
    retry,
    throttling,
  );
  octokit.hook.before('request', (options) => {
    options.headers['x-github-api-version'] = GITHUB_API_VERSION;
  });
  // After the plugins, so it sees what the retries could not fix: a failure at the proxy names the proxy.
  octokit.hook.error('request', (error) => {
    throw proxyError(error, proxyFor)?.error ?? error;
  });
  return octokit;
}

/** A failure at the runner's proxy (GitHub never answered) as the error the explainer names it by. */
function proxyError(
  error: unknown,
  proxyFor: (url: string) => string | undefined,
): { error: GitHubProxyError; retryable: boolean } | undefined {
  if (error instanceof GitHubProxyError) return { error, retryable: false };
  if (error instanceof LostAnswerError) return undefined;
  const url = (error as { request?: { url?: unknown } } | null)?.request?.url;
  if (statusOf(error) !== undefined || typeof url !== 'string') return undefined;
  const failure = proxyFailure(error, proxyFor(url), url);
  return failure && { error: new GitHubProxyError(failure.message, url), retryable: failure.retryable };
}
