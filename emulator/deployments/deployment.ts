// Deployments of a documentation project. Like a job, a deployment's state is a pure function
// of its settings and the clock: queued, then in progress with log lines appearing, then
// success (or failure after 60% of its duration, or in progress for ever).
import { randomBytes } from 'node:crypto';
import { rfc3339 } from '../time.ts';
import { logLines, summaryOf } from './log-lines.ts';
import type { Deployment, DeploymentPhase } from './types.ts';

export interface DeploymentView {
  _id: string;
  projectId: string;
  createdAt: string;
  endedAt?: string;
  status: string;
  summary: string;
  logs: string[];
  subdomain: string;
  /** Not in the spec: stands for the extra fields clients must tolerate. */
  source: 'api';
  screenshot?: string;
  screenshotLight?: string;
  screenshotDark?: string;
}

const QUEUED_SHARE = 0.15;
const FAILURE_SHARE = 0.6;

/** Status ids look like MongoDB object ids, as the `_id` field suggests. */
export function newDeploymentId(): string {
  return randomBytes(12).toString('hex');
}

/** When the deployment ends (undefined: never). */
export function endsAt(d: Deployment): number | undefined {
  if (d.outcome === 'never') return undefined;
  return d.createdAt + d.durationMs * (d.outcome === 'fail' ? FAILURE_SHARE : 1);
}

function phaseAt(d: Deployment, now: number): DeploymentPhase {
  const end = endsAt(d);
  if (end !== undefined && now >= end) return d.outcome === 'fail' ? 'failure' : 'success';
  return now - d.createdAt < d.durationMs * QUEUED_SHARE ? 'queued' : 'in_progress';
}

function screenshots(d: Deployment): Pick<DeploymentView, 'screenshot' | 'screenshotLight' | 'screenshotDark'> {
  const base = `https://screenshots.docs-service.example/${d.subdomain}/${d.id}`;
  return { screenshot: `${base}.png`, screenshotLight: `${base}-light.png`, screenshotDark: `${base}-dark.png` };
}

/** The status object the service reports at `now`. */
export function deploymentView(d: Deployment, now: number): DeploymentView {
  const phase = phaseAt(d, now);
  // Log lines stop where the deployment stopped.
  const elapsedShare = phase === 'failure' ? FAILURE_SHARE : d.durationMs > 0 ? (now - d.createdAt) / d.durationMs : 1;
  const view: DeploymentView = {
    _id: d.id,
    projectId: d.projectId,
    createdAt: rfc3339(d.createdAt),
    status: phase === 'in_progress' ? (d.runningStatusName ?? phase) : phase,
    summary: summaryOf(d, phase),
    logs: logLines(d, phase, elapsedShare),
    subdomain: d.subdomain,
    source: 'api',
  };
  const end = endsAt(d);
  if (end !== undefined && (phase === 'success' || phase === 'failure')) view.endedAt = rfc3339(end);
  return phase === 'success' && d.screenshots ? { ...view, ...screenshots(d) } : view;
}

/** Deployments by id; one is visible only to its own organization. */
export class DeploymentStore {
  readonly #deployments = new Map<string, Deployment>();

  add(d: Deployment): void {
    this.#deployments.set(d.id, d);
  }

  find(orgId: string, id: string): Deployment | undefined {
    const d = this.#deployments.get(id);
    return d && d.orgId === orgId ? d : undefined;
  }
}
