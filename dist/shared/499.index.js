export const id = 499;
export const ids = [499,776];
export const modules = {

/***/ 34029:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dv: () => (/* binding */ annotateFindings),
/* harmony export */   kA: () => (/* binding */ describeFindings)
/* harmony export */ });
/* unused harmony exports MAX_PAGE_ANNOTATIONS, groupFindingsByPage, pageFindingLine */
/* harmony import */ var _util_line_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81694);

/** GitHub shows only the first few annotations of a step; the rest is summed up in one more line. */
const MAX_PAGE_ANNOTATIONS = 8;
/** Findings grouped by page, pages and hosts in the order they were found. */
function groupFindingsByPage(findings) {
    const pages = new Map();
    for (const { page, host, kind } of findings) {
        let hosts = pages.get(page);
        if (!hosts)
            pages.set(page, (hosts = new Map()));
        let kinds = hosts.get(host);
        if (!kinds)
            hosts.set(host, (kinds = new Set()));
        kinds.add(kind);
    }
    return [...pages].map(([page, hosts]) => ({
        page,
        hosts: [...hosts].map(([host, kinds]) => ({ host, kinds: [...kinds] })),
    }));
}
/** `guides/intro.html loads resources from other hosts: cdn.example.com (script, style), fonts.example.net (font)` */
function pageFindingLine({ page, hosts }) {
    const list = hosts.map(({ host, kinds }) => `${(0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_0__/* .lineText */ .o)(host)} (${kinds.join(', ')})`).join(', ');
    return `${(0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_0__/* .lineText */ .o)(page)} loads resources from other hosts, which an air-gapped deployment cannot reach: ${list}`;
}
/** One readable line per finding, for a pull request body. */
function describeFindings(findings) {
    return findings.map(({ page, kind, host }) => `${(0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_0__/* .lineText */ .o)(page)} loads ${article(kind)} ${kind} from ${(0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_0__/* .lineText */ .o)(host)}`);
}
/** One warning annotation per page (capped, with an "and N more" line), so the check is seen on the run page. */
function annotateFindings(log, findings) {
    const pages = groupFindingsByPage(findings);
    const title = 'Air-gap check';
    for (const page of pages.slice(0, MAX_PAGE_ANNOTATIONS))
        log.warning(pageFindingLine(page), { title });
    const more = pages.length - MAX_PAGE_ANNOTATIONS;
    if (more > 0) {
        log.warning(`… and ${more} more page${more === 1 ? '' : 's'} load resources from other hosts; see the step summary.`, { title });
    }
}
function article(kind) {
    return kind === 'image' ? 'an' : 'a';
}


/***/ }),

/***/ 96180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ uploadArtifactStep)
});

// EXTERNAL MODULE: ./.build/work/src/runtime/runner.js
var runtime_runner = __webpack_require__(70696);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
;// CONCATENATED MODULE: ./.build/work/src/bundle/artifact.js



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
        throw new errors/* OperationError */.OK(`Uploading the bundle as artifact "${fileName}" failed: this runner offers no artifact service (${missing.join(' and ')} not set). Outside GitHub Actions, leave "artifact-name" empty and take the bundle from bundle-path.`);
    }
    const staging = await promises_.mkdtemp(external_node_path_.join(request.tempDir, 'docs-export-artifact-'));
    const staged = external_node_path_.join(staging, fileName);
    try {
        // link the file itself: a linked symlink would point elsewhere from the staging directory
        const source = await promises_.realpath(request.bundlePath);
        await promises_.link(source, staged).catch(() => promises_.copyFile(source, staged));
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(659), __webpack_require__.e(294), __webpack_require__.e(252)]).then(__webpack_require__.bind(__webpack_require__, 91252));
        const client = new DefaultArtifactClient();
        const result = await client.uploadArtifact(fileName, [staged], staging, {
            skipArchive: true,
            ...(request.retentionDays ? { retentionDays: request.retentionDays } : {}),
        });
        request.log.info(`Uploaded the bundle as artifact "${fileName}" (id ${result.id}, ${result.size ?? 0} bytes).`);
        return { name: fileName, id: result.id ?? 0, size: result.size ?? 0, digest: result.digest };
    }
    catch (error) {
        throw new errors/* OperationError */.OK(`Uploading the bundle as artifact "${fileName}" failed: ${(0,errors/* describeFailure */.Ic)(error)}. The bundle itself is still at ${request.bundlePath}. Re-run the job if the artifact service failed for a moment, or leave "artifact-name" empty to skip the upload.`, { cause: error });
    }
    finally {
        await promises_.rm(staging, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./.build/work/src/bundle/artifact-step.js


/**
 * The `artifact-name` step of both link modes, run after the values rollout so that nothing the artifact
 * service does keeps the fresh link from the deployment. Skipped with a warning on GitHub Enterprise
 * Server, whose runners lack the artifact service the client uses. What it throws ends the step, with
 * every output already set by then.
 */
async function uploadArtifactStep(context, bundlePath) {
    const { settings, log, runner } = context;
    const { artifactName: name, artifactRetentionDays } = settings.mode === 'export' ? settings.export : settings.refresh;
    if (!name)
        return;
    const enterpriseServer = (0,runtime_runner/* enterpriseServerAddress */.Z)(runner);
    if (enterpriseServer) {
        log.warning(`artifact-name "${name}" is skipped: this runner belongs to GitHub Enterprise Server (${enterpriseServer}), where the artifact ` +
            `service this action uploads to is not available. The verified bundle is at ${bundlePath}: upload it in a later step with ` +
            'actions/upload-artifact@v3 (or the version your GHES supports), or leave artifact-name empty.', { title: 'Artifact skipped' });
        return;
    }
    await log.group('Uploading the bundle as an artifact', () => uploadBundleArtifact({
        bundlePath,
        name,
        retentionDays: artifactRetentionDays,
        tempDir: runner.runnerTemp,
        log,
    }));
}


/***/ }),

/***/ 65776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readDeployedPages: () => (/* binding */ readDeployedPages)
/* harmony export */ });
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89765);
/* harmony import */ var _download_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62037);
/* harmony import */ var _download_sink_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43983);
/* harmony import */ var _download_transfer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96246);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1061);
/* harmony import */ var _link_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33190);






/**
 * The files of the bundle at a link the values hold (the deployed side of the bundle diff, when no rollout recorded
 * its manifest): streamed through the archive checks of the verifier, hashing only. Nothing is written, and the
 * service is never asked for a fresh link: a link that expires on the way ends the read. Undefined for a site too
 * large to keep a manifest of.
 */
async function readDeployedPages(context, bundleUrl, limits) {
    const link = (0,_link_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBundleLink */ .re)(bundleUrl);
    const timeoutMs = limits.deadline - context.clock.now();
    if (timeoutMs <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', "no time is left of the export's deadline (`timeout`) to read it");
    const sink = (0,_download_sink_js__WEBPACK_IMPORTED_MODULE_1__/* .openInspectionSink */ .y)({
        scanExternal: false,
        maxUnpackedBytes: limits.budgetBytes,
        maxEntries: limits.maxEntries,
    });
    context.log.info('Reading the deployed bundle at the link the values hold, for the diff (hashing only, nothing stored).');
    try {
        await (0,_download_transfer_js__WEBPACK_IMPORTED_MODULE_2__/* .transferBundle */ .q)({
            bundle: { bundleUrl, expiresAt: '' },
            refreshBundle: () => Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', 'the link the values hold expired while it was read')),
            requestTimeoutMs: limits.requestTimeoutMs,
            timeoutMs,
            maxBytes: (0,_download_fetch_js__WEBPACK_IMPORTED_MODULE_0__.downloadCap)(limits.budgetBytes),
            http: context.http,
            clock: context.clock,
            log: context.log,
        }, link, sink);
        return (await sink.end()).fileHashes;
    }
    catch (error) {
        // The caps' own messages speak of max-unpacked-size: here the bound is the diff's budget.
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ && error.overSizeLimit)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', `the deployed bundle is larger than the diff's budget of ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(limits.budgetBytes)} (twice what the new bundle unpacks to, within max-unpacked-size)`);
        throw error;
    }
    finally {
        sink.destroy();
    }
}


/***/ }),

/***/ 38826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ downloaderOf)
/* harmony export */ });
/* unused harmony export DOWNLOAD_IN_THIS_PROCESS */
/* harmony import */ var _deployed_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(65776);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62037);


const DOWNLOAD_IN_THIS_PROCESS = {
    prepare: () => { },
    fetch: _fetch_js__WEBPACK_IMPORTED_MODULE_1__.fetchAndVerifyBundle,
    readDeployed: _deployed_js__WEBPACK_IMPORTED_MODULE_0__.readDeployedPages,
};
/** The run's downloader. */
function downloaderOf(context) {
    return context.bundleDownloader ?? DOWNLOAD_IN_THIS_PROCESS;
}


/***/ }),

/***/ 1061:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ verificationError),
/* harmony export */   H0: () => (/* binding */ ENTRY_PATH_TEXT),
/* harmony export */   rJ: () => (/* binding */ BundleError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);

/** How an archive path is shown in a message: quoted, exactly (odd characters escaped), bounded. */
const ENTRY_PATH_TEXT = { quoted: true, max: 200 };
/**
 * The one error the bundle code throws. Its message is meant for the user: it says what happened
 * and what to do, and never carries the link's query string (the presigned signature).
 */
class BundleError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    /**
     * 'verification', unless another kind of failure stopped the download: a fresh link the service refused is the
     * service's failure, whichever process asked for it (`kind` and `cause` from refreshedBundle in transfer.ts).
     */
    kind;
    stage;
    /** The bundle is larger than `max-unpacked-size` allows (its download or what it unpacks to). */
    overSizeLimit;
    constructor(stage, message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'BundleError';
        this.stage = stage;
        this.kind = options.kind ?? 'verification';
        this.overSizeLimit = options.overSizeLimit ?? false;
    }
}
/** A bundle that failed a check: what was wrong, and what to do about it. */
function verificationError(reason, options = {}) {
    return new BundleError('verification', `The bundle failed verification: ${reason}. It was deleted; run the export again, and report it to the service if it happens again.`, options);
}


/***/ }),

/***/ 9119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ deployedBundleReader),
/* harmony export */   u: () => (/* binding */ verifiedManifest)
/* harmony export */ });
/* harmony import */ var _download_downloader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38826);

// What the bundle capability hands a mode for the bundle diff of the values rollout (values does not import bundle:
// the mode passes these on, as the rollout's manifest and PreviousBundleSource).
/** The files the verification pass hashed in a downloaded bundle; undefined without a download or for a huge site. */
function verifiedManifest(download) {
    return download?.fileHashes;
}
/** Slack over twice the new bundle's unpacked size: a small site may grow by more than its size. */
const BUDGET_SLACK_BYTES = 16 * 1024 * 1024;
/**
 * How the deployed bundle's files are read from its link (hashing only): within what is left of the export's
 * `deadline`, and a byte budget of its own, twice what the new bundle unpacks to (the deployed one is an earlier
 * export of the same site), never more than `max-unpacked-size`.
 */
function deployedBundleReader(context, settings, bounds) {
    const newBytes = bounds.newBundle?.unpackedBytes ?? 0;
    const budgetBytes = Math.min(settings.maxUnpackedBytes, 2 * newBytes + BUDGET_SLACK_BYTES);
    return {
        fromLink: (bundleUrl) => (0,_download_downloader_js__WEBPACK_IMPORTED_MODULE_0__/* .downloaderOf */ .B)(context).readDeployed(context, bundleUrl, {
            maxEntries: settings.maxEntries,
            requestTimeoutMs: settings.requestTimeoutMs,
            deadline: bounds.deadline,
            budgetBytes,
        }),
    };
}


/***/ }),

/***/ 67710:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i_: () => (/* binding */ obtainVerifiedBundle)
});

// UNUSED EXPORTS: RENEWAL_CONFLICT_WINDOW_MS, bundleOutputs, linkOutputs

// EXTERNAL MODULE: ./.build/work/src/bundle/airgap-report.js
var airgap_report = __webpack_require__(34029);
// EXTERNAL MODULE: ./.build/work/src/bundle/download/downloader.js
var download_downloader = __webpack_require__(38826);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/extract.js + 16 modules
var extract = __webpack_require__(40155);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/bundle/errors.js
var errors = __webpack_require__(1061);
// EXTERNAL MODULE: ./.build/work/src/bundle/verify/entry-rules.js
var entry_rules = __webpack_require__(6470);
;// CONCATENATED MODULE: ./.build/work/src/bundle/extract.js






/**
 * Extracts a verified bundle into `directory`, which must be new or empty: extracting over an older
 * site would leave its removed pages behind, and the action never deletes files it did not write.
 * The archive was checked while it downloaded; it is checked again here (a filter with the same
 * rules, tar's strict mode, no absolute paths, owners not restored), so no link is created or
 * followed and nothing is written outside `directory`. On failure the directory is emptied again.
 */
async function extractVerifiedBundle(bundlePath, directory) {
    const target = external_node_path_.resolve(directory);
    await prepareEmptyDirectory(target);
    const refused = [];
    const collisions = (0,entry_rules/* createCollisionCheck */.Ri)();
    let files = 0;
    const accept = (name, entry) => {
        const reason = (0,entry_rules/* unsafeEntryReason */.Xj)(name, entry.type, entry.linkpath) ??
            escapeReason(target, name) ??
            collisions.add((0,entry_rules/* normalizeEntryPath */.h1)(name), (0,entry_rules/* isFileEntry */.Hz)(entry.type));
        if (reason !== undefined) {
            refused.push(`${(0,line_text/* lineText */.o)(name, errors/* ENTRY_PATH_TEXT */.H0)} ${reason}`);
            return false;
        }
        if ((0,entry_rules/* isFileEntry */.Hz)(entry.type))
            files++;
        return true;
    };
    try {
        // Synchronous on purpose: when an asynchronous extraction fails, file writes may still be in
        // flight and land after the clean-up; a synchronous one has nothing left running when it throws.
        (0,extract/* extract */.o)({
            sync: true,
            file: bundlePath,
            cwd: target,
            strict: true,
            preservePaths: false,
            preserveOwner: false,
            filter: (name, entry) => accept(name, entry),
        });
    }
    catch (error) {
        await emptyDirectory(target);
        const { code, message } = error;
        throw new errors/* BundleError */.rJ('extraction', `Could not extract the bundle into ${target}: ${code && !message.includes(code) ? `${code} ` : ''}${message}.`);
    }
    if (refused.length > 0) {
        await emptyDirectory(target);
        throw new errors/* BundleError */.rJ('extraction', `Refused to extract the bundle into ${target}: entry ${refused.slice(0, 5).join('; ')}.`);
    }
    return { path: target, files };
}
/** Why `name` would land outside `target`, with the path rules of the platform (`path.win32` in tests on Linux). */
function escapeReason(target, name, paths = external_node_path_) {
    const inside = paths.relative(target, paths.resolve(target, name));
    const outside = inside === '..' || inside.startsWith(`..${paths.sep}`) || paths.isAbsolute(inside);
    return outside ? 'would be written outside the directory' : undefined;
}
async function prepareEmptyDirectory(target) {
    try {
        await (0,promises_.mkdir)(target, { recursive: true });
    }
    catch (error) {
        const { code, message } = error;
        throw new errors/* BundleError */.rJ('extraction', `Could not create the directory ${target} for extract-to (${code ?? message}).`);
    }
    const existing = await (0,promises_.readdir)(target);
    if (existing.length > 0) {
        throw new errors/* BundleError */.rJ('extraction', `extract-to ${target} is not empty: give a new or empty directory (the action does not delete files, and old pages would otherwise stay beside the new ones).`);
    }
}
async function emptyDirectory(target) {
    for (const name of await (0,promises_.readdir)(target).catch(() => [])) {
        await (0,promises_.rm)(external_node_path_.join(target, name), { recursive: true, force: true }).catch(() => { });
    }
}

// EXTERNAL MODULE: ./.build/work/src/bundle/link.js
var bundle_link = __webpack_require__(33190);
;// CONCATENATED MODULE: ./.build/work/src/bundle/obtain.js




/** A link that expires mid-download is renewed; a 409 then is retried for at least this long. */
const RENEWAL_CONFLICT_WINDOW_MS = 60_000;
/**
 * The bundle step both link modes share: ask for the link (a 409 is retried until `deadline`, a renewal
 * mid-download for at least a minute more), download and verify it in one pass, report the checks'
 * warnings and air-gap findings, and extract it when asked. The artifact upload is not part of it: a
 * mode runs it after the values rollout, which an artifact failure must never prevent.
 */
async function obtainVerifiedBundle(context, request) {
    const { service, clock, log, setSecret, http } = context;
    const downloader = (0,download_downloader/* downloaderOf */.B)(context);
    const { jobId, settings } = request;
    const ask = (until) => (0,bundle_link/* requestBundle */.II)({ service, clock, log, setSecret, jobId, deadline: until });
    // Before the link is asked for: whatever the download needs to start (a process) overlaps the request.
    if (settings.download)
        downloader.prepare();
    const first = await log.group(request.linkStep ?? 'Getting the bundle link', () => ask(request.deadline));
    const report = request.onOutputs ?? (() => { });
    report(linkOutputs(first));
    if (!settings.download)
        return { bundle: first };
    const verified = await log.group('Downloading and verifying the bundle', () => downloader.fetch({
        bundle: first,
        refreshBundle: async () => {
            const fresh = await ask(Math.max(request.deadline, clock.now() + RENEWAL_CONFLICT_WINDOW_MS));
            report(linkOutputs(fresh));
            return fresh;
        },
        destination: settings.bundlePath,
        expectedPageCount: request.expectedPageCount,
        airgapCheck: settings.airgapCheck,
        contentCheck: settings.contentCheck,
        maxUnpackedBytes: settings.maxUnpackedBytes,
        maxEntries: settings.maxEntries,
        hashFiles: request.hashFiles,
        requestTimeoutMs: settings.requestTimeoutMs,
        timeoutMs: settings.timeoutMs,
        http,
        clock,
        log,
    }));
    for (const warning of verified.warnings)
        log.warning(warning, { title: 'Bundle check' });
    if (verified.airgapFindings.length > 0)
        (0,airgap_report/* annotateFindings */.dv)(log, verified.airgapFindings);
    const download = { ...verified };
    report(bundleOutputs({ bundle: verified.bundle, download }));
    const extractTo = settings.extractTo;
    if (extractTo) {
        download.extracted = await log.group('Extracting the bundle', async () => {
            const extracted = await extractVerifiedBundle(verified.path, extractTo);
            log.info(`Extracted ${extracted.files} files to ${extracted.path}.`);
            return extracted;
        });
        report({ 'extracted-path': download.extracted.path });
    }
    return { bundle: verified.bundle, download };
}
/** The link's outputs: `bundle-url` and `expires-at`. */
function linkOutputs(bundle) {
    return { 'bundle-url': bundle.bundleUrl, 'expires-at': bundle.expiresAt };
}
/** Every output the bundle step sets: the link's, and the download's when there was one. */
function bundleOutputs(obtained) {
    const outputs = linkOutputs(obtained.bundle);
    const download = obtained.download;
    if (!download)
        return outputs;
    outputs['bundle-size'] = String(download.sizeBytes);
    outputs['bundle-sha256'] = download.sha256;
    outputs['bundle-path'] = download.path;
    if (download.extracted)
        outputs['extracted-path'] = download.extracted.path;
    return outputs;
}


/***/ }),

/***/ 66304:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ explainGitHubError),
/* harmony export */   Rr: () => (/* binding */ GitHubRateLimitError),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   mY: () => (/* binding */ GitHubProxyError),
/* harmony export */   nD: () => (/* binding */ LostAnswerError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
/* harmony import */ var _util_line_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81694);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11119);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60151);




/** A GitHub failure turned into one message that says what to do; it never carries the request (its body holds the link). */
class GitHubError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind = 'github';
    status;
    constructor(message, status) {
        super(message);
        this.name = 'GitHubError';
        this.status = status;
    }
}
/** GitHub said to wait (a rate limit): nothing is wrong with the token, and the same call later may pass. */
class GitHubRateLimitError extends GitHubError {
    limit;
    constructor(message, status, limit) {
        super(message, status);
        this.name = 'GitHubRateLimitError';
        this.limit = limit;
    }
}
/**
 * A request that failed at the runner's proxy, before GitHub could answer (octokit.ts tells it apart). It carries
 * the request's URL as octokit's errors do, and no nested request, so octokit's retry plugin does not retry it.
 */
class GitHubProxyError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind = 'github';
    request;
    constructor(message, url) {
        super(message);
        this.name = 'GitHubProxyError';
        this.request = { url };
    }
}
/**
 * A request whose answer was lost and that is not sent again: it may have been done. It carries the request's URL
 * as octokit's errors do, and no nested request, so octokit's retry plugin does not retry it.
 */
class LostAnswerError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind = 'github';
    request;
    constructor(message, url) {
        super(message);
        this.name = 'LostAnswerError';
        this.request = { url };
    }
}
/**
 * For each kind of call: the `permissions:` line the workflow needs, what else it may need beside, and the input that
 * names the repository (the default of `repositoryInput`).
 */
const PERMISSIONS = {
    contents: {
        line: '`contents: write`',
        beside: ' (and `pull-requests: write` for `push: pull-request`)',
        repositoryInput: 'values-repository',
    },
    'pull-requests': { line: '`pull-requests: write`', beside: '', repositoryInput: 'values-repository' },
    issues: { line: '`issues: write`', beside: ' (and `pull-requests: write` to comment on a pull request)' },
};
const TOKEN_REACH = 'The default github.token reaches only the repository running the workflow: for another repository, pass a ' +
    'personal access token or a GitHub App token with access to it as `github-token`.';
/**
 * The HTTP status of an octokit failure, or undefined when GitHub never answered: octokit reports a network
 * failure as a 500 without a response.
 */
function statusOf(error) {
    const failure = error;
    return typeof failure?.status === 'number' && failure.response !== undefined ? failure.status : undefined;
}
/**
 * The one explainer of every octokit failure: what was tried, what GitHub said (one line, links without their
 * query), and what to fix, by status.
 */
function explainGitHubError(error, attempt) {
    const status = statusOf(error);
    const said = gitHubMessage(error);
    const where = `${attempt.action} in ${attempt.repository}`;
    if (error instanceof GitHubProxyError) {
        return new GitHubError(`Could not reach GitHub${hostOf(error)} to ${where}: ${error.message}.`);
    }
    if (error instanceof LostAnswerError)
        return new GitHubError(`Tried to ${where}: ${error.message}`);
    if (status === undefined) {
        return new GitHubError(`Could not reach GitHub${hostOf(error)} to ${where}: ${said}. Check GITHUB_API_URL (on GitHub Enterprise Server it ` +
            "ends in /api/v3) and the runner's proxy settings.");
    }
    const limit = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .rateLimitOf */ .tX)(error);
    if (limit) {
        const which = limit.secondary ? 'secondary rate limit (too many requests in a short time)' : 'API rate limit';
        const asked = limit.retryAfterS === undefined
            ? ''
            : limit.retryAfterS > _rate_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .LONGEST_RATE_LIMIT_WAIT_S */ .U
                ? `; GitHub asks to wait ${limit.retryAfterS} s, longer than the ${_rate_limit_js__WEBPACK_IMPORTED_MODULE_1__/* .LONGEST_RATE_LIMIT_WAIT_S */ .U} s the action waits`
                : `; GitHub asked to wait ${limit.retryAfterS} s`;
        return new GitHubRateLimitError(`GitHub's ${which} stopped the action from trying to ${where} (${status} ${said})${asked}. This is not a ` +
            'missing permission: re-run later, or spread the runs that share this token over time.', status, limit);
    }
    const permission = PERMISSIONS[attempt.permission];
    switch (status) {
        case 401:
            return new GitHubError(`GitHub rejected the token (401 ${said}) when trying to ${where}. Check the \`github-token\` input: the token may be missing, expired or revoked.`, 401);
        case 403:
            return new GitHubError(`The token may not ${where} (403 ${said}): it lacks ${permission.line}${permission.beside}, which the workflow ` +
                `grants with \`permissions:\`. ${TOKEN_REACH}`, 403);
        case 404: {
            const input = attempt.repositoryInput ?? permission.repositoryInput;
            return new GitHubError(attempt.notFound ??
                `Not found (404) when trying to ${where}: check ${input ? `\`${input}\`, and ` : ''}that \`github-token\` can see ` +
                    `${attempt.repository} (GitHub answers 404 for a private repository the token cannot reach; github.token reaches ` +
                    "only the workflow's own repository).", 404);
        }
        default:
            return new GitHubError(`GitHub answered ${status} when trying to ${where}: ${said}`, status);
    }
}
/** ` at host`, from the failed request, so a wrong GITHUB_API_URL shows; empty when unknown. */
function hostOf(error) {
    const url = error?.request?.url;
    if (typeof url !== 'string')
        return '';
    try {
        return ` at ${new URL(url).host}`;
    }
    catch {
        return '';
    }
}
/** GitHub's own `message`, one line, without links that might carry a query string. */
function gitHubMessage(error) {
    const data = error?.response?.data;
    const raw = data && typeof data === 'object' && typeof data.message === 'string'
        ? data.message
        : (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error);
    const line = raw.split('\n').find((l) => l.trim() !== '') ?? '';
    return (0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_2__/* .lineText */ .o)((0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrls */ .sK)(line), { max: 300 });
}


/***/ }),

/***/ 73379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ GITHUB_BODY_LIMIT)
/* harmony export */ });
// GitHub's own limits on what the action writes there.
/** The longest body GitHub takes for an issue, a comment or a pull request, in characters. */
const GITHUB_BODY_LIMIT = 65_536;


/***/ }),

/***/ 35295:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T9: () => (/* binding */ getPullRequest),
/* harmony export */   _b: () => (/* binding */ upsertPullRequest),
/* harmony export */   aF: () => (/* binding */ findOpenPullRequest),
/* harmony export */   qc: () => (/* binding */ listPullRequests)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66304);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61919);


const attemptOf = (repo, action) => ({
    repository: (0,_repository_js__WEBPACK_IMPORTED_MODULE_1__/* .fullNameOf */ .E)(repo),
    action,
    permission: 'pull-requests',
});
/** The open pull request from `head` into `base` (the oldest, should there be several). */
async function findOpenPullRequest(octokit, repo, head, base) {
    const open = await listPullRequests(octokit, repo, { head, base, state: 'open' });
    return open.at(-1);
}
/** What the action reads of a pull request, from a listed one or one read alone (they share these fields). */
function pullFacts(p) {
    return {
        number: p.number,
        url: p.html_url,
        title: p.title,
        body: p.body ?? '',
        base: p.base.ref,
        ...(p.merged_at && { mergedAt: p.merged_at }),
    };
}
/** One pull request as it is now (its description may have changed since the event that started the run). */
async function getPullRequest(octokit, repo, number) {
    try {
        const { data } = await octokit.rest.pulls.get({ owner: repo.owner, repo: repo.repo, pull_number: number });
        return pullFacts(data);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, {
            ...attemptOf(repo, `read pull request #${number}`),
            notFound: `There is no pull request #${number} in ${(0,_repository_js__WEBPACK_IMPORTED_MODULE_1__/* .fullNameOf */ .E)(repo)} (404), or the token cannot see it.`,
        });
    }
}
/**
 * Pull requests from `head` (a branch of the same repository) into `base`, newest first: one page of 100, which holds
 * the open one and the recent merged ones.
 */
async function listPullRequests(octokit, repo, query) {
    try {
        const { data } = await octokit.rest.pulls.list({
            owner: repo.owner,
            repo: repo.repo,
            state: query.state,
            head: `${repo.owner}:${query.head}`,
            base: query.base,
            sort: 'created',
            direction: 'desc',
            per_page: 100,
        });
        return data.filter((p) => p.head.ref === query.head && p.base.ref === query.base).map(pullFacts);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `list the pull requests from ${query.head}`));
    }
}
/**
 * Opens the pull request, or updates the one already open from `head` (title and body), so there is exactly one.
 * A pull request opened meanwhile by a racing run (422) is found and updated instead.
 */
async function upsertPullRequest(octokit, repo, draft) {
    const existing = await findOpenPullRequest(octokit, repo, draft.head, draft.base);
    if (existing)
        return { ...(await updatePullRequest(octokit, repo, existing, draft)), created: false };
    try {
        const { data } = await octokit.rest.pulls.create({ owner: repo.owner, repo: repo.repo, ...draft });
        return {
            number: data.number,
            url: data.html_url,
            title: data.title,
            body: data.body ?? '',
            base: data.base.ref,
            created: true,
        };
    }
    catch (error) {
        if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .statusOf */ .c2)(error) === 422) {
            const raced = await findOpenPullRequest(octokit, repo, draft.head, draft.base);
            if (raced)
                return { ...(await updatePullRequest(octokit, repo, raced, draft)), created: false };
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `open a pull request from ${draft.head} into ${draft.base}`));
    }
}
async function updatePullRequest(octokit, repo, pull, draft) {
    if (pull.title === draft.title && pull.body === draft.body)
        return pull;
    try {
        await octokit.rest.pulls.update({
            owner: repo.owner,
            repo: repo.repo,
            pull_number: pull.number,
            title: draft.title,
            body: draft.body,
        });
        return { ...pull, title: draft.title, body: draft.body };
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `update pull request #${pull.number}`));
    }
}


/***/ }),

/***/ 60151:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ LONGEST_RATE_LIMIT_WAIT_S),
/* harmony export */   Xp: () => (/* binding */ RATE_LIMIT_TRIES),
/* harmony export */   tX: () => (/* binding */ rateLimitOf)
/* harmony export */ });
// GitHub's rate limits as the action tells them from a refusal: a 403 or 429 that says "wait", never a missing
// permission. The primary limit is the token's requests per hour; the secondary one, too many requests (writes
// above all) in a short time.
/** Longest wait, in seconds, the action accepts from a rate limit before it tries again; a longer one ends the call. */
const LONGEST_RATE_LIMIT_WAIT_S = 60;
/** Tries again after a rate limit, each after the wait GitHub asked for. */
const RATE_LIMIT_TRIES = 3;
/**
 * The rate limit a failure is, or undefined: a 429, or a 403 with `Retry-After`, with no requests left
 * (`x-ratelimit-remaining: 0`) or whose message names a rate limit.
 */
function rateLimitOf(error) {
    const failure = error;
    const status = failure?.status;
    if ((status !== 403 && status !== 429) || !failure?.response)
        return undefined;
    const headers = failure.response.headers ?? {};
    const data = failure.response.data;
    const message = data && typeof data === 'object' && typeof data.message === 'string'
        ? data.message
        : '';
    const asksToWait = typeof headers['retry-after'] === 'string' && headers['retry-after'].trim() !== '';
    const noneLeft = headers['x-ratelimit-remaining'] === '0';
    const named = /rate limit/i.test(message);
    if (status === 403 && !asksToWait && !noneLeft && !named)
        return undefined;
    const retryAfter = secondsOf(headers['retry-after']);
    return {
        secondary: /secondary rate limit/i.test(message) || (asksToWait && !noneLeft),
        ...(retryAfter === undefined ? {} : { retryAfterS: retryAfter }),
    };
}
/** `Retry-After` in whole seconds, as GitHub sends it; another form still marks a rate limit, without a figure. */
function secondsOf(value) {
    return typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : undefined;
}


/***/ }),

/***/ 61919:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ fullNameOf),
/* harmony export */   T: () => (/* binding */ getRepository)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66304);

function fullNameOf(ref) {
    return `${ref.owner}/${ref.repo}`;
}
/** `repositoryInput` names where the repository came from, for a 404 (default `values-repository`). */
async function getRepository(octokit, ref, repositoryInput) {
    try {
        const { data } = await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo });
        return {
            fullName: data.full_name,
            defaultBranch: data.default_branch,
            visibility: data.visibility ?? (data.private ? 'private' : 'public'),
            htmlUrl: data.html_url,
        };
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, {
            repository: fullNameOf(ref),
            action: 'read the repository',
            permission: 'contents',
            repositoryInput,
        });
    }
}


/***/ }),

/***/ 33156:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ visibilityInEvent),
/* harmony export */   v: () => (/* binding */ pullRequestFromFork)
/* harmony export */ });
// What the workflow's event payload (GITHUB_EVENT_PATH, read into RunnerEnvironment.event) says about who controls
// the workspace and who can read the repository.
/**
 * Whether the event is a pull request from another repository than its base (a fork), or one whose head repository
 * is gone: its author, an outsider, chose what the workspace holds.
 */
function pullRequestFromFork(event) {
    const pull = event.pull_request;
    if (!pull || typeof pull !== 'object')
        return false;
    const head = pull.head?.repo?.full_name;
    const base = pull.base?.repo?.full_name;
    return typeof head !== 'string' || typeof base !== 'string' || head.toLowerCase() !== base.toLowerCase();
}
/**
 * The visibility (`public`, `private`, `internal`) the payload gives the repository `fullName`, when the payload is
 * about that repository; undefined otherwise (a schedule's payload names none), and GitHub must be asked.
 */
function visibilityInEvent(event, fullName) {
    const repository = event.repository;
    if (typeof repository?.full_name !== 'string' || repository.full_name.toLowerCase() !== fullName.toLowerCase())
        return undefined;
    if (typeof repository.visibility === 'string')
        return repository.visibility;
    return typeof repository.private === 'boolean' ? (repository.private ? 'private' : 'public') : undefined;
}


/***/ }),

/***/ 26736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
/* harmony import */ var _util_line_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81694);
// The one writer of the step summary, for every mode. The summary repeats what the log and the outputs already
// say, so one that cannot be written (GITHUB_STEP_SUMMARY unset or unwritable, a full disk) costs a warning and
// never changes the step's result.


/** Appends markdown to the step summary; whether it was written. Never throws: a failure is a warning. */
async function writeStepSummary(context, markdown) {
    const { summary, log, settings } = context;
    try {
        await summary.append(markdown);
        return true;
    }
    catch (error) {
        const secrets = [settings.service?.apiKey ?? '', settings.githubToken];
        const cause = (0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineText */ .o)((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error), { secrets }).replace(/\.$/, '');
        log.warning(`Could not write the step summary (${summary.setBy}): ${cause}. The run goes on: the log and the outputs say the same.`);
        return false;
    }
}


/***/ }),

/***/ 35979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ escapeMarkdown),
/* harmony export */   N: () => (/* binding */ markdownPath)
/* harmony export */ });
/* harmony import */ var _characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61890);
// The one escaping of untrusted text (page paths, entry names, anything not written by the action
// itself) for markdown GitHub publishes: comments, issues, pull request bodies, step summaries.
// Whatever the text, it shows as itself and does nothing: no markup, link, image or HTML, no
// mention that notifies people, no reference that cross-links an issue, no character that hides
// or reorders what is shown, nothing that breaks the table or fence around it or looks like the
// action's hidden markers.

/** Where the replaced format characters were, visibly. */
const REPLACEMENT = '\uFFFD';
const HTML = /[&<>"]/g;
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Inline markdown syntax anywhere in a line, `$` for GitHub's math. */
const PUNCTUATION = /[\\`*_[\]|~!#(){}$]/g;
/** Block syntax at the start of a line: a list, a setext underline, an ordered list number. */
const BLOCK_START = /^(\s*)([-+=]|\d+(?=[.)]))/;
/** Inserted where GitHub would otherwise link: invisible, and it breaks the pattern GitHub looks for. */
const BREAK = '&#8203;';
/**
 * Where GitHub links or notifies, in one pass (so that no break is inserted into another): a mention
 * or e-mail (`@`), an issue reference (`#123`, `owner/repo#123`), `GH-123` and autolink prefixes such
 * as `JIRA-123`, and GFM's extended autolinks (`www.`, `scheme://`).
 */
const LINKABLE = /@|#(?=\d)|(?<=[A-Za-z])-(?=\d)|(?<=w)(?=ww\.)|:(?=\/\/)/gi;
/**
 * What a code span cannot hold: a backtick ends it; `|` needs a backslash in a table but shows one
 * elsewhere, and `\` may escape it; `<`/`>` keep marker look-alikes out of the source.
 */
const UNSAFE_IN_CODE = /[`\\|<>]/;
/** The text with what changes how it reads replaced: line breaks and controls by spaces, format characters by U+FFFD. */
function visible(text) {
    return text.replace(_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL_CHARACTERS */ .nI, ' ').replace(_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_CHARACTERS */ .R3, REPLACEMENT);
}
function asText(clean) {
    let out = clean.replace(HTML, (c) => HTML_ENTITIES[c] ?? c).replace(PUNCTUATION, (c) => `\\${c}`);
    out = out.replace(BLOCK_START, (_m, space, mark) => /\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`);
    return out.replace(LINKABLE, (found) => `${found}${BREAK}`);
}
/**
 * `text` as markdown that shows exactly it, inline (one line), safe inside a table cell. Untrusted
 * input goes through here and nowhere else before it is published.
 */
function escapeMarkdown(text, options = {}) {
    const clean = visible(text);
    if (clean.trim() === '')
        return clean === '' ? '' : asText(clean);
    if (options.code && !UNSAFE_IN_CODE.test(clean))
        return `\`${clean}\``;
    return asText(clean);
}
/** A path, id or name, as a code span where that is safe: `escapeMarkdown(text, { code: true })`. */
function markdownPath(text) {
    return escapeMarkdown(text, { code: true });
}


/***/ }),

/***/ 10797:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G4: () => (/* binding */ renderString),
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   NF: () => (/* binding */ detectLineEnding),
/* harmony export */   Po: () => (/* binding */ isEmptyValue),
/* harmony export */   Qc: () => (/* binding */ parseValues),
/* harmony export */   Qe: () => (/* binding */ detectIndentUnit),
/* harmony export */   Rx: () => (/* binding */ describeKey),
/* harmony export */   Ut: () => (/* binding */ applySplices),
/* harmony export */   Vj: () => (/* binding */ styleOf),
/* harmony export */   _o: () => (/* binding */ isTrueSource),
/* harmony export */   c6: () => (/* binding */ findPair),
/* harmony export */   f9: () => (/* binding */ ValuesFileError),
/* harmony export */   mt: () => (/* binding */ nextLineStart),
/* harmony export */   n_: () => (/* binding */ lineBreakOf),
/* harmony export */   qF: () => (/* binding */ commentStart),
/* harmony export */   uV: () => (/* binding */ columnOf)
/* harmony export */ });
/* unused harmony exports lineStartOf, isPlainSafe */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(865);
/**
 * The values file as YAML source: parsing with errors that never quote it, what the document model says of it, the
 * text facts the model does not keep (line ends, columns, comments), and how a new scalar is written into it.
 */


/** A values file that cannot be edited safely; the message names the key and says what to fix, never a value. */
class ValuesFileError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ {
    kind = 'input';
    constructor(message) {
        super(message);
        this.name = 'ValuesFileError';
    }
}
/** Parses one YAML document; errors report their position only (a source excerpt could show the signed link). */
function parseValues(text, fileLabel = 'The values file') {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { prettyErrors: true, uniqueKeys: true });
    const [error] = doc.errors;
    if (error) {
        const where = error.linePos ? ` (line ${error.linePos[0].line}, column ${error.linePos[0].col})` : '';
        const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
        throw new ValuesFileError(`${fileLabel} is not valid YAML${where}: ${reason}`);
    }
    return doc;
}
function findPair(map, key) {
    return map.items.find((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && String(pair.key.value) === key);
}
/** `key:` with nothing, `~`, `null` or `{}`: a place where a block can be created. */
function isEmptyValue(node) {
    if (node === null)
        return true;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return node.value === null;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && node.items.length === 0;
}
function kindOf(node) {
    if (node === null)
        return 'nothing';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return 'a mapping';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return 'a scalar value';
    return node.constructor.name === 'Alias' ? 'an alias' : 'a list';
}
function describeKey(keyPath) {
    return keyPath.length === 0 ? 'the top level' : `\`${keyPath.join('.')}\``;
}
/**
 * The indentation step the file uses (2 or 4, usually): the most common difference between the column of a
 * block mapping's key and the keys of the block mapping under it. 2 when the file has no nesting.
 */
function detectIndentUnit(doc, text) {
    const counts = new Map();
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_key, pair) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value) || pair.value.flow)
                return;
            const keyRange = pair.key.range;
            const firstKey = pair.value.items[0]?.key;
            if (!keyRange || !firstKey?.range)
                return;
            const step = columnOf(text, firstKey.range[0]) - columnOf(text, keyRange[0]);
            if (step > 0)
                counts.set(step, (counts.get(step) ?? 0) + 1);
        },
    });
    let best = 2;
    let bestCount = 0;
    for (const [step, count] of counts) {
        if (count > bestCount || (count === bestCount && step < best))
            [best, bestCount] = [step, count];
    }
    return best;
}
/** The line ending the file mostly uses (CRLF when any line ends with it and most do). */
function detectLineEnding(text) {
    const crlf = text.match(/\r\n/g)?.length ?? 0;
    const lf = text.match(/\n/g)?.length ?? 0;
    return crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
}
/** Offset where the line holding `offset` starts. */
function lineStartOf(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** Offset of the line break (`\r\n` or `\n`) ending the line that holds `offset`, or the text's length. */
function lineBreakOf(text, offset) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1)
        return text.length;
    return newline > 0 && text[newline - 1] === '\r' ? newline - 1 : newline;
}
/** Offset just after the line break of the line holding `offset`; `offset` itself when it already starts a line. */
function nextLineStart(text, offset) {
    if (offset > 0 && text[offset - 1] === '\n')
        return offset;
    const newline = text.indexOf('\n', offset);
    return newline === -1 ? text.length : newline + 1;
}
function columnOf(text, offset) {
    return offset - lineStartOf(text, offset);
}
/**
 * Where a comment starts in a piece of one line (a `#` at its start or after a space, outside quotes), or -1.
 * The piece begins outside any scalar, e.g. just after a value.
 */
function commentStart(piece) {
    let quote;
    for (let i = 0; i < piece.length; i += 1) {
        const char = piece[i];
        if (quote === '"') {
            if (char === '\\')
                i += 1;
            else if (char === '"')
                quote = undefined;
        }
        else if (quote === "'") {
            if (char === "'" && piece[i + 1] === "'")
                i += 1;
            else if (char === "'")
                quote = undefined;
        }
        else if (char === '"' || char === "'") {
            quote = char;
        }
        else if (char === '#' && (i === 0 || piece[i - 1] === ' ' || piece[i - 1] === '\t')) {
            return i;
        }
    }
    return -1;
}
/** Applies non-overlapping splices given in any order. */
function applySplices(text, splices) {
    const ordered = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
    let result = text;
    let limit = Number.POSITIVE_INFINITY;
    for (const splice of ordered) {
        if (splice.end > limit)
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OperationError */ .OK('internal error: overlapping edits of the values file');
        result = result.slice(0, splice.start) + splice.text + result.slice(splice.end);
        limit = splice.start;
    }
    return result;
}
/** YAML source of `value` in `style`, falling back to double quotes when the style cannot hold it faithfully. */
function renderString(value, style, inFlow) {
    if (style === 'plain' && isPlainSafe(value, inFlow))
        return value;
    if (style === 'single' && !/[\n\r\t\\\p{Cc}]/u.test(value))
        return `'${value.replaceAll("'", "''")}'`;
    // JSON's escapes are a subset of YAML's double-quoted escapes.
    return JSON.stringify(value);
}
/**
 * A plain scalar is safe when it reads back as the same string under YAML 1.2 and under YAML 1.1, which Helm's
 * parser follows (`1.0`, `yes`, `2024-06-01` change meaning there).
 */
function isPlainSafe(value, inFlow) {
    if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value))
        return false;
    const source = inFlow ? `{k: ${value}}` : `k: ${value}`;
    for (const version of ['1.2', '1.1']) {
        try {
            const parsed = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(source, { version, uniqueKeys: false });
            if (!parsed || typeof parsed !== 'object' || parsed.k !== value)
                return false;
        }
        catch {
            return false;
        }
    }
    return true;
}
function styleOf(type) {
    if (type === 'QUOTE_SINGLE')
        return 'single';
    if (type === 'QUOTE_DOUBLE')
        return 'double';
    return 'plain';
}
/** Words YAML 1.1 (and so Helm) reads as true; YAML 1.2 knows the first three. */
const TRUE_WORDS = new Set(['true', 'True', 'TRUE', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y']);
function isTrueSource(source) {
    return TRUE_WORDS.has(source);
}


/***/ }),

/***/ 66604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ readRecordedLink),
/* harmony export */   d_: () => (/* binding */ recordSplices)
/* harmony export */ });
/* unused harmony exports formatLinkRecord, parseLinkRecord, findLinkRecord, locateBundleUrl */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _util_job_id_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2769);
/* harmony import */ var _document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10797);



const MARKER = 'docs-export:';
/**
 * Finds the note inside a comment, whatever else the comment says. The job id and the expiry are read with the rules
 * they were written by: a job id outside JOB_ID_PATTERN, or an expiry that is not an RFC 3339 UTC instant, is no note.
 */
const RECORD_PATTERN = new RegExp(`docs-export:[ \\t]*job=(${_util_job_id_js__WEBPACK_IMPORTED_MODULE_2__/* .JOB_ID_CHARACTERS */ .xO})(?:[ \\t]+expires=(\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z))?(?=[ \\t#]|$)`);
/** The note and whatever an earlier writer put after `docs-export:` on its comment (replaced whole). */
const ANY_NOTE = /docs-export:[^\r\n]*/;
/** The comment text without `#`; the job id must pass JOB_ID_PATTERN, so nothing can close the comment line. */
function formatLinkRecord(record) {
    if (!(0,_util_job_id_js__WEBPACK_IMPORTED_MODULE_2__/* .isJobId */ .dW)(record.jobId))
        throw new _document_js__WEBPACK_IMPORTED_MODULE_1__/* .ValuesFileError */ .f9((0,_util_job_id_js__WEBPACK_IMPORTED_MODULE_2__/* .badJobIdMessage */ .he)('The job id to record beside `bundleUrl`'));
    if (record.expiresAt !== undefined && !/^[0-9T:.Z-]+$/.test(record.expiresAt)) {
        throw new _document_js__WEBPACK_IMPORTED_MODULE_1__/* .ValuesFileError */ .f9('The expiry to record beside `bundleUrl` is not an RFC 3339 UTC instant.');
    }
    return `${MARKER} job=${record.jobId}${record.expiresAt ? ` expires=${record.expiresAt}` : ''}`;
}
/** Reads a note back from a comment (with or without its `#`); undefined when the comment holds none. */
function parseLinkRecord(comment) {
    const match = RECORD_PATTERN.exec(comment);
    if (!match)
        return undefined;
    const [, jobId, expiresAt] = match;
    return expiresAt ? { jobId: jobId, expiresAt } : { jobId: jobId };
}
/** Where the note sits in a comment, so it can be replaced without touching the rest of the comment. */
function findLinkRecord(comment) {
    const match = RECORD_PATTERN.exec(comment) ?? ANY_NOTE.exec(comment);
    return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}
/** Writes (or rewrites) the job/expiry note in the comment at the end of the line where `bundleUrl`'s value ends. */
function recordSplices(text, keyPath, record) {
    const located = locateBundleUrl(text, keyPath);
    if (!located)
        throw new _document_js__WEBPACK_IMPORTED_MODULE_1__/* .ValuesFileError */ .f9('internal error: bundleUrl was not found after the edit');
    const { valueEnd, lineBreak, comment } = located;
    const note = formatLinkRecord(record);
    if (comment === undefined) {
        const trailing = text.slice(valueEnd, lineBreak).match(/[ \t]*$/)?.[0].length ?? 0;
        return [{ start: lineBreak - trailing, end: lineBreak, text: ` # ${note}` }];
    }
    const existing = findLinkRecord(comment.text);
    if (existing)
        return [{ start: comment.start + existing.start, end: comment.start + existing.end, text: note }];
    const trailing = comment.text.match(/[ \t]*$/)?.[0].length ?? 0;
    return [{ start: lineBreak - trailing, end: lineBreak, text: ` # ${note}` }];
}
/** Finds `bundleUrl` under `keyPath` and the comment on its line; undefined when the path or the key is absent. */
function locateBundleUrl(text, keyPath) {
    let node = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .parseValues */ .Qc)(text).contents;
    for (const key of [...keyPath, 'bundleUrl']) {
        if (!node || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            return undefined;
        node = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .findPair */ .c6)(node, key)?.value ?? null;
    }
    if (!node || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return undefined;
    const valueEnd = node.range[1];
    const lineBreak = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .lineBreakOf */ .n_)(text, valueEnd);
    // A block scalar ends at a line start: its comment, if any, sits on its header line, which the action never writes.
    const isBlockScalar = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    const rest = isBlockScalar ? '' : text.slice(valueEnd, lineBreak);
    const at = (0,_document_js__WEBPACK_IMPORTED_MODULE_1__/* .commentStart */ .qF)(rest);
    return {
        value: typeof node.value === 'string' ? node.value : undefined,
        valueEnd,
        lineBreak,
        comment: at === -1 ? undefined : { start: valueEnd + at, text: rest.slice(at) },
    };
}
/** Reads `bundleUrl` under `keyPath` and the note beside it; empty when the block or the key is absent. */
function readRecordedLink(text, keyPath) {
    const located = locateBundleUrl(text.replace(/^\uFEFF/, ''), keyPath);
    if (!located)
        return {};
    const record = located.comment ? parseLinkRecord(located.comment.text) : undefined;
    return { ...(located.value !== undefined && { bundleUrl: located.value }), ...(record && { record }) };
}


/***/ }),

/***/ 78300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ withPullRequestNotice)
/* harmony export */ });
/* harmony import */ var _github_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73379);
/** A notice at the top of the refresh pull request's body, kept apart from the body the rollout writes. */

const START = '<!-- docs-export:notice -->';
const END = '<!-- /docs-export:notice -->';
const BLOCK = /<!-- docs-export:notice -->[\s\S]*?<!-- \/docs-export:notice -->\n*/;
/**
 * The body with `notice` as a warning after its heading, replacing an earlier notice; without `notice`, the body
 * without one. A body that would outgrow GitHub's limit stays as it is (the run's log and summary say it anyway).
 */
function withPullRequestNotice(body, notice) {
    const bare = body.replace(BLOCK, '');
    if (notice === undefined)
        return bare;
    const block = `${START}\n> [!WARNING]\n> ${notice.replace(/\r?\n/g, ' ')}\n${END}\n\n`;
    const heading = /^### .*\n\n?/m.exec(bare);
    const at = heading ? heading.index + heading[0].length : 0;
    const result = `${bare.slice(0, at)}${block}${bare.slice(at)}`;
    return result.length <= _github_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .GITHUB_BODY_LIMIT */ .n ? result : body;
}


/***/ }),

/***/ 44485:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uM: () => (/* binding */ openValuesStore),
  mQ: () => (/* binding */ rollOutValues)
});

// UNUSED EXPORTS: valuesChange, valuesOutputs

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./.build/work/src/github/repository.js
var repository = __webpack_require__(61919);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/job-id.js
var job_id = __webpack_require__(2769);
;// CONCATENATED MODULE: ./.build/work/src/manifest/framing.js


/** The first line of every pull request body the action writes: how a later run knows the body for its own. */
const PULL_REQUEST_MARKER = '<!-- docs-export-action:values-pull-request -->';
/** Base64, base64url and a few separators: nothing that can end an HTML comment or start markup. */
const RECORD_CHARACTERS = /^[A-Za-z0-9+/=_.:,;~-]+$/;
const RECORD_MARKER = 'docs-export-action:bundle-manifest';
const LINE = 100;
const RECORD_LINE = new RegExp(`^[A-Za-z0-9+/=_.:,;~-]{1,${LINE}}$`);
const MARKER_FIELDS = /^job=([A-Za-z0-9_-]{1,128}) pages=(\d{1,9})$/;
/** GitHub takes commit messages far longer; beyond this a record is not worth the history it clutters. */
const MAX_RECORD_IN_COMMIT = 262_144;
/** The longest block the action writes (the longest record, its line breaks, the marker line and the comment): the tail read. */
const MAX_BLOCK_CHARACTERS = MAX_RECORD_IN_COMMIT + Math.ceil(MAX_RECORD_IN_COMMIT / LINE) + 256;
const OPENER = {
    'pull-request-body': `\n<!-- ${RECORD_MARKER} `,
    'commit-message': `\n\n${RECORD_MARKER} `,
};
const CLOSER = { 'pull-request-body': '\n-->', 'commit-message': '' };
/** The record as it is written in `layout`: a marker line naming the job and the page count, then the record wrapped. */
function recordBlock(jobId, pages, record, layout) {
    if (!(0,job_id/* isJobId */.dW)(jobId) || !RECORD_CHARACTERS.test(record))
        throw new errors/* OperationError */.OK('internal error: a bundle manifest record the action cannot write safely');
    const lines = [
        `${RECORD_MARKER} job=${jobId} pages=${pages}`,
        ...(record.match(new RegExp(`.{1,${LINE}}`, 'g')) ?? []),
    ];
    return layout === 'pull-request-body' ? `<!-- ${lines.join('\n')}\n-->` : lines.join('\n');
}
/**
 * The record block of `record` within `room` characters (the text gets what the marker line and the wrapping leave),
 * or undefined when it cannot fit.
 */
function recordBlockWithin(jobId, record, layout, room) {
    // Everything but the text: the block of a one-character text, less that character and its line break.
    const overhead = recordBlock(jobId, record.pages, 'A', layout).length - 2;
    const textRoom = Math.floor(((Math.min(room, MAX_BLOCK_CHARACTERS) - overhead - 1) * LINE) / (LINE + 1));
    if (textRoom <= 0)
        return undefined;
    const text = record.text(Math.min(textRoom, MAX_RECORD_IN_COMMIT));
    if (text === undefined)
        return undefined;
    const block = recordBlock(jobId, record.pages, text, layout);
    return block.length <= room ? block : undefined;
}
/**
 * The record of job `jobId` in a text the action wrote, or undefined. Only the exact layout counts: a pull request
 * body that starts with the action's marker line and ends with the block, a commit message that ends with it. Only
 * the last MAX_BLOCK_CHARACTERS (after trailing white space) are read, with no pattern that can backtrack.
 */
function findRecord(text, layout, jobId) {
    const normalised = text.replaceAll('\r\n', '\n');
    if (layout === 'pull-request-body' && !normalised.startsWith(`${PULL_REQUEST_MARKER}\n`))
        return undefined;
    // The block and the line breaks before it.
    const tail = normalised.trimEnd().slice(-(MAX_BLOCK_CHARACTERS + 2));
    const start = tail.lastIndexOf(OPENER[layout]);
    if (start < 0 || !tail.endsWith(CLOSER[layout]))
        return undefined;
    const [marker = '', ...lines] = tail
        .slice(start + OPENER[layout].length, tail.length - CLOSER[layout].length)
        .split('\n');
    const fields = MARKER_FIELDS.exec(marker);
    if (fields?.[1] !== jobId || lines.length === 0 || !lines.every((line) => RECORD_LINE.test(line)))
        return undefined;
    return { pages: Number(fields[2]), text: lines.join('') };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.build/work/src/manifest/seal.js

// A record counts only when this action wrote it with this configuration: anyone who can write a commit message or a
// pull request body could otherwise make the next rollout say "identical content" while pages change. So a record is
// sealed with an HMAC-SHA-256 whose key only a holder of the API key can derive, bound to the configuration (service,
// repository, values file and key) and, per record, to the job and page count its marker names. A new API key makes
// the old records unverifiable, which costs the diff a read of the deployed link, never a wrong verdict.
/** Sets this key apart from any other use of the API key as key material. */
const LABEL = 'docs-export-action/bundle-manifest-record/v2';
const VERSION = 'v2';
/** Characters of a full HMAC-SHA-256 in unpadded base64url. */
const MAC_CHARACTERS = 43;
/** `v2.<mac>.` before the body. */
const SEAL_OVERHEAD = VERSION.length + 1 + MAC_CHARACTERS + 1;
/** The key records are sealed and verified with: derived from the API key (never used as is) and the scope. */
function recordKey(apiKey, scope) {
    const context = JSON.stringify([scope.apiUrl, scope.repository.toLowerCase(), scope.file, scope.keyPath]);
    return (0,external_node_crypto_.createSecretKey)(Buffer.from((0,external_node_crypto_.hkdfSync)('sha256', apiKey, LABEL, context, 32)));
}
/** The record text for `body`: `v2.<mac>.<body>`, the MAC over the job, the page count and the body. */
function sealRecord(key, jobId, pages, body) {
    return `${VERSION}.${mac(key, jobId, pages, body)}.${body}`;
}
/** The body of a record this action sealed for this job and page count with this key; else undefined. */
function openRecord(key, jobId, pages, text) {
    if (!text.startsWith(`${VERSION}.`) || text.charAt(SEAL_OVERHEAD - 1) !== '.')
        return undefined;
    const body = text.slice(SEAL_OVERHEAD);
    const given = Buffer.from(text.slice(VERSION.length + 1, SEAL_OVERHEAD - 1));
    const expected = Buffer.from(mac(key, jobId, pages, body));
    return given.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(given, expected) ? body : undefined;
}
function mac(key, jobId, pages, body) {
    return (0,external_node_crypto_.createHmac)('sha256', key).update(`${VERSION}\n${jobId}\n${pages}\n${body}`).digest('base64url');
}

// EXTERNAL MODULE: ./.build/work/src/runtime/event.js
var runtime_event = __webpack_require__(33156);
// EXTERNAL MODULE: ./.build/work/src/runtime/summary.js
var summary = __webpack_require__(26736);
// EXTERNAL MODULE: ./.build/work/src/util/expiry.js
var expiry = __webpack_require__(5649);
// EXTERNAL MODULE: ./.build/work/src/manifest/files.js
var manifest_files = __webpack_require__(51390);
;// CONCATENATED MODULE: ./.build/work/src/manifest/diff.js

/** The pure diff of two bundles' files; every page list sorted. */
function diffFiles(previous, next) {
    const diff = { added: [], removed: [], changed: [], unchanged: 0, otherFiles: [] };
    const note = (path, change) => {
        if ((0,manifest_files/* isPagePath */.rb)(path))
            diff[change].push(path);
        else
            diff.otherFiles.push({ path, change });
    };
    let unchanged = 0;
    for (const [path, hash] of next) {
        const before = previous.get(path);
        if (before === undefined)
            note(path, 'added');
        else if (before !== hash)
            note(path, 'changed');
        else if ((0,manifest_files/* isPagePath */.rb)(path))
            unchanged += 1;
    }
    for (const path of previous.keys())
        if (!next.has(path))
            note(path, 'removed');
    diff.added.sort();
    diff.removed.sort();
    diff.changed.sort();
    diff.otherFiles.sort((a, b) => (0,manifest_files/* scriptsAndStylesFirst */.o9)(a.path, b.path));
    return { ...diff, unchanged };
}
/** The diff of one job's bundle with itself: nothing changes. */
function sameJobDiff(pages) {
    return { added: [], removed: [], changed: [], unchanged: pages, otherFiles: [] };
}
/** Identical content: every file the same, pages and others alike. */
function isIdentical(diff) {
    return (diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0 && diff.otherFiles.length === 0);
}

// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: ./.build/work/src/util/markdown.js
var markdown = __webpack_require__(35979);
;// CONCATENATED MODULE: ./.build/work/src/values/bundle-diff.js



// The bundle diff as the rollout shows it: a log line, markdown for the pull request body and the step summary, and
// the JSON of the `diff-file` output. The diff itself is manifest/diff.ts.
/** One line for the log: the counts and where the deployed side came from. */
function diffLogLine(outcome) {
    if (outcome.kind === 'none')
        return `No bundle diff: ${outcome.reason}`;
    const { diff } = outcome;
    const counts = isIdentical(outcome.diff)
        ? 'identical content'
        : `${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`;
    const unchanged = diff.unchanged === undefined ? '' : `, ${(0,format/* groupThousands */.Zv)(diff.unchanged)} unchanged`;
    const others = diff.otherFiles.length === 0 ? '' : `; ${otherFilesCount(diff)}`;
    return `Bundle diff against the deployed bundle (job ${outcome.previousJobId}, ${SOURCE_TEXT[outcome.source]}): ${counts}${unchanged}${others}.`;
}
/** "1 other file differs", "3 other files differ". */
function otherFilesCount(diff) {
    const count = diff.otherFiles.length;
    return `${(0,format/* groupThousands */.Zv)(count)} other ${count === 1 ? 'file differs' : 'files differ'}`;
}
const SOURCE_TEXT = {
    record: 'from the manifest its rollout recorded',
    link: 'read from the link the values hold',
    'same-job': 'the same export job',
};
/** How many paths of each kind are listed before the rest goes into a collapsed block. */
const FIRST_PATHS = 10;
/**
 * The diff as markdown, at most `budget` characters: the counts, the first paths of each kind (escaped), the rest in a
 * collapsed `<details>` block as far as the budget allows, and where the full list is (the `diff-file` output).
 */
function diffMarkdown(outcome, budget) {
    const heading = '#### What this rollout changes';
    if (outcome.kind === 'none')
        return [heading, '', `No page diff: ${outcome.reason}`].join('\n');
    const { diff } = outcome;
    const against = `against the bundle deployed now (job \`${outcome.previousJobId}\`, ${SOURCE_TEXT[outcome.source]})`;
    if (isIdentical(diff)) {
        const pages = diff.unchanged === undefined ? '' : ` (${(0,format/* groupThousands */.Zv)(diff.unchanged)} pages)`;
        return [heading, '', `**Identical content**${pages} ${against}: only the link changes.`].join('\n');
    }
    const unchanged = diff.unchanged === undefined ? '' : `, ${(0,format/* groupThousands */.Zv)(diff.unchanged)} unchanged`;
    const others = diff.otherFiles.length === 0 ? '' : `; **${otherFilesCount(diff)}**`;
    const lines = [
        heading,
        '',
        `**${(0,format/* groupThousands */.Zv)(diff.added.length)} added, ${(0,format/* groupThousands */.Zv)(diff.removed.length)} removed, ${(0,format/* groupThousands */.Zv)(diff.changed.length)} changed** pages${unchanged}${others}, ${against}.`,
    ];
    // The other files first, scripts and styles at their top: what changes every page is what a reviewer must see.
    const kinds = [
        {
            label: 'Other files (scripts and styles first)',
            short: 'other files',
            items: diff.otherFiles.map(({ path, change }) => `${(0,markdown/* markdownPath */.N)(path)} (${change})`),
        },
        { label: 'Added', short: 'added', items: diff.added.map(markdown/* markdownPath */.N) },
        { label: 'Removed', short: 'removed', items: diff.removed.map(markdown/* markdownPath */.N) },
        { label: 'Changed', short: 'changed', items: diff.changed.map(markdown/* markdownPath */.N) },
    ];
    const rest = [];
    for (const { label, short, items } of kinds) {
        if (items.length === 0)
            continue;
        lines.push('', `${label}:`, ...items.slice(0, FIRST_PATHS).map((item) => `- ${item}`));
        if (items.length > FIRST_PATHS)
            rest.push(`${short} ${(0,format/* groupThousands */.Zv)(items.length - FIRST_PATHS)}`);
    }
    const head = lines.join('\n');
    if (rest.length === 0)
        return head;
    return `${head}\n\n${restBlock(kinds, rest, budget - head.length - 2)}`;
}
function restBlock(kinds, summary, budget) {
    const open = `<details><summary>The other paths (${summary.join(', ')})</summary>\n`;
    const close = '\n</details>';
    const note = (left) => `\n\n…and ${(0,format/* groupThousands */.Zv)(left)} more: every path is in the \`diff-file\` output.`;
    const reserve = open.length + close.length + note(Number.MAX_SAFE_INTEGER).length;
    const lines = [];
    let used = reserve;
    let left = 0;
    for (const { label, items } of kinds) {
        const others = items.slice(FIRST_PATHS);
        if (others.length === 0)
            continue;
        const title = `\n${label}:\n`;
        if (left > 0 || used + title.length > budget) {
            left += others.length;
            continue;
        }
        lines.push(title);
        used += title.length;
        for (const [index, item] of others.entries()) {
            const line = `- ${item}\n`;
            if (used + line.length > budget) {
                left += others.length - index;
                break;
            }
            lines.push(line);
            used += line.length;
        }
    }
    return `${open}${lines.join('').replace(/\n$/, '')}${close}${left > 0 ? note(left) : ''}`;
}
/** The full diff for the `diff-file` output. */
function diffJson(outcome, nextJobId) {
    const { diff } = outcome;
    return `${JSON.stringify({
        previous: { jobId: outcome.previousJobId, source: outcome.source },
        next: { jobId: nextJobId },
        identical: isIdentical(diff),
        counts: {
            added: diff.added.length,
            removed: diff.removed.length,
            changed: diff.changed.length,
            unchanged: diff.unchanged ?? null,
            otherFiles: diff.otherFiles.length,
        },
        added: diff.added,
        removed: diff.removed,
        changed: diff.changed,
        // Files that are not pages and differ, scripts and styles first: `{ path, change }`.
        otherFiles: diff.otherFiles,
    }, null, 2)}\n`;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./.build/work/src/manifest/encoding.js


// The compact serialisation of a bundle's manifest (path → start of the file's SHA-256), recorded where a rollout
// publishes the values so the next run diffs against it with no request at all (sealed by seal.ts, framed by
// framing.ts). GitHub caps a pull request body at 65,536 characters, so:
// - the paths, sorted, each as the length it shares with the one before and the rest (front coding), the lengths
//   and the rests in two columns, then brotli: a 10,000-page reference site takes under 2 bytes a path;
// - the hashes in a separate part, HASH_DIGITS hex digits each, packed two digits a byte;
// - both parts in base64url: `<paths>.<hashes>`, only characters that cannot end an HTML comment.
// The hashes take 8 bytes a file and cannot be compressed: a site whose record does not fit has none, and the next
// run reads the deployed bundle at its link instead.
//
// Reading is bounded before any work that a record's length does not already bound: the file count comes from the
// hash part and must match the paths part, and the count, each path and all paths together are capped, so a record
// of a few hundred characters cannot inflate into gigabytes of paths. A record that breaks a rule is no record.
/** Files a record may hold: more than any record that fits in a commit message (about 24,000 at 8 bytes a hash). */
const MAX_RECORD_FILES = 50_000;
/** One path's bytes: far beyond any real page path, far below what a hostile record could otherwise expand one to. */
const MAX_PATH_BYTES = 4_096;
/** All paths of a record together, and the front-coded columns brotli may inflate to. */
const MAX_DECODED_BYTES = 8 * 1024 * 1024;
/** The longest record body read; longer text is refused before it is decoded at all. */
const MAX_BODY_CHARACTERS = 400_000;
const HASH_BYTES = manifest_files/* HASH_DIGITS */._O / 2;
const HEX_HASH = new RegExp(`^[0-9a-f]{${manifest_files/* HASH_DIGITS */._O}}$`);
const SEPARATOR = Buffer.from([0]);
const BODY_PATTERN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;
/** The encoder of `files`; the paths are compressed once, on the first call. */
function manifestEncoder(files) {
    let encoded;
    return {
        text(maxCharacters) {
            if (encoded === undefined)
                encoded = encodeManifest(files) ?? null;
            return encoded !== null && encoded.length <= maxCharacters ? encoded : undefined;
        },
    };
}
/** The body of `files`, or undefined when it cannot be written faithfully (a NUL in a path, a hash of another form). */
function encodeManifest(files) {
    if (files.size === 0 || files.size > MAX_RECORD_FILES)
        return undefined;
    const sorted = [...files.keys()].sort();
    if (!sorted.every((path) => HEX_HASH.test(files.get(path) ?? '')))
        return undefined;
    // Two columns compress better than one interleaved list: the count and the shared lengths, then the rests.
    const shared = [varint(sorted.length)];
    const rests = [];
    let previous = Buffer.alloc(0);
    for (const path of sorted) {
        const bytes = Buffer.from(path, 'utf8');
        // A tar path never holds NUL, the rests' separator; anything else has no record rather than a wrong one.
        if (bytes.length === 0 || bytes.length > MAX_PATH_BYTES || bytes.includes(0))
            return undefined;
        let common = 0;
        while (common < previous.length && common < bytes.length && previous[common] === bytes[common])
            common += 1;
        shared.push(varint(common));
        rests.push(bytes.subarray(common), SEPARATOR);
        previous = bytes;
    }
    const raw = Buffer.concat([...shared, ...rests]);
    if (raw.length > MAX_DECODED_BYTES)
        return undefined;
    const paths = (0,external_node_zlib_.brotliCompressSync)(raw, {
        params: {
            [external_node_zlib_.constants.BROTLI_PARAM_QUALITY]: external_node_zlib_.constants.BROTLI_MAX_QUALITY,
            [external_node_zlib_.constants.BROTLI_PARAM_LGWIN]: external_node_zlib_.constants.BROTLI_MAX_WINDOW_BITS,
            [external_node_zlib_.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
    });
    const hashes = Buffer.from(sorted.map((path) => files.get(path)).join(''), 'hex');
    return `${paths.toString('base64url')}.${hashes.toString('base64url')}`;
}
/** The files of a record body; undefined for anything this version did not write or that breaks a bound (never a throw). */
function decodeManifest(body) {
    if (body.length > MAX_BODY_CHARACTERS)
        return undefined;
    const match = BODY_PATTERN.exec(body);
    if (!match)
        return undefined;
    // The count first, from the part whose size the record's length bounds: 8 bytes a file.
    const hashes = Buffer.from(match[2] ?? '', 'base64url');
    const count = hashes.length / HASH_BYTES;
    if (!Number.isInteger(count) || count === 0 || count > MAX_RECORD_FILES)
        return undefined;
    // What `count` paths can take front-coded: the count, then per path a shared length (2 bytes), a NUL and its rest.
    const columnsCap = 3 + count * 3 + Math.min(MAX_DECODED_BYTES, count * MAX_PATH_BYTES);
    let columns;
    try {
        columns = (0,external_node_zlib_.brotliDecompressSync)(Buffer.from(match[1] ?? '', 'base64url'), { maxOutputLength: columnsCap });
    }
    catch {
        return undefined;
    }
    const paths = decodePaths(columns, count);
    if (!paths)
        return undefined;
    const files = new Map();
    for (const [index, path] of paths.entries())
        files.set(path, hashes.toString('hex', index * HASH_BYTES, (index + 1) * HASH_BYTES));
    return files;
}
/** Exactly `count` paths, each within MAX_PATH_BYTES, all within MAX_DECODED_BYTES, strictly ascending; else undefined. */
function decodePaths(bytes, count) {
    const stated = readVarint(bytes, 0);
    if (stated?.value !== count)
        return undefined;
    const shared = [];
    let at = stated.next;
    for (let index = 0; index < count; index += 1) {
        const read = readVarint(bytes, at);
        if (!read)
            return undefined;
        shared.push(read.value);
        at = read.next;
    }
    const paths = [];
    let previous = Buffer.alloc(0);
    let total = 0;
    for (const common of shared) {
        const end = bytes.indexOf(0, at);
        if (end < 0 || common > previous.length)
            return undefined;
        // The length is known before the path is built: a path over the bounds is refused, never assembled.
        const length = common + (end - at);
        total += length;
        if (length === 0 || length > MAX_PATH_BYTES || total > MAX_DECODED_BYTES)
            return undefined;
        const path = Buffer.concat([previous.subarray(0, common), bytes.subarray(at, end)], length);
        if (paths.length > 0 && Buffer.compare(previous, path) >= 0)
            return undefined;
        paths.push(path.toString('utf8'));
        previous = path;
        at = end + 1;
    }
    return at === bytes.length ? paths : undefined;
}
/** An unsigned LEB128 integer, as the paths part writes its counts (exported for tests that craft records). */
function varint(value) {
    const bytes = [];
    let rest = value;
    while (rest >= 0x80) {
        bytes.push((rest & 0x7f) | 0x80);
        rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
    return Buffer.from(bytes);
}
function readVarint(bytes, start) {
    let value = 0;
    let scale = 1;
    for (let at = start; at < bytes.length && at < start + 5; at += 1) {
        const byte = bytes[at] ?? 0;
        value += (byte & 0x7f) * scale;
        if (byte < 0x80)
            return { value, next: at + 1 };
        scale *= 0x80;
    }
    return undefined;
}

// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
// EXTERNAL MODULE: ./.build/work/src/values/link-record.js
var link_record = __webpack_require__(66604);
;// CONCATENATED MODULE: ./.build/work/src/values/diff-record.js









/** Finds the deployed side and diffs; never fails the rollout (a reader's failure becomes the reason there is no diff). */
async function bundleDiff(input) {
    const { deployed, nextJobId, next } = input;
    const own = next && ownRecord(next, nextJobId, input.recordKey);
    const link = deployed.text === undefined ? {} : (0,link_record/* readRecordedLink */.$L)(deployed.text, input.keyPath);
    const previousJobId = link.record?.jobId;
    if (previousJobId === undefined) {
        const reason = deployed.text === undefined
            ? 'there is no values file yet, so nothing is deployed.'
            : 'the values hold no link recorded by this action.';
        return { outcome: { kind: 'none', reason }, record: own };
    }
    const { recorded, unverified } = verifiedRecordFor(deployed, previousJobId, input.recordKey);
    if (previousJobId === nextJobId) {
        // One job, one bundle: nothing to read, and the deployed record (verified) goes on to the next rollout as it is.
        const diff = sameJobDiff(next ? pageCount(next) : recorded?.found.pages);
        return {
            outcome: { kind: 'diff', diff, previousJobId, source: 'same-job' },
            record: own ?? carried(recorded?.found),
        };
    }
    if (!next)
        return {
            outcome: { kind: 'none', reason: 'the new bundle was not read in this run (`download: false`).' },
            record: own,
        };
    if (recorded)
        return {
            outcome: { kind: 'diff', diff: diffFiles(recorded.files, next), previousJobId, source: 'record' },
            record: own,
        };
    if (!input.source)
        return { outcome: { kind: 'none', reason: 'this run has no reader for the deployed bundle.' }, record: own };
    const fromLink = await readDeployedLink(input, link.bundleUrl, link.record?.expiresAt);
    if (fromLink.files)
        return {
            outcome: { kind: 'diff', diff: diffFiles(fromLink.files, next), previousJobId, source: 'link' },
            record: own,
        };
    const what = unverified
        ? 'the manifest recorded for it does not verify (written by another hand, or with another API key or configuration)'
        : 'its rollout recorded no manifest';
    return {
        outcome: {
            kind: 'none',
            reason: `the deployed bundle (job \`${previousJobId}\`) is unknown: ${what}, and ${fromLink.reason}`,
        },
        record: own,
    };
}
function pageCount(files) {
    let pages = 0;
    for (const path of files.keys())
        if ((0,manifest_files/* isPagePath */.rb)(path))
            pages += 1;
    return pages;
}
/** The new bundle's record, sealed for its job and page count; a text outside RECORD_CHARACTERS is never written. */
function ownRecord(next, jobId, key) {
    const encoder = manifestEncoder(next);
    const pages = pageCount(next);
    return {
        pages,
        text(maxCharacters) {
            const body = encoder.text(maxCharacters - SEAL_OVERHEAD);
            const text = body === undefined ? undefined : sealRecord(key, jobId, pages, body);
            return text !== undefined && text.length <= maxCharacters && RECORD_CHARACTERS.test(text) ? text : undefined;
        },
    };
}
/** The deployed record carried on as it is (its seal names the same job), where it fits. */
function carried(found) {
    if (!found)
        return undefined;
    return { pages: found.pages, text: (maxCharacters) => (found.text.length <= maxCharacters ? found.text : undefined) };
}
/**
 * The newest record of job `jobId` that this configuration sealed and that decodes within the bounds, with its files.
 * Texts anyone could have written are searched; one that does not verify is no record, and the search goes on.
 */
function verifiedRecordFor(deployed, jobId, key) {
    let unverified = false;
    for (const candidate of deployed.records) {
        const found = findRecord(candidate.text, candidate.layout, jobId);
        if (!found)
            continue;
        const body = openRecord(key, jobId, found.pages, found.text);
        const files = body === undefined ? undefined : decodeManifest(body);
        if (files && pageCount(files) === found.pages)
            return { recorded: { found, files }, unverified };
        unverified = true;
    }
    return { unverified };
}
/** Said where a record was due but cannot fit, so a reader knows why the next diff reads the link instead. */
function unrecordedNote(pages, where) {
    return `This bundle's manifest (${pages} pages) is too large to record in ${where}; the next run reads the bundle at its link for the diff.`;
}
async function readDeployedLink(input, bundleUrl, expiresAt) {
    if (!bundleUrl || !input.source)
        return { reason: 'the values hold no link to read it from.' };
    if (input.source.refusal) {
        input.log.notice(`No bundle diff from the deployed link: ${input.source.refusal}`);
        return { reason: input.source.refusal };
    }
    const expiry = expiresAt === undefined ? undefined : Date.parse(expiresAt);
    if (expiry !== undefined && expiry <= input.nowMs)
        return { reason: `the link the values hold expired at ${(0,format/* formatInstant */.r4)(expiry)}.` };
    input.setSecret(bundleUrl);
    try {
        const files = await input.source.fromLink(bundleUrl);
        return files ? { files } : { reason: 'the bundle at the link the values hold could not be read.' };
    }
    catch (error) {
        const said = (0,redact/* removeSecrets */.cu)((0,redact/* redactUrls */.sK)((0,errors/* describeFailure */.Ic)(error)), [bundleUrl]);
        input.log.warning(`Could not read the deployed bundle for the diff: ${said}`);
        return { reason: 'the bundle at the link the values hold could not be read.' };
    }
}

// EXTERNAL MODULE: ./.build/work/src/values/document.js
var values_document = __webpack_require__(10797);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./.build/work/src/values/edit.js




const BOM = '\uFEFF';
/**
 * Sets `enabled`, `bundleUrl` (with the job/expiry note) and `version` under `keyPath` by splicing the source text
 * at the parsed nodes' ranges: everything the edit does not touch keeps its bytes (comments, quoting, anchors,
 * indentation, markers, line endings). Missing blocks are appended at the end of their parent.
 */
function editValues(source, change) {
    const bom = source.startsWith(BOM) ? BOM : '';
    const text = source.slice(bom.length);
    const doc = (0,values_document/* parseValues */.Qc)(text);
    const layout = { eol: (0,values_document/* detectLineEnding */.NF)(text), unit: (0,values_document/* detectIndentUnit */.Qe)(doc, text) };
    const leaves = [
        { key: 'enabled', value: true },
        { key: 'bundleUrl', value: change.bundleUrl },
    ];
    if (change.version !== undefined)
        leaves.push({ key: 'version', value: change.version });
    const withValues = (0,values_document/* applySplices */.Ut)(text, valueSplices(doc.contents, text, change.keyPath, leaves, layout));
    const withRecord = (0,values_document/* applySplices */.Ut)(withValues, (0,link_record/* recordSplices */.d_)(withValues, change.keyPath, change.record));
    checkEdited(text, withRecord, change);
    const result = bom + withRecord;
    return { text: result, changed: result !== source };
}
/**
 * A splice that went wrong, or anything that smuggled text into the file, must fail here and not in the chart: the
 * edited file is parsed whole and must hold exactly the data of the original with the intended values set (comments
 * aside, which the chart does not read). Nothing is written when it does not.
 */
function checkEdited(before, after, change) {
    const intended = (0,values_document/* parseValues */.Qc)(before);
    setIntended(intended, change);
    const edited = (0,values_document/* parseValues */.Qc)(after, 'The edited values file (an internal error of the action)');
    if (!(0,external_node_util_.isDeepStrictEqual)(intended.toJS(), edited.toJS())) {
        throw new values_document/* ValuesFileError */.f9(`Internal error of the action: the edited values file does not read back as intended under ${(0,values_document/* describeKey */.Rx)(change.keyPath)}; nothing was written.`);
    }
}
/** The data model of the edit, stated apart from the text splices it checks: the same values, set in the document. */
function setIntended(doc, change) {
    if (!(0,dist/* isMap */.jh)(doc.contents))
        doc.contents = doc.createNode({});
    let map = doc.contents;
    for (const key of change.keyPath) {
        const pair = map.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && String(item.key.value) === key);
        if (pair && (0,dist/* isMap */.jh)(pair.value) && pair.value.items.length > 0) {
            map = pair.value;
            continue;
        }
        const block = doc.createNode({});
        if (pair)
            pair.value = block;
        else
            map.set(key, block);
        map = block;
    }
    const enabled = map.get('enabled', true);
    const keepsEnabled = (0,dist/* isScalar */.jn)(enabled) && enabled.type === 'PLAIN' && (0,values_document/* isTrueSource */._o)(String(enabled.source));
    if (!keepsEnabled)
        setScalar(map, 'enabled', true);
    setScalar(map, 'bundleUrl', change.bundleUrl);
    if (change.version !== undefined)
        setScalar(map, 'version', change.version);
}
/** An existing scalar is changed in place, so the aliases of its anchor follow it, as they do in the edited text. */
function setScalar(map, key, value) {
    const node = map.get(key, true);
    if ((0,dist/* isScalar */.jn)(node) && node.value !== null)
        node.value = value;
    else
        map.set(key, value);
}
function valueSplices(root, text, keyPath, leaves, layout) {
    if (root === null)
        return [appendToDocument(text, keyPath, leaves, layout)];
    let node = root;
    for (let depth = 0; depth < keyPath.length; depth += 1) {
        if (!(0,dist/* isMap */.jh)(node))
            throw notAMapping(keyPath.slice(0, depth), node);
        const map = node;
        const pair = (0,values_document/* findPair */.c6)(map, keyPath[depth]);
        if (!pair)
            return [insertIntoMap(text, map, keyPath.slice(depth), leaves, layout)];
        if ((0,dist/* isAlias */.Vj)(pair.value)) {
            throw new values_document/* ValuesFileError */.f9(`${(0,values_document/* describeKey */.Rx)(keyPath.slice(0, depth + 1))} in the values file is an alias of a shared anchor; editing it would change ` +
                'every key that uses the anchor. Give it a block of its own (a `<<: *anchor` merge inside the block is fine).');
        }
        if ((0,values_document/* isEmptyValue */.Po)(pair.value))
            return fillEmptyValue(text, map, pair, keyPath.slice(depth + 1), leaves, layout);
        node = pair.value;
    }
    if (!(0,dist/* isMap */.jh)(node))
        throw notAMapping(keyPath, node);
    const map = node;
    const splices = [];
    const missing = [];
    for (const leaf of leaves) {
        const pair = (0,values_document/* findPair */.c6)(map, leaf.key);
        if (!pair)
            missing.push(leaf);
        else
            splices.push(...setLeaf(text, map, pair, leaf, keyPath, layout));
    }
    if (missing.length > 0)
        splices.push(insertIntoMap(text, map, [], missing, layout));
    return splices;
}
function notAMapping(keyPath, node) {
    return new values_document/* ValuesFileError */.f9(`${(0,values_document/* describeKey */.Rx)(keyPath)} in the values file holds ${(0,values_document/* kindOf */.I)(node)}, not a mapping; the action needs a block of keys there.`);
}
/** Replaces one existing value, keeping its quoting style; leaves it byte for byte when it already says the same. */
function setLeaf(text, map, pair, leaf, keyPath, layout) {
    const value = pair.value;
    const inFlow = Boolean(map.flow);
    const render = (style) => leaf.value === true ? 'true' : (0,values_document/* renderString */.G4)(leaf.value, style, inFlow);
    if (value === null || ((0,dist/* isScalar */.jn)(value) && value.value === null && value.range[0] === value.range[1])) {
        return [fillEmptyLeaf(text, pair, render('double'))];
    }
    const [start, end] = value.range;
    if ((0,dist/* isAlias */.Vj)(value))
        return [{ start, end, text: render('double') }];
    if (!(0,dist/* isScalar */.jn)(value)) {
        throw new values_document/* ValuesFileError */.f9(`${(0,values_document/* describeKey */.Rx)([...keyPath, leaf.key])} in the values file holds ${(0,values_document/* kindOf */.I)(value)}; the action writes a single value there.`);
    }
    const source = text.slice(start, end);
    if (leaf.value === true)
        return (0,values_document/* isTrueSource */._o)(source) ? [] : [{ start, end, text: 'true' }];
    if (typeof value.value === 'string' && value.value === leaf.value)
        return [];
    const isBlockScalar = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
    if (isBlockScalar)
        return [{ start, end, text: render('double') + (text[end - 1] === '\n' ? layout.eol : '') }];
    return [{ start, end, text: render((0,values_document/* styleOf */.Vj)(value.type)) }];
}
/** `key:` with no value (perhaps a comment after it): the value goes right after the colon. */
function fillEmptyLeaf(text, pair, rendered) {
    const keyEnd = pair.key.range?.[1] ?? 0;
    const colon = text.indexOf(':', keyEnd);
    const valueAt = pair.value?.range[0] ?? colon + 1;
    return { start: colon + 1, end: valueAt, text: ` ${rendered}${text[valueAt] === '#' ? ' ' : ''}` };
}
/** `parent:`, `parent: ~` or `parent: {}` becomes a block holding the rest of the path and the leaves. */
function fillEmptyValue(text, map, pair, rest, leaves, layout) {
    const keyRange = pair.key.range;
    const value = pair.value;
    if (map.flow) {
        const rendered = `{${flowEntries(rest, leaves)}}`;
        if (value && value.range[1] > value.range[0])
            return [{ start: value.range[0], end: value.range[1], text: rendered }];
        const colon = text.indexOf(':', keyRange[1]);
        return [{ start: colon + 1, end: colon + 1, text: ` ${rendered}` }];
    }
    const splices = [];
    let lineEndAt = keyRange[1];
    if (value && value.range[1] > value.range[0]) {
        let start = value.range[0];
        while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t'))
            start -= 1;
        splices.push({ start, end: value.range[1], text: '' });
        lineEndAt = value.range[1];
    }
    const lines = blockLines(rest, leaves, (0,values_document/* columnOf */.uV)(text, keyRange[0]) + layout.unit, layout.unit);
    splices.push(insertLines(text, (0,values_document/* nextLineStart */.mt)(text, lineEndAt), lines, layout.eol));
    return splices;
}
/** Appends the rest of the path and the leaves at the end of an existing mapping. */
function insertIntoMap(text, map, path, leaves, layout) {
    const [start, contentEnd] = map.range;
    if (map.flow) {
        const entries = flowEntries(path, leaves);
        const last = map.items.at(-1);
        if (!last)
            return { start: start + 1, end: start + 1, text: entries };
        const lastEnd = last.value?.range[1] ?? last.key.range?.[1] ?? start + 1;
        return { start: lastEnd, end: lastEnd, text: `, ${entries}` };
    }
    const firstKey = map.items[0]?.key;
    const column = firstKey?.range ? (0,values_document/* columnOf */.uV)(text, firstKey.range[0]) : 0;
    return insertLines(text, (0,values_document/* nextLineStart */.mt)(text, contentEnd), blockLines(path, leaves, column, layout.unit), layout.eol);
}
/** An empty document (or one of comments only) gets the block at its end. */
function appendToDocument(text, keyPath, leaves, layout) {
    if (/^\s*\.\.\.\s*$/m.test(text)) {
        throw new values_document/* ValuesFileError */.f9('The values file is an empty document with an end marker (...); add the top-level mapping by hand once.');
    }
    return insertLines(text, text.length, blockLines(keyPath, leaves, 0, layout.unit), layout.eol);
}
/** Lines inserted at a line start; at the end of a file without a final line break, the file keeps having none. */
function insertLines(text, at, lines, eol) {
    const body = lines.join(eol);
    if (at === text.length && text.length > 0 && !text.endsWith('\n'))
        return { start: at, end: at, text: eol + body };
    return { start: at, end: at, text: body + eol };
}
function blockLines(path, leaves, column, unit) {
    const lines = [];
    let indent = column;
    for (const key of path) {
        lines.push(`${' '.repeat(indent)}${(0,values_document/* renderString */.G4)(key, 'plain', false)}:`);
        indent += unit;
    }
    for (const leaf of leaves)
        lines.push(`${' '.repeat(indent)}${leaf.key}: ${renderNew(leaf, false)}`);
    return lines;
}
function flowEntries(path, leaves) {
    const inner = leaves.map((leaf) => `${leaf.key}: ${renderNew(leaf, true)}`).join(', ');
    return path.reduceRight((entries, key) => `${(0,values_document/* renderString */.G4)(key, 'plain', true)}: {${entries}}`, inner);
}
/** New strings are double-quoted, as the chart's own documentation writes them. */
function renderNew(leaf, inFlow) {
    return leaf.value === true ? 'true' : (0,values_document/* renderString */.G4)(leaf.value, 'double', inFlow);
}

// EXTERNAL MODULE: ./.build/work/src/util/retry.js
var retry = __webpack_require__(69226);
// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var github_errors = __webpack_require__(66304);
;// CONCATENATED MODULE: ./.build/work/src/github/conflicts.js



/** Another writer got there first (a stale blob sha or ref): read again and retry. */
class WriteConflict extends errors/* ActionError */.lZ {
    kind = 'github';
    constructor(message) {
        super(message);
        this.name = 'WriteConflict';
    }
}
/**
 * Five attempts, each pause drawn at random from a window that doubles from 0.4 s: racing runs spread out instead of
 * colliding in step again, and a run gives up within seconds when the file keeps moving.
 */
const CONFLICT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 400,
    maxDelayMs: 4_000,
    maxRetryAfterMs: 0,
    maxTotalMs: 60_000,
};
/**
 * Runs `attempt` (which reads, edits and writes) again after a WriteConflict, with the project's one retry loop;
 * any other failure ends it at once.
 */
function retryOnConflict(attempt, options) {
    const policy = CONFLICT_RETRY_POLICY;
    return (0,retry/* retryWithPolicy */.H_)({
        policy,
        clock: options.clock,
        random: options.random,
        async attempt() {
            try {
                return { ok: true, value: await attempt() };
            }
            catch (error) {
                if (error instanceof WriteConflict)
                    return { ok: false, failure: error };
                throw error;
            }
        },
        classify: () => ({ retryable: true }),
        onRetry(conflict, retry) {
            options.log.info(`${options.what} changed meanwhile (${conflict.message}); reading it again in ${retry.delayMs}ms (attempt ${retry.attempt + 1} of ${policy.maxAttempts}).`);
        },
        giveUp: (conflict, stop) => new github_errors/* GitHubError */.y_(`${options.what} kept changing while this run tried to update it (${stop.attempt} attempts): ${conflict.message.replace(/\.?$/, '.')} ` +
            'Re-run the workflow, or serialise the runs that update it with a `concurrency:` group.', 409),
    });
}

;// CONCATENATED MODULE: ./.build/work/src/github/branches.js



/** The commit a branch points at; undefined when there is no such branch. */
async function getBranchHead(octokit, repo, branch) {
    try {
        const { data } = await octokit.rest.git.getRef({ owner: repo.owner, repo: repo.repo, ref: `heads/${branch}` });
        return data.object.sha;
    }
    catch (error) {
        if ((0,github_errors/* statusOf */.c2)(error) === 404)
            return undefined;
        throw (0,github_errors/* explainGitHubError */.Pm)(error, {
            repository: (0,repository/* fullNameOf */.E)(repo),
            action: `read branch ${branch}`,
            permission: 'contents',
        });
    }
}
/**
 * Points `branch` at `sha`: creates it, or moves it there even if that drops commits (the pull request branch is
 * rebuilt from its base on every run). A branch created or deleted meanwhile by another run is a WriteConflict.
 */
async function resetBranch(octokit, repo, branch, sha, exists) {
    try {
        if (exists)
            await octokit.rest.git.updateRef({
                owner: repo.owner,
                repo: repo.repo,
                ref: `heads/${branch}`,
                sha,
                force: true,
            });
        else
            await octokit.rest.git.createRef({ owner: repo.owner, repo: repo.repo, ref: `refs/heads/${branch}`, sha });
    }
    catch (error) {
        if ((0,github_errors/* statusOf */.c2)(error) === 422 || (0,github_errors/* statusOf */.c2)(error) === 409) {
            throw new WriteConflict(`branch ${branch} was ${exists ? 'deleted' : 'created'} by someone else`);
        }
        throw (0,github_errors/* explainGitHubError */.Pm)(error, {
            repository: (0,repository/* fullNameOf */.E)(repo),
            action: `${exists ? 'reset' : 'create'} branch ${branch}`,
            permission: 'contents',
        });
    }
}

;// CONCATENATED MODULE: ./.build/work/src/github/contents.js



/** A text file at `ref` (branch or commit sha); undefined when the path does not exist there. */
async function readRepositoryFile(octokit, repo, path, ref) {
    const attempt = {
        repository: (0,repository/* fullNameOf */.E)(repo),
        action: `read ${path} at ${shortRef(ref)}`,
        permission: 'contents',
    };
    let data;
    try {
        ({ data } = await octokit.rest.repos.getContent({ owner: repo.owner, repo: repo.repo, path, ref }));
    }
    catch (error) {
        if ((0,github_errors/* statusOf */.c2)(error) === 404)
            return undefined;
        throw (0,github_errors/* explainGitHubError */.Pm)(error, attempt);
    }
    if (Array.isArray(data) || data.type !== 'file') {
        throw new github_errors/* GitHubError */.y_(`${path} in ${(0,repository/* fullNameOf */.E)(repo)} is a ${Array.isArray(data) ? 'directory' : data.type}, not a file: check \`values-file\`.`);
    }
    try {
        // Files over 1 MB come without content; their blob still has it.
        const base64 = data.encoding === 'base64' && data.content ? data.content : await readBlob(octokit, repo, data.sha);
        return { text: Buffer.from(base64, 'base64').toString('utf8'), sha: data.sha };
    }
    catch (error) {
        throw (0,github_errors/* explainGitHubError */.Pm)(error, attempt);
    }
}
async function readBlob(octokit, repo, sha) {
    const { data } = await octokit.rest.git.getBlob({ owner: repo.owner, repo: repo.repo, file_sha: sha });
    return data.content;
}
/** One commit through the contents API. A stale `sha` (409, or 422 when the file appeared meanwhile) is a WriteConflict. */
async function writeRepositoryFile(octokit, repo, write) {
    try {
        const { data } = await octokit.rest.repos.createOrUpdateFileContents({
            owner: repo.owner,
            repo: repo.repo,
            path: write.path,
            branch: write.branch,
            message: write.message,
            content: Buffer.from(write.text, 'utf8').toString('base64'),
            ...(write.sha !== undefined && { sha: write.sha }),
        });
        return { commitSha: data.commit.sha ?? '' };
    }
    catch (error) {
        const status = (0,github_errors/* statusOf */.c2)(error);
        if (status === 409 || status === 422)
            throw new WriteConflict(`${write.path} on ${write.branch} is no longer the version that was read (${status})`);
        throw (0,github_errors/* explainGitHubError */.Pm)(error, {
            repository: (0,repository/* fullNameOf */.E)(repo),
            action: `commit ${write.path} to ${write.branch}`,
            permission: 'contents',
            notFound: `Branch ${write.branch} of ${(0,repository/* fullNameOf */.E)(repo)} was not found (404) when committing ${write.path}: check \`values-branch\`.`,
        });
    }
}
/** The newest `count` commits of `branch` that changed `path`, newest first; empty when the branch does not exist. */
async function listFileCommits(octokit, repo, path, branch, count) {
    try {
        const { data } = await octokit.rest.repos.listCommits({
            owner: repo.owner,
            repo: repo.repo,
            sha: branch,
            path,
            per_page: count,
        });
        return data.map((entry) => ({ sha: entry.sha, message: entry.commit.message }));
    }
    catch (error) {
        if ((0,github_errors/* statusOf */.c2)(error) === 404)
            return [];
        throw (0,github_errors/* explainGitHubError */.Pm)(error, {
            repository: (0,repository/* fullNameOf */.E)(repo),
            action: `list the commits of ${path} on ${branch}`,
            permission: 'contents',
        });
    }
}
function shortRef(ref) {
    return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 7) : ref;
}

// EXTERNAL MODULE: ./.build/work/src/github/pulls.js
var github_pulls = __webpack_require__(35295);
// EXTERNAL MODULE: ./.build/work/src/values/pull-request-notice.js
var pull_request_notice = __webpack_require__(78300);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/util/rename.js
var rename = __webpack_require__(79352);
;// CONCATENATED MODULE: ./.build/work/src/values/store.js
// The delivery stores' contract, the workspace store (`push: none`), and the rule for public repositories.








/** The values cannot go where the inputs send them (a public repository, no token, no repository): fix the inputs. */
class ValuesTargetError extends errors/* ActionError */.lZ {
    kind = 'input';
    constructor(message) {
        super(message);
        this.name = 'ValuesTargetError';
    }
}
/**
 * `values-file` with `/` as separator: either separator is accepted (a Windows habit would otherwise be a 404, or a
 * file named with a backslash). In a repository it is a path from the root: `./` and a leading `/` are dropped, as the
 * contents API wants; in the workspace an absolute path stays absolute.
 */
function valuesFilePath(file, where) {
    const slashed = file.replaceAll('\\', '/').replace(/(?<!^)\/{2,}/g, '/');
    return where === 'workspace' ? slashed : slashed.replace(/^(\.?\/+)+/, '');
}
/** `push: none`: the file in the workspace, for a later `helm upgrade -f` in the same job. Created when missing. */
function workspaceStore(file, workspace, clock) {
    const absolute = external_node_path_.resolve(workspace, file);
    let checked;
    const readCurrent = async () => {
        await (checked ??= refuseSymbolicLinks(file, absolute, workspace));
        try {
            return await (0,promises_.readFile)(absolute, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return undefined;
            throw new errors/* OperationError */.OK(`Could not read the values file ${absolute}: ${(0,errors/* describeFailure */.Ic)(error)}`, {
                kind: 'input',
                cause: error,
            });
        }
    };
    return {
        file,
        location: `${file} in the workspace`,
        readCurrent,
        // The workspace keeps no record: a later step may commit the file, but not what this run knew about it.
        readDeployed: async () => ({ text: await readCurrent(), records: [] }),
        async deliver(edit) {
            const current = await readCurrent();
            const result = edit(current ?? '');
            if (!result.changed)
                return { changed: false, story: `${file} in the workspace already holds this link: nothing written.` };
            await (0,promises_.mkdir)(external_node_path_.dirname(absolute), { recursive: true });
            // A half-written values file must never be what `helm upgrade -f` reads. The temp file's name is not
            // guessable and it is made new ('wx' fails on anything there, a symlink too): a pull request from a fork
            // could otherwise plant a link at the name and have the presigned link written where it points.
            const temporary = `${absolute}.docs-export-${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
            await (0,promises_.writeFile)(temporary, result.text, { encoding: 'utf8', flag: 'wx' });
            if (current !== undefined)
                await (0,promises_.chmod)(temporary, (await (0,promises_.stat)(absolute)).mode);
            try {
                await (0,rename/* renameWhenUnlocked */.s)(temporary, absolute, clock);
            }
            catch (error) {
                await (0,promises_.rm)(temporary, { force: true });
                throw error;
            }
            return {
                changed: true,
                story: `${current === undefined ? 'Created' : 'Updated'} ${file} in the workspace, ready for \`helm upgrade -f ${file}\`.`,
            };
        },
    };
}
/**
 * Refuses a values file reached through a symbolic link in the workspace (the file, or a directory on its way): a pull
 * request from a fork can plant one in the checkout, and followed, it would read a file of the runner's into the values
 * that a later step commits, or write the presigned link where it points. A path outside the workspace is the user's
 * own choice: only the file itself is looked at there.
 */
async function refuseSymbolicLinks(file, absolute, workspace) {
    const root = external_node_path_.resolve(workspace);
    const relative = external_node_path_.relative(root, absolute);
    const inside = relative !== '' && !relative.startsWith('..') && !external_node_path_.isAbsolute(relative);
    const parts = relative.split(external_node_path_.sep);
    const steps = inside ? parts.map((_, index) => external_node_path_.join(root, ...parts.slice(0, index + 1))) : [absolute];
    for (const step of steps) {
        const entry = await (0,promises_.lstat)(step).catch((error) => {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return undefined;
            throw error;
        });
        if (!entry)
            return;
        if (entry.isSymbolicLink()) {
            const shown = (0,line_text/* lineText */.o)(inside ? external_node_path_.relative(root, step) : step, { quoted: true, max: 200 });
            throw new ValuesTargetError(`Input "values-file" (${(0,line_text/* lineText */.o)(file, { quoted: true, max: 200 })}): ${shown} is a symbolic link. The action neither reads nor writes the values through a link (one planted in a pull request could point anywhere): give the path of the file itself.`);
        }
    }
}
/**
 * Why the link must not go where `push` puts it, or undefined. A presigned link is a credential, so it goes to a public
 * repository only when the user says so; that holds for the workspace too (`push: none`), since a later step that
 * commits the workspace publishes it. With `values-bundle-url` the file holds the user's own address instead, and no
 * refusal is needed.
 */
function publicRepositoryRefusal(repository, values) {
    if (repository.visibility !== 'public' || values.allowPublicRepository || values.bundleUrlTemplate)
        return undefined;
    const verb = {
        none: 'write the bundle link into the workspace of',
        commit: 'commit the bundle link in',
        'pull-request': 'open a pull request with the bundle link in',
    }[values.push];
    const workspace = values.push === 'none'
        ? ' (`push: none` writes it into the workspace, and any later step that commits the workspace publishes it)'
        : '';
    return (`Refusing to ${verb} ${repository.fullName}: the repository is public, and a presigned link is a credential ` +
        `(anyone who reads it can download the bundle until it expires)${workspace}. Nothing was written. Either set ` +
        '`allow-public-repository: true` to accept that, or re-host the bundle on your own storage and give its address as ' +
        '`values-bundle-url` (then the presigned link is not written to the file).');
}
/**
 * `push: none` in a workflow run: refuses when the workspace's repository (GITHUB_REPOSITORY) is public. The event
 * payload names its visibility for most events (no request); a schedule's does not, and then GitHub is asked. Outside
 * a workflow (no GITHUB_REPOSITORY) there is no repository to protect.
 */
async function refusePublicWorkspace(context) {
    const values = context.settings.values;
    const fullName = workspaceToCheck(values, context.runner);
    if (!fullName)
        return;
    const visibility = (0,runtime_event/* visibilityInEvent */.q)(context.runner.event, fullName) ?? (await visibilityFromGitHub(context, fullName));
    const refusal = publicRepositoryRefusal({ fullName, visibility }, values);
    if (refusal)
        throw new ValuesTargetError(refusal);
}
/** The workspace's repository when the link is about to be written there, unless the user already decided. */
function workspaceToCheck(values, runner) {
    if (!runner.repository || values.allowPublicRepository || values.bundleUrlTemplate)
        return undefined;
    return runner.repository;
}
async function visibilityFromGitHub(context, fullName) {
    const [owner = '', repo = ''] = fullName.split('/');
    if (!context.settings.githubToken) {
        throw new ValuesTargetError(`Input \`github-token\` is empty: \`push: none\` writes the presigned link into the workspace of ${fullName}, and the ` +
            'action checks with the token that this repository is not public. Give a token that can read it (the default ' +
            'github.token does), or set `allow-public-repository: true`, or `values-bundle-url`.');
    }
    const facts = await (0,repository/* getRepository */.T)((await context.github()).octokit, { owner, repo }, 'GITHUB_REPOSITORY');
    return facts.visibility;
}

;// CONCATENATED MODULE: ./.build/work/src/values/github-stores.js








/** How far back the commits of the values file are searched for the deployed bundle's manifest record. */
const RECORD_SEARCH_DEPTH = 20;
/**
 * Reads the repository once and refuses a public one before anything is written (or any link is asked for).
 * `file` is a path from the repository root with `/` (valuesFilePath).
 */
async function openGitHubTarget(context, file) {
    const { values, githubToken } = context.settings;
    if (!values.repository) {
        throw new ValuesTargetError(`Input \`values-repository\` is needed for push "${values.push}": owner/name of the deployment repository (GITHUB_REPOSITORY is not set either).`);
    }
    if (!githubToken) {
        throw new ValuesTargetError(`Input \`github-token\` is empty; push "${values.push}" needs a token that may write to ${(0,repository/* fullNameOf */.E)(values.repository)}.`);
    }
    const { octokit } = await context.github();
    const facts = await (0,repository/* getRepository */.T)(octokit, values.repository);
    const refusal = publicRepositoryRefusal(facts, values);
    if (refusal)
        throw new ValuesTargetError(refusal);
    if (facts.visibility === 'public' && values.bundleUrlTemplate) {
        context.log.info(`${facts.fullName} is public; the values get the \`values-bundle-url\` address, not the presigned link.`);
    }
    return { octokit, repo: values.repository, facts, baseBranch: values.branch ?? facts.defaultBranch, file };
}
/** The values file at `ref`, or an error that says whether the branch or the file is missing. */
async function requireFile(target, ref, branch) {
    const file = await readRepositoryFile(target.octokit, target.repo, target.file, ref);
    if (file)
        return file;
    const name = target.facts.fullName;
    if ((await getBranchHead(target.octokit, target.repo, branch)) === undefined) {
        throw new github_errors/* GitHubError */.y_(`Branch ${branch} does not exist in ${name}: check \`values-branch\` (default: the repository's default branch).`, 404);
    }
    throw new github_errors/* GitHubError */.y_(`${target.file} does not exist on branch ${branch} of ${name}: check \`values-file\` (a path from the repository root). ` +
        'The action edits an existing values file in a repository; it does not create one there.', 404);
}
/** `push: commit`: one commit on the base branch, based on the blob that was read. */
function commitStore(target, clock, log) {
    const branch = target.baseBranch;
    const location = `${target.file} on ${branch} of ${target.facts.fullName}`;
    return {
        file: target.file,
        location,
        readCurrent: async () => (await requireFile(target, branch, branch)).text,
        async readDeployed() {
            const text = (await requireFile(target, branch, branch)).text;
            const commits = await listFileCommits(target.octokit, target.repo, target.file, branch, RECORD_SEARCH_DEPTH);
            return { text, records: commits.map((commit) => ({ layout: 'commit-message', text: commit.message })) };
        },
        deliver: (edit, { commitMessage: message }) => retryOnConflict(async () => {
            const file = await requireFile(target, branch, branch);
            const result = edit(file.text);
            if (!result.changed)
                return { changed: false, story: `${location} already holds this link: nothing committed.` };
            const { commitSha } = await writeRepositoryFile(target.octokit, target.repo, {
                path: target.file,
                branch,
                text: result.text,
                sha: file.sha,
                message,
            });
            return { changed: true, commitSha, story: `Committed ${location} (${commitSha.slice(0, 7)}).` };
        }, { clock, log, what: location }),
    };
}
/**
 * `push: pull-request`: the pull request branch is rebuilt from the base head on every run (one commit on top of
 * it), then exactly one open pull request from it is opened or updated. A branch that already carries the very same
 * file is left alone, so a re-run commits nothing.
 */
function pullRequestStore(target, branch, clock, log) {
    const { octokit, repo } = target;
    const base = target.baseBranch;
    const name = target.facts.fullName;
    if (branch === base) {
        throw new ValuesTargetError(`Input \`pull-request-branch\` (${branch}) is the base branch of ${name}; give a separate branch, or use \`push: commit\`.`);
    }
    const updateBranch = async (edit, message) => {
        const baseHead = await getBranchHead(octokit, repo, base);
        if (!baseHead)
            throw new github_errors/* GitHubError */.y_(`Branch ${base} does not exist in ${name}: check \`values-branch\`.`, 404);
        const file = await requireFile(target, baseHead, base);
        const result = edit(file.text);
        if (!result.changed)
            return { baseUpToDate: true };
        const branchHead = await getBranchHead(octokit, repo, branch);
        if (branchHead) {
            const onBranch = await readRepositoryFile(octokit, repo, target.file, branchHead);
            if (onBranch?.text === result.text) {
                log.info(`Branch ${branch} already carries this change: nothing committed.`);
                return { baseUpToDate: false };
            }
        }
        await resetBranch(octokit, repo, branch, baseHead, branchHead !== undefined);
        const { commitSha } = await writeRepositoryFile(octokit, repo, {
            path: target.file,
            branch,
            text: result.text,
            sha: file.sha,
            message,
        });
        return { baseUpToDate: false, commitSha };
    };
    return {
        file: target.file,
        location: `${target.file} of ${name} (pull request from ${branch} into ${base})`,
        // The open pull request is the newest proposal: a refresh checks the link there, else the link in use on the base.
        async readCurrent() {
            const open = await (0,github_pulls/* findOpenPullRequest */.aF)(octokit, repo, branch, base);
            if (open) {
                const onBranch = await readRepositoryFile(octokit, repo, target.file, branch);
                if (onBranch) {
                    log.info(`Reading ${target.file} from ${branch}, the branch of the open pull request ${open.url}.`);
                    return onBranch.text;
                }
            }
            return (await requireFile(target, base, base)).text;
        },
        // What is merged is deployed: the base's file, and the bodies of the pull requests merged from the branch.
        async readDeployed() {
            const text = (await requireFile(target, base, base)).text;
            const pulls = await (0,github_pulls/* listPullRequests */.qc)(octokit, repo, { head: branch, base, state: 'closed' });
            const merged = pulls.filter((pull) => pull.mergedAt !== undefined);
            return { text, records: merged.map((pull) => ({ layout: 'pull-request-body', text: pull.body })) };
        },
        pullRequest: {
            base,
            async note(notice) {
                const open = await (0,github_pulls/* findOpenPullRequest */.aF)(octokit, repo, branch, base);
                if (!open)
                    return undefined;
                const body = (0,pull_request_notice/* withPullRequestNotice */.F)(open.body, notice);
                if (body !== open.body)
                    await (0,github_pulls/* upsertPullRequest */._b)(octokit, repo, { head: branch, base, title: open.title, body });
                return open.url;
            },
        },
        async deliver(edit, text) {
            const outcome = await retryOnConflict(() => updateBranch(edit, text.commitMessage), {
                clock,
                log,
                what: `${target.file} on ${branch} of ${name}`,
            });
            if (outcome.baseUpToDate) {
                const open = await (0,github_pulls/* findOpenPullRequest */.aF)(octokit, repo, branch, base);
                return {
                    changed: false,
                    ...(open && { pullRequestUrl: open.url }),
                    story: `${target.file} on ${base} of ${name} already holds this link: no pull request needed.`,
                };
            }
            const pull = await (0,github_pulls/* upsertPullRequest */._b)(octokit, repo, { head: branch, base, ...text.pullRequest });
            const committed = outcome.commitSha
                ? `committed ${outcome.commitSha.slice(0, 7)} to ${branch}`
                : `${branch} already carried the change`;
            return {
                changed: outcome.commitSha !== undefined,
                ...(outcome.commitSha && { commitSha: outcome.commitSha }),
                pullRequestUrl: pull.url,
                story: `${pull.created ? 'Opened' : 'Updated'} pull request #${pull.number} (${pull.url}); ${committed}.`,
            };
        },
    };
}

// EXTERNAL MODULE: ./.build/work/src/github/limits.js
var limits = __webpack_require__(73379);
;// CONCATENATED MODULE: ./.build/work/src/values/pull-request-body.js







/** Room kept for the diff's counts and first paths when the manifest record competes for the body. */
const DIFF_MINIMUM = 8_000;
const MAX_FINDINGS = 30;
/**
 * The pull request description: what was exported and checked, and what the rollout changes; never the link (a
 * credential). Within GitHub's limit: the manifest record comes last when it fits beside the diff's counts and first
 * paths, and the diff's other paths fill what is left.
 */
function pullRequestBody(input) {
    const top = [
        PULL_REQUEST_MARKER,
        '### Static export bundle link',
        '',
        intro(input),
        '',
        ...factRows(input),
        '',
        linkNote(input),
        '',
        ...airgapSection(input.facts),
    ];
    const footer = `<sub>Maintained by docs-export-action${input.runUrl ? ` ([run](${input.runUrl}))` : ''}: the next run rebuilds this branch from its base.</sub>`;
    const fixed = top.join('\n').length + footer.length + 4;
    const room = limits/* GITHUB_BODY_LIMIT */.n - fixed - (input.diff ? DIFF_MINIMUM : 0) - 1;
    const record = input.record && recordBlockWithin(input.facts.jobId, input.record, 'pull-request-body', room);
    const unrecorded = input.record && !record ? `\n<sub>${unrecordedNote(input.record.pages, 'this pull request')}</sub>` : '';
    const used = fixed + unrecorded.length + (record ? record.length + 1 : 0);
    const diff = input.diff ? `${diffMarkdown(input.diff, limits/* GITHUB_BODY_LIMIT */.n - used - 2)}\n\n` : '';
    return [...top, `${diff}${footer}${unrecorded}`, ...(record ? [record] : [])].join('\n');
}
function intro(input) {
    const target = `${(0,markdown/* markdownPath */.N)(input.file)} (${(0,markdown/* markdownPath */.N)(input.keyPath.join('.'))})`;
    if (input.diff?.kind === 'diff' && isIdentical(input.diff.diff)) {
        return `Renews the static export bundle link in ${target}: the bundle holds **identical content** to the one deployed now, so this rollout only renews the link.`;
    }
    return input.mode === 'refresh-link'
        ? `Renews the static export bundle link in ${target} before the one in use expires. No new export ran.`
        : `Rolls the bundle of a fresh static export into ${target}.`;
}
function factRows(input) {
    const { facts } = input;
    const size = facts.sizeBytes;
    const rows = [
        ['Export job', (0,markdown/* markdownPath */.N)(facts.jobId)],
        ['Pages', facts.pageCount === undefined ? undefined : String(facts.pageCount)],
        ['Bundle size', size === undefined ? undefined : `${(0,format/* formatBytes */.z3)(size)} (${size} bytes)`],
        ['SHA-256', facts.sha256 && `\`${facts.sha256}\``],
        ['Link expires', input.expiresAt ?? 'never (re-hosted at `values-bundle-url`)'],
        ['Version label', input.version && (0,markdown/* markdownPath */.N)(input.version)],
    ];
    return [
        '| | |',
        '|---|---|',
        ...rows
            .filter((row) => row[1] !== undefined)
            .map(([label, value]) => `| ${label} | ${value} |`),
    ];
}
function linkNote(input) {
    return input.expiresAt
        ? 'The presigned link itself is only in the file: it is a credential, so it is not repeated here. Merge before it expires.'
        : 'The values point at the bundle re-hosted on your own storage, not at the presigned link.';
}
function airgapSection(facts) {
    if (facts.sha256 === undefined)
        return ['The bundle was not downloaded in this run, so it was not checked here.', ''];
    if (facts.airgapFindings.length === 0)
        return ['**Air-gap check:** no page loads scripts, styles, fonts or images from another host.', ''];
    const shown = facts.airgapFindings.slice(0, MAX_FINDINGS).map((finding) => `- ${(0,markdown/* escapeMarkdown */.F)(finding)}`);
    const more = facts.airgapFindings.length - shown.length;
    return [
        `**Air-gap check:** ${facts.airgapFindings.length} reference(s) to other hosts, which an air-gapped deployment cannot reach:`,
        '',
        ...shown,
        ...(more > 0 ? [`- ... and ${more} more (see the run's annotations)`] : []),
        '',
    ];
}

;// CONCATENATED MODULE: ./.build/work/src/values/rollout.js

















/**
 * The values file for the configured `push`, or undefined without `values-file`. It refuses a public repository (the
 * one pushed to, or for `push: none` the workspace's), so call it before asking for a link or downloading anything.
 */
async function openValuesStore(context) {
    const { values } = context.settings;
    if (!values.file)
        return undefined;
    if (values.push === 'none') {
        await refusePublicWorkspace(context);
        return workspaceStore(valuesFilePath(values.file, 'workspace'), context.runner.workspace, context.clock);
    }
    const target = await openGitHubTarget(context, valuesFilePath(values.file, 'repository'));
    return values.push === 'commit'
        ? commitStore(target, context.clock, context.log)
        : pullRequestStore(target, values.pullRequestBranch, context.clock, context.log);
}
/**
 * Edits the values file and delivers it (`push`), with the diff of the pages it changes against the bundle deployed
 * now. Returns `values-changed`, `commit-sha`, `pull-request-url`, and with a diff `pages-added`, `pages-removed`,
 * `pages-changed` and `diff-file`. Opens no log group itself: callers wrap it in theirs.
 */
async function rollOutValues(context, facts, options = {}) {
    const { settings, log, runner, clock } = context;
    const values = settings.values;
    if (!options.store && !values.file) {
        log.info('No `values-file` given: no Helm values to update.');
        return {};
    }
    const change = valuesChange(context, facts);
    const target = options.store ?? (await openValuesStore(context));
    if (!target)
        return {};
    const { outcome, record } = await bundleDiff({
        deployed: await readDeployedSafely(context, target),
        keyPath: values.keyPath,
        nextJobId: facts.jobId,
        next: facts.manifest,
        recordKey: recordKey(settings.service.apiKey, {
            apiUrl: settings.service.apiUrl,
            repository: values.repository ? (0,repository/* fullNameOf */.E)(values.repository) : '',
            file: target.file,
            keyPath: values.keyPath,
        }),
        source: previousBundleSource(context, options.previousBundle),
        nowMs: clock.now(),
        setSecret: context.setSecret,
        log,
    });
    log.info(diffLogLine(outcome));
    log.info(`Setting \`${values.keyPath.join('.')}\` in ${target.location}.`);
    const runUrl = runner.repository && runner.runId
        ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runner.runId}`
        : undefined;
    const delivery = await target.deliver((text) => editValues(text, change), {
        commitMessage: values.push === 'commit' ? commitMessage(values.commitMessage, facts.jobId, record) : values.commitMessage,
        pullRequest: {
            title: values.commitMessage,
            body: pullRequestBody({
                facts: { ...facts, sizeBytes: facts.sizeBytes ?? facts.bundle.sizeBytes },
                mode: settings.mode === 'refresh-link' ? 'refresh-link' : 'export',
                file: target.file,
                keyPath: values.keyPath,
                version: values.version,
                expiresAt: change.record.expiresAt,
                runUrl,
                diff: outcome,
                record,
            }),
        },
    });
    log.info(delivery.story);
    const diffOutputs = await writeDiffFile(context, outcome, facts.jobId);
    await (0,summary/* writeStepSummary */.o)(context, `${deliverySummary(delivery, values.keyPath)}\n${diffMarkdown(outcome, SUMMARY_DIFF_BUDGET)}\n`);
    return { ...valuesOutputs(delivery), ...diffOutputs };
}
/**
 * The deployed link's reader, unless the link comes from a workspace an outsider controls: with `push: none` it is read
 * from the workspace file, which a pull request from a fork writes. Then the diff says, in a notice, why there is none.
 */
function previousBundleSource(context, source) {
    if (!source || context.settings.values.push !== 'none' || !(0,runtime_event/* pullRequestFromFork */.v)(context.runner.event))
        return source;
    return {
        ...source,
        refusal: 'the link the values hold is not read: the workspace comes from a pull request from a fork, whose author chose the file.',
    };
}
/** `push: commit` records the manifest at the end of its commit message, or says there why it cannot. */
function commitMessage(message, jobId, record) {
    if (!record)
        return message;
    const block = recordBlockWithin(jobId, record, 'commit-message', MAX_RECORD_IN_COMMIT);
    return `${message}\n\n${block ?? unrecordedNote(record.pages, 'this commit message')}`;
}
/** The step summary shows the diff's paths up to this many characters; the `diff-file` output has them all. */
const SUMMARY_DIFF_BUDGET = 30_000;
/** A deployed side that cannot be read costs the diff, not the rollout: the delivery reads the file again anyway. */
async function readDeployedSafely(context, store) {
    try {
        return await store.readDeployed();
    }
    catch (error) {
        context.log.warning(`Could not read the deployed values for the bundle diff: ${(0,errors/* describeFailure */.Ic)(error)}`);
        return { text: undefined, records: [] };
    }
}
/** The full diff as JSON in the runner's temp directory, and the outputs that name it and its counts. */
async function writeDiffFile(context, outcome, nextJobId) {
    if (outcome.kind !== 'diff')
        return {};
    const file = external_node_path_.join(context.runner.runnerTemp, 'docs-export', 'bundle-diff.json');
    await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, diffJson(outcome, nextJobId), 'utf8');
    const { diff } = outcome;
    return {
        'pages-added': String(diff.added.length),
        'pages-removed': String(diff.removed.length),
        'pages-changed': String(diff.changed.length),
        'diff-file': file,
    };
}
/** The link written (the presigned one, or the re-hosted `values-bundle-url`) and the note recorded beside it. */
function valuesChange(context, facts) {
    const { keyPath, version, bundleUrlTemplate } = context.settings.values;
    // Checked before anything is read or written: the id goes into a YAML comment, a URL and the pull request.
    if (!(0,job_id/* isJobId */.dW)(facts.jobId))
        throw new values_document/* ValuesFileError */.f9((0,job_id/* badJobIdMessage */.he)('The job id of the bundle to roll out'));
    if (!bundleUrlTemplate) {
        return {
            keyPath,
            version,
            bundleUrl: facts.bundle.bundleUrl,
            record: { jobId: facts.jobId, expiresAt: (0,expiry/* normalizeExpiry */.$u)(facts.bundle.expiresAt) },
        };
    }
    if (bundleUrlTemplate.includes('{sha256}') && !facts.sha256) {
        throw new ValuesTargetError('`values-bundle-url` uses {sha256}, but the bundle was not downloaded in this run: set `download: true`.');
    }
    const bundleUrl = bundleUrlTemplate.replaceAll('{jobId}', facts.jobId).replaceAll('{sha256}', facts.sha256 ?? '');
    return { keyPath, version, bundleUrl, record: { jobId: facts.jobId } };
}
function valuesOutputs(delivery) {
    return {
        'values-changed': String(delivery.changed),
        ...(delivery.commitSha && { 'commit-sha': delivery.commitSha }),
        ...(delivery.pullRequestUrl && { 'pull-request-url': delivery.pullRequestUrl }),
    };
}
/** Step summary lines for the values half; only facts, never the link. */
function deliverySummary(delivery, keyPath) {
    const lines = ['### Helm values', '', `- \`${keyPath.join('.')}\`: ${delivery.story}`];
    if (delivery.commitSha)
        lines.push(`- Commit: \`${delivery.commitSha}\``);
    if (delivery.pullRequestUrl)
        lines.push(`- Pull request: ${delivery.pullRequestUrl}`);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
