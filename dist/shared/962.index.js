export const id = 962;
export const ids = [962];
export const modules = {

/***/ 59962:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ProxySettingsError: () => (/* binding */ ProxySettingsError),
/* harmony export */   createHttpDispatcher: () => (/* binding */ createHttpDispatcher)
/* harmony export */ });
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


/***/ })

};
