export const id = 807;
export const ids = [807];
export const modules = {

/***/ 66807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOctokit: () => (/* binding */ createOctokit)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(49735);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(63251);
;// CONCATENATED MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
// pkg/dist-src/index.js


// pkg/dist-src/version.js
var VERSION = "0.0.0-development";

// pkg/dist-src/wrap-request.js
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}

// pkg/dist-src/generated/triggers-notification-paths.js
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];

// pkg/dist-src/route-matcher.js
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}

// pkg/dist-src/index.js
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = light,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION;
throttling.triggersNotification = triggersNotification;


// EXTERNAL MODULE: ./.build/work/src/util/proxy.js
var proxy = __webpack_require__(96048);
// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var errors = __webpack_require__(66304);
;// CONCATENATED MODULE: ./.build/work/src/github/octokit.js





/** Statuses that retrying cannot fix: a wrong token, a missing repository, a conflict the caller resolves. */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 422, 451];
/**
 * Octokit with retries and throttling; primary and secondary rate limits wait and retry a bounded number of times.
 * `baseUrl` is GITHUB_API_URL: `https://api.github.com`, or `https://<host>/api/v3` on GitHub Enterprise Server.
 */
function createOctokit(token, baseUrl, log, tuning = {}) {
    const onLimit = (kind) => (retryAfter, options, _octokit, retryCount) => {
        log.warning(`GitHub ${kind} rate limit on ${options.method ?? ''} ${options.url ?? ''}; retrying in ${retryAfter}s.`);
        return retryCount < 3;
    };
    const proxyFor = tuning.proxyFor ?? (() => undefined);
    // Before the retry plugin, so it sees each failure first: one that no retry can fix (the proxy asks for other
    // credentials, or its host does not exist) ends the call at once instead of after 14 s of retries.
    const proxyFailuresFirst = (octokit) => {
        octokit.hook.error('request', (error) => {
            const named = proxyError(error, proxyFor);
            throw named && !named.retryable ? named.error : error;
        });
    };
    const octokit = (0,github/* getOctokit */.Q)(token, {
        // A trailing `/` would double the slash before every path.
        baseUrl: baseUrl.replace(/\/+$/, ''),
        retry: { doNotRetry: DO_NOT_RETRY, ...(tuning.retries !== undefined && { retries: tuning.retries }) },
        throttle: {
            enabled: tuning.throttle ?? true,
            onRateLimit: onLimit('primary'),
            onSecondaryRateLimit: onLimit('secondary'),
        },
    }, proxyFailuresFirst, dist_bundle/* retry */.L, throttling);
    // After the plugins, so it sees what the retries could not fix: a failure at the proxy names the proxy.
    octokit.hook.error('request', (error) => {
        throw proxyError(error, proxyFor)?.error ?? error;
    });
    return octokit;
}
/** A failure at the runner's proxy (GitHub never answered) as the error the explainer names it by. */
function proxyError(error, proxyFor) {
    if (error instanceof errors/* GitHubProxyError */.mY)
        return { error, retryable: false };
    const url = error?.request?.url;
    if ((0,errors/* statusOf */.c2)(error) !== undefined || typeof url !== 'string')
        return undefined;
    const failure = (0,proxy/* proxyFailure */.xh)(error, proxyFor(url), url);
    return failure && { error: new errors/* GitHubProxyError */.mY(failure.message, url), retryable: failure.retryable };
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
