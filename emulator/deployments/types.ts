// What a deployment is, shared by its state (deployment.ts), its log lines and its routes.

export type DeploymentOutcome = 'success' | 'fail' | 'never';

export interface Deployment {
  id: string;
  orgId: string;
  projectId: string;
  subdomain: string;
  createdAt: number;
  /** Settings fixed when it was triggered, so later fault changes do not rewrite its history. */
  durationMs: number;
  outcome: DeploymentOutcome;
  runningStatusName: string | null;
  failureReason: string;
  screenshots: boolean;
  /** What it builds: the deployment branch as it was when triggered. */
  repository: string;
  branch: string;
  commit: string;
  pageCount: number;
}

export type DeploymentPhase = 'queued' | 'in_progress' | 'success' | 'failure';
