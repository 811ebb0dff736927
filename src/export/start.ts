import type { Job, StartJobRequest } from '../client/types.ts';
import type { RunContext } from '../runtime/context.ts';
import type { ExportRunSettings } from '../settings/types.ts';
import { describeFailure } from '../util/errors.ts';

/** The job this run waits for; `started` is the start response when this run created the job. */
export interface JobHandle {
  jobId: string;
  started?: Job;
}

/** Starts a job for the domain, or takes the one named by `job-id`. Logs the job id either way. */
export async function startOrReuseJob(context: RunContext<ExportRunSettings>): Promise<JobHandle> {
  const { settings, service, log } = context;
  const { version, paths } = settings.export;
  const source = settings.export;
  if (source.jobId !== undefined) {
    const { jobId } = source;
    return log.group(`Reusing export job ${jobId}`, async () => {
      log.info(`Waiting for the existing export job ${jobId} (job-id input) instead of starting a new one.`);
      return { jobId };
    });
  }
  const { domain } = source;

  return log.group(`Starting export job for ${domain}`, async () => {
    const request: StartJobRequest = { domain };
    if (version) request.version = version;
    if (paths.length > 0) request.paths = paths;
    let started: Job;
    try {
      started = await service.startJob(request);
    } catch (error) {
      throw new Error(`Could not start the export job for ${domain}: ${describeFailure(error)}`, { cause: error });
    }
    const label = version ? ` (version ${version})` : '';
    const scope = paths.length > 0 ? `, ${paths.length} path${paths.length === 1 ? '' : 's'}` : '';
    log.info(`Started export job ${started.jobId} for ${domain}${label}${scope}: ${started.status}.`);
    return { jobId: started.jobId, started };
  });
}
