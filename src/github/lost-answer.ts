// A request whose answer was lost (the connection dropped, or a 5xx from GitHub, a proxy or a load balancer) may or
// may not have been done. Octokit's retry plugin sends it again; this plugin, inside it, makes that safe: it lets
// an idempotent request go again, looks before a create goes again (and answers with what it found), and stops
// anything else after one try. The waits between tries run on the run's clock.
import type { getOctokit } from '@actions/github';
import type { Clock } from '../util/clock.ts';
import { ActionError, describeFailure } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import { redactUrls } from '../util/redact.ts';
import { LostAnswerError, statusOf } from './errors.ts';
import { kindOf } from './request-kinds.ts';
import type { Get, RequestOptions } from './request-kinds.ts';

/** GitHub may have done the request: no answer came, or a 5xx did (a proxy's or load balancer's as well). */
export function answerLost(error: unknown): boolean {
  if (error instanceof ActionError || (error as { request?: unknown } | null)?.request === undefined) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

function why(error: unknown): string {
  const status = statusOf(error);
  const message = describeFailure(error);
  const line = lineText(redactUrls(message.split('\n')[0] ?? ''), { max: 200 });
  return status === undefined ? `no answer: ${line}` : `${status}: ${line}`;
}

const urlOf = (error: unknown, fallback: string) => {
  const url = (error as { request?: { url?: unknown } } | null)?.request?.url;
  return typeof url === 'string' ? url : fallback;
};

/**
 * The plugin; it must come before octokit's retry plugin (so that it runs inside it, once per try), which must
 * wait 0 ms itself (`retryAfterBaseValue: 0`): this one waits (n)² seconds on `clock` before the nth try again.
 */
export function resendSafely(clock: Clock, retries: number) {
  // Octokit's type from its package, not from octokit.ts: that file imports this one.
  return (octokit: Pick<ReturnType<typeof getOctokit>, 'hook' | 'request'>): void => {
    const tries = new WeakMap<object, number>();
    octokit.hook.wrap('request', async (request, endpoint) => {
      const options = endpoint as unknown as RequestOptions;
      const kind = kindOf(options);
      const again = tries.get(options) ?? 0;
      tries.set(options, again + 1);
      if (again > 0) await clock.sleep(again ** 2 * 1000);
      // Through the whole client, as any read: its base URL (/api/v3 on GitHub Enterprise Server), proxy, headers,
      // and its own tries again when its answer is lost.
      const get: Get = (route, params) => octokit.request({ method: 'GET', url: route, ...params });
      if (again > 0 && kind.kind === 'create') {
        let found;
        try {
          found = await kind.lookUp(get, options);
        } catch (error) {
          // The look-up was tried again as any read is: the action cannot tell, and does not send it again.
          throw new LostAnswerError(
            `GitHub's answer was lost, and whether it was done could not be checked (${why(error)}): it may have been ` +
              'done, so it was not sent again. Re-run the workflow: the action finds what it made.',
            urlOf(error, options.url),
          );
        }
        if (found) return found as Awaited<ReturnType<typeof request>>;
      }
      try {
        return await request(endpoint);
      } catch (error) {
        if (!answerLost(error)) throw error;
        const sent = `${options.method.toUpperCase()} ${options.url}`;
        if (kind.kind === 'once') {
          throw new LostAnswerError(
            `GitHub's answer was lost (${why(error)}): it may have been done, and it was not sent again, as a second ` +
              `${sent} could do it twice.`,
            urlOf(error, options.url),
          );
        }
        if (kind.kind === 'create' && again >= retries) {
          throw new LostAnswerError(
            `GitHub's answer was lost on each of ${again + 1} tries (${why(error)}): the last may have been done. ` +
              'Re-run the workflow: the action finds what it made.',
            urlOf(error, options.url),
          );
        }
        throw error;
      }
    });
  };
}
