export const id = 688;
export const ids = [688,776];
export const modules = {

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

/***/ 4275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveBundleDownload: () => (/* binding */ serveBundleDownload)
/* harmony export */ });
/* harmony import */ var _client_dispatcher_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59962);
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82982);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(865);
/* harmony import */ var _deployed_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65776);
/* harmony import */ var _download_process_protocol_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39986);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(62037);






/**
 * The download process's side (download-process-start.ts starts it, download-process.ts talks to it): one job, a
 * fetchAndVerifyBundle or a readDeployedPages, with the real clock and an HTTP agent built here from the same proxy
 * variables; its log lines and link renewals go to the action.
 */
async function serveBundleDownload() {
    const channel = process.send?.bind(process);
    if (!channel)
        throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OperationError */ .OK('internal error: serveBundleDownload runs only as the action’s download process');
    const send = (message, then) => void channel(message, undefined, {}, () => then?.());
    // Without the action (cancelled, killed) nobody reads the result: stop at once rather than write bundle-path.
    const orphaned = () => process.exit(1);
    process.once('disconnect', orphaned);
    const renewals = new Map();
    let nextRenewal = 0;
    const job = await new Promise((resolve) => {
        process.on('message', (message) => {
            if (message.type === 'start')
                return resolve(message.job);
            const asked = renewals.get(message.id);
            renewals.delete(message.id);
            if (message.type === 'refreshed')
                asked?.resolve(message.bundle);
            else
                asked?.reject((0,_download_process_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .fromCrossing */ .NG)(message.error));
        });
        send({ type: 'ready' });
    });
    // A fresh link comes from the action, which holds the service client and masks the new link first.
    const refreshBundle = () => new Promise((resolve, reject) => {
        const id = nextRenewal++;
        renewals.set(id, { resolve, reject });
        send({ type: 'refresh', id });
    });
    let last;
    try {
        last = { type: 'done', result: await runJob(job, refreshBundle, forwardingLog(send)) };
    }
    catch (error) {
        last = { type: 'failed', error: (0,_download_process_protocol_js__WEBPACK_IMPORTED_MODULE_4__/* .toCrossing */ .MT)(error) };
    }
    process.off('disconnect', orphaned);
    send(last, () => process.disconnect());
}
function runJob(job, refreshBundle, log) {
    if (job.kind === 'fetch')
        return (0,_fetch_js__WEBPACK_IMPORTED_MODULE_5__.fetchAndVerifyBundle)({ ...job.options, refreshBundle, clock: _util_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m, log });
    return readDeployedHere(job.bundleUrl, job.limits, log);
}
async function readDeployedHere(bundleUrl, { timeLeftMs, ...limits }, log) {
    const http = (0,_client_dispatcher_js__WEBPACK_IMPORTED_MODULE_0__/* .createHttpDispatcher */ .A)({ env: process.env });
    try {
        const deadline = _util_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m.now() + timeLeftMs;
        return await (0,_deployed_js__WEBPACK_IMPORTED_MODULE_3__.readDeployedPages)({ clock: _util_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .systemClock */ .m, log, http }, bundleUrl, { ...limits, deadline });
    }
    finally {
        await http.close().catch(() => { });
    }
}
/** Every line goes to the action's log at its level; a group cannot span processes, so its title is a line. */
function forwardingLog(send) {
    const at = (level) => (message, properties) => send({ type: 'log', level, message, properties });
    return {
        info: at('info'),
        debug: at('debug'),
        notice: at('notice'),
        warning: at('warning'),
        error: at('error'),
        group: (name, fn) => {
            at('info')(name);
            return fn();
        },
    };
}


/***/ }),

/***/ 39986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MT: () => (/* binding */ toCrossing),
/* harmony export */   NG: () => (/* binding */ fromCrossing)
/* harmony export */ });
/* unused harmony export CrossedError */
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1061);


function toCrossing(error) {
    const kind = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .failureKind */ .zU)(error);
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BundleError */ .rJ)
        return { kind, stage: error.stage, overSizeLimit: error.overSizeLimit, message: error.message };
    return { kind, message: (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error) };
}
/** A failure from the other process: its message and its kind, all of it that crossed. */
class CrossedError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind;
    constructor(message, kind) {
        super(message);
        this.name = 'CrossedError';
        this.kind = kind;
    }
}
/** A BundleError again on this side, or a CrossedError of the same kind (the caller words it). */
function fromCrossing(error) {
    return error.stage === undefined
        ? new CrossedError(error.message, error.kind)
        : new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .BundleError */ .rJ(error.stage, error.message, { overSizeLimit: error.overSizeLimit, kind: error.kind });
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


/***/ })

};
