export const id = 489;
export const ids = [489];
export const modules = {

/***/ 59962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ createHttpDispatcher)
/* harmony export */ });
/* unused harmony export ProxySettingsError */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _settings_parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(865);
/* harmony import */ var _util_proxy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(96048);




/**
 * The one HTTP agent configuration of the action: the service API and the bundle download both go
 * through it, so both honour the runner's proxy variables the same way (undici's EnvHttpProxyAgent).
 * A loopback host is always reached directly, whatever the variables say: plain http:// is accepted
 * for it only because such traffic never leaves the machine, and a proxy would read the key in it.
 */
/** A proxy variable the action cannot use; the message names the variable, never its credentials. */
class ProxySettingsError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ {
    kind = 'input';
    constructor(message) {
        super(message);
        this.name = 'ProxySettingsError';
    }
}
/** One agent for every request of the run: direct, or through HTTPS_PROXY/HTTP_PROXY unless NO_PROXY matches. */
function createHttpDispatcher(options) {
    const proxies = (0,_util_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .readProxyEnvironment */ .yM)(options.env);
    const httpProxy = proxies.httpProxy ? proxyUrl('HTTP_PROXY', proxies.httpProxy) : undefined;
    const httpsProxy = proxies.httpsProxy ? proxyUrl('HTTPS_PROXY', proxies.httpsProxy) : httpProxy;
    // Empty strings, not undefined: undefined would make undici read process.env itself.
    const viaProxyVariables = new undici__WEBPACK_IMPORTED_MODULE_0__.EnvHttpProxyAgent({
        ...options.agent,
        httpProxy: httpProxy?.href ?? '',
        httpsProxy: httpsProxy?.href ?? '',
        noProxy: proxies.noProxy ?? '',
    });
    const direct = new undici__WEBPACK_IMPORTED_MODULE_0__.Agent(options.agent);
    const dispatcher = viaProxyVariables.compose((dispatch) => (request, handler) => isLoopbackOrigin(request.origin) ? direct.dispatch(request, handler) : dispatch(request, handler));
    return {
        dispatcher,
        proxyFor: (url) => {
            if (isLoopbackOrigin(url))
                return undefined;
            const proxy = url.startsWith('https:') ? httpsProxy : httpProxy;
            return proxy && (0,_util_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .showProxy */ .CK)(proxy);
        },
        close: async () => {
            await Promise.all([viaProxyVariables.close(), direct.close()]);
        },
    };
}
function isLoopbackOrigin(origin) {
    if (origin === undefined)
        return false;
    try {
        return (0,_settings_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(new URL(origin).hostname);
    }
    catch {
        return false;
    }
}
/** A proxy URL as curl reads it: `proxy.corp:3128` means `http://proxy.corp:3128`. */
function proxyUrl(variable, value) {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
    let url;
    try {
        url = new URL(withScheme);
    }
    catch {
        throw new ProxySettingsError(`${variable} is not a proxy address the action can use: give it as http://host:port (credentials, if any, as http://user:password@host:port).`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new ProxySettingsError(`${variable} uses ${url.protocol.slice(0, -1)}://, which the action does not support: give an http:// or https:// proxy.`);
    }
    return url;
}


/***/ }),

/***/ 68667:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ ANALYTICS_REQUESTS_PER_HOUR)
/* harmony export */ });
// The service's limits on its callers, from its API reference.
/** Analytics requests an organization may make in an hour, shared by every tool of it that calls the analytics API. */
const ANALYTICS_REQUESTS_PER_HOUR = 100;


/***/ }),

/***/ 45918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ ServiceError)
/* harmony export */ });
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);

/** Every failure of a service call: one message with the status, the service's `error` and each detail. */
class ServiceError extends _util_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind = 'service';
    /** What went wrong, for callers that branch on it. */
    reason;
    status;
    /** From `Retry-After`, when the service sent one. */
    retryAfterMs;
    /** Worth another attempt by a caller that paces its own retries (a cut body, a 5xx, a 429, a lost connection). */
    transient;
    constructor(reason, message, details = {}) {
        super(message);
        this.name = 'ServiceError';
        this.reason = reason;
        this.status = details.status;
        this.retryAfterMs = details.retryAfterMs;
        this.transient = details.transient ?? ['rate-limited', 'server', 'network', 'timeout'].includes(reason);
    }
}


/***/ }),

/***/ 78489:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createRunContext: () => (/* binding */ createRunContext)
});

// EXTERNAL MODULE: ./.build/work/src/client/dispatcher.js
var dispatcher = __webpack_require__(59962);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(46752);
// EXTERNAL MODULE: ./.build/work/src/util/retry.js
var retry = __webpack_require__(69226);
// EXTERNAL MODULE: ./.build/work/src/version.js + 1 modules
var version = __webpack_require__(57599);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/client/quota.js
var quota = __webpack_require__(68667);
// EXTERNAL MODULE: ./.build/work/src/client/types.js
var types = __webpack_require__(45918);
;// CONCATENATED MODULE: ./.build/work/src/client/errors.js





const DEPLOYMENT_ENDPOINTS = new Set(['deploy', 'deployment']);
const isAnalytics = (endpoint) => endpoint === 'analytics' || endpoint === 'analytics-more';
/** Reads an error body of any shape: the JSON error object, an HTML page of a proxy, text, nothing. */
function readErrorBody(text, contentType, secrets) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { details: [], note: 'the service answered with an empty body' };
    if (/html/i.test(contentType ?? '') || /^<(!doctype|html|head|body)\b/i.test(trimmed)) {
        return { details: [], note: 'the service answered with an HTML page, not JSON' };
    }
    let parsed;
    try {
        parsed = JSON.parse(trimmed);
    }
    catch {
        return { error: (0,line_text/* lineText */.o)(trimmed, { secrets }), details: [], note: 'the service answered with text, not JSON' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return { details: [], note: 'the service answered with JSON that is not an error object' };
    }
    const body = parsed;
    const message = typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : undefined;
    const details = Array.isArray(body.details) ? body.details.map(detailText).filter((d) => !!d) : [];
    return {
        error: message === undefined ? undefined : (0,line_text/* lineText */.o)(message, { secrets }),
        details: details.slice(0, 10).map((d) => (0,line_text/* lineText */.o)(d, { secrets })),
    };
}
function detailText(detail) {
    if (typeof detail === 'string')
        return detail;
    if (typeof detail === 'object' && detail !== null && typeof detail.message === 'string') {
        return detail.message;
    }
    return undefined;
}
/** `404 Not Found`. */
function statusText(status) {
    const reason = external_node_http_.STATUS_CODES[status];
    return reason ? `${status} ${reason}` : `${status}`;
}
function kindForStatus(status) {
    if (status === 401)
        return 'unauthorized';
    if (status === 403)
        return 'forbidden';
    if (status === 404)
        return 'not-found';
    if (status === 409)
        return 'conflict';
    if (status === 429)
        return 'rate-limited';
    if (status >= 500)
        return 'server';
    if (status >= 400)
        return 'bad-request';
    return 'invalid-response';
}
const COUNT_WORDS = ['no', 'one', 'two', 'three'];
/**
 * The causes of a 403 the service's reference names that fit this request: a key restricted to `read` (only
 * on a request that is not a GET), a key restricted to IP addresses, a plan (or, for deployments, a key)
 * without the feature. The status does not say which, and the service's wording is not a contract, so every
 * cause that fits is named, after the service's own words.
 */
function forbiddenCauses(method, endpoint) {
    const causes = [];
    if (method !== 'GET')
        causes.push('the key is restricted to `read`, which allows only GET requests: use a key with `write` access');
    causes.push("the key is restricted to IP addresses and this runner's address is not one of them (a hosted runner's address changes): lift the restriction, or run on a runner with a fixed address");
    if (DEPLOYMENT_ENDPOINTS.has(endpoint))
        causes.push("the key or the organization's plan has no access to deployments: use an admin key with that access, or leave deploy-first off");
    else if (isAnalytics(endpoint))
        causes.push("the organization's plan does not include this analytics endpoint");
    else
        causes.push("the organization's plan does not include static export (it needs the Enterprise plan)");
    return `the service refuses this for one of ${COUNT_WORDS[causes.length]} causes that fit a ${method}: ${causes.map((cause, i) => `(${i + 1}) ${cause}`).join('; ')}`;
}
/** What the user can do about a status on this endpoint, or nothing when the service's own words say it. */
function adviceFor(status, method, endpoint, retryAfterMs, nowMs) {
    const retryAfter = retryAfterMs
        ? `${(0,format/* formatDuration */.a3)(retryAfterMs)} (at ${(0,format/* formatInstant */.r4)(nowMs + retryAfterMs, 'up')})`
        : undefined;
    if (status === 401) {
        // Admin keys expire: a scheduled refresh-link that worked for months meets this first.
        return "the API key is wrong, revoked or expired (admin keys expire 7 to 90 days after they are made, 90 by default): create a new admin key in the organization's API keys settings and store it as the secret";
    }
    if (status === 403)
        return forbiddenCauses(method, endpoint);
    if (status === 404) {
        if (endpoint === 'analytics')
            return 'no such project: check project-id';
        if (endpoint === 'analytics-more')
            return 'the service does not offer this for the project (optional on client-hosted deployments, absent on air-gapped ones)';
        if (endpoint === 'deploy')
            return 'no such project: check project-id (projects belong to the organization of the key)';
        if (endpoint === 'deployment')
            return 'no such deployment (deployments belong to the organization of the key)';
        if (endpoint === 'start-job')
            return 'the service has no such endpoint: check api-url';
        return 'no such job: check job-id (jobs belong to the organization of the key)';
    }
    if (status === 409 && endpoint === 'bundle')
        return 'the job has not finished yet';
    if (status === 429) {
        const when = retryAfter ?? 'the hour is over';
        return isAnalytics(endpoint)
            ? `the organization's hourly analytics quota (${quota/* ANALYTICS_REQUESTS_PER_HOUR */.t} requests an hour, shared by every tool of the organization) is spent; retry after ${when}`
            : `the service is limiting requests; retry after ${retryAfter ?? 'a while'}`;
    }
    if (status >= 500) {
        return retryAfter
            ? `the service is unavailable and asks to retry after ${retryAfter}`
            : 'the service failed; this is usually temporary, so run the step again later';
    }
    if (status >= 300 && status < 400)
        return 'the service redirected the request: set api-url to the address it redirects to';
    return undefined;
}
/** The one message of a failed status: `<METHOD> <path>: <status> <reason>: <error>; <details>. <advice>`. */
function httpError(label, input) {
    const body = readErrorBody(input.body, input.contentType, input.secrets);
    let message = `${label.method} ${label.path}: ${statusText(input.status)}`;
    if (body.error)
        message += `: ${body.error}`;
    for (const detail of body.details)
        message += `; ${detail}`;
    if (body.note)
        message += ` (${body.note})`;
    const advice = adviceFor(input.status, label.method, label.endpoint, input.retryAfterMs, input.nowMs);
    if (advice)
        message += `. ${advice.charAt(0).toUpperCase()}${advice.slice(1)}`;
    return new types/* ServiceError */._(kindForStatus(input.status), message, {
        status: input.status,
        retryAfterMs: input.retryAfterMs,
    });
}
/** A success status whose body is not what the spec promises. */
function invalidResponse(label, status, problem) {
    return new types/* ServiceError */._('invalid-response', `${label.method} ${label.path}: ${statusText(status)}, but ${problem}`, {
        status,
    });
}
/** The same error, marked as worth (or not worth) another attempt by a caller that paces its own retries. */
function withTransient(error, transient) {
    if (error.transient === transient)
        return error;
    return new types/* ServiceError */._(error.reason, error.message, {
        status: error.status,
        retryAfterMs: error.retryAfterMs,
        transient,
    });
}
/** The same error with a note appended (e.g. how many attempts were made). */
function withNote(error, note, transient = error.transient) {
    return new types/* ServiceError */._(error.reason, `${error.message} (${note})`, {
        status: error.status,
        retryAfterMs: error.retryAfterMs,
        transient,
    });
}

// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/proxy.js
var proxy = __webpack_require__(96048);
;// CONCATENATED MODULE: ./.build/work/src/client/http.js





/** Failures before a complete response arrived: the only errors `sendRequest` throws (apart from the caller's abort). */
class TransportError extends errors/* ActionError */.lZ {
    kind = 'service';
    code;
    timedOut;
    /** The request certainly never reached the server (no connection was made), so even a POST may be sent again. */
    nothingSent;
    /** A passing condition worth another attempt, as opposed to e.g. an unknown host or a TLS failure. */
    retryable;
    constructor(message, fields) {
        super(message);
        this.name = 'TransportError';
        this.code = fields.code;
        this.timedOut = fields.timedOut;
        this.nothingSent = fields.nothingSent;
        this.retryable = fields.retryable;
    }
}
const TIMEOUT_CODES = new Set([
    'UND_ERR_HEADERS_TIMEOUT',
    'UND_ERR_BODY_TIMEOUT',
    'UND_ERR_CONNECT_TIMEOUT',
    'ETIMEDOUT',
]);
// Codes raised before a connection existed. Anything later (a reset, a close) may come after the server
// read the request, so only these make a second POST safe.
const NOTHING_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
const RETRYABLE_CODES = new Set([
    ...TIMEOUT_CODES,
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'EPIPE',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ENETDOWN',
    'EAI_AGAIN',
    'UND_ERR_SOCKET',
    'UND_ERR_CLOSED',
    'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);
const TIMED_OUT = new errors/* OperationError */.OK('request deadline passed', { kind: 'service' });
async function sendRequest(dispatcher, req) {
    const deadline = new AbortController();
    const answerMs = answerDeadline(req);
    const timer = setTimeout(() => deadline.abort(TIMED_OUT), answerMs);
    const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
    try {
        const response = await (0,undici.request)(req.url, {
            dispatcher,
            method: req.method,
            headers: req.headers,
            body: req.body,
            signal,
            headersTimeout: answerMs,
            bodyTimeout: req.timeoutMs,
        });
        const { text, truncated } = await readText(response.body, req.maxBodyBytes);
        const headers = response.headers;
        return {
            status: response.statusCode,
            header: (name) => {
                const value = headers[name.toLowerCase()];
                return Array.isArray(value) ? value[0] : value;
            },
            body: text,
            truncated,
        };
    }
    catch (error) {
        if (req.signal?.aborted)
            throw req.signal.reason;
        throw toTransportError(error, deadline.signal.aborted, req);
    }
    finally {
        clearTimeout(timer);
    }
}
/** An answer time only ever lengthens the wait: never below `request-timeout`. */
function answerDeadline(req) {
    return Math.max(req.answerTimeoutMs ?? 0, req.timeoutMs);
}
async function readText(body, maxBytes) {
    const chunks = [];
    let size = 0;
    let truncated = false;
    for await (const chunk of body) {
        if (size + chunk.length > maxBytes) {
            truncated = true;
            break; // leaving the loop destroys the stream
        }
        chunks.push(chunk);
        size += chunk.length;
    }
    return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}
function toTransportError(error, deadlinePassed, req) {
    const viaProxy = deadlinePassed ? undefined : (0,proxy/* proxyFailure */.xh)(error, req.proxy, req.url);
    if (viaProxy) {
        // The request never left the proxy connection: nothing reached the service.
        return new TransportError(viaProxy.message, {
            code: viaProxy.code,
            timedOut: false,
            nothingSent: true,
            retryable: viaProxy.retryable,
        });
    }
    const code = deadlinePassed ? 'TIMEOUT' : (errorCode(error) ?? 'UNKNOWN');
    const timedOut = deadlinePassed || TIMEOUT_CODES.has(code);
    const host = new URL(req.url).host;
    const waited = deadlinePassed || code === 'UND_ERR_HEADERS_TIMEOUT' ? answerDeadline(req) : req.timeoutMs;
    const which = waited === req.timeoutMs ? 'request-timeout' : 'the time left of timeout';
    let message = describe(code, timedOut, host, waited, which, error);
    // With a proxy configured, a failed name lookup of the service itself means NO_PROXY sent it around the proxy.
    if (req.proxy && (code === 'ENOTFOUND' || code === 'EAI_AGAIN'))
        message += ` (NO_PROXY sends ${host} around the proxy ${req.proxy}, so it was looked up directly)`;
    return new TransportError(message, {
        code,
        timedOut,
        nothingSent: NOTHING_SENT_CODES.has(code),
        retryable: timedOut || RETRYABLE_CODES.has(code),
    });
}
function describe(code, timedOut, host, timeoutMs, which, error) {
    if (code === 'UND_ERR_CONNECT_TIMEOUT')
        return `could not connect to ${host} in time (${code})`;
    if (timedOut)
        return `no complete answer within ${(0,format/* formatDuration */.a3)(timeoutMs)} (${which})`;
    switch (code) {
        case 'ECONNREFUSED':
            return `connection refused by ${host} (ECONNREFUSED): is api-url right and the service up?`;
        case 'ENOTFOUND':
            return `the host ${host} does not exist (ENOTFOUND): check api-url`;
        case 'EAI_AGAIN':
            return `the name ${host} could not be resolved just now (EAI_AGAIN)`;
        case 'ECONNRESET':
            return 'the connection was reset (ECONNRESET)';
        case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
        case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
        case 'SELF_SIGNED_CERT_IN_CHAIN':
        case 'DEPTH_ZERO_SELF_SIGNED_CERT':
            return `the certificate of ${host} is not signed by an authority this runner trusts (${code}): behind a TLS-inspecting proxy or with a private CA, give its certificate file in NODE_EXTRA_CA_CERTS`;
        case 'UND_ERR_SOCKET':
        case 'UND_ERR_CLOSED':
        case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
            return `the connection closed before the answer was complete (${code})`;
        default: {
            const text = error instanceof Error ? (0,line_text/* lineText */.o)(error.message) : '';
            return `the request failed${text ? `: ${text}` : ''} (${code})`;
        }
    }
}
/** The system or undici code of an error, looking through `cause` and the attempts of an AggregateError. */
function errorCode(error, depth = 0) {
    if (typeof error !== 'object' || error === null || depth > 4)
        return undefined;
    const { code, cause, errors } = error;
    if (typeof code === 'string' && code !== 'UND_ERR_ABORTED' && code !== 'ABORT_ERR')
        return code;
    if (Array.isArray(errors))
        for (const inner of errors) {
            const found = errorCode(inner, depth + 1);
            if (found)
                return found;
        }
    return errorCode(cause, depth + 1);
}

;// CONCATENATED MODULE: ./.build/work/src/client/call.js





const MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * Sends until a 2xx arrives whose body decodes (its value is returned), or the policy gives up (a
 * ServiceError is thrown). `beforeAttempt` runs before every attempt; what it throws ends the call.
 * `afterUnsentAttempt` runs after an attempt that failed before a connection was made.
 */
async function performCall(context, request, decode, options = {}) {
    const { label } = request;
    const policy = options.attempts === undefined ? context.policy : { ...context.policy, maxAttempts: Math.max(1, options.attempts) };
    const mayRepeat = (failure) => request.retry === 'safe' || failure.nothingSent;
    return (0,retry/* retryWithPolicy */.H_)({
        attempt: async () => {
            // Cancelled first: an attempt that is never made is never counted.
            options.signal?.throwIfAborted();
            options.beforeAttempt?.();
            return attemptOnce(context, request, decode, options);
        },
        classify: (failure) => ({ retryable: failure.transient && mayRepeat(failure), retryAfterMs: failure.retryAfterMs }),
        policy,
        clock: context.clock,
        random: context.random,
        maxRetryAfterMs: options.maxRetryAfterMs,
        signal: options.signal,
        onRetry: (failure, { attempt, delayMs, basis }) => {
            const why = basis === 'retry-after' ? ', as its Retry-After asks' : '';
            context.log.info(`${label.method} ${label.path}: ${failure.reason}; attempt ${attempt + 1} of ${policy.maxAttempts} in ${(0,format/* formatDuration */.a3)(delayMs)}${why}.`);
        },
        giveUp: (failure, stop) => finalError(withTransient(failure.error, failure.transient), stop.decision, {
            ...stop,
            endpoint: label.endpoint,
            unsafeToRepeat: failure.transient && !mayRepeat(failure),
        }),
    });
}
async function attemptOnce(context, request, decode, { signal, answerTimeoutMs, afterUnsentAttempt }) {
    const { label } = request;
    let response;
    try {
        response = await sendRequest(context.dispatcher, {
            method: label.method,
            url: request.url,
            headers: context.headers,
            body: request.body,
            timeoutMs: context.timeoutMs,
            answerTimeoutMs,
            signal,
            maxBodyBytes: MAX_BODY_BYTES,
            proxy: context.proxyFor(request.url),
        });
    }
    catch (error) {
        if (!(error instanceof TransportError))
            throw error;
        if (error.nothingSent)
            afterUnsentAttempt?.();
        const kind = error.timedOut ? 'timeout' : 'network';
        return {
            ok: false,
            failure: {
                error: new types/* ServiceError */._(kind, `${label.method} ${label.path}: ${error.message}`),
                reason: error.message,
                transient: error.retryable,
                nothingSent: error.nothingSent,
            },
        };
    }
    if (response.status >= 200 && response.status < 300) {
        const decoded = decode(response);
        if (decoded.ok)
            return decoded;
        const reason = decoded.error.message.slice(`${label.method} ${label.path}: `.length);
        return { ok: false, failure: { error: decoded.error, reason, transient: decoded.transient, nothingSent: false } };
    }
    const nowMs = context.clock.now();
    const retryAfterMs = (0,retry/* parseRetryAfter */.mu)(response.header('retry-after'), nowMs);
    const error = httpError(label, {
        status: response.status,
        contentType: response.header('content-type'),
        body: response.body,
        retryAfterMs,
        nowMs,
        secrets: context.secrets,
    });
    const failure = {
        error,
        reason: statusText(response.status),
        transient: (0,retry/* isRetryableStatus */.PS)(response.status),
        // A 429 says the request was turned away before any work, so even a job start may be sent again.
        nothingSent: response.status === 429,
    };
    if (retryAfterMs !== undefined)
        failure.retryAfterMs = retryAfterMs;
    return { ok: false, failure };
}
function finalError(failure, decision, outcome) {
    const tries = `${outcome.attempt} attempt${outcome.attempt === 1 ? '' : 's'}`;
    switch (decision.reason) {
        case 'retry-after-too-long':
            return withNote(failure, `not retried: the wait of ${(0,format/* formatDuration */.a3)(outcome.retryAfterMs ?? 0)} is longer than the ${(0,format/* formatDuration */.a3)(outcome.maxRetryAfterMs)} this call may wait`);
        case 'attempts':
            return withNote(failure, `gave up after ${tries}`);
        case 'time-limit':
            return withNote(failure, `gave up after ${tries} over ${(0,format/* formatDuration */.a3)(outcome.elapsedMs)}`);
        case 'not-retryable':
            if (outcome.unsafeToRepeat) {
                return withNote(failure, outcome.endpoint === 'deploy'
                    ? 'not retried: the service may have received the request and started a deployment, and sending it again could start a second one'
                    : 'not retried: the service may have received the request and started a job, and sending it again could start a second export');
            }
            return outcome.attempt > 1 ? withNote(failure, `after ${tries}`) : failure;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/client/response.js


/** A success body read against its schema; anything else becomes an 'invalid-response' error that says what was wrong. */
function decodeBody(label, response, schema, secrets, 
/** False for a body that may hold personal data (a reader's contact address): a bad body is not quoted. */
quoteBody = true) {
    const fail = (problem, transient) => ({
        ok: false,
        error: invalidResponse(label, response.status, problem),
        transient,
    });
    if (response.truncated)
        return fail('the body is larger than a service answer can be', false);
    const text = response.body.trim();
    if (text === '')
        return fail('the body is empty', true);
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        if (/^<(!doctype|html|head|body)\b/i.test(text))
            return fail('the body is an HTML page, not JSON: check api-url', false);
        if (!quoteBody)
            return fail('the body is not JSON', true);
        return fail(`the body is not JSON (it starts with "${(0,line_text/* lineText */.o)(text, { secrets, max: 80 })}")`, true);
    }
    const result = schema.safeParse(json);
    if (!result.success)
        return fail(`the body does not have the expected fields: ${describeIssues(result.error.issues)}`, false);
    return { ok: true, value: result.data };
}
function describeIssues(issues) {
    const shown = issues.slice(0, 3).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
    if (issues.length > 3)
        shown.push(`and ${issues.length - 3} more`);
    return shown.join('; ');
}
function formatPath(path) {
    if (path.length === 0)
        return '(the body)';
    return path
        .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
        .join('');
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core = __webpack_require__(88532);
// EXTERNAL MODULE: ./.build/work/src/util/expiry.js
var expiry = __webpack_require__(5649);
// EXTERNAL MODULE: ./.build/work/src/util/job-id.js
var job_id = __webpack_require__(2769);
;// CONCATENATED MODULE: ./.build/work/src/client/schemas.js



/**
 * Response shapes. Extra fields are tolerated (loose objects), a job status is any string, fields the
 * spec leaves "not shown" are read leniently (a wrong type drops the field rather than failing the call),
 * and the fields the spec requires are required.
 */
const lenientNumber = schemas/* unknown */.L5J()
    .transform((value) => {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return Number(value);
    return undefined;
})
    .optional();
const lenientString = schemas/* unknown */.L5J()
    .transform((value) => (typeof value === 'string' ? value : undefined))
    .optional();
const httpUrl = schemas/* string */.YjP().refine((text) => {
    try {
        const url = new URL(text);
        return url.protocol === 'https:' || url.protocol === 'http:';
    }
    catch {
        return false;
    }
}, 'expected an absolute http(s) URL');
/**
 * An id the action writes into paths, log lines, outputs and the values file: only the one safe shape is taken
 * (the message never repeats the value, which may hold line breaks or markup).
 */
const ID_SHAPE = 'expected an id of 1 to 128 letters, digits, "_" or "-"';
const serviceId = schemas/* string */.YjP().refine(job_id/* isJobId */.dW, ID_SHAPE);
/** An id the spec does not promise: a wrong type drops it, a string of another shape is bad data. */
const optionalServiceId = schemas/* unknown */.L5J()
    .transform((value, ctx) => {
    if (typeof value !== 'string')
        return undefined;
    if ((0,job_id/* isJobId */.dW)(value))
        return value;
    ctx.addIssue({ code: 'custom', message: ID_SHAPE });
    return core/* NEVER */.tm;
})
    .optional();
/** RFC 3339 text as sent; a number (epoch seconds or milliseconds) is turned into one, since the spec shows no format. */
const timestamp = schemas/* union */.KCZ([
    schemas/* string */.YjP().min(1),
    schemas/* number */.aig().transform((n, ctx) => {
        const date = new Date((0,expiry/* epochMs */.e9)(n) ?? Number.NaN);
        if (Number.isNaN(date.getTime())) {
            ctx.addIssue({ code: 'custom', message: 'expected epoch seconds or milliseconds' });
            return core/* NEVER */.tm;
        }
        return date.toISOString();
    }),
]);
const startedJobSchema = schemas/* looseObject */._H3({
    jobId: serviceId,
    // The spec promises only `jobId` here; the live service sends the whole job.
    status: schemas/* string */.YjP().optional(),
    progress: lenientNumber,
    pageCount: lenientNumber,
    error: lenientString,
    createdAt: lenientString,
    updatedAt: lenientString,
});
const jobSchema = startedJobSchema.extend({
    // The status response of the spec does not promise `jobId`; the caller knows it anyway.
    jobId: optionalServiceId,
    status: schemas/* string */.YjP(),
});
const bundleSchema = schemas/* looseObject */._H3({
    jobId: optionalServiceId,
    bundleUrl: httpUrl,
    sizeBytes: lenientNumber,
    expiresAt: timestamp,
});
const visitorCounts = schemas/* looseObject */._H3({ human: schemas/* number */.aig(), ai: schemas/* number */.aig(), total: schemas/* number */.aig() });
const visitorsPageSchema = schemas/* looseObject */._H3({
    totals: visitorCounts,
    visitors: schemas/* array */.YOg(visitorCounts.extend({ path: schemas/* string */.YjP() })),
    hasMore: schemas/* boolean */.zMY(),
});
const feedbackPageSchema = schemas/* looseObject */._H3({
    feedback: schemas/* array */.YOg(schemas/* looseObject */._H3({
        path: schemas/* string */.YjP(),
        thumbsUp: schemas/* number */.aig(),
        thumbsDown: schemas/* number */.aig(),
        code: schemas/* number */.aig(),
        total: schemas/* number */.aig(),
    })),
    hasMore: schemas/* boolean */.zMY(),
});
/**
 * A feedback entry. A plain (stripping) object, not a loose one: the reader's `contact` address and a
 * code entry's `code` are dropped here, so no object the action holds ever carries them.
 */
const feedbackEntrySchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    path: schemas/* string */.YjP(),
    comment: schemas/* string */.YjP().nullable(),
    createdAt: schemas/* string */.YjP().nullable(),
    source: schemas/* string */.YjP(),
    status: schemas/* string */.YjP(),
    helpful: schemas/* unknown */.L5J()
        .transform((value) => (typeof value === 'boolean' ? value : undefined))
        .optional(),
    lang: lenientString,
    filename: lenientString,
});
const feedbackEntriesPageSchema = schemas/* looseObject */._H3({
    feedback: schemas/* array */.YOg(feedbackEntrySchema),
    nextCursor: schemas/* string */.YjP().nullable(),
    hasMore: schemas/* boolean */.zMY(),
});
const searchesPageSchema = schemas/* looseObject */._H3({
    searches: schemas/* array */.YOg(schemas/* looseObject */._H3({
        searchQuery: schemas/* string */.YjP(),
        hits: schemas/* number */.aig(),
        ctr: schemas/* number */.aig(),
        topClickedPage: schemas/* string */.YjP().nullable(),
        lastSearchedAt: lenientString,
    })),
    totalSearches: schemas/* number */.aig(),
    nextCursor: schemas/* string */.YjP().nullable().optional(),
});
const viewsPageSchema = schemas/* looseObject */._H3({
    totals: visitorCounts,
    views: schemas/* array */.YOg(visitorCounts.extend({ path: schemas/* string */.YjP() })),
    hasMore: schemas/* boolean */.zMY(),
});
const assistantCallersSchema = schemas/* looseObject */._H3({
    web: schemas/* number */.aig(),
    api: schemas/* number */.aig(),
    other: schemas/* number */.aig(),
    total: schemas/* number */.aig(),
});
const deploymentTriggerSchema = schemas/* looseObject */._H3({
    statusId: serviceId,
});
/** Log lines as sent; anything in the array that is not text is left out rather than failing the poll. */
const logLines = schemas/* unknown */.L5J()
    .transform((value) => Array.isArray(value) ? value.filter((line) => typeof line === 'string') : undefined)
    .optional();
const deploymentStatusSchema = schemas/* looseObject */._H3({
    _id: optionalServiceId,
    status: schemas/* string */.YjP(),
    summary: lenientString,
    logs: logLines,
    createdAt: lenientString,
    endedAt: lenientString,
});
/**
 * One user turn put to the assistant. Loose, and lenient where the service may grow: a `responseType`
 * or `resolutionStatus` this client does not know stays a string (the report decides what it means),
 * `responseType` absent means `answer`, and a missing category or page is null.
 */
const assistantConversationSchema = schemas/* looseObject */._H3({
    id: schemas/* string */.YjP(),
    timestamp: schemas/* string */.YjP(),
    query: schemas/* string */.YjP(),
    response: schemas/* string */.YjP(),
    responseType: schemas/* string */.YjP()
        .nullish()
        .transform((value) => value ?? 'answer'),
    sources: schemas/* array */.YOg(schemas/* looseObject */._H3({ title: schemas/* string */.YjP(), url: schemas/* string */.YjP() })),
    resolutionStatus: schemas/* string */.YjP(),
    queryCategory: schemas/* string */.YjP()
        .nullish()
        .transform((value) => value ?? null),
    pageUrl: schemas/* string */.YjP()
        .nullish()
        .transform((value) => value ?? null),
    conversationId: lenientString,
});
const assistantConversationsPageSchema = schemas/* looseObject */._H3({
    conversations: schemas/* array */.YOg(assistantConversationSchema),
    nextCursor: schemas/* string */.YjP().nullable(),
    hasMore: schemas/* boolean */.zMY(),
});

;// CONCATENATED MODULE: ./.build/work/src/client/service.js






/** Names the action and where to read about it; the repository's address outlives a Marketplace listing's name. */
const USER_AGENT = `docs-export-action/${version/* ACTION_VERSION */.Y} (+https://github.com/docs-export-action/docs-export-action)`;
/** The calls of the service, typed, validated, retried where that is safe. */
function createServiceClient(options) {
    const base = options.apiUrl.replace(/\/+$/, '');
    const http = options.http ?? { dispatcher: options.dispatcher ?? new undici.Agent(), proxyFor: () => undefined };
    const context = {
        dispatcher: http.dispatcher,
        proxyFor: http.proxyFor,
        headers: {
            authorization: `Bearer ${options.apiKey}`,
            accept: 'application/json',
            'user-agent': USER_AGENT,
        },
        timeoutMs: options.requestTimeoutMs,
        clock: options.clock,
        log: options.log,
        random: options.random ?? Math.random,
        policy: { ...retry/* DEFAULT_RETRY_POLICY */.cO, ...options.retry },
        secrets: [options.apiKey],
    };
    async function call(request, schema, callOptions, 
    /** False where the body may hold personal data: a body that is not JSON is then not quoted in the error. */
    quoteBody = true) {
        const label = { method: request.method, path: request.path, endpoint: request.endpoint };
        const serviceRequest = {
            label,
            url: `${base}${request.path}${request.query ?? ''}`,
            // A second job start or deployment trigger would start a second export or deployment.
            retry: request.endpoint === 'start-job' || request.endpoint === 'deploy' ? 'unsent-only' : 'safe',
        };
        if (request.body !== undefined)
            serviceRequest.body = JSON.stringify(request.body);
        const callContext = serviceRequest.body === undefined
            ? context
            : { ...context, headers: { ...context.headers, 'content-type': 'application/json' } };
        return performCall(callContext, serviceRequest, (response) => decodeBody(label, response, schema, context.secrets, quoteBody), callOptions);
    }
    const jobPath = (jobId) => `/v1/static-export/jobs/${encodeURIComponent(jobId)}`;
    const analyticsPath = (projectId, rest) => `/v1/analytics/${encodeURIComponent(projectId)}/${rest}`;
    const deployPath = (projectId) => `/v1/project/update/${encodeURIComponent(projectId)}`;
    const deploymentPath = (statusId) => `/v1/project/update-status/${encodeURIComponent(statusId)}`;
    return {
        async startJob(request, callOptions) {
            const body = { domain: request.domain, version: request.version, paths: request.paths };
            const job = await call({ method: 'POST', path: '/v1/static-export/jobs', endpoint: 'start-job', body }, startedJobSchema, callOptions);
            return toJob({ ...job, status: job.status ?? 'queued' }, job.jobId);
        },
        async getJob(jobId, callOptions) {
            const job = await call({ method: 'GET', path: jobPath(jobId), endpoint: 'job' }, jobSchema, callOptions);
            return toJob(job, jobId);
        },
        async createBundle(jobId, callOptions) {
            const bundle = await call({ method: 'POST', path: `${jobPath(jobId)}/bundle`, endpoint: 'bundle' }, bundleSchema, callOptions);
            return compact({
                jobId: bundle.jobId,
                bundleUrl: bundle.bundleUrl,
                sizeBytes: bundle.sizeBytes,
                expiresAt: bundle.expiresAt,
            });
        },
        async visitors(projectId, query, callOptions) {
            const page = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'visitors'),
                query: queryString({
                    dateFrom: query.dateFrom,
                    dateTo: query.dateTo,
                    limit: query.limit,
                    offset: query.offset,
                }),
                endpoint: 'analytics',
            }, visitorsPageSchema, callOptions);
            return {
                totals: visitCounts(page.totals),
                visitors: page.visitors.map((row) => ({ path: row.path, ...visitCounts(row) })),
                hasMore: page.hasMore,
            };
        },
        async feedbackByPage(projectId, query, callOptions) {
            const page = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'feedback/by-page'),
                query: queryString({
                    dateFrom: query.dateFrom,
                    dateTo: query.dateTo,
                    limit: query.limit,
                    source: query.source,
                    status: query.status?.length ? query.status : undefined,
                }),
                endpoint: 'analytics',
            }, feedbackPageSchema, callOptions);
            return {
                feedback: page.feedback.map((row) => ({
                    path: row.path,
                    thumbsUp: row.thumbsUp,
                    thumbsDown: row.thumbsDown,
                    code: row.code,
                    total: row.total,
                })),
                hasMore: page.hasMore,
            };
        },
        async feedbackEntries(projectId, query, callOptions) {
            const page = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'feedback'),
                query: queryString({
                    dateFrom: query.dateFrom,
                    dateTo: query.dateTo,
                    limit: query.limit,
                    cursor: query.cursor,
                    source: query.source,
                    status: query.status?.length ? query.status : undefined,
                }),
                endpoint: 'analytics-more',
            }, feedbackEntriesPageSchema, callOptions, false);
            return {
                feedback: page.feedback.map((entry) => compact({
                    id: entry.id,
                    path: entry.path,
                    comment: entry.comment,
                    createdAt: entry.createdAt,
                    source: entry.source,
                    status: entry.status,
                    helpful: entry.helpful,
                    lang: entry.lang,
                    filename: entry.filename,
                })),
                nextCursor: page.nextCursor,
                hasMore: page.hasMore,
            };
        },
        async searches(projectId, query, callOptions) {
            const page = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'searches'),
                query: queryString({
                    dateFrom: query.dateFrom,
                    dateTo: query.dateTo,
                    limit: query.limit,
                    cursor: query.cursor,
                }),
                endpoint: 'analytics-more',
            }, searchesPageSchema, callOptions);
            return {
                searches: page.searches.map((row) => compact({
                    searchQuery: row.searchQuery,
                    hits: row.hits,
                    ctr: row.ctr,
                    topClickedPage: row.topClickedPage,
                    lastSearchedAt: row.lastSearchedAt,
                })),
                totalSearches: page.totalSearches,
                nextCursor: page.nextCursor ?? null,
            };
        },
        async views(projectId, query, callOptions) {
            const page = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'views'),
                query: queryString({
                    dateFrom: query.dateFrom,
                    dateTo: query.dateTo,
                    limit: query.limit,
                    offset: query.offset,
                }),
                endpoint: 'analytics-more',
            }, viewsPageSchema, callOptions);
            return {
                totals: visitCounts(page.totals),
                views: page.views.map((row) => ({ path: row.path, ...visitCounts(row) })),
                hasMore: page.hasMore,
            };
        },
        async assistantCallers(projectId, window, callOptions) {
            const stats = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'assistant/caller-stats'),
                query: queryString({ dateFrom: window.dateFrom, dateTo: window.dateTo }),
                endpoint: 'analytics-more',
            }, assistantCallersSchema, callOptions);
            return { web: stats.web, api: stats.api, other: stats.other, total: stats.total };
        },
        async assistantConversations(projectId, query, callOptions) {
            const page = await call({
                method: 'GET',
                path: analyticsPath(projectId, 'assistant'),
                query: queryString({
                    dateFrom: query.dateFrom,
                    dateTo: query.dateTo,
                    limit: query.limit,
                    cursor: query.cursor,
                }),
                endpoint: 'analytics-more',
            }, assistantConversationsPageSchema, callOptions, 
            // What readers asked may hold their e-mail address or phone number.
            false);
            return {
                conversations: page.conversations.map((row) => compact({
                    id: row.id,
                    timestamp: row.timestamp,
                    query: row.query,
                    response: row.response,
                    responseType: row.responseType,
                    sources: row.sources.map((source) => ({ title: source.title, url: source.url })),
                    resolutionStatus: row.resolutionStatus,
                    queryCategory: row.queryCategory,
                    pageUrl: row.pageUrl,
                    conversationId: row.conversationId,
                })),
                nextCursor: page.nextCursor,
                hasMore: page.hasMore,
            };
        },
        async triggerDeployment(projectId, callOptions) {
            const { statusId } = await call({ method: 'POST', path: deployPath(projectId), endpoint: 'deploy' }, deploymentTriggerSchema, callOptions);
            return { statusId };
        },
        async getDeploymentStatus(statusId, callOptions) {
            const deployment = await call({ method: 'GET', path: deploymentPath(statusId), endpoint: 'deployment' }, deploymentStatusSchema, callOptions);
            return compact({
                statusId: deployment._id ?? statusId,
                status: deployment.status,
                summary: deployment.summary,
                logs: deployment.logs,
                createdAt: deployment.createdAt,
                endedAt: deployment.endedAt,
            });
        },
    };
}
/** A job as the service's schema parsed it: the id may be missing when the caller already knows it. */
function toJob(job, knownJobId) {
    return compact({
        jobId: job.jobId ?? knownJobId,
        status: job.status,
        progress: job.progress,
        pageCount: job.pageCount,
        error: job.error,
        createdAt: job.createdAt,
        updatedAt: job.updatedAt,
    });
}
/** Drops undefined fields, so callers and snapshots see only what the service sent. */
function compact(value) {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}
/** `?a=1&b=x,y` with every value encoded; undefined values left out; list items joined by a literal comma. */
function queryString(params) {
    const parts = [];
    for (const [name, value] of Object.entries(params)) {
        if (value === undefined)
            continue;
        const encoded = typeof value === 'object' ? value.map((v) => encodeURIComponent(v)).join(',') : encodeURIComponent(String(value));
        parts.push(`${encodeURIComponent(name)}=${encoded}`);
    }
    return parts.length ? `?${parts.join('&')}` : '';
}
/** The three counts of a visitors or views row, without whatever else the service sends beside them. */
function visitCounts(row) {
    return { human: row.human, ai: row.ai, total: row.total };
}

// EXTERNAL MODULE: ./.build/work/src/util/clock.js
var util_clock = __webpack_require__(82982);
// EXTERNAL MODULE: ./.build/work/src/runtime/runner.js
var runtime_runner = __webpack_require__(70696);
;// CONCATENATED MODULE: ./.build/work/src/runtime/create-context.js





/**
 * The service client of a mode that has no service settings (task-links): every call is refused before any request,
 * so such a mode cannot reach the service by mistake.
 */
function refusingService(mode) {
    const refuse = () => Promise.reject(new errors/* OperationError */.OK(`Mode "${mode}" makes no service request, yet one was about to be made.`));
    return new Proxy({}, {
        // Not thenable: a client awaited by mistake is not taken for a promise.
        get: (_client, name) => (name === 'then' || typeof name === 'symbol' ? undefined : refuse),
    });
}
/** The one way a run context is built: by the entry (execute.ts), the tests' harnesses and the simulation alike. */
function createRunContext(pieces) {
    const { settings, log, env = process.env } = pieces;
    const runner = pieces.runner ?? (0,runtime_runner/* readRunnerEnvironment */.E)(env);
    const clock = pieces.clock ?? util_clock/* systemClock */.m;
    const http = pieces.http ?? (0,dispatcher/* createHttpDispatcher */.A)({ env });
    const service = pieces.service ??
        (settings.service
            ? createServiceClient({ ...settings.service, http, clock, log, random: pieces.random })
            : refusingService(settings.mode));
    // Octokit weighs megabytes: loaded by the first call that needs GitHub, whichever it is.
    let github;
    const openGitHub = pieces.github ??
        (() => Promise.all(/* import() */[__webpack_require__.e(294), __webpack_require__.e(578)]).then(__webpack_require__.bind(__webpack_require__, 12503)).then(({ createOctokit }) => ({
            octokit: createOctokit(settings.githubToken, runner.githubApiUrl, log, {
                proxyFor: http.proxyFor,
                clock,
                ...pieces.octokit,
            }),
        })));
    return {
        settings,
        service,
        http,
        log,
        clock,
        runner,
        github: () => (github ??= openGitHub()),
        summary: pieces.summary,
        setSecret: pieces.setSecret,
        ...(pieces.bundleDownloader !== undefined && { bundleDownloader: pieces.bundleDownloader }),
    };
}


/***/ }),

/***/ 5649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ normalizeExpiry),
/* harmony export */   B8: () => (/* binding */ formatExpiry),
/* harmony export */   e9: () => (/* binding */ epochMs),
/* harmony export */   rQ: () => (/* binding */ parseExpiry)
/* harmony export */ });
/* unused harmony export ExpiryFormatError */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(865);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89765);
/* harmony import */ var _line_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81694);



/** The `expires-at` output: RFC 3339 UTC to the second, whatever form the service used. */
/** Thrown when the service's expiry cannot be read: rolling out a link of unknown lifetime is unsafe. */
class ExpiryFormatError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    kind = 'service';
    constructor(value) {
        super(`The service returned a bundle expiry the action cannot read (expiresAt: ${shownValue(value)}); ` +
            'expected an RFC 3339 date-time such as 2026-11-28T05:31:56Z.');
        this.name = 'ExpiryFormatError';
    }
}
/** The value as the service sent it, inert on one line: a string quoted exactly, anything else as its JSON. */
function shownValue(value) {
    if (typeof value === 'string')
        return (0,_line_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineText */ .o)(value, { quoted: true, max: 80 });
    return (0,_line_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineText */ .o)(JSON.stringify(value) ?? String(value), { max: 80 });
}
/** Epoch milliseconds of an expiry given as RFC 3339/ISO 8601, an HTTP date, or epoch seconds/milliseconds. */
function parseExpiry(value) {
    const ms = typeof value === 'number' ? epochMs(value) : typeof value === 'string' ? parseText(value.trim()) : undefined;
    if (ms === undefined || !Number.isFinite(ms))
        throw new ExpiryFormatError(value);
    return ms;
}
/** `2026-11-28T05:31:56Z`: UTC, no milliseconds (truncated, so the link is never said to live longer than it does). */
function formatExpiry(ms) {
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInstant */ .r4)(ms);
}
function normalizeExpiry(value) {
    return formatExpiry(parseExpiry(value));
}
function parseText(text) {
    if (/^\d+(\.\d+)?$/.test(text))
        return epochMs(Number(text));
    // A date-time without a zone would be read in the runner's local zone: refuse to guess.
    if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text) && !/(Z|[+-]\d{2}:?\d{2})$/i.test(text))
        return undefined;
    const ms = Date.parse(text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
    return Number.isNaN(ms) ? undefined : ms;
}
/** The one epoch rule: ten-digit numbers are seconds (until 2286), larger ones milliseconds. */
function epochMs(value) {
    if (!Number.isFinite(value) || value <= 0)
        return undefined;
    return value < 1e11 ? value * 1000 : value;
}


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

/***/ 96048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ showProxy),
/* harmony export */   xh: () => (/* binding */ proxyFailure),
/* harmony export */   yM: () => (/* binding */ readProxyEnvironment)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77030);

function readProxyEnvironment(env) {
    const read = (name) => nonEmpty(env[name.toLowerCase()]) ?? nonEmpty(env[name]);
    return { httpProxy: read('HTTP_PROXY'), httpsProxy: read('HTTPS_PROXY'), noProxy: read('NO_PROXY') };
}
function nonEmpty(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
}
/** Scheme, host and port of a proxy: never its user or password. */
function showProxy(url) {
    return `${url.protocol}//${url.host}`;
}
/**
 * Reads a failed request as the proxy's when it was: the proxy refused the connection, its name did not resolve,
 * it asked for credentials (407) or would not open the tunnel. Undefined when the proxy had no part in it.
 * `proxy` is what `proxyFor` gave for the request's URL.
 */
function proxyFailure(error, proxy, target) {
    if (!proxy)
        return undefined;
    const proxyUrl = new URL(proxy);
    const variable = target.startsWith('https:') ? 'HTTPS_PROXY (or HTTP_PROXY)' : 'HTTP_PROXY';
    const targetHost = new URL(target).host;
    for (const layer of causes(error)) {
        const status = /Proxy (?:response|Authentication Required) \((\d{3})\)/.exec(layer.message ?? '')?.[1];
        if (status === '407') {
            return {
                code: 'PROXY_407',
                message: `the proxy ${proxy} asks for credentials (407 Proxy Authentication Required): give them in ${variable} as http://user:password@host:port, or check them`,
                retryable: false,
            };
        }
        if (status) {
            return {
                code: `PROXY_${status}`,
                message: `the proxy ${proxy} would not connect to ${targetHost} (it answered ${status}): check that the proxy can resolve and may reach that host, or list the host in NO_PROXY if it is reached directly`,
                retryable: Number(status) >= 500,
            };
        }
        if (!isProxyEndpoint(layer, proxyUrl))
            continue;
        switch (layer.code) {
            case 'ECONNREFUSED':
                return {
                    code: 'ECONNREFUSED',
                    message: `connection refused by the proxy ${proxy} (ECONNREFUSED): is ${variable} right and the proxy up?`,
                    retryable: true,
                };
            case 'ENOTFOUND':
                return {
                    code: 'ENOTFOUND',
                    message: `the proxy host ${proxyUrl.hostname} does not exist (ENOTFOUND): check ${variable}`,
                    retryable: false,
                };
            case 'EAI_AGAIN':
                return {
                    code: 'EAI_AGAIN',
                    message: `the proxy host ${proxyUrl.hostname} could not be resolved just now (EAI_AGAIN)`,
                    retryable: true,
                };
            case 'ETIMEDOUT':
            case 'UND_ERR_CONNECT_TIMEOUT':
                return {
                    code: layer.code,
                    message: `could not connect to the proxy ${proxy} in time (${layer.code}): is ${variable} right?`,
                    retryable: true,
                };
        }
    }
    return undefined;
}
/** The error, its causes and the attempts of an AggregateError (connection errors come in all three forms). */
function causes(error, depth = 0) {
    if (typeof error !== 'object' || error === null || depth > 4)
        return [];
    const layer = error;
    const inner = Array.isArray(layer.errors) ? layer.errors.flatMap((e) => causes(e, depth + 1)) : [];
    return [layer, ...inner, ...causes(layer.cause, depth + 1)];
}
/** Whether a connection error names the proxy's host (name lookups) or its port (connections). */
function isProxyEndpoint(layer, proxy) {
    if (typeof layer.hostname === 'string')
        return layer.hostname === proxy.hostname;
    const port = Number(proxy.port || (proxy.protocol === 'https:' ? 443 : 80));
    if (layer.port !== port)
        return false;
    const literal = proxy.hostname.replace(/^\[|\]$/g, '');
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(literal) === 0 || layer.address === literal;
}


/***/ }),

/***/ 69226:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H_: () => (/* binding */ retryWithPolicy),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   tE: () => (/* binding */ decideRetry)
/* harmony export */ });
/* unused harmony exports backoffDelayMs, settle */
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
    maxRetryAfterMs: 60_000,
    maxTotalMs: 180_000,
};
/**
 * Full jitter: a uniform delay in [0, min(maxDelay, base * 2^retryIndex)). Spreading retries over the
 * whole window keeps a matrix of jobs that failed together from retrying together.
 */
function backoffDelayMs(retryIndex, policy, random) {
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retryIndex);
    const draw = Math.min(Math.max(random(), 0), 1);
    return Math.min(Math.floor(draw * ceiling), ceiling);
}
/** Server statuses worth another attempt: throttling and passing server trouble (not 501/505, which stay). */
function isRetryableStatus(status) {
    return status === 429 || (status >= 500 && status <= 599 && status !== 501 && status !== 505);
}
function decideRetry(failed, policy, random, maxRetryAfterMs = policy.maxRetryAfterMs) {
    if (!failed.retryable)
        return { action: 'stop', reason: 'not-retryable' };
    if (failed.attempt >= policy.maxAttempts)
        return { action: 'stop', reason: 'attempts' };
    if (failed.retryAfterMs !== undefined && failed.retryAfterMs > maxRetryAfterMs) {
        return { action: 'stop', reason: 'retry-after-too-long' };
    }
    const delayMs = failed.retryAfterMs ?? backoffDelayMs(failed.attempt - 1, policy, random);
    // A caller that accepts long Retry-After waits has accepted a call that long too.
    const limitMs = Math.max(policy.maxTotalMs, maxRetryAfterMs);
    if (failed.elapsedMs + delayMs > limitMs)
        return { action: 'stop', reason: 'time-limit' };
    return { action: 'retry', delayMs, basis: failed.retryAfterMs === undefined ? 'backoff' : 'retry-after' };
}
/**
 * `Retry-After` as a delay in milliseconds from `nowMs`: either delta-seconds or an HTTP date.
 * Undefined when absent or unreadable (the caller falls back to its own backoff); a date in the
 * past is a delay of 0.
 */
function parseRetryAfter(value, nowMs) {
    const text = value?.trim();
    if (!text)
        return undefined;
    // Checked before Date.parse, which would happily read "120" as a year.
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    // An HTTP date names a weekday or month; this keeps stray numbers and words out of Date.parse.
    if (!/[a-z]{3}/i.test(text) || !/\d/.test(text))
        return undefined;
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - nowMs);
}
/** Runs `run` and turns what it throws into a failure outcome, for loops whose attempts throw. */
async function settle(run) {
    try {
        return { ok: true, value: await run() };
    }
    catch (failure) {
        return { ok: false, failure };
    }
}
/** Attempts until one succeeds or `decideRetry` says stop; waits on the injected clock. */
async function retryWithPolicy(loop) {
    const { clock, policy } = loop;
    const random = loop.random ?? Math.random;
    const maxRetryAfterMs = loop.maxRetryAfterMs ?? policy.maxRetryAfterMs;
    const started = clock.now();
    for (let attempt = 1;; attempt++) {
        loop.signal?.throwIfAborted();
        const outcome = await loop.attempt(attempt);
        if (outcome.ok)
            return outcome.value;
        const { retryable, retryAfterMs } = loop.classify(outcome.failure, attempt);
        const elapsedMs = clock.now() - started;
        const decision = decideRetry({ attempt, retryable, retryAfterMs, elapsedMs }, policy, random, maxRetryAfterMs);
        if (decision.action === 'stop') {
            // The caller decides what a failure is and what to throw for it.
            const thrown = loop.giveUp
                ? loop.giveUp(outcome.failure, { decision, attempt, elapsedMs, retryAfterMs, maxRetryAfterMs })
                : outcome.failure;
            throw thrown;
        }
        loop.onRetry?.(outcome.failure, { attempt, delayMs: decision.delayMs, basis: decision.basis });
        await clock.sleep(decision.delayMs, loop.signal);
    }
}


/***/ }),

/***/ 57599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ ACTION_VERSION)
});

;// CONCATENATED MODULE: ./.build/work/package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./.build/work/src/version.js

/** The action's version, sent in the User-Agent: package.json's own, so a release changes it in one place. */
const ACTION_VERSION = package_namespaceObject.rE;


/***/ })

};
