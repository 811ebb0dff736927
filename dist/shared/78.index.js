export const id = 78;
export const ids = [78];
export const modules = {

/***/ 97197:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveBundleDownload: () => (/* binding */ serveBundleDownload)
/* harmony export */ });
/* harmony import */ var _util_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82982);
/* harmony import */ var _child_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48116);
/* harmony import */ var _fetch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62037);



/**
 * The download process's side (runtime/helper-process.ts starts it, child-process.ts talks to it): one
 * fetchAndVerifyBundle with the real clock and an HTTP agent built here from the same proxy variables; its log
 * lines and link renewals go to the action.
 */
async function serveBundleDownload() {
    const channel = process.send?.bind(process);
    if (!channel)
        throw new Error('serveBundleDownload runs only as the action’s download process');
    const send = (message, then) => void channel(message, undefined, {}, () => then?.());
    // Without the action (cancelled, killed) nobody reads the result: stop at once rather than write bundle-path.
    const orphaned = () => process.exit(1);
    process.once('disconnect', orphaned);
    const renewals = new Map();
    let nextRenewal = 0;
    const options = await new Promise((resolve) => {
        process.on('message', (message) => {
            if (message.type === 'start')
                return resolve(message.options);
            const asked = renewals.get(message.id);
            renewals.delete(message.id);
            if (message.type === 'refreshed')
                asked?.resolve(message.bundle);
            else
                asked?.reject((0,_child_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .fromCrossing */ .N)(message.error));
        });
        send({ type: 'ready' });
    });
    let last;
    try {
        const result = await (0,_fetch_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchAndVerifyBundle */ .hk)({
            ...options,
            // A fresh link comes from the action, which holds the service client and masks the new link first.
            refreshBundle: () => new Promise((resolve, reject) => {
                const id = nextRenewal++;
                renewals.set(id, { resolve, reject });
                send({ type: 'refresh', id });
            }),
            clock: _util_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m,
            log: forwardingLog(send),
        });
        last = { type: 'done', result };
    }
    catch (error) {
        last = { type: 'failed', error: (0,_child_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .toCrossing */ .M)(error) };
    }
    process.off('disconnect', orphaned);
    send(last, () => process.disconnect());
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

/***/ 82982:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/** Why the signal aborted, as an Error (abort() without a reason gives a DOMException, which is one). */
function abortReason(signal) {
    const reason = signal.reason;
    return reason instanceof Error ? reason : new Error(String(reason));
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
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   zU: () => (/* binding */ failureKind)
/* harmony export */ });
/** The one base of every error the project throws: its `kind` sorts the failure (the CLI's exit code follows it). */
class ActionError extends Error {
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
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11119);
// The one sanitiser of untrusted text (the service's answers, archive paths, GitHub's words, a given
// input) on its way into a log line, an error or the CLI. Whatever the text, it stays on one line and
// does nothing there: no line break of any kind (so no workflow command, `::` or `##[`, can start), no
// escape sequence that repaints the terminal, no character that hides or reorders what is shown, a
// bounded length, and no part of a known secret: secrets are masked before anything is cut.
// Markdown that GitHub publishes has its own escaping, in markdown.ts.

// eslint-disable-next-line no-control-regex -- control characters are exactly what is being replaced
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/** Format characters: bidi overrides and isolates, zero widths, the BOM, tags... invisible, or reordering what follows. */
const FORMAT = /\p{Cf}/gu;
/** What the runner reads as a command at the start of a line. */
const COMMAND_OPENER = /^(?::|##\[)/;
const DEFAULT_MAX = 200;
/** `text` as one safe line; see the module comment. */
function lineText(text, options = {}) {
    const secrets = [...(options.secrets ?? [])];
    const max = options.max ?? DEFAULT_MAX;
    const masked = mask(text, secrets);
    if (options.quoted)
        return `"${[...cut(masked, max)].map(escapeQuoted).join('')}"`;
    // Dropping invisible characters may join a secret that they split: mask again before the cut.
    const plain = mask(masked.replace(LINE_BREAKING, ' ').replace(FORMAT, ''), secrets)
        .replace(/\s+/g, ' ')
        .trim()
        // The result may start a log line: an opener is broken so the runner reads no command.
        .replace(COMMAND_OPENER, (opener) => `${opener.slice(0, 1)} ${opener.slice(1)}`);
    return cut(plain, max);
}
/** Known secrets, bearer tokens, credentials in links and links' query strings (a presigned signature). */
function mask(text, secrets) {
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .hideQueryStrings */ .fi)((0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .hideCredentials */ .RW)((0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .hideBearerTokens */ .Yc)((0,_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .removeSecrets */ .cu)(text, secrets))));
}
/** At most `max` characters, `…` included; never splits a surrogate pair. */
function cut(text, max) {
    const chars = [...text];
    return chars.length > max ? `${chars.slice(0, Math.max(0, max - 1)).join('')}…` : text;
}
function escapeQuoted(char) {
    if (char === '"' || char === '\\')
        return `\\${char}`;
    if (char.replace(LINE_BREAKING, '').replace(FORMAT, '') === char)
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
