export const id = 384;
export const ids = [384];
export const modules = {

/***/ 16384:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExport: () => (/* binding */ runExport)
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
var summary = __webpack_require__(26736);
// EXTERNAL MODULE: ./.build/work/src/values/rollout.js + 13 modules
var rollout = __webpack_require__(44485);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/client/types.js
var types = __webpack_require__(45918);
// EXTERNAL MODULE: ./.build/work/src/util/retry.js
var retry = __webpack_require__(69226);
;// CONCATENATED MODULE: ./.build/work/src/export/poll-policy.js
/**
 * When to poll next: pure, clock-free. Backs off while nothing is known; once rising progress reveals
 * a rate, aims the next poll at the predicted completion so it is seen soon after it happens, with few
 * polls before. Never sooner than `minDelayMs` after the last request: the service asks for no more than
 * one status request every 2 s. The same policy paces export jobs and deployments (which report no
 * progress, so they only ever back off).
 */
const DEFAULT_POLL_POLICY = {
    firstDelayMs: 2_000,
    backoffFactor: 1.5,
    maxDelayMs: 20_000,
    minDelayMs: 2_000,
    marginMs: 200,
    stepMs: 2_000,
};
/**
 * Milliseconds to wait before the next poll; 0 only before the first one. The last poll lands at the
 * deadline: a pause that would leave less than the floor before it is stretched to it. Within the floor
 * of the deadline the floor still holds, so the last poll may come up to `minDelayMs` after it.
 */
function nextPollDelay(input, options = DEFAULT_POLL_POLICY) {
    if (input.history.length === 0 && input.retryAfterMs === undefined)
        return 0;
    const untilDeadline = input.startedAt + input.timeoutMs - input.now;
    const delay = Math.max(options.minDelayMs, chooseDelay(input, options));
    if (delay >= untilDeadline || untilDeadline - delay < options.minDelayMs)
        return Math.max(options.minDelayMs, untilDeadline);
    return delay;
}
function chooseDelay(input, options) {
    const { history, now } = input;
    if (input.retryAfterMs !== undefined)
        return input.retryAfterMs;
    const window = estimateCompletion(history);
    if (window === undefined) {
        const backoff = options.firstDelayMs * options.backoffFactor ** (unchangedPolls(history) - 1);
        return Math.min(backoff, options.maxDelayMs);
    }
    // Completion lies in [earliest, latest]: polls `stepMs` apart from its start see it at most a step late,
    // and one just after its end sees it for certain.
    const { earliest, latest } = window;
    if (now < latest) {
        const aim = Math.min(latest + options.marginMs, Math.max(earliest, now) + options.stepMs);
        return Math.min(aim - now, options.maxDelayMs);
    }
    // Later than any completion the observations allowed: the pace changed; the further past, the longer the pause.
    return Math.min((now - latest) / 2, options.maxDelayMs);
}
/** Polls (counting the latest) since the status or progress last changed: the exponent of the backoff. */
function unchangedPolls(history) {
    const last = history.at(-1);
    let count = 0;
    for (let i = history.length - 1; i >= 0; i--) {
        const observation = history[i];
        if (observation.status !== last.status || observation.progress !== last.progress)
            break;
        count++;
    }
    return count;
}
/** Statuses that carry no running progress; anything else (even an unknown status) counts as running. */
const NOT_RUNNING = new Set(['queued', 'completed', 'failed']);
/** Fitting more points adds little once the window is narrow, and old ones may describe another pace. */
const FIT_WINDOW = 12;
/** Longest job the fit considers (a week): bounds the search so "no rate known" is not an infinite window. */
const MAX_MS_PER_PERCENT = (7 * 86_400_000) / 100;
/** The completion window, or undefined while no rate is known (fewer than two progress levels seen). */
function estimateCompletion(history) {
    let points = runningSegment(history).slice(-FIT_WINDOW);
    while (new Set(points.map((p) => p.progress)).size >= 2) {
        const window = feasibleWindow(points);
        if (window)
            return window;
        // The pace changed: forget the oldest observation and fit the rest.
        points = points.slice(1);
    }
    return undefined;
}
/** Running observations with progress since the job was last queued or its progress went backwards. */
function runningSegment(history) {
    let segment = [];
    for (const { at, status, progress } of history) {
        if (status === 'queued')
            segment = [];
        if (NOT_RUNNING.has(status) || typeof progress !== 'number' || !Number.isFinite(progress))
            continue;
        const previous = segment.at(-1);
        if (previous !== undefined && previous.progress > progress)
            segment = [];
        segment.push({ at, progress });
    }
    return segment;
}
/** How coarse the reported progress is: 1 for whole percents, 0.1 for one decimal, and so on. */
function progressStep(points) {
    let decimals = 0;
    for (const { progress } of points) {
        const text = String(progress);
        const dot = text.indexOf('.');
        if (dot >= 0)
            decimals = Math.max(decimals, text.length - dot - 1);
    }
    return Math.max(10 ** -decimals, 1e-6);
}
/**
 * With u = ms per percent, a job at true progress y at time t completes at T = t + (100 - y)·u.
 * A reported p is taken as rounded down, so y lies in [p, p + step) and T - t lies between
 * (100 - p - step)·u and (100 - p)·u: two half-planes per observation, linear in (u, T). The window
 * is the range of T over their intersection, found at its vertices. (Were progress rounded to
 * nearest, the window would come out early by half a step: an extra poll, never a late one.)
 */
function feasibleWindow(points) {
    const step = progressStep(points);
    // Measured from the first observation so the arithmetic stays in small numbers.
    const origin = points[0].at;
    const constraints = [
        { a: -1, b: 0, c: 0 },
        { a: 1, b: 0, c: MAX_MS_PER_PERCENT },
    ];
    for (const { at, progress } of points) {
        const t = at - origin;
        const remainingHigh = Math.max(0, 100 - progress);
        const remainingLow = Math.max(0, 100 - progress - step);
        constraints.push({ a: -remainingHigh, b: 1, c: t }); // T - t <= remainingHigh·u
        constraints.push({ a: remainingLow, b: -1, c: -t }); // T - t >= remainingLow·u
    }
    let earliest = Infinity;
    let latest = -Infinity;
    for (let i = 0; i < constraints.length; i++) {
        for (let j = i + 1; j < constraints.length; j++) {
            const vertex = intersect(constraints[i], constraints[j]);
            if (!vertex || !constraints.every((k) => satisfies(k, vertex)))
                continue;
            earliest = Math.min(earliest, vertex.T);
            latest = Math.max(latest, vertex.T);
        }
    }
    if (!Number.isFinite(earliest) || !Number.isFinite(latest))
        return undefined;
    return { earliest: origin + earliest, latest: origin + latest };
}
function intersect(p, q) {
    const det = p.a * q.b - p.b * q.a;
    if (Math.abs(det) < 1e-12)
        return undefined;
    return { u: (p.c * q.b - p.b * q.c) / det, T: (p.a * q.c - p.c * q.a) / det };
}
function satisfies(k, { u, T }) {
    const tolerance = 1e-6 * (1 + Math.abs(k.c) + Math.abs(k.a * u) + Math.abs(T));
    return k.a * u + k.b * T <= k.c + tolerance;
}

;// CONCATENATED MODULE: ./.build/work/src/export/follow.js
/**
 * The polite poll loop of export mode: follows an export job or a deployment until it ends. The poll
 * policy paces it (never two status requests within its floor of 2 s); a 429 is waited out (its
 * Retry-After, else a backoff) and polling goes on until the timeout; other passing failures get a few
 * retries, at the same pace. The last poll lands on the deadline.
 */





/** Backoff of a 429 without Retry-After: from the poll floor up to a minute, with no limit of attempts but the deadline. */
const RATE_LIMIT_BACKOFF = {
    maxAttempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 4_000,
    maxDelayMs: 60_000,
    maxRetryAfterMs: Number.POSITIVE_INFINITY,
    maxTotalMs: Number.POSITIVE_INFINITY,
};
/** Other passing failures (5xx, a reset connection): a few attempts, as many as a single service call gets. */
const TRANSIENT_RETRY = {
    maxAttempts: 5,
    baseDelayMs: 2_000,
    maxDelayMs: 30_000,
    // A Retry-After is obeyed as long as the deadline allows, whatever its length.
    maxRetryAfterMs: Number.POSITIVE_INFINITY,
    maxTotalMs: 180_000,
};
async function followUntilDone(options) {
    const { clock, log, subject, timeoutMs } = options;
    const policy = options.policy ?? DEFAULT_POLL_POLICY;
    const random = options.random ?? Math.random;
    const startedAt = clock.now();
    const deadline = startedAt + timeoutMs;
    const history = [];
    let last;
    let polls = 0;
    let pauseMs;
    let failedInARow = 0;
    let failingSince = 0;
    const report = progressReporter(options, startedAt);
    const record = (value) => {
        const at = clock.now();
        last = value;
        history.push({ at, ...options.observe(value) });
        report(value, at, history);
        const result = options.settle(value, { at, history });
        return result === undefined ? undefined : { result, polls, seenAt: at, waitedMs: at - startedAt };
    };
    if (options.first !== undefined) {
        const done = record(options.first);
        if (done)
            return done;
    }
    for (;;) {
        const now = clock.now();
        if (polls > 0 && now >= deadline)
            throw options.timedOut(now - startedAt, last);
        const delayMs = nextPollDelay({ history, startedAt, timeoutMs, now, retryAfterMs: pauseMs }, policy);
        pauseMs = undefined;
        log.debug(`Next status request for ${subject} in ${(0,format/* formatDuration */.a3)(delayMs)}`);
        await clock.sleep(delayMs);
        let value;
        try {
            polls++;
            value = await options.read();
        }
        catch (error) {
            if (failedInARow === 0)
                failingSince = clock.now();
            failedInARow++;
            const pause = pauseAfter(error, failedInARow, clock.now() - failingSince, random);
            if ('fail' in pause)
                throw options.readFailed(error, last);
            if (pause.basis === 'retry-after' && clock.now() + pause.delayMs > deadline) {
                throw options.readFailed(error, last);
            }
            const why = pause.basis === 'retry-after' ? 'as its Retry-After asks' : 'backing off';
            log.info(`${pause.reason}; the next status request for ${subject} follows in ${(0,format/* formatDuration */.a3)(Math.max(pause.delayMs, policy.minDelayMs))}, ${why}.`);
            pauseMs = pause.delayMs;
            continue;
        }
        failedInARow = 0;
        const done = record(value);
        if (done)
            return done;
    }
}
/** An unchanged answer is still reported this often. */
const HEARTBEAT_MS = 60_000;
/** The one progress reporter: a line when the key changes, a heartbeat, and a notice per unknown status. */
function progressReporter(options, startedAt) {
    const { log, knownStatuses, timeoutName } = options;
    let lastKey;
    let lastLoggedAt = -Infinity;
    const unknown = new Set();
    return (value, at, history) => {
        const status = history.at(-1)?.status ?? '';
        if (!knownStatuses.has(status) && !unknown.has(status)) {
            unknown.add(status);
            log.info(`Status ${(0,line_text/* lineText */.o)(status, { quoted: true, max: 80 })} is not one this action knows; it counts as still running until ${timeoutName}, and as \`unknown\` in the outputs.`);
        }
        const { key, line } = options.describe(value, { at, elapsedMs: at - startedAt, history });
        if (key === lastKey && at - lastLoggedAt < HEARTBEAT_MS)
            return;
        lastKey = key;
        lastLoggedAt = at;
        log.info(line);
    };
}
/**
 * A status for an output: one of the statuses the service's reference names, or `unknown` (the raw one is
 * shown only in the log, quoted), so no text of the service's choosing becomes an output.
 */
function outputStatus(status, knownStatuses) {
    return knownStatuses.has(status) ? status : 'unknown';
}
/** A status as the service sent it, as one short harmless word (it may start a log line). */
function statusText(status) {
    return (0,line_text/* lineText */.o)(status, { max: 40 }) || '(empty)';
}
/** How long to pause after a failed status request, or that it is not worth another. */
function pauseAfter(error, failedInARow, failingForMs, random) {
    if (!(error instanceof types/* ServiceError */._))
        return { fail: true };
    const rateLimited = error.reason === 'rate-limited';
    const transient = rateLimited || error.transient;
    const decision = (0,retry/* decideRetry */.tE)({ attempt: failedInARow, retryable: transient, retryAfterMs: error.retryAfterMs, elapsedMs: failingForMs }, rateLimited ? RATE_LIMIT_BACKOFF : TRANSIENT_RETRY, random);
    if (decision.action === 'stop')
        return { fail: true };
    const reason = rateLimited
        ? 'The service is rate limiting status requests (429)'
        : `A status request failed (${error.message})`;
    return { delayMs: decision.delayMs, basis: decision.basis, reason };
}

;// CONCATENATED MODULE: ./.build/work/src/export/deploy.js





/** Log lines of a failed deployment shown in the failure: the end of the log is where it says why. */
const FAILURE_LOG_LINES = 10;
/** A status id goes into a request path and into log lines: only this shape is followed. */
const STATUS_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** The deployment statuses the service's reference names; `deployment-status` is one of them or `unknown`. */
const KNOWN_STATUSES = new Set(['queued', 'in_progress', 'success', 'failure']);
/** Deploys and waits for `success`; every failure carries `deployment-id` and `deployment-status` once known. */
async function deployFirst(options) {
    const { service, clock, log, projectId, timeoutMs } = options;
    const serviceText = (text, max) => (0,line_text/* lineText */.o)(text, { secrets: options.secrets, max });
    return log.group(`Deploying project ${serviceText(projectId)} before the export`, async () => {
        const triggeredAt = clock.now();
        let statusId;
        try {
            ({ statusId } = await service.triggerDeployment(projectId));
        }
        catch (error) {
            throw new failure/* StepFailure */.p(`Could not trigger a deployment of project ${serviceText(projectId)}: ${(0,errors/* describeFailure */.Ic)(error)}`, {}, { cause: error });
        }
        if (!STATUS_ID.test(statusId)) {
            throw new failure/* StepFailure */.p(`The service answered the deployment of project ${serviceText(projectId)} with a status id this action does not follow ("${serviceText(statusId, 60)}"): ` +
                'it accepts letters, digits, "_" and "-" (up to 128).', {}, { kind: 'service' });
        }
        const deploymentId = statusId;
        log.info(`Triggered deployment ${deploymentId} of project ${serviceText(projectId)}; following it until it ends (deploy-timeout ${(0,format/* formatDuration */.a3)(timeoutMs)}).`);
        const followed = await followUntilDone({
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
                    line: `${statusText(deployment.status)}: ${(0,format/* formatDuration */.a3)(at - triggeredAt)} elapsed${newest ? ` · ${newest}` : ''}`,
                };
            },
            settle: (deployment) => {
                if (deployment.status === 'success')
                    return deployment;
                if (deployment.status === 'failure')
                    throw failed(deploymentId, deployment, serviceText);
                return undefined;
            },
            timedOut: (waitedMs, last) => new failure/* StepFailure */.p(`Deployment ${deploymentId} of project ${serviceText(projectId)} did not end within deploy-timeout (${(0,format/* formatDuration */.a3)(timeoutMs)}; ` +
                `waited ${(0,format/* formatDuration */.a3)(waitedMs)}, last status "${last ? statusText(last.status) : 'none received'}"). The export was not started. ` +
                'The deployment may still finish: raise deploy-timeout, or re-run without deploy-first once it has.', deploymentOutputs(deploymentId, last)),
            readFailed: (error, last) => new failure/* StepFailure */.p(`Could not read the status of deployment ${deploymentId}: ${(0,errors/* describeFailure */.Ic)(error)}`, deploymentOutputs(deploymentId, last), {
                cause: error,
            }),
        });
        const summary = followed.result.summary === undefined ? undefined : serviceText(followed.result.summary);
        log.info(`Deployment ${deploymentId} succeeded after ${(0,format/* formatDuration */.a3)(followed.seenAt - triggeredAt)}${summary ? `: ${summary}` : ''}.`);
        return { deploymentId, status: followed.result.status, summary, tookMs: followed.seenAt - triggeredAt };
    });
}
function deploymentOutputs(deploymentId, last) {
    const outputs = { 'deployment-id': deploymentId };
    if (last?.status !== undefined)
        outputs['deployment-status'] = outputStatus(last.status, KNOWN_STATUSES);
    return outputs;
}
function failed(deploymentId, deployment, serviceText) {
    const summary = deployment.summary?.trim() ? serviceText(deployment.summary) : 'the service gave no summary';
    const lines = (deployment.logs ?? [])
        .slice(-FAILURE_LOG_LINES)
        .map((line) => serviceText(line))
        .filter(Boolean);
    const tail = lines.length > 0 ? ` Last log lines of the deployment:\n${lines.map((line) => `  | ${line}`).join('\n')}` : '';
    return new failure/* StepFailure */.p(`Deployment ${deploymentId} failed: ${summary}. The export was not started.${tail}`, deploymentOutputs(deploymentId, deployment));
}

;// CONCATENATED MODULE: ./.build/work/src/export/job.js






/** Starts a job for the domain, or takes the one named by `job-id`. Logs the job id either way. */
async function startOrReuseJob(context) {
    const { settings, service, log } = context;
    const source = settings.export;
    if (source.jobId !== undefined) {
        const { jobId } = source;
        return log.group(`Reusing export job ${jobId}`, () => {
            log.info(`Waiting for the existing export job ${jobId} (job-id input) instead of starting a new one.`);
            return Promise.resolve({ jobId });
        });
    }
    const { domain, version } = source;
    return log.group(`Starting export job for ${domain}`, async () => {
        const request = { domain };
        if (version)
            request.version = version;
        const paths = servicePaths(settings.export.paths);
        if (paths.changed.length > 0) {
            log.notice(`paths: sent as the service names pages, without a leading "/" or a trailing ".html": ${paths.changed.map(({ from, to }) => `"${from}" as "${to}"`).join(', ')}.`, { title: 'Export paths' });
        }
        if (paths.sent.length > 0)
            request.paths = paths.sent;
        let started;
        try {
            started = await service.startJob(request);
        }
        catch (error) {
            throw new errors/* OperationError */.OK(`Could not start the export job for ${domain}: ${(0,errors/* describeFailure */.Ic)(error)}`, {
                cause: error,
            });
        }
        const label = version ? ` (version ${version})` : '';
        const scope = paths.sent.length > 0 ? `, ${paths.sent.length} path${paths.sent.length === 1 ? '' : 's'}` : '';
        log.info(`Started export job ${started.jobId} for ${domain}${label}${scope}: ${statusText(started.status)}.`);
        return { jobId: started.jobId, started };
    });
}
/**
 * `paths` as the service takes them: a page's path without a leading `/` or a trailing `.html` (or `/`);
 * the site's root is `index`, as its file is `index.html`. Entries that become the same are sent once.
 */
function servicePaths(paths) {
    const sent = [];
    const changed = [];
    for (const given of paths) {
        const bare = given
            .trim()
            .replace(/^\/+/, '')
            .replace(/\/+$/, '')
            .replace(/\.html$/i, '') || 'index';
        if (bare !== given)
            changed.push({ from: given, to: bare });
        if (!sent.includes(bare))
            sent.push(bare);
    }
    return { sent, changed };
}
/** The job statuses the service's reference names; `status` is one of them or `unknown`. */
const job_KNOWN_STATUSES = new Set(['queued', 'running', 'completed', 'failed']);
/** Polls the job until it completes, inside one log group. */
async function waitForJob(options) {
    const { service, clock, log, jobId, timeoutMs } = options;
    return log.group(`Waiting for export job ${jobId}`, async () => {
        const followed = await followUntilDone({
            clock,
            log,
            subject: `export job ${jobId}`,
            timeoutMs,
            policy: options.policy,
            random: options.random,
            first: options.started,
            read: () => service.getJob(jobId, STATUS_CALL),
            observe: (job) => ({ status: job.status, progress: job.progress, pageCount: job.pageCount }),
            knownStatuses: job_KNOWN_STATUSES,
            timeoutName: 'the timeout',
            describe: (job, { at, elapsedMs, history }) => {
                const window = estimateCompletion(history);
                const remainingMs = window && Math.max(0, (window.earliest + window.latest) / 2 - at);
                return {
                    key: `${job.status}|${job.progress}|${job.pageCount}`,
                    line: progressLine(job, elapsedMs, remainingMs),
                };
            },
            settle: (job) => {
                if (job.status === 'completed')
                    return job;
                if (job.status === 'failed') {
                    const reason = (0,line_text/* lineText */.o)(job.error ?? '', { secrets: options.secrets });
                    throw new failure/* StepFailure */.p(`Export job ${jobId} failed: ${reason || 'the service gave no reason'}`, jobOutputs(jobId, job));
                }
                return undefined;
            },
            timedOut: (waitedMs, last) => new failure/* StepFailure */.p(`Export job ${jobId} did not complete within the timeout of ${(0,format/* formatDuration */.a3)(timeoutMs)} ` +
                `(waited ${(0,format/* formatDuration */.a3)(waitedMs)}; last seen: ${lastSeen(last)}). ` +
                `The job may still finish: re-run with job-id: ${jobId} (and a longer timeout if needed) to wait for it instead of starting a new export.`, jobOutputs(jobId, last)),
            readFailed: (error, last) => new failure/* StepFailure */.p(`Could not read the status of export job ${jobId}: ${(0,errors/* describeFailure */.Ic)(error)}`, jobOutputs(jobId, last), { cause: error }),
        });
        return { job: followed.result, polls: followed.polls, seenAt: followed.seenAt, waitedMs: followed.waitedMs };
    });
}
/** A status request is sent once: the poll loop retries at its own polite pace. */
const STATUS_CALL = { attempts: 1 };
/** `job-id`, `status` (a known status or `unknown`) and `page-count` of what was last seen of a job. */
function jobOutputs(jobId, job) {
    const outputs = { 'job-id': jobId };
    if (job?.status !== undefined)
        outputs.status = outputStatus(job.status, job_KNOWN_STATUSES);
    if (typeof job?.pageCount === 'number')
        outputs['page-count'] = String(job.pageCount);
    return outputs;
}
/** `running: 45% · 120 pages · 12s elapsed · about 8s left` */
function progressLine(job, elapsedMs, remainingMs) {
    const parts = [];
    if (typeof job.progress === 'number')
        parts.push((0,format/* formatPercent */.l9)(job.progress));
    if (typeof job.pageCount === 'number')
        parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
    parts.push(`${(0,format/* formatDuration */.a3)(elapsedMs)} elapsed`);
    if (remainingMs !== undefined && remainingMs >= 1_000)
        parts.push(`about ${(0,format/* formatDuration */.a3)(remainingMs)} left`);
    return `${statusText(job.status)}: ${parts.join(' · ')}`;
}
/** `status "running", progress 45%, 120 pages` for a failure message. */
function lastSeen(job) {
    if (!job)
        return 'no status was received';
    const parts = [`status "${statusText(job.status)}"`];
    if (typeof job.progress === 'number')
        parts.push(`progress ${(0,format/* formatPercent */.l9)(job.progress)}`);
    if (typeof job.pageCount === 'number')
        parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
    return parts.join(', ');
}

// EXTERNAL MODULE: ./.build/work/src/util/expiry.js
var expiry = __webpack_require__(5649);
// EXTERNAL MODULE: ./.build/work/src/util/markdown.js
var markdown = __webpack_require__(35979);
// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
;// CONCATENATED MODULE: ./.build/work/src/export/summary.js




/** Rows of the findings table; beyond them a note says how many were left out (the summary has a size limit). */
const MAX_FINDING_ROWS = 100;
function buildExportSummary(facts) {
    const lines = [`## Docs export${facts.domain ? `: ${(0,markdown/* escapeMarkdown */.F)(facts.domain)}` : ''}`, ''];
    const rows = [];
    if (facts.deployment) {
        const { deploymentId, status, tookMs } = facts.deployment;
        rows.push([
            'Deployment',
            `${(0,markdown/* markdownPath */.N)(deploymentId)} ${(0,markdown/* escapeMarkdown */.F)(status)} after ${(0,format/* formatDuration */.a3)(tookMs)} (deploy-first)`,
        ]);
    }
    rows.push(['Job', (0,markdown/* markdownPath */.N)(facts.jobId)]);
    if (facts.domain)
        rows.push(['Domain', (0,markdown/* escapeMarkdown */.F)(facts.domain)]);
    rows.push(['Version', facts.version ? (0,markdown/* markdownPath */.N)(facts.version) : 'latest published']);
    if (facts.pageCount !== undefined)
        rows.push(['Pages', String(facts.pageCount)]);
    if (facts.download) {
        const { sizeBytes, sha256 } = facts.download;
        rows.push(['Bundle size', `${(0,format/* formatBytes */.z3)(sizeBytes)} (${(0,format/* groupThousands */.Zv)(sizeBytes)} bytes)`]);
        rows.push(['SHA-256', (0,markdown/* markdownPath */.N)(sha256)]);
    }
    rows.push([
        'Bundle link',
        `${(0,markdown/* markdownPath */.N)((0,redact/* displayUrl */.Qy)(facts.bundleUrl))} (signature hidden; the full link is the \`bundle-url\` output)`,
    ]);
    rows.push(['Link expires', `${facts.expiresAt} (${(0,format/* formatRelative */.om)((0,expiry/* parseExpiry */.rQ)(facts.expiresAt), facts.now)})`]);
    if (facts.download) {
        rows.push(['Saved to', (0,markdown/* markdownPath */.N)(facts.download.path)]);
        if (facts.download.extractedPath)
            rows.push(['Extracted to', (0,markdown/* markdownPath */.N)(facts.download.extractedPath)]);
    }
    lines.push('| | |', '|---|---|', ...rows.map(([name, value]) => `| ${name} | ${value} |`), '');
    lines.push('### Air-gap check', '', ...airgapSection(facts), '');
    if (facts.warnings?.length) {
        lines.push('### Warnings', '', ...facts.warnings.map((warning) => `- ${(0,markdown/* escapeMarkdown */.F)(warning)}`), '');
    }
    return lines.join('\n');
}
function airgapSection(facts) {
    if (!facts.download)
        return ['Not run: the bundle was not downloaded (`download: false`).'];
    if (facts.airgapCheck === 'off')
        return ['Not run (`airgap-check: off`).'];
    const findings = facts.airgapFindings;
    if (findings.length === 0)
        return ['No page loads scripts, styles, fonts or images from another host.'];
    const pages = new Set(findings.map((finding) => finding.page)).size;
    const rows = distinctRows(findings);
    const lines = [
        `${findings.length} reference${findings.length === 1 ? '' : 's'} to other hosts in ${pages} page${pages === 1 ? '' : 's'}: ` +
            'an air-gapped deployment cannot load them.',
        '',
        '| Page | Kind | Host |',
        '|---|---|---|',
        ...rows.slice(0, MAX_FINDING_ROWS).map((f) => `| ${(0,markdown/* markdownPath */.N)(f.page)} | ${f.kind} | ${(0,markdown/* markdownPath */.N)(f.host)} |`),
    ];
    if (rows.length > MAX_FINDING_ROWS)
        lines.push('', `… and ${rows.length - MAX_FINDING_ROWS} more not shown.`);
    return lines;
}
/** One row per page, kind and host: two images from one CDN on one page say nothing more than one. */
function distinctRows(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const key = JSON.stringify([f.page, f.kind, f.host]);
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}

;// CONCATENATED MODULE: ./.build/work/src/export/run.js










/**
 * Export mode: (deploy first,) start or reuse a job, wait for it, obtain the verified bundle, summarise,
 * roll the link into the values, and upload the artifact last, so nothing the artifact service does can
 * keep the fresh link from the deployment. Whatever fails, the outputs known by then (job id, status,
 * ...) go with the failure.
 */
async function runExport(context) {
    const outputs = {};
    try {
        return await exportSteps(context, outputs);
    }
    catch (error) {
        throw (0,failure/* withOutputs */.F)(error, outputs);
    }
}
async function exportSteps(context, outputs) {
    const { settings, service, clock, log } = context;
    const options = settings.export;
    // The values target is checked first (repository reachable, not public): a refusal costs no export.
    const valuesStore = settings.values.file
        ? await log.group('Checking the values target', () => (0,rollout/* openValuesStore */.uM)(context))
        : undefined;
    let deployment;
    if (options.deployFirst) {
        const { projectId, timeoutMs } = options.deployFirst;
        deployment = await deployFirst({ service, clock, log, projectId, timeoutMs, secrets: [settings.service.apiKey] });
        Object.assign(outputs, deploymentOutputs(deployment.deploymentId, deployment));
    }
    const { jobId, started } = await startOrReuseJob(context);
    Object.assign(outputs, jobOutputs(jobId, started));
    const waited = await waitForJob({
        service,
        clock,
        log,
        jobId,
        timeoutMs: options.timeoutMs,
        started,
        secrets: [settings.service.apiKey],
    });
    Object.assign(outputs, jobOutputs(jobId, waited.job));
    const deadline = waited.seenAt - waited.waitedMs + options.timeoutMs;
    const bundleSettings = { ...options, requestTimeoutMs: settings.service.requestTimeoutMs };
    const obtained = await (0,obtain/* obtainVerifiedBundle */.i_)(context, {
        jobId,
        deadline,
        expectedPageCount: waited.job.pageCount,
        settings: bundleSettings,
        // The files' hashes feed only the bundle diff of the values rollout.
        hashFiles: settings.values.file !== undefined,
        onOutputs: (known) => Object.assign(outputs, known),
    });
    const { bundle } = obtained;
    const fetched = obtained.download;
    const download = fetched && {
        sizeBytes: fetched.sizeBytes,
        sha256: fetched.sha256,
        path: fetched.path,
        extractedPath: fetched.extracted?.path,
    };
    const findings = fetched?.airgapFindings ?? [];
    await (0,summary/* writeStepSummary */.o)(context, buildExportSummary({
        jobId,
        domain: options.domain,
        version: options.version,
        pageCount: waited.job.pageCount,
        bundleUrl: bundle.bundleUrl,
        expiresAt: bundle.expiresAt,
        now: clock.now(),
        download,
        deployment,
        airgapCheck: options.airgapCheck,
        airgapFindings: findings,
        warnings: fetched?.warnings ?? [],
    }));
    if (settings.values.file) {
        const rolled = await log.group('Updating the values file', () => (0,rollout/* rollOutValues */.mQ)(context, {
            jobId,
            bundle,
            pageCount: waited.job.pageCount,
            sizeBytes: download?.sizeBytes,
            sha256: download?.sha256,
            airgapFindings: (0,airgap_report/* describeFindings */.kA)(findings),
            manifest: (0,manifest/* verifiedManifest */.u)(fetched),
        }, 
        // The bundle diff: the deployed side from its recorded manifest, else from its link (hashing only).
        {
            store: valuesStore,
            previousBundle: (0,manifest/* deployedBundleReader */.s)(context, bundleSettings, { deadline, newBundle: fetched }),
        }));
        Object.assign(outputs, rolled);
    }
    // Last: an artifact failure never keeps the link from the deployment, and fails the step with every output set.
    if (fetched)
        await (0,artifact_step/* uploadArtifactStep */.A)(context, fetched.path);
    return outputs;
}


/***/ })

};
