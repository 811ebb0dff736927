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
import type { Log } from '../util/log.ts';
import { followUntilDone } from './follow.ts';
import { shownStatus } from './job.ts';
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
const KNOWN_STATUSES = new Set(['queued', 'in_progress', 'success', 'failure']);
const HEARTBEAT_MS = 60_000;

/** Deploys and waits for `success`; every failure carries `deployment-id` and `deployment-status` once known. */
export async function deployFirst(options: DeployFirstOptions): Promise<DeploymentResult> {
  const { service, clock, log, projectId, timeoutMs } = options;
  return log.group(`Deploying project ${plainText(projectId)} before the export`, async () => {
    const triggeredAt = clock.now();
    let statusId: string;
    try {
      ({ statusId } = await service.triggerDeployment(projectId));
    } catch (error) {
      throw new StepFailure(
        `Could not trigger a deployment of project ${plainText(projectId)}: ${describeFailure(error)}`,
        {},
        { cause: error },
      );
    }
    if (!STATUS_ID.test(statusId)) {
      throw new StepFailure(
        `The service answered the deployment of project ${plainText(projectId)} with a status id this action does not follow ("${plainText(statusId).slice(0, 60)}"): ` +
          'it accepts letters, digits, "_" and "-" (up to 128).',
        {},
        { kind: 'service' },
      );
    }
    const deploymentId = statusId;
    log.info(
      `Triggered deployment ${deploymentId} of project ${plainText(projectId)}; following it until it ends (deploy-timeout ${formatDuration(timeoutMs)}).`,
    );

    const reporter = progressReporter(log, triggeredAt);
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
      settle: (deployment, { at }) => {
        reporter.report(deployment, at);
        if (deployment.status === 'success') return deployment;
        if (deployment.status === 'failure') throw failed(deploymentId, deployment);
        return undefined;
      },
      timedOut: (waitedMs, last) =>
        new StepFailure(
          `Deployment ${deploymentId} of project ${plainText(projectId)} did not end within deploy-timeout (${formatDuration(timeoutMs)}; ` +
            `waited ${formatDuration(waitedMs)}, last status "${last ? shownStatus(last.status) : 'none received'}"). The export was not started. ` +
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
    const summary = followed.result.summary === undefined ? undefined : plainText(followed.result.summary);
    log.info(
      `Deployment ${deploymentId} succeeded after ${formatDuration(followed.seenAt - triggeredAt)}${summary ? `: ${summary}` : ''}.`,
    );
    return { deploymentId, status: followed.result.status, summary, tookMs: followed.seenAt - triggeredAt };
  });
}

export function deploymentOutputs(deploymentId: string, last?: Pick<DeploymentView, 'status'>): Outputs {
  const outputs: Outputs = { 'deployment-id': deploymentId };
  if (last?.status) outputs['deployment-status'] = shownStatus(last.status);
  return outputs;
}

function failed(deploymentId: string, deployment: DeploymentView): StepFailure {
  const summary = deployment.summary?.trim() ? plainText(deployment.summary) : 'the service gave no summary';
  const lines = (deployment.logs ?? []).slice(-FAILURE_LOG_LINES).map(plainText).filter(Boolean);
  const tail =
    lines.length > 0 ? ` Last log lines of the deployment:\n${lines.map((line) => `  | ${line}`).join('\n')}` : '';
  return new StepFailure(
    `Deployment ${deploymentId} failed: ${summary}. The export was not started.${tail}`,
    deploymentOutputs(deploymentId, deployment),
  );
}

/** Logs the status when it changes (with the deployment's newest log line), and a heartbeat while nothing does. */
function progressReporter(log: Log, triggeredAt: number) {
  let lastKey: string | undefined;
  let lastLoggedAt = -Infinity;
  const unknown = new Set<string>();
  return {
    report(deployment: DeploymentView, at: number): void {
      const status = shownStatus(deployment.status);
      if (!KNOWN_STATUSES.has(deployment.status) && !unknown.has(deployment.status)) {
        unknown.add(deployment.status);
        log.info(
          `Deployment status "${status}" is not one this action knows; it counts as still running until deploy-timeout.`,
        );
      }
      const newest = plainText(deployment.logs?.at(-1) ?? '');
      const key = `${deployment.status}|${newest}`;
      if (key === lastKey && at - lastLoggedAt < HEARTBEAT_MS) return;
      lastKey = key;
      lastLoggedAt = at;
      log.info(`${status}: ${formatDuration(at - triggeredAt)} elapsed${newest ? ` · ${newest}` : ''}`);
    },
  };
}

const MAX_TEXT = 300;

/**
 * Text from the service as one plain line: no control characters (a newline could start a workflow
 * command, an escape sequence repaint the log), no invisible or direction-changing characters, cut short.
 */
export function plainText(text: string): string {
  const line = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT - 1)}…` : line;
}
