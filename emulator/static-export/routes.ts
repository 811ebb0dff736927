// The static export endpoints: start a job, get its status, get a bundle link.
import type { Organization } from '../accounts.ts';
import { authenticate } from '../auth.ts';
import type { BundleCache } from '../bundle/cache.ts';
import type { BundleVariant } from '../bundle/contents.ts';
import type { FaultState } from '../faults.ts';
import { errorReply, jsonReply } from '../http.ts';
import type { Reply } from '../http.ts';
import { isCompleted, jobView, newJobId } from '../jobs.ts';
import type { Job, JobStore } from '../jobs.ts';
import type { RouteContext, Router } from '../router.ts';
import type { SiteState } from '../site-state/revisions.ts';
import type { ObjectStore } from '../store.ts';
import { rfc3339Seconds } from '../time.ts';
import { validateStartJob } from './validate.ts';

export interface StaticExportDeps {
  siteState: SiteState;
  jobs: JobStore;
  bundles: BundleCache;
  store: ObjectStore;
  faults: FaultState;
  now: () => number;
  jobDurationMs: number;
  linkTtlSeconds: number;
}

const BUNDLE_KEY = 'bundle.tar.gz';

/** Authenticates and checks the plan; the organization, or the reply that refuses. */
function enterpriseOrg(ctx: RouteContext): Organization | Reply {
  const auth = authenticate(ctx.req);
  if (!auth.ok) return auth.reply;
  if (!auth.org.enterprise) {
    return errorReply(403, 'Static export is not enabled for this organization: it requires the Enterprise plan');
  }
  return auth.org;
}

function isReply(value: Organization | Reply): value is Reply {
  return 'status' in value;
}

function jobNotFound(jobId: string): Reply {
  return errorReply(404, `Job ${jobId} not found`);
}

function parseJson(raw: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

export function registerStaticExport(router: Router, deps: StaticExportDeps): void {
  const { jobs } = deps;

  router.add('POST', '/v1/static-export/jobs', (ctx) => {
    const org = enterpriseOrg(ctx);
    if (isReply(org)) return org;
    const { site, number: revision } = deps.siteState.published(deps.now());
    const parsed = parseJson(ctx.body);
    if (!parsed.ok) return errorReply(400, 'Request body must be valid JSON with a "domain" field');
    const check = validateStartJob(parsed.value, site);
    if (!check.ok) return errorReply(400, check.error, check.problems);
    const requested = check.value.paths ? new Set(check.value.paths) : undefined;
    const faults = deps.faults.config;
    const job: Job = {
      id: newJobId(),
      orgId: org.id,
      domain: check.value.domain,
      version: check.value.version ?? site.version,
      pages: site.pages.map((p) => p.path).filter((path) => !requested || requested.has(path)),
      site,
      revision,
      createdAt: deps.now(),
      durationMs: deps.jobDurationMs,
      outcome: faults.jobOutcome,
      runningStatusName: faults.jobStatusName,
      failureMessage: faults.jobError,
    };
    jobs.add(job);
    return jsonReply(202, jobView(job, deps.now()), { location: `/v1/static-export/jobs/${job.id}` });
  });

  router.add('GET', '/v1/static-export/jobs/:jobId', (ctx) => {
    const org = enterpriseOrg(ctx);
    if (isReply(org)) return org;
    const jobId = ctx.params.jobId ?? '';
    const job = jobs.find(org.id, jobId);
    return job ? jsonReply(200, jobView(job, deps.now())) : jobNotFound(jobId);
  });

  router.add('POST', '/v1/static-export/jobs/:jobId/bundle', async (ctx) => {
    const org = enterpriseOrg(ctx);
    if (isReply(org)) return org;
    const jobId = ctx.params.jobId ?? '';
    const job = jobs.find(org.id, jobId);
    if (!job) return jobNotFound(jobId);
    if (!isCompleted(job, deps.now())) {
      const { status } = jobView(job, deps.now());
      return status === 'failed'
        ? errorReply(409, `Job ${jobId} failed; it has no bundle`)
        : errorReply(409, `Job ${jobId} has not completed yet (status: ${status})`);
    }
    const faults = deps.faults.config;
    const variant: BundleVariant = {
      revision: job.revision,
      rebuild: 0,
      domain: job.domain,
      version: job.version,
      pages: job.pages,
      archive: faults.archive,
      externalRefs: faults.externalRefs,
      paddingBytes: faults.bundlePaddingBytes,
    };
    const packed = await deps.bundles.get(job.site, variant);
    const replacement = faults.replaceObjectAfterFirstGet
      ? await deps.bundles.get(job.site, { ...variant, rebuild: 1 })
      : undefined;
    const key = `${job.id}/${BUNDLE_KEY}`;
    const served = deps.store.put(org.bucket, key, packed, replacement);
    const link = deps.store.presign(org.bucket, key, deps.linkTtlSeconds);
    return jsonReply(200, {
      jobId: job.id,
      bundleUrl: link.url,
      sizeBytes: Math.max(0, served.sizeBytes + faults.bundleSizeBytesDelta),
      expiresAt: faults.bundleExpiresAt ?? rfc3339Seconds(link.expiresAt),
    });
  });
}
