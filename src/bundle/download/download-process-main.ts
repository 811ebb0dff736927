import { createHttpDispatcher } from '../../client/dispatcher.ts';
import type { Bundle } from '../../client/types.ts';
import { systemClock } from '../../util/clock.ts';
import { OperationError } from '../../util/errors.ts';
import type { AnnotationProperties, Log } from '../../util/log.ts';
import { readDeployedPages } from '../deployed.ts';
import { fromCrossing, toCrossing } from './download-process-protocol.ts';
import type {
  DownloadJob,
  FromDownloadProcess,
  JobResult,
  LogLevel,
  ToDownloadProcess,
} from './download-process-protocol.ts';
import { fetchAndVerifyBundle } from './fetch.ts';

/**
 * The download process's side (download-process-start.ts starts it, download-process.ts talks to it): one job, a
 * fetchAndVerifyBundle or a readDeployedPages, with the real clock and an HTTP agent built here from the same proxy
 * variables; its log lines and link renewals go to the action.
 */
export async function serveBundleDownload(): Promise<void> {
  const channel = process.send?.bind(process);
  if (!channel)
    throw new OperationError('internal error: serveBundleDownload runs only as the action’s download process');
  const send = (message: FromDownloadProcess, then?: () => void) =>
    void channel(message, undefined, {}, () => then?.());
  // Without the action (cancelled, killed) nobody reads the result: stop at once rather than write bundle-path.
  const orphaned = () => process.exit(1);
  process.once('disconnect', orphaned);

  const renewals = new Map<number, { resolve: (bundle: Bundle) => void; reject: (error: Error) => void }>();
  let nextRenewal = 0;
  const job = await new Promise<DownloadJob>((resolve) => {
    process.on('message', (message: ToDownloadProcess) => {
      if (message.type === 'start') return resolve(message.job);
      const asked = renewals.get(message.id);
      renewals.delete(message.id);
      if (message.type === 'refreshed') asked?.resolve(message.bundle);
      else asked?.reject(fromCrossing(message.error));
    });
    send({ type: 'ready' });
  });

  // A fresh link comes from the action, which holds the service client and masks the new link first.
  const refreshBundle = () =>
    new Promise<Bundle>((resolve, reject) => {
      const id = nextRenewal++;
      renewals.set(id, { resolve, reject });
      send({ type: 'refresh', id });
    });
  let last: FromDownloadProcess;
  try {
    last = { type: 'done', result: await runJob(job, refreshBundle, forwardingLog(send)) };
  } catch (error) {
    last = { type: 'failed', error: toCrossing(error) };
  }
  process.off('disconnect', orphaned);
  send(last, () => process.disconnect());
}

function runJob(job: DownloadJob, refreshBundle: () => Promise<Bundle>, log: Log): Promise<JobResult> {
  if (job.kind === 'fetch') return fetchAndVerifyBundle({ ...job.options, refreshBundle, clock: systemClock, log });
  return readDeployedHere(job.bundleUrl, job.limits, log);
}

async function readDeployedHere(
  bundleUrl: string,
  { timeLeftMs, ...limits }: Extract<DownloadJob, { kind: 'read-deployed' }>['limits'],
  log: Log,
): Promise<JobResult> {
  const http = createHttpDispatcher({ env: process.env });
  try {
    const deadline = systemClock.now() + timeLeftMs;
    return await readDeployedPages({ clock: systemClock, log, http }, bundleUrl, { ...limits, deadline });
  } finally {
    await http.close().catch(() => {});
  }
}

/** Every line goes to the action's log at its level; a group cannot span processes, so its title is a line. */
function forwardingLog(send: (message: FromDownloadProcess) => void): Log {
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
