import type { Job } from '../client/types.ts';
import type { Outputs } from '../runtime/outputs.ts';

/** `job-id`, `status` and `page-count` of what was last seen of a job. */
export function jobOutputs(jobId: string, job?: Pick<Job, 'status' | 'pageCount'>): Outputs {
  const outputs: Outputs = { 'job-id': jobId };
  if (job?.status) outputs.status = job.status;
  if (typeof job?.pageCount === 'number') outputs['page-count'] = String(job.pageCount);
  return outputs;
}
