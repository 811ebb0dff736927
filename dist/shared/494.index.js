export const id = 494;
export const ids = [494];
export const modules = {

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

/***/ 36494:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTaskLinks: () => (/* binding */ runTaskLinks)
});

// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var errors = __webpack_require__(66304);
// EXTERNAL MODULE: ./.build/work/src/github/identity.js
var identity = __webpack_require__(91433);
// EXTERNAL MODULE: ./.build/work/src/github/pages.js
var github_pages = __webpack_require__(16875);
// EXTERNAL MODULE: ./.build/work/src/github/repository.js
var repository = __webpack_require__(61919);
;// CONCATENATED MODULE: ./.build/work/src/github/pull-files.js



/** Files read at most: GitHub lists no more than 3,000 files of a pull request itself. */
const MAX_PULL_FILES = 3000;
/** Patch text read at most, all files together; the files past it are named without their lines. */
const MAX_PATCH_BYTES = 8 * 1024 * 1024;
/** The lines a patch adds. GitHub's `patch` has no file headers: a line `+++x` adds the line `++x`. */
function addedLinesOf(patch) {
    return patch
        .split('\n')
        .filter((line) => line.startsWith('+'))
        .map((line) => line.slice(1).replace(/\r$/, ''));
}
/** `GET /repos/{owner}/{repo}/pulls/{number}/files`, every page up to the bounds. */
async function listChangedFiles(octokit, repo, number) {
    const read = { files: [], linesUnread: 0, filesCut: false };
    let patchBytes = 0;
    try {
        const pages = octokit.paginate.iterator(octokit.rest.pulls.listFiles, {
            ...repo,
            pull_number: number,
            per_page: github_pages/* PER_PAGE */.EK,
        });
        for await (const page of pages) {
            for (const file of page.data) {
                if (read.files.length === MAX_PULL_FILES)
                    return { ...read, filesCut: true };
                const patch = file.patch ?? '';
                const fits = patchBytes + Buffer.byteLength(patch) <= MAX_PATCH_BYTES;
                // A text file changed without a patch: GitHub left it out (too large to show).
                if (!fits || (file.patch === undefined && file.changes > 0 && file.status !== 'removed'))
                    read.linesUnread += 1;
                if (fits)
                    patchBytes += Buffer.byteLength(patch);
                read.files.push({
                    path: file.filename,
                    ...(file.previous_filename && { previousPath: file.previous_filename }),
                    addedLines: fits ? addedLinesOf(patch) : [],
                });
            }
        }
        return read;
    }
    catch (error) {
        throw (0,errors/* explainGitHubError */.Pm)(error, {
            repository: (0,repository/* fullNameOf */.E)(repo),
            action: `list the files pull request #${number} changes`,
            permission: 'pull-requests',
            notFound: `There is no pull request #${number} in ${(0,repository/* fullNameOf */.E)(repo)} (404), or the token cannot see it.`,
        });
    }
}

// EXTERNAL MODULE: ./.build/work/src/github/pulls.js
var pulls = __webpack_require__(35295);
// EXTERNAL MODULE: ./.build/work/src/runtime/summary.js
var summary = __webpack_require__(26736);
// EXTERNAL MODULE: ./.build/work/src/tasks/lookup.js
var lookup = __webpack_require__(49470);
// EXTERNAL MODULE: ./.build/work/src/tasks/body-part.js
var body_part = __webpack_require__(72864);
;// CONCATENATED MODULE: ./.build/work/src/tasks/named-files.js
// The files a task body names, read back from the action's part of it: the docs files that mention its term and a
// page's source ("Where the docs mention it", body.ts). A linked name is read from its link (the path is the link's,
// percent-encoded), a bare one from its code span or its escaped text. Pure.

const SECTION = /^### Where the docs mention it\r?$/m;
/** A file line (`- name: line 3` / `- name: lines 3, 9`) or the page's source (`The page's source: name.`). */
const FILE_LINE = /^- (.+?): lines? \d/;
const SOURCE_LINE = /^The page's source: (.+)\.\r?$/;
const LINKED = /^\[.*\]\((\S+)\)$/;
const CODE = /^`([^`]+)`$/;
const ENTITIES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#8203;': '' };
/** The path a link to `<server>/<owner>/<repo>/blob/<sha>/<path>` names. */
function pathOfLink(url) {
    const match = /\/blob\/[^/]+\/([^#?]+)/.exec(url);
    if (!match?.[1])
        return undefined;
    try {
        return match[1].split('/').map(decodeURIComponent).join('/');
    }
    catch {
        return undefined;
    }
}
/** A name as escapeMarkdown wrote it, back to its text: a code span's content, or the text without its escapes. */
function pathOfShown(shown) {
    const code = CODE.exec(shown);
    if (code?.[1])
        return code[1];
    return shown
        .replace(/&amp;|&lt;|&gt;|&quot;|&#8203;/g, (entity) => ENTITIES[entity] ?? entity)
        .replace(/\\(.)/g, '$1');
}
function pathOf(shown) {
    const linked = LINKED.exec(shown);
    return linked?.[1] ? pathOfLink(linked[1]) : pathOfShown(shown);
}
/** The files the action's part of `body` names in its docs section, each once, in the order named. */
function namedFiles(body) {
    const part = (0,body_part/* partOf */.BU)(body)?.text ?? '';
    const section = SECTION.exec(part);
    if (!section)
        return [];
    const named = new Set();
    for (const line of part
        .slice(section.index + section[0].length)
        .split('\n')
        .slice(1)) {
        // The section ends at the next heading or at the hidden lines below it.
        if (/^#{1,6} |^<!-- /.test(line))
            break;
        const shown = FILE_LINE.exec(line)?.[1] ?? SOURCE_LINE.exec(line)?.[1];
        const path = shown === undefined ? undefined : pathOf(shown);
        if (path)
            named.add(path);
    }
    return [...named];
}

// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: ./.build/work/src/util/markdown.js
var markdown = __webpack_require__(35979);
;// CONCATENATED MODULE: ./.build/work/src/task-links/comment.js
// What the mode says: the sticky comment on the pull request (a hidden marker first, so the next run finds it again)
// and the step summary. Titles, terms and paths are written by readers and others: escaped (util/markdown.ts). Pure.


/** The first line of the mode's comment: what finds it again, on every rerun. */
const COMMENT_MARKER = '<!-- docs-export-action task-links -->';
/** Files named per reason at most: the rest are counted. */
const FILES_SHOWN = 3;
/** Characters of a term shown. */
const TERM_SHOWN = 120;
function fileList(files) {
    const shown = files.slice(0, FILES_SHOWN).map(markdown/* markdownPath */.N).join(', ');
    const rest = files.length - FILES_SHOWN;
    return rest > 0 ? `${shown} and ${(0,format/* groupThousands */.Zv)(rest)} more` : shown;
}
function termShown(term) {
    const cut = [...term].length > TERM_SHOWN ? `${[...term].slice(0, TERM_SHOWN - 1).join('')}…` : term;
    return `“${(0,markdown/* escapeMarkdown */.F)(cut)}”`;
}
function reasons(match) {
    const why = [];
    if (match.changedFiles.length > 0)
        why.push(`${match.changedFiles.length === 1 ? 'file' : 'files'} ${fileList(match.changedFiles)} changed`);
    if (match.mentioningFiles.length > 0 && match.task.term !== undefined)
        why.push(`adds a line mentioning ${termShown(match.task.term)} (in ${fileList(match.mentioningFiles)})`);
    return why.join('; ');
}
/** One line per task: `#N title: why`, then how to link it, or that it is linked. */
function taskLine(match) {
    const { number, title } = match.task;
    const head = `- #${number} ${(0,markdown/* escapeMarkdown */.F)(title)}: ${reasons(match)}.`;
    return match.linked
        ? `${head} **Linked**: the description says this pull request fixes it.`
        : `${head} Add \`Fixes #${number}\` to the description to link it.`;
}
/** The comment's body: the tasks this pull request may fix, or that none matches any more. */
function commentBody(report) {
    const lines = [COMMENT_MARKER, '### Documentation tasks this pull request may fix', ''];
    if (report.matches.length === 0)
        lines.push('None of the open documentation tasks matches this pull request any more.');
    else
        lines.push(...report.matches.map(taskLine));
    if (report.notes.length > 0)
        lines.push('', ...report.notes.map((note) => `_${note}_`));
    lines.push('', '_By docs-export-action (`task-links`): a task matches when the pull request changes a file the task names, or adds a line that mentions its term. It is only a suggestion: the task closes when the gap is gone._');
    return lines.join('\n');
}
/** The step summary: the same list, and where it went. */
function summaryText(report, pull, delivery) {
    const lines = [`### Documentation tasks pull request #${pull} may fix`, ''];
    if (report.matches.length === 0)
        lines.push('No open documentation task matches this pull request.');
    else
        lines.push(...report.matches.map(taskLine));
    if (report.notes.length > 0)
        lines.push('', ...report.notes);
    lines.push('');
    if (delivery.to === 'comment')
        lines.push(`The comment on the pull request (${delivery.action}): ${delivery.url}`);
    if (delivery.to === 'summary-only')
        lines.push(`Not commented on the pull request: ${delivery.why}`);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./.build/work/src/tasks/docs-search.js
var docs_search = __webpack_require__(97576);
// EXTERNAL MODULE: ./.build/work/src/util/term-form.js
var term_form = __webpack_require__(38503);
;// CONCATENATED MODULE: ./.build/work/src/task-links/match.js


/** The tasks the changes touch, in task number order; a task touched by neither rule is left out. */
function matchTasks(tasks, changes, linked) {
    const search = (0,docs_search/* termSearch */.bg)(tasks.flatMap((task) => (task.term === undefined ? [] : [task.term])));
    for (const file of changes)
        if (file.addedLines.length > 0)
            search.scan(file.path, file.addedLines.join('\n'));
    const mentions = search.mentions();
    const matches = [];
    for (const task of [...tasks].sort((a, b) => a.number - b.number)) {
        const named = new Set(task.files);
        const changedFiles = changes
            .filter((file) => named.has(file.path) || (file.previousPath !== undefined && named.has(file.previousPath)))
            .map((file) => file.path);
        const mentioningFiles = task.term === undefined ? [] : (mentions.get((0,term_form/* normalizeTerm */.Kf)(task.term))?.files.map((m) => m.path) ?? []);
        if (changedFiles.length === 0 && mentioningFiles.length === 0)
            continue;
        matches.push({ task, changedFiles, mentioningFiles, linked: linked.has(task.number) });
    }
    return matches;
}

// EXTERNAL MODULE: ./.build/work/src/runtime/event.js
var runtime_event = __webpack_require__(33156);
;// CONCATENATED MODULE: ./.build/work/src/task-links/pull-request.js
// What the event says of the pull request the run is for, and which issues its description already links with a
// closing keyword. Pure.

/** The events a pull request starts a run with. */
const PULL_REQUEST_EVENTS = ['pull_request', 'pull_request_target'];
/** The pull request of a pull request event; undefined for any other event, or a payload without one. */
function eventPullRequest(eventName, event) {
    if (!PULL_REQUEST_EVENTS.some((name) => name === eventName))
        return undefined;
    const number = event.pull_request?.number ?? event.number;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1)
        return undefined;
    return { number, fromFork: (0,runtime_event/* pullRequestFromFork */.v)(event) };
}
const KEYWORD = String.raw `\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)\b:?\s+`;
const escapeName = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The issues of `repository` a description links with a closing keyword, as GitHub reads them: `Fixes #12`,
 * `closes acme/docs#12`, `Resolves https://github.com/acme/docs/issues/12` (any case, a colon allowed after the
 * keyword). A reference to another repository's issue is not this repository's.
 */
function closingReferences(body, repository) {
    const full = `${escapeName(repository.owner)}/${escapeName(repository.repo)}`;
    const reference = String.raw `(?:#|${full}#|https?://[^\s/]+/${full}/issues/)(\d+)\b`;
    const pattern = new RegExp(`${KEYWORD}${reference}`, 'gi');
    return new Set([...body.matchAll(pattern)].map((m) => Number(m[1])));
}

// EXTERNAL MODULE: ./.build/work/src/github/comments.js
var comments = __webpack_require__(60745);
;// CONCATENATED MODULE: ./.build/work/src/task-links/sticky.js



/** The mode's comment on pull request `number`, if an earlier run left one. */
async function findLinksComment(place, number) {
    for await (const comment of (0,comments/* listIssueComments */.cG)(place.octokit, place.repository, number)) {
        if ((0,identity/* isOwnAuthor */.sT)(place.identity, comment.author) && comment.body.startsWith(COMMENT_MARKER))
            return comment;
    }
    return undefined;
}
/** Writes `body` as the comment: edits `existing`, or creates it; no write when it already reads so. */
async function writeLinksComment(place, number, existing, body) {
    if (existing?.body === body)
        return { url: existing.url, action: 'unchanged' };
    if (existing) {
        const updated = await (0,comments/* updateIssueComment */.Qz)(place.octokit, place.repository, existing.id, body);
        return { url: updated.url, action: 'updated' };
    }
    const created = await (0,comments/* createIssueComment */.D$)(place.octokit, place.repository, number, body);
    return { url: created.url, action: 'created' };
}

;// CONCATENATED MODULE: ./.build/work/src/task-links/run.js
// Mode `task-links`: on a pull request, the open task issues it may fix, in one sticky comment. GitHub only: the
// token reads the pull request's files and the action's own task issues, and comments; no service request at all.













async function runTaskLinks(context) {
    const { settings, log, runner } = context;
    const pull = eventPullRequest(runner.eventName, runner.event);
    if (!pull) {
        log.warning(`Mode "task-links" runs on a pull request (the pull_request or pull_request_target event); this run's event is ${runner.eventName ?? 'unknown'}: nothing to do.`);
        return {};
    }
    const { octokit } = await context.github();
    const repository = settings.taskLinks.repository;
    const place = { octokit, repository, identity: await (0,identity/* resolveIdentity */.XH)(octokit, repository) };
    const [facts, changes, open] = await Promise.all([
        (0,pulls/* getPullRequest */.T9)(octokit, repository, pull.number),
        listChangedFiles(octokit, repository, pull.number),
        (0,lookup/* findOpenTasks */.Mj)(place, settings.taskLinks.labels),
    ]);
    const tasks = open.tasks.map((task) => ({
        number: task.number,
        title: task.title,
        ...(task.history && { term: task.history.term }),
        files: namedFiles(task.body),
    }));
    const report = {
        matches: matchTasks(tasks, changes.files, closingReferences(facts.body, repository)),
        notes: notesOn(changes, open.cut),
    };
    log.info(`Pull request #${pull.number} changes ${(0,format/* groupThousands */.Zv)(changes.files.length)} file(s); ${(0,format/* groupThousands */.Zv)(tasks.length)} open task(s) read, ${(0,format/* groupThousands */.Zv)(report.matches.length)} it may fix${report.matches.length > 0 ? `: ${report.matches.map((m) => `#${m.task.number}`).join(', ')}` : ''}.`);
    const delivery = await deliver(context, place, pull, report);
    await (0,summary/* writeStepSummary */.o)(context, summaryText(report, pull.number, delivery));
    return {};
}
/** The comment kept, or why it was not: a fork's pull request whose token may not comment gets the summary only. */
async function deliver(context, place, pull, report) {
    const { log } = context;
    let existing;
    try {
        existing = await findLinksComment(place, pull.number);
    }
    catch (error) {
        if (!(error instanceof github_pages/* PageCapReached */.K))
            throw error;
        const why = `the action ${error.message} on it, and its own comment was not among them (a new one could be a second).`;
        log.warning(`Not commented on pull request #${pull.number}: ${why}`);
        return { to: 'summary-only', why };
    }
    // Nothing to say, and nothing said before: no comment. A comment said before is brought up to date (below).
    if (report.matches.length === 0 && !existing)
        return { to: 'nowhere' };
    try {
        const written = await writeLinksComment(place, pull.number, existing, commentBody(report));
        log.info(`The task links comment on #${pull.number} (${written.action}): ${written.url}`);
        return { to: 'comment', ...written };
    }
    catch (error) {
        if (!(pull.fromFork && error instanceof errors/* GitHubError */.y_ && error.status === 403))
            throw error;
        const why = 'the pull request comes from a fork, and the token the workflow gets for it may not comment (403). The list is here only.';
        log.notice(`Task links for pull request #${pull.number} are in the step summary only: ${why}`);
        return { to: 'summary-only', why };
    }
}
function notesOn(changes, tasksCut) {
    const notes = [];
    if (changes.filesCut)
        notes.push(`Only the first ${(0,format/* groupThousands */.Zv)(MAX_PULL_FILES)} changed files were read: a task may match one of the others.`);
    if (changes.linesUnread > 0)
        notes.push(`The added lines of ${(0,format/* groupThousands */.Zv)(changes.linesUnread)} file(s) were not read (past ${MAX_PATCH_BYTES / 1024 / 1024} MiB of changes, or too large for GitHub to show): only their names were matched.`);
    if (tasksCut)
        notes.push(`Only the first ${(0,format/* groupThousands */.Zv)(lookup/* TASK_ISSUES_READ */.go)} issues with the task labels were read: more tasks may match.`);
    return notes;
}


/***/ })

};
