export const id = 510;
export const ids = [510];
export const modules = {

/***/ 20510:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runRefreshLink: () => (/* binding */ runRefreshLink)
});

// EXTERNAL MODULE: ./.build/work/src/bundle/airgap-report.js
var airgap_report = __webpack_require__(34029);
// EXTERNAL MODULE: ./.build/work/src/bundle/artifact-step.js + 1 modules
var artifact_step = __webpack_require__(96180);
// EXTERNAL MODULE: ./.build/work/src/bundle/manifest.js + 2 modules
var manifest = __webpack_require__(11590);
// EXTERNAL MODULE: ./.build/work/src/bundle/obtain.js + 1 modules
var obtain = __webpack_require__(67710);
// EXTERNAL MODULE: ./.build/work/src/runtime/failure.js
var failure = __webpack_require__(27482);
// EXTERNAL MODULE: ./.build/work/src/values/link-record.js
var link_record = __webpack_require__(66604);
// EXTERNAL MODULE: ./.build/work/src/values/rollout.js + 9 modules
var rollout = __webpack_require__(81989);
// EXTERNAL MODULE: ./.build/work/src/util/expiry.js
var expiry = __webpack_require__(5649);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
;// CONCATENATED MODULE: ./.build/work/src/refresh-link/decision.js
/** Whether refresh-link asks for a fresh link, read from the values and, without our note, from the link itself. */


/** Whether refresh-link asks for a new link: only when the one in the values is missing, foreign, or near its end. */
function decideRefresh(facts) {
    const { recorded } = facts;
    const linkJob = recorded.record?.jobId ?? jobIdInLink(recorded.bundleUrl);
    const jobId = facts.jobIdInput ?? linkJob;
    if (!jobId) {
        const where = facts.hasValuesFile
            ? 'the values file records none (no `# docs-export: job=...` note beside bundleUrl)'
            : 'no `values-file` is given';
        return {
            action: 'no-job',
            message: `Mode "refresh-link" needs the export job: give the \`job-id\` input (${where}).`,
        };
    }
    const url = recorded.bundleUrl;
    if (!url) {
        const reason = facts.hasValuesFile
            ? 'The values hold no bundle link yet'
            : 'No `values-file` is given: the fresh link goes to the `bundle-url` output only';
        return { action: 'refresh', jobId, reason: `${reason}; asking for a link for job ${jobId}.` };
    }
    if (linkJob && linkJob !== jobId) {
        return {
            action: 'refresh',
            jobId,
            reason: `The link in the values belongs to job ${linkJob}, and \`job-id\` names ${jobId}; asking for a link for ${jobId}.`,
        };
    }
    const expiresAtMs = readExpiry(recorded.record?.expiresAt) ?? presignedLinkExpiry(url);
    if (expiresAtMs === undefined) {
        if (!isPresignedLink(url)) {
            return {
                action: 'skip',
                jobId,
                reason: `The link in the values is not a presigned link (a re-hosted \`values-bundle-url\`?): it does not expire, so there is nothing to refresh.`,
            };
        }
        return {
            action: 'refresh',
            jobId,
            reason: `The expiry of the link in the values cannot be read; asking for a fresh link for job ${jobId}.`,
        };
    }
    const expiresAt = (0,expiry/* formatExpiry */.B8)(expiresAtMs);
    const remainingMs = expiresAtMs - facts.nowMs;
    if (remainingMs > facts.refreshBeforeMs) {
        return {
            action: 'skip',
            jobId,
            expiresAt,
            reason: `The link of job ${jobId} in the values stays valid until ${expiresAt} (${(0,format/* formatDuration */.a3)(remainingMs)} from now), longer than \`refresh-before\` (${(0,format/* formatDuration */.a3)(facts.refreshBeforeMs)}): nothing to do.`,
        };
    }
    const state = remainingMs <= 0
        ? `expired at ${expiresAt} (${(0,format/* formatDuration */.a3)(-remainingMs)} ago)`
        : `expires at ${expiresAt}, in ${(0,format/* formatDuration */.a3)(remainingMs)}`;
    return {
        action: 'refresh',
        jobId,
        reason: `The link of job ${jobId} in the values ${state}; asking for a fresh one.`,
    };
}
function readExpiry(text) {
    if (!text)
        return undefined;
    try {
        return (0,expiry/* parseExpiry */.rQ)(text);
    }
    catch {
        return undefined;
    }
}
/** Links of the service carry the job in their path (`.../se_3f9a2c1b8e7d4a06/bundle.tar.gz`). */
function jobIdInLink(link) {
    if (!link)
        return undefined;
    try {
        return new URL(link).pathname.split('/').find((segment) => /^se_[A-Za-z0-9]+$/.test(segment));
    }
    catch {
        return undefined;
    }
}
// When a presigned link stops working, read from the link itself (for values files without our note).
/** Epoch ms of a presigned S3 link's expiry: SigV4 `X-Amz-Date` + `X-Amz-Expires`, or SigV2 `Expires`; else undefined. */
function presignedLinkExpiry(link) {
    let params;
    try {
        params = new URL(link).searchParams;
    }
    catch {
        return undefined;
    }
    const signedAt = parseAmzDate(params.get('X-Amz-Date') ?? params.get('x-amz-date'));
    const lifetime = Number(params.get('X-Amz-Expires') ?? params.get('x-amz-expires') ?? Number.NaN);
    if (signedAt !== undefined && Number.isInteger(lifetime) && lifetime >= 0)
        return signedAt + lifetime * 1000;
    const legacy = Number(params.get('Expires') ?? Number.NaN);
    return Number.isInteger(legacy) && legacy > 0 ? legacy * 1000 : undefined;
}
/** `20231107T053156Z` to epoch ms. */
function parseAmzDate(text) {
    const match = text ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text) : null;
    if (!match)
        return undefined;
    const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
    const ms = Date.UTC(year, month - 1, day, hour, minute, second);
    return Number.isNaN(ms) ? undefined : ms;
}
/** Whether a link carries an S3 signature at all (a re-hosted `values-bundle-url` does not). */
function isPresignedLink(link) {
    try {
        const params = new URL(link).searchParams;
        return ['X-Amz-Signature', 'x-amz-signature', 'Signature'].some((name) => params.has(name));
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/refresh-link/run.js








/**
 * Mode refresh-link: reads the values file, and only when its link is missing or expires within `refresh-before`
 * asks the bundle endpoint of the finished job for a fresh link (no new export) and rolls it in like an export does.
 * The pull request branch, when its pull request is open, is where the newest link is read (see ValuesStore.readCurrent).
 */
async function runRefreshLink(context) {
    const outputs = {};
    try {
        return await refreshSteps(context, outputs);
    }
    catch (error) {
        throw (0,failure/* withOutputs */.F)(error, outputs);
    }
}
async function refreshSteps(context, outputs) {
    const { settings, clock, log } = context;
    const values = settings.values;
    const store = await (0,rollout/* openValuesStore */.uM)(context);
    const current = store ? await log.group(`Reading ${store.location}`, () => store.readCurrent()) : undefined;
    const recorded = current === undefined ? {} : (0,link_record/* readRecordedLink */.$L)(current, values.keyPath);
    const decision = decideRefresh({
        nowMs: clock.now(),
        refreshBeforeMs: values.refreshBeforeMs,
        jobIdInput: settings.export.jobId,
        recorded,
        hasValuesFile: Boolean(values.file),
    });
    if (decision.action === 'no-job')
        throw new Error(decision.message);
    outputs['job-id'] = decision.jobId;
    log.info(decision.reason);
    if (decision.action === 'skip') {
        Object.assign(outputs, {
            skipped: 'true',
            'values-changed': 'false',
            ...(decision.expiresAt && { 'expires-at': decision.expiresAt }),
        });
        await (0,rollout/* writeSummarySafely */.uV)(context, (0,rollout/* refreshSummary */.iQ)([decision.reason]));
        return outputs;
    }
    outputs.skipped = 'false';
    const jobId = decision.jobId;
    const bundleSettings = { ...settings.export, requestTimeoutMs: settings.service.requestTimeoutMs };
    const obtained = await (0,obtain/* obtainVerifiedBundle */.i_)(context, {
        jobId,
        deadline: clock.now() + settings.export.timeoutMs,
        settings: bundleSettings,
        linkStep: 'Getting a fresh bundle link',
        onOutputs: (known) => Object.assign(outputs, known),
    });
    const { bundle, download } = obtained;
    const facts = { jobId, bundle, airgapFindings: [] };
    if (download) {
        Object.assign(facts, {
            pageCount: download.pageCount,
            sizeBytes: download.sizeBytes,
            sha256: download.sha256,
            airgapFindings: (0,airgap_report/* describeFindings */.kA)(download.airgapFindings),
            manifest: (0,manifest/* verifiedManifest */.u)(download),
        });
    }
    const checks = (download?.warnings ?? []).map((warning) => `Bundle check: ${warning}`);
    const summary = [decision.reason, `The new link expires at ${bundle.expiresAt}.`, ...checks];
    if (!store)
        summary.push('No `values-file`: the link is in the `bundle-url` output only.');
    await (0,rollout/* writeSummarySafely */.uV)(context, (0,rollout/* refreshSummary */.iQ)(summary));
    // The bundle diff: a refresh of the job that is deployed carries its recorded manifest on; another job's is diffed.
    const previousBundle = (0,manifest/* deployedBundleReader */.s)(context, bundleSettings);
    if (store)
        Object.assign(outputs, await log.group('Updating the values file', () => (0,rollout/* rollOutValues */.mQ)(context, facts, { store, previousBundle })));
    // Last, as in export mode: an artifact failure never keeps the fresh link out of the values, and fails the step with every output set.
    if (download)
        await (0,artifact_step/* uploadArtifactStep */.A)(context, download.path);
    return outputs;
}


/***/ })

};
