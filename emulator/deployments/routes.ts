// The deployment endpoints (spec/deployment-api.md): trigger a deployment of a project's
// deployment branch, and follow its status.
import { createHash } from 'node:crypto';
import { findProject } from '../accounts.ts';
import type { Organization } from '../accounts.ts';
import { authenticate } from '../auth.ts';
import type { Site } from '../bundle/site.ts';
import type { CountedFault, FaultState } from '../faults.ts';
import { errorReply, jsonReply } from '../http.ts';
import type { Reply } from '../http.ts';
import type { RouteContext, Router } from '../router.ts';
import type { SiteState } from '../site-state/revisions.ts';
import { deploymentView, endsAt, newDeploymentId } from './deployment.ts';
import type { DeploymentStore } from './deployment.ts';
import type { Deployment } from './types.ts';

export interface DeploymentDeps {
  deployments: DeploymentStore;
  siteState: SiteState;
  faults: FaultState;
  now: () => number;
  durationMs: number;
}

const BRANCH = 'main';

/** Authentication, the deploy permission, then the 429 knob; the organization or the refusal. */
function admit(ctx: RouteContext, faults: FaultState, throttle: CountedFault): Organization | Reply {
  const auth = authenticate(ctx.req);
  if (!auth.ok) return auth.reply;
  if (!auth.canDeploy) return errorReply(403, 'This API key does not have access to deployments');
  if (faults.take(throttle)) {
    const retryAfter = faults.config.deploymentRetryAfter;
    return errorReply(
      429,
      'Too many requests',
      undefined,
      retryAfter === null ? undefined : { 'retry-after': retryAfter },
    );
  }
  return auth.org;
}

function isReply(value: Organization | Reply): value is Reply {
  return 'status' in value;
}

/** A short commit id of the site's content: the same content, the same commit. */
function commitOf(site: Site): string {
  const hash = createHash('sha1');
  for (const page of site.pages) hash.update(`${page.path}\0${page.title}\0${page.markdown}\0`);
  return hash.digest('hex').slice(0, 7);
}

/** `https://github.com/acme-parcel/docs` -> `acme-parcel/docs`. */
function repositoryName(url: string): string {
  return url.replace(/^https?:\/\/[^/]+\//, '');
}

export function registerDeployments(router: Router, deps: DeploymentDeps): void {
  router.add('POST', '/v1/project/update/:projectId', (ctx) => {
    const org = admit(ctx, deps.faults, 'deploymentTrigger429');
    if (isReply(org)) return org;
    const projectId = ctx.params.projectId ?? '';
    const project = findProject(org.id, projectId);
    if (!project) return errorReply(404, `Project ${projectId} not found`);

    const config = deps.faults.config;
    const createdAt = deps.now();
    const deployment: Deployment = {
      id: newDeploymentId(),
      orgId: org.id,
      projectId,
      subdomain: project.subdomain,
      createdAt,
      durationMs: deps.durationMs,
      outcome: config.deploymentOutcome,
      runningStatusName: config.deploymentStatusName,
      failureReason: config.deploymentError,
      screenshots: config.deploymentScreenshots,
      repository: '',
      branch: BRANCH,
      commit: '',
      pageCount: 0,
    };
    // A successful deployment publishes the branch as it is now, when it ends.
    const releaseAt = deployment.outcome === 'success' ? endsAt(deployment) : undefined;
    const { site } = deps.siteState.deploy(createdAt, releaseAt);
    deployment.repository = repositoryName(site.repository);
    deployment.commit = commitOf(site);
    deployment.pageCount = site.pages.length;
    deps.deployments.add(deployment);
    return jsonReply(202, { statusId: deployment.id });
  });

  router.add('GET', '/v1/project/update-status/:statusId', (ctx) => {
    const org = admit(ctx, deps.faults, 'deploymentPoll429');
    if (isReply(org)) return org;
    const statusId = ctx.params.statusId ?? '';
    const deployment = deps.deployments.find(org.id, statusId);
    if (!deployment) return errorReply(404, `Deployment status ${statusId} not found`);
    return jsonReply(200, deploymentView(deployment, deps.now()));
  });
}
