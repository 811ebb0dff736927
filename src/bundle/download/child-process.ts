import type { HelperProcess } from '../../runtime/helper-process.ts';
import { lineText } from '../../util/line-text.ts';
import { redactUrls } from '../../util/redact.ts';
import { BundleError } from '../errors.ts';
import { fromCrossing, toCrossing } from './child-protocol.ts';
import type { CrossedError, FromChild, ToChild } from './child-protocol.ts';
import { fetchAndVerifyBundle, removeDownloadLeftovers } from './fetch.ts';
import type { FetchBundleOptions, VerifiedBundle } from './fetch.ts';

/**
 * fetchAndVerifyBundle in the download process (child-main.ts; why: process-flags.ts): same options, same result,
 * same errors. Its log lines come to `options.log`; a link renewal it needs is asked of `options.refreshBundle`
 * here, where the service client is. A process that did not start is not a failure: the download then runs here.
 */
export async function fetchInDownloadProcess(
  helper: HelperProcess,
  options: FetchBundleOptions,
): Promise<VerifiedBundle> {
  const child = helper.child;
  if (!child || !(await helper.ready) || !child.connected) {
    options.log.debug(
      `The download process did not start (${shown(helper.failure())}); downloading in the action's process.`,
    );
    return fetchAndVerifyBundle(options);
  }
  const { refreshBundle, http: _http, clock: _clock, log, random: _random, ...crossing } = options;
  const tell = (message: ToChild) => {
    if (child.connected) child.send(message);
  };
  return new Promise<VerifiedBundle>((resolve, reject) => {
    let outcome: { result: VerifiedBundle } | { error: Error } | undefined;
    child.on('message', (message: FromChild) => {
      switch (message.type) {
        case 'log':
          return log[message.level](message.message, message.properties);
        case 'refresh':
          return void refreshBundle().then(
            (bundle) => tell({ type: 'refreshed', id: message.id, bundle }),
            (error: unknown) => tell({ type: 'refresh-failed', id: message.id, error: toCrossing(error) }),
          );
        case 'done':
          outcome = { result: message.result };
          return;
        case 'failed':
          outcome = { error: asBundleError(fromCrossing(message.error)) };
          return;
        case 'ready':
          return;
      }
    });
    // 'close', not 'exit': it comes once the channel is closed too, so every message sent before has arrived.
    child.once('close', () => {
      if (!outcome) {
        const error = stopped(helper.failure());
        return void removeDownloadLeftovers(options.destination).then(() => reject(error));
      }
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    });
    tell({ type: 'start', options: crossing });
  });
}

function shown(text: string | undefined): string {
  return lineText(redactUrls(text ?? 'no reason given'), { max: 300 });
}

/** Its errors as the download here would throw them: a BundleError, or any other kind as it was, worded. */
function asBundleError(error: BundleError | CrossedError): BundleError {
  return error instanceof BundleError
    ? error
    : new BundleError('download', `The bundle download failed unexpectedly (${shown(error.message)}); run it again.`, {
        kind: error.kind,
      });
}

function stopped(why: string | undefined): BundleError {
  return new BundleError('download', `The bundle download stopped unexpectedly (${shown(why)}); run it again.`);
}
