export const id = 899;
export const ids = [899];
export const modules = {

/***/ 60745:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D$: () => (/* binding */ createIssueComment),
/* harmony export */   Qz: () => (/* binding */ updateIssueComment),
/* harmony export */   cG: () => (/* binding */ listIssueComments)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66304);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16875);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61919);



const attemptOf = (repo, action, notFound) => ({
    repository: (0,_repository_js__WEBPACK_IMPORTED_MODULE_2__/* .fullNameOf */ .E)(repo),
    action,
    permission: 'issues',
    notFound,
});
function commentOf(data) {
    const app = data.performed_via_github_app?.slug;
    const author = data.user ? { login: data.user.login, type: data.user.type, ...(app ? { app } : {}) } : undefined;
    return { id: data.id, body: data.body ?? '', url: data.html_url, author };
}
/**
 * The comments of an issue or pull request, oldest first, page by page (the caller may stop early). Anyone who may
 * comment can lengthen the list, so it ends at COMMENT_PAGE_CAP pages: a PageCapReached when there are more.
 */
async function* listIssueComments(octokit, repo, issueNumber) {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
        ...repo,
        issue_number: issueNumber,
        per_page: _pages_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE */ .EK,
    });
    try {
        for await (const comment of (0,_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .cappedItems */ .GE)(pages, _pages_js__WEBPACK_IMPORTED_MODULE_1__/* .COMMENT_PAGE_CAP */ .XO, `comments of #${issueNumber}`))
            yield commentOf(comment);
    }
    catch (error) {
        if (error instanceof _pages_js__WEBPACK_IMPORTED_MODULE_1__/* .PageCapReached */ .K)
            throw error;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `read the comments of #${issueNumber}`, `There is no issue or pull request #${issueNumber} in ${(0,_repository_js__WEBPACK_IMPORTED_MODULE_2__/* .fullNameOf */ .E)(repo)} (404): check \`comment-on\`.`));
    }
}
async function createIssueComment(octokit, repo, issueNumber, body) {
    try {
        const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        return commentOf(data);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `comment on #${issueNumber}`));
    }
}
async function updateIssueComment(octokit, repo, commentId, body) {
    try {
        const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
        return commentOf(data);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `edit comment ${commentId}`));
    }
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

/***/ 91433:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XH: () => (/* binding */ resolveIdentity),
/* harmony export */   sT: () => (/* binding */ isOwnAuthor),
/* harmony export */   sV: () => (/* binding */ isOwnLogin)
/* harmony export */ });
/* unused harmony export ACTIONS_BOT_LOGIN */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66304);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61919);



/** The login GitHub shows for comments and issues made with a workflow's GITHUB_TOKEN. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/** GitHub's documented answer to `GET /user` for an installation token. */
const INTEGRATION_REFUSAL = /resource not accessible by integration/i;
function refusedToIntegration(error) {
    if ((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) !== 403)
        return false;
    const data = error?.response?.data;
    const message = typeof data?.message === 'string' ? data.message : error instanceof Error ? (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error) : '';
    return INTEGRATION_REFUSAL.test(message);
}
/** The errors of a GraphQL answer (HTTP 200 with `errors`), when that is what failed. */
function graphqlErrors(error) {
    const errors = error?.errors;
    return Array.isArray(errors) ? errors : undefined;
}
/** A GraphQL refusal: a 403, or an answer whose errors say FORBIDDEN. */
function refusedByGraphql(error) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .statusOf */ .c2)(error) === 403 || (graphqlErrors(error)?.some((e) => e.type === 'FORBIDDEN') ?? false);
}
/**
 * `GET /user` names a personal token's user. An installation token gets the documented 403 there;
 * GraphQL's `viewer` then names its bot (an App's own `<slug>[bot]`), and where even that is refused
 * it is the workflow's GITHUB_TOKEN, `github-actions[bot]`. Any other failure is an error: who the
 * token is is never guessed.
 */
async function resolveIdentity(octokit, repository) {
    const attempt = (action) => ({ repository: (0,_repository_js__WEBPACK_IMPORTED_MODULE_2__/* .fullNameOf */ .E)(repository), action, permission: 'issues' });
    try {
        const { data } = await octokit.rest.users.getAuthenticated();
        return { kind: 'user', login: data.login };
    }
    catch (error) {
        if (!refusedToIntegration(error))
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .explainGitHubError */ .Pm)(error, attempt('find out who the token is (GET /user) before publishing'));
    }
    try {
        const { viewer } = await octokit.graphql('query { viewer { login } }');
        if (typeof viewer.login !== 'string' || viewer.login === '')
            throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OperationError */ .OK('GraphQL named no viewer', { kind: 'github' });
        return { kind: 'installation', login: viewer.login };
    }
    catch (error) {
        if (refusedByGraphql(error))
            return { kind: 'installation', login: ACTIONS_BOT_LOGIN };
        const said = graphqlErrors(error)?.find((e) => typeof e.message === 'string')?.message;
        if (typeof said === 'string') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubError */ .y_(`GitHub's GraphQL API did not say which bot the token writes as (${said.split('\n')[0]?.slice(0, 300)}); the report is published only where the action can tell its own comments and issues.`);
        }
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .explainGitHubError */ .Pm)(error, attempt('find out which bot the token writes as (GraphQL viewer) before publishing'));
    }
}
const same = (a, b) => a.toLowerCase() === b.toLowerCase();
/**
 * True when `author` is the token's own identity: the same login, a bot for an installation token,
 * and, when GitHub names the App that wrote it, that App's bot.
 */
function isOwnAuthor(identity, author) {
    if (!author || !same(author.login, identity.login))
        return false;
    if (identity.kind === 'user')
        return author.type !== 'Bot';
    return author.type === 'Bot' && (author.app === undefined || same(`${author.app}[bot]`, identity.login));
}
/**
 * True when `login`, as GitHub names who closed or merged something, is the token's own identity: REST names a bot
 * `name[bot]`, GraphQL names it `name`.
 */
function isOwnLogin(identity, login) {
    if (!login)
        return false;
    if (identity.kind === 'user')
        return same(login, identity.login);
    return same(login, identity.login) || same(`${login}[bot]`, identity.login);
}


/***/ }),

/***/ 19643:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ createIssue),
/* harmony export */   l6: () => (/* binding */ issueClosedBy),
/* harmony export */   ts: () => (/* binding */ listIssues),
/* harmony export */   tt: () => (/* binding */ updateIssue),
/* harmony export */   v2: () => (/* binding */ reopenIssue),
/* harmony export */   wS: () => (/* binding */ closeIssue)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66304);
/* harmony import */ var _pages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16875);
/* harmony import */ var _repository_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61919);



const attemptOf = (repo, action) => ({
    repository: (0,_repository_js__WEBPACK_IMPORTED_MODULE_2__/* .fullNameOf */ .E)(repo),
    action,
    permission: 'issues',
});
function issueOf(data) {
    const app = data.performed_via_github_app?.slug;
    const author = data.user ? { login: data.user.login, type: data.user.type, ...(app ? { app } : {}) } : undefined;
    return {
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        state: data.state,
        url: data.html_url,
        createdAt: data.created_at,
        ...(data.closed_at ? { closedAt: data.closed_at } : {}),
        ...(data.state_reason ? { stateReason: data.state_reason } : {}),
        author,
    };
}
/**
 * Issues of the repository, newest first, page by page (the caller may stop early: no further page is asked for);
 * pull requests are left out.
 * Anyone may open issues, so the list ends at ISSUE_PAGE_CAP pages: a PageCapReached when there are more.
 */
async function* listIssues(octokit, repo, filter) {
    const query = {
        ...repo,
        state: filter.state,
        sort: filter.sort ?? 'created',
        direction: 'desc',
        per_page: _pages_js__WEBPACK_IMPORTED_MODULE_1__/* .PER_PAGE */ .EK,
        ...(filter.labels && filter.labels.length > 0 ? { labels: filter.labels.join(',') } : {}),
        ...(filter.creator ? { creator: filter.creator } : {}),
        ...(filter.since ? { since: filter.since } : {}),
    };
    try {
        const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, query);
        for await (const issue of (0,_pages_js__WEBPACK_IMPORTED_MODULE_1__/* .cappedItems */ .GE)(pages, _pages_js__WEBPACK_IMPORTED_MODULE_1__/* .ISSUE_PAGE_CAP */ .PR, `issues of ${(0,_repository_js__WEBPACK_IMPORTED_MODULE_2__/* .fullNameOf */ .E)(repo)}`))
            if (!issue.pull_request)
                yield issueOf(issue);
    }
    catch (error) {
        if (error instanceof _pages_js__WEBPACK_IMPORTED_MODULE_1__/* .PageCapReached */ .K)
            throw error;
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, 'list the issues'));
    }
}
async function createIssue(octokit, repo, issue) {
    try {
        const { data } = await octokit.rest.issues.create({ ...repo, ...issue });
        return issueOf(data);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, 'open an issue'));
    }
}
async function updateIssue(octokit, repo, issueNumber, change) {
    try {
        const { data } = await octokit.rest.issues.update({ ...repo, issue_number: issueNumber, ...change });
        return issueOf(data);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `edit issue #${issueNumber}`));
    }
}
/** Closes as completed, with its title and body changed in the same write when `change` is given. */
async function closeIssue(octokit, repo, issueNumber, change) {
    try {
        await octokit.rest.issues.update({
            ...repo,
            issue_number: issueNumber,
            ...change,
            state: 'closed',
            state_reason: 'completed',
        });
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `close issue #${issueNumber}`));
    }
}
/** Who closed the issue (GitHub's `closed_by`, given only when one issue is read); undefined when open or unknown. */
async function issueClosedBy(octokit, repo, issueNumber) {
    try {
        const { data } = await octokit.rest.issues.get({ ...repo, issue_number: issueNumber });
        const by = data.closed_by;
        return by ? { login: by.login, type: by.type } : undefined;
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `read issue #${issueNumber}`));
    }
}
async function reopenIssue(octokit, repo, issueNumber, change) {
    try {
        const { data } = await octokit.rest.issues.update({ ...repo, issue_number: issueNumber, ...change, state: 'open' });
        return issueOf(data);
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainGitHubError */ .Pm)(error, attemptOf(repo, `reopen issue #${issueNumber}`));
    }
}


/***/ }),

/***/ 16875:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ PER_PAGE),
/* harmony export */   GE: () => (/* binding */ cappedItems),
/* harmony export */   K: () => (/* binding */ PageCapReached),
/* harmony export */   PR: () => (/* binding */ ISSUE_PAGE_CAP),
/* harmony export */   XO: () => (/* binding */ COMMENT_PAGE_CAP)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
// How deep the action reads a list that others can lengthen: comments anyone may write, issues anyone may open.
// Pages are read one at a time and let go, so memory holds one page whatever the list's length.

const PER_PAGE = 100;
/** Pages of comments read on one issue or pull request: the oldest 2,000. */
const COMMENT_PAGE_CAP = 20;
/** Pages of issues read from a repository: the newest 1,000 that the filter lets through. */
const ISSUE_PAGE_CAP = 10;
/** The list had more pages than its cap; what was looked for there may be further on. */
class PageCapReached extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind = 'github';
    constructor(what, cap) {
        super(`read only the first ${cap * PER_PAGE} ${what} (${cap} pages of ${PER_PAGE}) of more`);
        this.name = 'PageCapReached';
    }
}
/** The items of at most `cap` pages; a next page beyond them is a PageCapReached. */
async function* cappedItems(pages, cap, what) {
    let read = 0;
    for await (const page of pages) {
        yield* page.data;
        read += 1;
        if (read < cap)
            continue;
        if (/\brel="next"/.test(page.headers.link ?? ''))
            throw new PageCapReached(what, cap);
        return;
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

/***/ 72864:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ partOf),
/* harmony export */   CI: () => (/* binding */ firstKey),
/* harmony export */   Sk: () => (/* binding */ endLine),
/* harmony export */   UL: () => (/* binding */ splicePart),
/* harmony export */   YC: () => (/* binding */ keyLine),
/* harmony export */   ki: () => (/* binding */ writerLength)
/* harmony export */ });
// The action's part of a task body: from its key line to its end line. A writer owns the rest of the body (notes
// above it, a checklist below, links): the action finds its part and replaces only that, the rest kept byte for byte.
// Pure; the part's lines may end with CR LF, as GitHub's editor sends them.
// Each a line of its own; the line's end (LF, or CR LF) is not the part's: it stays with the text that follows.
const KEY_LINE = /^<!-- docs-export-task key=([0-9a-f]{32}) -->(?=\r?$)/gm;
const END_LINE = /^<!-- docs-export-task-end -->(?=\r?$)/gm;
/** The history line, which ended the action's body before it had an end line. */
const LEGACY_END = /^<!-- docs-export-task-state [^\n]*-->(?=\r?$)/m;
const keyLine = (key) => `<!-- docs-export-task key=${key} -->`;
/** The last line of the action's part: a writer writes below it. */
const endLine = '<!-- docs-export-task-end -->';
/** Each match of a global, multi-line pattern, with where it starts and ends. */
function linesOf(body, pattern) {
    return [...body.matchAll(pattern)].map((m) => ({ at: m.index, to: m.index + m[0].length, key: m[1] }));
}
/**
 * The action's part of `body` (of the task `key`, when given: key lines of other keys are then text like any other):
 * the first end line that follows a key line, back to the nearest key line above it, so that a key line a writer
 * pasted above the part, or a copy of another task's part pasted below it, is theirs. Without an end line after its
 * key line (a body written before the action had one, or whose end line was deleted), the part runs from its first key
 * line to the history line after it.
 * Undefined when neither is there (the markers deleted): the body is all the writer's.
 */
function partOf(body, key) {
    const keys = linesOf(body, KEY_LINE).filter((k) => key === undefined || k.key === key);
    const ends = linesOf(body, END_LINE);
    const first = keys[0];
    if (!first?.key)
        return undefined;
    const end = ends.find((e) => e.at > first.to);
    const above = end && keys.filter((k) => k.to < end.at).at(-1);
    if (end && above?.key)
        return part(body, above.key, above.at, end.to);
    const legacy = LEGACY_END.exec(body.slice(first.to));
    return legacy ? part(body, first.key, first.at, first.to + legacy.index + legacy[0].length) : undefined;
}
/** The key of the first key line of `body`, wherever it is: for a body whose part lost its end (the lookup's last try). */
function firstKey(body) {
    return linesOf(body, KEY_LINE)[0]?.key;
}
function part(body, key, start, end) {
    return { key, start, end, text: body.slice(start, end) };
}
/** The characters of `body` that are the writer's: all but the part of the task `key`. */
function writerLength(body, key) {
    const found = partOf(body, key);
    return body.length - (found ? found.end - found.start : 0);
}
/**
 * `body` with `text` (a new part of the task `key`, its key line first and its end line last) in place of its part;
 * every character around it kept. A body whose part is not found keeps all of it, and the new part follows it.
 */
function splicePart(body, key, text) {
    const found = partOf(body, key);
    if (found)
        return `${body.slice(0, found.start)}${text}${body.slice(found.end)}`;
    if (body === '')
        return text;
    return `${body}${/\n$/.test(body) ? '\n' : '\n\n'}${text}`;
}


/***/ }),

/***/ 97576:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bg: () => (/* binding */ termSearch),
/* harmony export */   hh: () => (/* binding */ MAX_FILES_NAMED),
/* harmony export */   nu: () => (/* binding */ MAX_LINES_NAMED)
/* harmony export */ });
/* harmony import */ var _util_term_form_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38503);
// The search of the docs files for the terms of a run's tasks: each file's lines once for every term, in its one
// form (term-form.ts), the whole phrase, not inside a longer word; per term only what a task body shows is kept
// (its first files in path order with their first line numbers), the rest counted.

/** Files kept per term, in path order: what a task body names (the rest are counted). */
const MAX_FILES_NAMED = 10;
/** Line numbers kept per file and term (the rest are counted). */
const MAX_LINES_NAMED = 10;
const WORD = /[\p{L}\p{N}_]/u;
/** The whole phrase (in its one form) in a line in its one form, any whitespace between its words, not in a word. */
function phrasePattern(phrase) {
    const body = phrase
        .split(' ')
        // Only the syntax characters: in a `u` pattern, escaping anything else is an error.
        .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('\\s+');
    const before = WORD.test(phrase.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
    const after = WORD.test([...phrase].at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
    return new RegExp(`${before}${body}${after}`, 'u');
}
/** The phrase's longest word: a line without it cannot match, and `includes` tells that fast. */
const longestWord = (phrase) => phrase.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
/** Every term searched in each file's lines in one pass; per term only what a body shows is kept. */
function termSearch(terms) {
    const byPhrase = new Map();
    for (const term of terms) {
        const phrase = (0,_util_term_form_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeTerm */ .Kf)(term);
        if (!byPhrase.has(phrase))
            byPhrase.set(phrase, {
                phrase,
                pattern: phrasePattern(phrase),
                word: longestWord(phrase),
                found: { files: [], fileCount: 0 },
                lines: [],
                lineCount: 0,
            });
    }
    // A blank term mentions nothing.
    const searched = [...byPhrase.values()].filter((t) => t.phrase !== '');
    return {
        scan(name, text) {
            if (searched.length === 0)
                return;
            // The whole file folded at once (far faster than line by line), then each line tested for every term.
            for (const [i, line] of (0,_util_term_form_js__WEBPACK_IMPORTED_MODULE_0__/* .foldLines */ .r7)(text).split('\n').entries()) {
                for (const tally of searched) {
                    if (!line.includes(tally.word) || !tally.pattern.test(line))
                        continue;
                    tally.lineCount += 1;
                    if (tally.lines.length < MAX_LINES_NAMED)
                        tally.lines.push(i + 1);
                }
            }
            for (const tally of searched) {
                if (tally.lineCount === 0)
                    continue;
                tally.found.fileCount += 1;
                if (tally.found.files.length < MAX_FILES_NAMED)
                    tally.found.files.push({ path: name, lines: tally.lines, lineCount: tally.lineCount });
                tally.lines = [];
                tally.lineCount = 0;
            }
        },
        mentions: () => new Map([...byPhrase].map(([phrase, tally]) => [phrase, tally.found])),
    };
}


/***/ }),

/***/ 49470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mj: () => (/* binding */ findOpenTasks),
/* harmony export */   go: () => (/* binding */ TASK_ISSUES_READ),
/* harmony export */   sV: () => (/* binding */ findOwnTasks)
/* harmony export */ });
/* unused harmony export CLOSED_READ_FOR_WATCHES */
/* harmony import */ var _github_identity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91433);
/* harmony import */ var _github_issues_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19643);
/* harmony import */ var _github_pages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16875);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(29211);
// Finding the action's own task issues again, by their hidden key among the issues with `task-labels`, in a bounded
// number of list requests however many such issues the repository has.




/** Open and closed task issues are each read within this many issues. */
const TASK_ISSUES_READ = _github_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .ISSUE_PAGE_CAP */ .PR * _github_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .PER_PAGE */ .EK;
/**
 * Closed tasks of the action's own read for the watches of tasks closed as done: the most recently changed. A watched
 * task's body is written at every report (its period line names the period), and one newly closed was changed by its
 * close, so both are among the newest unless more task issues than this changed since the last report.
 */
const CLOSED_READ_FOR_WATCHES = _github_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .PER_PAGE */ .EK;
/**
 * The action's own task issues this period needs, found by their key among the issues with every label of `labels`
 * (a person's issue is never one), in a bounded number of list requests however many such issues there are:
 * - every open one, up to ISSUE_PAGE_CAP pages: each is updated or closed. The action opens at most
 *   `max-new-tasks` a run and closes them as their gaps go, so these stay few;
 * - of the closed ones, which pile up (one per gap that went away), the CLOSED_READ_FOR_WATCHES most recently
 *   changed (`closedLately`, for the watches) and the tasks of `gapKeys` without an open task: the closed issues are
 *   read most recently changed first, page by page, until those are read and each of those gaps has found its task
 *   (no further page is asked for) or the list ends (the others have none: they may get a new one).
 * Past ISSUE_PAGE_CAP pages of either list, a gap not found may have its task further on: it gets none this run
 * ("unresolved"), so a task is never made twice, nor one a person closed brought back under a new number.
 */
async function findOwnTasks(place, labels, gapKeys) {
    const tasks = [];
    const closedLately = [];
    const openRead = await readOwnTasks(place, { state: 'open', labels }, (task) => {
        tasks.push(task);
        return true;
    });
    const openKeys = new Set(tasks.map((t) => t.key));
    const missing = new Set([...gapKeys].filter((key) => !openKeys.has(key)));
    if (!openRead)
        return { tasks, closedLately, unresolved: missing, cut: 'open' };
    const closedFilter = { state: 'closed', sort: 'updated', labels };
    const closedRead = await readOwnTasks(place, closedFilter, (task) => {
        if (closedLately.length < CLOSED_READ_FOR_WATCHES)
            closedLately.push(task);
        if (!openKeys.has(task.key) && gapKeys.has(task.key)) {
            tasks.push(task);
            missing.delete(task.key);
        }
        return missing.size > 0 || closedLately.length < CLOSED_READ_FOR_WATCHES;
    });
    return closedRead
        ? { tasks, closedLately, unresolved: new Set() }
        : { tasks, closedLately, unresolved: missing, cut: 'closed' };
}
/**
 * Every open task issue of the action's own among the issues with every label of `labels` (a person's issue is never
 * one), up to ISSUE_PAGE_CAP pages; `cut` when there were more (a task not read may be further on).
 */
async function findOpenTasks(place, labels) {
    const tasks = [];
    const read = await readOwnTasks(place, { state: 'open', labels }, (task) => {
        tasks.push(task);
        return true;
    });
    return { tasks, cut: !read };
}
/**
 * Feeds `take` the action's own tasks of a list until it answers false; false when the list went on past its cap
 * (an issue not read may be a task), true when it ended or `take` had enough.
 */
async function readOwnTasks(place, filter, take) {
    try {
        for await (const issue of (0,_github_issues_js__WEBPACK_IMPORTED_MODULE_1__/* .listIssues */ .ts)(place.octokit, place.repository, filter)) {
            const task = ownTask(place, issue);
            if (task && !take(task))
                return true;
        }
        return true;
    }
    catch (error) {
        if (error instanceof _github_pages_js__WEBPACK_IMPORTED_MODULE_2__/* .PageCapReached */ .K)
            return false;
        throw error;
    }
}
/** The issue as a task, when the token's own identity opened it and its body holds a key (wherever a writer put it). */
function ownTask(place, issue) {
    if (!(0,_github_identity_js__WEBPACK_IMPORTED_MODULE_0__/* .isOwnAuthor */ .sT)(place.identity, issue.author))
        return undefined;
    const key = (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .keyOf */ .TN)(issue.body);
    if (!key)
        return undefined;
    return {
        number: issue.number,
        url: issue.url,
        state: issue.state === 'closed' ? 'closed' : 'open',
        key,
        title: issue.title,
        body: issue.body,
        openedOn: issue.createdAt.slice(0, 10),
        ...(issue.closedAt ? { closedAt: issue.closedAt } : {}),
        ...(issue.stateReason ? { stateReason: issue.stateReason } : {}),
        history: (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .stateOf */ .L4)(issue.body, key),
    };
}


/***/ }),

/***/ 29211:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   En: () => (/* binding */ WATCH_LIMIT),
/* harmony export */   GM: () => (/* binding */ TREND_LIMIT),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   M7: () => (/* binding */ TERM_KEPT),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   YC: () => (/* reexport safe */ _body_part_js__WEBPACK_IMPORTED_MODULE_0__.YC),
/* harmony export */   qo: () => (/* binding */ stateLine)
/* harmony export */ });
/* unused harmony export STATE_ENCODED_MAX */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9691);
/* harmony import */ var _body_part_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72864);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(575);
// The hidden blocks of the action's part of a task body (body-part.ts): its key on the part's first line, and its own
// history on the line before the part's end (the numbers of the periods it has seen and the periods in a row without
// its gap, the title it wrote last), so closing works without the report's history (with `publish: summary`, or
// `trend-periods: 0`). The history is base64url JSON: nothing in it ends the comment.




/** Characters of the encoded history a body's state line may hold: one longer is not read (stateOf). */
const STATE_ENCODED_MAX = 20_000;
const STATE_MARKER = new RegExp(`^<!-- docs-export-task-state ([A-Za-z0-9_-]{1,${STATE_ENCODED_MAX}}) -->\\r?$`, 'gm');
/** Periods of numbers an open task keeps for its trend. */
const TREND_LIMIT = 12;
/**
 * Periods a task keeps while it is watched after it was closed as done (`closed`): the verdict's windows (4 periods
 * before the fix, the period it opened, the fix's own) and every period after it until `task-close-after` (at most 52)
 * have been read, with slack for reruns. Each is a few dozen characters of the hidden line (stateSize.test.ts).
 */
const WATCH_LIMIT = 64;
/** Characters of the term the history keeps. */
const TERM_KEPT = 300;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nonnegative().max(1e12);
const stateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    v: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(1),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_types_js__WEBPACK_IMPORTED_MODULE_2__/* .GAP_KINDS */ .z),
    /** The term as last seen (at most TERM_KEPT characters): inside base64, it cannot end the comment. */
    term: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1000),
    /** First day of the period the task was opened for. */
    opened: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY),
    /**
     * The gap's number per period seen with it, oldest first; with the counts behind its own rate, when known (absent
     * in a history written before they were kept): `e` events (a term's searches, a category's or page's questions
     * asked) and `h` hits (searches that clicked a result, questions unanswered).
     */
    seen: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ p: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY), n: count, e: count.optional(), h: count.optional() }))
        .max(WATCH_LIMIT),
    /**
     * The same counts for periods read in full without the gap, when known (a term read with figures of its own, a
     * category or page counted with few or no unanswered questions, or not asked about at all): the verdict's windows
     * need them. Oldest first; absent before they were kept.
     */
    quiet: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ p: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY), e: count, h: count }))
        .max(WATCH_LIMIT)
        .optional(),
    /** Periods read in full without the gap since it was last seen (each once, however often rerun). */
    without: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY)).max(1000),
    /**
     * The title the action last wrote: a title still equal to it is the action's to bring up to date, any other a
     * writer's. Absent in a history written before it was kept.
     */
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(1000).optional(),
    /**
     * Set while the task is watched after a person or a merged pull request closed it as done: `on` is the first day of
     * the period the fix landed in (the merge's, or the close's), which neither of the verdict's windows counts; `by`
     * and `pr` what closed it; `said` the periods already commented on, so that a rerun says nothing twice.
     */
    closed: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        on: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY),
        /** The day it was closed (or its pull request merged). */
        day: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY).optional(),
        /** A merged pull request, a person by hand, or a pull request (or commit) the token may not read. */
        by: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pr', 'person', 'unread']).optional(),
        pr: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().max(1e12).optional(),
        said: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY)).max(WATCH_LIMIT).optional(),
        /** The period the verdict was given in: its reruns give it again, a later period finds the watch over. */
        judged: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY).optional(),
    })
        .optional(),
    /**
     * The first day of the period the action closed the task in (its gap gone for `task-close-after` periods): such a
     * task is never watched, and who closed it need not be asked. Cleared when the action reopens it.
     */
    shut: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(DAY).optional(),
});
const stateLine = (state) => `<!-- docs-export-task-state ${Buffer.from(JSON.stringify(state), 'utf8').toString('base64url')} -->`;
/**
 * The key of a task body: its part's (wherever a writer's text put it), or, for a body whose part lost its end and its
 * history, its first key line's.
 */
function keyOf(body) {
    return (0,_body_part_js__WEBPACK_IMPORTED_MODULE_0__/* .partOf */ .BU)(body)?.key ?? (0,_body_part_js__WEBPACK_IMPORTED_MODULE_0__/* .firstKey */ .CI)(body);
}
/**
 * The history inside the part of a task body (of the task `key`, when given), or undefined when it has none that reads
 * (edited by hand, cut, or its part not found). One a writer wrote outside the part is never read.
 */
function stateOf(body, key) {
    const part = (0,_body_part_js__WEBPACK_IMPORTED_MODULE_0__/* .partOf */ .BU)(body, key)?.text ?? '';
    const encoded = [...part.matchAll(STATE_MARKER)].at(-1)?.[1];
    if (!encoded)
        return undefined;
    try {
        const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 575:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ EVIDENCE_QUESTIONS),
/* harmony export */   z: () => (/* binding */ GAP_KINDS)
/* harmony export */ });
// What the task lifecycle works on: the content gaps of one period, as the report mode hands them over.
const GAP_KINDS = ['search', 'category', 'page'];
/** Questions a task shows at most. */
const EVIDENCE_QUESTIONS = 5;


/***/ }),

/***/ 89765:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zv: () => (/* binding */ groupThousands),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   hs: () => (/* binding */ shareWords),
/* harmony export */   l2: () => (/* binding */ capitalized),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   om: () => (/* binding */ formatRelative),
/* harmony export */   pC: () => (/* binding */ wholePercent),
/* harmony export */   r4: () => (/* binding */ formatInstant),
/* harmony export */   z3: () => (/* binding */ formatBytes)
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
/**
 * `2026-11-28T05:31:56Z`: UTC, whole seconds. Truncated by default, so an expiry is never said to be later
 * than it is; `up` for a time to wait until (a retry is never said to be allowed earlier than it is).
 */
function formatInstant(ms, rounding = 'down') {
    const seconds = rounding === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
    return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** `1,234,567`: grouped by hand, since `toLocaleString` loads several MB of ICU data into the process. */
function groupThousands(value) {
    return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
const BYTE_UNITS = ['KiB', 'MiB', 'GiB', 'TiB'];
/** `1.5 MiB`; bytes below 1 KiB stay exact. */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} B`;
    let value = bytes;
    let unit = 'B';
    for (const next of BYTE_UNITS) {
        if (value < 1024)
            break;
        value /= 1024;
        unit = next;
    }
    return `${value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${unit}`;
}
/** `45%`, one decimal only when it says something (`99.5%`). */
function formatPercent(progress) {
    const rounded = Math.round(progress * 10) / 10;
    return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}
/** A share (0 to 1) as a whole percentage: `4%`, as task issues and their comments print rates. */
function wholePercent(share) {
    return `${Math.round(share * 100)}%`;
}
/** "in 23h 59m" / "in 6d 23h" / "5m ago", for an expiry relative to now. */
function formatRelative(targetMs, nowMs) {
    const delta = targetMs - nowMs;
    const text = formatLongDuration(Math.abs(delta));
    return delta >= 0 ? `in ${text}` : `${text} ago`;
}
/** Like formatDuration, but days and hours past two days: "6d 23h". */
function formatLongDuration(ms) {
    const hours = Math.floor(ms / 3_600_000);
    if (hours < 48)
        return formatDuration(ms);
    return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}
/** A small share (a gap's score) as the report and the tasks print it: `1.9%`, `0.42%` below one, never `0%` for one above 0. */
function shareWords(score) {
    const percent = score * 100;
    if (percent >= 1)
        return `${percent.toFixed(1)}%`;
    if (percent >= 0.01)
        return `${percent.toFixed(2)}%`;
    return percent > 0 ? '< 0.01%' : '0%';
}
/** The text with its first letter in capitals: a sentence that starts with a phrase written for the middle of one. */
function capitalized(text) {
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
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


/***/ })

};
