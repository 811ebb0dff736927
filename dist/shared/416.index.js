export const id = 416;
export const ids = [416];
export const modules = {

/***/ 87416:
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
// EXTERNAL MODULE: ./.build/work/src/bundle/manifest.js
var manifest = __webpack_require__(9119);
// EXTERNAL MODULE: ./.build/work/src/bundle/obtain.js + 1 modules
var obtain = __webpack_require__(67710);
// EXTERNAL MODULE: ./.build/work/src/runtime/failure.js
var failure = __webpack_require__(27482);
// EXTERNAL MODULE: ./.build/work/src/runtime/summary.js
var runtime_summary = __webpack_require__(26736);
// EXTERNAL MODULE: ./.build/work/src/settings/schema.js + 5 modules
var schema = __webpack_require__(46736);
// EXTERNAL MODULE: ./.build/work/src/util/expiry.js
var expiry = __webpack_require__(5649);
// EXTERNAL MODULE: ./.build/work/src/values/link-record.js
var link_record = __webpack_require__(66604);
// EXTERNAL MODULE: ./.build/work/src/values/pull-request-notice.js
var pull_request_notice = __webpack_require__(78300);
// EXTERNAL MODULE: ./.build/work/src/values/rollout.js + 13 modules
var rollout = __webpack_require__(44485);
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
    const expiresAtMs = linkExpiry(recorded);
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
/** When the recorded link expires: from our note, else from the link's own signature; undefined when neither tells. */
function linkExpiry(recorded) {
    if (!recorded.bundleUrl)
        return undefined;
    return readExpiry(recorded.record?.expiresAt) ?? presignedLinkExpiry(recorded.bundleUrl);
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

// EXTERNAL MODULE: ./node_modules/croner/dist/croner.js
var croner = __webpack_require__(55814);
;// CONCATENATED MODULE: ./.build/work/src/refresh-link/schedule-cover.js
/** Whether the refresh schedule can keep the link that a run leaves from running low before a later run renews it. */


/** The least validity the deployed link should keep: a pod that starts within it still gets a working link. */
const FRESHNESS_MARGIN_MS = 12 * 3_600_000;
/** GitHub starts scheduled runs late, by up to about an hour when it is busy. */
const SCHEDULE_DELAY_MS = 3_600_000;
/** The longest service outage a suggested `refresh-before` rides out: runs fail while it lasts, the link keeps ageing. */
const OUTAGE_COVER_MS = 12 * 3_600_000;
/** Scheduled workflows repeat at most weekly; a longer look finds no longer gap. */
const LOOKAHEAD_MS = 8 * 24 * 3_600_000;
const MAX_FIRINGS = 2_000;
/** The cron of the schedule that started this run (GitHub puts it in the event), or undefined for other events. */
function scheduleOfEvent(eventName, event) {
    return eventName === 'schedule' && typeof event.schedule === 'string' ? event.schedule : undefined;
}
/** The longest time between two runs of the cron (UTC, as GitHub reads it) within a week of `fromMs`; undefined if unreadable. */
function longestGapMs(cron, fromMs) {
    let schedule;
    try {
        schedule = new croner/* Cron */.l4(cron, { utcOffset: 0, paused: true });
    }
    catch {
        return undefined;
    }
    let longest = 0;
    let previous = schedule.nextRun(new Date(fromMs));
    for (let count = 0; previous && previous.getTime() < fromMs + LOOKAHEAD_MS && count < MAX_FIRINGS; count++) {
        const next = schedule.nextRun(previous);
        if (!next)
            break;
        longest = Math.max(longest, next.getTime() - previous.getTime());
        previous = next;
    }
    return longest > 0 ? longest : undefined;
}
/**
 * A warning when the run that renews the link could find it with less than FRESHNESS_MARGIN_MS left: GitHub may drop
 * one scheduled run and start the next an hour late, so the link this run leaves must outlast two of the schedule's
 * longest gaps, an hour and the margin. Either the link lives too briefly for the schedule, or `refresh-before` is too
 * short for it. The `refresh-before` it names also rides out a service outage of OUTAGE_COVER_MS, during which no run
 * can renew the link: the trigger leaves outages out, so a schedule that only an outage defeats is not warned about.
 */
function scheduleCoverWarning(facts) {
    const gap = longestGapMs(facts.cron, facts.nowMs);
    if (gap === undefined)
        return undefined;
    const cover = 2 * gap + SCHEDULE_DELAY_MS;
    const remaining = facts.expiresAtMs - facts.nowMs;
    if (remaining - cover >= FRESHNESS_MARGIN_MS)
        return undefined;
    const left = remaining - cover;
    const found = left > 0 ? `with ${(0,format/* formatDuration */.a3)(left)} left` : 'expired';
    const situation = `If GitHub drops one run of the schedule \`${facts.cron}\` (it does under load) and starts the next an hour late, ` +
        `the next run that can renew the link comes ${(0,format/* formatDuration */.a3)(cover)} from now and finds the link ` +
        `${facts.written ? 'written now' : 'in the values'} ${found}: less than the ${(0,format/* formatDuration */.a3)(FRESHNESS_MARGIN_MS)} a deployment should keep.`;
    const longestGap = Math.floor((remaining - FRESHNESS_MARGIN_MS - SCHEDULE_DELAY_MS) / 2 / 60_000) * 60_000;
    const often = longestGap > 0
        ? `schedule refresh-link at least every ${(0,format/* formatDuration */.a3)(longestGap)}`
        : 'schedule refresh-link more often';
    const fix = facts.written
        ? `The service's links live ${(0,format/* formatDuration */.a3)(remaining)}: ${often}.`
        : `Raise \`refresh-before\` (now ${(0,format/* formatDuration */.a3)(facts.refreshBeforeMs)}) to at least ${(0,format/* formatDuration */.a3)(cover + FRESHNESS_MARGIN_MS + OUTAGE_COVER_MS)} (it then holds through a ${(0,format/* formatDuration */.a3)(OUTAGE_COVER_MS)} service outage), or ${often}.`;
    return `${situation} ${fix}`;
}

;// CONCATENATED MODULE: ./.build/work/src/refresh-link/summary.js
/** The step summary of a refresh: the decision and what came of it, one fact a line; never the link. */
function refreshSummary(lines) {
    return `${['### Bundle link refresh', '', ...lines.map((line) => `- ${line}`)].join('\n')}\n`;
}

// EXTERNAL MODULE: ./.build/work/src/util/markdown.js
var markdown = __webpack_require__(35979);
;// CONCATENATED MODULE: ./.build/work/src/refresh-link/unmerged.js
/** The deployed branch's link runs out while the refresh that would replace it waits in an unmerged pull request. */






/**
 * A warning when the base branch's link has expired, or has less than FRESHNESS_MARGIN_MS left, while the pull
 * request branch carries another link: until someone merges it, every pod that starts fails to fetch the bundle.
 */
function unmergedRefreshWarning(facts) {
    if (facts.deployedText === undefined || facts.proposedText === undefined)
        return undefined;
    const deployed = (0,link_record/* readRecordedLink */.$L)(facts.deployedText, facts.keyPath);
    const proposed = (0,link_record/* readRecordedLink */.$L)(facts.proposedText, facts.keyPath);
    if (!deployed.bundleUrl || !proposed.bundleUrl || deployed.bundleUrl === proposed.bundleUrl)
        return undefined;
    const expiresAtMs = linkExpiry(deployed);
    if (expiresAtMs === undefined)
        return undefined;
    const remaining = expiresAtMs - facts.nowMs;
    if (remaining >= FRESHNESS_MARGIN_MS)
        return undefined;
    const expiresAt = (0,expiry/* formatExpiry */.B8)(expiresAtMs);
    const state = remaining <= 0
        ? `an expired link (it expired at ${expiresAt}, ${(0,format/* formatDuration */.a3)(-remaining)} ago)`
        : `a link that expires at ${expiresAt}, in ${(0,format/* formatDuration */.a3)(remaining)}`;
    const effect = remaining <= 0
        ? 'every pod that starts now fails to fetch the bundle'
        : 'after that, pods that start fail to fetch the bundle';
    return (`The deployed branch ${(0,markdown/* markdownPath */.N)(facts.baseBranch)} still holds ${state}: the refresh pull request with a fresh ` +
        `link is not merged, and ${effect}. Merge the pull request.`);
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
        jobIdInput: settings.refresh.jobId,
        recorded,
        hasValuesFile: Boolean(values.file),
    });
    if (decision.action === 'no-job')
        throw new schema/* SettingsError */.G([{ input: 'job-id', message: decision.message }]);
    outputs['job-id'] = decision.jobId;
    log.info(decision.reason);
    const unmerged = store && (await unmergedWarning(context, store, current));
    if (decision.action === 'skip') {
        Object.assign(outputs, {
            skipped: 'true',
            'values-changed': 'false',
            ...(decision.expiresAt && { 'expires-at': decision.expiresAt }),
        });
        if (unmerged)
            await store.pullRequest?.note(unmerged);
        const expiresAtMs = linkExpiry(recorded);
        const cover = expiresAtMs === undefined ? undefined : coverWarning(context, expiresAtMs, false);
        await (0,runtime_summary/* writeStepSummary */.o)(context, refreshSummary([decision.reason, ...warned(context, [unmerged, cover])]));
        return outputs;
    }
    outputs.skipped = 'false';
    const jobId = decision.jobId;
    const bundleSettings = { ...settings.refresh, requestTimeoutMs: settings.service.requestTimeoutMs };
    const deadline = clock.now() + settings.refresh.timeoutMs;
    const obtained = await (0,obtain/* obtainVerifiedBundle */.i_)(context, {
        jobId,
        deadline,
        settings: bundleSettings,
        hashFiles: settings.values.file !== undefined,
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
    const cover = coverWarning(context, (0,expiry/* parseExpiry */.rQ)(bundle.expiresAt), true);
    const summary = [
        decision.reason,
        `The new link expires at ${bundle.expiresAt}.`,
        ...checks,
        ...warned(context, [unmerged, cover]),
    ];
    if (!store)
        summary.push('No `values-file`: the link is in the `bundle-url` output only.');
    await (0,runtime_summary/* writeStepSummary */.o)(context, refreshSummary(summary));
    // The bundle diff: a refresh of the job that is deployed carries its recorded manifest on; another job's is diffed.
    const previousBundle = (0,manifest/* deployedBundleReader */.s)(context, bundleSettings, { deadline, newBundle: download });
    if (store)
        Object.assign(outputs, await log.group('Updating the values file', () => (0,rollout/* rollOutValues */.mQ)(context, facts, { store: unmerged ? withNotice(store, unmerged) : store, previousBundle })));
    // Last, as in export mode: an artifact failure never keeps the fresh link out of the values, and fails the step with every output set.
    if (download)
        await (0,artifact_step/* uploadArtifactStep */.A)(context, download.path);
    return outputs;
}
/** Freshness warnings go to the log as annotations and to the summary, in one form. */
function warned(context, warnings) {
    const given = warnings.filter((warning) => warning !== undefined);
    for (const warning of given)
        context.log.warning(warning, { title: 'Link freshness' });
    return given.map((warning) => `**Warning:** ${warning}`);
}
/** On a scheduled run: whether the schedule can keep the link this run leaves from running low. */
function coverWarning(context, expiresAtMs, written) {
    const cron = scheduleOfEvent(context.runner.eventName, context.runner.event);
    if (!cron)
        return undefined;
    const { refreshBeforeMs } = context.settings.values;
    return scheduleCoverWarning({ cron, nowMs: context.clock.now(), expiresAtMs, written, refreshBeforeMs });
}
/** `push: pull-request`: whether the deployed link runs out while the pull request that would renew it waits. */
async function unmergedWarning(context, store, proposedText) {
    if (!store.pullRequest)
        return undefined;
    const deployed = await store.readDeployed();
    return unmergedRefreshWarning({
        nowMs: context.clock.now(),
        keyPath: context.settings.values.keyPath,
        deployedText: deployed.text,
        proposedText,
        baseBranch: store.pullRequest.base,
    });
}
/** The store, with the notice at the top of the pull request body it writes. */
function withNotice(store, notice) {
    return {
        ...store,
        deliver: (edit, text) => store.deliver(edit, {
            ...text,
            pullRequest: { ...text.pullRequest, body: (0,pull_request_notice/* withPullRequestNotice */.F)(text.pullRequest.body, notice) },
        }),
    };
}


/***/ })

};
