export const id = 597;
export const ids = [597];
export const modules = {

/***/ 60597:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EXIT: () => (/* binding */ EXIT),
  exitCodeFor: () => (/* binding */ exitCodeFor),
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./.build/work/src/execute.js
var execute = __webpack_require__(72192);
// EXTERNAL MODULE: ./.build/work/src/runtime/failure.js
var failure = __webpack_require__(27482);
// EXTERNAL MODULE: ./.build/work/src/util/clock.js
var clock = __webpack_require__(82982);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/version.js + 1 modules
var version = __webpack_require__(57599);
// EXTERNAL MODULE: ./.build/work/src/settings/input-table.generated.js
var input_table_generated = __webpack_require__(66683);
// EXTERNAL MODULE: ./.build/work/src/settings/inputs.js
var inputs = __webpack_require__(91572);
// EXTERNAL MODULE: ./.build/work/src/settings/types.js
var types = __webpack_require__(85296);
;// CONCATENATED MODULE: ./.build/work/src/cli/args.js




class UsageError extends errors/* ActionError */.lZ {
    kind = 'input';
    name = 'UsageError';
}
const INPUT_NAMES = new Set(input_table_generated/* INPUT_TABLE */.g.map((input) => input.name));
const CLI_OPTIONS = new Set(['output-file', 'output-format', 'summary-file']);
/** Inputs that are credentials: better from the environment than from a command line. */
const SECRET_INPUTS = ['api-key', 'github-token'];
/** The flag that lets the presigned link reach stdout: its name says it prints a credential. */
const PRINT_BUNDLE_URL_FLAG = '--print-secret-bundle-url';
/** `DOCS_EXPORT_API_KEY` for `api-key`: upper case, hyphens to underscores. */
function environmentName(input) {
    return `DOCS_EXPORT_${input.toUpperCase().replaceAll('-', '_')}`;
}
function parseCommandLine(argv, env) {
    const request = {
        inputs: {},
        outputFormat: 'json',
        printSecretBundleUrl: false,
        secretsInArgv: [],
        help: false,
        version: false,
    };
    const fromFlags = {};
    const positional = [];
    for (let i = 0; i < argv.length; i += 1) {
        const arg = argv[i];
        if (arg === '--help' || arg === '-h')
            request.help = true;
        else if (arg === '--version')
            request.version = true;
        else if (arg === PRINT_BUNDLE_URL_FLAG)
            request.printSecretBundleUrl = true;
        else if (arg.startsWith('--')) {
            const eq = arg.indexOf('=');
            const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
            if (!INPUT_NAMES.has(name) && !CLI_OPTIONS.has(name))
                throw new UsageError(`Unknown option --${name}. Run with --help for the options.`);
            const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
            if (value === undefined)
                throw new UsageError(`Option --${name} needs a value.`);
            fromFlags[name] = value;
        }
        else
            positional.push(arg);
    }
    if (request.help || request.version)
        return request;
    if (positional.length > 1)
        throw new UsageError(`Expected one mode, got: ${positional.join(' ')}`);
    const mode = positional[0] ?? fromFlags.mode ?? env[environmentName('mode')];
    if (!mode || !types/* MODES */.FN.includes(mode)) {
        throw new UsageError(`Give a mode first: ${types/* MODES */.FN.join(', ')} (e.g. docs-export-action export --domain docs.example.com).`);
    }
    for (const input of input_table_generated/* INPUT_TABLE */.g) {
        const value = fromFlags[input.name] ?? env[environmentName(input.name)];
        if (value !== undefined)
            request.inputs[input.name] = value;
    }
    request.inputs.mode = mode;
    request.secretsInArgv = SECRET_INPUTS.filter((name) => fromFlags[name] !== undefined);
    request.outputFile = fromFlags['output-file'];
    request.summaryFile = fromFlags['summary-file'];
    const format = fromFlags['output-format'] ?? 'json';
    if (format !== 'json' && format !== 'dotenv')
        throw new UsageError('Option --output-format accepts json or dotenv.');
    request.outputFormat = format;
    return request;
}
/** `--help`, written from the same table as action.yml. */
function helpText(version) {
    const lines = [
        `docs-export-action ${version}: static export, bundle links in Helm values, and analytics reports, from any CI.`,
        '',
        'Usage: docs-export-action <export|refresh-link|report> [--<input> <value>]...',
        '',
        'Every input can also come from an environment variable: --api-key or DOCS_EXPORT_API_KEY. Give secrets',
        '(DOCS_EXPORT_API_KEY, DOCS_EXPORT_GITHUB_TOKEN) as variables: command lines show up in process lists.',
        'Progress goes to stderr; outputs go to stdout as JSON, or to --output-file (--output-format json|dotenv),',
        'which is made readable by its owner only. --summary-file appends the markdown summary.',
        `bundle-url, the presigned link, is a credential: it is written to --output-file, and to stdout only with`,
        `${PRINT_BUNDLE_URL_FLAG}.`,
        '',
        'Exit codes: 0 done, 2 bad input, 3 the service or the export job failed, 4 the bundle failed verification,',
        '            5 GitHub refused a change, 1 anything else.',
        '',
        'Inputs:',
    ];
    for (const input of input_table_generated/* INPUT_TABLE */.g) {
        const fallback = input.required ? ' (required)' : (0,inputs/* literalText */.bK)(input.default) ? ` (default: ${input.default})` : '';
        lines.push(`  --${input.name}${fallback}`, `      ${input.description.replace(/`/g, '')}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./.build/work/src/runtime/outputs.js
var runtime_outputs = __webpack_require__(59246);
// EXTERNAL MODULE: ./.build/work/src/util/ci-commands.js
var ci_commands = __webpack_require__(15461);
;// CONCATENATED MODULE: ./.build/work/src/cli/format-outputs.js



// eslint-disable-next-line no-control-regex -- line breaks are exactly what is being replaced
const LINE_BREAKS = /\r\n|[\n\r\u000b\u000c\u0085\u2028\u2029]/g;
/** Line breaks JSON.stringify leaves as they are (it escapes only the C0 controls). */
const UNESCAPED_BREAKS = /[\u0085\u2028\u2029]/g;
/**
 * The outputs as JSON or as dotenv lines. stdout is the job's log in most CI systems, so this is the last guard
 * against a command in a value (a status is from a closed set, but a link or a path is the service's text).
 * JSON keeps every value exact: the `[` of `##vso[` or `##[` and the line breaks it would leave raw are written
 * as `\uXXXX` escapes, which every JSON reader turns back. dotenv has no escape, so there a value changes: its
 * line breaks become spaces and such an opener gets a space (`# #vso[`). No line starts with a value, so no `::`.
 */
function formatOutputs(outputs, format) {
    const entries = runtime_outputs/* OUTPUT_NAMES */.P.filter((name) => outputs[name] !== undefined).map((name) => [name, outputs[name]]);
    if (format === 'json') {
        const json = JSON.stringify(Object.fromEntries(entries), null, 2).replace(UNESCAPED_BREAKS, escapeChar);
        return `${(0,ci_commands/* escapeCommandsInJson */.L)(json)}\n`;
    }
    return (0,ci_commands/* breakCommands */.i)(entries.map(([name, value]) => `${environmentName(name)}=${value.replace(LINE_BREAKS, ' ')}\n`).join(''));
}
function escapeChar(char) {
    return `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;
}

// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
;// CONCATENATED MODULE: ./.build/work/src/cli/log.js


/**
 * Progress on stderr for a shell. No runner masks values here, so this log masks them itself; and CI systems
 * read stderr for commands as they read stdout, so every line goes out through the last guard (breakCommands):
 * `##vso[` and `##[` broken anywhere, `::` at a line's start.
 */
function stderrLog(write = (text) => void process.stderr.write(text)) {
    const secrets = new Set();
    const clean = (message) => (0,redact/* removeSecrets */.cu)(message, secrets);
    const out = (text) => write((0,ci_commands/* breakCommands */.i)(text));
    const line = (prefix) => (message) => out(`${prefix}${clean(message)}\n`);
    return {
        mask: (value) => {
            if (value.length >= 4)
                secrets.add(value);
        },
        info: line(''),
        debug: (message) => {
            if (process.env.DOCS_EXPORT_DEBUG)
                out(`debug: ${clean(message)}\n`);
        },
        notice: line('notice: '),
        warning: line('warning: '),
        error: line('error: '),
        group: async (name, fn) => {
            out(`== ${clean(name)}\n`);
            return fn();
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/cli/main.js









/** Exit codes a pipeline can branch on. */
const EXIT = { ok: 0, failure: 1, badInput: 2, service: 3, verification: 4, github: 5 };
const EXIT_BY_KIND = {
    input: EXIT.badInput,
    service: EXIT.service,
    verification: EXIT.verification,
    github: EXIT.github,
    other: EXIT.failure,
};
function exitCodeFor(error) {
    return EXIT_BY_KIND[(0,errors/* failureKind */.zU)(error)];
}
/**
 * Outputs go to --output-file, made private first (an existing file keeps its mode otherwise), or to
 * stdout, which other CI systems keep as the job's log: there without the presigned link unless asked.
 */
function writeOutputs(outputs, request, log) {
    if (request.outputFile) {
        const fd = external_node_fs_.openSync(request.outputFile, 'w', 0o600);
        try {
            external_node_fs_.fchmodSync(fd, 0o600);
            external_node_fs_.writeFileSync(fd, formatOutputs(outputs, request.outputFormat));
        }
        finally {
            external_node_fs_.closeSync(fd);
        }
        return;
    }
    const { 'bundle-url': bundleUrl, ...shown } = outputs;
    if (bundleUrl !== undefined && !request.printSecretBundleUrl) {
        log.notice(`bundle-url is not printed: the presigned link is a credential until it expires. Write the outputs to --output-file, or pass ${PRINT_BUNDLE_URL_FLAG} to print it.`);
    }
    process.stdout.write(formatOutputs(request.printSecretBundleUrl ? outputs : shown, request.outputFormat));
}
/** The CLI: same settings, same modes as the action; returns the exit code. */
async function runCli(argv, env, entry = {}) {
    const log = stderrLog();
    let request;
    try {
        const parsed = parseCommandLine(argv, env);
        request = parsed;
        if (parsed.help) {
            process.stdout.write(helpText(version/* ACTION_VERSION */.Y));
            return EXIT.ok;
        }
        if (parsed.version) {
            process.stdout.write(`${version/* ACTION_VERSION */.Y}\n`);
            return EXIT.ok;
        }
        for (const name of parsed.secretsInArgv) {
            log.warning(`--${name} on the command line shows in process lists to other users of this machine; set ${environmentName(name)} instead.`);
        }
        const outputs = await (0,execute/* execute */.g)({
            getInput: (name) => parsed.inputs[name] ?? '',
            env,
            clock: clock/* systemClock */.m,
            setSecret: (value) => log.mask(value),
            reporting: () => Promise.resolve({
                log,
                summary: {
                    setBy: '--summary-file',
                    append: async (markdown) => {
                        if (parsed.summaryFile)
                            await external_node_fs_.promises.appendFile(parsed.summaryFile, `${markdown}\n`);
                    },
                },
            }),
            downloadScript: entry.downloadScript,
        });
        writeOutputs(outputs, parsed, log);
        return EXIT.ok;
    }
    catch (error) {
        // What was known before the failure (a job id, say) still helps the next step.
        if (error instanceof failure/* StepFailure */.p && request)
            writeOutputs(error.outputs, request, log);
        log.error((0,errors/* describeFailure */.Ic)(error));
        if (error instanceof UsageError)
            process.stderr.write('Run with --help for the options.\n');
        return exitCodeFor(error);
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
