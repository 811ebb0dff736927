export const id = 328;
export const ids = [328];
export const modules = {

/***/ 63328:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runExport: () => (/* binding */ runExport)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/work/src/artifact/upload.js


function artifactFileName(name) {
    return name.endsWith('.tar.gz') || name.endsWith('.tgz') ? name : `${name}.tar.gz`;
}
/** The variables through which a GitHub Actions runner offers its artifact service. */
const runnerVariables = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'];
/**
 * Uploads the verified bundle as a workflow artifact without a zip around it. The artifact client is
 * imported here, on first use, so the modes that never upload do not load it at start-up.
 */
async function uploadBundleArtifact(request) {
    const fileName = artifactFileName(request.name);
    const missing = runnerVariables.filter((name) => !process.env[name]);
    if (missing.length > 0) {
        throw new Error(`Uploading the bundle as artifact "${fileName}" failed: this runner offers no artifact service (${missing.join(' and ')} not set). Outside GitHub Actions, leave "artifact-name" empty and take the bundle from bundle-path.`);
    }
    const staging = await promises_.mkdtemp(external_node_path_.join(request.tempDir, 'docs-export-artifact-'));
    const staged = external_node_path_.join(staging, fileName);
    try {
        // link the file itself: a linked symlink would point elsewhere from the staging directory
        const source = await promises_.realpath(request.bundlePath);
        await promises_.link(source, staged).catch(() => promises_.copyFile(source, staged));
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(913), __webpack_require__.e(252)]).then(__webpack_require__.bind(__webpack_require__, 91252));
        const client = new DefaultArtifactClient();
        const result = await client.uploadArtifact(fileName, [staged], staging, {
            skipArchive: true,
            ...(request.retentionDays ? { retentionDays: request.retentionDays } : {}),
        });
        request.log.info(`Uploaded the bundle as artifact "${fileName}" (id ${result.id}, ${result.size ?? 0} bytes).`);
        return { name: fileName, id: result.id ?? 0, size: result.size ?? 0, digest: result.digest };
    }
    catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Uploading the bundle as artifact "${fileName}" failed: ${reason}. The bundle itself is still at ${request.bundlePath}. Re-run the job if the artifact service failed for a moment, or leave "artifact-name" empty to skip the upload.`, { cause: error });
    }
    finally {
        await promises_.rm(staging, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./.build/work/src/failure.js
var failure = __webpack_require__(96889);
// EXTERNAL MODULE: ./.build/work/src/values/open-store.js + 10 modules
var open_store = __webpack_require__(23714);
// EXTERNAL MODULE: ./.build/work/src/values/rollout.js + 3 modules
var rollout = __webpack_require__(42153);
// EXTERNAL MODULE: ./.build/work/src/export/airgap-report.js
var airgap_report = __webpack_require__(87167);
// EXTERNAL MODULE: ./.build/work/src/export/bundle.js + 1 modules
var export_bundle = __webpack_require__(26985);
// EXTERNAL MODULE: ./.build/work/src/export/download/fetch-bundle.js + 22 modules
var fetch_bundle = __webpack_require__(23827);
// EXTERNAL MODULE: ./.build/work/src/export/extract.js
var extract = __webpack_require__(91115);
;// CONCATENATED MODULE: ./.build/work/src/export/job-outputs.js
/** `job-id`, `status` and `page-count` of what was last seen of a job. */
function jobOutputs(jobId, job) {
    const outputs = { 'job-id': jobId };
    if (job?.status)
        outputs.status = job.status;
    if (typeof job?.pageCount === 'number')
        outputs['page-count'] = String(job.pageCount);
    return outputs;
}

;// CONCATENATED MODULE: ./.build/work/src/export/start.js

/** Starts a job for the domain, or takes the one named by `job-id`. Logs the job id either way. */
async function startOrReuseJob(context) {
    const { settings, service, log } = context;
    const { jobId, domain, version, paths } = settings.export;
    if (jobId) {
        return log.group(`Reusing export job ${jobId}`, async () => {
            log.info(`Waiting for the existing export job ${jobId} (job-id input) instead of starting a new one.`);
            return { jobId };
        });
    }
    if (!domain)
        throw new Error('Input "domain" is required to start an export (or give "job-id" to wait for an existing job).');
    return log.group(`Starting export job for ${domain}`, async () => {
        const request = { domain };
        if (version)
            request.version = version;
        if (paths.length > 0)
            request.paths = paths;
        let started;
        try {
            started = await service.startJob(request);
        }
        catch (error) {
            throw new Error(`Could not start the export job for ${domain}: ${(0,failure/* describeFailure */.Ic)(error)}`, { cause: error });
        }
        const label = version ? ` (version ${version})` : '';
        const scope = paths.length > 0 ? `, ${paths.length} path${paths.length === 1 ? '' : 's'}` : '';
        log.info(`Started export job ${started.jobId} for ${domain}${label}${scope}: ${started.status}.`);
        return { jobId: started.jobId, started };
    });
}

// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
// EXTERNAL MODULE: ./.build/work/src/export/expiry.js
var expiry = __webpack_require__(78851);
// EXTERNAL MODULE: ./.build/work/src/export/format.js
var export_format = __webpack_require__(83439);
;// CONCATENATED MODULE: ./.build/work/src/export/summary.js
/** The step summary of an export: pure markdown from plain facts. */




/** Rows of the findings table; beyond them a note says how many were left out (the summary has a size limit). */
const MAX_FINDING_ROWS = 100;
function buildExportSummary(facts) {
    const lines = [`## Docs export${facts.domain ? `: ${cell(facts.domain)}` : ''}`, ''];
    const rows = [['Job', code(facts.jobId)]];
    if (facts.domain)
        rows.push(['Domain', cell(facts.domain)]);
    rows.push(['Version', facts.version ? code(facts.version) : 'latest published']);
    if (facts.pageCount !== undefined)
        rows.push(['Pages', String(facts.pageCount)]);
    if (facts.download) {
        const { sizeBytes, sha256 } = facts.download;
        rows.push(['Bundle size', `${(0,export_format/* formatBytes */.z3)(sizeBytes)} (${(0,format/* groupThousands */.Zv)(sizeBytes)} bytes)`]);
        rows.push(['SHA-256', code(sha256)]);
    }
    rows.push(['Bundle link', `${code((0,redact/* displayUrl */.Q)(facts.bundleUrl))} (signature hidden; the full link is the \`bundle-url\` output)`]);
    rows.push(['Link expires', `${facts.expiresAt} (${(0,export_format/* formatRelative */.om)((0,expiry/* parseExpiry */.rQ)(facts.expiresAt), facts.now)})`]);
    if (facts.download) {
        rows.push(['Saved to', code(facts.download.path)]);
        if (facts.download.extractedPath)
            rows.push(['Extracted to', code(facts.download.extractedPath)]);
    }
    lines.push('| | |', '|---|---|', ...rows.map(([name, value]) => `| ${name} | ${value} |`), '');
    lines.push('### Air-gap check', '', ...airgapSection(facts), '');
    if (facts.warnings?.length) {
        lines.push('### Warnings', '', ...facts.warnings.map((warning) => `- ${cell(warning)}`), '');
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
        ...rows.slice(0, MAX_FINDING_ROWS).map((f) => `| ${code(f.page)} | ${f.kind} | ${code(f.host)} |`),
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
/** Text in a table cell: no line breaks, no `|` that would split the cell, no HTML. */
function cell(text) {
    return text
        .replace(/[\r\n]+/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/\|/g, '\\|');
}
/** A code span in a table cell; a backtick inside would end it early, so it is swapped for a look-alike. */
function code(text) {
    return `\`${text.replace(/[\r\n]+/g, ' ').replace(/`/g, 'ˋ').replace(/\|/g, '\\|')}\``;
}

// EXTERNAL MODULE: ./.build/work/src/client/types.js
var types = __webpack_require__(45918);
;// CONCATENATED MODULE: ./.build/work/src/export/completion-estimate.js
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

;// CONCATENATED MODULE: ./.build/work/src/export/poll-policy.js
/**
 * When to poll a job next: pure, clock-free. Backs off while nothing is known; once rising
 * progress reveals a rate, aims the next poll at the predicted completion so it is seen soon
 * after it happens, with few polls before.
 */

const DEFAULT_POLL_POLICY = {
    firstDelayMs: 1_000,
    backoffFactor: 1.5,
    maxDelayMs: 20_000,
    minDelayMs: 500,
    marginMs: 200,
    targetLagMs: 800,
    maxPollsInWindow: 10,
    maxStepMs: 2_500,
};
/** Milliseconds to wait before the next poll; 0 means poll now (at the deadline: one last time). */
function nextPollDelay(input, options = DEFAULT_POLL_POLICY) {
    const untilDeadline = input.startedAt + input.timeoutMs - input.now;
    if (untilDeadline <= 0)
        return 0;
    return Math.max(0, Math.min(untilDeadline, chooseDelay(input, options)));
}
function chooseDelay(input, options) {
    const { history, now } = input;
    if (input.retryAfterMs !== undefined)
        return Math.max(0, input.retryAfterMs);
    if (history.length === 0)
        return 0;
    const window = estimateCompletion(history);
    if (window === undefined) {
        const backoff = options.firstDelayMs * options.backoffFactor ** (unchangedPolls(history) - 1);
        return clamp(backoff, options.minDelayMs, options.maxDelayMs);
    }
    // Completion lies in [earliest, latest]. Walking it in steps keeps the lag at most one step;
    // when it is narrow, one poll just after its end sees completion.
    const { earliest, latest } = window;
    if (now < latest) {
        const stepMs = clamp((latest - earliest) / options.maxPollsInWindow, options.targetLagMs, options.maxStepMs);
        const aim = Math.min(latest, Math.max(earliest, now) + stepMs) + options.marginMs;
        return clamp(aim - now, options.minDelayMs, options.maxDelayMs);
    }
    // Later than any completion the observations allowed: the pace changed; the further past, the longer the pause.
    return clamp((now - latest) / 2, options.minDelayMs, options.maxDelayMs);
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
function clamp(value, min, max) {
    return Math.min(max, Math.max(min, value));
}

;// CONCATENATED MODULE: ./.build/work/src/export/progress-line.js

/** `running: 45% · 120 pages · 12s elapsed · about 8s left` */
function progressLine(job, elapsedMs, remainingMs) {
    const parts = [];
    if (typeof job.progress === 'number')
        parts.push((0,export_format/* formatPercent */.l9)(job.progress));
    if (typeof job.pageCount === 'number')
        parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
    parts.push(`${(0,format/* formatDuration */.a3)(elapsedMs)} elapsed`);
    if (remainingMs !== undefined && remainingMs >= 1_000)
        parts.push(`about ${(0,format/* formatDuration */.a3)(remainingMs)} left`);
    return `${shownStatus(job.status)}: ${parts.join(' · ')}`;
}
/** A status as the service sent it, cut to a harmless word: it starts a log line, where `::` would be a command. */
function shownStatus(status) {
    const cleaned = status.replace(/[^\w .-]/g, '?').slice(0, 40);
    return cleaned || '(empty)';
}
/** `status "running", progress 45%, 120 pages` for a failure message. */
function lastSeen(job) {
    if (!job)
        return 'no status was received';
    const parts = [`status "${shownStatus(job.status)}"`];
    if (typeof job.progress === 'number')
        parts.push(`progress ${(0,export_format/* formatPercent */.l9)(job.progress)}`);
    if (typeof job.pageCount === 'number')
        parts.push(`${job.pageCount} page${job.pageCount === 1 ? '' : 's'}`);
    return parts.join(', ');
}

;// CONCATENATED MODULE: ./.build/work/src/export/wait.js







const KNOWN_STATUSES = new Set(['queued', 'running', 'completed', 'failed']);
/** An unchanged job is still reported this often, so a long wait never looks hung. */
const HEARTBEAT_MS = 60_000;
/**
 * Polls the job until it completes, inside one log group. A failed job, the timeout and a status
 * request that failed even after the client's retries all end in a StepFailure carrying the job's outputs.
 */
async function waitForJob(options) {
    return options.log.group(`Waiting for export job ${options.jobId}`, () => pollUntilDone(options));
}
async function pollUntilDone(options) {
    const { service, clock, log, jobId, timeoutMs } = options;
    const policy = options.policy ?? DEFAULT_POLL_POLICY;
    const startedAt = clock.now();
    const deadline = startedAt + timeoutMs;
    const history = [];
    const reporter = progressReporter(log, startedAt);
    let last;
    let polls = 0;
    let retryAfterMs;
    const record = (job) => {
        const at = clock.now();
        last = job;
        history.push({ at, status: job.status, progress: job.progress, pageCount: job.pageCount });
        const window = estimateCompletion(history);
        reporter.report(job, at, window && Math.max(0, (window.earliest + window.latest) / 2 - at));
        if (job.status === 'completed')
            return { job, polls, seenAt: at, waitedMs: at - startedAt };
        if (job.status === 'failed') {
            throw new failure/* StepFailure */.pH(`Export job ${jobId} failed: ${job.error?.trim() || 'the service gave no reason'}`, jobOutputs(jobId, job));
        }
        return undefined;
    };
    if (options.started) {
        const done = record(options.started);
        if (done)
            return done;
    }
    for (;;) {
        const now = clock.now();
        if (history.length > 0 && now >= deadline)
            throw timeoutFailure(jobId, timeoutMs, now - startedAt, last);
        const delayMs = nextPollDelay({ history, startedAt, timeoutMs, now, retryAfterMs }, policy);
        retryAfterMs = undefined;
        log.debug(`Next status poll of ${jobId} in ${(0,format/* formatDuration */.a3)(delayMs)}`);
        await clock.sleep(delayMs);
        let job;
        try {
            polls++;
            job = await service.getJob(jobId);
        }
        catch (error) {
            // The client already retried what is safe; a Retry-After longer than it would wait is still honoured here.
            if (isPause(error) && clock.now() + error.retryAfterMs < deadline) {
                log.info(`The service asked to wait ${(0,format/* formatDuration */.a3)(error.retryAfterMs)} before the next status request.`);
                retryAfterMs = error.retryAfterMs;
                continue;
            }
            throw new failure/* StepFailure */.pH(`Could not read the status of export job ${jobId}: ${(0,failure/* describeFailure */.Ic)(error)}`, jobOutputs(jobId, last));
        }
        const done = record(job);
        if (done)
            return done;
    }
}
function isPause(error) {
    return error instanceof types/* ServiceError */._ && error.retryAfterMs !== undefined && (error.kind === 'rate-limited' || error.kind === 'server');
}
function timeoutFailure(jobId, timeoutMs, waitedMs, last) {
    return new failure/* StepFailure */.pH(`Export job ${jobId} did not complete within the timeout of ${(0,format/* formatDuration */.a3)(timeoutMs)} ` +
        `(waited ${(0,format/* formatDuration */.a3)(waitedMs)}; last seen: ${lastSeen(last)}). ` +
        `The job may still finish: re-run with job-id: ${jobId} (and a longer timeout if needed) to wait for it instead of starting a new export.`, jobOutputs(jobId, last));
}
/** Logs a line when the job's status, progress or page count changes, and a heartbeat when nothing does. */
function progressReporter(log, startedAt) {
    let lastKey;
    let lastLoggedAt = -Infinity;
    const unknownStatuses = new Set();
    return {
        report(job, at, remainingMs) {
            if (!KNOWN_STATUSES.has(job.status) && !unknownStatuses.has(job.status)) {
                unknownStatuses.add(job.status);
                log.info(`Status "${shownStatus(job.status)}" is not one this action knows; it counts as still running until the timeout.`);
            }
            const key = `${job.status}|${job.progress}|${job.pageCount}`;
            if (key === lastKey && at - lastLoggedAt < HEARTBEAT_MS)
                return;
            lastKey = key;
            lastLoggedAt = at;
            log.info(progressLine(job, at - startedAt, remainingMs));
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/run.js












/** A link that expired mid-download is renewed; a 409 then is retried for at most this long. */
const REFRESH_CONFLICT_WINDOW_MS = 60_000;
/**
 * Export mode: start (or reuse) a job, wait for it, get a bundle link, download and verify the
 * bundle, extract it, summarise, and roll the link into the values. Whatever fails, the outputs
 * known by then (job id, status, ...) go with the failure.
 */
async function runExport(context) {
    const outputs = {};
    try {
        return await exportSteps(context, outputs);
    }
    catch (error) {
        throw (0,failure/* withOutputs */.Fk)(error, outputs);
    }
}
async function exportSteps(context, outputs) {
    const { settings, service, clock, log } = context;
    const options = settings.export;
    // The values target is checked first (repository reachable, not public): a refusal costs no export.
    const valuesStore = settings.values.file ? await log.group('Checking the values target', () => (0,open_store/* openValuesStore */.u)(context)) : undefined;
    const { jobId, started } = await startOrReuseJob(context);
    Object.assign(outputs, jobOutputs(jobId, started));
    const waited = await waitForJob({ service, clock, log, jobId, timeoutMs: options.timeoutMs, started });
    Object.assign(outputs, jobOutputs(jobId, waited.job));
    const deadline = waited.seenAt - waited.waitedMs + options.timeoutMs;
    const askForBundle = (until) => (0,export_bundle/* requestBundle */.I)({ service, clock, log, setSecret: context.setSecret, jobId, deadline: until });
    let bundle = await log.group('Getting the bundle link', () => askForBundle(deadline));
    setBundleOutputs(outputs, bundle);
    let download;
    let findings = [];
    let warnings = [];
    if (options.download) {
        const fetched = await log.group('Downloading and verifying the bundle', () => (0,fetch_bundle/* fetchAndVerifyBundle */.h)({
            bundle,
            refreshBundle: () => askForBundle(Math.max(deadline, clock.now() + REFRESH_CONFLICT_WINDOW_MS)),
            destination: options.bundlePath,
            expectedPageCount: waited.job.pageCount,
            airgapCheck: options.airgapCheck,
            requestTimeoutMs: settings.service.requestTimeoutMs,
            clock,
            log,
        }));
        bundle = fetched.bundle;
        setBundleOutputs(outputs, bundle);
        outputs['bundle-size'] = String(fetched.sizeBytes);
        outputs['bundle-sha256'] = fetched.sha256;
        outputs['bundle-path'] = fetched.path;
        download = { sizeBytes: fetched.sizeBytes, sha256: fetched.sha256, path: fetched.path };
        findings = fetched.airgapFindings;
        warnings = fetched.warnings;
        for (const warning of warnings)
            log.warning(warning, { title: 'Bundle check' });
        if (findings.length > 0)
            (0,airgap_report/* annotateFindings */.dv)(log, findings);
        const extractTo = options.extractTo;
        if (extractTo) {
            const extracted = await log.group('Extracting the bundle', async () => {
                const result = await (0,extract/* extractVerifiedBundle */.O)(fetched.path, extractTo);
                log.info(`Extracted ${result.files} files to ${result.path}.`);
                return result;
            });
            outputs['extracted-path'] = extracted.path;
            download.extractedPath = extracted.path;
        }
        const artifactName = options.artifactName;
        if (artifactName) {
            await log.group('Uploading the bundle as an artifact', () => uploadBundleArtifact({
                bundlePath: fetched.path,
                name: artifactName,
                retentionDays: options.artifactRetentionDays,
                tempDir: context.runner.runnerTemp,
                log,
            }));
        }
    }
    await writeSummary(context, buildExportSummary({
        jobId,
        domain: options.domain,
        version: options.version,
        pageCount: waited.job.pageCount,
        bundleUrl: bundle.bundleUrl,
        expiresAt: bundle.expiresAt,
        now: clock.now(),
        download,
        airgapCheck: options.airgapCheck,
        airgapFindings: findings,
        warnings,
    }));
    if (settings.values.file) {
        const rolled = await log.group('Updating the values file', () => (0,rollout/* rollOutValues */.mQ)(context, {
            jobId,
            bundle,
            pageCount: waited.job.pageCount,
            sizeBytes: download?.sizeBytes,
            sha256: download?.sha256,
            airgapFindings: (0,airgap_report/* describeFindings */.kA)(findings),
        }, valuesStore));
        Object.assign(outputs, rolled);
    }
    return outputs;
}
function setBundleOutputs(outputs, bundle) {
    outputs['bundle-url'] = bundle.bundleUrl;
    outputs['expires-at'] = bundle.expiresAt;
}
/** A summary that cannot be written (no GITHUB_STEP_SUMMARY outside a runner) is not worth failing the export. */
async function writeSummary(context, markdown) {
    try {
        await context.writeSummary(markdown);
    }
    catch (error) {
        context.log.warning(`Could not write the step summary: ${(0,failure/* describeFailure */.Ic)(error)}`);
    }
}


/***/ })

};
