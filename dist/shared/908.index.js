export const id = 908;
export const ids = [908];
export const modules = {

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

/***/ 23908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  downloadInProcesses: () => (/* binding */ downloadInProcesses)
});

// UNUSED EXPORTS: fetchInDownloadProcess, readDeployedInDownloadProcess

// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
// EXTERNAL MODULE: ./.build/work/src/bundle/errors.js
var bundle_errors = __webpack_require__(1061);
// EXTERNAL MODULE: ./.build/work/src/bundle/download/download-process-protocol.js
var download_process_protocol = __webpack_require__(39986);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./.build/work/src/bundle/download/download-process-flags.js
/**
 * The node flags of the download process (download-process-start.ts starts it with them).
 * Why a process of its own with a 1 MB young generation: Node's sockets and zlib streams hand over a fresh buffer
 * for every network read and every inflated piece, and V8 frees those cheaply only in young-generation
 * collections. The action's young generation has grown to megabytes by the time it downloads, and the download
 * allocates so little JavaScript that it is seldom collected: the buffers pile up until their volume forces full
 * collections (a dozen per 200 MB), and the memory they held is faulted in afresh each time. The size cannot be
 * changed in a running process, nor for a worker thread (its `resourceLimits` did not change the collections); a
 * process takes it on its command line. Even at 1 MB the download fills it too slowly, so V8 is told to collect it
 * at a fifth full rather than four fifths (`--minor-gc-task-trigger`, a V8 flag: 55 scavenges and 1 full
 * collection per 200 MB instead of 16 and 8). Node refuses to start with a flag it does not know: the download
 * then runs in the action's process, and test/bundle/download/download-process.test.ts fails first. Measured in
 * bench/README.md (issue 21). Kept apart so that the entry can start the process without loading the download.
 */
const DOWNLOAD_NODE_FLAGS = ['--max-semi-space-size=1', '--minor-gc-task-trigger=20'];

;// CONCATENATED MODULE: ./.build/work/src/bundle/download/download-process-start.js




const STDERR_KEPT = 4096;
/** Loading takes well under a second; a process not ready within a minute is ended and not waited for. */
const READY_WITHIN_MS = 60_000;
function startDownloadProcess(script, execArgv = DOWNLOAD_NODE_FLAGS, readyWithinMs = READY_WITHIN_MS) {
    let child;
    let failure;
    let stderr = '';
    try {
        child = (0,external_node_child_process_.fork)((0,external_node_url_.fileURLToPath)(script), [], {
            execArgv,
            env: downloadProcessEnvironment(process.env),
            serialization: 'advanced',
            stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        });
    }
    catch (error) {
        failure = (0,errors/* describeFailure */.Ic)(error);
    }
    child?.stderr?.on('data', (chunk) => {
        if (stderr.length < STDERR_KEPT)
            stderr += chunk.toString('utf8');
    });
    child?.once('exit', (code, signal) => {
        failure ??= crashReason(stderr, code, signal);
    });
    const ready = new Promise((resolve) => {
        if (!child)
            return resolve(false);
        const running = child;
        const late = setTimeout(() => {
            failure ??= `not ready within ${readyWithinMs / 1000} s`;
            running.kill();
            settle(false);
        }, readyWithinMs);
        late.unref();
        const onMessage = (message) => {
            if (message.type === 'ready')
                settle(true);
        };
        function settle(value) {
            clearTimeout(late);
            running.off('message', onMessage);
            resolve(value);
        }
        running.on('message', onMessage);
        running.once('error', (error) => {
            failure ??= error.message;
            settle(false);
        });
        running.once('exit', () => settle(false));
    });
    return {
        ready,
        child,
        failure: () => failure,
        stop() {
            if (child && child.exitCode === null && child.signalCode === null)
                child.kill();
        },
    };
}
/**
 * The names the download process's environment keeps (upper case; matched in any case, as Windows spells them and as the proxy
 * variables come in lower case): what Node and its connections need, so that TLS and the proxies behave as in this
 * process. Nothing else: the API key and the GitHub token (`INPUT_*` in the action, `DOCS_EXPORT_*` in the CLI) and
 * the runner's own tokens (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_ID_TOKEN_REQUEST_TOKEN`) would be readable there by
 * whatever runs in it, or in procfs while it runs. What else it needs travels over its channel.
 */
const DOWNLOAD_PROCESS_ENVIRONMENT = new Set([
    // Where programs, the home and the temp directories are.
    'PATH',
    'HOME',
    'TMPDIR',
    'TMP',
    'TEMP',
    // The proxies, read by the HTTP agent (client/dispatcher.ts) and by Node with NODE_USE_ENV_PROXY.
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'NODE_USE_ENV_PROXY',
    // The certificates TLS trusts, and whether it checks them.
    'NODE_EXTRA_CA_CERTS',
    'NODE_USE_SYSTEM_CA',
    'SSL_CERT_FILE',
    'SSL_CERT_DIR',
    'NODE_TLS_REJECT_UNAUTHORIZED',
    'NODE_OPTIONS',
    // Where Node keeps the code it compiled, when the user has it keep it: the process then starts from it too.
    'NODE_COMPILE_CACHE',
    // What Node needs on Windows: the system folders (sockets and crypto fail without SYSTEMROOT), the user's profile.
    'SYSTEMROOT',
    'WINDIR',
    'COMSPEC',
    'PATHEXT',
    'USERPROFILE',
]);
/** This process's environment as the download process gets it: only the names of DOWNLOAD_PROCESS_ENVIRONMENT. */
function downloadProcessEnvironment(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => DOWNLOAD_PROCESS_ENVIRONMENT.has(name.toUpperCase())));
}
/**
 * What the process printed as it died, as one line: its error line (`TypeError: …`), else its first line (node's
 * own `bad option: …`), with its exit code or signal; never a stack trace.
 */
function crashReason(stderr, code, signal) {
    const lines = stderr.split('\n').map((line) => line.trim());
    const said = lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.find((line) => line !== '');
    const ended = signal ? `ended by ${signal}` : `exit code ${code ?? 'none'}`;
    return said ? `${said} (${ended})` : ended;
}

;// CONCATENATED MODULE: ./.build/work/src/bundle/download/download-process.js






/**
 * One download process per job (it ends once it has answered): `prepare` starts the next one ahead, and the next
 * job takes it; a job nobody prepared starts its own.
 */
function downloadInProcesses(script) {
    const started = [];
    let prepared;
    const start = () => {
        const downloadProcess = startDownloadProcess(script);
        started.push(downloadProcess);
        return downloadProcess;
    };
    const take = () => {
        const downloadProcess = prepared ?? start();
        prepared = undefined;
        return downloadProcess;
    };
    return {
        prepare: () => void (prepared ??= start()),
        fetch: (options) => fetchInDownloadProcess(take(), options),
        readDeployed: (context, bundleUrl, limits) => readDeployedInDownloadProcess(take(), context, bundleUrl, limits),
        stop: () => {
            for (const downloadProcess of started)
                downloadProcess.stop();
        },
    };
}
/**
 * fetchAndVerifyBundle in the download process: same options, same result, same errors. Its log lines come to
 * `options.log`; a link renewal it needs is asked of `options.refreshBundle` here, where the service client is.
 */
function fetchInDownloadProcess(downloadProcess, options) {
    const { refreshBundle, http: _http, clock: _clock, log, random: _random, ...crossing } = options;
    return inDownloadProcess(downloadProcess, { kind: 'fetch', options: crossing }, {
        what: 'bundle download',
        log,
        refreshBundle,
        here: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(913), __webpack_require__.e(37)]).then(__webpack_require__.bind(__webpack_require__, 62037))).fetchAndVerifyBundle(options),
        afterCrash: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(913), __webpack_require__.e(37)]).then(__webpack_require__.bind(__webpack_require__, 62037))).removeDownloadLeftovers(options.destination),
    });
}
/** readDeployedPages in the download process: same arguments, same result, same errors; nothing is written. */
function readDeployedInDownloadProcess(downloadProcess, context, bundleUrl, limits) {
    const { deadline, ...crossing } = limits;
    const job = {
        kind: 'read-deployed',
        bundleUrl,
        limits: { ...crossing, timeLeftMs: deadline - context.clock.now() },
    };
    return inDownloadProcess(downloadProcess, job, {
        what: 'read of the deployed bundle',
        log: context.log,
        // Never asked: the read renews no link (deployed.ts).
        refreshBundle: () => Promise.reject(new errors/* OperationError */.OK('internal error: the read of the deployed bundle renews no link')),
        here: async () => (await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(913), __webpack_require__.e(37), __webpack_require__.e(776)]).then(__webpack_require__.bind(__webpack_require__, 65776))).readDeployedPages(context, bundleUrl, limits),
    });
}
/** A process that did not start is not a failure: the job then runs here. */
async function inDownloadProcess(downloadProcess, job, hooks) {
    const child = downloadProcess.child;
    if (!child || !(await downloadProcess.ready) || !child.connected) {
        hooks.log.debug(`The download process did not start (${shown(downloadProcess.failure())}); the ${hooks.what} runs in the action's process.`);
        return hooks.here();
    }
    const tell = (message) => {
        if (child.connected)
            child.send(message);
    };
    return new Promise((resolve, reject) => {
        let outcome;
        child.on('message', (message) => {
            switch (message.type) {
                case 'log':
                    return hooks.log[message.level](message.message, message.properties);
                case 'refresh':
                    return void hooks.refreshBundle().then((bundle) => tell({ type: 'refreshed', id: message.id, bundle }), (error) => tell({ type: 'refresh-failed', id: message.id, error: (0,download_process_protocol/* toCrossing */.MT)(error) }));
                case 'done':
                    outcome = { result: message.result };
                    return;
                case 'failed':
                    outcome = { error: asBundleError((0,download_process_protocol/* fromCrossing */.NG)(message.error), hooks.what) };
                    return;
                case 'ready':
                    return;
            }
        });
        // 'close', not 'exit': it comes once the channel is closed too, so every message sent before has arrived.
        child.once('close', () => {
            if (!outcome) {
                const error = stopped(downloadProcess.failure(), hooks.what);
                return void (hooks.afterCrash?.() ?? Promise.resolve()).then(() => reject(error));
            }
            if ('result' in outcome)
                resolve(outcome.result);
            else
                reject(outcome.error);
        });
        tell({ type: 'start', job });
    });
}
function shown(text) {
    return (0,line_text/* lineText */.o)((0,redact/* redactUrls */.sK)(text ?? 'no reason given'), { max: 300 });
}
/** Its errors as the job here would throw them: a BundleError, or any other kind as it was, worded. */
function asBundleError(error, what) {
    return error instanceof bundle_errors/* BundleError */.rJ
        ? error
        : new bundle_errors/* BundleError */.rJ('download', `The ${what} failed unexpectedly (${shown(error.message)}); run it again.`, {
            kind: error.kind,
        });
}
function stopped(why, what) {
    return new bundle_errors/* BundleError */.rJ('download', `The ${what} stopped unexpectedly (${shown(why)}); run it again.`);
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


/***/ })

};
