export const id = 443;
export const ids = [443];
export const modules = {

/***/ 45918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ ServiceError)
/* harmony export */ });
/** What the rest of the action sees of the service: typed calls, one error type. */
/** Every failure of a service call: one message with the status, the service's `error` and each detail. */
class ServiceError extends Error {
    kind;
    status;
    /** From `Retry-After`, when the service sent one. */
    retryAfterMs;
    constructor(kind, message, details = {}) {
        super(message);
        this.name = 'ServiceError';
        this.kind = kind;
        this.status = details.status;
        this.retryAfterMs = details.retryAfterMs;
    }
}


/***/ }),

/***/ 87167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dv: () => (/* binding */ annotateFindings),
/* harmony export */   kA: () => (/* binding */ describeFindings)
/* harmony export */ });
/* unused harmony exports MAX_PAGE_ANNOTATIONS, groupFindingsByPage, pageFindingLine */
/** GitHub shows only the first few annotations of a step; the rest is summed up in one more line. */
const MAX_PAGE_ANNOTATIONS = 8;
/** Findings grouped by page, pages and hosts in the order they were found. */
function groupFindingsByPage(findings) {
    const pages = new Map();
    for (const { page, host, kind } of findings) {
        let hosts = pages.get(page);
        if (!hosts)
            pages.set(page, (hosts = new Map()));
        let kinds = hosts.get(host);
        if (!kinds)
            hosts.set(host, (kinds = new Set()));
        kinds.add(kind);
    }
    return [...pages].map(([page, hosts]) => ({
        page,
        hosts: [...hosts].map(([host, kinds]) => ({ host, kinds: [...kinds] })),
    }));
}
/** `guides/intro.html loads resources from other hosts: cdn.example.com (script, style), fonts.example.net (font)` */
function pageFindingLine({ page, hosts }) {
    const list = hosts.map(({ host, kinds }) => `${oneLine(host)} (${kinds.join(', ')})`).join(', ');
    return `${oneLine(page)} loads resources from other hosts, which an air-gapped deployment cannot reach: ${list}`;
}
/** One readable line per finding, for a pull request body. */
function describeFindings(findings) {
    return findings.map(({ page, kind, host }) => `${oneLine(page)} loads ${article(kind)} ${kind} from ${oneLine(host)}`);
}
/** One warning annotation per page (capped, with an "and N more" line), so the check is seen on the run page. */
function annotateFindings(log, findings) {
    const pages = groupFindingsByPage(findings);
    const title = 'Air-gap check';
    for (const page of pages.slice(0, MAX_PAGE_ANNOTATIONS))
        log.warning(pageFindingLine(page), { title });
    const more = pages.length - MAX_PAGE_ANNOTATIONS;
    if (more > 0) {
        log.warning(`… and ${more} more page${more === 1 ? '' : 's'} load resources from other hosts; see the step summary.`, { title });
    }
}
function article(kind) {
    return kind === 'image' ? 'an' : 'a';
}
/** Archive paths come from the bundle: keep them on one line so they cannot start a workflow command. */
function oneLine(text) {
    return text.replace(/[\r\n]+/g, ' ');
}


/***/ }),

/***/ 26985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ requestBundle)
});

// EXTERNAL MODULE: ./.build/work/src/client/types.js
var types = __webpack_require__(45918);
// EXTERNAL MODULE: ./.build/work/src/failure.js
var failure = __webpack_require__(96889);
// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
// EXTERNAL MODULE: ./.build/work/src/export/expiry.js
var expiry = __webpack_require__(78851);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
;// CONCATENATED MODULE: ./.build/work/src/export/mask-link.js
/** A presigned link is a credential: mask it, and its signature on its own, before anything can print it. */
const SECRET_PARAMETER = /signature|credential|token|^sig$|^key$/i;
/** Masks the whole link, its query string, and each secret-looking query value (raw and decoded). */
function maskLink(link, setSecret) {
    setSecret(link);
    let url;
    try {
        url = new URL(link);
    }
    catch {
        return;
    }
    if (url.search.length > 1)
        setSecret(url.search.slice(1));
    for (const part of url.search.slice(1).split('&')) {
        const [name = '', raw = ''] = part.split('=', 2);
        if (!raw || !SECRET_PARAMETER.test(safeDecode(name)))
            continue;
        setSecret(raw);
        const decoded = safeDecode(raw);
        if (decoded !== raw)
            setSecret(decoded);
    }
}
/** Query values of the link that must never be shown (for leak checks). */
function secretLinkValues(link) {
    const values = [];
    maskLink(link, (value) => values.push(value));
    return values;
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
    }
    catch {
        return text;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/export/bundle.js






const CONFLICT_FIRST_DELAY_MS = 2_000;
const CONFLICT_BACKOFF = 1.5;
const CONFLICT_MAX_DELAY_MS = 10_000;
/**
 * Asks for a bundle link. The link is masked the moment it arrives; `expiresAt` comes back as
 * RFC 3339 UTC to the second. A 409 means the job is not ready for packaging yet: wait and ask again.
 */
async function requestBundle(options) {
    const { service, clock, log, jobId, deadline } = options;
    const firstAskedAt = clock.now();
    let delayMs = CONFLICT_FIRST_DELAY_MS;
    for (;;) {
        let bundle;
        try {
            bundle = await service.createBundle(jobId);
        }
        catch (error) {
            if (error instanceof types/* ServiceError */._ && error.kind === 'conflict') {
                const pauseMs = error.retryAfterMs ?? delayMs;
                if (clock.now() + pauseMs <= deadline) {
                    log.info(`The bundle of job ${jobId} is not ready yet (409); asking again in ${(0,format/* formatDuration */.a3)(pauseMs)}.`);
                    await clock.sleep(pauseMs);
                    delayMs = Math.min(CONFLICT_MAX_DELAY_MS, delayMs * CONFLICT_BACKOFF);
                    continue;
                }
                throw new Error(`The bundle of export job ${jobId} was still not ready after ${(0,format/* formatDuration */.a3)(clock.now() - firstAskedAt)} of asking, ` +
                    `and the timeout is spent: ${(0,failure/* describeFailure */.Ic)(error)}`, { cause: error });
            }
            throw new Error(`Could not get a bundle link for export job ${jobId}: ${(0,failure/* describeFailure */.Ic)(error)}`, { cause: error });
        }
        maskLink(bundle.bundleUrl, options.setSecret);
        const expiresAt = (0,expiry/* normalizeExpiry */.$u)(bundle.expiresAt);
        log.info(`Bundle link for job ${jobId}: ${(0,redact/* displayUrl */.Q)(bundle.bundleUrl)} (query string hidden), expires at ${expiresAt}.`);
        return { ...bundle, expiresAt };
    }
}


/***/ }),

/***/ 25760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G8: () => (/* binding */ verificationError),
/* harmony export */   QM: () => (/* binding */ quoteEntryPath),
/* harmony export */   rJ: () => (/* binding */ BundleError)
/* harmony export */ });
/**
 * The one error the bundle code throws. Its message is meant for the user: it says what happened
 * and what to do, and never carries the link's query string (the presigned signature).
 */
class BundleError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.name = 'BundleError';
        this.kind = kind;
    }
}
/** A path from an archive, quoted and escaped so it cannot break a log line or inject a workflow command. */
function quoteEntryPath(path) {
    const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
    // JSON escapes C0 controls only; DEL, C1 controls (NEL) and the Unicode line separators can end a line too.
    return JSON.stringify(shown).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** A bundle that failed a check: what was wrong, and what to do about it. */
function verificationError(reason) {
    return new BundleError('verification', `The bundle failed verification: ${reason}. It was deleted; run the export again, and report it to the service if it happens again.`);
}


/***/ }),

/***/ 23827:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  h: () => (/* binding */ fetchAndVerifyBundle)
});

// UNUSED EXPORTS: BundleError

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/work/src/export/verify/airgap.js
/** Findings as lines a person can read, the first `limit` of them, then how many more there are. */
function formatAirgapFindings(findings, limit = 20, leftOut = 0) {
    const lines = findings.slice(0, limit).map((f) => `${f.page}: ${f.kind} from ${f.host} (${f.url})`);
    const more = findings.length - Math.min(findings.length, limit) + leftOut;
    if (more > 0)
        lines.push(`... and ${more} more`);
    return lines;
}
/** How many distinct pages the findings name. */
function pagesWithFindings(findings) {
    return new Set(findings.map((f) => f.page)).size;
}

// EXTERNAL MODULE: ./.build/work/src/export/download/errors.js
var errors = __webpack_require__(25760);
;// CONCATENATED MODULE: ./.build/work/src/export/verify/page-count.js
function pageCountTolerance(expected) {
    return Math.max(2, Math.ceil(expected * 0.02));
}
function comparePageCount(found, expected) {
    if (expected === undefined || found === expected)
        return { kind: 'match' };
    const difference = Math.abs(found - expected);
    const tolerance = pageCountTolerance(expected);
    const counts = `the bundle holds ${found} .html pages but the job reported ${expected}`;
    if (difference <= tolerance)
        return { kind: 'close', message: `Page count differs slightly: ${counts}.` };
    return {
        kind: 'mismatch',
        message: `${counts} (more than the ${tolerance} pages of difference accepted)`,
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/verify/verdict.js



/**
 * The checks that need the whole archive: an `index.html`, the page count, the air-gap findings.
 * Returns warnings for what is acceptable; throws a `BundleError` for what is not.
 */
function judgeArchive(facts, expectedPageCount, airgapCheck) {
    const warnings = [];
    if (facts.siteRoot === undefined) {
        throw (0,errors/* verificationError */.G8)('it has no index.html at its root (nor in a single top-level directory)');
    }
    if (!facts.endMarker)
        warnings.push('The tar archive has no end-of-archive marker; every entry in it was complete.');
    const pages = comparePageCount(facts.pages, expectedPageCount);
    if (pages.kind === 'mismatch')
        throw (0,errors/* verificationError */.G8)(pages.message);
    if (pages.kind === 'close')
        warnings.push(pages.message);
    const total = facts.findings.length + facts.findingsLeftOut;
    if (airgapCheck === 'error' && total > 0) {
        const lines = formatAirgapFindings(facts.findings, 20, facts.findingsLeftOut).map((line) => `  - ${line}`);
        throw new errors/* BundleError */.rJ('airgap', [
            `Air-gap check failed: ${pagesWithFindings(facts.findings)} page(s) load ${total} resource(s) from other hosts, which an air-gapped deployment cannot reach:`,
            ...lines,
            'Serve these scripts, styles, fonts and images from the docs site itself, or set airgap-check to warn to accept them.',
        ].join('\n'));
    }
    if (facts.findingsLeftOut > 0) {
        warnings.push(`The air-gap check kept the first ${facts.findings.length} external references and left ${facts.findingsLeftOut} out.`);
    }
    return warnings;
}

// EXTERNAL MODULE: ./node_modules/tar/dist/esm/parse.js + 8 modules
var parse = __webpack_require__(74913);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./.build/work/src/export/download/gate.js
function createGate() {
    let waiting;
    return {
        wait() {
            if (!waiting) {
                let resolve = () => { };
                const promise = new Promise((settle) => (resolve = settle));
                waiting = { promise, resolve };
            }
            return waiting.promise;
        },
        open() {
            const opened = waiting;
            waiting = undefined;
            opened?.resolve();
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/write-window.js

function createWriteWindow(stream, limitBytes) {
    let pending = 0;
    const room = createGate();
    const release = (bytes) => {
        pending -= bytes;
        // Resume at half the window, so the stream still has work queued while the producer refills it.
        if (pending <= limitBytes / 2)
            room.open();
    };
    // A destroyed stream may never call back: let a waiting producer go and find out from the failure.
    stream.once('close', () => room.open());
    return {
        get pending() {
            return pending;
        },
        write(chunk) {
            pending += chunk.length;
            stream.write(chunk, () => release(chunk.length));
            if (pending <= limitBytes)
                return undefined;
            return room.wait();
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/gunzip.js


const OUTPUT_BYTES = 64 * 1024;
const STREAM_WINDOW = 2 * 1024 * 1024;
const EMPTY = Buffer.alloc(0);
function createInflater(options) {
    const gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: OUTPUT_BYTES });
    const internals = options.inPlace === false ? undefined : handleOf(gunzip);
    return internals ? inPlaceInflater(gunzip, internals, options) : streamInflater(gunzip, options);
}
/** The native handle and its result slots `[availOutAfter, availInAfter]`, when this runtime has them. */
function handleOf(gunzip) {
    const { _handle: handle, _writeState: state } = gunzip;
    if (typeof handle?.writeSync !== 'function' || !(state instanceof Uint32Array) || state.length < 2)
        return undefined;
    return { handle: handle, state };
}
function inPlaceInflater(gunzip, { handle, state }, options) {
    const output = Buffer.allocUnsafe(OUTPUT_BYTES);
    let stopped = false;
    // Node reports a data error by destroying the stream with it; the event itself is not needed.
    gunzip.on('error', () => { });
    const stop = () => {
        if (stopped)
            return;
        stopped = true;
        gunzip.close();
    };
    /** Runs zlib until it needs more input (or the stream ended); false once it failed. */
    const run = (flush, input) => {
        let offset = 0;
        let left = input.length;
        for (;;) {
            handle.writeSync(flush, input, offset, left, output, 0, output.length);
            const error = gunzip.errored;
            if (error) {
                stop();
                options.onError(error);
                return false;
            }
            const availOut = state[0] ?? 0;
            const availIn = state[1] ?? 0;
            offset += left - availIn;
            left = availIn;
            if (availOut < output.length)
                options.onOutput(output.subarray(0, output.length - availOut));
            if (stopped)
                return false;
            if (availOut !== 0)
                return true;
        }
    };
    return {
        inPlace: true,
        write(input) {
            if (!stopped)
                run(external_node_zlib_.constants.Z_NO_FLUSH, input);
            return undefined;
        },
        async end() {
            if (stopped)
                return;
            if (run(external_node_zlib_.constants.Z_FINISH, EMPTY))
                stop();
        },
        destroy: stop,
    };
}
function streamInflater(gunzip, options) {
    const input = createWriteWindow(gunzip, STREAM_WINDOW);
    let failed = false;
    gunzip.on('data', (piece) => options.onOutput(piece));
    gunzip.on('error', (error) => {
        if (failed)
            return;
        failed = true;
        options.onError(error);
    });
    return {
        inPlace: false,
        // A copy: the caller reuses the buffer behind `piece` as soon as this returns.
        write: (piece) => (failed ? undefined : input.write(Buffer.from(piece))),
        end() {
            if (failed)
                return Promise.resolve();
            return new Promise((resolve) => {
                gunzip.once('end', resolve);
                gunzip.once('close', resolve);
                gunzip.end();
            });
        },
        destroy: () => void gunzip.destroy(),
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/tar-blocks.js
const BLOCK = 512;
function createBlockFeeder(write) {
    const partial = Buffer.allocUnsafe(BLOCK);
    let held = 0;
    return {
        push(bytes) {
            let offset = 0;
            if (held > 0) {
                offset = bytes.copy(partial, held, 0, BLOCK - held);
                held += offset;
                if (held < BLOCK)
                    return;
                held = 0;
                write(partial);
            }
            const whole = (bytes.length - offset) - ((bytes.length - offset) % BLOCK);
            if (whole > 0)
                write(bytes.subarray(offset, offset + whole));
            offset += whole;
            if (offset < bytes.length)
                held = bytes.copy(partial, 0, offset);
        },
        flush() {
            if (held === 0)
                return;
            const tail = Buffer.from(partial.subarray(0, held));
            held = 0;
            write(tail);
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/verify/external-url.js
const ENTITIES = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', sol: '/', colon: ':' };
/** Enough entity decoding for URLs in attributes: named basics and numeric references. */
function decodeEntities(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
        if (name.startsWith('#')) {
            const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
            return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
    });
}
/**
 * The reference when `raw` loads from another host: `http(s)://host/...` or protocol-relative `//host/...`.
 * Browsers read `\` as `/` in such URLs and drop tabs and newlines, so this does too.
 */
function externalReference(raw, kind) {
    const cleaned = raw.trim().replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
    if (!/^(?:https?:)?\/\//i.test(cleaned))
        return undefined;
    let host;
    try {
        host = new URL(cleaned.startsWith('//') ? `https:${cleaned}` : cleaned).host;
    }
    catch {
        return undefined;
    }
    if (host === '')
        return undefined;
    // eslint-disable-next-line no-control-regex -- control characters must not reach a log line
    const url = (cleaned.split(/[?#]/, 1)[0] ?? cleaned).replace(/[\u0000-\u001f\u007f]/g, '');
    return { kind, host, url };
}

;// CONCATENATED MODULE: ./.build/work/src/export/verify/css-refs.js

// `@import "x"`, `@import url(x)` and any `url(x)`; the @import branch consumes its url( so it is not seen twice.
const CSS_REFERENCE = /@import\s+(?:url\(\s*)?(?:"([^"]*)"|'([^']*)'|([^\s;'")]+))|(?<![\w-])url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
const FONT_FACE = /@font-face\s*\{/gi;
const FONT_FILE = /\.(?:woff2?|ttf|otf|eot)(?:[?#]|$)/i;
/** External loads of a stylesheet: `@import` (style), `url()` inside `@font-face` or of a font file (font), other `url()` (image). */
function findCssReferences(css) {
    const text = stripComments(css);
    const fontBlocks = fontFaceRanges(text);
    const found = [];
    for (const match of text.matchAll(CSS_REFERENCE)) {
        const imported = match[1] ?? match[2] ?? match[3];
        if (imported !== undefined) {
            push(found, imported, 'style');
            continue;
        }
        const url = match[4] ?? match[5] ?? match[6] ?? '';
        const at = match.index;
        const inFontFace = fontBlocks.some(([start, end]) => at >= start && at < end);
        push(found, url, inFontFace || FONT_FILE.test(url.trim()) ? 'font' : 'image');
    }
    return found;
}
function push(found, raw, kind) {
    const reference = externalReference(raw, kind);
    if (reference)
        found.push(reference);
}
/** Comments removed with indexOf so an unclosed `/*` costs one scan, not one per later comment. */
function stripComments(css) {
    if (!css.includes('/*'))
        return css;
    let result = '';
    let position = 0;
    for (;;) {
        const start = css.indexOf('/*', position);
        if (start < 0)
            return result + css.slice(position);
        result += css.slice(position, start);
        const end = css.indexOf('*/', start + 2);
        if (end < 0)
            return result;
        position = end + 2;
    }
}
function fontFaceRanges(css) {
    const ranges = [];
    for (const match of css.matchAll(FONT_FACE)) {
        const close = css.indexOf('}', match.index);
        ranges.push([match.index, close < 0 ? css.length : close]);
    }
    return ranges;
}

// EXTERNAL MODULE: ./.build/work/src/export/verify/entry-rules.js
var entry_rules = __webpack_require__(31056);
;// CONCATENATED MODULE: ./.build/work/src/export/verify/html-refs.js


const TAG_NAME = /[a-zA-Z][a-zA-Z0-9:-]*/y;
// The rest of a start tag up to its `>`; quoted values may hold `>`. Unrolled so it runs in linear time.
const TAG_REST = /[^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/y;
const STYLE_ATTRIBUTE = /\sstyle\s*=/i;
const LOADING_ELEMENTS = new Set(['script', 'style', 'link', 'img', 'source', 'video', 'image']);
const RAW_TEXT_END = { script: /<\/script/gi, style: /<\/style/gi };
/**
 * External loads of an HTML page: `<script src>`, `<link rel=stylesheet|preload|modulepreload|icon href>`,
 * `<img src/srcset>`, `<source src/srcset>`, `<video poster>`, SVG `<image href>`, `<style>` blocks and
 * `style` attributes. Navigation (`<a href>`) and metadata links (canonical, alternate, sitemap) load
 * nothing, so they are not references. A tokenizer rather than a DOM: pages can be large and many, so
 * the attributes of a tag are only read when the tag can load something.
 */
function findHtmlReferences(html) {
    const found = [];
    let position = 0;
    for (;;) {
        const open = html.indexOf('<', position);
        if (open < 0)
            break;
        if (html.startsWith('!--', open + 1)) {
            const close = html.indexOf('-->', open + 4);
            if (close < 0)
                break;
            position = close + 3;
            continue;
        }
        TAG_NAME.lastIndex = open + 1;
        const name = TAG_NAME.exec(html)?.[0].toLowerCase();
        if (name === undefined) {
            position = open + 1;
            continue;
        }
        const afterName = TAG_NAME.lastIndex;
        TAG_REST.lastIndex = afterName;
        const rest = TAG_REST.exec(html);
        if (rest && !LOADING_ELEMENTS.has(name) && !STYLE_ATTRIBUTE.test(rest[0])) {
            position = TAG_REST.lastIndex;
            continue;
        }
        const tag = readAttributes(html, afterName);
        position = tag.end;
        inspectTag(name, tag.attributes, found);
        const rawEnd = RAW_TEXT_END[name];
        if (rawEnd) {
            rawEnd.lastIndex = position;
            const close = rawEnd.exec(html)?.index ?? html.length;
            if (name === 'style')
                found.push(...findCssReferences(html.slice(position, close)));
            position = close;
        }
    }
    return found;
}
function inspectTag(name, attributes, found) {
    const add = (value, kind) => {
        if (value === undefined)
            return;
        const reference = externalReference(value, kind);
        if (reference)
            found.push(reference);
    };
    const addSrcset = (value) => {
        for (const candidate of value?.split(',') ?? [])
            add(candidate.trim().split(/\s+/, 1)[0], 'image');
    };
    switch (name) {
        case 'script':
            add(attributes.get('src'), 'script');
            break;
        case 'link':
            for (const kind of linkKinds(attributes))
                add(attributes.get('href'), kind);
            if (attributes.get('as')?.toLowerCase() === 'image')
                addSrcset(attributes.get('imagesrcset'));
            break;
        case 'img':
        case 'source':
            add(attributes.get('src'), 'image');
            addSrcset(attributes.get('srcset'));
            break;
        case 'video':
            add(attributes.get('poster'), 'image');
            break;
        case 'image':
            add(attributes.get('href') ?? attributes.get('xlink:href'), 'image');
            break;
    }
    const style = attributes.get('style');
    if (style !== undefined)
        found.push(...findCssReferences(style));
}
const ICON_RELS = new Set(['icon', 'shortcut', 'apple-touch-icon', 'apple-touch-icon-precomposed', 'mask-icon']);
const PRELOAD_KINDS = { font: 'font', image: 'image', style: 'style' };
/** What a `<link>` loads: one kind at most, and none for navigation and metadata rels. */
function linkKinds(attributes) {
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rels.includes('stylesheet'))
        return ['style'];
    if (rels.includes('modulepreload'))
        return ['script'];
    if (rels.includes('preload'))
        return [PRELOAD_KINDS[(attributes.get('as') ?? '').toLowerCase()] ?? 'script'];
    if (rels.some((rel) => ICON_RELS.has(rel)))
        return ['image'];
    return [];
}
function isSpace(code) {
    return code === 32 || (code >= 9 && code <= 13);
}
/** Attributes from after the tag name to the closing `>`; quoted values may hold `>`. Lower-cased names, first wins. */
function readAttributes(html, start) {
    const attributes = new Map();
    const length = html.length;
    let position = start;
    for (;;) {
        while (position < length && (isSpace(html.charCodeAt(position)) || html[position] === '/'))
            position++;
        if (position >= length)
            return { attributes, end: length };
        if (html[position] === '>')
            return { attributes, end: position + 1 };
        const nameStart = position;
        while (position < length && !isSpace(html.charCodeAt(position)) && !'>/='.includes(html[position] ?? ''))
            position++;
        if (position === nameStart)
            position++; // a stray '=': skip it
        const name = html.slice(nameStart, position).toLowerCase();
        let afterName = position;
        while (afterName < length && isSpace(html.charCodeAt(afterName)))
            afterName++;
        if (html[afterName] !== '=') {
            if (!attributes.has(name))
                attributes.set(name, '');
            continue;
        }
        const value = readValue(html, afterName + 1);
        position = value.end;
        if (!attributes.has(name))
            attributes.set(name, decodeEntities(value.text));
    }
}
/** An attribute value from just after its `=`: quoted (may hold `>`), or up to a space or `>`. */
function readValue(html, start) {
    const length = html.length;
    let position = start;
    while (position < length && isSpace(html.charCodeAt(position)))
        position++;
    const quote = html[position];
    if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, position + 1);
        return close < 0 ? { text: html.slice(position + 1), end: length } : { text: html.slice(position + 1, close), end: close + 1 };
    }
    const valueStart = position;
    while (position < length && !isSpace(html.charCodeAt(position)) && html[position] !== '>')
        position++;
    return { text: html.slice(valueStart, position), end: position };
}

;// CONCATENATED MODULE: ./.build/work/src/export/verify/site-layout.js
function createSiteLayout() {
    let rootIndex = false;
    let rootFiles = false;
    const topLevel = new Set();
    const topIndexes = new Set();
    return {
        add(path, isFile) {
            if (path === '')
                return;
            const slash = path.indexOf('/');
            // A later entry of the same name replaces an earlier one when extracted: a directory named
            // index.html leaves no page behind.
            if (slash < 0) {
                if (isFile)
                    rootFiles = true;
                if (path === 'index.html')
                    rootIndex = isFile;
                if (!isFile && topLevel.size < 2)
                    topLevel.add(path);
                return;
            }
            // Two distinct names are enough to know there is no single common directory.
            if (topLevel.size < 2)
                topLevel.add(path.slice(0, slash));
            if (path.slice(slash + 1) === 'index.html') {
                if (!isFile)
                    topIndexes.delete(path.slice(0, slash));
                else if (topIndexes.size < 2)
                    topIndexes.add(path.slice(0, slash));
            }
        },
        root() {
            if (rootIndex)
                return '';
            const [only] = topLevel;
            if (only !== undefined && topLevel.size === 1 && !rootFiles && topIndexes.has(only))
                return `${only}/`;
            return undefined;
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/verify/archive-inspector.js








const DEFAULT_SCAN_LIMIT = 2 * 1024 * 1024;
const DEFAULT_MAX_FINDINGS = 10_000;
// A gzip bomb inflates without bound; a real site compresses far less than this. Checked from the
// first byte, as tar checks it when it extracts: a bundle that passes here also extracts.
const MAX_RATIO = 1000;
// tar's parser inflates a gzip or zstd stream it finds where the tar should start (a tar.gz.gz).
// The extraction would not, and a second layer would escape the ratio check: refuse both.
const NESTED_MAGIC = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
const MAGIC_BYTES = 4;
function createArchiveInspector(options) {
    const scanLimit = options.scanLimitBytes ?? DEFAULT_SCAN_LIMIT;
    const maxFindings = options.maxFindings ?? DEFAULT_MAX_FINDINGS;
    const layout = createSiteLayout();
    const findings = [];
    let findingsLeftOut = 0;
    let files = 0;
    let pages = 0;
    const errorPages = new Set();
    let endMarker = false;
    let compressedBytes = 0;
    let tarBytes = 0;
    // Strict: every tar warning (bad checksum, truncated entry, unknown format) is an error.
    const parser = new parse/* Parser */.i({ strict: true });
    const parsed = new Promise((resolve) => parser.once('end', () => resolve()));
    const blocks = createBlockFeeder((bytes) => parser.write(bytes));
    const scanText = createScanText(scanLimit);
    let failure;
    let rejectFailure = () => { };
    const failed = new Promise((_, reject) => (rejectFailure = reject));
    failed.catch(() => { });
    /** The first problem wins; inflating stops, so the download stops at its next chunk. */
    const fail = (reason) => {
        if (failure)
            return;
        failure = (0,errors/* verificationError */.G8)(reason);
        rejectFailure(failure);
        inflater.destroy();
    };
    /** The first bytes of the tar (a copy), held until there are enough to tell a nested compressed stream. */
    let head = Buffer.alloc(0);
    /** `piece`, or the held start of the tar once there is enough of it; undefined while held or refused. */
    const pastHead = (piece, last) => {
        if (!head)
            return piece;
        head = Buffer.concat([head, piece]);
        if (head.length < MAGIC_BYTES && !last)
            return undefined;
        const start = head;
        head = undefined;
        if (NESTED_MAGIC.some((magic) => start.subarray(0, magic.length).equals(magic))) {
            fail('the archive inside the gzip stream is compressed again, not a tar');
            return undefined;
        }
        return start;
    };
    const inflater = createInflater({
        inPlace: options.inflateInPlace,
        onError: (error) => fail(describeGzipError(error)),
        onOutput: (piece) => {
            tarBytes += piece.length;
            if (tarBytes > compressedBytes * MAX_RATIO) {
                return fail(`the archive inflates more than ${MAX_RATIO} times its size (a decompression bomb)`);
            }
            // After the end-of-archive marker only padding may follow; tar itself ignores it, and so do we.
            if (endMarker || failure)
                return;
            try {
                const bytes = pastHead(piece, false);
                if (bytes)
                    blocks.push(bytes);
            }
            catch (error) {
                fail(`the tar archive could not be read (${error.message})`);
            }
        },
    });
    parser.on('error', (error) => fail(`the tar archive is damaged (${error.message})`));
    parser.on('eof', () => (endMarker = true));
    parser.on('ignoredEntry', (entry) => {
        fail(`entry ${(0,errors/* quoteEntryPath */.QM)(entry.path)} ${entry.meta ? 'has an oversized extended header' : `has the unsupported entry type ${entry.type}`}`);
    });
    parser.on('entry', (entry) => {
        const reason = failure ? undefined : ((0,entry_rules/* unsafeEntryReason */.Xj)(entry.path, entry.type, entry.linkpath) ?? headerReason(entry));
        if (reason !== undefined)
            fail(`entry ${(0,errors/* quoteEntryPath */.QM)(entry.path)} ${reason}`);
        if (failure) {
            entry.resume();
            return;
        }
        const path = (0,entry_rules/* normalizeEntryPath */.h1)(entry.path);
        const isFile = (0,entry_rules/* isFileEntry */.Hz)(entry.type);
        layout.add(path, isFile);
        if (isFile)
            files++;
        const lower = path.toLowerCase();
        if (isFile && lower.endsWith('.html'))
            pages++;
        if (isFile && /^(?:[^/]+\/)?404\.html$/.test(path))
            errorPages.add(path);
        const scan = isFile && options.scanExternal ? scannerFor(lower) : undefined;
        if (!scan) {
            entry.resume();
            return;
        }
        // The data are views of a reused buffer: copied into the page's text at once.
        const text = scanText.start();
        entry.on('data', (chunk) => text.add(chunk));
        entry.on('end', () => record(path, scan(text.finish())));
    });
    function record(page, references) {
        const seen = new Set();
        for (const reference of references) {
            const key = `${reference.kind} ${reference.url}`;
            if (seen.has(key))
                continue;
            seen.add(key);
            if (findings.length < maxFindings)
                findings.push({ page, ...reference });
            else
                findingsLeftOut++;
        }
    }
    /** Waits for `event` or the first failure; an error that is not yet a failure becomes one. */
    async function settle(event) {
        try {
            await Promise.race([event, failed]);
        }
        catch (error) {
            fail(`the archive could not be read (${error.message})`);
        }
    }
    return {
        write(chunk) {
            if (failure)
                throw failure;
            compressedBytes += chunk.length;
            const room = inflater.write(chunk);
            if (failure)
                throw failure;
            if (!room)
                return undefined;
            return settle(room).then(() => {
                if (failure)
                    throw failure;
            });
        },
        async end() {
            if (failure)
                throw failure;
            await settle(inflater.end());
            if (!failure && head) {
                const start = pastHead(Buffer.alloc(0), true);
                if (start)
                    blocks.push(start);
            }
            if (!failure) {
                blocks.flush();
                parser.end();
            }
            await settle(parsed);
            if (failure)
                throw failure;
            const siteRoot = layout.root();
            const errorPage = siteRoot !== undefined && errorPages.has(`${siteRoot}404.html`) ? 1 : 0;
            return { files, pages: pages - errorPage, siteRoot, endMarker, findings, findingsLeftOut };
        },
        destroy() {
            inflater.destroy();
        },
        problem: () => failure,
    };
}
/**
 * The scanned start of one page at a time, in a buffer kept from page to page (it grows up to the
 * scan limit), so scanning allocates no buffer per page beyond the text itself.
 */
function createScanText(limit) {
    let spare;
    return {
        start() {
            let buffer = spare ?? Buffer.allocUnsafe(Math.min(limit, 64 * 1024));
            spare = undefined;
            let used = 0;
            return {
                add(chunk) {
                    const take = Math.min(chunk.length, limit - used);
                    if (take <= 0)
                        return;
                    if (used + take > buffer.length) {
                        const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(used + take, buffer.length * 2)));
                        buffer.copy(grown, 0, 0, used);
                        buffer = grown;
                    }
                    used += chunk.copy(buffer, used, 0, take);
                },
                finish() {
                    const text = buffer.toString('utf8', 0, used);
                    spare = buffer;
                    return text;
                },
            };
        },
    };
}
function scannerFor(lowerPath) {
    if (lowerPath.endsWith('.html') || lowerPath.endsWith('.htm'))
        return findHtmlReferences;
    if (lowerPath.endsWith('.css'))
        return findCssReferences;
    return undefined;
}
/** tar turns `\` into `/` on Windows before we see the path; the raw header still has it. */
function headerReason(entry) {
    const raw = entry.header.path;
    const convertedOnly = raw !== undefined && raw !== entry.path && raw.replaceAll('\\', '/') === entry.path;
    return convertedOnly ? (0,entry_rules/* unsafeEntryReason */.Xj)(raw, entry.type) : undefined;
}
function describeGzipError(error) {
    if (error.code === 'Z_DATA_ERROR' && /header/i.test(error.message))
        return 'the bundle is not a gzip file';
    if (error.code === 'Z_BUF_ERROR' || /unexpected end/i.test(error.message)) {
        return 'the gzip stream ends early: the bundle is truncated';
    }
    return `the gzip stream is corrupt (${error.message})`;
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/file-writer.js


const DEFAULT_BUFFERS = 4;
const DEFAULT_BUFFER_BYTES = 256 * 1024;
/** Creates `path` (`wx`: never through something already there) and returns its writer. */
function openFileWriter(path, options = {}) {
    const bufferBytes = options.bufferBytes ?? DEFAULT_BUFFER_BYTES;
    const free = Array.from({ length: options.buffers ?? DEFAULT_BUFFERS }, () => Buffer.allocUnsafe(bufferBytes));
    let error;
    const handle = (0,promises_.open)(path, 'wx');
    handle.catch((cause) => void (error ??= cause));
    const inFlight = new Set();
    const room = createGate();
    let current;
    let filled = 0;
    let position = 0;
    let closed = false;
    const flush = () => {
        if (!current || filled === 0)
            return;
        const buffer = current;
        const length = filled;
        const at = position;
        current = undefined;
        filled = 0;
        position += length;
        const done = writeAll(handle, buffer, length, at)
            .catch((cause) => void (error ??= cause))
            .finally(() => {
            inFlight.delete(done);
            // A buffer that is not one of ours (an overflow copy) is simply dropped.
            if (buffer.length === bufferBytes)
                free.push(buffer);
            room.open();
        });
        inFlight.add(done);
    };
    const settle = async () => {
        while (inFlight.size > 0)
            await Promise.all(inFlight);
    };
    // One close for finish and abort alike: an abort during a finish waits for it, so a caller that
    // deletes the file next cannot delete it before the (still pending) open has created it.
    let closing;
    const close = (sync) => (closing ??= closeOnce(sync));
    const closeOnce = async (sync) => {
        if (closed)
            return;
        closed = true;
        await settle();
        const file = await handle.catch((cause) => void (error ??= cause));
        if (!file)
            return;
        try {
            if (sync && !error)
                await file.sync();
        }
        catch (cause) {
            error ??= cause;
        }
        finally {
            await file.close().catch(() => { });
        }
    };
    return {
        write(piece) {
            let offset = 0;
            while (offset < piece.length) {
                // No free buffer: the caller pauses on the promise returned below; the rest of this piece waits in a copy.
                current ??= free.pop() ?? Buffer.allocUnsafe(piece.length - offset);
                const copied = piece.copy(current, filled, offset);
                filled += copied;
                offset += copied;
                if (filled === current.length)
                    flush();
            }
            if (free.length > 0 || (current && filled < current.length))
                return undefined;
            return room.wait();
        },
        async finish() {
            flush();
            await close(true);
            if (error)
                throw error;
        },
        abort: () => close(false),
        get error() {
            return error;
        },
    };
}
async function writeAll(handle, buffer, length, position) {
    const file = await handle;
    for (let done = 0; done < length;) {
        const { bytesWritten } = await file.write(buffer, done, length - done, position + done);
        done += bytesWritten;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/bundle-sink.js





function openBundleSink(tempPath, inspection) {
    let hash;
    let file;
    let inspector;
    let received = 0;
    const start = () => {
        hash = (0,external_node_crypto_.createHash)('sha256');
        inspector = createArchiveInspector(inspection);
        // `wx`: never write through something already at this random name.
        file = openFileWriter(tempPath);
        received = 0;
    };
    const check = () => {
        const problem = fileProblem(file, tempPath) ?? inspector.problem();
        if (problem)
            throw problem;
    };
    const stop = async () => {
        inspector.destroy();
        await file.abort();
        await (0,promises_.rm)(tempPath, { force: true });
    };
    start();
    return {
        get received() {
            return received;
        },
        write(chunk) {
            check();
            hash.update(chunk);
            received += chunk.length;
            const checking = inspector.write(chunk);
            const writing = file.write(chunk);
            if (!checking && !writing)
                return undefined;
            return Promise.all([checking, writing]).then(check);
        },
        async reset() {
            await stop();
            start();
        },
        async finish() {
            check();
            const [archive] = await Promise.all([inspector.end(), file.finish().catch(() => undefined)]);
            check();
            return { sha256: hash.digest('hex'), sizeBytes: received, archive };
        },
        discard: stop,
    };
}
function fileProblem(file, tempPath) {
    const { error } = file;
    if (!error)
        return undefined;
    return new errors/* BundleError */.rJ('download', `Could not write the bundle to ${tempPath} (${error.code ?? error.message}); check that the directory of bundle-path is writable and has space.`);
}

// EXTERNAL MODULE: ./.build/work/src/settings/parsers.js
var parsers = __webpack_require__(1973);
// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
;// CONCATENATED MODULE: ./.build/work/src/export/download/link-policy.js



/** A bundle link is followed over https://, or over http:// on a loopback host only (the emulator). */
function checkBundleLink(link) {
    let url;
    try {
        url = new URL(link);
    }
    catch {
        throw new errors/* BundleError */.rJ('download', 'The bundle link from the service is not a valid URL; run the export again or report it to the service.');
    }
    if (url.protocol === 'https:')
        return url;
    if (url.protocol === 'http:' && (0,parsers/* isLoopbackHost */.cW)(url.hostname))
        return url;
    if (url.protocol === 'http:') {
        throw new errors/* BundleError */.rJ('download', `Refusing to download the bundle over plain http:// from ${(0,redact/* displayUrl */.Q)(link)}: a presigned link is a credential and is only followed over https:// (http:// is accepted for a loopback host such as the emulator).`);
    }
    throw new errors/* BundleError */.rJ('download', `Refusing to download the bundle: its link uses the unsupported scheme ${url.protocol} (only https:// is followed).`);
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(77030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(41692);
;// CONCATENATED MODULE: ./.build/work/src/export/download/http-body.js
const MAX_SIZE_LINE = 1024;
const NO_BODY = new Set([204, 304]);
function createBodyDecoder(head) {
    if (NO_BODY.has(head.status))
        return lengthDecoder(0);
    const coding = head.headers['transfer-encoding'];
    if (coding !== undefined) {
        if (!/(?:^|,)\s*chunked\s*$/i.test(coding))
            throw new Error(`the server sent an unsupported Transfer-Encoding (${coding.slice(0, 40)})`);
        return chunkedDecoder();
    }
    const length = head.headers['content-length'];
    if (length === undefined)
        return closeDelimitedDecoder();
    if (!/^\d{1,15}$/.test(length))
        throw new Error('the server sent an invalid Content-Length');
    return lengthDecoder(Number(length));
}
function lengthDecoder(length) {
    let left = length;
    return {
        push(bytes, onData) {
            const take = Math.min(left, bytes.length);
            left -= take;
            if (take > 0)
                onData(take === bytes.length ? bytes : bytes.subarray(0, take));
            return take;
        },
        get done() {
            return left === 0;
        },
        closed: () => left === 0,
    };
}
function closeDelimitedDecoder() {
    return {
        push(bytes, onData) {
            if (bytes.length > 0)
                onData(bytes);
            return bytes.length;
        },
        done: false,
        closed: () => true,
    };
}
/** RFC 9112 chunked coding: `<hex size>[;ext]CRLF <data> CRLF` ..., `0` CRLF, trailer fields, CRLF. */
function chunkedDecoder() {
    let state = 'size';
    let line = '';
    let left = 0;
    const takeLine = (bytes, at) => {
        const newline = bytes.indexOf(0x0a, at);
        const end = newline === -1 ? bytes.length : newline + 1;
        line += bytes.toString('latin1', at, end);
        if (line.length > MAX_SIZE_LINE)
            throw new Error('the server sent a malformed chunked body');
        return { end, complete: newline !== -1 };
    };
    return {
        push(bytes, onData) {
            let at = 0;
            while (at < bytes.length && state !== 'done') {
                if (state === 'data') {
                    const take = Math.min(left, bytes.length - at);
                    onData(bytes.subarray(at, at + take));
                    at += take;
                    left -= take;
                    if (left === 0)
                        state = 'data-end';
                    continue;
                }
                const { end, complete } = takeLine(bytes, at);
                at = end;
                if (!complete)
                    break;
                const text = line.replace(/\r?\n$/, '');
                line = '';
                if (state === 'size') {
                    const size = /^([0-9a-fA-F]{1,12})[ \t]*(?:;.*)?$/.exec(text)?.[1];
                    if (size === undefined)
                        throw new Error('the server sent a malformed chunked body');
                    left = parseInt(size, 16);
                    state = left === 0 ? 'trailer' : 'data';
                }
                else if (state === 'data-end') {
                    if (text !== '')
                        throw new Error('the server sent a malformed chunked body');
                    state = 'size';
                }
                else if (text === '') {
                    state = 'done';
                }
            }
            return at;
        },
        get done() {
            return state === 'done';
        },
        closed: () => state === 'done',
    };
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/http-head.js
/** Where the head ends in `bytes` (just after the blank line), or -1 when it has not ended yet. */
function headEnd(bytes, from = 0) {
    const at = bytes.indexOf('\r\n\r\n', Math.max(0, from - 3), 'latin1');
    return at === -1 ? -1 : at + 4;
}
/** Parses a response head (status line and fields, blank line included or not). Throws on what is not HTTP/1.x. */
function parseResponseHead(text) {
    const lines = text.split('\r\n');
    const match = /^HTTP\/1\.[01] (\d{3})(?: .*)?$/.exec(lines[0] ?? '');
    if (!match)
        throw new Error(`the server's answer is not HTTP/1.1 (${JSON.stringify((lines[0] ?? '').slice(0, 40))})`);
    const headers = {};
    for (const line of lines.slice(1)) {
        if (line === '')
            continue;
        const colon = line.indexOf(':');
        if (colon <= 0 || /^\s/.test(line))
            throw new Error('the server sent a malformed header line');
        const name = line.slice(0, colon).trim().toLowerCase();
        headers[name] ??= line.slice(colon + 1).trim();
    }
    return { status: Number(match[1]), headers };
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/http-get.js




const READ_BUFFER_BYTES = 64 * 1024;
const MAX_HEAD_BYTES = 64 * 1024;
const USER_AGENT = 'docs-export-action';
/** Resolves with the status and fields once the head arrived; rejects when no head comes (network errors, timeout). */
function httpGet(request) {
    return new Promise((resolve, reject) => new Exchange(request, resolve, reject).start());
}
function networkError(message, code) {
    return Object.assign(new Error(message), { code });
}
/** The state of one request: the socket, the head so far, then the body decoder and its reader. */
class Exchange {
    #request;
    #resolveHead;
    #rejectHead;
    #readBuffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    #socket;
    #phase = 'head';
    #head = Buffer.alloc(0);
    #decoder;
    /** Body bytes that came in the same read as the end of the head, kept in the paused read buffer. */
    #leftover;
    #accept;
    #settleRead;
    #failure;
    /** Promises the reader returned and that have not settled yet; reading waits for them. */
    #outstanding = new Set();
    #readerError;
    #timer;
    /** When the current wait runs out (performance.now()); 0 while nothing is awaited. */
    #deadline = 0;
    constructor(request, resolve, reject) {
        this.#request = request;
        this.#resolveHead = resolve;
        this.#rejectHead = reject;
    }
    start() {
        const { url } = this.#request;
        let text;
        try {
            text = requestText(this.#request);
        }
        catch (error) {
            return this.#rejectHead(error);
        }
        const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
        const secure = url.protocol === 'https:';
        const port = Number(url.port || (secure ? 443 : 80));
        const onread = { buffer: this.#readBuffer, callback: (length) => this.#onBytes(length) };
        // tls.connect takes `onread` too (Node docs), though @types/node does not list it.
        const tlsOptions = { host, port, servername: (0,external_node_net_.isIP)(host) ? undefined : host, ALPNProtocols: ['http/1.1'], onread };
        const socket = secure ? (0,external_node_tls_.connect)(tlsOptions) : (0,external_node_net_.connect)({ host, port, onread });
        this.#socket = socket;
        socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(text));
        socket.on('error', (error) => this.#fail(error));
        socket.on('end', () => this.#onEnd());
        socket.on('close', () => this.#onEnd());
        this.#arm();
    }
    /** The onread callback: false pauses reading, and the read buffer keeps its bytes until resumed. */
    #onBytes(length) {
        try {
            if (this.#phase === 'head')
                return this.#takeHead(this.#readBuffer.subarray(0, length));
            if (this.#phase !== 'body')
                return false;
            this.#arm();
            return this.#feed(this.#readBuffer.subarray(0, length));
        }
        catch (error) {
            this.#fail(error);
            return false;
        }
    }
    #takeHead(bytes) {
        const searchFrom = this.#head.length;
        this.#head = Buffer.concat([this.#head, bytes]);
        const end = headEnd(this.#head, searchFrom);
        if (end === -1) {
            if (this.#head.length > MAX_HEAD_BYTES)
                throw networkError('the response head is too large', 'EHEADTOOLARGE');
            return true;
        }
        const head = parseResponseHead(this.#head.toString('latin1', 0, end));
        const rest = bytes.subarray(end - searchFrom);
        this.#head = Buffer.alloc(0);
        // 1xx answers (100 Continue, 103 Early Hints) come before the real one.
        if (head.status >= 100 && head.status < 200)
            return rest.length === 0 || this.#takeHead(Buffer.from(rest));
        this.#decoder = createBodyDecoder(head);
        this.#leftover = rest;
        this.#phase = 'waiting';
        this.#disarm();
        this.#resolveHead({ ...head, body: { read: (accept) => this.#read(accept), discard: () => this.#close() } });
        return false;
    }
    #read(accept) {
        if (this.#failure !== undefined)
            return Promise.reject(this.#failure);
        if (this.#phase !== 'waiting')
            return Promise.reject(new Error('the body was already read or dropped'));
        this.#phase = 'body';
        this.#accept = accept;
        return new Promise((resolve, reject) => {
            this.#settleRead = { resolve, reject };
            const leftover = this.#leftover ?? Buffer.alloc(0);
            this.#leftover = undefined;
            try {
                if (this.#feed(leftover))
                    this.#resume();
            }
            catch (error) {
                this.#fail(error);
            }
        });
    }
    /** Decodes bytes into pieces for the reader; returns whether to go on reading at once. */
    #feed(bytes) {
        const decoder = this.#decoder;
        const accept = this.#accept;
        decoder.push(bytes, (piece) => {
            const pending = accept(piece);
            if (pending)
                this.#track(pending);
        });
        if (decoder.done) {
            this.#end();
            return false;
        }
        if (this.#outstanding.size === 0)
            return true;
        this.#disarm();
        void this.#settled().then(() => (this.#readerError === undefined ? this.#resume() : this.#fail(this.#readerError)));
        return false;
    }
    #track(pending) {
        const tracked = pending.then(() => void this.#outstanding.delete(tracked), (error) => {
            this.#readerError ??= error;
            this.#outstanding.delete(tracked);
        });
        this.#outstanding.add(tracked);
    }
    /** Resolves once every promise of the reader has settled. */
    async #settled() {
        while (this.#outstanding.size > 0)
            await Promise.all(this.#outstanding);
    }
    #resume() {
        if (this.#phase !== 'body')
            return;
        this.#arm();
        this.#socket?.resume();
    }
    /** The body is complete: the read resolves once the reader is done with it. */
    #end() {
        if (this.#phase === 'ended')
            return;
        this.#phase = 'ended';
        this.#stopTimer();
        this.#socket?.destroy();
        void this.#settled().then(() => this.#readerError === undefined ? this.#settleRead?.resolve() : this.#settleRead?.reject(this.#readerError));
    }
    #onEnd() {
        if (this.#phase === 'ended')
            return;
        if (this.#phase === 'head')
            return this.#fail(networkError('the connection closed before the response came', 'ECONNRESET'));
        if (this.#phase === 'body' && this.#decoder?.closed())
            return this.#end();
        this.#fail(networkError('the connection closed before the end of the body', 'ECONNRESET'));
    }
    #fail(error) {
        if (this.#phase === 'ended')
            return;
        const wasHead = this.#phase === 'head';
        this.#failure = error;
        this.#phase = 'ended';
        this.#stopTimer();
        this.#socket?.destroy();
        if (wasHead)
            return this.#rejectHead(error instanceof Error ? error : new Error(String(error)));
        // The reader's own work settles first, so nothing of it outlives the read.
        void this.#settled().then(() => this.#settleRead?.reject(error));
    }
    #close() {
        if (this.#phase === 'ended')
            return;
        this.#phase = 'ended';
        this.#stopTimer();
        this.#socket?.destroy();
    }
    /**
     * (Re)starts the wait: for the head, or for the next read of the body. One timer serves the whole
     * exchange and checks a deadline when it fires, so each read costs no timer of its own.
     */
    #arm() {
        this.#deadline = performance.now() + this.#request.timeoutMs;
        this.#timer ??= setTimeout(() => this.#onTimer(), this.#request.timeoutMs);
    }
    #onTimer() {
        this.#timer = undefined;
        if (this.#deadline === 0 || this.#phase === 'ended')
            return;
        const left = this.#deadline - performance.now();
        if (left > 0) {
            this.#timer = setTimeout(() => this.#onTimer(), left);
            return;
        }
        const seconds = Math.round(this.#request.timeoutMs / 100) / 10;
        this.#fail(networkError(`${this.#phase === 'head' ? 'no response' : 'no data'} for ${seconds} s`, 'ETIMEDOUT'));
    }
    /** No wait under way (the reader holds things up, or the exchange is over); the timer lapses by itself. */
    #disarm() {
        this.#deadline = 0;
    }
    /** The exchange is over: no timer may keep the process alive. */
    #stopTimer() {
        this.#deadline = 0;
        if (this.#timer)
            clearTimeout(this.#timer);
        this.#timer = undefined;
    }
}
function requestText({ url, headers }) {
    const fields = { Host: url.host, 'User-Agent': USER_AGENT, ...headers, Connection: 'close' };
    const lines = Object.entries(fields).map(([name, value]) => {
        if (/[\r\n]/.test(value))
            throw new Error(`the request field ${name} holds a line break`);
        return `${name}: ${value}\r\n`;
    });
    return `GET ${url.pathname}${url.search} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/storage-error.js
function readStorageError(body) {
    const code = /<Code>\s*([A-Za-z.]{1,64})\s*<\/Code>/.exec(body)?.[1];
    const expired = /request has expired/i.test(body) ||
        code === 'ExpiredToken' ||
        (code === 'AccessDenied' && /expired/i.test(body)) ||
        /token (?:has )?expired/i.test(body);
    return { code, expired };
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/open-response.js





const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ERROR_BODY_LIMIT = 16 * 1024;
/**
 * One GET of the bundle, up to its response headers. No Authorization header: the link is presigned.
 * A redirect is followed only to a link that passes the same scheme rule, at most three times.
 * Fatal answers throw a `BundleError`; the body is left to the caller, who must consume or destroy it.
 */
async function openBundleResponse(options) {
    let url = options.url;
    for (let hop = 0;; hop++) {
        const headers = { Accept: '*/*' };
        if (options.offset > 0) {
            headers.Range = `bytes=${options.offset}-`;
            if (options.etag)
                headers['If-Range'] = options.etag;
        }
        let response;
        try {
            response = await httpGet({ url, headers, timeoutMs: options.timeoutMs });
        }
        catch (error) {
            return { kind: 'transient', reason: describeNetworkError(error) };
        }
        const { status, body } = response;
        const header = (name) => response.headers[name];
        if (status === 200 || status === 206) {
            const range = status === 206 ? parseContentRange(header('content-range')) : undefined;
            if (status === 206 && (range === undefined || range.start !== options.offset)) {
                discardBody(body);
                return { kind: 'restart', reason: `the server answered a range that does not start at byte ${options.offset}` };
            }
            const length = parseLength(header('content-length'));
            const total = status === 200 ? length : (range?.total ?? (length === undefined ? undefined : options.offset + length));
            const etag = header('etag');
            return { kind: 'body', status, body, total, etag: etag && !etag.startsWith('W/') ? etag : undefined };
        }
        if (REDIRECTS.has(status) && hop < MAX_REDIRECTS && header('location')) {
            discardBody(body);
            url = checkBundleLink(new URL(header('location') ?? '', url).href);
            continue;
        }
        const text = await readLimited(body, status >= 400 ? ERROR_BODY_LIMIT : 0);
        const storage = readStorageError(text);
        if ((status === 403 || status === 400) && storage.expired)
            return { kind: 'expired' };
        if (status === 416)
            return { kind: 'restart', reason: 'the server cannot serve the rest of the bundle (416)' };
        if (status === 408 || status === 429 || status >= 500) {
            return { kind: 'transient', reason: `the server answered ${status}`, retryAfterMs: parseRetryAfter(header('retry-after'), options.now) };
        }
        throw new errors/* BundleError */.rJ('download', fatalMessage(status, storage.code, url));
    }
}
function fatalMessage(status, code, url) {
    const where = `${(0,redact/* displayUrl */.Q)(url.href)} answered ${status}${code ? ` ${code}` : ''}`;
    if (status === 403 || status === 401) {
        return `The bundle download was refused: ${where}. The link is not valid (or no longer valid) for this object; run the export again to get a new bundle link.`;
    }
    if (status === 404 || status === 410) {
        return `The bundle was not found: ${where}. The object was removed or the link is wrong; run the export again.`;
    }
    if (REDIRECTS.has(status))
        return `The bundle download failed: ${where} and redirected too many times.`;
    return `The bundle download failed: ${where}, which the action does not expect; run it again, and report it to the service if it persists.`;
}
/** A network error as a short reason: its code and message, never a URL with its query. */
function describeNetworkError(error) {
    const { code, message } = error;
    const text = (message ?? String(error)).replace(/https?:\/\/\S+/g, (link) => (0,redact/* displayUrl */.Q)(link));
    return code && !text.includes(code) ? `${code}: ${text}` : text;
}
/** The start of an error body, for its `<Code>`; the rest is dropped with the connection. */
async function readLimited(body, limit) {
    const start = Buffer.alloc(limit);
    let size = 0;
    const full = new Error('enough of the error body');
    try {
        if (limit > 0) {
            await body.read((piece) => {
                size += piece.copy(start, size);
                if (size >= limit)
                    throw full;
            });
        }
    }
    catch {
        // An error body that breaks off (or goes on too long) is read as far as it came.
    }
    finally {
        discardBody(body);
    }
    return start.toString('utf8', 0, size);
}
/** Drops a body we will not read. */
function discardBody(body) {
    body.discard();
}
function parseLength(value) {
    return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}
function parseContentRange(value) {
    const match = /^bytes\s+(\d+)-(\d+)\/(\d+|\*)$/i.exec(value?.trim() ?? '');
    if (!match)
        return undefined;
    return { start: Number(match[1]), end: Number(match[2]), total: match[3] === '*' ? undefined : Number(match[3]) };
}
function parseRetryAfter(value, now) {
    if (value === undefined)
        return undefined;
    if (/^\d+$/.test(value.trim()))
        return Number(value.trim()) * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/progress.js
const STEP = 0.1;
const INTERVAL_MS = 5000;
function createDownloadProgress(log, clock) {
    const started = clock.now();
    let total;
    let lastStep = 0;
    let lastLine = started;
    let lastReceived = 0;
    return {
        setTotal(value) {
            total = value;
        },
        update(received) {
            const now = clock.now();
            if (received < lastReceived)
                lastStep = 0; // started over
            lastReceived = received;
            const step = total ? Math.floor(received / total / STEP) : 0;
            if (step <= lastStep && now - lastLine < INTERVAL_MS)
                return;
            lastStep = Math.max(lastStep, step);
            lastLine = now;
            const seconds = (now - started) / 1000;
            const speed = seconds > 0 ? `, ${formatSize(received / seconds)}/s` : '';
            const share = total ? ` of ${formatSize(total)} (${Math.floor((received / total) * 100)}%)` : '';
            log.info(`Downloaded ${formatSize(received)}${share}${speed}`);
        },
    };
}
function formatSize(bytes) {
    if (bytes < 1_000_000)
        return `${(bytes / 1000).toFixed(1)} kB`;
    return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/transfer.js





const DEFAULT_MAX_RESUMES = 5;
const MAX_REFRESHES = 3;
const MAX_BACKOFF_MS = 30_000;
const MAX_RETRY_AFTER_MS = 60_000;
/** The download loop: resumes with `Range` after a break, renews an expired link, and returns the bundle used. */
async function transferBundle(options, firstLink, sink) {
    const { log, clock } = options;
    const maxResumes = options.maxResumes ?? DEFAULT_MAX_RESUMES;
    const progress = createDownloadProgress(log, clock);
    let bundle = options.bundle;
    let url = firstLink;
    let etag;
    let retries = 0;
    let refreshes = 0;
    const pause = async (reason, retryAfterMs) => {
        if (retries >= maxResumes) {
            throw new errors/* BundleError */.rJ('download', `The bundle download failed after ${retries} retries, at ${formatSize(sink.received)}: ${reason}. Check the runner's network, then run again.`);
        }
        retries++;
        const delay = Math.min(retryAfterMs ?? Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (retries - 1)), MAX_RETRY_AFTER_MS);
        const from = sink.received > 0 ? `resuming from byte ${sink.received}` : 'retrying';
        log.info(`The bundle download was interrupted (${reason}); ${from} in ${Math.round(delay / 1000)} s (retry ${retries} of ${maxResumes}).`);
        await clock.sleep(delay);
    };
    const size = bundle.sizeBytes === undefined ? '' : ` (${formatSize(bundle.sizeBytes)})`;
    log.info(`Downloading the bundle from ${(0,redact/* displayUrl */.Q)(url.href)}${size}`);
    for (;;) {
        const response = await openBundleResponse({
            url,
            offset: sink.received,
            etag,
            timeoutMs: options.requestTimeoutMs,
            now: () => clock.now(),
        });
        switch (response.kind) {
            case 'expired': {
                if (refreshes >= MAX_REFRESHES) {
                    throw new errors/* BundleError */.rJ('download', `The bundle link kept expiring: ${MAX_REFRESHES} fresh links from the service were refused as expired. Check that the runner's clock is right, then run again.`);
                }
                refreshes++;
                log.info(`The bundle link expired after ${formatSize(sink.received)}; asking the service for a fresh one.`);
                const fresh = await refreshedBundle(options);
                url = checkBundleLink(fresh.bundleUrl);
                if (bundle.sizeBytes !== undefined && fresh.sizeBytes !== undefined && fresh.sizeBytes !== bundle.sizeBytes) {
                    log.info('The fresh link is for a bundle of another size; starting the download over.');
                    await sink.reset();
                    etag = undefined;
                }
                bundle = fresh;
                continue;
            }
            case 'restart':
                await sink.reset();
                etag = undefined;
                await pause(response.reason);
                continue;
            case 'transient':
                await pause(response.reason, response.retryAfterMs);
                continue;
            case 'body':
                break;
        }
        if (response.status === 200 && sink.received > 0) {
            log.info('The server sent the whole bundle instead of the rest; starting over.');
            await sink.reset();
        }
        let expected;
        try {
            expected = expectedSize(bundle.sizeBytes, response.total);
        }
        catch (error) {
            discardBody(response.body);
            throw error;
        }
        etag = response.etag ?? etag;
        progress.setTotal(expected);
        const broken = await streamBody(response.body, sink, expected, progress);
        if (broken === undefined && (expected === undefined || sink.received === expected))
            return bundle;
        await pause(broken ?? `the connection closed after ${sink.received} of ${expected} bytes`);
    }
}
/** The size to expect: the response's and the service's `sizeBytes` must agree when both are known. */
function expectedSize(sizeBytes, total) {
    if (sizeBytes !== undefined && total !== undefined && sizeBytes !== total) {
        throw new errors/* BundleError */.rJ('download', `The bundle download is the wrong size: the server sends ${total} bytes but the service announced ${sizeBytes} (sizeBytes). Run the export again; report it to the service if it persists.`);
    }
    return total ?? sizeBytes;
}
/** Feeds the body to the sink; returns why it broke off, or undefined when it ended. Sink failures throw. */
async function streamBody(body, sink, expected, progress) {
    try {
        await body.read((chunk) => {
            if (expected !== undefined && sink.received + chunk.length > expected) {
                throw new errors/* BundleError */.rJ('download', `The bundle download is the wrong size: the server sent more than the ${expected} bytes announced. Run the export again; report it to the service if it persists.`);
            }
            const wait = sink.write(chunk);
            progress.update(sink.received);
            return wait;
        });
        return undefined;
    }
    catch (error) {
        if (error instanceof errors/* BundleError */.rJ)
            throw error;
        return describeNetworkError(error);
    }
    finally {
        discardBody(body);
    }
}
async function refreshedBundle(options) {
    try {
        return await options.refreshBundle();
    }
    catch (error) {
        if (error instanceof errors/* BundleError */.rJ)
            throw error;
        const message = error instanceof Error ? error.message : String(error);
        throw new errors/* BundleError */.rJ('download', `The bundle link expired during the download, and asking the service for a fresh one failed: ${message}`);
    }
}

;// CONCATENATED MODULE: ./.build/work/src/export/download/fetch-bundle.js












/**
 * Downloads the bundle and verifies it in one streaming pass (SHA-256, temp file, gzip and tar checks,
 * air-gap scan), then moves it to `destination`. On any failure nothing is left at `destination`:
 * not the temp file, and not an older bundle from an earlier run either, which is removed when the
 * download starts, so a later step can never take a stale or unverified file for this bundle.
 */
async function fetchAndVerifyBundle(options) {
    const destination = (0,external_node_path_.resolve)(options.destination);
    await clearDestination(destination);
    const link = checkBundleLink(options.bundle.bundleUrl);
    const tempPath = (0,external_node_path_.join)((0,external_node_path_.dirname)(destination), `.${(0,external_node_path_.basename)(destination)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.part`);
    const sink = openBundleSink(tempPath, { scanExternal: options.airgapCheck !== 'off' });
    try {
        const bundle = await transferBundle(options, link, sink);
        const result = await sink.finish();
        const warnings = judgeArchive(result.archive, options.expectedPageCount, options.airgapCheck);
        await (0,promises_.rename)(tempPath, destination);
        await syncDirectory((0,external_node_path_.dirname)(destination));
        const { findings } = result.archive;
        options.log.info(`Bundle verified: ${formatSize(result.sizeBytes)}, ${result.archive.pages} pages, sha256 ${result.sha256}; saved to ${destination}`);
        if (findings.length > 0) {
            options.log.info(`Air-gap check: ${findings.length} external reference(s) on ${pagesWithFindings(findings)} page(s).`);
        }
        return {
            path: destination,
            sizeBytes: result.sizeBytes,
            sha256: result.sha256,
            pageCount: result.archive.pages,
            airgapFindings: findings,
            bundle,
            warnings,
            siteRoot: result.archive.siteRoot ?? '',
        };
    }
    catch (error) {
        await sink.discard().catch(() => { });
        await (0,promises_.rm)(destination, { force: true }).catch(() => { });
        throw error instanceof errors/* BundleError */.rJ
            ? error
            : new errors/* BundleError */.rJ('download', `The bundle download failed unexpectedly (${describeNetworkError(error)}); run it again.`);
    }
}
/** Makes the directory, and removes an older bundle so that only this run's verified file can appear there. */
async function clearDestination(destination) {
    try {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(destination), { recursive: true });
        const existing = await (0,promises_.lstat)(destination).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (existing?.isDirectory()) {
            throw new errors/* BundleError */.rJ('download', `bundle-path ${destination} is a directory; give a file path such as ${(0,external_node_path_.join)(destination, 'bundle.tar.gz')}.`);
        }
        if (existing)
            await (0,promises_.rm)(destination, { force: true });
    }
    catch (error) {
        if (error instanceof errors/* BundleError */.rJ)
            throw error;
        const { code, message } = error;
        throw new errors/* BundleError */.rJ('download', `Could not prepare bundle-path ${destination} (${code ?? message}); check that its directory is writable.`);
    }
}
/** Makes the rename durable where the platform allows it (not on Windows, where it is skipped). */
async function syncDirectory(directory) {
    try {
        const handle = await (0,promises_.open)(directory, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // Best effort: the file itself was fsynced before the rename.
    }
}


/***/ }),

/***/ 78851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ normalizeExpiry),
/* harmony export */   B8: () => (/* binding */ formatExpiry),
/* harmony export */   rQ: () => (/* binding */ parseExpiry)
/* harmony export */ });
/* unused harmony export ExpiryFormatError */
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89765);

/** The `expires-at` output: RFC 3339 UTC to the second, whatever form the service used. */
/** Thrown when the service's expiry cannot be read: rolling out a link of unknown lifetime is unsafe. */
class ExpiryFormatError extends Error {
    constructor(value) {
        super(`The service returned a bundle expiry the action cannot read (expiresAt: ${JSON.stringify(value)}); ` +
            'expected an RFC 3339 date-time such as 2026-11-28T05:31:56Z.');
        this.name = 'ExpiryFormatError';
    }
}
/** Epoch milliseconds of an expiry given as RFC 3339/ISO 8601, an HTTP date, or epoch seconds/milliseconds. */
function parseExpiry(value) {
    const ms = typeof value === 'number' ? epochMs(value) : typeof value === 'string' ? parseText(value.trim()) : undefined;
    if (ms === undefined || !Number.isFinite(ms))
        throw new ExpiryFormatError(value);
    return ms;
}
/** `2026-11-28T05:31:56Z`: UTC, no milliseconds (truncated, so the link is never said to live longer than it does). */
const formatExpiry = _util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatInstant */ .r4;
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
/** Ten-digit numbers are seconds (until 2286), larger ones milliseconds. */
function epochMs(value) {
    if (!Number.isFinite(value) || value <= 0)
        return undefined;
    return value < 1e11 ? value * 1000 : value;
}


/***/ }),

/***/ 91115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ extractVerifiedBundle)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var tar_extract__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40155);
/* harmony import */ var _download_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25760);
/* harmony import */ var _verify_entry_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(31056);





/**
 * Extracts a verified bundle into `directory`, which must be new or empty: extracting over an older
 * site would leave its removed pages behind, and the action never deletes files it did not write.
 * The archive was checked while it downloaded; it is checked again here (a filter with the same
 * rules, tar's strict mode, no absolute paths, owners not restored), so no link is created or
 * followed and nothing is written outside `directory`. On failure the directory is emptied again.
 */
async function extractVerifiedBundle(bundlePath, directory) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(directory);
    await prepareEmptyDirectory(target);
    const refused = [];
    let files = 0;
    const accept = (path, entry) => {
        const reason = (0,_verify_entry_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .unsafeEntryReason */ .Xj)(path, entry.type, entry.linkpath) ?? escapeReason(target, path);
        if (reason !== undefined) {
            refused.push(`${(0,_download_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .quoteEntryPath */ .QM)(path)} ${reason}`);
            return false;
        }
        if ((0,_verify_entry_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .isFileEntry */ .Hz)(entry.type))
            files++;
        return true;
    };
    try {
        // Synchronous on purpose: when an asynchronous extraction fails, file writes may still be in
        // flight and land after the clean-up; a synchronous one has nothing left running when it throws.
        (0,tar_extract__WEBPACK_IMPORTED_MODULE_2__/* .extract */ .o)({
            sync: true,
            file: bundlePath,
            cwd: target,
            strict: true,
            preservePaths: false,
            preserveOwner: false,
            filter: (path, entry) => accept(path, entry),
        });
    }
    catch (error) {
        await emptyDirectory(target);
        const { code, message } = error;
        throw new _download_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('extraction', `Could not extract the bundle into ${target}: ${code && !message.includes(code) ? `${code} ` : ''}${message}.`);
    }
    if (refused.length > 0) {
        await emptyDirectory(target);
        throw new _download_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('extraction', `Refused to extract the bundle into ${target}: entry ${refused.slice(0, 5).join('; ')}.`);
    }
    return { path: target, files };
}
function escapeReason(target, path) {
    const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(target, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(target, path));
    return inside === '..' || inside.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside) ? 'would be written outside the directory' : undefined;
}
async function prepareEmptyDirectory(target) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(target, { recursive: true });
    }
    catch (error) {
        const { code, message } = error;
        throw new _download_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('extraction', `Could not create the directory ${target} for extract-to (${code ?? message}).`);
    }
    const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(target);
    if (existing.length > 0) {
        throw new _download_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('extraction', `extract-to ${target} is not empty: give a new or empty directory (the action does not delete files, and old pages would otherwise stay beside the new ones).`);
    }
}
async function emptyDirectory(target) {
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(target).catch(() => [])) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(target, name), { recursive: true, force: true }).catch(() => { });
    }
}


/***/ }),

/***/ 83439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   om: () => (/* binding */ formatRelative),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89765);
/** Small formatters for log lines and the step summary. */


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
        return (0,_util_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ms);
    return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}


/***/ }),

/***/ 31056:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hz: () => (/* binding */ isFileEntry),
/* harmony export */   Xj: () => (/* binding */ unsafeEntryReason),
/* harmony export */   h1: () => (/* binding */ normalizeEntryPath)
/* harmony export */ });
/** Which tar entries a static site may hold. Shared by the streaming verification and the extraction. */
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const TYPE_DESCRIPTIONS = {
    SymbolicLink: 'is a symbolic link',
    Link: 'is a hard link',
    CharacterDevice: 'is a character device',
    BlockDevice: 'is a block device',
    FIFO: 'is a FIFO (named pipe)',
};
function isFileEntry(type) {
    return FILE_TYPES.has(type);
}
/**
 * Why an entry is unsafe, or undefined when it is a plain file or directory with a relative path that
 * stays inside the extraction directory on every platform.
 */
function unsafeEntryReason(path, type, linkpath) {
    if (!isFileEntry(type) && type !== 'Directory')
        return TYPE_DESCRIPTIONS[type] ?? `has the unsupported entry type ${type}`;
    // Only links have a target; tar refuses to extract a file that names one outside (a pax `linkpath`).
    if (linkpath)
        return 'is a file or directory with a link target';
    if (path.length === 0)
        return 'has an empty name';
    // Control characters have no place in a page path, and a newline could forge log lines.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(path))
        return 'has a control character in its name';
    if (/^[/\\]/.test(path) || /^[a-zA-Z]:/.test(path))
        return 'is an absolute path';
    if (path.includes('\\'))
        return 'contains a backslash';
    if (path.split(/[/\\]/).includes('..'))
        return "contains a '..' segment";
    return undefined;
}
/** `./guides/a.html` and `guides/a.html` are the same file; a directory's trailing `/` is dropped. */
function normalizeEntryPath(path) {
    let normalized = path;
    while (normalized.startsWith('./'))
        normalized = normalized.slice(2);
    if (normalized === '.')
        return '';
    return normalized.replace(/\/+$/, '').replace(/\/{2,}/g, '/');
}


/***/ }),

/***/ 66304:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ explainGitHubError),
/* harmony export */   c2: () => (/* binding */ statusOf),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11119);

/** A GitHub failure turned into one message that says what to do; it never carries the request (its body holds the link). */
class GitHubError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.name = 'GitHubError';
        this.status = status;
    }
}
/** The HTTP status of an octokit failure, or undefined for a network error. */
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** GitHub's own `message`, one line, without links that might carry a query string. */
function gitHubMessage(error) {
    const data = error?.response?.data;
    const raw = data && typeof data === 'object' && typeof data.message === 'string'
        ? data.message
        : error instanceof Error
            ? error.message
            : String(error);
    const line = raw.split('\n').find((l) => l.trim() !== '') ?? '';
    return line.replace(/https?:\/\/\S+/g, (url) => (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .displayUrl */ .Q)(url)).slice(0, 300);
}
const PERMISSIONS_HINT = 'The workflow needs `permissions: contents: write` (and `pull-requests: write` for `push: pull-request`). ' +
    'The default github.token reaches only the repository running the workflow: for another repository, pass a ' +
    'personal access token or a GitHub App token with access to it as `github-token`.';
function explainGitHubError(error, attempt) {
    const status = statusOf(error);
    const said = gitHubMessage(error);
    const where = `${attempt.action} in ${attempt.repository}`;
    switch (status) {
        case undefined:
            return new GitHubError(`Could not reach GitHub to ${where}: ${said}`);
        case 401:
            return new GitHubError(`GitHub rejected the token (401 ${said}) when trying to ${where}. Check the \`github-token\` input: the token may be missing, expired or revoked.`, 401);
        case 403: {
            const which = attempt.permission === 'pull-requests' ? '`pull-requests: write`' : '`contents: write`';
            return new GitHubError(`The token may not ${where} (403 ${said}): it lacks ${which}. ${PERMISSIONS_HINT}`, 403);
        }
        case 404:
            return new GitHubError(attempt.notFound ??
                `Not found (404) when trying to ${where}: check \`values-repository\`, and that \`github-token\` can see ${attempt.repository} ` +
                    '(GitHub answers 404 for a private repository the token cannot reach; github.token reaches only the workflow\'s own repository).', 404);
        default:
            return new GitHubError(`GitHub answered ${status} when trying to ${where}: ${said}`, status);
    }
}


/***/ }),

/***/ 89765:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zv: () => (/* binding */ groupThousands),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   r4: () => (/* binding */ formatInstant)
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
/** `2026-11-28T05:31:56Z`: UTC, whole seconds (truncated, so an expiry is never said to be later than it is). */
function formatInstant(ms) {
    return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** `1,234,567`: grouped by hand, since `toLocaleString` loads several MB of ICU data into the process. */
function groupThousands(value) {
    return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}


/***/ }),

/***/ 11119:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ displayUrl)
/* harmony export */ });
/** A link as it may be shown: scheme, host and path, never the query string that carries the signature. */
function displayUrl(link) {
    try {
        const url = new URL(link);
        return `${url.origin}${url.pathname}`;
    }
    catch {
        return '<invalid URL>';
    }
}


/***/ }),

/***/ 66604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hp: () => (/* binding */ parseLinkRecord),
/* harmony export */   Vv: () => (/* binding */ formatLinkRecord),
/* harmony export */   pX: () => (/* binding */ findLinkRecord)
/* harmony export */ });
const MARKER = 'docs-export:';
/** Finds the note inside a comment, whatever else the comment says. */
const RECORD_PATTERN = /docs-export:[ \t]*job=([^\s#]+)(?:[ \t]+expires=([^\s#]+))?/;
/** The comment text without `#`. */
function formatLinkRecord(record) {
    return `${MARKER} job=${record.jobId}${record.expiresAt ? ` expires=${record.expiresAt}` : ''}`;
}
/** Reads a note back from a comment (with or without its `#`); undefined when the comment holds none. */
function parseLinkRecord(comment) {
    const match = RECORD_PATTERN.exec(comment);
    if (!match)
        return undefined;
    const [, jobId, expiresAt] = match;
    return expiresAt ? { jobId: jobId, expiresAt } : { jobId: jobId };
}
/** Where the note sits in a comment, so it can be replaced without touching the rest of the comment. */
function findLinkRecord(comment) {
    const match = RECORD_PATTERN.exec(comment);
    if (match)
        return { start: match.index, end: match.index + match[0].length };
    const bare = comment.indexOf(MARKER);
    return bare === -1 ? undefined : { start: bare, end: comment.length };
}


/***/ }),

/***/ 23714:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ openValuesStore)
});

;// CONCATENATED MODULE: ./.build/work/src/github/conflicts.js
/** Another writer got there first (a stale blob sha or ref): read again and retry. */
class WriteConflict extends Error {
    constructor(message) {
        super(message);
        this.name = 'WriteConflict';
    }
}
const DEFAULT_ATTEMPTS = 5;
const STEP_MS = 400;
/**
 * Runs `attempt` (which reads, edits and writes) again after a WriteConflict, a bounded number of times, with a
 * short jittered pause so that racing runs do not collide in step again.
 */
async function retryOnConflict(attempt, options) {
    const attempts = options.attempts ?? DEFAULT_ATTEMPTS;
    const random = options.random ?? Math.random;
    for (let n = 1;; n += 1) {
        try {
            return await attempt();
        }
        catch (error) {
            if (!(error instanceof WriteConflict))
                throw error;
            if (n >= attempts) {
                throw new Error(`${options.what} kept changing while this run tried to update it (${attempts} attempts): ${error.message.replace(/\.?$/, '.')} ` +
                    'Re-run the workflow, or serialise the runs that update it with a `concurrency:` group.');
            }
            const pauseMs = Math.round(STEP_MS * n + random() * STEP_MS);
            options.log.info(`${options.what} changed meanwhile (${error.message}); reading it again in ${pauseMs}ms (attempt ${n + 1} of ${attempts}).`);
            await options.clock.sleep(pauseMs);
        }
    }
}

// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var errors = __webpack_require__(66304);
;// CONCATENATED MODULE: ./.build/work/src/github/repository.js

function fullNameOf(ref) {
    return `${ref.owner}/${ref.repo}`;
}
async function getRepository(octokit, ref) {
    try {
        const { data } = await octokit.rest.repos.get({ owner: ref.owner, repo: ref.repo });
        return {
            fullName: data.full_name,
            defaultBranch: data.default_branch,
            visibility: data.visibility ?? (data.private ? 'private' : 'public'),
            htmlUrl: data.html_url,
        };
    }
    catch (error) {
        throw (0,errors/* explainGitHubError */.Pm)(error, { repository: fullNameOf(ref), action: 'read the repository', permission: 'contents' });
    }
}

;// CONCATENATED MODULE: ./.build/work/src/github/contents.js



/** A text file at `ref` (branch or commit sha); undefined when the path does not exist there. */
async function readRepositoryFile(octokit, repo, path, ref) {
    const attempt = { repository: fullNameOf(repo), action: `read ${path} at ${shortRef(ref)}`, permission: 'contents' };
    let data;
    try {
        ({ data } = await octokit.rest.repos.getContent({ owner: repo.owner, repo: repo.repo, path, ref }));
    }
    catch (error) {
        if ((0,errors/* statusOf */.c2)(error) === 404)
            return undefined;
        throw (0,errors/* explainGitHubError */.Pm)(error, attempt);
    }
    if (Array.isArray(data) || data.type !== 'file') {
        throw new Error(`${path} in ${fullNameOf(repo)} is a ${Array.isArray(data) ? 'directory' : data.type}, not a file: check \`values-file\`.`);
    }
    try {
        // Files over 1 MB come without content; their blob still has it.
        const base64 = data.encoding === 'base64' && data.content ? data.content : await readBlob(octokit, repo, data.sha);
        return { text: Buffer.from(base64, 'base64').toString('utf8'), sha: data.sha };
    }
    catch (error) {
        throw (0,errors/* explainGitHubError */.Pm)(error, attempt);
    }
}
async function readBlob(octokit, repo, sha) {
    const { data } = await octokit.rest.git.getBlob({ owner: repo.owner, repo: repo.repo, file_sha: sha });
    return data.content;
}
/** One commit through the contents API. A stale `sha` (409, or 422 when the file appeared meanwhile) is a WriteConflict. */
async function writeRepositoryFile(octokit, repo, write) {
    try {
        const { data } = await octokit.rest.repos.createOrUpdateFileContents({
            owner: repo.owner,
            repo: repo.repo,
            path: write.path,
            branch: write.branch,
            message: write.message,
            content: Buffer.from(write.text, 'utf8').toString('base64'),
            ...(write.sha !== undefined && { sha: write.sha }),
        });
        return { commitSha: data.commit.sha ?? '' };
    }
    catch (error) {
        const status = (0,errors/* statusOf */.c2)(error);
        if (status === 409 || status === 422)
            throw new WriteConflict(`${write.path} on ${write.branch} is no longer the version that was read (${status})`);
        throw (0,errors/* explainGitHubError */.Pm)(error, {
            repository: fullNameOf(repo),
            action: `commit ${write.path} to ${write.branch}`,
            permission: 'contents',
            notFound: `Branch ${write.branch} of ${fullNameOf(repo)} was not found (404) when committing ${write.path}: check \`values-branch\`.`,
        });
    }
}
function shortRef(ref) {
    return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 7) : ref;
}

;// CONCATENATED MODULE: ./.build/work/src/github/branches.js



/** The commit a branch points at; undefined when there is no such branch. */
async function getBranchHead(octokit, repo, branch) {
    try {
        const { data } = await octokit.rest.git.getRef({ owner: repo.owner, repo: repo.repo, ref: `heads/${branch}` });
        return data.object.sha;
    }
    catch (error) {
        if ((0,errors/* statusOf */.c2)(error) === 404)
            return undefined;
        throw (0,errors/* explainGitHubError */.Pm)(error, { repository: fullNameOf(repo), action: `read branch ${branch}`, permission: 'contents' });
    }
}
/**
 * Points `branch` at `sha`: creates it, or moves it there even if that drops commits (the pull request branch is
 * rebuilt from its base on every run). A branch created or deleted meanwhile by another run is a WriteConflict.
 */
async function resetBranch(octokit, repo, branch, sha, exists) {
    try {
        if (exists)
            await octokit.rest.git.updateRef({ owner: repo.owner, repo: repo.repo, ref: `heads/${branch}`, sha, force: true });
        else
            await octokit.rest.git.createRef({ owner: repo.owner, repo: repo.repo, ref: `refs/heads/${branch}`, sha });
    }
    catch (error) {
        if ((0,errors/* statusOf */.c2)(error) === 422 || (0,errors/* statusOf */.c2)(error) === 409) {
            throw new WriteConflict(`branch ${branch} was ${exists ? 'deleted' : 'created'} by someone else`);
        }
        throw (0,errors/* explainGitHubError */.Pm)(error, { repository: fullNameOf(repo), action: `${exists ? 'reset' : 'create'} branch ${branch}`, permission: 'contents' });
    }
}

;// CONCATENATED MODULE: ./.build/work/src/values/public-refusal.js
/**
 * Why a push must not happen, or undefined. A presigned link is a credential, so it goes to a public repository only
 * when the user says so. With `values-bundle-url` the file holds the user's own address instead, and no refusal is needed.
 */
function publicRepositoryRefusal(repository, values) {
    if (repository.visibility !== 'public' || values.allowPublicRepository || values.bundleUrlTemplate)
        return undefined;
    const verb = values.push === 'pull-request' ? 'open a pull request with' : 'commit';
    return (`Refusing to ${verb} the bundle link in ${repository.fullName}: the repository is public, and a presigned link is a ` +
        'credential (anyone who reads it can download the bundle until it expires). Nothing was written. Either set ' +
        '`allow-public-repository: true` to accept that, or re-host the bundle on your own storage and give its address as ' +
        '`values-bundle-url` (then the presigned link is not written to the file).');
}

;// CONCATENATED MODULE: ./.build/work/src/values/github-target.js





/** Reads the repository once and refuses a public one before anything is written (or any link is asked for). */
async function openGitHubTarget(context, file) {
    const { values, githubToken } = context.settings;
    if (!values.repository) {
        throw new Error(`Input \`values-repository\` is needed for push "${values.push}": owner/name of the deployment repository (GITHUB_REPOSITORY is not set either).`);
    }
    if (!githubToken) {
        throw new Error(`Input \`github-token\` is empty; push "${values.push}" needs a token that may write to ${fullNameOf(values.repository)}.`);
    }
    const { octokit } = context.github();
    const facts = await getRepository(octokit, values.repository);
    const refusal = publicRepositoryRefusal(facts, values);
    if (refusal)
        throw new Error(refusal);
    if (facts.visibility === 'public' && values.bundleUrlTemplate) {
        context.log.info(`${facts.fullName} is public; the values get the \`values-bundle-url\` address, not the presigned link.`);
    }
    // The contents API takes paths from the repository root, without `./` or a leading `/`.
    const repoPath = file.replace(/^(\.?\/)+/, '');
    return { octokit, repo: values.repository, facts, baseBranch: values.branch ?? facts.defaultBranch, file: repoPath };
}
/** The values file at `ref`, or an error that says whether the branch or the file is missing. */
async function requireFile(target, ref, branch) {
    const file = await readRepositoryFile(target.octokit, target.repo, target.file, ref);
    if (file)
        return file;
    const name = target.facts.fullName;
    if ((await getBranchHead(target.octokit, target.repo, branch)) === undefined) {
        throw new errors/* GitHubError */.y_(`Branch ${branch} does not exist in ${name}: check \`values-branch\` (default: the repository's default branch).`, 404);
    }
    throw new errors/* GitHubError */.y_(`${target.file} does not exist on branch ${branch} of ${name}: check \`values-file\` (a path from the repository root). ` +
        'The action edits an existing values file in a repository; it does not create one there.', 404);
}

;// CONCATENATED MODULE: ./.build/work/src/values/commit-store.js



/** `push: commit`: one commit on the base branch, based on the blob that was read. */
function commitStore(target, message, clock, log) {
    const branch = target.baseBranch;
    const location = `${target.file} on ${branch} of ${target.facts.fullName}`;
    return {
        location,
        readCurrent: async () => (await requireFile(target, branch, branch)).text,
        deliver: (edit) => retryOnConflict(async () => {
            const file = await requireFile(target, branch, branch);
            const result = edit(file.text);
            if (!result.changed)
                return { changed: false, story: `${location} already holds this link: nothing committed.` };
            const { commitSha } = await writeRepositoryFile(target.octokit, target.repo, { path: target.file, branch, text: result.text, sha: file.sha, message });
            return { changed: true, commitSha, story: `Committed ${location} (${commitSha.slice(0, 7)}).` };
        }, { clock, log, what: location }),
    };
}

;// CONCATENATED MODULE: ./.build/work/src/github/pulls.js


const attemptOf = (repo, action) => ({ repository: fullNameOf(repo), action, permission: 'pull-requests' });
/** The open pull request from `head` into `base` (the oldest, should there be several). */
async function findOpenPullRequest(octokit, repo, head, base) {
    try {
        const { data } = await octokit.rest.pulls.list({
            owner: repo.owner,
            repo: repo.repo,
            state: 'open',
            head: `${repo.owner}:${head}`,
            base,
            sort: 'created',
            direction: 'asc',
            per_page: 100,
        });
        const pull = data.find((p) => p.head.ref === head && p.base.ref === base);
        return pull && { number: pull.number, url: pull.html_url, title: pull.title, body: pull.body ?? '', base: pull.base.ref };
    }
    catch (error) {
        throw (0,errors/* explainGitHubError */.Pm)(error, attemptOf(repo, `list the pull requests from ${head}`));
    }
}
/**
 * Opens the pull request, or updates the one already open from `head` (title and body), so there is exactly one.
 * A pull request opened meanwhile by a racing run (422) is found and updated instead.
 */
async function upsertPullRequest(octokit, repo, draft) {
    const existing = await findOpenPullRequest(octokit, repo, draft.head, draft.base);
    if (existing)
        return { ...(await updatePullRequest(octokit, repo, existing, draft)), created: false };
    try {
        const { data } = await octokit.rest.pulls.create({ owner: repo.owner, repo: repo.repo, ...draft });
        return { number: data.number, url: data.html_url, title: data.title, body: data.body ?? '', base: data.base.ref, created: true };
    }
    catch (error) {
        if ((0,errors/* statusOf */.c2)(error) === 422) {
            const raced = await findOpenPullRequest(octokit, repo, draft.head, draft.base);
            if (raced)
                return { ...(await updatePullRequest(octokit, repo, raced, draft)), created: false };
        }
        throw (0,errors/* explainGitHubError */.Pm)(error, attemptOf(repo, `open a pull request from ${draft.head} into ${draft.base}`));
    }
}
async function updatePullRequest(octokit, repo, pull, draft) {
    if (pull.title === draft.title && pull.body === draft.body)
        return pull;
    try {
        await octokit.rest.pulls.update({ owner: repo.owner, repo: repo.repo, pull_number: pull.number, title: draft.title, body: draft.body });
        return { ...pull, title: draft.title, body: draft.body };
    }
    catch (error) {
        throw (0,errors/* explainGitHubError */.Pm)(error, attemptOf(repo, `update pull request #${pull.number}`));
    }
}

;// CONCATENATED MODULE: ./.build/work/src/values/pull-request-store.js






/**
 * `push: pull-request`: the pull request branch is rebuilt from the base head on every run (one commit on top of
 * it), then exactly one open pull request from it is opened or updated. A branch that already carries the very same
 * file is left alone, so a re-run commits nothing.
 */
function pullRequestStore(target, branch, message, clock, log) {
    const { octokit, repo } = target;
    const base = target.baseBranch;
    const name = target.facts.fullName;
    if (branch === base) {
        throw new Error(`Input \`pull-request-branch\` (${branch}) is the base branch of ${name}; give a separate branch, or use \`push: commit\`.`);
    }
    const updateBranch = async (edit) => {
        const baseHead = await getBranchHead(octokit, repo, base);
        if (!baseHead)
            throw new errors/* GitHubError */.y_(`Branch ${base} does not exist in ${name}: check \`values-branch\`.`, 404);
        const file = await requireFile(target, baseHead, base);
        const result = edit(file.text);
        if (!result.changed)
            return { baseUpToDate: true };
        const branchHead = await getBranchHead(octokit, repo, branch);
        if (branchHead) {
            const onBranch = await readRepositoryFile(octokit, repo, target.file, branchHead);
            if (onBranch?.text === result.text) {
                log.info(`Branch ${branch} already carries this change: nothing committed.`);
                return { baseUpToDate: false };
            }
        }
        await resetBranch(octokit, repo, branch, baseHead, branchHead !== undefined);
        const { commitSha } = await writeRepositoryFile(octokit, repo, { path: target.file, branch, text: result.text, sha: file.sha, message });
        return { baseUpToDate: false, commitSha };
    };
    return {
        location: `${target.file} of ${name} (pull request from ${branch} into ${base})`,
        // The open pull request is the newest proposal: a refresh checks the link there, else the link in use on the base.
        async readCurrent() {
            const open = await findOpenPullRequest(octokit, repo, branch, base);
            if (open) {
                const onBranch = await readRepositoryFile(octokit, repo, target.file, branch);
                if (onBranch) {
                    log.info(`Reading ${target.file} from ${branch}, the branch of the open pull request ${open.url}.`);
                    return onBranch.text;
                }
            }
            return (await requireFile(target, base, base)).text;
        },
        async deliver(edit, text) {
            const outcome = await retryOnConflict(() => updateBranch(edit), { clock, log, what: `${target.file} on ${branch} of ${name}` });
            if (outcome.baseUpToDate) {
                const open = await findOpenPullRequest(octokit, repo, branch, base);
                return {
                    changed: false,
                    ...(open && { pullRequestUrl: open.url }),
                    story: `${target.file} on ${base} of ${name} already holds this link: no pull request needed.`,
                };
            }
            const pull = await upsertPullRequest(octokit, repo, { head: branch, base, title: text.title, body: text.body });
            const committed = outcome.commitSha ? `committed ${outcome.commitSha.slice(0, 7)} to ${branch}` : `${branch} already carried the change`;
            return {
                changed: outcome.commitSha !== undefined,
                ...(outcome.commitSha && { commitSha: outcome.commitSha }),
                pullRequestUrl: pull.url,
                story: `${pull.created ? 'Opened' : 'Updated'} pull request #${pull.number} (${pull.url}); ${committed}.`,
            };
        },
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/work/src/values/workspace-store.js


/** `push: none`: the file in the workspace, for a later `helm upgrade -f` in the same job. Created when missing. */
function workspaceStore(file, workspace) {
    const absolute = external_node_path_.resolve(workspace, file);
    const readCurrent = async () => {
        try {
            return await (0,promises_.readFile)(absolute, 'utf8');
        }
        catch (error) {
            if (error.code === 'ENOENT')
                return undefined;
            throw new Error(`Could not read the values file ${absolute}: ${error.message}`);
        }
    };
    return {
        location: `${file} in the workspace`,
        readCurrent,
        async deliver(edit) {
            const current = await readCurrent();
            const result = edit(current ?? '');
            if (!result.changed)
                return { changed: false, story: `${file} in the workspace already holds this link: nothing written.` };
            await (0,promises_.mkdir)(external_node_path_.dirname(absolute), { recursive: true });
            // A half-written values file must never be what `helm upgrade -f` reads.
            const temporary = `${absolute}.docs-export-${process.pid}.tmp`;
            await (0,promises_.writeFile)(temporary, result.text, 'utf8');
            if (current !== undefined)
                await (0,promises_.chmod)(temporary, (await (0,promises_.stat)(absolute)).mode);
            await (0,promises_.rename)(temporary, absolute);
            return {
                changed: true,
                story: `${current === undefined ? 'Created' : 'Updated'} ${file} in the workspace, ready for \`helm upgrade -f ${file}\`.`,
            };
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/values/open-store.js




/**
 * The values file for the configured `push`, or undefined without `values-file`. For `commit` and `pull-request`
 * this reads the repository and refuses a public one, so call it before asking for a link or downloading anything.
 */
async function openValuesStore(context) {
    const { values } = context.settings;
    if (!values.file)
        return undefined;
    if (values.push === 'none')
        return workspaceStore(values.file, context.runner.workspace);
    const target = await openGitHubTarget(context, values.file);
    return values.push === 'commit'
        ? commitStore(target, values.commitMessage, context.clock, context.log)
        : pullRequestStore(target, values.pullRequestBranch, values.commitMessage, context.clock, context.log);
}


/***/ }),

/***/ 95986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ locateBundleUrl),
/* harmony export */   d: () => (/* binding */ recordSplices)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _link_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66604);
/* harmony import */ var _values_document_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14602);
/* harmony import */ var _yaml_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6527);




/** Writes (or rewrites) the job/expiry note in the comment at the end of the line where `bundleUrl`'s value ends. */
function recordSplices(text, keyPath, record) {
    const located = locateBundleUrl(text, keyPath);
    if (!located)
        throw new _values_document_js__WEBPACK_IMPORTED_MODULE_1__/* .ValuesFileError */ .f9('internal error: bundleUrl was not found after the edit');
    const { valueEnd, lineBreak, comment } = located;
    const note = (0,_link_record_js__WEBPACK_IMPORTED_MODULE_2__/* .formatLinkRecord */ .Vv)(record);
    if (comment === undefined) {
        const trailing = text.slice(valueEnd, lineBreak).match(/[ \t]*$/)?.[0].length ?? 0;
        return [{ start: lineBreak - trailing, end: lineBreak, text: ` # ${note}` }];
    }
    const existing = (0,_link_record_js__WEBPACK_IMPORTED_MODULE_2__/* .findLinkRecord */ .pX)(comment.text);
    if (existing)
        return [{ start: comment.start + existing.start, end: comment.start + existing.end, text: note }];
    const trailing = comment.text.match(/[ \t]*$/)?.[0].length ?? 0;
    return [{ start: lineBreak - trailing, end: lineBreak, text: ` # ${note}` }];
}
/** Finds `bundleUrl` under `keyPath` and the comment on its line; undefined when the path or the key is absent. */
function locateBundleUrl(text, keyPath) {
    let node = (0,_values_document_js__WEBPACK_IMPORTED_MODULE_1__/* .parseValues */ .Qc)(text).contents;
    for (const key of [...keyPath, 'bundleUrl']) {
        if (!node || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            return undefined;
        node = (0,_values_document_js__WEBPACK_IMPORTED_MODULE_1__/* .findPair */ .c6)(node, key)?.value ?? null;
    }
    if (!node || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return undefined;
    const valueEnd = node.range[1];
    const lineBreak = (0,_yaml_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineBreakOf */ .n_)(text, valueEnd);
    // A block scalar ends at a line start: its comment, if any, sits on its header line, which the action never writes.
    const isBlockScalar = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    const rest = isBlockScalar ? '' : text.slice(valueEnd, lineBreak);
    const at = (0,_yaml_text_js__WEBPACK_IMPORTED_MODULE_3__/* .commentStart */ .qF)(rest);
    return {
        value: typeof node.value === 'string' ? node.value : undefined,
        valueEnd,
        lineBreak,
        comment: at === -1 ? undefined : { start: valueEnd + at, text: rest.slice(at) },
    };
}


/***/ }),

/***/ 42153:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mQ: () => (/* binding */ rollOutValues)
});

// UNUSED EXPORTS: valuesChange, valuesOutputs

// EXTERNAL MODULE: ./.build/work/src/export/expiry.js
var expiry = __webpack_require__(78851);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./.build/work/src/values/record-note.js
var record_note = __webpack_require__(95986);
;// CONCATENATED MODULE: ./.build/work/src/values/scalar-style.js

/** YAML source of `value` in `style`, falling back to double quotes when the style cannot hold it faithfully. */
function renderString(value, style, inFlow) {
    if (style === 'plain' && isPlainSafe(value, inFlow))
        return value;
    if (style === 'single' && !/[\n\r\t\\\p{Cc}]/u.test(value))
        return `'${value.replaceAll("'", "''")}'`;
    // JSON's escapes are a subset of YAML's double-quoted escapes.
    return JSON.stringify(value);
}
/**
 * A plain scalar is safe when it reads back as the same string under YAML 1.2 and under YAML 1.1, which Helm's
 * parser follows (`1.0`, `yes`, `2024-06-01` change meaning there).
 */
function isPlainSafe(value, inFlow) {
    if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value))
        return false;
    const source = inFlow ? `{k: ${value}}` : `k: ${value}`;
    for (const version of ['1.2', '1.1']) {
        try {
            const parsed = (0,dist/* parse */.qg)(source, { version, uniqueKeys: false });
            if (!parsed || typeof parsed !== 'object' || parsed.k !== value)
                return false;
        }
        catch {
            return false;
        }
    }
    return true;
}
function styleOf(type) {
    if (type === 'QUOTE_SINGLE')
        return 'single';
    if (type === 'QUOTE_DOUBLE')
        return 'double';
    return 'plain';
}
/** Words YAML 1.1 (and so Helm) reads as true; YAML 1.2 knows the first three. */
const TRUE_WORDS = new Set(['true', 'True', 'TRUE', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y']);
function isTrueSource(source) {
    return TRUE_WORDS.has(source);
}

// EXTERNAL MODULE: ./.build/work/src/values/values-document.js
var values_document = __webpack_require__(14602);
// EXTERNAL MODULE: ./.build/work/src/values/yaml-text.js
var yaml_text = __webpack_require__(6527);
;// CONCATENATED MODULE: ./.build/work/src/values/edit.js





const BOM = '\uFEFF';
/**
 * Sets `enabled`, `bundleUrl` (with the job/expiry note) and `version` under `keyPath` by splicing the source text
 * at the parsed nodes' ranges: everything the edit does not touch keeps its bytes (comments, quoting, anchors,
 * indentation, markers, line endings). Missing blocks are appended at the end of their parent.
 */
function editValues(source, change) {
    const bom = source.startsWith(BOM) ? BOM : '';
    const text = source.slice(bom.length);
    const doc = (0,values_document/* parseValues */.Qc)(text);
    const layout = { eol: (0,yaml_text/* detectLineEnding */.NF)(text), unit: (0,values_document/* detectIndentUnit */.Qe)(doc, text) };
    const leaves = [{ key: 'enabled', value: true }, { key: 'bundleUrl', value: change.bundleUrl }];
    if (change.chartVersion !== undefined)
        leaves.push({ key: 'version', value: change.chartVersion });
    const withValues = (0,yaml_text/* applySplices */.Ut)(text, valueSplices(doc.contents, text, change.keyPath, leaves, layout));
    const withRecord = (0,yaml_text/* applySplices */.Ut)(withValues, (0,record_note/* recordSplices */.d)(withValues, change.keyPath, change.record));
    checkEdited(withRecord, change);
    const result = bom + withRecord;
    return { text: result, changed: result !== source };
}
/** A splice that went wrong must fail here, not in the chart: the result is read back and compared. */
function checkEdited(text, change) {
    const block = (0,values_document/* parseValues */.Qc)(text, 'The edited values file (an internal error of the action)').getIn(change.keyPath, true);
    const wrote = (key) => ((0,dist/* isMap */.jh)(block) ? block.get(key) : undefined);
    const versionOk = change.chartVersion === undefined || wrote('version') === change.chartVersion;
    if (wrote('bundleUrl') !== change.bundleUrl || !versionOk) {
        throw new values_document/* ValuesFileError */.f9(`Internal error of the action: the edited values file does not read back as intended under ${(0,values_document/* describeKey */.Rx)(change.keyPath)}; nothing was written.`);
    }
}
function valueSplices(root, text, keyPath, leaves, layout) {
    if (root === null)
        return [appendToDocument(text, keyPath, leaves, layout)];
    let node = root;
    for (let depth = 0; depth < keyPath.length; depth += 1) {
        if (!(0,dist/* isMap */.jh)(node))
            throw notAMapping(keyPath.slice(0, depth), node);
        const map = node;
        const pair = (0,values_document/* findPair */.c6)(map, keyPath[depth]);
        if (!pair)
            return [insertIntoMap(text, map, keyPath.slice(depth), leaves, layout)];
        if ((0,dist/* isAlias */.Vj)(pair.value)) {
            throw new values_document/* ValuesFileError */.f9(`${(0,values_document/* describeKey */.Rx)(keyPath.slice(0, depth + 1))} in the values file is an alias of a shared anchor; editing it would change ` +
                'every key that uses the anchor. Give it a block of its own (a `<<: *anchor` merge inside the block is fine).');
        }
        if ((0,values_document/* isEmptyValue */.Po)(pair.value))
            return fillEmptyValue(text, map, pair, keyPath.slice(depth + 1), leaves, layout);
        node = pair.value;
    }
    if (!(0,dist/* isMap */.jh)(node))
        throw notAMapping(keyPath, node);
    const map = node;
    const splices = [];
    const missing = [];
    for (const leaf of leaves) {
        const pair = (0,values_document/* findPair */.c6)(map, leaf.key);
        if (!pair)
            missing.push(leaf);
        else
            splices.push(...setLeaf(text, map, pair, leaf, keyPath, layout));
    }
    if (missing.length > 0)
        splices.push(insertIntoMap(text, map, [], missing, layout));
    return splices;
}
function notAMapping(keyPath, node) {
    return new values_document/* ValuesFileError */.f9(`${(0,values_document/* describeKey */.Rx)(keyPath)} in the values file holds ${(0,values_document/* kindOf */.I)(node)}, not a mapping; the action needs a block of keys there.`);
}
/** Replaces one existing value, keeping its quoting style; leaves it byte for byte when it already says the same. */
function setLeaf(text, map, pair, leaf, keyPath, layout) {
    const value = pair.value;
    const inFlow = Boolean(map.flow);
    const render = (style) => (leaf.value === true ? 'true' : renderString(leaf.value, style, inFlow));
    if (value === null || ((0,dist/* isScalar */.jn)(value) && value.value === null && value.range[0] === value.range[1])) {
        return [fillEmptyLeaf(text, pair, render('double'))];
    }
    const [start, end] = value.range;
    if ((0,dist/* isAlias */.Vj)(value))
        return [{ start, end, text: render('double') }];
    if (!(0,dist/* isScalar */.jn)(value)) {
        throw new values_document/* ValuesFileError */.f9(`${(0,values_document/* describeKey */.Rx)([...keyPath, leaf.key])} in the values file holds ${(0,values_document/* kindOf */.I)(value)}; the action writes a single value there.`);
    }
    const source = text.slice(start, end);
    if (leaf.value === true)
        return isTrueSource(source) ? [] : [{ start, end, text: 'true' }];
    if (typeof value.value === 'string' && value.value === leaf.value)
        return [];
    const isBlockScalar = value.type === 'BLOCK_LITERAL' || value.type === 'BLOCK_FOLDED';
    if (isBlockScalar)
        return [{ start, end, text: render('double') + (text[end - 1] === '\n' ? layout.eol : '') }];
    return [{ start, end, text: render(styleOf(value.type)) }];
}
/** `key:` with no value (perhaps a comment after it): the value goes right after the colon. */
function fillEmptyLeaf(text, pair, rendered) {
    const keyEnd = pair.key.range?.[1] ?? 0;
    const colon = text.indexOf(':', keyEnd);
    const valueAt = pair.value?.range[0] ?? colon + 1;
    return { start: colon + 1, end: valueAt, text: ` ${rendered}${text[valueAt] === '#' ? ' ' : ''}` };
}
/** `parent:`, `parent: ~` or `parent: {}` becomes a block holding the rest of the path and the leaves. */
function fillEmptyValue(text, map, pair, rest, leaves, layout) {
    const keyRange = pair.key.range;
    const value = pair.value;
    if (map.flow) {
        const rendered = `{${flowEntries(rest, leaves)}}`;
        if (value && value.range[1] > value.range[0])
            return [{ start: value.range[0], end: value.range[1], text: rendered }];
        const colon = text.indexOf(':', keyRange[1]);
        return [{ start: colon + 1, end: colon + 1, text: ` ${rendered}` }];
    }
    const splices = [];
    let lineEndAt = keyRange[1];
    if (value && value.range[1] > value.range[0]) {
        let start = value.range[0];
        while (start > 0 && (text[start - 1] === ' ' || text[start - 1] === '\t'))
            start -= 1;
        splices.push({ start, end: value.range[1], text: '' });
        lineEndAt = value.range[1];
    }
    const lines = blockLines(rest, leaves, (0,yaml_text/* columnOf */.uV)(text, keyRange[0]) + layout.unit, layout.unit);
    splices.push(insertLines(text, (0,yaml_text/* nextLineStart */.mt)(text, lineEndAt), lines, layout.eol));
    return splices;
}
/** Appends the rest of the path and the leaves at the end of an existing mapping. */
function insertIntoMap(text, map, path, leaves, layout) {
    const [start, contentEnd] = map.range;
    if (map.flow) {
        const entries = flowEntries(path, leaves);
        const last = map.items.at(-1);
        if (!last)
            return { start: start + 1, end: start + 1, text: entries };
        const lastEnd = last.value?.range[1] ?? last.key.range?.[1] ?? start + 1;
        return { start: lastEnd, end: lastEnd, text: `, ${entries}` };
    }
    const firstKey = map.items[0]?.key;
    const column = firstKey?.range ? (0,yaml_text/* columnOf */.uV)(text, firstKey.range[0]) : 0;
    return insertLines(text, (0,yaml_text/* nextLineStart */.mt)(text, contentEnd), blockLines(path, leaves, column, layout.unit), layout.eol);
}
/** An empty document (or one of comments only) gets the block at its end. */
function appendToDocument(text, keyPath, leaves, layout) {
    if (/^\s*\.\.\.\s*$/m.test(text)) {
        throw new values_document/* ValuesFileError */.f9('The values file is an empty document with an end marker (...); add the top-level mapping by hand once.');
    }
    return insertLines(text, text.length, blockLines(keyPath, leaves, 0, layout.unit), layout.eol);
}
/** Lines inserted at a line start; at the end of a file without a final line break, the file keeps having none. */
function insertLines(text, at, lines, eol) {
    const body = lines.join(eol);
    if (at === text.length && text.length > 0 && !text.endsWith('\n'))
        return { start: at, end: at, text: eol + body };
    return { start: at, end: at, text: body + eol };
}
function blockLines(path, leaves, column, unit) {
    const lines = [];
    let indent = column;
    for (const key of path) {
        lines.push(`${' '.repeat(indent)}${renderString(key, 'plain', false)}:`);
        indent += unit;
    }
    for (const leaf of leaves)
        lines.push(`${' '.repeat(indent)}${leaf.key}: ${renderNew(leaf, false)}`);
    return lines;
}
function flowEntries(path, leaves) {
    const inner = leaves.map((leaf) => `${leaf.key}: ${renderNew(leaf, true)}`).join(', ');
    return path.reduceRight((entries, key) => `${renderString(key, 'plain', true)}: {${entries}}`, inner);
}
/** New strings are double-quoted, as the chart's own documentation writes them. */
function renderNew(leaf, inFlow) {
    return leaf.value === true ? 'true' : renderString(leaf.value, 'double', inFlow);
}

// EXTERNAL MODULE: ./.build/work/src/values/open-store.js + 10 modules
var open_store = __webpack_require__(23714);
// EXTERNAL MODULE: ./.build/work/src/export/format.js
var format = __webpack_require__(83439);
;// CONCATENATED MODULE: ./.build/work/src/values/pull-request-body.js

/** Lets a later run find the pull request it opened, whatever its title became. */
const PULL_REQUEST_MARKER = '<!-- docs-export-action:values-pull-request -->';
const MAX_FINDINGS = 30;
/** The pull request description: what was exported and checked. Never the link: it is a credential. */
function pullRequestBody(input) {
    const { facts } = input;
    const target = `\`${input.file}\` (\`${input.keyPath.join('.')}\`)`;
    const intro = input.mode === 'refresh-link'
        ? `Renews the static export bundle link in ${target} before the one in use expires. No new export ran.`
        : `Rolls the bundle of a fresh static export into ${target}.`;
    const size = facts.sizeBytes ?? facts.bundle.sizeBytes;
    const rows = [
        ['Export job', `\`${facts.jobId}\``],
        ['Pages', facts.pageCount === undefined ? undefined : String(facts.pageCount)],
        ['Bundle size', size === undefined ? undefined : `${(0,format/* formatBytes */.z3)(size)} (${size} bytes)`],
        ['SHA-256', facts.sha256 && `\`${facts.sha256}\``],
        ['Link expires', input.expiresAt ?? 'never (re-hosted at `values-bundle-url`)'],
        ['Chart version', input.chartVersion && `\`${escapeMarkdown(input.chartVersion)}\``],
    ];
    const lines = [
        PULL_REQUEST_MARKER,
        '### Static export bundle link',
        '',
        intro,
        '',
        '| | |',
        '|---|---|',
        ...rows.filter((row) => row[1] !== undefined).map(([label, value]) => `| ${label} | ${value} |`),
        '',
        input.expiresAt
            ? 'The presigned link itself is only in the file: it is a credential, so it is not repeated here. Merge before it expires.'
            : 'The values point at the bundle re-hosted on your own storage, not at the presigned link.',
        '',
        ...airgapSection(facts),
        `<sub>Maintained by docs-export-action${input.runUrl ? ` ([run](${input.runUrl}))` : ''}: the next run rebuilds this branch from its base.</sub>`,
    ];
    return lines.join('\n');
}
function airgapSection(facts) {
    if (facts.sha256 === undefined)
        return ['The bundle was not downloaded in this run, so it was not checked here.', ''];
    if (facts.airgapFindings.length === 0)
        return ['**Air-gap check:** no page loads scripts, styles, fonts or images from another host.', ''];
    const shown = facts.airgapFindings.slice(0, MAX_FINDINGS).map((finding) => `- ${escapeMarkdown(finding)}`);
    const more = facts.airgapFindings.length - shown.length;
    return [
        `**Air-gap check:** ${facts.airgapFindings.length} reference(s) to other hosts, which an air-gapped deployment cannot reach:`,
        '',
        ...shown,
        ...(more > 0 ? [`- ... and ${more} more (see the run's annotations)`] : []),
        '',
    ];
}
/** Page paths and hosts are data: they must not become markup. */
function escapeMarkdown(text) {
    return text.replace(/[\\`*_[\]<>|#~]/g, (char) => `\\${char}`).replace(/\s+/g, ' ');
}

// EXTERNAL MODULE: ./.build/work/src/values/summary.js
var summary = __webpack_require__(80554);
;// CONCATENATED MODULE: ./.build/work/src/values/rollout.js





/**
 * Edits the values file and delivers it (`push`). Returns `values-changed`, `commit-sha`, `pull-request-url`.
 * Pass a `store` opened early (`openValuesStore`) to have a public repository refused before the export work.
 * Opens no log group itself: callers wrap it in theirs.
 */
async function rollOutValues(context, facts, store) {
    const { settings, log, runner } = context;
    const values = settings.values;
    const target = store ?? (await (0,open_store/* openValuesStore */.u)(context));
    if (!target || !values.file) {
        log.info('No `values-file` given: no Helm values to update.');
        return {};
    }
    const change = valuesChange(context, facts);
    log.info(`Setting \`${values.keyPath.join('.')}\` in ${target.location}.`);
    const runUrl = runner.repository && runner.runId ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runner.runId}` : undefined;
    const delivery = await target.deliver((text) => editValues(text, change), {
        title: values.commitMessage,
        body: pullRequestBody({
            facts,
            mode: settings.mode === 'refresh-link' ? 'refresh-link' : 'export',
            file: values.file,
            keyPath: values.keyPath,
            chartVersion: values.chartVersion,
            expiresAt: change.record.expiresAt,
            runUrl,
        }),
    });
    log.info(delivery.story);
    await (0,summary/* writeSummarySafely */.uV)(context, (0,summary/* deliverySummary */.Rn)(delivery, values.keyPath));
    return valuesOutputs(delivery);
}
/** The link written (the presigned one, or the re-hosted `values-bundle-url`) and the note recorded beside it. */
function valuesChange(context, facts) {
    const { keyPath, chartVersion, bundleUrlTemplate } = context.settings.values;
    if (!bundleUrlTemplate) {
        return { keyPath, chartVersion, bundleUrl: facts.bundle.bundleUrl, record: { jobId: facts.jobId, expiresAt: (0,expiry/* normalizeExpiry */.$u)(facts.bundle.expiresAt) } };
    }
    if (bundleUrlTemplate.includes('{sha256}') && !facts.sha256) {
        throw new Error('`values-bundle-url` uses {sha256}, but the bundle was not downloaded in this run: set `download: true`.');
    }
    const bundleUrl = bundleUrlTemplate.replaceAll('{jobId}', facts.jobId).replaceAll('{sha256}', facts.sha256 ?? '');
    return { keyPath, chartVersion, bundleUrl, record: { jobId: facts.jobId } };
}
function valuesOutputs(delivery) {
    return {
        'values-changed': String(delivery.changed),
        ...(delivery.commitSha && { 'commit-sha': delivery.commitSha }),
        ...(delivery.pullRequestUrl && { 'pull-request-url': delivery.pullRequestUrl }),
    };
}


/***/ }),

/***/ 80554:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rn: () => (/* binding */ deliverySummary),
/* harmony export */   iQ: () => (/* binding */ refreshSummary),
/* harmony export */   uV: () => (/* binding */ writeSummarySafely)
/* harmony export */ });
/* harmony import */ var _failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96889);

/** Step summary lines for the values half; only facts, never the link. */
function deliverySummary(delivery, keyPath) {
    const lines = ['### Helm values', '', `- \`${keyPath.join('.')}\`: ${delivery.story}`];
    if (delivery.commitSha)
        lines.push(`- Commit: \`${delivery.commitSha}\``);
    if (delivery.pullRequestUrl)
        lines.push(`- Pull request: ${delivery.pullRequestUrl}`);
    return `${lines.join('\n')}\n`;
}
function refreshSummary(lines) {
    return `${['### Bundle link refresh', '', ...lines.map((line) => `- ${line}`)].join('\n')}\n`;
}
/** Without GITHUB_STEP_SUMMARY (outside a runner) the summary is skipped, not the step failed. */
async function writeSummarySafely(context, markdown) {
    try {
        await context.writeSummary(markdown);
    }
    catch (error) {
        context.log.warning(`Could not write the step summary: ${(0,_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .describeFailure */ .Ic)(error)}`);
    }
}


/***/ }),

/***/ 14602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   Po: () => (/* binding */ isEmptyValue),
/* harmony export */   Qc: () => (/* binding */ parseValues),
/* harmony export */   Qe: () => (/* binding */ detectIndentUnit),
/* harmony export */   Rx: () => (/* binding */ describeKey),
/* harmony export */   c6: () => (/* binding */ findPair),
/* harmony export */   f9: () => (/* binding */ ValuesFileError)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38815);
/* harmony import */ var _yaml_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6527);


/** A values file that cannot be edited safely; the message names the key and says what to fix, never a value. */
class ValuesFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ValuesFileError';
    }
}
/** Parses one YAML document; errors report their position only (a source excerpt could show the signed link). */
function parseValues(text, fileLabel = 'The values file') {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { prettyErrors: true, uniqueKeys: true });
    const [error] = doc.errors;
    if (error) {
        const where = error.linePos ? ` (line ${error.linePos[0].line}, column ${error.linePos[0].col})` : '';
        const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
        throw new ValuesFileError(`${fileLabel} is not valid YAML${where}: ${reason}`);
    }
    return doc;
}
function findPair(map, key) {
    return map.items.find((pair) => (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) && String(pair.key.value) === key);
}
/** `key:` with nothing, `~`, `null` or `{}`: a place where a block can be created. */
function isEmptyValue(node) {
    if (node === null)
        return true;
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return node.value === null;
    return (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && node.items.length === 0;
}
function kindOf(node) {
    if (node === null)
        return 'nothing';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
        return 'a mapping';
    if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return 'a scalar value';
    return node.constructor.name === 'Alias' ? 'an alias' : 'a list';
}
function describeKey(keyPath) {
    return keyPath.length === 0 ? 'the top level' : `\`${keyPath.join('.')}\``;
}
/**
 * The indentation step the file uses (2 or 4, usually): the most common difference between the column of a
 * block mapping's key and the keys of the block mapping under it. 2 when the file has no nesting.
 */
function detectIndentUnit(doc, text) {
    const counts = new Map();
    (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .visit */ .YR)(doc, {
        Pair(_key, pair) {
            if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isPair */ .tO)(pair) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value) || pair.value.flow)
                return;
            const keyRange = pair.key.range;
            const firstKey = pair.value.items[0]?.key;
            if (!keyRange || !firstKey?.range)
                return;
            const step = (0,_yaml_text_js__WEBPACK_IMPORTED_MODULE_1__/* .columnOf */ .uV)(text, firstKey.range[0]) - (0,_yaml_text_js__WEBPACK_IMPORTED_MODULE_1__/* .columnOf */ .uV)(text, keyRange[0]);
            if (step > 0)
                counts.set(step, (counts.get(step) ?? 0) + 1);
        },
    });
    let best = 2;
    let bestCount = 0;
    for (const [step, count] of counts) {
        if (count > bestCount || (count === bestCount && step < best))
            [best, bestCount] = [step, count];
    }
    return best;
}


/***/ }),

/***/ 6527:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NF: () => (/* binding */ detectLineEnding),
/* harmony export */   Ut: () => (/* binding */ applySplices),
/* harmony export */   mt: () => (/* binding */ nextLineStart),
/* harmony export */   n_: () => (/* binding */ lineBreakOf),
/* harmony export */   qF: () => (/* binding */ commentStart),
/* harmony export */   uV: () => (/* binding */ columnOf)
/* harmony export */ });
/* unused harmony export lineStartOf */
/** Plain text facts about a YAML source that the document model does not keep: line ends, columns, comments. */
/** The line ending the file mostly uses (CRLF when any line ends with it and most do). */
function detectLineEnding(text) {
    const crlf = text.match(/\r\n/g)?.length ?? 0;
    const lf = text.match(/\n/g)?.length ?? 0;
    return crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
}
/** Offset where the line holding `offset` starts. */
function lineStartOf(text, offset) {
    return text.lastIndexOf('\n', offset - 1) + 1;
}
/** Offset of the line break (`\r\n` or `\n`) ending the line that holds `offset`, or the text's length. */
function lineBreakOf(text, offset) {
    const newline = text.indexOf('\n', offset);
    if (newline === -1)
        return text.length;
    return newline > 0 && text[newline - 1] === '\r' ? newline - 1 : newline;
}
/** Offset just after the line break of the line holding `offset`; `offset` itself when it already starts a line. */
function nextLineStart(text, offset) {
    if (offset > 0 && text[offset - 1] === '\n')
        return offset;
    const newline = text.indexOf('\n', offset);
    return newline === -1 ? text.length : newline + 1;
}
function columnOf(text, offset) {
    return offset - lineStartOf(text, offset);
}
/**
 * Where a comment starts in a piece of one line (a `#` at its start or after a space, outside quotes), or -1.
 * The piece begins outside any scalar, e.g. just after a value.
 */
function commentStart(piece) {
    let quote;
    for (let i = 0; i < piece.length; i += 1) {
        const char = piece[i];
        if (quote === '"') {
            if (char === '\\')
                i += 1;
            else if (char === '"')
                quote = undefined;
        }
        else if (quote === "'") {
            if (char === "'" && piece[i + 1] === "'")
                i += 1;
            else if (char === "'")
                quote = undefined;
        }
        else if (char === '"' || char === "'") {
            quote = char;
        }
        else if (char === '#' && (i === 0 || piece[i - 1] === ' ' || piece[i - 1] === '\t')) {
            return i;
        }
    }
    return -1;
}
/** Applies non-overlapping splices given in any order. */
function applySplices(text, splices) {
    const ordered = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
    let result = text;
    let limit = Number.POSITIVE_INFINITY;
    for (const splice of ordered) {
        if (splice.end > limit)
            throw new Error('internal error: overlapping edits of the values file');
        result = result.slice(0, splice.start) + splice.text + result.slice(splice.end);
        limit = splice.start;
    }
    return result;
}


/***/ })

};
