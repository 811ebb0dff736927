export const id = 117;
export const ids = [117];
export const modules = {

/***/ 45918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ ServiceError)
/* harmony export */ });
/** What the rest of the action sees of the service: typed calls, one error type. */
/** Every failure of a service call: one message with the status, the service's `error` and each detail. */
class ServiceError extends Error {
    kind;
    status;
    /** From `Retry-After`, when the service sent one. */
    retryAfterMs;
    constructor(kind, message, details = {}) {
        super(message);
        this.name = 'ServiceError';
        this.kind = kind;
        this.status = details.status;
        this.retryAfterMs = details.retryAfterMs;
    }
}


/***/ }),

/***/ 66304:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ explainGitHubError),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11119);

/** A GitHub failure turned into one message that says what to do; it never carries the request (its body holds the link). */
class GitHubError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.name = 'GitHubError';
        this.status = status;
    }
}
/** The HTTP status of an octokit failure, or undefined for a network error. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** GitHub's own `message`, one line, without links that might carry a query string. */
function gitHubMessage(error) {
    const data = error?.response?.data;
    const raw = data && typeof data === 'object' && typeof data.message === 'string'
        ? data.message
        : error instanceof Error
            ? error.message
            : String(error);
    const line = raw.split('\n').find((l) => l.trim() !== '') ?? '';
    return line.replace(/https?:\/\/\S+/g, (url) => (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .displayUrl */ .Q)(url)).slice(0, 300);
}
const PERMISSIONS_HINT = 'The workflow needs `permissions: contents: write` (and `pull-requests: write` for `push: pull-request`). ' +
    'The default github.token reaches only the repository running the workflow: for another repository, pass a ' +
    'personal access token or a GitHub App token with access to it as `github-token`.';
function explainGitHubError(error, attempt) {
    const status = statusOf(error);
    const said = gitHubMessage(error);
    const where = `${attempt.action} in ${attempt.repository}`;
    switch (status) {
        case undefined:
            return new GitHubError(`Could not reach GitHub to ${where}: ${said}`);
        case 401:
            return new GitHubError(`GitHub rejected the token (401 ${said}) when trying to ${where}. Check the \`github-token\` input: the token may be missing, expired or revoked.`, 401);
        case 403: {
            const which = attempt.permission === 'pull-requests' ? '`pull-requests: write`' : '`contents: write`';
            return new GitHubError(`The token may not ${where} (403 ${said}): it lacks ${which}. ${PERMISSIONS_HINT}`, 403);
        }
        case 404:
            return new GitHubError(attempt.notFound ??
                `Not found (404) when trying to ${where}: check \`values-repository\`, and that \`github-token\` can see ${attempt.repository} ` +
                    '(GitHub answers 404 for a private repository the token cannot reach; github.token reaches only the workflow\'s own repository).', 404);
        default:
            return new GitHubError(`GitHub answered ${status} when trying to ${where}: ${said}`, status);
    }
}


/***/ }),

/***/ 71117:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReport: () => (/* binding */ runReport)
});

// EXTERNAL MODULE: ./.build/work/src/failure.js
var failure = __webpack_require__(96889);
;// CONCATENATED MODULE: ./.build/work/src/report/budget.js
// The analytics request budget of one run. The service's 100 requests an hour are shared by
// every tool of the organization, so a report spends at most what the user allowed.
/** Thrown instead of making a request the budget cannot cover. */
class BudgetExhausted extends Error {
    /** What the refused request was for, e.g. "visitors page 3 of 2026-11-14 to 2026-11-20, 7 days". */
    refused;
    limit;
    constructor(refused, limit) {
        super(`the request budget of ${limit} analytics requests is spent: ${refused} was not fetched (raise request-budget to fetch it)`);
        this.name = 'BudgetExhausted';
        this.refused = refused;
        this.limit = limit;
    }
}
class RequestBudget {
    limit;
    #used = 0;
    constructor(limit) {
        if (!Number.isInteger(limit) || limit < 0)
            throw new Error(`a request budget is a whole number >= 0, not ${limit}`);
        this.limit = limit;
    }
    get used() {
        return this.#used;
    }
    get remaining() {
        return this.limit - this.#used;
    }
    /** Counts one request about to be sent; throws BudgetExhausted (counting nothing) when none is left. */
    take(what) {
        if (this.#used >= this.limit)
            throw new BudgetExhausted(what, this.limit);
        this.#used += 1;
    }
}

// EXTERNAL MODULE: ./.build/work/src/client/types.js
var types = __webpack_require__(45918);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
;// CONCATENATED MODULE: ./.build/work/src/report/collect/within-budget.js
// One analytics call under the run's rules: every attempt is paid from the request budget, and a
// 429 is waited out here (not in the client) only while its Retry-After is short.



/** The service's shared analytics quota, from its API reference. */
const ANALYTICS_REQUESTS_PER_HOUR = 100;
/** A 429 whose Retry-After is longer than the run may wait: the organization's quota is spent for now. */
class AnalyticsQuotaSpent extends Error {
    /** When the service said to try again (ms since the epoch); undefined without a Retry-After. */
    retryAt;
    retryAfterMs;
    constructor(retryAfterMs, now, maxWaitMs, cause) {
        const retryAt = retryAfterMs === undefined ? undefined : now + retryAfterMs;
        const when = retryAt === undefined
            ? 'The service did not say when to retry (no Retry-After); run the report again later in the hour.'
            : `The service asks to retry after ${utcTime(retryAt)} (in ${(0,format/* formatDuration */.a3)(retryAfterMs ?? 0)}), longer than max-rate-limit-wait (${(0,format/* formatDuration */.a3)(maxWaitMs)}). ` +
                `Run the report again after ${utcTime(retryAt)}, or raise max-rate-limit-wait.`;
        super(`The organization's hourly analytics quota is spent (${ANALYTICS_REQUESTS_PER_HOUR} requests an hour, shared by every tool of the organization that calls the analytics API). ${when}`, { cause });
        this.name = 'AnalyticsQuotaSpent';
        this.retryAt = retryAt;
        this.retryAfterMs = retryAfterMs;
    }
}
/**
 * Runs `call` with options that charge the budget before every attempt (the client's own retries
 * included) and keep the client from waiting on a 429 itself. Throws BudgetExhausted before a request
 * the budget cannot cover, AnalyticsQuotaSpent on a 429 too long to wait for, other errors as they come.
 */
async function callWithinBudget(what, call, context) {
    const { budget, clock, log, maxRateLimitWaitMs } = context;
    for (;;) {
        let refused;
        const beforeAttempt = () => {
            try {
                budget.take(what);
            }
            catch (error) {
                if (error instanceof BudgetExhausted)
                    refused = error;
                throw error;
            }
        };
        try {
            return await call({ beforeAttempt, maxRetryAfterMs: 0 });
        }
        catch (error) {
            // The client may wrap what beforeAttempt threw; the budget's refusal is what happened.
            if (refused)
                throw refused;
            if (!(error instanceof types/* ServiceError */._) || error.kind !== 'rate-limited')
                throw error;
            const waitMs = error.retryAfterMs;
            if (waitMs === undefined || waitMs > maxRateLimitWaitMs)
                throw new AnalyticsQuotaSpent(waitMs, clock.now(), maxRateLimitWaitMs, error);
            log.info(`Analytics rate limit (429) on ${what}: waiting ${(0,format/* formatDuration */.a3)(waitMs)} as Retry-After asks, then trying again (requests ${budget.used}/${budget.limit})`);
            await clock.sleep(waitMs);
        }
    }
}
/** `2026-11-21T13:05:00Z`, rounded up: never a moment before the service's own time. */
function utcTime(ms) {
    return new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect.js



/** The API's largest pages. */
const VISITORS_PAGE_SIZE = 250;
const FEEDBACK_PAGE_SIZE = 100;
/** Stops a server that never stops saying `hasMore` (50,000 rows). */
const DEFAULT_MAX_VISITOR_PAGES = 200;
/**
 * Collects one period. Order, so that a small budget still yields the headline numbers:
 * 1. the first visitors page (site-wide totals and the top rows);
 * 2. the feedback, one request at limit=100 (the API has no next page for it);
 * 3. the remaining visitor pages, offset += 250 while `hasMore`.
 * When the budget cannot cover the next request, collection stops before it and returns what it has,
 * with `feedbackFetched=false` or `visitorsComplete=false`. Throws BudgetExhausted when not even the
 * first visitors page fits (there are no totals to report), AnalyticsQuotaSpent on a 429 longer than
 * `maxRateLimitWaitMs`, and any other service error as it comes.
 */
async function collectPeriod(period, options) {
    const { service, projectId, budget, log } = options;
    const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
    const pageCap = options.maxVisitorPages ?? DEFAULT_MAX_VISITOR_PAGES;
    const requests = () => `requests ${budget.used}/${budget.limit}`;
    const visitorsPage = (page) => callWithinBudget(`visitors page ${page} of ${period.label}`, (call) => service.visitors(projectId, { ...window, limit: VISITORS_PAGE_SIZE, offset: (page - 1) * VISITORS_PAGE_SIZE }, call), options);
    const first = await visitorsPage(1);
    const visitors = [...first.visitors];
    let hasMore = first.hasMore;
    let pages = 1;
    log.info(`Visitors, ${period.label}: page 1, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`);
    const feedback = await fetchFeedback(period, options);
    let visitorsComplete = true;
    while (hasMore) {
        if (pages >= pageCap) {
            visitorsComplete = false;
            log.warning(`Visitors, ${period.label}: stopped after ${pages} pages (${visitors.length} rows) although the service still says there are more; the visitor list is incomplete.`);
            break;
        }
        let page;
        try {
            page = await visitorsPage(pages + 1);
        }
        catch (error) {
            if (!(error instanceof BudgetExhausted))
                throw error;
            visitorsComplete = false;
            log.warning(`Visitors, ${period.label}: the request budget (${budget.limit}) is spent after ${pages} pages (${visitors.length} rows); the visitor list is incomplete.`);
            break;
        }
        pages += 1;
        visitors.push(...page.visitors);
        hasMore = page.hasMore;
        log.info(`Visitors, ${period.label}: page ${pages}, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`);
    }
    return { period, totals: first.totals, visitors, visitorsComplete, ...feedback };
}
async function fetchFeedback(period, options) {
    const { service, projectId, budget, log } = options;
    let page;
    try {
        page = await callWithinBudget(`feedback of ${period.label}`, (call) => service.feedbackByPage(projectId, {
            dateFrom: period.dateFrom,
            dateTo: period.dateTo,
            limit: FEEDBACK_PAGE_SIZE,
            source: options.feedbackSource || undefined,
            status: options.feedbackStatus.length > 0 ? options.feedbackStatus : undefined,
        }, call), options);
    }
    catch (error) {
        if (!(error instanceof BudgetExhausted))
            throw error;
        log.warning(`Feedback, ${period.label}: the request budget (${budget.limit}) is spent; feedback was not fetched.`);
        return { feedback: [], feedbackCut: false, feedbackFetched: false };
    }
    const cut = page.hasMore ? `; the service has more, which its API cannot page to` : '';
    log.info(`Feedback, ${period.label}: ${page.feedback.length} pages with feedback${cut} (requests ${budget.used}/${budget.limit})`);
    return { feedback: page.feedback, feedbackCut: page.hasMore, feedbackFetched: true };
}

;// CONCATENATED MODULE: ./.build/work/src/report/gather.js
// The collection phase of a report run: the current period, then the comparison (read back for free
// when an earlier report holds it, else from the service), all within the request budget.




/** Fails only when not even the current period's totals could be fetched; every other gap is named in `missing`. */
async function gatherAnalytics(inputs) {
    const { period, comparisonPeriod, readBack, budget, collect } = inputs;
    const { log } = collect;
    let current;
    try {
        current = await collectPeriod(period, collect);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new failure/* StepFailure */.pH(`No report for ${period.label}: ${message}`, { 'requests-used': String(budget.used) });
    }
    const missing = [];
    let previous;
    let comparisonSource = 'none';
    let comparisonOrigin;
    if (comparisonPeriod && readBack) {
        previous = readBack.report.data;
        comparisonSource = 'earlier-report';
        comparisonOrigin = readBack.url;
    }
    else if (comparisonPeriod) {
        try {
            previous = await collectPeriod(comparisonPeriod, collect);
            comparisonSource = 'service';
        }
        catch (error) {
            if (error instanceof BudgetExhausted)
                missing.push(`the comparison period (${comparisonPeriod.label}): the request budget of ${budget.limit} requests was spent`);
            else if (error instanceof AnalyticsQuotaSpent)
                missing.push(`the comparison period (${comparisonPeriod.label}): the organisation's hourly analytics quota is spent`);
            else if (error instanceof types/* ServiceError */._)
                missing.push(`the comparison period (${comparisonPeriod.label}): the service answered with an error`);
            else
                throw error;
            log.warning(`The comparison period ${comparisonPeriod.label} was not fetched: ${error.message}`);
        }
    }
    return { current, previous, comparisonSource, comparisonOrigin, requestsUsed: budget.used, requestBudget: budget.limit, missing };
}

;// CONCATENATED MODULE: ./.build/work/src/report/history/marker.js
const MARKER = /<!-- docs-export-report ([^<>]*?) -->/g;
function reportMarker(projectId, period) {
    return `<!-- docs-export-report project=${encodeURIComponent(projectId)} period=${period.dateFrom}..${period.dateTo} -->`;
}
/** Every marker in a body (a body normally holds one). */
function readMarkers(body) {
    const markers = [];
    for (const match of (body ?? '').matchAll(MARKER)) {
        const fields = new Map();
        for (const pair of (match[1] ?? '').split(/\s+/)) {
            const eq = pair.indexOf('=');
            if (eq > 0)
                fields.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const project = fields.get('project');
        if (project === undefined)
            continue;
        let projectId;
        try {
            projectId = decodeURIComponent(project);
        }
        catch {
            continue;
        }
        const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(fields.get('period') ?? '');
        markers.push(range ? { projectId, period: { dateFrom: range[1] ?? '', dateTo: range[2] ?? '' } } : { projectId });
    }
    return markers;
}
/** The marker of `projectId` in a body, if any. */
function markerFor(body, projectId) {
    return readMarkers(body).find((marker) => marker.projectId === projectId);
}

// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var errors = __webpack_require__(66304);
;// CONCATENATED MODULE: ./.build/work/src/report/publish/identity.js

/** The login GitHub shows for comments and issues made with a workflow's GITHUB_TOKEN. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
async function resolveIdentity(octokit) {
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { kind: 'user', login: data.login };
    }
    catch (error) {
        if ((0,errors/* statusOf */.c2)(error) === 401)
            throw new Error('Input "github-token": GitHub refused the token (401); it is wrong, expired or revoked.');
        // 403 is what installation tokens get; a server without the endpoint (404) or a passing failure is
        // treated alike, since comments are only ever taken together with the report marker.
        return { kind: 'installation', login: ACTIONS_BOT_LOGIN };
    }
}
/**
 * True when `author` is the token's own identity. For an installation token any bot counts (its App
 * name is unknown): a comment is taken only together with the report marker, and GitHub itself refuses
 * an App's edit of another App's comment.
 */
function isOwnAuthor(identity, author) {
    if (!author)
        return false;
    if (author.login.toLowerCase() === identity.login.toLowerCase())
        return true;
    return identity.kind === 'installation' && author.type === 'Bot';
}
/** Prefers the exact login over another bot when several candidates qualify. */
function ownershipRank(identity, author) {
    return author && author.login.toLowerCase() === identity.login.toLowerCase() ? 0 : 1;
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/comment.js


/**
 * The report comment of `projectId` on the issue or pull request: a comment of the token's own
 * identity carrying the project's marker. Every page of comments is read (a busy pull request has
 * more than 100); a comment of anyone else is never taken, whatever text it contains.
 */
async function findStickyComment(place) {
    const { octokit, repository, issueNumber, identity, projectId } = place;
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { ...repository, issue_number: issueNumber, per_page: 100 });
    const ours = comments
        .filter((c) => isOwnAuthor(identity, c.user) && markerFor(c.body, projectId))
        .sort((a, b) => ownershipRank(identity, a.user) - ownershipRank(identity, b.user) || a.id - b.id);
    const first = ours[0];
    return first ? { id: first.id, body: first.body ?? '', url: first.html_url } : undefined;
}
/** Creates the sticky comment, or updates it in place (not at all when its body is already this one). */
async function publishStickyComment(place, body, log) {
    const { octokit, repository, issueNumber } = place;
    const existing = await findStickyComment(place);
    if (existing && existing.body === body) {
        log.info(`The report comment on #${issueNumber} is already up to date: ${existing.url}`);
        return { url: existing.url, action: 'unchanged' };
    }
    if (existing) {
        const { data } = await octokit.rest.issues.updateComment({ ...repository, comment_id: existing.id, body });
        log.info(`Updated the report comment on #${issueNumber}: ${data.html_url}`);
        return { url: data.html_url, action: 'updated' };
    }
    const { data } = await octokit.rest.issues.createComment({ ...repository, issue_number: issueNumber, body });
    log.info(`Commented the report on #${issueNumber}: ${data.html_url}`);
    return { url: data.html_url, action: 'created' };
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/issue.js


/**
 * Report issues of the project, newest first: issues (not pull requests) of the token's own identity
 * carrying the project's marker. Listed by label, or by creator when there are no labels.
 */
async function* reportIssues(place, state) {
    const { octokit, repository, identity, projectId, labels } = place;
    const filter = labels.length > 0 ? { labels: labels.join(',') } : identity.kind === 'user' ? { creator: identity.login } : {};
    const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, { ...repository, state, sort: 'created', direction: 'desc', per_page: 100, ...filter });
    for await (const page of pages) {
        for (const issue of page.data) {
            if (issue.pull_request || !isOwnAuthor(identity, issue.user))
                continue;
            const marker = markerFor(issue.body, projectId);
            if (!marker)
                continue;
            yield { number: issue.number, title: issue.title, body: issue.body ?? '', state: issue.state, url: issue.html_url, period: marker.period };
        }
    }
}
const samePeriod = (a, b) => a?.dateFrom === b.dateFrom && a.dateTo === b.dateTo;
/**
 * One open report issue per project and period: updated when it exists, else created. With
 * `closePrevious`, open report issues of earlier periods are closed (completed) with a link to it.
 */
async function publishReportIssue(place, report, log) {
    const { octokit, repository, labels } = place;
    const open = [];
    for await (const issue of reportIssues(place, 'open'))
        open.push(issue);
    const existing = open.filter((issue) => samePeriod(issue.period, report.period)).sort((a, b) => a.number - b.number)[0];
    let published;
    if (existing && existing.title === report.title && existing.body === report.body) {
        log.info(`The report issue #${existing.number} is already up to date: ${existing.url}`);
        published = { url: existing.url, number: existing.number, action: 'unchanged' };
    }
    else if (existing) {
        const { data } = await octokit.rest.issues.update({ ...repository, issue_number: existing.number, title: report.title, body: report.body });
        log.info(`Updated the report issue #${data.number}: ${data.html_url}`);
        published = { url: data.html_url, number: data.number, action: 'updated' };
    }
    else {
        const { data } = await octokit.rest.issues.create({ ...repository, title: report.title, body: report.body, labels });
        log.info(`Opened the report issue #${data.number}: ${data.html_url}`);
        published = { url: data.html_url, number: data.number, action: 'created' };
    }
    const closed = [];
    if (report.closePrevious) {
        const earlier = open.filter((issue) => issue.number !== published.number && (!issue.period || issue.period.dateFrom < report.period.dateFrom));
        for (const issue of earlier) {
            await octokit.rest.issues.createComment({ ...repository, issue_number: issue.number, body: `Superseded by #${published.number}: ${published.url}` });
            await octokit.rest.issues.update({ ...repository, issue_number: issue.number, state: 'closed', state_reason: 'completed' });
            log.info(`Closed the earlier report issue #${issue.number}.`);
            closed.push(issue.number);
        }
    }
    return { ...published, closed };
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./.build/work/src/settings/types.js
var settings_types = __webpack_require__(85296);
;// CONCATENATED MODULE: ./.build/work/src/report/history/data-block.js
// A published report carries its own period's data, gzipped and base64-encoded in an HTML comment,
// so that the next run can compare against it without spending analytics requests. The cache is no
// place for it: it drops entries unused for 7 days, which a weekly schedule straddles.



/** Largest block written: it shares GitHub's 65,536 characters with the report itself. */
const MAX_DATA_BLOCK_CHARS = 16_000;
/** Decoded data larger than this is refused (a gzip bomb in someone's comment must not hurt the run). */
const MAX_DECODED_BYTES = 4_000_000;
const BLOCK = /<!-- docs-export-data:v1 ([A-Za-z0-9+/=]+) -->/g;
const count = schemas/* number */.aig().int().nonnegative();
const day = schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/);
const payloadSchema = schemas/* object */.Ikc({
    v: schemas/* literal */.euz(1),
    project: schemas/* string */.YjP(),
    period: schemas/* object */.Ikc({ name: schemas/* enum */.k5n(settings_types/* PERIODS */.nR), label: schemas/* string */.YjP(), dateFrom: day, dateTo: day, days: count }),
    filters: schemas/* object */.Ikc({ source: schemas/* string */.YjP().optional(), status: schemas/* array */.YOg(schemas/* string */.YjP()) }),
    totals: schemas/* tuple */.PVZ([count, count, count]),
    visitors: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* string */.YjP(), count, count, count])),
    visitorsComplete: schemas/* boolean */.zMY(),
    feedback: schemas/* array */.YOg(schemas/* tuple */.PVZ([schemas/* string */.YjP(), count, count, count, count])),
    feedbackCut: schemas/* boolean */.zMY(),
    feedbackFetched: schemas/* boolean */.zMY(),
});
function payloadOf(report, visitorRows, complete, withFeedback) {
    const { data } = report;
    return {
        v: 1,
        project: report.projectId,
        period: { name: data.period.name, label: data.period.label, dateFrom: data.period.dateFrom, dateTo: data.period.dateTo, days: data.period.days },
        filters: { ...(report.filters.feedbackSource ? { source: report.filters.feedbackSource } : {}), status: [...report.filters.feedbackStatus].sort() },
        totals: [data.totals.human, data.totals.ai, data.totals.total],
        visitors: visitorRows.map((v) => [v.path, v.human, v.ai, v.total]),
        visitorsComplete: complete,
        feedback: withFeedback ? data.feedback.map((f) => [f.path, f.thumbsUp, f.thumbsDown, f.code, f.total]) : [],
        feedbackCut: withFeedback && data.feedbackCut,
        feedbackFetched: withFeedback && data.feedbackFetched,
    };
}
const blockOf = (payload) => `<!-- docs-export-data:v1 ${external_node_zlib_.gzipSync(JSON.stringify(payload), { level: 9 }).toString('base64')} -->`;
/**
 * The hidden block for a report's own period, at most `maxChars` long. When every page does not fit,
 * the pages with most visitors are kept and the block says its visitor list is incomplete, so that a
 * later comparison treats the pages it lacks as unknown rather than as zero.
 */
function encodeDataBlock(report, maxChars = MAX_DATA_BLOCK_CHARS) {
    const rows = [...report.data.visitors];
    const all = blockOf(payloadOf(report, rows, report.data.visitorsComplete, true));
    if (all.length <= maxChars)
        return all;
    const ranked = rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const attempt = (n, withFeedback = true) => blockOf(payloadOf(report, ranked.slice(0, n), false, withFeedback));
    let low = 0; // rows known to fit (0 is checked below)
    let high = ranked.length; // rows known not to fit
    if (attempt(0).length > maxChars)
        return attempt(0, false);
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (attempt(mid).length <= maxChars)
            low = mid;
        else
            high = mid;
    }
    return attempt(low);
}
function toReport(payload) {
    const visitors = payload.visitors.map(([path, human, ai, total]) => ({ path, human, ai, total }));
    const feedback = payload.feedback.map(([path, thumbsUp, thumbsDown, code, total]) => ({ path, thumbsUp, thumbsDown, code, total }));
    const [human, ai, total] = payload.totals;
    return {
        projectId: payload.project,
        filters: { feedbackSource: payload.filters.source, feedbackStatus: payload.filters.status },
        data: {
            period: payload.period,
            totals: { human, ai, total },
            visitors,
            visitorsComplete: payload.visitorsComplete,
            feedback,
            feedbackCut: payload.feedbackCut,
            feedbackFetched: payload.feedbackFetched,
        },
    };
}
/** Every well-formed data block in a body; broken or foreign ones are skipped. */
function decodeDataBlocks(body) {
    const found = [];
    for (const match of (body ?? '').matchAll(BLOCK)) {
        try {
            const json = external_node_zlib_.gunzipSync(Buffer.from(match[1] ?? '', 'base64'), { maxOutputLength: MAX_DECODED_BYTES }).toString('utf8');
            const parsed = payloadSchema.safeParse(JSON.parse(json));
            if (parsed.success)
                found.push(toReport(parsed.data));
        }
        catch {
            // Not ours, or damaged: there is nothing to compare with in it.
        }
    }
    return found;
}

;// CONCATENATED MODULE: ./.build/work/src/report/history/match.js
const sameSet = (a, b) => {
    const left = new Set(a);
    const right = new Set(b);
    return left.size === right.size && [...left].every((x) => right.has(x));
};
/** An earlier report serves as the comparison only for the same project, the very same days and the same feedback filters. */
function servesAsComparison(candidate, need) {
    return (candidate.projectId === need.projectId &&
        candidate.data.period.dateFrom === need.period.dateFrom &&
        candidate.data.period.dateTo === need.period.dateTo &&
        (candidate.filters.feedbackSource || undefined) === (need.filters.feedbackSource || undefined) &&
        sameSet(candidate.filters.feedbackStatus, need.filters.feedbackStatus));
}
/** How much of its period a candidate holds, for choosing among several that match. */
function completeness(candidate) {
    const { data } = candidate;
    return (data.visitorsComplete ? 4 : 0) + (data.feedbackFetched ? 2 : 0) + (data.feedbackCut ? 0 : 1);
}

;// CONCATENATED MODULE: ./.build/work/src/report/history/read-back.js




const FULL = 7;
/**
 * Looks through the project's report issues (newest first, stopping at a complete match) and its
 * sticky comment for the data of exactly the needed period and filters. Costs GitHub requests only.
 */
async function readBackComparison(place, need, log) {
    const { octokit, repository, identity } = place;
    let best;
    const consider = (body, url) => {
        for (const report of decodeDataBlocks(body)) {
            if (!servesAsComparison(report, need))
                continue;
            const score = completeness(report);
            if (!best || score > best.score)
                best = { report, url, score };
        }
    };
    for await (const issue of reportIssues({ octokit, repository, identity, projectId: need.projectId, labels: place.issueLabels }, 'all')) {
        if (issue.period && (issue.period.dateFrom !== need.period.dateFrom || issue.period.dateTo !== need.period.dateTo))
            continue;
        consider(issue.body, issue.url);
        if (best && best.score >= FULL)
            break;
    }
    if ((!best || best.score < FULL) && place.commentIssue !== undefined) {
        const comment = await findStickyComment({ octokit, repository, issueNumber: place.commentIssue, identity, projectId: need.projectId });
        if (comment)
            consider(comment.body, comment.url);
    }
    if (best)
        log.info(`Comparison ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) read back from ${best.url}: no analytics requests spent on it.`);
    else
        log.info(`No earlier report holds ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) with the same filters: the comparison comes from the service.`);
    return best && { report: best.report, url: best.url };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/change.js
/** The change from `previous` to `current`; no relative change on a base of 0. */
function change(current, previous) {
    if (previous === undefined)
        return { current };
    const delta = current - previous;
    return previous === 0 ? { current, previous, delta } : { current, previous, delta, relative: delta / previous };
}
/** `part / whole`, or undefined when the whole is 0. */
function share(part, whole) {
    return whole > 0 ? part / whole : undefined;
}
function shareChange(current, previous) {
    const deltaPoints = current !== undefined && previous !== undefined ? (current - previous) * 100 : undefined;
    return { current, previous, deltaPoints };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/page-path.js
/**
 * The one spelling of a page path used to join visitor and feedback rows: collapsed `//`, a leading
 * `/`, no trailing `/` except for the root. The services' two endpoints do not promise the same form.
 */
function normalizePagePath(path) {
    const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
    return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/pages.js


/**
 * Rows that normalise to the same path are added up. Their `total` then over-counts a visitor who saw
 * both spellings, which is the honest best the per-page counts allow.
 */
function indexVisitors(rows, complete) {
    const byPath = new Map();
    for (const row of rows) {
        const path = normalizePagePath(row.path);
        const known = byPath.get(path);
        byPath.set(path, known ? { human: known.human + row.human, ai: known.ai + row.ai, total: known.total + row.total } : { human: row.human, ai: row.ai, total: row.total });
    }
    return { byPath, complete };
}
/** What a period knew about a page: its counts, 0 when the list is complete and lacks it, else unknown. */
function visitorsOf(index, path) {
    if (!index)
        return undefined;
    return index.byPath.get(path) ?? (index.complete ? { human: 0, ai: 0, total: 0 } : undefined);
}
/** Every page, ranked by `metric` (ties by path, so the order is stable), with its change and feedback. */
function rankPages(current, previous, feedbackByPath, metric) {
    const entries = [...current.byPath.entries()].sort(([pa, a], [pb, b]) => b[metric] - a[metric] || (pa < pb ? -1 : pa > pb ? 1 : 0));
    return entries.map(([path, counts], i) => {
        const before = visitorsOf(previous, path);
        const row = { rank: i + 1, path, human: counts.human, ai: counts.ai, total: counts.total };
        const aiShare = share(counts.ai, counts.total);
        if (aiShare !== undefined)
            row.aiShare = aiShare;
        if (before)
            row.change = change(counts.total, before.total);
        const feedback = feedbackByPath.get(path);
        if (feedback !== undefined)
            row.feedback = feedback;
        return row;
    });
}
/**
 * Pages whose visitors moved most, relative to a comparison base of at least `minimumBase` visitors
 * (smaller bases make noise of a few visits). Pages unknown to either period are left out.
 */
function movers(current, previous, minimumBase) {
    const paths = new Set([...current.byPath.keys(), ...previous.byPath.keys()]);
    const candidates = [];
    for (const path of paths) {
        const now = visitorsOf(current, path);
        const before = visitorsOf(previous, path);
        if (!now || !before || before.total < minimumBase)
            continue;
        const moved = change(now.total, before.total);
        if (moved.relative === undefined || moved.delta === 0)
            continue;
        candidates.push({ path, change: moved, relative: moved.relative });
    }
    const byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    const rank = (list) => list.map((c, i) => ({ rank: i + 1, path: c.path, change: c.change }));
    const up = candidates.filter((c) => c.relative > 0).sort((a, b) => b.relative - a.relative || (b.change.delta ?? 0) - (a.change.delta ?? 0) || byPath(a, b));
    const down = candidates.filter((c) => c.relative < 0).sort((a, b) => a.relative - b.relative || (a.change.delta ?? 0) - (b.change.delta ?? 0) || byPath(a, b));
    return { up: rank(up), down: rank(down) };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/feedback.js



/** Feedback by normalised path, rows of the same path added up. */
function indexFeedback(rows) {
    const byPath = new Map();
    for (const row of rows) {
        const path = normalizePagePath(row.path);
        const known = byPath.get(path) ?? { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
        byPath.set(path, {
            thumbsUp: known.thumbsUp + row.thumbsUp,
            thumbsDown: known.thumbsDown + row.thumbsDown,
            code: known.code + row.code,
            total: known.total + row.total,
        });
    }
    return byPath;
}
/** Feedback per page, most feedback first, joined with the page's visitors. */
function feedbackPages(feedback, visitors, thresholds) {
    const entries = [...feedback.entries()].sort(([pa, a], [pb, b]) => b.total - a.total || (pa < pb ? -1 : pa > pb ? 1 : 0));
    return entries.map(([path, counts], i) => {
        const thumbs = counts.thumbsUp + counts.thumbsDown;
        const row = { rank: i + 1, path, ...counts, thumbs };
        if (thumbs >= thresholds.minimumThumbs)
            row.downRatio = counts.thumbsDown / thumbs;
        const seen = visitorsOf(visitors, path);
        if (seen) {
            row.visitors = seen.total;
            if (seen.total > 0)
                row.per100Visitors = (counts.total / seen.total) * 100;
        }
        return row;
    });
}
/** Pages with a high thumbs-down ratio (on enough thumbs) or much feedback for their visitors. */
function pagesNeedingAttention(rows, thresholds) {
    const listed = [];
    for (const row of rows) {
        const reasons = [];
        if (row.downRatio !== undefined && row.downRatio >= thresholds.attentionDownRatio) {
            reasons.push(`${Math.round(row.downRatio * 100)}% thumbs down (${row.thumbsDown} of ${row.thumbs})`);
        }
        const visitors = row.visitors ?? 0;
        if (row.per100Visitors !== undefined && visitors >= thresholds.minimumVisitorsForRate && row.per100Visitors >= thresholds.attentionPer100Visitors) {
            reasons.push(`${row.per100Visitors.toFixed(1)} feedback per 100 visitors`);
        }
        if (reasons.length > 0)
            listed.push({ ...row, reasons });
    }
    const severity = (r) => [r.reasons.length, r.downRatio ?? 0, r.per100Visitors ?? 0];
    listed.sort((a, b) => {
        const [ra, da, pa] = severity(a);
        const [rb, db, pb] = severity(b);
        return rb - ra || db - da || pb - pa || b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    });
    return listed.map((row, i) => ({ ...row, rank: i + 1 }));
}
function sumFeedback(rows) {
    const sum = { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
    for (const row of rows) {
        sum.thumbsUp += row.thumbsUp;
        sum.thumbsDown += row.thumbsDown;
        sum.code += row.code;
        sum.total += row.total;
    }
    return sum;
}
/** Totals over the feedback rows fetched, against the comparison's when it has feedback. */
function feedbackTotals(current, pages, previous) {
    const now = sumFeedback(current);
    const before = previous ? sumFeedback(previous) : undefined;
    return {
        thumbsUp: change(now.thumbsUp, before?.thumbsUp),
        thumbsDown: change(now.thumbsDown, before?.thumbsDown),
        code: change(now.code, before?.code),
        total: change(now.total, before?.total),
        pages,
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/notes.js

const plural = (n, one, many = `${one}s`) => `${(0,format/* groupThousands */.Zv)(n)} ${n === 1 ? one : many}`;
/** Only an http(s) link goes into the report, with the characters that could end a markdown link encoded. */
function safeLink(url) {
    if (!url)
        return undefined;
    try {
        const parsed = new URL(url);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return undefined;
        return parsed.href.replace(/[()<>\s"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    }
    catch {
        return undefined;
    }
}
/** Where the comparison came from, said in one sentence. */
function describeComparison(collected, wanted) {
    const previous = collected.previous;
    if (previous && collected.comparisonSource === 'earlier-report') {
        const link = safeLink(collected.comparisonOrigin);
        const from = link ? `[an earlier report](${link})` : 'an earlier report';
        return { source: 'earlier-report', period: previous.period, origin: link, text: `Compared with ${previous.period.label}, read back from ${from} at no request cost.` };
    }
    if (previous)
        return { source: 'service', period: previous.period, text: `Compared with ${previous.period.label}, fetched from the service.` };
    if (!wanted)
        return { source: 'none', text: 'No comparison: compare is off.' };
    return {
        source: 'none',
        period: wanted,
        text: `No comparison: the preceding period (${wanted.label}) could not be fetched (see the notes).`,
    };
}
/** Everything the report cannot show in full, named: never a silently partial table. */
function reportNotes(collected) {
    const notes = [];
    const { current, previous } = collected;
    const spent = collected.requestsUsed >= collected.requestBudget;
    notes.push(...periodNotes(current, 'this period', spent));
    if (previous)
        notes.push(...periodNotes(previous, 'the comparison period', spent && collected.comparisonSource === 'service'));
    for (const part of collected.missing)
        notes.push({ kind: 'missing', text: `Not fetched: ${part}.` });
    return notes;
}
function periodNotes(data, which, budgetSpent) {
    const why = budgetSpent ? ' the request budget was spent' : '';
    const notes = [];
    if (data.feedbackCut) {
        notes.push({
            kind: 'feedback-cut',
            text: `Feedback of ${which} lists the first ${plural(data.feedback.length, 'page')} only: feedback beyond the first 100 pages cannot be fetched, as the API has no next page. Feedback totals count those pages.`,
        });
    }
    if (!data.feedbackFetched)
        notes.push({ kind: 'feedback-missing', text: `Feedback of ${which} (${data.period.label}) was not fetched${why ? `:${why}` : ''}, so its feedback is not shown.` });
    if (!data.visitorsComplete) {
        notes.push({
            kind: 'visitors-incomplete',
            text: `Visitors of ${which} are incomplete: the list stopped after ${plural(data.visitors.length, 'site page')}${why ? ` because${why}` : ''}. Site-wide totals are complete; page tables${which === 'this period' ? '' : ' and movers'} cover only the pages fetched.`,
        });
    }
    return notes;
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/build.js




const DEFAULT_THRESHOLDS = {
    moverMinimumBase: 20,
    minimumThumbs: 5,
    attentionDownRatio: 0.5,
    attentionPer100Visitors: 3,
    minimumVisitorsForRate: 20,
};
const table = (rows) => ({ rows, omitted: 0 });
/** The report as numbers and rows, from what was collected; pure. */
function buildReportModel(collected, options) {
    const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
    const { current, previous } = collected;
    const top = options.top;
    const visitors = indexVisitors(current.visitors, current.visitorsComplete);
    const visitorsBefore = previous ? indexVisitors(previous.visitors, previous.visitorsComplete) : undefined;
    const feedback = indexFeedback(current.feedback);
    const feedbackTotalByPath = new Map([...feedback].map(([path, counts]) => [path, counts.total]));
    const byTotal = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'total');
    const byHuman = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'human').filter((row) => row.human > 0);
    const byAi = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'ai').filter((row) => row.ai > 0);
    const moved = visitorsBefore ? movers(visitors, visitorsBefore, thresholds.moverMinimumBase) : { up: [], down: [] };
    const feedbackRows = current.feedbackFetched ? feedbackPages(feedback, visitors, thresholds) : [];
    const previousFeedback = previous?.feedbackFetched ? previous.feedback : undefined;
    const totalsBefore = previous?.totals;
    return {
        schema: 'docs-export-report/v1',
        projectId: options.projectId,
        generatedAt: new Date(options.generatedAt).toISOString(),
        period: current.period,
        filters: { feedbackSource: options.feedbackSource, feedbackStatus: [...options.feedbackStatus] },
        comparison: describeComparison(collected, options.comparisonPeriod),
        totals: {
            human: change(current.totals.human, totalsBefore?.human),
            ai: change(current.totals.ai, totalsBefore?.ai),
            total: change(current.totals.total, totalsBefore?.total),
            aiShare: shareChange(share(current.totals.ai, current.totals.total), totalsBefore && share(totalsBefore.ai, totalsBefore.total)),
        },
        feedbackTotals: current.feedbackFetched ? feedbackTotals(current.feedback, feedback.size, previousFeedback) : undefined,
        top,
        topPages: table(byTotal.slice(0, top)),
        topHumanPages: table(byHuman.slice(0, top)),
        topAiPages: table(byAi.slice(0, top)),
        moversUp: table(moved.up.slice(0, top)),
        moversDown: table(moved.down.slice(0, top)),
        feedback: table(feedbackRows.slice(0, top)),
        allFeedback: table(feedbackRows),
        attention: table(pagesNeedingAttention(feedbackRows, thresholds).slice(0, top)),
        allPages: table(byTotal),
        notes: reportNotes(collected),
        requests: { used: collected.requestsUsed, budget: collected.requestBudget },
        thresholds,
        visitorsComplete: current.visitorsComplete,
        feedbackFetched: current.feedbackFetched,
        feedbackCut: current.feedbackCut,
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/period.js
const DAY_MS = 86_400_000;
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
const LAST_N_DAYS = { 'last-7-days': 7, 'last-28-days': 28, 'last-30-days': 30 };
/** The period a report covers, seen from the instant `now` (ms since the epoch, read as UTC). */
function resolvePeriod(spec, now) {
    const today = Math.floor(now / DAY_MS);
    const lastDays = LAST_N_DAYS[spec.period];
    if (lastDays !== undefined)
        return rangePeriod(spec.period, today - lastDays, today);
    switch (spec.period) {
        case 'previous-week': {
            const thisMonday = today - isoWeekday(today);
            return weekPeriod(thisMonday - 7);
        }
        case 'previous-month': {
            const date = new Date(today * DAY_MS);
            return monthPeriod(date.getUTCFullYear(), date.getUTCMonth() - 1);
        }
        case 'custom': {
            if (!spec.dateFrom || !spec.dateTo)
                throw new Error('period "custom" needs date-from and date-to (YYYY-MM-DD)');
            const from = parseDay(spec.dateFrom, 'date-from');
            const to = parseDay(spec.dateTo, 'date-to');
            if (from >= to)
                throw new Error(`date-from (${spec.dateFrom}) must be before date-to (${spec.dateTo}, exclusive)`);
            return rangePeriod('custom', from, to);
        }
        default:
            throw new Error(`unknown period "${spec.period}"`);
    }
}
/**
 * The period of the same length that ends where `period` starts, for comparisons. A month is
 * compared with the calendar month before it (whatever its length), a week with the ISO week before.
 */
function precedingPeriod(period) {
    const from = parseDay(period.dateFrom, 'dateFrom');
    if (period.name === 'previous-month') {
        const date = new Date(from * DAY_MS);
        return monthPeriod(date.getUTCFullYear(), date.getUTCMonth() - 1);
    }
    if (period.name === 'previous-week')
        return weekPeriod(from - 7);
    return rangePeriod(period.name, from - period.days, from);
}
/** `YYYY-MM-DD` of a UTC day index (days since 1970-01-01). */
function isoDay(day) {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
function rangePeriod(name, from, to, prefix) {
    const days = to - from;
    const range = days === 1 ? isoDay(from) : `${isoDay(from)} to ${isoDay(to - 1)}`;
    const span = `${days} ${days === 1 ? 'day' : 'days'}`;
    const label = prefix ? `${prefix} (${range}, ${span})` : `${range}, ${span}`;
    return { name, label, dateFrom: isoDay(from), dateTo: isoDay(to), days };
}
function weekPeriod(monday) {
    const { year, week } = isoWeek(monday);
    return rangePeriod('previous-week', monday, monday + 7, `ISO week ${year}-W${String(week).padStart(2, '0')}`);
}
/** `month` may be -1: Date.UTC rolls it into December of the year before. */
function monthPeriod(year, month) {
    const from = Date.UTC(year, month, 1) / DAY_MS;
    const to = Date.UTC(year, month + 1, 1) / DAY_MS;
    const first = new Date(from * DAY_MS);
    return rangePeriod('previous-month', from, to, `${MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`);
}
/** Monday 0 to Sunday 6; day 0 (1970-01-01) was a Thursday. */
function isoWeekday(day) {
    return (((day + 3) % 7) + 7) % 7;
}
/** ISO 8601 week: the week belongs to the year that holds its Thursday. */
function isoWeek(day) {
    const thursday = day - isoWeekday(day) + 3;
    const year = new Date(thursday * DAY_MS).getUTCFullYear();
    const firstOfYear = Date.UTC(year, 0, 1) / DAY_MS;
    return { year, week: Math.floor((thursday - firstOfYear) / 7) + 1 };
}
function parseDay(text, what) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
    if (Number.isNaN(ms) || isoDay(ms / DAY_MS) !== text)
        throw new Error(`${what} "${text}" is not a date in the form YYYY-MM-DD`);
    return ms / DAY_MS;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/work/src/report/publish/csv.js
function csvField(value) {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
function csv(header, rows) {
    const lines = [header.map(csvField).join(',')];
    for (const row of rows)
        lines.push(row.map(csvField).join(','));
    return `${lines.join('\r\n')}\r\n`;
}
const periods = (current, previous) => (previous ? [current, previous] : [current]);
/** Every visitor row of the report period, and of the comparison period when there is one. */
function visitorsCsv(current, previous) {
    return csv(['period_from', 'period_to', 'path', 'human', 'ai', 'total'], periods(current, previous).flatMap((data) => data.visitors.map((v) => [data.period.dateFrom, data.period.dateTo, v.path, v.human, v.ai, v.total])));
}
/** Every feedback row fetched, of the report period and of the comparison period when there is one. */
function feedbackCsv(current, previous) {
    return csv(['period_from', 'period_to', 'path', 'thumbs_up', 'thumbs_down', 'code', 'total'], periods(current, previous).flatMap((data) => data.feedback.map((f) => [data.period.dateFrom, data.period.dateTo, f.path, f.thumbsUp, f.thumbsDown, f.code, f.total])));
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/files.js



/** The whole report, never cut: markdown, the model with the raw data, and both CSV tables. */
async function writeReportFiles(dir, markdown, model, collected) {
    await promises_.mkdir(dir, { recursive: true });
    const files = {
        dir,
        markdown: external_node_path_.join(dir, 'report.md'),
        json: external_node_path_.join(dir, 'report.json'),
        visitors: external_node_path_.join(dir, 'visitors.csv'),
        feedback: external_node_path_.join(dir, 'feedback.csv'),
    };
    await promises_.writeFile(files.markdown, markdown);
    await promises_.writeFile(files.json, `${JSON.stringify({ model, data: collected }, null, 2)}\n`);
    await promises_.writeFile(files.visitors, visitorsCsv(collected.current, collected.previous));
    await promises_.writeFile(files.feedback, feedbackCsv(collected.current, collected.previous));
    return files;
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/target.js
/** `GITHUB_REPOSITORY` as owner and name. */
function currentRepository(runner) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(runner.repository ?? '');
    return match ? { owner: match[1] ?? '', repo: match[2] ?? '' } : undefined;
}
const numberIn = (value) => {
    const n = value?.number;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};
/** The issue or pull request a sticky comment goes to: `comment-on`, else the event's pull request or issue. */
function commentTarget(commentOn, event) {
    return commentOn ?? numberIn(event.pull_request) ?? numberIn(event.issue);
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/github-place.js


/** Checked before any analytics request is spent: a report that cannot be published should not cost quota. */
function gitHubPlace(context) {
    if (!context.settings.githubToken) {
        throw new Error('Input "github-token" is empty: publishing a report as a comment or an issue needs a token allowed to write issues (and pull requests).');
    }
    const repository = currentRepository(context.runner);
    if (!repository)
        throw new Error('GITHUB_REPOSITORY is not set: publishing a report as a comment or an issue needs the repository to publish in.');
    const { octokit } = context.github();
    let identity;
    return { octokit, repository, identity: () => (identity ??= resolveIdentity(octokit)) };
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/publish.js



function reason(error) {
    const message = error instanceof Error ? error.message : String(error);
    const status = (0,errors/* statusOf */.c2)(error);
    if (status === 403 || status === 404) {
        return `${message} (GitHub ${status}: give the token "issues: write" and "pull-requests: write", e.g. a workflow "permissions:" block)`;
    }
    return message;
}
/** Publishes to every target; one failing target does not stop the others. */
async function publishReport(inputs) {
    const { targets, rendered, github, log } = inputs;
    const published = { failures: [] };
    const attempt = async (target, publish) => {
        try {
            await publish();
        }
        catch (error) {
            published.failures.push(`publish "${target}": ${reason(error)}`);
        }
    };
    if (targets.includes('summary')) {
        await attempt('summary', async () => {
            await inputs.writeSummary(rendered.summary);
            log.info('Wrote the report to the job summary.');
        });
    }
    if (targets.includes('comment') && github) {
        const issueNumber = inputs.commentIssue;
        if (issueNumber === undefined) {
            log.warning(`publish "comment": there is no pull request or issue to comment on (the "${inputs.eventName ?? 'unknown'}" event has none); set "comment-on" to a number to comment anyway.`);
        }
        else {
            await attempt('comment', async () => {
                const place = { octokit: github.octokit, repository: github.repository, issueNumber, identity: await github.identity(), projectId: inputs.projectId };
                published.commentUrl = (await publishStickyComment(place, rendered.githubBody, log)).url;
            });
        }
    }
    if (targets.includes('issue') && github) {
        await attempt('issue', async () => {
            const place = { octokit: github.octokit, repository: github.repository, identity: await github.identity(), projectId: inputs.projectId, labels: inputs.issueLabels };
            const report = { period: inputs.period, title: rendered.title, body: rendered.githubBody, closePrevious: inputs.closePrevious };
            published.issueUrl = (await publishReportIssue(place, report, log)).url;
        });
    }
    return published;
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/types.js
/** The names of the tables a rendering may cut, longest first when they tie. */
const CUTTABLE_TABLES = ['allPages', 'allFeedback', 'feedback', 'attention', 'topPages', 'topHumanPages', 'topAiPages', 'moversUp', 'moversDown'];

;// CONCATENATED MODULE: ./.build/work/src/report/render/format.js
const NOT_AVAILABLE = '—';
const MINUS = '−';
/** `1234567.891` -> `1,234,568` (or with `digits` decimals); `—` for anything not a finite number. */
function formatNumber(value, digits = 0) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        return NOT_AVAILABLE;
    const fixed = Math.abs(value).toFixed(digits);
    const [whole = '0', fraction] = fixed.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const sign = value < 0 && Number(fixed) !== 0 ? MINUS : '';
    return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
/** A fraction as a percentage: `0.1234` -> `12.3%`. */
function formatPercent(fraction, digits = 1) {
    if (typeof fraction !== 'number' || !Number.isFinite(fraction))
        return NOT_AVAILABLE;
    return `${formatNumber(fraction * 100, digits)}%`;
}
/** `▲ 1,234 (+12.3%)`, `▼ 56 (−4.0%)`, `no change`, `▲ 12 (new)`; `—` without a comparison. */
function formatDelta(change, digits = 1) {
    if (!change || change.previous === undefined || change.delta === undefined)
        return NOT_AVAILABLE;
    if (change.delta === 0)
        return 'no change';
    const arrow = change.delta > 0 ? '▲' : '▼';
    const amount = formatNumber(Math.abs(change.delta));
    if (change.relative === undefined)
        return `${arrow} ${amount} (new)`;
    const sign = change.relative > 0 ? '+' : MINUS;
    return `${arrow} ${amount} (${sign}${formatNumber(Math.abs(change.relative) * 100, digits)}%)`;
}
/** A share's change in percentage points: `▲ 1.2 pp`. */
function formatPoints(shareChange, digits = 1) {
    const points = shareChange?.deltaPoints;
    if (typeof points !== 'number' || !Number.isFinite(points))
        return NOT_AVAILABLE;
    const rounded = Number(Math.abs(points).toFixed(digits));
    if (rounded === 0)
        return 'no change';
    return `${points > 0 ? '▲' : '▼'} ${formatNumber(rounded, digits)} pp`;
}

;// CONCATENATED MODULE: ./.build/work/src/report/render/fit.js


/** GitHub's limit on an issue or comment body. */
const GITHUB_BODY_LIMIT = 65_536;
/** GitHub's limit on a step summary is 1 MiB; this leaves room for what other steps write. */
const SUMMARY_LIMIT = 900_000;
/** The model with each cuttable table cut to at most `cap` rows, and a note when anything was cut. */
function capTables(model, cap, limit) {
    const capped = { ...model };
    let omitted = 0;
    for (const name of CUTTABLE_TABLES) {
        const table = model[name];
        if (table.rows.length <= cap)
            continue;
        omitted += table.rows.length - cap;
        capped[name] = { rows: table.rows.slice(0, cap), omitted: table.omitted + table.rows.length - cap };
    }
    if (omitted === 0)
        return model;
    const note = `Tables with more than ${cap} rows are cut to fit ${formatNumber(limit)} characters: report.md and the job's files hold every row.`;
    return { ...capped, notes: [...model.notes, { kind: 'size-cut', text: note }] };
}
const tableRows = (model) => CUTTABLE_TABLES.reduce((n, name) => n + model[name].rows.length, 0);
/**
 * Renders within `limit` characters (`reserve` of them kept for what is appended): the longest tables
 * are cut first, to the largest common row cap that fits (found by bisection). When even tables with
 * no rows do not fit, the text is cut at a line end with a note.
 */
function renderWithin(model, render, limit, reserve = 0) {
    const room = limit - reserve;
    const full = render(model);
    if (full.length <= room)
        return { markdown: full, omittedRows: 0, truncated: false };
    const longest = Math.max(0, ...CUTTABLE_TABLES.map((name) => model[name].rows.length));
    let low = -1; // the largest cap known to fit; -1: none yet
    let high = longest; // a cap known not to fit
    let best;
    while (high - low > 1) {
        const cap = Math.floor((low + high) / 2);
        const text = render(capTables(model, cap, limit));
        if (text.length <= room) {
            low = cap;
            best = text;
        }
        else {
            high = cap;
        }
    }
    if (best !== undefined)
        return { markdown: best, omittedRows: tableRows(model) - tableRows(capTables(model, low, limit)), truncated: false };
    const note = `\n\n_The report is cut here to fit ${formatNumber(limit)} characters: report.md and the job's files hold all of it._\n`;
    const text = render(capTables(model, 0, limit));
    const cutAt = text.lastIndexOf('\n', Math.max(0, room - note.length));
    return { markdown: `${text.slice(0, Math.max(0, cutAt))}${note}`, omittedRows: tableRows(model), truncated: true };
}

;// CONCATENATED MODULE: ./.build/work/src/report/render/publication.js



/** Renders every form the report is published in. */
function renderReport(model, collected, inputs) {
    const full = inputs.render(model);
    const hidden = `${reportMarker(model.projectId, model.period)}\n${encodeDataBlock({ projectId: model.projectId, filters: inputs.filters, data: collected.current })}\n`;
    const separator = '\n\n';
    const forGitHub = full.length + separator.length + hidden.length <= GITHUB_BODY_LIMIT ? { markdown: full, omittedRows: 0 } : renderWithin(model, inputs.render, GITHUB_BODY_LIMIT, separator.length + hidden.length);
    const summary = full.length <= SUMMARY_LIMIT ? full : renderWithin(model, inputs.render, SUMMARY_LIMIT).markdown;
    return {
        full,
        githubBody: `${forGitHub.markdown.trimEnd()}${separator}${hidden}`,
        summary,
        title: inputs.renderTitle(model),
        omittedRows: forGitHub.omittedRows,
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/handlebars/lib/index.js
var lib = __webpack_require__(88508);
;// CONCATENATED MODULE: ./.build/work/src/report/render/builtin-template.js
// Generated from templates/report.md.hbs by test/report/builtin-template.test.ts; do not edit here.
// Edit the .hbs, then run `UPDATE_TEMPLATE=1 npx vitest run test/report/builtin-template.test.ts`.
const BUILTIN_TEMPLATE = `{{!--
  The built-in report of docs-export-action. Copy it, change it and pass its path as \`template\`.
  It sees the report model (report.json holds one: \`model\`) and these helpers:
    number n [digits]    1,234             percent fraction [digits]  12.3%
    delta change         ▲ 12 (+3.4%)      points shareChange         ▲ 1.2 pp
    path p               a page path, safe in a table cell
    text s               any text, markdown escaped
    chart rows title [metric]   a mermaid bar chart of page rows
    moreRows table       the note under a table cut to fit a GitHub comment
    join list sep, eq a b, gt a b
  Output is markdown: nothing is HTML-escaped, so always write page paths with \`path\`.
--}}
## Docs analytics: {{text projectId}}

**{{period.label}}** (UTC; \`dateFrom\` {{period.dateFrom}}, \`dateTo\` {{period.dateTo}} exclusive)

| | This period | Change |
|---|---:|---|
| Visitors | {{number totals.total.current}} | {{delta totals.total}} |
| Human visitors | {{number totals.human.current}} | {{delta totals.human}} |
| AI visitors | {{number totals.ai.current}} | {{delta totals.ai}} |
| AI share of visitors | {{percent totals.aiShare.current}} | {{points totals.aiShare}} |
{{#if feedbackTotals}}
| Feedback entries | {{number feedbackTotals.total.current}} | {{delta feedbackTotals.total}} |
| Thumbs up | {{number feedbackTotals.thumbsUp.current}} | {{delta feedbackTotals.thumbsUp}} |
| Thumbs down | {{number feedbackTotals.thumbsDown.current}} | {{delta feedbackTotals.thumbsDown}} |
| Code snippet feedback | {{number feedbackTotals.code.current}} | {{delta feedbackTotals.code}} |
{{/if}}

{{comparison.text}}
{{#if filters.feedbackSource}}
Feedback source: {{filters.feedbackSource}}.
{{/if}}
{{#if filters.feedbackStatus.length}}
Feedback status: {{join filters.feedbackStatus ", "}}.
{{/if}}

### Top pages

{{#if topPages.rows.length}}
{{chart topPages.rows "Top pages by visitors"}}

| # | Page | Visitors | Human | AI | Change |
|---:|---|---:|---:|---:|---|
{{#each topPages.rows}}
| {{rank}} | {{path path}} | {{number total}} | {{number human}} | {{number ai}} | {{delta change}} |
{{/each}}
{{#if topPages.omitted}}

{{moreRows topPages}}
{{/if}}
{{else}}
No page had visitors in this period.
{{/if}}

{{#if topAiPages.rows.length}}
<details><summary>Top pages by audience: human and AI visitors</summary>

| # | Page (human) | Human visitors |
|---:|---|---:|
{{#each topHumanPages.rows}}
| {{rank}} | {{path path}} | {{number human}} |
{{/each}}
{{#if topHumanPages.omitted}}

{{moreRows topHumanPages}}
{{/if}}

| # | Page (AI) | AI visitors | AI share |
|---:|---|---:|---:|
{{#each topAiPages.rows}}
| {{rank}} | {{path path}} | {{number ai}} | {{percent aiShare}} |
{{/each}}
{{#if topAiPages.omitted}}

{{moreRows topAiPages}}
{{/if}}

</details>
{{/if}}

{{#if comparison.period}}
### Biggest movers

Pages with at least {{number thresholds.moverMinimumBase}} visitors in the comparison period, by relative change.

{{#if moversUp.rows.length}}
| # | Up | Visitors | Before | Change |
|---:|---|---:|---:|---|
{{#each moversUp.rows}}
| {{rank}} | {{path path}} | {{number change.current}} | {{number change.previous}} | {{delta change}} |
{{/each}}
{{#if moversUp.omitted}}

{{moreRows moversUp}}
{{/if}}
{{else}}
No page went up.
{{/if}}

{{#if moversDown.rows.length}}
| # | Down | Visitors | Before | Change |
|---:|---|---:|---:|---|
{{#each moversDown.rows}}
| {{rank}} | {{path path}} | {{number change.current}} | {{number change.previous}} | {{delta change}} |
{{/each}}
{{#if moversDown.omitted}}

{{moreRows moversDown}}
{{/if}}
{{else}}
No page went down.
{{/if}}
{{/if}}

### Feedback

{{#if feedbackFetched}}
{{#if feedback.rows.length}}
| # | Page | Thumbs up | Thumbs down | Code snippet | Total | Thumbs down ratio | Per 100 visitors |
|---:|---|---:|---:|---:|---:|---:|---:|
{{#each feedback.rows}}
| {{rank}} | {{path path}} | {{number thumbsUp}} | {{number thumbsDown}} | {{number code}} | {{number total}} | {{percent downRatio 0}} | {{number per100Visitors 1}} |
{{/each}}
{{#if feedback.omitted}}

{{moreRows feedback}}
{{/if}}

The thumbs down ratio is shown from {{number thresholds.minimumThumbs}} thumbs on.
{{else}}
No feedback in this period.
{{/if}}

#### Pages needing attention

{{#if attention.rows.length}}
| # | Page | Why | Feedback | Visitors |
|---:|---|---|---:|---:|
{{#each attention.rows}}
| {{rank}} | {{path path}} | {{join reasons "; "}} | {{number total}} | {{number visitors}} |
{{/each}}
{{#if attention.omitted}}

{{moreRows attention}}
{{/if}}
{{else}}
None: no page has {{percent thresholds.attentionDownRatio 0}} or more thumbs down (of at least {{number thresholds.minimumThumbs}}), or {{number thresholds.attentionPer100Visitors}} or more feedback entries per 100 visitors (of at least {{number thresholds.minimumVisitorsForRate}}).
{{/if}}
{{else}}
Feedback was not fetched: see the notes.
{{/if}}

{{#if allPages.rows.length}}
<details><summary>All pages by visitors</summary>

| # | Page | Visitors | Human | AI | Change | Feedback |
|---:|---|---:|---:|---:|---|---:|
{{#each allPages.rows}}
| {{rank}} | {{path path}} | {{number total}} | {{number human}} | {{number ai}} | {{delta change}} | {{number feedback}} |
{{/each}}
{{#if allPages.omitted}}

{{moreRows allPages}}
{{/if}}

</details>
{{/if}}

{{#if allFeedback.rows.length}}
<details><summary>All feedback by page</summary>

| # | Page | Thumbs up | Thumbs down | Code snippet | Total |
|---:|---|---:|---:|---:|---:|
{{#each allFeedback.rows}}
| {{rank}} | {{path path}} | {{number thumbsUp}} | {{number thumbsDown}} | {{number code}} | {{number total}} |
{{/each}}
{{#if allFeedback.omitted}}

{{moreRows allFeedback}}
{{/if}}

</details>
{{/if}}

### Notes

{{#each notes}}
- {{this.text}}
{{/each}}
- Analytics requests used: {{number requests.used}} of a budget of {{number requests.budget}}.
- Generated {{generatedAt}} by docs-export-action.
`;

;// CONCATENATED MODULE: ./.build/work/src/report/render/escape.js
// Page paths come from the analytics data, so from anyone who can request a URL of the docs site:
// in markdown they must stay text, never a table delimiter, markup, HTML or a mention.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** Characters a code span cannot hold safely: a backtick ends it, `\` may escape a table `|`, and `<`/`>` keep raw HTML out of the source. */
const UNSAFE_IN_CODE = /[`\\<>]/;
const MARKDOWN_PUNCTUATION = /[\\`*_[\]|~!#()]/g;
const HTML = /[&<>"]/g;
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Plain markdown text: every markdown and HTML character escaped, no mention or issue reference. */
function markdownText(text) {
    return text
        .replace(CONTROL, ' ')
        .replace(HTML, (c) => HTML_ENTITIES[c] ?? c)
        .replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`)
        .replace(/@/g, '@\u200b');
}
/**
 * A page path for a table cell: a code span when that is safe (its `|` escaped, as GitHub tables
 * require even inside code), else escaped text.
 */
function markdownPath(path) {
    const clean = path.replace(CONTROL, ' ');
    if (clean.trim() === '')
        return markdownText(clean) || '(empty)';
    if (UNSAFE_IN_CODE.test(clean))
        return markdownText(clean);
    return `\`${clean.replace(/\|/g, '\\|')}\``;
}
/** A page path as a label inside a mermaid chart: quotes and markup-ish characters replaced, length capped. */
function chartLabel(path, max = 32) {
    const plain = path.replace(/[^A-Za-z0-9/._~:+=,-]/g, '?');
    return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

;// CONCATENATED MODULE: ./.build/work/src/report/render/helpers.js


/** Bars in a chart: more than this cannot be read. */
const CHART_BARS = 10;
/** Handlebars passes its options object last; helpers here take plain arguments. */
function plain(args) {
    const last = args.at(-1);
    return last && typeof last === 'object' && 'hash' in last && 'data' in last ? args.slice(0, -1) : args;
}
const digitsOf = (value, fallback) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6 ? value : fallback);
const quoted = (text) => `"${text.replace(/["\\`#;]/g, '')}"`;
/** The mermaid bar chart of a page table, or nothing when it has no rows. */
function barChart(rows, title, metric) {
    if (!Array.isArray(rows) || rows.length === 0)
        return '';
    const key = metric === 'human' || metric === 'ai' ? metric : 'total';
    const bars = rows.slice(0, CHART_BARS);
    const labels = bars.map((row, i) => quoted(`${i + 1}. ${chartLabel(String(row.path))}`));
    const values = bars.map((row) => (Number.isFinite(row[key]) ? row[key] : 0));
    return [
        '```mermaid',
        'xychart-beta',
        `  title ${quoted(typeof title === 'string' ? title : 'Visitors')}`,
        `  x-axis [${labels.join(', ')}]`,
        `  y-axis ${quoted('Visitors')}`,
        `  bar [${values.join(', ')}]`,
        '```',
    ].join('\n');
}
/** The note under a table cut to fit: where the rest is. */
function moreRows(table) {
    const omitted = table?.omitted;
    if (typeof omitted !== 'number' || omitted <= 0)
        return '';
    return `_${formatNumber(omitted)} more ${omitted === 1 ? 'row' : 'rows'} in report.md / the job's files._`;
}
/** The helpers every report template (and the issue title) may use. */
const REPORT_HELPERS = {
    number: (...args) => {
        const [value, digits] = plain(args);
        return formatNumber(value, digitsOf(digits, 0));
    },
    percent: (...args) => {
        const [value, digits] = plain(args);
        return formatPercent(value, digitsOf(digits, 1));
    },
    delta: (...args) => {
        const [value, digits] = plain(args);
        return formatDelta(value, digitsOf(digits, 1));
    },
    points: (...args) => {
        const [value, digits] = plain(args);
        return formatPoints(value, digitsOf(digits, 1));
    },
    // `{{path}}` alone, in a row, is the row's own path (escaped), as a template author would expect.
    path: function (...args) {
        const given = plain(args);
        const value = given.length > 0 ? given[0] : this?.path;
        return markdownPath(String(value ?? ''));
    },
    text: function (...args) {
        const given = plain(args);
        const value = given.length > 0 ? given[0] : this?.text;
        return markdownText(String(value ?? ''));
    },
    chart: (...args) => {
        const [rows, title, metric] = plain(args);
        return barChart(rows, title, metric);
    },
    moreRows: (...args) => moreRows(plain(args)[0]),
    join: (...args) => {
        const [list, separator] = plain(args);
        return Array.isArray(list) ? list.map(String).join(typeof separator === 'string' ? separator : ', ') : '';
    },
    eq: (...args) => {
        const [a, b] = plain(args);
        return a === b;
    },
    gt: (...args) => {
        const [a, b] = plain(args);
        return typeof a === 'number' && typeof b === 'number' && a > b;
    },
};

;// CONCATENATED MODULE: ./.build/work/src/report/render/template.js




/** An error of the user's template or title, naming the input to fix. */
class TemplateError extends Error {
    constructor(message) {
        super(message);
        this.name = 'TemplateError';
    }
}
function handlebars() {
    const env = lib.create();
    for (const [name, helper] of Object.entries(REPORT_HELPERS))
        env.registerHelper(name, helper);
    return env;
}
const template_reason = (error) => (error instanceof Error ? error.message : String(error)).trim();
/**
 * Compiles a template now (Handlebars would otherwise wait for the first render to report a syntax
 * error) and wraps rendering so that a failure names `where` (the input and file). Output is markdown, so nothing is
 * HTML-escaped; page paths go through the `path` helper.
 */
function compileTemplate(source, where) {
    const env = handlebars();
    try {
        env.parse(source);
    }
    catch (error) {
        throw new TemplateError(`${where}: the Handlebars template does not compile: ${template_reason(error)}`);
    }
    const render = env.compile(source, { noEscape: true });
    return (model) => {
        try {
            return render(model);
        }
        catch (error) {
            throw new TemplateError(`${where}: rendering the Handlebars template failed: ${template_reason(error)}`);
        }
    };
}
/** The report template: the user's file when `path` is given, else the built-in one. */
function loadReportTemplate(path) {
    if (!path)
        return compileTemplate(BUILTIN_TEMPLATE, 'The built-in report template');
    let source;
    try {
        source = external_node_fs_.readFileSync(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : template_reason(error);
        throw new TemplateError(`Input "template": cannot read the report template ${path} (${why}). Give a path relative to the workspace, or leave "template" empty for the built-in report.`);
    }
    return compileTemplate(source, `Input "template" (${path})`);
}
/** The issue title: one line, at most 256 characters (GitHub's limit). */
function compileTitle(source) {
    const render = compileTemplate(source, 'Input "issue-title"');
    return (model) => {
        const title = render(model).replace(/\s+/g, ' ').trim();
        if (!title)
            throw new TemplateError('Input "issue-title": the title renders to nothing; give text such as "Docs analytics: {{period.label}}".');
        return title.length > 256 ? `${title.slice(0, 255)}…` : title;
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/run.js













async function runReport(context) {
    const { settings, log, clock, runner } = context;
    const options = settings.report;
    const projectId = options.projectId;
    if (!projectId)
        throw new Error('Input "project-id" is required for mode "report": the project identifier from the API keys page.');
    // Whatever is wrong with the inputs fails here, before a request is spent.
    const render = loadReportTemplate(options.templatePath);
    const renderTitle = compileTitle(options.issueTitle);
    const usesGitHub = options.publish.includes('comment') || options.publish.includes('issue');
    const github = usesGitHub ? gitHubPlace(context) : undefined;
    const commentIssue = options.publish.includes('comment') ? commentTarget(options.commentOn, runner.event) : undefined;
    const filters = { feedbackSource: options.feedbackSource, feedbackStatus: options.feedbackStatus };
    const period = resolvePeriod(options, clock.now());
    const comparisonPeriod = options.compare ? precedingPeriod(period) : undefined;
    log.info(`Report of project ${projectId} for ${period.label}${comparisonPeriod ? `, compared with ${comparisonPeriod.label}` : ''}.`);
    const readBack = comparisonPeriod && github
        ? await log.group('Comparison from earlier reports', () => findComparison(github, { projectId, period: comparisonPeriod, filters }, options.issueLabels, commentIssue, context))
        : undefined;
    const budget = new RequestBudget(options.requestBudget);
    const collected = await log.group(`Analytics (budget ${budget.limit} requests)`, () => gatherAnalytics({
        period,
        comparisonPeriod,
        readBack,
        budget,
        collect: { service: context.service, projectId, ...filters, budget, maxRateLimitWaitMs: options.maxRateLimitWaitMs, clock, log },
    }));
    const model = buildReportModel(collected, { projectId, top: options.top, ...filters, generatedAt: clock.now(), comparisonPeriod });
    const rendered = await log.group('Render', async () => {
        const result = renderReport(model, collected, { render, renderTitle, filters });
        log.info(`Report: ${result.full.length} characters; GitHub body ${result.githubBody.length}${result.omittedRows ? ` (${result.omittedRows} table rows cut to fit)` : ''}.`);
        return result;
    });
    const outputs = {
        'requests-used': String(collected.requestsUsed),
        'visitors-total': String(collected.current.totals.total),
        'feedback-total': String(sumFeedback(collected.current.feedback).total),
    };
    const files = await log.group('Files', async () => {
        const written = await writeReportFiles(options.reportDir, rendered.full, model, collected);
        log.info(`Wrote report.md, report.json, visitors.csv and feedback.csv to ${written.dir}.`);
        return written;
    });
    outputs['report-path'] = files.markdown;
    outputs['data-path'] = files.json;
    const published = await log.group('Publish', () => publishReport({
        targets: options.publish,
        rendered,
        projectId,
        period,
        github,
        commentIssue,
        eventName: runner.eventName,
        issueLabels: options.issueLabels,
        closePrevious: options.closePrevious,
        writeSummary: (markdown) => context.writeSummary(markdown),
        log,
    }));
    if (published.commentUrl)
        outputs['comment-url'] = published.commentUrl;
    if (published.issueUrl)
        outputs['issue-url'] = published.issueUrl;
    if (published.failures.length > 0)
        throw new failure/* StepFailure */.pH(published.failures.join('\n'), outputs, { kind: 'github' });
    const gaps = [
        ...(collected.current.visitorsComplete ? [] : [`visitors of ${period.label} beyond the first ${collected.current.visitors.length} pages`]),
        ...(collected.current.feedbackFetched ? [] : [`feedback of ${period.label}`]),
        ...collected.missing,
    ];
    if (gaps.length > 0)
        log.warning(`The report is published with parts missing (named in its notes): ${gaps.join('; ')}.`);
    return outputs;
}
/** A failed look at earlier reports costs the comparison's requests, never the run. */
async function findComparison(github, need, issueLabels, commentIssue, context) {
    try {
        const place = { octokit: github.octokit, repository: github.repository, identity: await github.identity(), issueLabels, commentIssue };
        return await readBackComparison(place, need, context.log);
    }
    catch (error) {
        context.log.warning(`Could not read earlier reports from GitHub (${error instanceof Error ? error.message : String(error)}): the comparison is fetched from the service.`);
        return undefined;
    }
}


/***/ }),

/***/ 89765:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zv: () => (/* binding */ groupThousands),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   r4: () => (/* binding */ formatInstant)
/* harmony export */ });
/** Formatting shared by log lines, messages and summaries. */
/** `850ms`, `42s`, `3m 20s`, `1h 5m`. */
function formatDuration(ms) {
    const whole = Math.max(0, Math.round(ms));
    if (whole < 1_000)
        return `${whole}ms`;
    const seconds = Math.round(whole / 1000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return seconds % 60 ? `${minutes}m ${seconds % 60}s` : `${minutes}m`;
    const hours = Math.floor(minutes / 60);
    return minutes % 60 ? `${hours}h ${minutes % 60}m` : `${hours}h`;
}
/** `2026-11-28T05:31:56Z`: UTC, whole seconds (truncated, so an expiry is never said to be later than it is). */
function formatInstant(ms) {
    return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** `1,234,567`: grouped by hand, since `toLocaleString` loads several MB of ICU data into the process. */
function groupThousands(value) {
    return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ }),

/***/ 11119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ displayUrl)
/* harmony export */ });
/** A link as it may be shown: scheme, host and path, never the query string that carries the signature. */
function displayUrl(link) {
    try {
        const url = new URL(link);
        return `${url.origin}${url.pathname}`;
    }
    catch {
        return '<invalid URL>';
    }
}


/***/ })

};
