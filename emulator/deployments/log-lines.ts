// What a deployment says about itself: its log lines, appearing as it goes, and a one-line
// summary. A failed deployment's last lines and summary say why it failed.
import type { Deployment, DeploymentPhase } from './types.ts';

/** Steps of a build, each logged once this share of the duration has passed. */
const STEPS: readonly [share: number, line: (d: Deployment) => string][] = [
  [0.15, (d) => `Cloning ${d.repository} (branch ${d.branch}) at ${d.commit}`],
  [0.25, () => 'Installing dependencies'],
  [0.4, (d) => `Building ${d.pageCount} pages`],
  [0.7, () => 'Generating the search index'],
  [0.85, (d) => `Uploading to ${hostOf(d)}`],
];

function hostOf(d: Deployment): string {
  return `${d.subdomain}.docs-service.example`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

/** Log lines at `share` of the duration (for an ended deployment: where it ended). */
export function logLines(d: Deployment, phase: DeploymentPhase, share: number): string[] {
  const lines = STEPS.filter(([at]) => phase === 'success' || at <= share).map(([, line]) => line(d));
  if (phase === 'failure') {
    lines.push(
      `Error: ${d.failureReason}`,
      `Build failed after ${seconds(d.durationMs * share)} s: nothing was published`,
    );
  }
  if (phase === 'success') lines.push(`Deployment succeeded in ${seconds(d.durationMs)} s`);
  return lines;
}

export function summaryOf(d: Deployment, phase: DeploymentPhase): string {
  switch (phase) {
    case 'queued':
      return 'Queued: waiting for a build runner';
    case 'in_progress':
      return `Deploying ${d.branch} (${d.commit})`;
    case 'success':
      return `Deployed ${d.pageCount} pages from ${d.branch} (${d.commit}) to https://${hostOf(d)}`;
    case 'failure':
      return `Deployment failed: ${d.failureReason}`;
  }
}
