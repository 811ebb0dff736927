export const id = 578;
export const ids = [578];
export const modules = {

/***/ 20770:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {

module.exports = __webpack_require__(20218);


/***/ }),

/***/ 20218:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {



var net = __webpack_require__(69278);
var tls = __webpack_require__(64756);
var http = __webpack_require__(58611);
var https = __webpack_require__(65692);
var events = __webpack_require__(24434);
var assert = __webpack_require__(42613);
var util = __webpack_require__(39023);


exports.httpOverHttp = httpOverHttp;
exports.httpsOverHttp = httpsOverHttp;
exports.httpOverHttps = httpOverHttps;
exports.httpsOverHttps = httpsOverHttps;


function httpOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  return agent;
}

function httpsOverHttp(options) {
  var agent = new TunnelingAgent(options);
  agent.request = http.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}

function httpOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  return agent;
}

function httpsOverHttps(options) {
  var agent = new TunnelingAgent(options);
  agent.request = https.request;
  agent.createSocket = createSecureSocket;
  agent.defaultPort = 443;
  return agent;
}


function TunnelingAgent(options) {
  var self = this;
  self.options = options || {};
  self.proxyOptions = self.options.proxy || {};
  self.maxSockets = self.options.maxSockets || http.Agent.defaultMaxSockets;
  self.requests = [];
  self.sockets = [];

  self.on('free', function onFree(socket, host, port, localAddress) {
    var options = toOptions(host, port, localAddress);
    for (var i = 0, len = self.requests.length; i < len; ++i) {
      var pending = self.requests[i];
      if (pending.host === options.host && pending.port === options.port) {
        // Detect the request to connect same origin server,
        // reuse the connection.
        self.requests.splice(i, 1);
        pending.request.onSocket(socket);
        return;
      }
    }
    socket.destroy();
    self.removeSocket(socket);
  });
}
util.inherits(TunnelingAgent, events.EventEmitter);

TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
  var self = this;
  var options = mergeOptions({request: req}, self.options, toOptions(host, port, localAddress));

  if (self.sockets.length >= this.maxSockets) {
    // We are over limit so we'll add it to the queue.
    self.requests.push(options);
    return;
  }

  // If we are under maxSockets create a new one.
  self.createSocket(options, function(socket) {
    socket.on('free', onFree);
    socket.on('close', onCloseOrRemove);
    socket.on('agentRemove', onCloseOrRemove);
    req.onSocket(socket);

    function onFree() {
      self.emit('free', socket, options);
    }

    function onCloseOrRemove(err) {
      self.removeSocket(socket);
      socket.removeListener('free', onFree);
      socket.removeListener('close', onCloseOrRemove);
      socket.removeListener('agentRemove', onCloseOrRemove);
    }
  });
};

TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
  var self = this;
  var placeholder = {};
  self.sockets.push(placeholder);

  var connectOptions = mergeOptions({}, self.proxyOptions, {
    method: 'CONNECT',
    path: options.host + ':' + options.port,
    agent: false,
    headers: {
      host: options.host + ':' + options.port
    }
  });
  if (options.localAddress) {
    connectOptions.localAddress = options.localAddress;
  }
  if (connectOptions.proxyAuth) {
    connectOptions.headers = connectOptions.headers || {};
    connectOptions.headers['Proxy-Authorization'] = 'Basic ' +
        new Buffer(connectOptions.proxyAuth).toString('base64');
  }

  debug('making CONNECT request');
  var connectReq = self.request(connectOptions);
  connectReq.useChunkedEncodingByDefault = false; // for v0.6
  connectReq.once('response', onResponse); // for v0.6
  connectReq.once('upgrade', onUpgrade);   // for v0.6
  connectReq.once('connect', onConnect);   // for v0.7 or later
  connectReq.once('error', onError);
  connectReq.end();

  function onResponse(res) {
    // Very hacky. This is necessary to avoid http-parser leaks.
    res.upgrade = true;
  }

  function onUpgrade(res, socket, head) {
    // Hacky.
    process.nextTick(function() {
      onConnect(res, socket, head);
    });
  }

  function onConnect(res, socket, head) {
    connectReq.removeAllListeners();
    socket.removeAllListeners();

    if (res.statusCode !== 200) {
      debug('tunneling socket could not be established, statusCode=%d',
        res.statusCode);
      socket.destroy();
      var error = new Error('tunneling socket could not be established, ' +
        'statusCode=' + res.statusCode);
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    if (head.length > 0) {
      debug('got illegal response body from proxy');
      socket.destroy();
      var error = new Error('got illegal response body from proxy');
      error.code = 'ECONNRESET';
      options.request.emit('error', error);
      self.removeSocket(placeholder);
      return;
    }
    debug('tunneling connection has established');
    self.sockets[self.sockets.indexOf(placeholder)] = socket;
    return cb(socket);
  }

  function onError(cause) {
    connectReq.removeAllListeners();

    debug('tunneling socket could not be established, cause=%s\n',
          cause.message, cause.stack);
    var error = new Error('tunneling socket could not be established, ' +
                          'cause=' + cause.message);
    error.code = 'ECONNRESET';
    options.request.emit('error', error);
    self.removeSocket(placeholder);
  }
};

TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
  var pos = this.sockets.indexOf(socket)
  if (pos === -1) {
    return;
  }
  this.sockets.splice(pos, 1);

  var pending = this.requests.shift();
  if (pending) {
    // If we have pending requests and a socket gets closed a new one
    // needs to be created to take over in the pool for the one that closed.
    this.createSocket(pending, function(socket) {
      pending.request.onSocket(socket);
    });
  }
};

function createSecureSocket(options, cb) {
  var self = this;
  TunnelingAgent.prototype.createSocket.call(self, options, function(socket) {
    var hostHeader = options.request.getHeader('host');
    var tlsOptions = mergeOptions({}, self.options, {
      socket: socket,
      servername: hostHeader ? hostHeader.replace(/:.*$/, '') : options.host
    });

    // 0 is dummy port for v0.6
    var secureSocket = tls.connect(0, tlsOptions);
    self.sockets[self.sockets.indexOf(socket)] = secureSocket;
    cb(secureSocket);
  });
}


function toOptions(host, port, localAddress) {
  if (typeof host === 'string') { // since v0.10
    return {
      host: host,
      port: port,
      localAddress: localAddress
    };
  }
  return host; // for v0.11 or later
}

function mergeOptions(target) {
  for (var i = 1, len = arguments.length; i < len; ++i) {
    var overrides = arguments[i];
    if (typeof overrides === 'object') {
      var keys = Object.keys(overrides);
      for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
        var k = keys[j];
        if (overrides[k] !== undefined) {
          target[k] = overrides[k];
        }
      }
    }
  }
  return target;
}


var debug;
if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
  debug = function() {
    var args = Array.prototype.slice.call(arguments);
    if (typeof args[0] === 'string') {
      args[0] = 'TUNNEL: ' + args[0];
    } else {
      args.unshift('TUNNEL:');
    }
    console.error.apply(console, args);
  }
} else {
  debug = function() {};
}
exports.debug = debug; // for test


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

/***/ 12503:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GITHUB_API_VERSION: () => (/* binding */ GITHUB_API_VERSION),
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


// EXTERNAL MODULE: ./.build/work/src/util/clock.js
var util_clock = __webpack_require__(82982);
// EXTERNAL MODULE: ./.build/work/src/util/proxy.js
var proxy = __webpack_require__(96048);
// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var errors = __webpack_require__(66304);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var util_errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.build/work/src/github/request-kinds.js
// What sending a GitHub request twice would do, by its method and route: the one table the resending of requests
// whose answer was lost (lost-answer.ts) reads. A create comes with the look-up that finds it once it happened.


const IDEMPOTENT = { kind: 'idempotent' };
const ONCE = { kind: 'once' };
/** Edits that set fields to given values: the same result however often they land. */
const SETTING_EDITS = new Set([
    'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
    'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
    'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
]);
const LOOK_UPS = {
    'POST /repos/{owner}/{repo}/issues': findOpenedIssue,
    'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': findComment,
    'POST /repos/{owner}/{repo}/pulls': findOpenPull,
    'POST /repos/{owner}/{repo}/git/refs': findRefAtSha,
    'PUT /repos/{owner}/{repo}/contents/{path}': findFileWrite,
};
function kindOf(options) {
    const method = options.method.toUpperCase();
    if (method === 'GET' || method === 'HEAD')
        return IDEMPOTENT;
    const route = `${method} ${options.url}`;
    if (SETTING_EDITS.has(route))
        return IDEMPOTENT;
    if (route === 'POST /graphql')
        return typeof options.query === 'string' && !/^\s*mutation\b/.test(options.query) ? IDEMPOTENT : ONCE;
    // A ref moved only forward lands once; a forced move sent late could undo a later writer's, so it is looked for.
    if (route === 'PATCH /repos/{owner}/{repo}/git/refs/{ref}')
        return options.force === true ? { kind: 'create', lookUp: findRefAtSha } : IDEMPOTENT;
    const lookUp = LOOK_UPS[route];
    return lookUp ? { kind: 'create', lookUp } : ONCE;
}
const request_kinds_text = (value) => (typeof value === 'string' ? value : '');
const repoOf = (p) => ({ owner: p.owner, repo: p.repo });
const found = (status, answer, data) => ({
    status,
    url: answer.url,
    headers: {},
    data,
});
/** A 404 from the look-up means "not there"; any other failure means it cannot tell, and is thrown. */
async function unlessMissing(get) {
    try {
        return await get();
    }
    catch (error) {
        if ((0,errors/* statusOf */.c2)(error) === 404)
            return undefined;
        throw error;
    }
}
/**
 * An open issue with the very title, body and labels sent, among the newest 100 open ones. An issue the action just
 * opened is open and among the newest; an older one with the same text was found by the caller before it created.
 */
async function findOpenedIssue(get, p) {
    const sentLabels = Array.isArray(p.labels) ? p.labels : [];
    const labels = sentLabels.map((l) => (typeof l === 'string' ? l : request_kinds_text(l?.name)));
    const answer = await get('/repos/{owner}/{repo}/issues', {
        ...repoOf(p),
        state: 'open',
        sort: 'created',
        direction: 'desc',
        per_page: 100,
        ...(labels.length > 0 && { labels: labels.join(',') }),
    });
    const issue = answer.data.find((i) => {
        const names = i.labels.map((l) => (typeof l === 'string' ? l : request_kinds_text(l.name))).sort();
        return (!i.pull_request &&
            i.title === request_kinds_text(p.title) &&
            (i.body ?? '') === request_kinds_text(p.body) &&
            names.join('\n') === [...labels].sort().join('\n'));
    });
    return issue && found(201, answer, issue);
}
/** A comment with the very body sent, on the last page of the issue's comments (where a new one is). */
async function findComment(get, p) {
    const params = { ...repoOf(p), issue_number: p.issue_number, per_page: 100 };
    let answer = await get('/repos/{owner}/{repo}/issues/{issue_number}/comments', params);
    const last = lastPageOf(answer);
    if (last !== undefined && last > 1)
        answer = await get('/repos/{owner}/{repo}/issues/{issue_number}/comments', { ...params, page: last });
    const comment = answer.data.findLast((c) => c.body === request_kinds_text(p.body));
    return comment && found(201, answer, comment);
}
function lastPageOf(answer) {
    const link = request_kinds_text(answer.headers.link);
    const page = /<[^>]*[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(link)?.[1];
    return page === undefined ? undefined : Number(page);
}
/** GitHub keeps one open pull request per head and base: if there is one, the create happened (or was not needed). */
async function findOpenPull(get, p) {
    const head = request_kinds_text(p.head);
    const [owner, branch] = head.includes(':') ? head.split(':', 2) : [request_kinds_text(p.owner), head];
    const answer = await get('/repos/{owner}/{repo}/pulls', {
        ...repoOf(p),
        state: 'open',
        head: `${owner}:${branch}`,
        base: p.base,
        per_page: 100,
    });
    const pull = answer.data.find((pr) => pr.head.ref === branch && pr.base.ref === request_kinds_text(p.base));
    return pull && found(201, answer, pull);
}
/** The ref (created, or moved by force) already points at the sha sent. */
async function findRefAtSha(get, p) {
    const ref = request_kinds_text(p.ref).replace(/^refs\//, '');
    const answer = await unlessMissing(() => get('/repos/{owner}/{repo}/git/ref/{ref}', { ...repoOf(p), ref }));
    const sha = answer?.data?.object?.sha;
    return answer && sha === p.sha ? found(p.method === 'POST' ? 201 : 200, answer, answer.data) : undefined;
}
/**
 * The file on the branch is the very content sent (its blob sha says so): the write landed, and the newest commit
 * that changed the file is its commit.
 */
async function findFileWrite(get, p) {
    const file = { ...repoOf(p), path: p.path };
    const branch = typeof p.branch === 'string' ? { ref: p.branch } : {};
    const content = await unlessMissing(() => get('/repos/{owner}/{repo}/contents/{path}', { ...file, ...branch }));
    const data = content?.data;
    if (!content || data?.sha !== gitBlobSha(Buffer.from(request_kinds_text(p.content), 'base64')))
        return undefined;
    const commits = await get('/repos/{owner}/{repo}/commits', {
        ...file,
        ...(typeof p.branch === 'string' && { sha: p.branch }),
        per_page: 1,
    });
    const [commit] = commits.data;
    if (!commit)
        return undefined;
    return found(200, commits, {
        content: data,
        commit: { sha: commit.sha, html_url: commit.html_url, message: commit.commit.message },
    });
}
/** Git's name for a file's content. */
function gitBlobSha(content) {
    return (0,external_node_crypto_.createHash)('sha1').update(`blob ${content.length}\0`).update(content).digest('hex');
}

;// CONCATENATED MODULE: ./.build/work/src/github/lost-answer.js





/** GitHub may have done the request: no answer came, or a 5xx did (a proxy's or load balancer's as well). */
function answerLost(error) {
    if (error instanceof util_errors/* ActionError */.lZ || error?.request === undefined)
        return false;
    const status = (0,errors/* statusOf */.c2)(error);
    return status === undefined || status >= 500;
}
function why(error) {
    const status = (0,errors/* statusOf */.c2)(error);
    const message = (0,util_errors/* describeFailure */.Ic)(error);
    const line = (0,line_text/* lineText */.o)((0,redact/* redactUrls */.sK)(message.split('\n')[0] ?? ''), { max: 200 });
    return status === undefined ? `no answer: ${line}` : `${status}: ${line}`;
}
const urlOf = (error, fallback) => {
    const url = error?.request?.url;
    return typeof url === 'string' ? url : fallback;
};
/**
 * The plugin; it must come before octokit's retry plugin (so that it runs inside it, once per try), which must
 * wait 0 ms itself (`retryAfterBaseValue: 0`): this one waits (n)² seconds on `clock` before the nth try again.
 */
function resendSafely(clock, retries) {
    // Octokit's type from its package, not from octokit.ts: that file imports this one.
    return (octokit) => {
        const tries = new WeakMap();
        octokit.hook.wrap('request', async (request, endpoint) => {
            const options = endpoint;
            const kind = kindOf(options);
            const again = tries.get(options) ?? 0;
            tries.set(options, again + 1);
            if (again > 0)
                await clock.sleep(again ** 2 * 1000);
            // Through the whole client, as any read: its base URL (/api/v3 on GitHub Enterprise Server), proxy, headers,
            // and its own tries again when its answer is lost.
            const get = (route, params) => octokit.request({ method: 'GET', url: route, ...params });
            if (again > 0 && kind.kind === 'create') {
                let found;
                try {
                    found = await kind.lookUp(get, options);
                }
                catch (error) {
                    // The look-up was tried again as any read is: the action cannot tell, and does not send it again.
                    throw new errors/* LostAnswerError */.nD(`GitHub's answer was lost, and whether it was done could not be checked (${why(error)}): it may have been ` +
                        'done, so it was not sent again. Re-run the workflow: the action finds what it made.', urlOf(error, options.url));
                }
                if (found)
                    return found;
            }
            try {
                return await request(endpoint);
            }
            catch (error) {
                if (!answerLost(error))
                    throw error;
                const sent = `${options.method.toUpperCase()} ${options.url}`;
                if (kind.kind === 'once') {
                    throw new errors/* LostAnswerError */.nD(`GitHub's answer was lost (${why(error)}): it may have been done, and it was not sent again, as a second ` +
                        `${sent} could do it twice.`, urlOf(error, options.url));
                }
                if (kind.kind === 'create' && again >= retries) {
                    throw new errors/* LostAnswerError */.nD(`GitHub's answer was lost on each of ${again + 1} tries (${why(error)}): the last may have been done. ` +
                        'Re-run the workflow: the action finds what it made.', urlOf(error, options.url));
                }
                throw error;
            }
        });
    };
}

// EXTERNAL MODULE: ./.build/work/src/github/rate-limit.js
var rate_limit = __webpack_require__(60151);
;// CONCATENATED MODULE: ./.build/work/src/github/octokit.js








/**
 * The REST API version every request names (`X-GitHub-Api-Version`), so that a newer default version cannot change
 * what GitHub answers under the action; GitHub Enterprise Server supports it from 3.9 on.
 */
const GITHUB_API_VERSION = '2022-11-28';
/** Statuses that retrying cannot fix: a wrong token, a missing repository, a feature turned off (410: issues), a conflict the caller resolves. */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 451];
/**
 * Octokit with retries and throttling; primary and secondary rate limits wait and retry a bounded number of times.
 * `baseUrl` is GITHUB_API_URL: `https://api.github.com`, or `https://<host>/api/v3` on GitHub Enterprise Server.
 */
function createOctokit(token, baseUrl, log, tuning = {}) {
    const clock = tuning.clock ?? util_clock/* systemClock */.m;
    // The wait GitHub asks for is taken on the run's clock, and only when short: a longer one (a primary limit resets
    // within the hour) ends the call at once as a rate limit (errors.ts), which the caller can put off to a later run.
    const onLimit = (kind) => async (retryAfter, options, _octokit, retryCount) => {
        const call = `${options.method ?? ''} ${options.url ?? ''}`;
        if (retryCount >= rate_limit/* RATE_LIMIT_TRIES */.Xp) {
            log.warning(`GitHub ${kind} rate limit on ${call} again after ${retryCount} waits; not trying again.`);
            return false;
        }
        if (retryAfter > rate_limit/* LONGEST_RATE_LIMIT_WAIT_S */.U) {
            log.warning(`GitHub ${kind} rate limit on ${call}: it asks to wait ${retryAfter} s, longer than the ${rate_limit/* LONGEST_RATE_LIMIT_WAIT_S */.U} s the action waits; not trying again.`);
            return false;
        }
        log.warning(`GitHub ${kind} rate limit on ${call}; retrying in ${retryAfter} s.`);
        await clock.sleep(retryAfter * 1000);
        return true;
    };
    const proxyFor = tuning.proxyFor ?? (() => undefined);
    const retries = tuning.retries ?? 3;
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
        throttle: {
            enabled: tuning.throttle ?? true,
            // The plugin awaits a handler and tries again when it resolves to true; its types say `void`.
            // eslint-disable-next-line @typescript-eslint/no-misused-promises
            onRateLimit: onLimit('primary'),
            // eslint-disable-next-line @typescript-eslint/no-misused-promises
            onSecondaryRateLimit: onLimit('secondary'),
            // onLimit has waited on the run's clock: the plugin's own timer waits 0 ms.
            retryAfterBaseValue: 0,
        },
        // The retry plugin decides what fails in a way retrying can fix and counts the tries; resendSafely (inside it)
        // waits on the run's clock, so the plugin's own timer waits 0 ms.
        retry: { retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: 0 },
    }, proxyFailuresFirst, resendSafely(clock, retries), dist_bundle/* retry */.L, throttling);
    octokit.hook.before('request', (options) => {
        options.headers['x-github-api-version'] = GITHUB_API_VERSION;
    });
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
    if (error instanceof errors/* LostAnswerError */.nD)
        return undefined;
    const url = error?.request?.url;
    if ((0,errors/* statusOf */.c2)(error) !== undefined || typeof url !== 'string')
        return undefined;
    const failure = (0,proxy/* proxyFailure */.xh)(error, proxyFor(url), url);
    return failure && { error: new errors/* GitHubProxyError */.mY(failure.message, url), retryable: failure.retryable };
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


/***/ })

};
