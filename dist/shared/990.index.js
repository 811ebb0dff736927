export const id = 990;
export const ids = [990];
export const modules = {

/***/ 27990:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   crashReason: () => (/* binding */ crashReason),
/* harmony export */   startHelperProcess: () => (/* binding */ startHelperProcess),
/* harmony export */   withoutInputs: () => (/* binding */ withoutInputs)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73136);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(865);



const STDERR_KEPT = 4096;
/** Loading takes well under a second; a process not ready within a minute is ended and not waited for. */
const READY_WITHIN_MS = 60_000;
function startHelperProcess(script, execArgv, readyWithinMs = READY_WITHIN_MS) {
    let child;
    let failure;
    let stderr = '';
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.fork)((0,node_url__WEBPACK_IMPORTED_MODULE_1__.fileURLToPath)(script), [], {
            execArgv,
            env: withoutInputs(process.env),
            serialization: 'advanced',
            stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        });
    }
    catch (error) {
        failure = (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error);
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
/** The environment less the step's inputs (`INPUT_*`): the API key among them is nothing a helper needs. */
function withoutInputs(env) {
    return Object.fromEntries(Object.entries(env).filter(([name]) => !/^INPUT_/i.test(name)));
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


/***/ })

};
