export const id = 709;
export const ids = [709];
export const modules = {

/***/ 72192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ execute)
/* harmony export */ });
/* unused harmony export describeSettings */
/* harmony import */ var _runtime_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70696);
/* harmony import */ var _settings_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91572);
/* harmony import */ var _settings_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46736);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11119);




/** Each mode is loaded only when chosen, so a run (or a failure on bad input) loads only what it uses. */
function loadMode(settings) {
    switch (settings.mode) {
        case 'export':
            return Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(913), __webpack_require__.e(981), __webpack_require__.e(37), __webpack_require__.e(499), __webpack_require__.e(384)]).then(__webpack_require__.bind(__webpack_require__, 16384)).then(({ runExport }) => (context) => runExport({ ...context, settings }));
        case 'refresh-link':
            return Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(913), __webpack_require__.e(981), __webpack_require__.e(814), __webpack_require__.e(37), __webpack_require__.e(499), __webpack_require__.e(416)]).then(__webpack_require__.bind(__webpack_require__, 87416)).then(({ runRefreshLink }) => (context) => runRefreshLink({ ...context, settings }));
        case 'report':
            return Promise.all(/* import() */[__webpack_require__.e(508), __webpack_require__.e(899), __webpack_require__.e(265)]).then(__webpack_require__.bind(__webpack_require__, 25265)).then(({ runReport }) => (context) => runReport({ ...context, settings }));
        case 'task-links':
            return Promise.all(/* import() */[__webpack_require__.e(899), __webpack_require__.e(494)]).then(__webpack_require__.bind(__webpack_require__, 36494)).then(({ runTaskLinks }) => (context) => runTaskLinks({ ...context, settings }));
    }
}
/** The resolved settings as one debug line: the key and the token replaced, credentials in any URL dropped. */
function describeSettings(settings) {
    const shown = {
        ...settings,
        ...(settings.service && { service: { ...settings.service, apiKey: '***' } }),
        githubToken: settings.githubToken ? '***' : '',
    };
    return `Settings: ${(0,_util_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .hideCredentials */ .RW)(JSON.stringify(shown))}`;
}
/** Inputs to outputs: settings first (no request before they are valid), then the mode. */
async function execute(platform) {
    // Masked before anything else can print it, in every form the parser may derive.
    const rawKey = platform.getInput('api-key');
    for (const form of new Set([rawKey, rawKey.trim(), rawKey.trim().replace(/^bearer\s+/i, '')]))
        if (form)
            platform.setSecret(form);
    const runner = (0,_runtime_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .readRunnerEnvironment */ .E)(platform.env);
    const parsed = (0,_settings_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSettings */ .P)((0,_settings_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputs */ .Ko)(platform.getInput), runner);
    if (parsed.settings.githubToken)
        platform.setSecret(parsed.settings.githubToken);
    const downloads = await downloadProcessesFor(parsed.settings, platform.downloadScript);
    // Whatever fails from here on ends the download processes: alive, one would keep this process running.
    try {
        return await runSettled(platform, parsed, runner, downloads);
    }
    finally {
        downloads?.stop();
    }
}
/** The run once its settings are valid: the reporting, the mode and the clients loaded, then the mode. */
async function runSettled(platform, { settings, notices, warnings }, runner, bundleDownloader) {
    const [{ log, summary }, runMode, { createRunContext }] = await Promise.all([
        platform.reporting(),
        loadMode(settings),
        Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(489)]).then(__webpack_require__.bind(__webpack_require__, 78489)),
    ]);
    for (const notice of notices)
        log.notice(notice);
    for (const warning of warnings)
        log.warning(warning);
    log.debug(describeSettings(settings));
    const context = createRunContext({
        settings,
        log,
        summary,
        setSecret: platform.setSecret,
        env: platform.env,
        runner,
        clock: platform.clock,
        bundleDownloader,
    });
    // task-links makes no service request: no address to say a proxy for.
    const proxy = settings.service && context.http.proxyFor(settings.service.apiUrl);
    if (proxy)
        log.debug(`The service is reached through the proxy ${proxy} (unless NO_PROXY names its host).`);
    return runMode(context);
}
/**
 * The bundle downloads of a run that may download go to download processes when the entry names their script
 * (chosen here, once: the modes and the bundle code see only a BundleDownloader). An export that downloads starts
 * the first now, so that its start-up overlaps the action's own and the job's; refresh-link starts it only once it
 * knows it needs a fresh bundle.
 */
async function downloadProcessesFor(settings, script) {
    const downloads = (settings.mode === 'export' && settings.export.download) ||
        (settings.mode === 'refresh-link' && settings.refresh.download);
    if (!script || !downloads)
        return undefined;
    // Loaded here, not at the top: a run that fails on a bad input loads none of it (bench/cold-start.ts).
    const { downloadInProcesses } = await __webpack_require__.e(/* import() */ 908).then(__webpack_require__.bind(__webpack_require__, 23908));
    const processes = downloadInProcesses(script);
    if (settings.mode === 'export')
        processes.prepare();
    return processes;
}


/***/ }),

/***/ 27482:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ withOutputs),
/* harmony export */   p: () => (/* binding */ StepFailure)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);

/** A failure that still has outputs worth setting (e.g. `job-id` and `status` of a failed job). */
class StepFailure extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    outputs;
    /** What kind of failure this is, when no `cause` says it (a failed or endless job is the service's). */
    kind;
    constructor(message, outputs, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'StepFailure';
        this.outputs = outputs;
        this.kind = options.kind ?? (options.cause === undefined ? 'service' : (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .failureKind */ .zU)(options.cause));
    }
}
/** Keeps the outputs known so far with a failure, whatever was thrown. */
function withOutputs(error, outputs) {
    if (error instanceof StepFailure)
        return new StepFailure(error.message, { ...outputs, ...error.outputs }, { cause: error.cause, kind: error.kind });
    return new StepFailure((0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error), outputs, { cause: error });
}


/***/ }),

/***/ 59246:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ OUTPUT_NAMES)
/* harmony export */ });
/** Every output the action sets. A test holds this list and action.yml to each other. */
const OUTPUT_NAMES = [
    'job-id',
    'status',
    'page-count',
    'bundle-url',
    'expires-at',
    'bundle-size',
    'bundle-path',
    'bundle-sha256',
    'extracted-path',
    'values-changed',
    'commit-sha',
    'pull-request-url',
    'skipped',
    'pages-added',
    'pages-removed',
    'pages-changed',
    'diff-file',
    'deployment-id',
    'deployment-status',
    'report-path',
    'data-path',
    'comment-url',
    'issue-url',
    'requests-used',
    'visitors-total',
    'feedback-total',
    'searches-total',
    'content-gaps',
    'terms-set-aside',
    'unanswered-questions',
    'tasks-opened',
    'tasks-updated',
    'tasks-closed',
    'fixes-holding',
    'fixes-failing',
];


/***/ }),

/***/ 70696:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readRunnerEnvironment),
/* harmony export */   Z: () => (/* binding */ enterpriseServerAddress)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);


/** Reads what the runner sets in the environment; tolerant of a missing or broken event file. */
function readRunnerEnvironment(env = process.env) {
    return {
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        runnerTemp: env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir(),
        repository: env.GITHUB_REPOSITORY || undefined,
        eventName: env.GITHUB_EVENT_NAME || undefined,
        event: readEvent(env.GITHUB_EVENT_PATH),
        serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
        githubApiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        runId: env.GITHUB_RUN_ID || undefined,
        sha: env.GITHUB_SHA || undefined,
    };
}
function readEvent(eventPath) {
    if (!eventPath)
        return {};
    try {
        const parsed = JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(eventPath, 'utf8'));
        return parsed && typeof parsed === 'object' ? parsed : {};
    }
    catch {
        return {};
    }
}
/**
 * Whether the runner belongs to GitHub Enterprise Server, which the artifact client the action uses refuses:
 * the address (server first, then API) that is neither github.com nor GitHub Enterprise Cloud (`*.ghe.com`),
 * undefined when both are.
 */
function enterpriseServerAddress(runner) {
    if (!isCloudHost(runner.serverUrl, 'github.com'))
        return runner.serverUrl;
    if (!isCloudHost(runner.githubApiUrl, 'api.github.com'))
        return runner.githubApiUrl;
    return undefined;
}
function isCloudHost(address, dotCom) {
    let host;
    try {
        host = new URL(address).hostname.toLowerCase();
    }
    catch {
        return false;
    }
    // Loopback hosts are a developer's own stand-ins (as `*.localhost` is for the artifact client), not a GHES;
    // so are names under `.test`, which RFC 6761 keeps for testing (a test proxy resolves them).
    const standIn = host === 'localhost' ||
        host.endsWith('.localhost') ||
        host.endsWith('.test') ||
        /^127\.\d+\.\d+\.\d+$/.test(host) ||
        host === '[::1]';
    return host === dotCom || host.endsWith('.ghe.com') || standIn;
}


/***/ }),

/***/ 66683:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ INPUT_TABLE)
/* harmony export */ });
// Generated from action.yml by `npm run docs`; do not edit by hand. CI fails when it is stale.
const INPUT_TABLE = [
    { "name": "mode", "default": "export", "required": false, "description": "What to do: `export` (run a static export), `refresh-link` (renew the bundle link in the values before it expires), `report` (publish an analytics report) or `task-links` (on a pull request: names the open task issues it may fix; GitHub token only, no service request)." },
    { "name": "api-key", "default": "", "required": false, "description": "Admin API key of the service, created in the organization's API keys settings; store it as a secret. Required, but for `task-links`, which makes no service request. `report` needs only a key restricted to `read` (use one); `export`, `refresh-link` and `deploy-first` need `write`. Admin keys expire after 7 to 90 days (90 by default): replace the secret before then. Masked in logs at once; surrounding whitespace is trimmed and a leading `Bearer ` is stripped with a warning." },
    { "name": "api-url", "default": "", "required": false, "description": "Base address of the service, e.g. `https://api.example.com` (required, but for `task-links`). `/v1/...` paths are appended; a trailing `/` or `/v1` is tolerated. `http://` is accepted only for a loopback host (the emulator)." },
    { "name": "github-token", "default": "${{ github.token }}", "required": false, "description": "Token for comments, issues, commits and pull requests. Use a PAT or an app token to push to another repository." },
    { "name": "request-timeout", "default": "30s", "required": false, "description": "Timeout of one HTTP request, as a duration (`90s`, `15m`, `2h`, `1d`)." },
    { "name": "domain", "default": "", "required": false, "description": "Bare hostname of the docs site (required for `export`). `https://docs.example.com/` is normalised with a notice; a path is an error." },
    { "name": "job-id", "default": "", "required": false, "description": "Reuse this job: `export` waits for it instead of starting one; `refresh-link` takes it, else the job id recorded in the values file by an earlier run." },
    { "name": "export-version", "default": "", "required": false, "description": "Sent as the job's optional `version` label." },
    { "name": "paths", "default": "", "required": false, "description": "Sent as the job's optional `paths` list (commas or newlines). Empty exports every published page." },
    { "name": "timeout", "default": "30m", "required": false, "description": "How long to wait for the job to complete, as a duration." },
    { "name": "download", "default": "", "required": false, "description": "Download and verify the bundle (`true`/`false`). Default: `true` for `export`, `false` for `refresh-link`." },
    { "name": "bundle-path", "default": "", "required": false, "description": "Where the verified bundle is written (`/` or `\\` as separator). Default: `$RUNNER_TEMP/docs-export/bundle.tar.gz`." },
    { "name": "extract-to", "default": "", "required": false, "description": "Extract the verified bundle into this directory (`/` or `\\` as separator)." },
    { "name": "artifact-name", "default": "", "required": false, "description": "Upload the verified bundle as a workflow artifact of this name: the tarball itself, without a zip around it. Empty: no artifact." },
    { "name": "artifact-retention-days", "default": "", "required": false, "description": "Days to keep the bundle artifact (1 to 90; empty: the repository's setting)." },
    { "name": "airgap-check", "default": "warn", "required": false, "description": "`off`, `warn` or `error`: report pages that load scripts, styles, fonts or images from another host." },
    { "name": "content-check", "default": "warn", "required": false, "description": "`off`, `warn` or `error`: what the service does not promise (a root `index.html`, the page count against the job, `sizeBytes` against the download)." },
    { "name": "max-unpacked-size", "default": "20GiB", "required": false, "description": "Most bytes the bundle may unpack to, as a size such as `20GiB` or `500MB`; checked while streaming, before anything is extracted." },
    { "name": "max-entries", "default": "1000000", "required": false, "description": "Most entries (files, directories) the bundle may hold." },
    { "name": "deploy-first", "default": "false", "required": false, "description": "`export` only, needs `project-id`: trigger a deployment of the project, follow it to `success`, then export (`true`/`false`)." },
    { "name": "deploy-timeout", "default": "20m", "required": false, "description": "How long to wait for the deployment of `deploy-first`, as a duration." },
    { "name": "values-file", "default": "", "required": false, "description": "Helm values file to update (path in the values repository; `/` or `\\` as separator)." },
    { "name": "values-key", "default": "staticExport", "required": false, "description": "Dotted key of the block holding `enabled`, `bundleUrl` and `version`." },
    { "name": "values-version", "default": "", "required": false, "description": "Value for `<values-key>.version`, the export version label that pins a rollout. Default: `export-version` when set; left as it is when both are empty." },
    { "name": "values-repository", "default": "", "required": false, "description": "`owner/name` of the deployment repository. Default: the current repository." },
    { "name": "values-branch", "default": "", "required": false, "description": "Branch the change is based on. Default: the repository's default branch." },
    { "name": "push", "default": "none", "required": false, "description": "`none` (write the file in the workspace), `commit` (commit to `values-branch`) or `pull-request` (commit to `pull-request-branch` and open or update one pull request)." },
    { "name": "pull-request-branch", "default": "docs-export/static-export", "required": false, "description": "Branch for `push: pull-request`." },
    { "name": "commit-message", "default": "", "required": false, "description": "Commit message. Default: `Update static export bundle link for <domain>`." },
    { "name": "allow-public-repository", "default": "false", "required": false, "description": "A presigned link is a credential: refuse to push it to a public repository (or, with `push: none`, to write it into the workspace of one) unless this is `true`." },
    { "name": "refresh-before", "default": "24h", "required": false, "description": "`refresh-link` does nothing while the link in the values stays valid longer than this duration." },
    { "name": "values-bundle-url", "default": "", "required": false, "description": "Write this URL into the values instead of the presigned link, for deployments that re-host the bundle on their own storage (air-gapped). `{jobId}` and `{sha256}` are replaced." },
    { "name": "project-id", "default": "", "required": false, "description": "Project identifier (required for `report`)." },
    { "name": "period", "default": "last-7-days", "required": false, "description": "`last-7-days`, `last-28-days`, `last-30-days` (the N whole UTC days before today), `previous-week` (the ISO week before the current one), `previous-month` (the calendar month before the current one) or `custom`." },
    { "name": "date-from", "default": "", "required": false, "description": "First day (`YYYY-MM-DD`) for `period: custom`." },
    { "name": "date-to", "default": "", "required": false, "description": "Day after the last one (`YYYY-MM-DD`, exclusive, as in the API) for `period: custom`." },
    { "name": "compare", "default": "true", "required": false, "description": "Also fetch the preceding period of the same length and show changes (`true`/`false`)." },
    { "name": "feedback-source", "default": "", "required": false, "description": "Only feedback from this source: `code_snippet`, `contextual`, `agent` or `thumbs_only`." },
    { "name": "feedback-status", "default": "", "required": false, "description": "Only feedback with these statuses (list of `pending`, `in_progress`, `resolved`, `dismissed`)." },
    { "name": "top", "default": "10", "required": false, "description": "Rows in each ranked table." },
    { "name": "template", "default": "", "required": false, "description": "Path of a Handlebars template that replaces the built-in report template (`/` or `\\` as separator)." },
    { "name": "publish", "default": "summary", "required": false, "description": "Where the report goes: a list of `summary`, `comment`, `issue`, `none`." },
    { "name": "comment-on", "default": "", "required": false, "description": "Issue or pull request number for `publish: comment`. Default: the pull request of the event." },
    { "name": "issue-title", "default": "Docs analytics: {{period.label}}", "required": false, "description": "Title of the report issue (a Handlebars string)." },
    { "name": "issue-labels", "default": "docs-analytics", "required": false, "description": "Labels of the report issue (commas or newlines)." },
    { "name": "close-previous", "default": "true", "required": false, "description": "Close earlier open report issues of the same project (`true`/`false`)." },
    { "name": "report-dir", "default": "", "required": false, "description": "Directory for `report.md`, `report.json`, `visitors.csv`, `feedback.csv` and `searches.csv` (`/` or `\\` as separator). Default: `$RUNNER_TEMP/docs-report`." },
    { "name": "sections", "default": "traffic,feedback,searches,assistant", "required": false, "description": "What the report holds (list of `traffic`, `feedback`, `searches`, `assistant`, `views`, `comments`, `questions`): visitors; feedback by page with every entry counted; search terms and content gaps; AI-assistant questions by caller and, from the conversations, how many went unanswered by category and by page; page views; readers' comments and the texts of unanswered assistant questions (both off by default: they publish what readers wrote; personal data such as e-mail addresses is removed from questions). The site-wide visitor totals of the headline are fetched in any case (one request)." },
    { "name": "tasks", "default": "off", "required": false, "description": "`issues`: every content gap (a frequent search term without an answer, an assistant question category or page that goes unanswered) becomes one task issue, kept up to date each period and closed when the gap has been gone for `task-close-after` periods; a task someone else closed stays closed. `off`: none." },
    { "name": "task-labels", "default": "docs-gap", "required": false, "description": "Labels of the task issues (commas or newlines). The action only ever touches task issues it opened itself, found by these labels and a hidden key; `task-links` finds the open ones by them too." },
    { "name": "max-new-tasks", "default": "5", "required": false, "description": "Most task issues opened in one run (0 to 50), the highest priority gaps first (each gap's share of its channel's searches or questions that went unanswered); the rest wait for a later run." },
    { "name": "task-close-after", "default": "2", "required": false, "description": "Periods in a row without its gap (1 to 52) before a task issue is closed." },
    { "name": "docs-path", "default": "**/*.md,**/*.mdx", "required": false, "description": "Glob patterns of the documentation sources in the workspace (commas or newlines); each task names the files that mention its term, or says none does." },
    { "name": "task-ignore", "default": "", "required": false, "description": "Terms, categories or pages a team has decided are no gaps (commas or newlines; up to 200, each at most 300 characters): never a task, not counted as content gaps. Exact, or with `*` for any run of characters (`*refund*`, `/internal/*`); matched whatever their case, width or invisible characters; a page by its site path. No other pattern syntax." },
    { "name": "trend-periods", "default": "12", "required": false, "description": "Periods of history (0 to 52) each published report carries forward and draws as trends (visitors, feedback, searches, content gaps, unanswered questions), read back from the earlier report at no request; `0` turns trends off." },
    { "name": "request-budget", "default": "40", "required": false, "description": "Most analytics requests this run may spend (the organization shares 100 an hour)." },
    { "name": "max-rate-limit-wait", "default": "2m", "required": false, "description": "Longest wait on a 429 before giving up, as a duration." },
];


/***/ }),

/***/ 91572:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   Qh: () => (/* binding */ INPUT_NAMES),
/* harmony export */   bK: () => (/* binding */ literalText)
/* harmony export */ });
/* harmony import */ var _input_table_generated_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66683);

/** Every input the action reads, from the table generated out of action.yml. */
const INPUT_NAMES = _input_table_generated_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUT_TABLE */ .g.map((input) => input.name);
/**
 * An expression the runner evaluates (`${{ github.token }}`) has no meaning outside it: it reads as empty, whether it
 * is action.yml's default or was handed over unevaluated (by a local runner that does not evaluate expressions).
 */
function literalText(text) {
    return text.trimStart().startsWith('${{') ? '' : text;
}
/**
 * Reads every input through `getInput` (the runner's, or the CLI's). An empty value takes action.yml's
 * default, as the runner would: the CLI, and a runner that passes an empty string, behave alike.
 */
function readInputs(getInput) {
    return Object.fromEntries(_input_table_generated_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUT_TABLE */ .g.map((input) => {
        const given = getInput(input.name) ?? '';
        return [input.name, given.trim() === '' ? literalText(input.default) : given];
    }));
}


/***/ }),

/***/ 1973:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ parseSize),
/* harmony export */   E1: () => (/* binding */ parseList),
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   _U: () => (/* binding */ parseDate),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/** Parsers for the textual forms inputs take. Each returns undefined when the text does not fit. */
const DURATION_UNITS_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION_PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)$/;
/** `90s`, `15m`, `2h`, `1d` (and `500ms`) to milliseconds. A bare number is refused: its unit would be a guess. */
function parseDuration(text) {
    const match = DURATION_PATTERN.exec(text.trim().toLowerCase());
    if (!match)
        return undefined;
    const [, amount, unit] = match;
    return Math.round(Number(amount) * DURATION_UNITS_MS[unit]);
}
const SIZE_UNITS = {
    b: 1,
    kb: 1e3,
    mb: 1e6,
    gb: 1e9,
    tb: 1e12,
    kib: 2 ** 10,
    mib: 2 ** 20,
    gib: 2 ** 30,
    tib: 2 ** 40,
};
const SIZE_PATTERN = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb|tb|kib|mib|gib|tib)?$/;
/** `20GiB`, `500MB`, `1048576` to bytes: a bare number is bytes, the usual unit of sizes. */
function parseSize(text) {
    const match = SIZE_PATTERN.exec(text.trim().toLowerCase());
    if (!match)
        return undefined;
    const [, amount, unit = 'b'] = match;
    return Math.floor(Number(amount) * SIZE_UNITS[unit]);
}
function parseBoolean(text) {
    const value = text.trim().toLowerCase();
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    return undefined;
}
/** Lists accept commas or newlines; blanks are dropped. */
function parseList(text) {
    return text
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter((item) => item.length > 0);
}
function parseDate(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
        return undefined;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : undefined;
}
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}


/***/ }),

/***/ 46736:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ SettingsError),
  P: () => (/* binding */ parseSettings)
});

// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/settings/inputs.js
var inputs = __webpack_require__(91572);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./.build/work/src/settings/parsers.js
var parsers = __webpack_require__(1973);
;// CONCATENATED MODULE: ./.build/work/src/settings/fields.js


/**
 * zod schemas for one input's text each. A failure message says what the input accepts;
 * `parseSettings` (schema.ts) puts the input's name in front of it and the given value after it.
 */
/**
 * Records a problem and stands in for the value that could not be made. Without `input` the problem is the input
 * being parsed; a rule over several inputs names the one it blames.
 */
function fail(ctx, message, input) {
    ctx.addIssue({ code: 'custom', message, ...(input && { path: [input] }) });
    return core/* NEVER */.tm;
}
const fields_text = schemas/* string */.YjP().transform((value) => value.trim());
const optionalText = fields_text.transform((value) => (value === '' ? undefined : value));
/** Text that must not be empty; `needs` says what to give. */
const nonEmpty = (needs) => fields_text.refine((value) => value !== '', needs);
const duration = fields_text.transform((value, ctx) => {
    const ms = (0,parsers/* parseDuration */.E9)(value);
    if (ms === undefined || ms <= 0)
        return fail(ctx, 'accepts a duration such as 90s, 15m, 2h or 1d');
    return ms;
});
const size = fields_text.transform((value, ctx) => {
    const bytes = (0,parsers/* parseSize */.DB)(value);
    if (bytes === undefined || bytes <= 0)
        return fail(ctx, 'accepts a size such as 20GiB, 500MB or a number of bytes');
    return bytes;
});
const fields_boolean = fields_text.transform((value, ctx) => {
    const parsed = (0,parsers/* parseBoolean */.yG)(value);
    return parsed === undefined ? fail(ctx, 'accepts true or false') : parsed;
});
/** A boolean whose default depends on something else (e.g. the mode): undefined when empty. */
const optionalBoolean = fields_text.transform((value, ctx) => {
    if (value === '')
        return undefined;
    const parsed = (0,parsers/* parseBoolean */.yG)(value);
    return parsed === undefined ? fail(ctx, 'accepts true or false') : parsed;
});
/** Whether `value` is one of `values`, narrowing it to their union. */
function isOneOf(values, value) {
    return values.some((choice) => choice === value);
}
function oneOf(values) {
    return fields_text.transform((value, ctx) => isOneOf(values, value) ? value : fail(ctx, `accepts ${describeChoices(values)}`));
}
function optionalOneOf(values) {
    return fields_text.transform((value, ctx) => {
        if (value === '')
            return undefined;
        return isOneOf(values, value) ? value : fail(ctx, `accepts ${describeChoices(values)}`);
    });
}
function listOf(values) {
    return schemas/* string */.YjP().transform((value, ctx) => {
        const items = (0,parsers/* parseList */.E1)(value);
        const known = items.filter((item) => isOneOf(values, item));
        const unknown = items.filter((item) => !isOneOf(values, item));
        if (unknown.length > 0)
            return fail(ctx, `accepts a list (commas or newlines) of ${describeChoices(values)}; unknown: ${unknown.join(', ')}`);
        return [...new Set(known)];
    });
}
const list = schemas/* string */.YjP().transform((value) => (0,parsers/* parseList */.E1)(value));
function integer(min, max) {
    return fields_text.transform((value, ctx) => {
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (!Number.isSafeInteger(number) || number < min || number > max)
            return fail(ctx, `accepts a whole number from ${min} to ${max}`);
        return number;
    });
}
function optionalInteger(min, max) {
    return fields_text.transform((value, ctx) => {
        if (value === '')
            return undefined;
        const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
        if (!Number.isSafeInteger(number) || number < min || number > max)
            return fail(ctx, `accepts a whole number from ${min} to ${max}, or nothing`);
        return number;
    });
}
const optionalIssueNumber = fields_text.transform((value, ctx) => {
    if (value === '')
        return undefined;
    const number = /^#?\d+$/.test(value) ? Number(value.replace('#', '')) : Number.NaN;
    return Number.isSafeInteger(number) && number > 0
        ? number
        : fail(ctx, 'accepts an issue or pull request number such as 42');
});
const optionalDate = fields_text.transform((value, ctx) => {
    if (value === '')
        return undefined;
    return (0,parsers/* parseDate */._U)(value) ?? fail(ctx, 'accepts a date written YYYY-MM-DD');
});
function describeChoices(values) {
    const quoted = values.map((v) => `"${v}"`);
    const last = quoted.pop() ?? '';
    return quoted.length === 0 ? last : `${quoted.join(', ')} or ${last}`;
}

// EXTERNAL MODULE: ./.build/work/src/util/job-id.js
var job_id = __webpack_require__(2769);
// EXTERNAL MODULE: ./.build/work/src/util/term-pattern.js
var term_pattern = __webpack_require__(51523);
;// CONCATENATED MODULE: ./.build/work/src/settings/normalize.js

function normalizeApiKey(text) {
    const trimmed = text.trim();
    const withoutScheme = trimmed.replace(/^bearer\s+/i, '');
    if (withoutScheme === '')
        return { error: 'is required: the admin API key of the service (store it as a secret)' };
    if (/\s/.test(withoutScheme))
        return { error: 'must be a single API key without spaces or line breaks' };
    return withoutScheme === trimmed
        ? { value: trimmed }
        : {
            value: withoutScheme,
            warning: 'Input "api-key" started with "Bearer "; the prefix was removed. Give the key alone.',
        };
}
function normalizeApiUrl(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { error: 'is required: the base address of the service, such as https://api.example.com' };
    let url;
    try {
        url = new URL(trimmed);
    }
    catch {
        return { error: 'accepts an absolute https:// address such as https://api.example.com' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return { error: 'accepts an https:// address' };
    if (url.protocol === 'http:' && !(0,parsers/* isLoopbackHost */.cW)(url.hostname)) {
        return {
            error: 'must use https://: the API key may only travel over TLS (http:// is accepted for a loopback host such as the emulator)',
        };
    }
    if (url.search || url.hash || url.username || url.password)
        return { error: 'accepts a base address without query, fragment or credentials' };
    const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
    return { value: `${url.origin}${path}` };
}
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
function normalizeDomain(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { value: undefined };
    const withoutScheme = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
    const slash = withoutScheme.indexOf('/');
    const host = (slash === -1 ? withoutScheme : withoutScheme.slice(0, slash)).toLowerCase();
    const rest = slash === -1 ? '' : withoutScheme.slice(slash);
    if (rest.replace(/\/+$/, '') !== '') {
        return {
            error: `accepts a bare hostname such as docs.example.com; "${trimmed}" has a path (${rest}), which the service does not accept`,
        };
    }
    if (!HOSTNAME.test(host))
        return { error: 'accepts a bare hostname such as docs.example.com (no port, user or spaces)' };
    return host === trimmed
        ? { value: host }
        : { value: host, notice: `Input "domain" was normalised from "${trimmed}" to "${host}".` };
}
function parseRepository(text) {
    const [owner, repo, ...rest] = text.trim().split('/');
    const part = /^[A-Za-z0-9-_.]+$/;
    return owner && repo && rest.length === 0 && part.test(owner) && part.test(repo) ? { owner, repo } : undefined;
}
function parseKeyPath(text) {
    const segments = text.trim().split('.');
    return segments.every((segment) => /^[A-Za-z0-9_-]+$/.test(segment)) ? segments : undefined;
}
function checkBundleUrlTemplate(text) {
    const sample = text.replaceAll('{jobId}', 'se_0000000000000000').replaceAll('{sha256}', '0'.repeat(64));
    try {
        const url = new URL(sample);
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
            return 'accepts an http(s) URL';
    }
    catch {
        return 'accepts an absolute URL such as https://bundles.internal/{jobId}/bundle.tar.gz ({jobId} and {sha256} are replaced)';
    }
    const unknown = [...text.matchAll(/\{([^}]*)\}/g)]
        .map((m) => m[0])
        .filter((p) => p !== '{jobId}' && p !== '{sha256}');
    return unknown.length > 0 ? `knows the placeholders {jobId} and {sha256}; unknown: ${unknown.join(', ')}` : undefined;
}

// EXTERNAL MODULE: ./.build/work/src/settings/types.js
var types = __webpack_require__(85296);
;// CONCATENATED MODULE: ./.build/work/src/settings/input-schema.js
// Per-input parsing: one zod schema per input, keyed by the input's name, with the normalisers that reshape a value.








/** An input whose text is reshaped by a normaliser; what it tells the user (notice, warning) travels with the value. */
function normalized(normalize) {
    return schemas/* string */.YjP().transform((text, ctx) => {
        const result = normalize(text);
        return 'error' in result ? fail(ctx, result.error) : result;
    });
}
/**
 * One schema per input, keyed by the input's name: zod issue paths are therefore input names. Every mode checks every
 * input's form (a typo in an input the mode does not read is still a typo); each mode's schema adds its own rules.
 */
function inputFields(env) {
    return {
        mode: oneOf(types/* MODES */.FN),
        'api-key': normalized(normalizeApiKey),
        'api-url': normalized(normalizeApiUrl),
        'github-token': fields_text.transform(inputs/* literalText */.bK),
        'request-timeout': duration,
        domain: normalized(normalizeDomain),
        'job-id': optionalText.refine((id) => id === undefined || (0,job_id/* isJobId */.dW)(id), 'accepts a job id: 1 to 128 letters, digits, "_" or "-", such as se_3f9a2c1b8e7d4a06'),
        'export-version': optionalText,
        paths: list,
        timeout: duration,
        download: optionalBoolean,
        'bundle-path': optionalText,
        'extract-to': optionalText,
        'artifact-name': optionalText.refine((name) => name === undefined || /^[^"<>|*?\\/:\r\n]+$/.test(name), 'accepts a name without the characters " : < > | * ? \\ / or line breaks'),
        'artifact-retention-days': optionalInteger(1, 90),
        'airgap-check': oneOf(types/* AIRGAP_CHECKS */.z4),
        'content-check': oneOf(types/* CONTENT_CHECKS */.CD),
        'max-unpacked-size': size,
        'max-entries': integer(1, 100_000_000),
        'deploy-first': fields_boolean,
        'deploy-timeout': duration,
        'values-file': optionalText,
        'values-key': fields_text.transform((text, ctx) => parseKeyPath(text) ?? fail(ctx, 'accepts a dotted key such as staticExport or docs.staticExport')),
        'values-version': optionalText,
        'values-repository': optionalText.transform((text, ctx) => {
            const given = text ?? env.repository;
            if (!given)
                return undefined;
            return parseRepository(given) ?? fail(ctx, 'accepts owner/name, such as acme/deployment');
        }),
        'values-branch': optionalText,
        push: oneOf(types/* PUSH_MODES */.qf),
        'pull-request-branch': nonEmpty('needs a branch name'),
        'commit-message': optionalText,
        'allow-public-repository': fields_boolean,
        'refresh-before': duration,
        'values-bundle-url': optionalText.superRefine((text, ctx) => {
            const problem = text && checkBundleUrlTemplate(text);
            if (problem)
                ctx.addIssue({ code: 'custom', message: problem });
        }),
        'project-id': optionalText,
        period: oneOf(types/* PERIODS */.nR),
        'date-from': optionalDate,
        'date-to': optionalDate,
        compare: fields_boolean,
        'feedback-source': optionalOneOf(types/* FEEDBACK_SOURCES */.VF),
        'feedback-status': listOf(types/* FEEDBACK_STATUSES */.np),
        top: integer(1, 100),
        template: optionalText,
        publish: listOf(types/* PUBLISH_TARGETS */.Lv).transform((targets, ctx) => {
            const chosen = targets.filter((target) => target !== 'none');
            if (targets.includes('none') && chosen.length > 0)
                return fail(ctx, 'accepts "none" alone, or a list of "summary", "comment" and "issue"');
            return chosen;
        }),
        'comment-on': optionalIssueNumber,
        'issue-title': nonEmpty('needs a title (a Handlebars string)'),
        'issue-labels': list,
        'close-previous': fields_boolean,
        'report-dir': optionalText,
        'request-budget': integer(1, 100),
        'max-rate-limit-wait': duration,
        sections: listOf(types/* REPORT_SECTIONS */.KE).transform((chosen, ctx) => {
            if (chosen.length === 0)
                return fail(ctx, `needs at least one of ${types/* REPORT_SECTIONS */.KE.join(', ')}`);
            return types/* REPORT_SECTIONS */.KE.filter((section) => chosen.includes(section));
        }),
        tasks: oneOf(types/* TASK_MODES */.Rd),
        'task-labels': list,
        'max-new-tasks': integer(0, 50),
        'task-close-after': integer(1, 52),
        'docs-path': list.transform((patterns, ctx) => {
            const outside = patterns.find((pattern) => /^(?:[\\/]|[a-z]:)/i.test(pattern) || pattern.split(/[\\/]/).includes('..'));
            if (outside)
                return fail(ctx, `accepts glob patterns inside the workspace, such as docs/**/*.md; not ${outside}`);
            return patterns;
        }),
        'task-ignore': list.transform((patterns, ctx) => {
            const problem = (0,term_pattern/* termPatternsProblem */.TE)(patterns);
            return problem ? fail(ctx, problem) : patterns;
        }),
        'trend-periods': integer(0, 52),
    };
}

;// CONCATENATED MODULE: ./.build/work/src/settings/requirements.js

const rule = (reads, apply) => ({ reads, apply });
/** `download` defaults by mode: an export downloads, a link refresh does not. */
const downloads = (inputs) => inputs.download ?? inputs.mode === 'export';
/** A report published as a comment or an issue, which needs a token and the repository to publish in. */
const publishesToGitHub = (inputs) => inputs.publish.some((target) => target === 'comment' || target === 'issue');
/** Both link modes: where the values file is and what a bundle that is not downloaded cannot do. */
const LINK_RULES = [
    rule(['push', 'values-file'], ({ push, 'values-file': file }, problem) => {
        if (push !== 'none' && !file)
            problem('values-file', `is required with push "${push}": the path of the Helm values file in the values repository`);
        const reason = file && valuesFileProblem(file, push === 'none' ? 'workspace' : 'repository');
        if (reason)
            problem('values-file', reason);
    }),
    rule(['mode', 'download', 'values-bundle-url', 'extract-to', 'artifact-name'], (inputs, problem) => {
        if (downloads(inputs))
            return;
        if (inputs['values-bundle-url']?.includes('{sha256}'))
            problem('values-bundle-url', 'uses {sha256}, which needs the bundle downloaded: set "download: true"');
        if (inputs['extract-to'])
            problem('extract-to', 'needs "download: true": only a downloaded, verified bundle is extracted');
        if (inputs['artifact-name'])
            problem('artifact-name', 'needs "download: true": only a downloaded, verified bundle is uploaded');
    }),
];
/** The job an export follows: the one `job-id` names (then `domain` is only a label), else a new one for `domain`. */
const EXPORT_SOURCE = rule(['domain', 'job-id'], (inputs, problem) => {
    const domain = inputs.domain.value;
    const jobId = inputs['job-id'];
    if (jobId)
        return { jobId, domain };
    return domain
        ? { domain }
        : problem('domain', 'is required for mode "export": the bare hostname of the docs site, such as docs.example.com (or give "job-id" to wait for an existing job)');
});
/** `deploy-first: true` deploys `project-id`'s project before the export. */
const DEPLOY_FIRST_PROJECT = rule(['deploy-first', 'project-id'], (inputs, problem) => {
    if (inputs['deploy-first'] && !inputs['project-id'])
        problem('project-id', 'is required with "deploy-first: true": the project whose deployment is triggered before the export');
});
/** Only an export deploys first. */
const DEPLOY_FIRST_EXPORT_ONLY = rule(['mode', 'deploy-first'], (inputs, problem) => {
    if (inputs['deploy-first'])
        problem('deploy-first', `applies to mode "export" only (the mode is "${inputs.mode}")`);
});
/** A link refresh renews the link in a values file, or the one of the job `job-id` names. */
const REFRESH_LINK_SOURCE = rule(['values-file', 'job-id'], (inputs, problem) => {
    if (!inputs['values-file'] && !inputs['job-id'])
        problem('values-file', 'is required for mode "refresh-link" (the values file whose link is renewed), unless "job-id" names the job');
});
const REPORT_PROJECT_REQUIRED = 'is required for mode "report": the project identifier from the API keys page';
const REPORT_PERIOD = rule(['period', 'date-from', 'date-to'], (inputs, problem) => {
    const from = inputs['date-from'];
    const to = inputs['date-to'];
    if (inputs.period !== 'custom') {
        if (from || to)
            problem('period', 'must be "custom" when "date-from" or "date-to" is given');
        return;
    }
    if (!from)
        problem('date-from', 'is required for period "custom": the first day, YYYY-MM-DD');
    if (!to)
        problem('date-to', 'is required for period "custom": the day after the last one, YYYY-MM-DD (exclusive)');
    if (from && to && from >= to)
        problem('date-to', `must be after "date-from" (${from}); it is exclusive, so one day is date-from + 1`);
});
/**
 * Where a report's comment or issue, and its task issues, go: the repository the workflow runs in, with a token
 * allowed to write there. Undefined when the report writes to GitHub neither way.
 */
const reportGitHub = (env) => rule(['publish', 'github-token', 'tasks'], (inputs, problem) => {
    const publishes = publishesToGitHub(inputs);
    if (!publishes && inputs.tasks !== 'issues')
        return undefined;
    const blamed = publishes ? 'publish' : 'tasks';
    const what = publishes ? 'publishing a report as a comment or an issue' : 'tasks "issues"';
    if (!inputs['github-token'])
        problem('github-token', `is empty: ${what} needs a token allowed to write issues (and pull requests)`);
    const repository = env.repository ? parseRepository(env.repository) : undefined;
    return {
        repository: repository ??
            problem(blamed, publishes
                ? 'includes "comment" or "issue", which publish in the repository the workflow runs in, but GITHUB_REPOSITORY names none'
                : 'is "issues", which opens issues in the repository the workflow runs in, but GITHUB_REPOSITORY names none'),
    };
});
/** `tasks: issues` needs at least one label: the action finds its own task issues by their labels. */
const reportTasks = (env) => rule(['tasks', 'task-labels', 'max-new-tasks', 'task-close-after', 'docs-path'], (inputs, problem) => {
    if (inputs.tasks !== 'issues')
        return undefined;
    if (inputs['task-labels'].length === 0)
        problem('task-labels', 'needs at least one label with tasks "issues": the action finds its task issues by them');
    return {
        labels: inputs['task-labels'],
        maxNew: inputs['max-new-tasks'],
        closeAfter: inputs['task-close-after'],
        docsPaths: inputs['docs-path'],
        workspace: env.workspace,
    };
});
/**
 * `task-links` reads the pull request and the action's task issues (found by `task-labels`) in the repository the
 * workflow runs in, and comments there: a token, at least one label, and that repository.
 */
const taskLinksGitHub = (env) => rule(['github-token', 'task-labels'], (inputs, problem) => {
    if (!inputs['github-token'])
        problem('github-token', 'is empty: mode "task-links" needs a token allowed to read issues and pull requests (and to comment on them)');
    if (inputs['task-labels'].length === 0)
        problem('task-labels', 'needs at least one label with mode "task-links": the labels of the task issues, which the action finds them by');
    const repository = env.repository ? parseRepository(env.repository) : undefined;
    return {
        labels: inputs['task-labels'],
        repository: repository ??
            problem('mode', 'is "task-links", which reads the pull request in the repository the workflow runs in, but GITHUB_REPOSITORY names none'),
    };
});
/**
 * What is wrong with `values-file` as a file path, if anything. Either separator is accepted. In the values repository
 * (push commit or pull-request) it is a path from the repository's root, which `..` cannot leave and a drive letter
 * cannot name; in the workspace (push none) any path is the user's choice, but it must name a file.
 */
function valuesFileProblem(file, where) {
    const slashed = file.replaceAll('\\', '/');
    if (slashed.endsWith('/') || /(?:^|\/)\.{1,2}$/.test(slashed)) {
        return 'names a directory: give the values file itself, such as deploy/values.yaml';
    }
    if (where === 'workspace')
        return undefined;
    if (/^[a-z]:/i.test(slashed)) {
        return 'is a path in the values repository, from its root, such as deploy/values.yaml, not a drive path';
    }
    if (slashed.split('/').includes('..')) {
        return 'is a path in the values repository, from its root, and cannot leave it with ".."';
    }
    return undefined;
}

;// CONCATENATED MODULE: ./.build/work/src/settings/modes.js
// One schema per mode, combined as a union on `mode`: every input's own form, the mode's rules, then its settings.





const reportTo = (ctx) => (input, message) => fail(ctx, message, input);
/**
 * Adds a mode's rules to its schema. zod skips an object's refinements once a field failed; these run regardless, each
 * rule whenever the inputs it reads parsed, so a run with several problems hears of all of them at once.
 */
function withRules(schema, rules) {
    return schema.superRefine((inputs, ctx) => {
        const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
        for (const rule of rules) {
            if (rule.reads.every((input) => !failed.has(input)))
                rule.apply(inputs, reportTo(ctx));
        }
    }, { when: () => true });
}
/** What parsing changed and the user should be told, beside the settings. */
function parsed(inputs, settings) {
    return {
        settings,
        notices: [inputs.domain.notice].filter((text) => text !== undefined),
        warnings: [inputs['api-key'].warning].filter((text) => text !== undefined),
    };
}
/** What every mode reads. */
function common(inputs) {
    return {
        service: {
            apiKey: inputs['api-key'].value,
            apiUrl: inputs['api-url'].value,
            requestTimeoutMs: inputs['request-timeout'],
        },
        githubToken: inputs['github-token'],
    };
}
// A local path may use either separator, as on Windows: a workflow written there runs on Linux and macOS too.
const resolveIn = (env) => (p) => external_node_path_.resolve(env.workspace, p.replaceAll('\\', '/'));
/** What both link modes do with the bundle and the values. */
function linkSettings(inputs, env) {
    const label = inputs.domain.value ?? inputs['job-id'] ?? 'the docs site';
    const resolvePath = resolveIn(env);
    const bundle = {
        timeoutMs: inputs.timeout,
        download: downloads(inputs),
        bundlePath: resolvePath(inputs['bundle-path'] ?? external_node_path_.join(env.runnerTemp, 'docs-export', 'bundle.tar.gz')),
        extractTo: inputs['extract-to'] && resolvePath(inputs['extract-to']),
        airgapCheck: inputs['airgap-check'],
        contentCheck: inputs['content-check'],
        maxUnpackedBytes: inputs['max-unpacked-size'],
        maxEntries: inputs['max-entries'],
        artifactName: inputs['artifact-name'],
        artifactRetentionDays: inputs['artifact-retention-days'],
    };
    const values = {
        file: inputs['values-file'],
        keyPath: inputs['values-key'],
        version: inputs['values-version'] ?? inputs['export-version'],
        repository: inputs['values-repository'],
        branch: inputs['values-branch'],
        push: inputs.push,
        pullRequestBranch: inputs['pull-request-branch'],
        commitMessage: inputs['commit-message'] ?? `Update static export bundle link for ${label}`,
        allowPublicRepository: inputs['allow-public-repository'],
        refreshBeforeMs: inputs['refresh-before'],
        bundleUrlTemplate: inputs['values-bundle-url'],
    };
    return { bundle, values };
}
function exportSchema(env) {
    const inputs = schemas/* object */.Ikc({ ...inputFields(env), mode: schemas/* literal */.euz('export') });
    return withRules(inputs, [...LINK_RULES, EXPORT_SOURCE, DEPLOY_FIRST_PROJECT]).transform((inputs, ctx) => {
        const source = EXPORT_SOURCE.apply(inputs, reportTo(ctx));
        const { bundle, values } = linkSettings(inputs, env);
        const projectId = inputs['project-id'];
        const deployFirst = inputs['deploy-first'] && projectId ? { projectId, timeoutMs: inputs['deploy-timeout'] } : undefined;
        return parsed(inputs, {
            mode: 'export',
            ...common(inputs),
            export: { ...bundle, ...source, version: inputs['export-version'], paths: inputs.paths, deployFirst },
            values,
        });
    });
}
function refreshLinkSchema(env) {
    const inputs = schemas/* object */.Ikc({ ...inputFields(env), mode: schemas/* literal */.euz('refresh-link') });
    return withRules(inputs, [...LINK_RULES, REFRESH_LINK_SOURCE, DEPLOY_FIRST_EXPORT_ONLY]).transform((inputs) => {
        const { bundle, values } = linkSettings(inputs, env);
        const refresh = { ...bundle, jobId: inputs['job-id'] };
        return parsed(inputs, { mode: 'refresh-link', ...common(inputs), refresh, values });
    });
}
function reportSchema(env) {
    const inputs = schemas/* object */.Ikc({
        ...inputFields(env),
        mode: schemas/* literal */.euz('report'),
        'project-id': nonEmpty(REPORT_PROJECT_REQUIRED),
    });
    const github = reportGitHub(env);
    const tasks = reportTasks(env);
    return withRules(inputs, [REPORT_PERIOD, github, tasks, DEPLOY_FIRST_EXPORT_ONLY]).transform((inputs, ctx) => {
        const resolvePath = resolveIn(env);
        return parsed(inputs, {
            mode: 'report',
            ...common(inputs),
            report: {
                projectId: inputs['project-id'],
                period: inputs.period,
                dateFrom: inputs['date-from'],
                dateTo: inputs['date-to'],
                compare: inputs.compare,
                feedbackSource: inputs['feedback-source'],
                feedbackStatus: inputs['feedback-status'],
                top: inputs.top,
                templatePath: inputs.template && resolvePath(inputs.template),
                publish: inputs.publish,
                commentOn: inputs['comment-on'],
                issueTitle: inputs['issue-title'],
                issueLabels: inputs['issue-labels'],
                closePrevious: inputs['close-previous'],
                reportDir: resolvePath(inputs['report-dir'] ?? external_node_path_.join(env.runnerTemp, 'docs-report')),
                requestBudget: inputs['request-budget'],
                maxRateLimitWaitMs: inputs['max-rate-limit-wait'],
                sections: inputs.sections,
                github: github.apply(inputs, reportTo(ctx)),
                trendPeriods: inputs['trend-periods'],
                tasks: tasks.apply(inputs, reportTo(ctx)),
                taskIgnore: inputs['task-ignore'],
            },
        });
    });
}
/**
 * `task-links` talks to GitHub only: `api-key` and `api-url` are taken as they are and never read (no service request
 * is made), so a workflow on a pull request needs no service secret.
 */
function taskLinksSchema(env) {
    const unread = schemas/* string */.YjP().transform(() => ({ value: '' }));
    const inputs = schemas/* object */.Ikc({
        ...inputFields(env),
        mode: schemas/* literal */.euz('task-links'),
        'api-key': unread,
        'api-url': unread,
    });
    const github = taskLinksGitHub(env);
    return withRules(inputs, [github, DEPLOY_FIRST_EXPORT_ONLY]).transform((inputs, ctx) => ({
        settings: {
            mode: 'task-links',
            githubToken: inputs['github-token'],
            taskLinks: github.apply(inputs, reportTo(ctx)),
        },
        notices: [],
        warnings: [],
    }));
}
/** The settings of the mode `mode` names, from inputs that passed its schema. */
function settingsSchema(env) {
    return schemas/* discriminatedUnion */.gMt('mode', [
        exportSchema(env),
        refreshLinkSchema(env),
        reportSchema(env),
        taskLinksSchema(env),
    ]);
}
/** Every input's own form, for a mode that is none of the three: no mode's rules apply, but a typo is still a typo. */
const anyModeSchema = (env) => schemas/* object */.Ikc(inputFields(env));

;// CONCATENATED MODULE: ./.build/work/src/settings/schema.js





/** One problem with one input; the message names the input and says what it accepts. */
class SettingsError extends errors/* ActionError */.lZ {
    kind = 'input';
    problems;
    constructor(problems) {
        super(problems.map((p) => p.message).join('\n'));
        this.name = 'SettingsError';
        this.problems = problems;
    }
}
const KNOWN_INPUTS = new Set(inputs/* INPUT_NAMES */.Qh);
const isInputName = (name) => typeof name === 'string' && KNOWN_INPUTS.has(name);
const isKnownMode = (mode) => types/* MODES */.FN.some((known) => known === mode);
/**
 * Turns the raw inputs into the settings, or throws a SettingsError listing every problem at once.
 * Nothing here touches the network: mode requirements are checked before any request.
 */
function parseSettings(raw, env) {
    const given = { ...raw, mode: raw.mode.trim() };
    const parsed = settingsSchema(env).safeParse(given);
    if (parsed.success)
        return parsed.data;
    // A mode that is none of the three reaches no mode's schema: its problem comes with those of every input's form.
    const { issues } = isKnownMode(given.mode)
        ? parsed.error
        : (anyModeSchema(env).safeParse(given).error ?? parsed.error);
    const problems = issues.map((issue) => {
        const input = isInputName(issue.path[0]) ? issue.path[0] : 'mode';
        const given = raw[input].trim();
        const secrets = [raw['api-key'].trim(), raw['github-token'].trim()].filter((value) => value.length >= 4);
        const shown = input === 'api-key' || given === '' ? '' : ` (got ${(0,line_text/* lineText */.o)(given, { quoted: true, max: 80, secrets })})`;
        return { input, message: `Input "${input}" ${issue.message}${shown}.` };
    });
    throw new SettingsError(problems);
}


/***/ }),

/***/ 85296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ CONTENT_CHECKS),
/* harmony export */   FN: () => (/* binding */ MODES),
/* harmony export */   KE: () => (/* binding */ REPORT_SECTIONS),
/* harmony export */   Lv: () => (/* binding */ PUBLISH_TARGETS),
/* harmony export */   Rd: () => (/* binding */ TASK_MODES),
/* harmony export */   VF: () => (/* binding */ FEEDBACK_SOURCES),
/* harmony export */   nR: () => (/* binding */ PERIODS),
/* harmony export */   np: () => (/* binding */ FEEDBACK_STATUSES),
/* harmony export */   qf: () => (/* binding */ PUSH_MODES),
/* harmony export */   z4: () => (/* binding */ AIRGAP_CHECKS)
/* harmony export */ });
/** The typed settings every mode reads: a union on `mode`, built from the inputs by `parseSettings`. */
const MODES = ['export', 'refresh-link', 'report', 'task-links'];
const AIRGAP_CHECKS = ['off', 'warn', 'error'];
const CONTENT_CHECKS = ['off', 'warn', 'error'];
const PUSH_MODES = ['none', 'commit', 'pull-request'];
const PERIODS = [
    'last-7-days',
    'last-28-days',
    'last-30-days',
    'previous-week',
    'previous-month',
    'custom',
];
const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'];
const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'];
/** What a report may hold; `comments` and `questions` publish readers' words, so they are never on by default. */
const REPORT_SECTIONS = [
    'traffic',
    'feedback',
    'searches',
    'assistant',
    'views',
    'comments',
    'questions',
];
const PUBLISH_TARGETS = ['summary', 'comment', 'issue', 'none'];
const TASK_MODES = ['off', 'issues'];


/***/ }),

/***/ 61890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ht: () => (/* binding */ INVISIBLE_CHARACTERS),
/* harmony export */   R3: () => (/* binding */ FORMAT_CHARACTERS),
/* harmony export */   nI: () => (/* binding */ CONTROL_CHARACTERS)
/* harmony export */ });
// The classes of characters untrusted text is cleaned of, one definition each: what the line sanitiser, markdown
// escaping, the questions scrub and the one form of a term remove or replace. Global, for `replace` only.
/** Controls (C0, DEL, C1) and the Unicode line and paragraph separators: what breaks a line or does nothing visible. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this names
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Format characters: bidi overrides and isolates, zero widths, the BOM, tags... invisible, or reordering what follows. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
/**
 * Invisible characters: the format characters and every other default-ignorable one (joiners, variation selectors,
 * the combining grapheme joiner, Hangul fillers), none of which shows, each of which can split or disguise a word.
 */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;


/***/ }),

/***/ 15461:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ escapeCommandsInJson),
/* harmony export */   i: () => (/* binding */ breakCommands)
/* harmony export */ });
// What a CI system reads as a command in a line of a process's output, and the one way to break it:
// - the Azure Pipelines agent: `##vso[` anywhere in a line;
// - GitHub's runner: `::` at the start of a line (after blanks), and its legacy `##[` anywhere in a line.
// Both find the opener with a string search that may skip invisible characters, so an opener that format
// characters (`\p{Cf}`) split counts too. A line ends at CR or LF, as both read their child's output.
/** `##vso[` or `##[`, any case, with format characters anywhere between its characters. */
const ANYWHERE = /#\p{Cf}*#\p{Cf}*(?:v\p{Cf}*s\p{Cf}*o\p{Cf}*)?\[/giu;
/** `::` at a line's start, after blanks (the runner trims them, NEL included) and format characters. */
const LINE_START = /(^|[\r\n])([\s\u0085\p{Cf}]*):(\p{Cf}*):/gu;
/**
 * `text` as lines of a log with no command in them: a space after the first `#` of `##vso[` and `##[`
 * wherever they are (`# #vso[`), and between the colons of a `::` that starts a line (`: :`). Nothing else
 * changes; text with no opener comes back as it is.
 */
function breakCommands(text) {
    return text
        .replace(ANYWHERE, (opener) => `${opener.slice(0, 1)} ${opener.slice(1)}`)
        .replace(LINE_START, (_match, start, blanks, between) => `${start}${blanks}: ${between}:`);
}
/**
 * JSON text (as JSON.stringify writes it, where a `#` is only ever inside a string) with the `[` of every
 * `##vso[` and `##[` written as the escape `\u005b`: no line holds an opener, and a JSON reader gets every
 * value back exactly. No line of JSON.stringify's output starts with `:`, so `::` needs nothing here.
 */
function escapeCommandsInJson(json) {
    return json.replace(ANYWHERE, (opener) => `${opener.slice(0, -1)}\\u005b`);
}


/***/ }),

/***/ 82982:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
/** Time as the code sees it: injected so tests control waits instead of sleeping. */

/** Why the signal aborted, as an Error (abort() without a reason gives a DOMException, which is one). */
function abortReason(signal) {
    const reason = signal.reason;
    return reason instanceof Error ? reason : new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OperationError */ .OK(String(reason));
}
const systemClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(abortReason(signal));
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            if (signal)
                reject(abortReason(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
};


/***/ }),

/***/ 865:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ describeFailure),
/* harmony export */   OK: () => (/* binding */ OperationError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   zU: () => (/* binding */ failureKind)
/* harmony export */ });
/** The one base of every error the project throws: its `kind` sorts the failure (the CLI's exit code follows it). */
class ActionError extends Error {
}
/**
 * A failure of one step of the run that has no class of its own: the message says what was being done. Its kind is
 * given, or else the kind of the failure it wraps (`cause`), or 'other' (a defect: a state the code should not reach).
 * Lint refuses a plain `new Error` in src/, whose kind would be lost.
 */
class OperationError extends ActionError {
    kind;
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'OperationError';
        this.kind = options.kind ?? (options.cause === undefined ? 'other' : failureKind(options.cause));
    }
}
/**
 * The kind of any thrown value. A plain Error that wraps another ("Could not start the export job: ...")
 * keeps the kind of what it wraps; anything else is 'other'.
 */
function failureKind(error) {
    if (error instanceof ActionError)
        return error.kind;
    // Octokit's RequestError: the one foreign error sorted here, for octokit calls not yet explained by src/github.
    if (error instanceof Error && error.name === 'HttpError')
        return 'github';
    if (error instanceof Error && error.cause !== undefined)
        return failureKind(error.cause);
    return 'other';
}
/** One readable line (or a few) for any thrown value: no stack traces for users, never "[object Object]". */
function describeFailure(error) {
    if (error instanceof Error)
        return error.message || error.name;
    if (typeof error === 'string')
        return error;
    try {
        return `Unexpected failure: ${JSON.stringify(error)}`;
    }
    catch {
        return 'Unexpected failure';
    }
}


/***/ }),

/***/ 2769:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dW: () => (/* binding */ isJobId),
/* harmony export */   he: () => (/* binding */ badJobIdMessage),
/* harmony export */   xO: () => (/* binding */ JOB_ID_CHARACTERS)
/* harmony export */ });
/* unused harmony export JOB_ID_PATTERN */
// A job id comes from the service, the `job-id` input, or a comment in a values file that anyone with write access
// to it may have edited; it is written into YAML comments, URL paths, log lines and pull request bodies. Only ids of
// this shape are taken anywhere: letters, digits, `_` and `-`, 1 to 128 characters (the service's are `se_` + hex).
/** The one rule for a job id, wherever it enters. */
const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** The same rule as a fragment, for finding a job id inside a longer text (a comment). */
const JOB_ID_CHARACTERS = '[A-Za-z0-9_-]{1,128}';
function isJobId(value) {
    return typeof value === 'string' && JOB_ID_PATTERN.test(value);
}
/** Why `where` is refused, without repeating the value (it may hold line breaks or markup). */
function badJobIdMessage(where) {
    return `${where} is not a job id: a job id is 1 to 128 letters, digits, \`_\` or \`-\` (such as se_3f9a2c1b8e7d4a06).`;
}


/***/ }),

/***/ 81694:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ lineText)
/* harmony export */ });
/* harmony import */ var _characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61890);
/* harmony import */ var _ci_commands_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15461);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11119);
// The one sanitiser of untrusted text (the service's answers, archive paths, GitHub's words, a given
// input) on its way into a log line, an error or the CLI. Whatever the text, it stays on one line and
// does nothing there: no line break of any kind (so no `::` workflow command can start), no command that a
// runner reads anywhere in a line (Azure Pipelines' `##vso[`, GitHub's legacy `##[`: ci-commands.ts), no
// escape sequence that repaints the terminal, no character that hides or reorders what is shown, a
// bounded length, and no part of a known secret: secrets are masked before anything is cut.
// Markdown that GitHub publishes has its own escaping, in markdown.ts.



const DEFAULT_MAX = 200;
/** `text` as one safe line; see the module comment. */
function lineText(text, options = {}) {
    const secrets = [...(options.secrets ?? [])];
    const max = options.max ?? DEFAULT_MAX;
    const masked = mask(text, secrets);
    if (options.quoted) {
        const shown = [...cut(masked, max)].map(escapeQuoted).join('');
        // The exact characters stay readable: the bracket of an opener as its escape, as in JSON.
        return `"${(0,_ci_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeCommandsInJson */ .L)(shown)}"`;
    }
    // Dropping invisible characters may join a secret that they split: mask again before the cut.
    const plain = mask(masked.replace(_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .CONTROL_CHARACTERS */ .nI, ' ').replace(_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMAT_CHARACTERS */ .R3, ''), secrets)
        .replace(/\s+/g, ' ')
        .trim();
    // The result may start a log line, or stand anywhere in one.
    return cut((0,_ci_commands_js__WEBPACK_IMPORTED_MODULE_0__/* .breakCommands */ .i)(plain), max);
}
/** Known secrets, bearer tokens, credentials in links and links' query strings (a presigned signature). */
function mask(text, secrets) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .hideQueryStrings */ .fi)((0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .hideCredentials */ .RW)((0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .hideBearerTokens */ .Yc)((0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .removeSecrets */ .cu)(text, secrets))));
}
/** At most `max` characters, `…` included; never splits a surrogate pair. */
function cut(text, max) {
    const chars = [...text];
    return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}…` : text;
}
function escapeQuoted(char) {
    if (char === '"' || char === '\\')
        return `\\${char}`;
    if (char.replace(_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .CONTROL_CHARACTERS */ .nI, '').replace(_characters_js__WEBPACK_IMPORTED_MODULE_1__/* .FORMAT_CHARACTERS */ .R3, '') === char)
        return char;
    const code = char.codePointAt(0) ?? 0;
    return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
}


/***/ }),

/***/ 11119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ displayUrl),
/* harmony export */   RW: () => (/* binding */ hideCredentials),
/* harmony export */   Yc: () => (/* binding */ hideBearerTokens),
/* harmony export */   cu: () => (/* binding */ removeSecrets),
/* harmony export */   fi: () => (/* binding */ hideQueryStrings),
/* harmony export */   sK: () => (/* binding */ redactUrls)
/* harmony export */ });
/**
 * The one home of redaction: what may be shown of a link (never its query string, where a presigned
 * signature lives, nor credentials in it) and of any text that may hold links or secrets.
 */
const URL_IN_TEXT = /https?:\/\/\S+/gi;
/** A link as it may be shown: scheme, host and path; never the query string, fragment or `user:password@`. */
function displayUrl(link) {
    try {
        const url = new URL(link);
        return `${url.origin}${url.pathname}`;
    }
    catch {
        return '<invalid URL>';
    }
}
/** Every http(s) link in a text reduced to `displayUrl`. */
function redactUrls(text) {
    return text.replace(URL_IN_TEXT, (link) => displayUrl(link));
}
/** Every http(s) link in a text with its credentials dropped and its query string replaced by `?…` (the path stays). */
function hideQueryStrings(text) {
    return text.replace(/\b(https?:\/\/)(?:[^\s/?#"'<>@]*@)?([^\s?#"'<>]*)\?[^\s"'<>]*/gi, '$1$2?…');
}
/** Each given secret replaced by `***`, wherever it appears. */
function removeSecrets(text, secrets) {
    let out = text;
    for (const secret of secrets)
        if (secret)
            out = out.split(secret).join('***');
    return out;
}
/** The token after a `Bearer` scheme replaced by `***`. */
function hideBearerTokens(text) {
    return text.replace(/\b(bearer)\s+[\w\-.~+/*]+=*/gi, '$1 ***');
}
/** `user:password@` in every link of a text replaced by `***@` (a proxy URL may carry its credentials). */
function hideCredentials(text) {
    return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]*@/gi, '$1***@');
}


/***/ }),

/***/ 38503:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $V: () => (/* binding */ mentionsTopic),
/* harmony export */   Ak: () => (/* binding */ topicForm),
/* harmony export */   Kf: () => (/* binding */ normalizeTerm),
/* harmony export */   mG: () => (/* binding */ shownTerm),
/* harmony export */   r7: () => (/* binding */ foldLines)
/* harmony export */ });
/* unused harmony export topicWords */
/* harmony import */ var _characters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(61890);
// The one form in which two terms a visitor typed (a search term, a category, a page) are the same: what a task's key
// hashes, what its title shows, and what the docs files are searched in. Pure.

/** The controls but the line feed, which `foldLines` keeps for its lines (derived, so the class is defined once). */
const CONTROL_BUT_LINE_FEED = new RegExp(`(?!\\n)${_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL_CHARACTERS */ .nI.source}`, 'g');
/** Invisible characters removed (before NFKC and after: NFKC can make one, a half-width Hangul filler), controls a space. */
function plainForm(text) {
    return text
        .replace(_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE_CHARACTERS */ .Ht, '')
        .normalize('NFKC')
        .replace(_characters_js__WEBPACK_IMPORTED_MODULE_0__/* .INVISIBLE_CHARACTERS */ .Ht, '')
        .replace(CONTROL_BUT_LINE_FEED, ' ');
}
/**
 * Text in the one form, its line feeds kept (for search, line by line): invisible characters removed, NFKC
 * (full-width and compatibility forms folded), lower case, every other control a space. Whitespace is left as it is.
 */
function foldLines(text) {
    return plainForm(text).toLowerCase();
}
/**
 * The term as a task's title shows it: the one form but for its case (`listLabels` stays readable), whitespace
 * collapsed. Terms that look alike show alike; the first spelling a task was made with is the one its title keeps.
 */
function shownTerm(term) {
    return plainForm(term).replace(/\s+/g, ' ').trim();
}
/**
 * The term as one gap: `shownTerm` in lower case. A term without invisible characters or controls keeps the form
 * (and so the task key) it had before invisible characters were removed.
 */
function normalizeTerm(term) {
    return shownTerm(term).toLowerCase();
}
/** Spaces, and punctuation that joins or separates words (`list-labels`, `list_labels`); `#` is kept (`C#`). */
const BETWEEN_WORDS = /(?:\s|(?!#)\p{P})+/u;
/**
 * The words of a term as one topic: `normalizeTerm`'s words, split at spaces and punctuation, each without a plural
 * `s` (a word of at least four letters ending in `s` but not `ss`, `us` or `is`: `labels`, not `address`, `status`
 * or `analysis`).
 */
function topicWords(text) {
    return normalizeTerm(text)
        .split(BETWEEN_WORDS)
        .filter(Boolean)
        .map((word) => (/^\p{L}{3,}s$/u.test(word) && !/(?:ss|us|is)$/.test(word) ? word.slice(0, -1) : word));
}
/**
 * The term as one topic: terms equal after case, punctuation, spaces and a plural `s` are one topic (`listlabels`,
 * `list labels`, `List-Labels`, `list label`): its `topicWords` joined. A term of punctuation only keeps its one form.
 */
function topicForm(term) {
    const words = topicWords(term);
    return words.length > 0 ? words.join('') : normalizeTerm(term);
}
/**
 * Whether `text` (a question) is about `term`: it holds every word of the term's topic, or the term's topic written
 * as one word (`listlabels` in "how do I list labels?").
 */
function mentionsTopic(text, term) {
    const wanted = topicWords(term);
    if (wanted.length === 0)
        return false;
    const words = topicWords(text);
    const have = new Set(words);
    return wanted.every((word) => have.has(word)) || wordsRunTo(words, wanted.join(''));
}
/** Whether consecutive `words`, joined, make `joined` exactly (never a part of a word: `sso` is not in `lesson`). */
function wordsRunTo(words, joined) {
    for (let start = 0; start < words.length; start += 1) {
        let run = '';
        for (const word of words.slice(start)) {
            run += word;
            if (run === joined)
                return true;
            if (run.length >= joined.length)
                break;
        }
    }
    return false;
}


/***/ }),

/***/ 51523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Os: () => (/* binding */ termPatterns),
/* harmony export */   TE: () => (/* binding */ termPatternsProblem)
/* harmony export */ });
/* unused harmony exports TERM_PATTERN_MAX_CHARS, TERM_PATTERNS_MAX */
/* harmony import */ var _term_form_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38503);
// Patterns a team writes for terms, categories or pages (`task-ignore`): the text exactly, or with `*` for any run of
// characters, matched on the one form of a term (term-form.ts). No other syntax: a pattern is never a regular
// expression, so no pattern can make matching slow (each is matched by plain searches, in time linear in its parts).

/** The longest pattern accepted (characters), and the most patterns. */
const TERM_PATTERN_MAX_CHARS = 300;
const TERM_PATTERNS_MAX = 200;
/** Whether `text` (in the one form) is `parts` with any run of characters at each cut. */
function matchesParts(text, parts) {
    const first = parts[0] ?? '';
    if (parts.length === 1)
        return text === first;
    const last = parts.at(-1) ?? '';
    if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last))
        return false;
    // Each middle part at its leftmost place after the one before: leftmost leaves the most room for the rest.
    let from = first.length;
    const end = text.length - last.length;
    for (const part of parts.slice(1, -1)) {
        const at = text.indexOf(part, from);
        if (at < 0 || at + part.length > end)
            return false;
        from = at + part.length;
    }
    return true;
}
/**
 * One test of every pattern of `patterns`: whether a text's one form (case, invisible characters, NFKC, spaces) is a
 * pattern's, a `*` standing for any run of characters (none included). A pattern empty in that form is skipped.
 */
function termPatterns(patterns) {
    const compiled = patterns
        .map((pattern) => (0,_term_form_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeTerm */ .Kf)(pattern))
        .filter((pattern) => pattern !== '')
        // `**` is `*`: the empty parts between stars say nothing.
        .map((pattern) => pattern.split('*').filter((part, i, all) => part !== '' || i === 0 || i === all.length - 1));
    if (compiled.length === 0)
        return () => false;
    return (text) => {
        const form = (0,_term_form_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeTerm */ .Kf)(text);
        return compiled.some((parts) => matchesParts(form, parts));
    };
}
/** What is wrong with a list of patterns as `task-ignore` takes it, if anything: too many, or one too long. */
function termPatternsProblem(patterns) {
    const accepts = `accepts up to ${TERM_PATTERNS_MAX} terms, categories or page paths (commas or newlines), each at most ${TERM_PATTERN_MAX_CHARS} characters, exact or with * for any run of characters`;
    if (patterns.length > TERM_PATTERNS_MAX)
        return `${accepts}; it has ${patterns.length}`;
    const long = patterns.find((pattern) => [...pattern].length > TERM_PATTERN_MAX_CHARS);
    if (long)
        return `${accepts}; one has ${[...long].length}`;
    return undefined;
}


/***/ })

};
