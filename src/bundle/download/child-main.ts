import type { Bundle } from '../../client/types.ts';
import { systemClock } from '../../util/clock.ts';
import type { AnnotationProperties, Log } from '../../util/log.ts';
import { fromCrossing, toCrossing } from './child-protocol.ts';
import type { ChildFetchOptions, FromChild, LogLevel, ToChild } from './child-protocol.ts';
import { fetchAndVerifyBundle } from './fetch.ts';

/**
 * The download process's side (runtime/helper-process.ts starts it, child-process.ts talks to it): one
 * fetchAndVerifyBundle with the real clock and an HTTP agent built here from the same proxy variables; its log
 * lines and link renewals go to the action.
 */
export async function serveBundleDownload(): Promise<void> {
  const channel = process.send?.bind(process);
  if (!channel) throw new Error('serveBundleDownload runs only as the action’s download process');
  const send = (message: FromChild, then?: () => void) => void channel(message, undefined, {}, () => then?.());
  // Without the action (cancelled, killed) nobody reads the result: stop at once rather than write bundle-path.
  const orphaned = () => process.exit(1);
  process.once('disconnect', orphaned);

  const renewals = new Map<number, { resolve: (bundle: Bundle) => void; reject: (error: Error) => void }>();
  let nextRenewal = 0;
  const options = await new Promise<ChildFetchOptions>((resolve) => {
    process.on('message', (message: ToChild) => {
      if (message.type === 'start') return resolve(message.options);
      const asked = renewals.get(message.id);
      renewals.delete(message.id);
      if (message.type === 'refreshed') asked?.resolve(message.bundle);
      else asked?.reject(fromCrossing(message.error));
    });
    send({ type: 'ready' });
  });

  let last: FromChild;
  try {
    const result = await fetchAndVerifyBundle({
      ...options,
      // A fresh link comes from the action, which holds the service client and masks the new link first.
      refreshBundle: () =>
        new Promise<Bundle>((resolve, reject) => {
          const id = nextRenewal++;
          renewals.set(id, { resolve, reject });
          send({ type: 'refresh', id });
        }),
      clock: systemClock,
      log: forwardingLog(send),
    });
    last = { type: 'done', result };
  } catch (error) {
    last = { type: 'failed', error: toCrossing(error) };
  }
  process.off('disconnect', orphaned);
  send(last, () => process.disconnect());
}

/** Every line goes to the action's log at its level; a group cannot span processes, so its title is a line. */
function forwardingLog(send: (message: FromChild) => void): Log {
  const at =
    (level: LogLevel) =>
    (message: string, properties?: AnnotationProperties): void =>
      send({ type: 'log', level, message, properties });
  return {
    info: at('info'),
    debug: at('debug'),
    notice: at('notice'),
    warning: at('warning'),
    error: at('error'),
    group: (name, fn) => {
      at('info')(name);
      return fn();
    },
  };
}
