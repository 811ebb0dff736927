import type { Bundle } from '../../client/types.ts';
import { OperationError } from '../../util/errors.ts';
import { lineText } from '../../util/line-text.ts';
import type { Log } from '../../util/log.ts';
import { redactUrls } from '../../util/redact.ts';
import type { DeployedReadLimits } from '../deployed.ts';
import { BundleError } from '../errors.ts';
import { fromCrossing, toCrossing } from './download-process-protocol.ts';
import type {
  CrossedError,
  DownloadJob,
  FromDownloadProcess,
  JobResult,
  ToDownloadProcess,
} from './download-process-protocol.ts';
import { startDownloadProcess } from './download-process-start.ts';
import type { DownloadProcess } from './download-process-start.ts';
import type { BundleDownloader } from './downloader.ts';
import type { FetchBundleOptions, VerifiedBundle } from './fetch.ts';

// The in-process code is loaded only when a process did not start or died: the start-up path stays light.

/** The downloader of a run whose entry names the download script: each job in a download process of its own. */
export interface DownloadProcesses extends BundleDownloader {
  /** Ends the download processes still running; the run's end calls it whatever happened. */
  stop(): void;
}

/**
 * One download process per job (it ends once it has answered): `prepare` starts the next one ahead, and the next
 * job takes it; a job nobody prepared starts its own.
 */
export function downloadInProcesses(script: URL): DownloadProcesses {
  const started: DownloadProcess[] = [];
  let prepared: DownloadProcess | undefined;
  const start = () => {
    const downloadProcess = startDownloadProcess(script);
    started.push(downloadProcess);
    return downloadProcess;
  };
  const take = () => {
    const downloadProcess = prepared ?? start();
    prepared = undefined;
    return downloadProcess;
  };
  return {
    prepare: () => void (prepared ??= start()),
    fetch: (options) => fetchInDownloadProcess(take(), options),
    readDeployed: (context, bundleUrl, limits) => readDeployedInDownloadProcess(take(), context, bundleUrl, limits),
    stop: () => {
      for (const downloadProcess of started) downloadProcess.stop();
    },
  };
}

/**
 * fetchAndVerifyBundle in the download process: same options, same result, same errors. Its log lines come to
 * `options.log`; a link renewal it needs is asked of `options.refreshBundle` here, where the service client is.
 */
export function fetchInDownloadProcess(
  downloadProcess: DownloadProcess,
  options: FetchBundleOptions,
): Promise<VerifiedBundle> {
  const { refreshBundle, http: _http, clock: _clock, log, random: _random, ...crossing } = options;
  return inDownloadProcess(
    downloadProcess,
    { kind: 'fetch', options: crossing },
    {
      what: 'bundle download',
      log,
      refreshBundle,
      here: async () => (await import('./fetch.ts')).fetchAndVerifyBundle(options),
      afterCrash: async () => (await import('./fetch.ts')).removeDownloadLeftovers(options.destination),
    },
  ) as Promise<VerifiedBundle>;
}

/** readDeployedPages in the download process: same arguments, same result, same errors; nothing is written. */
export function readDeployedInDownloadProcess(
  downloadProcess: DownloadProcess,
  context: Parameters<BundleDownloader['readDeployed']>[0],
  bundleUrl: string,
  limits: DeployedReadLimits,
): Promise<Map<string, string> | undefined> {
  const { deadline, ...crossing } = limits;
  const job: DownloadJob = {
    kind: 'read-deployed',
    bundleUrl,
    limits: { ...crossing, timeLeftMs: deadline - context.clock.now() },
  };
  return inDownloadProcess(downloadProcess, job, {
    what: 'read of the deployed bundle',
    log: context.log,
    // Never asked: the read renews no link (deployed.ts).
    refreshBundle: () =>
      Promise.reject(new OperationError('internal error: the read of the deployed bundle renews no link')),
    here: async () => (await import('../deployed.ts')).readDeployedPages(context, bundleUrl, limits),
  }) as Promise<Map<string, string> | undefined>;
}

interface JobHooks {
  /** What the job is called in a message: "The <what> stopped unexpectedly". */
  what: string;
  log: Log;
  refreshBundle: () => Promise<Bundle>;
  /** The same job in this process: what runs when the download process did not start. */
  here: () => Promise<JobResult>;
  /** What a job that died may have left behind, removed. */
  afterCrash?: () => Promise<void>;
}

/** A process that did not start is not a failure: the job then runs here. */
async function inDownloadProcess(
  downloadProcess: DownloadProcess,
  job: DownloadJob,
  hooks: JobHooks,
): Promise<JobResult> {
  const child = downloadProcess.child;
  if (!child || !(await downloadProcess.ready) || !child.connected) {
    hooks.log.debug(
      `The download process did not start (${shown(downloadProcess.failure())}); the ${hooks.what} runs in the action's process.`,
    );
    return hooks.here();
  }
  const tell = (message: ToDownloadProcess) => {
    if (child.connected) child.send(message);
  };
  return new Promise<JobResult>((resolve, reject) => {
    let outcome: { result: JobResult } | { error: Error } | undefined;
    child.on('message', (message: FromDownloadProcess) => {
      switch (message.type) {
        case 'log':
          return hooks.log[message.level](message.message, message.properties);
        case 'refresh':
          return void hooks.refreshBundle().then(
            (bundle) => tell({ type: 'refreshed', id: message.id, bundle }),
            (error: unknown) => tell({ type: 'refresh-failed', id: message.id, error: toCrossing(error) }),
          );
        case 'done':
          outcome = { result: message.result };
          return;
        case 'failed':
          outcome = { error: asBundleError(fromCrossing(message.error), hooks.what) };
          return;
        case 'ready':
          return;
      }
    });
    // 'close', not 'exit': it comes once the channel is closed too, so every message sent before has arrived.
    child.once('close', () => {
      if (!outcome) {
        const error = stopped(downloadProcess.failure(), hooks.what);
        return void (hooks.afterCrash?.() ?? Promise.resolve()).then(() => reject(error));
      }
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    });
    tell({ type: 'start', job });
  });
}

function shown(text: string | undefined): string {
  return lineText(redactUrls(text ?? 'no reason given'), { max: 300 });
}

/** Its errors as the job here would throw them: a BundleError, or any other kind as it was, worded. */
function asBundleError(error: BundleError | CrossedError, what: string): BundleError {
  return error instanceof BundleError
    ? error
    : new BundleError('download', `The ${what} failed unexpectedly (${shown(error.message)}); run it again.`, {
        kind: error.kind,
      });
}

function stopped(why: string | undefined, what: string): BundleError {
  return new BundleError('download', `The ${what} stopped unexpectedly (${shown(why)}); run it again.`);
}
