/**
 * `deploy-first`: before the export starts, deploy the project from its deployment branch and follow the
 * deployment to `success` with the same polite poll loop as export jobs, so the export captures what was
 * just published rather than the deployment before it. A `failure` ends the step with the service's
 * summary and last log lines, shown as plain text: they are the service's words, not ours.
 */
import type { CallOptions, DeploymentStatus } from '../client/types.ts';
import { StepFailure } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import type { Clock } from '../util/clock.ts';
import { describeFailure } from '../util/errors.ts';
import { formatDuration } from '../util/format.ts';
import { lineText } from '../util/line-text.ts';
import type { Log } from '../util/log.ts';
import { followUntilDone, outputStatus, statusText } from './follow.ts';
import type { PollPolicyOptions } from './poll-policy.ts';

/** What a deployment says of itself that this step reads. */
export type DeploymentView = Pick<DeploymentStatus, 'status' | 'summary' | 'logs'>;

/** The two deployment calls of the service client. */
export interface DeploymentService {
  triggerDeployment(projectId: string, options?: CallOptions): Promise<{ statusId: string }>;
  getDeploymentStatus(statusId: string, options?: CallOptions): Promise<DeploymentView>;
}

export interface DeployFirstOptions {
  service: DeploymentService;
  clock: Clock;
  log: Log;
  projectId: string;
  /** `deploy-timeout`. */
  timeoutMs: number;
  policy?: PollPolicyOptions;
  random?: () => number;
  /** Never shown, in whole or in part, if the service's words carry them (the API key). */
  secrets?: readonly string[];
}

export interface DeploymentResult {
  deploymentId: string;
  status: string;
  summary?: string;
  /** From the trigger to `success` being seen. */
  tookMs: number;
}

/** Log lines of a failed deployment shown in the failure: the end of the log is where it says why. */
export const FAILURE_LOG_LINES = 10;
/** A status id goes into a request path and into log lines: only this shape is followed. */
const STATUS_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The deployment statuses the service's reference names; `deployment-status` is one of them or `unknown`. */
const KNOWN_STATUSES: ReadonlySet<string> = new Set(['queued', 'in_progress', 'success', 'failure']);

/** Deploys and waits for `success`; every failure carries `deployment-id` and `deployment-status` once known. */
export async function deployFirst(options: DeployFirstOptions): Promise<DeploymentResult> {
  const { service, clock, log, projectId, timeoutMs } = options;
  const serviceText = (text: string, max?: number) => lineText(text, { secrets: options.secrets, max });
  return log.group(`Deploying project ${serviceText(projectId)} before the export`, async () => {
    const triggeredAt = clock.now();
    let statusId: string;
    try {
      ({ statusId } = await service.triggerDeployment(projectId));
    } catch (error) {
      throw new StepFailure(
        `Could not trigger a deployment of project ${serviceText(projectId)}: ${describeFailure(error)}`,
        {},
        { cause: error },
      );
    }
    if (!STATUS_ID.test(statusId)) {
      throw new StepFailure(
        `The service answered the deployment of project ${serviceText(projectId)} with a status id this action does not follow ("${serviceText(statusId, 60)}"): ` +
          'it accepts letters, digits, "_" and "-" (up to 128).',
        {},
        { kind: 'service' },
      );
    }
    const deploymentId = statusId;
    log.info(
      `Triggered deployment ${deploymentId} of project ${serviceText(projectId)}; following it until it ends (deploy-timeout ${formatDuration(timeoutMs)}).`,
    );

    const followed = await followUntilDone<DeploymentView, DeploymentView>({
      clock,
      log,
      subject: `deployment ${deploymentId}`,
      timeoutMs,
      policy: options.policy,
      random: options.random,
      // A 202 means accepted, not yet started: the first status request waits the poll floor.
      first: { status: 'queued' },
      read: () => service.getDeploymentStatus(statusId, { attempts: 1 }),
      observe: (deployment) => ({ status: deployment.status }),
      knownStatuses: KNOWN_STATUSES,
      timeoutName: 'deploy-timeout',
      describe: (deployment, { at }) => {
        const newest = serviceText(deployment.logs?.at(-1) ?? '');
        return {
          key: `${deployment.status}|${newest}`,
          line: `${statusText(deployment.status)}: ${formatDuration(at - triggeredAt)} elapsed${newest ? ` · ${newest}` : ''}`,
        };
      },
      settle: (deployment) => {
        if (deployment.status === 'success') return deployment;
        if (deployment.status === 'failure') throw failed(deploymentId, deployment, serviceText);
        return undefined;
      },
      timedOut: (waitedMs, last) =>
        new StepFailure(
          `Deployment ${deploymentId} of project ${serviceText(projectId)} did not end within deploy-timeout (${formatDuration(timeoutMs)}; ` +
            `waited ${formatDuration(waitedMs)}, last status "${last ? statusText(last.status) : 'none received'}"). The export was not started. ` +
            'The deployment may still finish: raise deploy-timeout, or re-run without deploy-first once it has.',
          deploymentOutputs(deploymentId, last),
        ),
      readFailed: (error, last) =>
        new StepFailure(
          `Could not read the status of deployment ${deploymentId}: ${describeFailure(error)}`,
          deploymentOutputs(deploymentId, last),
          {
            cause: error,
          },
        ),
    });
    const summary = followed.result.summary === undefined ? undefined : serviceText(followed.result.summary);
    log.info(
      `Deployment ${deploymentId} succeeded after ${formatDuration(followed.seenAt - triggeredAt)}${summary ? `: ${summary}` : ''}.`,
    );
    return { deploymentId, status: followed.result.status, summary, tookMs: followed.seenAt - triggeredAt };
  });
}

export function deploymentOutputs(deploymentId: string, last?: Pick<DeploymentView, 'status'>): Outputs {
  const outputs: Outputs = { 'deployment-id': deploymentId };
  if (last?.status !== undefined) outputs['deployment-status'] = outputStatus(last.status, KNOWN_STATUSES);
  return outputs;
}

function failed(deploymentId: string, deployment: DeploymentView, serviceText: (text: string) => string): StepFailure {
  const summary = deployment.summary?.trim() ? serviceText(deployment.summary) : 'the service gave no summary';
  const lines = (deployment.logs ?? [])
    .slice(-FAILURE_LOG_LINES)
    .map((line) => serviceText(line))
    .filter(Boolean);
  const tail =
    lines.length > 0 ? ` Last log lines of the deployment:\n${lines.map((line) => `  | ${line}`).join('\n')}` : '';
  return new StepFailure(
    `Deployment ${deploymentId} failed: ${summary}. The export was not started.${tail}`,
    deploymentOutputs(deploymentId, deployment),
  );
}
