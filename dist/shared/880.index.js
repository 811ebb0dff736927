export const id = 880;
export const ids = [880];
export const modules = {

/***/ 93880:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./.build/work/src/execute.js
var execute = __webpack_require__(72192);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./.build/work/src/runtime/bare-commands.js
// What a run that fails on a bad input does on the runner, without @actions/core: that toolkit imports its HTTP
// client (undici, 1.6 MB of code to compile) as it loads, which made such a run cost three times bare Node.
// Once the settings are valid the toolkit is loaded and does everything; these write its documented commands.

/** An input as the runner passes it (INPUT_ and the name upper-cased, spaces as `_`), trimmed; '' when unset. */
function readInput(env, name) {
    return (env[`INPUT_${name.replaceAll(' ', '_').toUpperCase()}`] ?? '').trim();
}
/** The step's failure: the secrets masked first, then one `::error::` annotation, and a failing exit code. */
function failWithoutToolkit(message, secrets) {
    for (const secret of secrets)
        command('add-mask', secret);
    command('error', message);
    process.exitCode = 1;
}
/** A workflow command whose data is escaped as the runner reads it back. */
function command(name, data) {
    const escaped = data.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
    process.stdout.write(`::${name}::${escaped}${external_node_os_.EOL}`);
}

// EXTERNAL MODULE: ./.build/work/src/runtime/failure.js
var failure = __webpack_require__(27482);
// EXTERNAL MODULE: ./.build/work/src/runtime/outputs.js
var runtime_outputs = __webpack_require__(59246);
// EXTERNAL MODULE: ./.build/work/src/util/clock.js
var clock = __webpack_require__(82982);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
;// CONCATENATED MODULE: ./.build/work/src/main.js






/**
 * The action's one entry: every failure, thrown or not an Error, ends here as one `setFailed`. @actions/core is
 * loaded once the settings are valid: a run that fails on a bad input reports without it (runtime/bare-commands.ts).
 */
async function run(entry = {}) {
    let core;
    /** Masks asked for before the toolkit is loaded: given to it once it is, before it prints anything. */
    const secrets = new Set();
    const reporting = async () => {
        const [toolkit, { actionsLog }] = await Promise.all([Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(659)]).then(__webpack_require__.bind(__webpack_require__, 91659)), Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(659), __webpack_require__.e(490)]).then(__webpack_require__.bind(__webpack_require__, 22490))]);
        for (const secret of secrets)
            toolkit.setSecret(secret);
        core = toolkit;
        return {
            log: actionsLog,
            summary: {
                setBy: 'GITHUB_STEP_SUMMARY',
                // Emptied first: text whose write failed is not written again with the next one.
                append: async (markdown) => void (await toolkit.summary.emptyBuffer().addRaw(markdown, true).write()),
            },
        };
    };
    try {
        const outputs = await (0,execute/* execute */.g)({
            getInput: (name) => readInput(process.env, name),
            env: process.env,
            clock: clock/* systemClock */.m,
            setSecret: (value) => (core ? core.setSecret(value) : void secrets.add(value)),
            reporting,
            downloadScript: entry.downloadScript,
        });
        if (core)
            setOutputs(core, outputs);
    }
    catch (error) {
        if (!core)
            return failWithoutToolkit((0,errors/* describeFailure */.Ic)(error), secrets);
        if (error instanceof failure/* StepFailure */.p)
            setOutputs(core, error.outputs);
        core.setFailed((0,errors/* describeFailure */.Ic)(error));
    }
}
function setOutputs(core, outputs) {
    for (const name of runtime_outputs/* OUTPUT_NAMES */.P) {
        const value = outputs[name];
        if (value !== undefined)
            core.setOutput(name, value);
    }
}


/***/ })

};
