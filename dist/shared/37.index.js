export const id = 37;
export const ids = [37];
export const modules = {

/***/ 62037:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   downloadCap: () => (/* binding */ downloadCap),
/* harmony export */   fetchAndVerifyBundle: () => (/* binding */ fetchAndVerifyBundle),
/* harmony export */   removeDownloadLeftovers: () => (/* binding */ removeDownloadLeftovers),
/* harmony export */   renameRetrying: () => (/* binding */ renameRetrying)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _client_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59962);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(89765);
/* harmony import */ var _util_rename_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(79352);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1061);
/* harmony import */ var _link_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33190);
/* harmony import */ var _verify_verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(31585);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(22305);
/* harmony import */ var _sink_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(43983);
/* harmony import */ var _transfer_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(96246);












/**
 * Downloads the bundle and verifies it in one streaming pass (SHA-256, temp file, gzip and tar checks,
 * limits, air-gap scan), then moves it to `destination`. On any failure nothing is left at `destination`:
 * not the temp file, and not an older bundle from an earlier run either, which is removed when the
 * download starts, so a later step can never take a stale or unverified file for this bundle.
 */
async function fetchAndVerifyBundle(options) {
    const destination = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(options.destination);
    await clearDestination(destination);
    const link = (0,_link_js__WEBPACK_IMPORTED_MODULE_6__/* .checkBundleLink */ .re)(options.bundle.bundleUrl);
    const tempPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(destination), `${tempPrefix(destination)}${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.part`);
    const sink = (0,_sink_js__WEBPACK_IMPORTED_MODULE_9__/* .openBundleSink */ .O)(tempPath, {
        scanExternal: options.airgapCheck !== 'off',
        hashFiles: options.hashFiles,
        maxUnpackedBytes: options.maxUnpackedBytes,
        maxEntries: options.maxEntries,
    });
    const http = options.http ?? (0,_client_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__/* .createHttpDispatcher */ .A)({ env: process.env });
    try {
        const bundle = await (0,_transfer_js__WEBPACK_IMPORTED_MODULE_10__/* .transferBundle */ .q)({ ...options, http, maxBytes: downloadCap(options.maxUnpackedBytes) }, link, sink);
        const result = await sink.finish();
        const { warnings, content } = (0,_verify_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .judgeBundle */ .GY)({
            facts: result.archive,
            expectedPageCount: options.expectedPageCount,
            announcedSize: bundle.sizeBytes,
            downloadedSize: result.sizeBytes,
            airgapCheck: options.airgapCheck,
            contentCheck: options.contentCheck,
        });
        await renameRetrying(tempPath, destination, options.clock);
        const { findings } = result.archive;
        const expected = options.expectedPageCount === undefined ? '' : ` (the job reported ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_11__/* .groupThousands */ .Zv)(options.expectedPageCount)})`;
        options.log.info(`Bundle verified: ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z3)(result.sizeBytes)}, ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_11__/* .groupThousands */ .Zv)(result.archive.pages)} pages${expected}, ` +
            `${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_11__/* .groupThousands */ .Zv)(result.archive.entries)} entries unpacking to ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_11__/* .formatBytes */ .z3)(result.archive.unpackedBytes)}, sha256 ${result.sha256}; saved to ${destination}`);
        if (findings.length > 0) {
            options.log.info(`Air-gap check: ${findings.length} external reference(s) on ${(0,_verify_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .pagesWithFindings */ .fJ)(findings)} page(s).`);
        }
        return {
            path: destination,
            sizeBytes: result.sizeBytes,
            sha256: result.sha256,
            pageCount: result.archive.pages,
            airgapFindings: findings,
            content,
            bundle,
            warnings,
            siteRoot: result.archive.siteRoot,
            fileHashes: result.archive.fileHashes,
            unpackedBytes: result.archive.unpackedBytes,
        };
    }
    catch (error) {
        await sink.discard().catch(() => { });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(destination, { force: true }).catch(() => { });
        throw error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ
            ? error
            : new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', `The bundle download failed unexpectedly (${(0,_http_js__WEBPACK_IMPORTED_MODULE_8__/* .describeNetworkError */ .gl)(error)}); run it again.`);
    }
    finally {
        if (!options.http)
            await http.close().catch(() => { });
    }
}
/**
 * Most bytes to download when no length states the size: a gzip stream is never much larger than what
 * it holds (stored blocks add 5 bytes per 64 KiB), so what may unpack to `maxUnpackedBytes` is below this.
 */
function downloadCap(maxUnpackedBytes) {
    return maxUnpackedBytes + Math.ceil(maxUnpackedBytes / 1000) + 64 * 1024;
}
/** Moves the verified bundle into place, retrying while Windows holds the new file (util/rename.ts). */
async function renameRetrying(from, to, clock, move) {
    try {
        await (0,_util_rename_js__WEBPACK_IMPORTED_MODULE_4__/* .renameWhenUnlocked */ .s)(from, to, clock, move);
    }
    catch (error) {
        const { code, message } = error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', `Could not move the verified bundle to ${to} (${code ?? message}); check that nothing holds the file open.`);
    }
}
/** The start of a download's temp file name beside `destination` (a resolved path): `.<name>.`, then 12 hex digits and `.part`. */
function tempPrefix(destination) {
    return `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(destination)}.`;
}
/**
 * Removes what a download that was cut off below this code (its process died) may have left: the bundle at
 * `destination`, moved there just before, and its temp files. Nothing unverified may stay there.
 */
async function removeDownloadLeftovers(destination) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(destination);
    const prefix = tempPrefix(path);
    const isTemp = (name) => name.startsWith(prefix) && /^[0-9a-f]{12}\.part$/.test(name.slice(prefix.length));
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)).catch(() => []);
    const leftovers = [path, ...names.filter(isTemp).map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), name))];
    await Promise.all(leftovers.map((file) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file, { force: true }).catch(() => { })));
}
/** Makes the directory, and removes an older bundle so that only this run's verified file can appear there. */
async function clearDestination(destination) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(destination), { recursive: true });
        const existing = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(destination).catch((error) => {
            if (error.code === 'ENOENT')
                return undefined;
            throw error;
        });
        if (existing?.isDirectory()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', `bundle-path ${destination} is a directory; give a file path such as ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(destination, 'bundle.tar.gz')}.`);
        }
        if (existing)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(destination, { force: true });
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ)
            throw error;
        const { code, message } = error;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', `Could not prepare bundle-path ${destination} (${code ?? message}); check that its directory is writable.`);
    }
}


/***/ }),

/***/ 22305:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Is: () => (/* binding */ openBundleResponse),
/* harmony export */   LL: () => (/* binding */ discardBody),
/* harmony export */   gl: () => (/* binding */ describeNetworkError)
/* harmony export */ });
/* unused harmony exports checkRedirect, parseContentRange, readStorageError */
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46752);
/* harmony import */ var _util_proxy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(96048);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(11119);
/* harmony import */ var _util_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(69226);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1061);
/* harmony import */ var _link_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33190);






const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ERROR_BODY_LIMIT = 16 * 1024;
/**
 * One GET of the bundle, up to its response headers. No Authorization header: the link is presigned.
 * A redirect is followed at most three times, from https:// only to https://, and otherwise only to a
 * link that passes the same scheme rule as the first. Fatal answers throw a `BundleError`; a network
 * failure is transient, except the deadline's abort, which is thrown for the caller to report.
 */
async function openBundleResponse(options) {
    let url = options.url;
    for (let hop = 0;; hop++) {
        const headers = { accept: '*/*' };
        if (options.offset > 0) {
            headers.range = `bytes=${options.offset}-`;
            if (options.etag)
                headers['if-range'] = options.etag;
        }
        let response;
        try {
            response = await (0,undici__WEBPACK_IMPORTED_MODULE_0__.request)(url, {
                method: 'GET',
                headers,
                dispatcher: options.dispatcher,
                signal: options.signal,
                headersTimeout: options.timeoutMs,
                bodyTimeout: options.timeoutMs,
            });
        }
        catch (error) {
            if (options.signal.aborted)
                throw error;
            const viaProxy = (0,_util_proxy_js__WEBPACK_IMPORTED_MODULE_1__/* .proxyFailure */ .xh)(error, options.proxyFor(url.href), url.href);
            if (viaProxy && !viaProxy.retryable)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', `The bundle download failed: ${viaProxy.message}.`);
            if (viaProxy)
                return { kind: 'transient', reason: viaProxy.message };
            const untrusted = untrustedCertificate(error, url);
            if (untrusted)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', untrusted);
            return { kind: 'transient', reason: describeNetworkError(error) };
        }
        const { statusCode: status, body } = response;
        const header = (name) => {
            const value = response.headers[name];
            return Array.isArray(value) ? value[0] : value;
        };
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
            url = checkRedirect(url, header('location') ?? '');
            continue;
        }
        const text = await readLimited(body, status >= 400 ? ERROR_BODY_LIMIT : 0);
        const storage = readStorageError(text);
        if ((status === 403 || status === 400) && storage.expired)
            return { kind: 'expired' };
        if (status === 416) {
            const range = parseUnsatisfiedRange(header('content-range'));
            if (range !== undefined && options.offset > 0 && range === options.offset)
                return { kind: 'complete' };
            return { kind: 'restart', reason: 'the server cannot serve the rest of the bundle (416)' };
        }
        if (status === 408 || status === 429 || status >= 500) {
            return {
                kind: 'transient',
                reason: `the server answered ${status}`,
                retryAfterMs: (0,_util_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryAfter */ .mu)(header('retry-after'), options.now()),
            };
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', fatalMessage(status, storage.code, url));
    }
}
/** Where a redirect may lead: from https:// only to https:// (a downgrade would expose the signed link). */
function checkRedirect(from, location) {
    let target;
    try {
        target = new URL(location, from);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', `The bundle download was redirected from ${(0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .displayUrl */ .Qy)(from.href)} to an address that is not a valid URL.`);
    }
    if (from.protocol === 'https:' && target.protocol !== 'https:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', `Refusing a redirect of the bundle download from https:// to ${target.protocol}//${target.host}${target.pathname}: a presigned link is only followed over https://.`);
    }
    return (0,_link_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBundleLink */ .re)(target.href);
}
function fatalMessage(status, code, url) {
    const where = `${(0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .displayUrl */ .Qy)(url.href)} answered ${status}${code ? ` ${code}` : ''}`;
    if (status === 403 || status === 401) {
        return `The bundle download was refused: ${where}. The link is not valid (or no longer valid) for this object; run the export again to get a new bundle link.`;
    }
    if (status === 404 || status === 410) {
        return `The bundle was not found: ${where}. The object was removed or the link is wrong; run the export again.`;
    }
    if (status === 407) {
        return `The bundle download was refused by the proxy: ${where} (407 Proxy Authentication Required). Give the proxy's credentials in HTTP_PROXY as http://user:password@host:port, or list the storage host in NO_PROXY.`;
    }
    if (REDIRECTS.has(status))
        return `The bundle download failed: ${where} and redirected too many times.`;
    return `The bundle download failed: ${where}, which the action does not expect; run it again, and report it to the service if it persists.`;
}
const UNTRUSTED_CERTIFICATE = new Set([
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
]);
/** A certificate no trusted authority signed: trying again cannot help, a CA file can. */
function untrustedCertificate(error, url) {
    const code = error.code ??
        error.cause?.code;
    if (typeof code !== 'string' || !UNTRUSTED_CERTIFICATE.has(code))
        return undefined;
    return (`The bundle download failed: the certificate of ${url.host} is not signed by an authority this runner trusts (${code}). ` +
        'Behind a TLS-inspecting proxy or with a private CA, give its certificate file in NODE_EXTRA_CA_CERTS.');
}
/** Drops a body that is not (or no longer) read; its abort error has nobody to tell. */
function discardBody(body) {
    body.on('error', () => { });
    body.destroy();
}
/** A network error as a short reason: its code and message, never a URL with its query or a proxy's credentials. */
function describeNetworkError(error) {
    const { code, message } = error;
    const text = (0,_util_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrls */ .sK)(message ?? String(error));
    return code && !text.includes(code) ? `${code}: ${text}` : text;
}
/** The start of an error body, for its `<Code>`; the rest is dropped with the connection. */
async function readLimited(body, limit) {
    const start = Buffer.alloc(limit);
    let size = 0;
    try {
        if (limit > 0) {
            for await (const piece of body) {
                size += piece.copy(start, size);
                if (size >= limit)
                    break;
            }
        }
    }
    catch {
        // An error body that breaks off is read as far as it came.
    }
    finally {
        discardBody(body);
    }
    return start.toString('utf8', 0, size);
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
/** The object size a 416 states: `Content-Range: bytes *\/<size>`. */
function parseUnsatisfiedRange(value) {
    const match = /^bytes\s+\*\/(\d+)$/i.exec(value?.trim() ?? '');
    return match ? Number(match[1]) : undefined;
}
function readStorageError(body) {
    const code = /<Code>\s*([A-Za-z.]{1,64})\s*<\/Code>/.exec(body)?.[1];
    const expired = /request has expired/i.test(body) ||
        code === 'ExpiredToken' ||
        (code === 'AccessDenied' && /expired/i.test(body)) ||
        /token (?:has )?expired/i.test(body);
    return { code, expired };
}


/***/ }),

/***/ 43983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ openBundleSink),
  y: () => (/* binding */ openInspectionSink)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./.build/work/src/bundle/errors.js
var errors = __webpack_require__(1061);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/tar/dist/esm/parse.js + 8 modules
var parse = __webpack_require__(74913);
// EXTERNAL MODULE: ./.build/work/src/manifest/files.js
var manifest_files = __webpack_require__(51390);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var util_errors = __webpack_require__(865);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/bundle/verify/entry-rules.js
var entry_rules = __webpack_require__(6470);
;// CONCATENATED MODULE: ./.build/work/src/bundle/verify/references.js
/** What an air-gapped deployment could not load: resources fetched from another host, found in pages and stylesheets. */
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
    const cleaned = raw
        .trim()
        .replace(/[\t\n\r]/g, '')
        .replace(/\\/g, '/');
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

;// CONCATENATED MODULE: ./.build/work/src/bundle/verify/html-refs.js

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
        return close < 0
            ? { text: html.slice(position + 1), end: length }
            : { text: html.slice(position + 1, close), end: close + 1 };
    }
    const valueStart = position;
    while (position < length && !isSpace(html.charCodeAt(position)) && html[position] !== '>')
        position++;
    return { text: html.slice(valueStart, position), end: position };
}

;// CONCATENATED MODULE: ./.build/work/src/bundle/verify/page-contents.js




const DEFAULT_SCAN_LIMIT = 2 * 1024 * 1024;
const DEFAULT_MAX_FINDINGS = 10_000;
function createPageContents(options) {
    const maxFindings = options.maxFindings ?? DEFAULT_MAX_FINDINGS;
    const scanText = createScanText(options.scanLimitBytes ?? DEFAULT_SCAN_LIMIT);
    const findings = [];
    let leftOut = 0;
    /** File path in the archive → the start of its SHA-256; undefined once there are too many files to keep. */
    let hashes = options.hashFiles === false ? undefined : new Map();
    const record = (page, references) => {
        const seen = new Set();
        for (const reference of references) {
            const key = `${reference.kind} ${reference.url}`;
            if (seen.has(key))
                continue;
            seen.add(key);
            if (findings.length < maxFindings)
                findings.push({ page, ...reference });
            else
                leftOut++;
        }
    };
    return {
        read(entry, path, isFile) {
            // Every file, not only pages: a script or a style that changes alters every page.
            if (hashes && hashes.size >= manifest_files/* MAX_MANIFEST_FILES */.Zz && isFile && !hashes.has(path))
                hashes = undefined;
            const hash = isFile && hashes ? (0,external_node_crypto_.createHash)('sha256') : undefined;
            const scan = isFile && options.scanExternal ? scannerFor(path.toLowerCase()) : undefined;
            if (!scan && !hash) {
                entry.resume();
                return;
            }
            const text = scan && scanText.start();
            entry.on('data', (chunk) => {
                text?.add(chunk);
                hash?.update(chunk);
            });
            entry.on('end', () => {
                if (scan && text)
                    record(path, scan(text.finish()));
                if (hash)
                    hashes?.set(path, hash.digest('hex').slice(0, manifest_files/* HASH_DIGITS */._O));
            });
        },
        findings,
        findingsLeftOut: () => leftOut,
        fileHashes: (siteRoot) => hashes && underSiteRoot(hashes, siteRoot),
    };
}
/** The files by their path in the site: a bundle packed in one top directory has it taken off. */
function underSiteRoot(hashes, siteRoot) {
    if (!siteRoot)
        return hashes;
    const site = new Map();
    for (const [path, hash] of hashes)
        site.set(path.startsWith(siteRoot) ? path.slice(siteRoot.length) : path, hash);
    return site;
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

// EXTERNAL MODULE: ./.build/work/src/bundle/verify/verdict.js
var verdict = __webpack_require__(31585);
;// CONCATENATED MODULE: ./.build/work/src/bundle/verify/archive.js










// Inflated output is handed on in pieces of this size, that of the download's pieces: one thread-pool round trip
// per piece written, where 256 KiB took four, each waiting on the main thread (bench/README.md, issue 21).
const INFLATE_CHUNK_BYTES = 1024 * 1024;
// A gzip bomb inflates without bound; a real site compresses far less than this. Checked from the
// first byte, as tar checks it when it extracts: a bundle that passes here also extracts.
const MAX_RATIO = 1000;
// tar's parser inflates a gzip or zstd stream it finds where the tar should start (a tar.gz.gz).
// The extraction would not, and a second layer would escape the ratio check: refuse both.
const NESTED_MAGIC = [Buffer.from([0x1f, 0x8b]), Buffer.from([0x28, 0xb5, 0x2f, 0xfd])];
const MAGIC_BYTES = 4;
/**
 * The archive checks of the one streaming pass: gzip through node:zlib's public stream, tar through
 * tar's strict parser, every entry against the entry rules, the absolute limits of unpacked bytes and
 * entries (enforced as the bytes arrive, before anything is extracted), and the air-gap scan.
 */
function createArchiveInspector(options) {
    const { maxUnpackedBytes, maxEntries } = options;
    const layout = (0,verdict/* createSiteLayout */.Wi)();
    const collisions = (0,entry_rules/* createCollisionCheck */.Ri)();
    const contents = createPageContents(options);
    let files = 0;
    let pages = 0;
    let entries = 0;
    const errorPages = new Set();
    let endMarker = false;
    let tarBytes = 0;
    let declaredBytes = 0;
    // Strict: every tar warning (bad checksum, truncated entry, unknown format) is an error.
    const parser = new parse/* Parser */.i({ strict: true });
    const parsed = new Promise((resolve) => parser.once('end', () => resolve()));
    const gunzip = (0,external_node_zlib_.createGunzip)({ chunkSize: INFLATE_CHUNK_BYTES });
    const inflated = new Promise((resolve) => {
        gunzip.once('end', resolve);
        gunzip.once('close', resolve);
    });
    let failure;
    let rejectFailure = () => { };
    const failed = new Promise((_, reject) => (rejectFailure = reject));
    failed.catch(() => { });
    /** The first problem wins; inflating stops, so the download stops at its next chunk. */
    const fail = (reason, options = {}) => {
        if (failure)
            return;
        failure = (0,errors/* verificationError */.G8)(reason, options);
        rejectFailure(failure);
        gunzip.destroy();
    };
    const tooLarge = () => fail(`the archive unpacks to more than ${(0,format/* formatBytes */.z3)(maxUnpackedBytes)} (max-unpacked-size); raise max-unpacked-size if the site is really this large`, { overSizeLimit: true });
    /** A function, not an inline check: callbacks set `failure` between the checks, which narrowing cannot see. */
    const throwIfFailed = () => {
        if (failure)
            throw failure;
    };
    /** The first bytes of the tar, held until there are enough to tell a nested compressed stream. */
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
    gunzip.on('error', (error) => fail(describeGzipError(error)));
    gunzip.on('data', (piece) => {
        tarBytes += piece.length;
        // zlib's count of the input it consumed: bytes queued behind it have not produced anything yet.
        if (tarBytes > gunzip.bytesWritten * MAX_RATIO) {
            return fail(`the archive inflates more than ${MAX_RATIO} times its size (a decompression bomb)`);
        }
        if (tarBytes > maxUnpackedBytes)
            return tooLarge();
        // After the end-of-archive marker only padding may follow; tar itself ignores it, and so do we.
        if (endMarker || failure)
            return;
        try {
            const bytes = pastHead(piece, false);
            if (bytes)
                parser.write(bytes);
        }
        catch (error) {
            fail(`the tar archive could not be read (${(0,util_errors/* describeFailure */.Ic)(error)})`);
        }
    });
    parser.on('error', (error) => fail(`the tar archive is damaged (${error.message})`));
    parser.on('eof', () => (endMarker = true));
    parser.on('ignoredEntry', (entry) => {
        fail(`entry ${(0,line_text/* lineText */.o)(entry.path, errors/* ENTRY_PATH_TEXT */.H0)} ${entry.meta ? 'has an oversized extended header' : `has the unsupported entry type ${entry.type}`}`);
    });
    parser.on('entry', (entry) => {
        if (!failure)
            checkEntry(entry);
        if (failure) {
            entry.resume();
            return;
        }
        const path = (0,entry_rules/* normalizeEntryPath */.h1)(entry.path);
        const isFile = (0,entry_rules/* isFileEntry */.Hz)(entry.type);
        layout.add(path, isFile);
        if (isFile)
            files++;
        if (isFile && (0,manifest_files/* isPagePath */.rb)(path))
            pages++;
        if (isFile && /^(?:[^/]+\/)?404\.html$/.test(path))
            errorPages.add(path);
        contents.read(entry, path, isFile);
    });
    /** The rules and limits an entry must meet, checked from its header alone: its contents are not inflated yet. */
    function checkEntry(entry) {
        if (++entries > maxEntries) {
            return fail(`the archive holds more than ${(0,format/* groupThousands */.Zv)(maxEntries)} entries (max-entries); raise max-entries if the site is really this large`);
        }
        declaredBytes += entry.size ?? 0;
        if (declaredBytes > maxUnpackedBytes)
            return tooLarge();
        const reason = (0,entry_rules/* unsafeEntryReason */.Xj)(entry.path, entry.type, entry.linkpath) ??
            headerReason(entry) ??
            collisions.add((0,entry_rules/* normalizeEntryPath */.h1)(entry.path), (0,entry_rules/* isFileEntry */.Hz)(entry.type));
        if (reason !== undefined)
            fail(`entry ${(0,line_text/* lineText */.o)(entry.path, errors/* ENTRY_PATH_TEXT */.H0)} ${reason}`);
    }
    /** Waits for `event` or the first failure; an error that is not yet a failure becomes one. */
    async function settle(event) {
        try {
            await Promise.race([event, failed]);
        }
        catch (error) {
            fail(`the archive could not be read (${(0,util_errors/* describeFailure */.Ic)(error)})`);
        }
    }
    return {
        write(piece, done) {
            if (failure)
                done();
            else
                gunzip.write(piece, () => done());
        },
        failed: failed.then(() => undefined, () => undefined),
        async end() {
            throwIfFailed();
            gunzip.end();
            await settle(inflated);
            if (!failure && head) {
                const start = pastHead(Buffer.alloc(0), true);
                if (start)
                    parser.write(start);
            }
            if (!failure)
                parser.end();
            await settle(parsed);
            throwIfFailed();
            const siteRoot = layout.root();
            const errorPage = siteRoot !== undefined && errorPages.has(`${siteRoot}404.html`) ? 1 : 0;
            return {
                files,
                pages: pages - errorPage,
                siteRoot,
                endMarker,
                findings: contents.findings,
                findingsLeftOut: contents.findingsLeftOut(),
                unpackedBytes: tarBytes,
                entries,
                fileHashes: contents.fileHashes(siteRoot),
            };
        },
        destroy() {
            gunzip.destroy();
        },
        problem: () => failure,
    };
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

;// CONCATENATED MODULE: ./.build/work/src/bundle/download/pieces.js
/** `send` gets each filled piece (a view of one of `count` buffers) and calls `done` once it no longer reads it. */
function createPieceGatherer(size, count, send) {
    const free = Array.from({ length: count }, () => Buffer.allocUnsafe(size));
    let piece;
    let used = 0;
    let wake;
    const handOn = () => {
        const full = piece;
        if (!full)
            return;
        const length = used;
        piece = undefined;
        used = 0;
        send(full.subarray(0, length), () => {
            free.push(full);
            const waiting = wake;
            wake = undefined;
            waiting?.();
        });
    };
    /** Copies from `offset` on while a piece is at hand; returns where it stopped. */
    const fill = (chunk, offset) => {
        let at = offset;
        while (at < chunk.length) {
            piece ??= free.pop();
            if (!piece)
                return at;
            const copied = chunk.copy(piece, used, at);
            used += copied;
            at += copied;
            if (used === size)
                handOn();
        }
        return at;
    };
    const fillWhenFree = async (chunk, offset) => {
        for (let at = offset; at < chunk.length;) {
            await new Promise((resolve) => (wake = resolve));
            at = fill(chunk, at);
        }
    };
    return {
        add(chunk) {
            const stopped = fill(chunk, 0);
            return stopped < chunk.length ? fillWhenFree(chunk, stopped) : undefined;
        },
        flush() {
            if (used > 0)
                handOn();
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/bundle/download/sink.js







// The bytes are gathered into a few reused pieces of 1 MiB, and each piece is hashed, written to the file and
// inflated as one: a thread-pool round trip per MiB for the disk and for zlib instead of one per network read
// (64 KiB), and no buffer per read kept waiting for the disk. A piece is free again once both are done with it;
// the download waits only while all are in use, so hashing, inflating and writing overlap.
const PIECE_BYTES = 1024 * 1024;
const PIECES = 3;
/** Pieces handed to every reader in turn; a piece is free again once all of them called back. */
function piecesFor(readers) {
    return createPieceGatherer(PIECE_BYTES, PIECES, (piece, done) => {
        let reading = readers.length;
        const release = () => {
            if (--reading === 0)
                done();
        };
        for (const read of readers)
            read(piece, release);
    });
}
/** Takes `chunk` into `pieces`; a wait for a free piece ends at a problem too, which `check` then throws. */
function addChunk(pieces, chunk, interrupted, check) {
    const waiting = pieces.add(chunk);
    return waiting ? Promise.race([waiting, interrupted]).then(check) : undefined;
}
function openBundleSink(tempPath, inspection) {
    let hash;
    let file;
    let fileError;
    let inspector;
    let pieces;
    /** Settles at the first problem of the file or the archive: a wait for a free piece ends there too. */
    let interrupted;
    let received = 0;
    const start = () => {
        const digest = (0,external_node_crypto_.createHash)('sha256');
        const checks = createArchiveInspector(inspection);
        // `wx`: never write through something already at this random name. No fsync: the bundle lives for the job,
        // which a crash of the machine ends anyway, and forcing gigabytes to disk would hold the step up for nothing.
        const opened = (0,external_node_fs_.createWriteStream)(tempPath, { flags: 'wx' });
        const fileFailed = new Promise((resolve) => opened.on('error', (error) => {
            if (file === opened)
                fileError ??= error;
            resolve();
        }));
        hash = digest;
        inspector = checks;
        file = opened;
        fileError = undefined;
        interrupted = Promise.race([fileFailed, checks.failed]);
        // A reset makes new pieces: the old ones may still be held by the file and the inspector it stopped.
        pieces = piecesFor([
            (piece, done) => {
                digest.update(piece);
                done();
            },
            (piece, done) => opened.write(piece, () => done()),
            (piece, done) => checks.write(piece, done),
        ]);
        received = 0;
    };
    const check = () => {
        const problem = fileProblem(fileError, tempPath) ?? inspector.problem();
        if (problem)
            throw problem;
    };
    const stop = async () => {
        inspector.destroy();
        const closing = file;
        if (!closing.closed) {
            const closed = (0,external_node_events_.once)(closing, 'close').catch(() => undefined);
            closing.destroy();
            await closed;
        }
        await (0,promises_.rm)(tempPath, { force: true });
    };
    start();
    return {
        get received() {
            return received;
        },
        write(chunk) {
            check();
            received += chunk.length;
            return addChunk(pieces, chunk, interrupted, check);
        },
        async reset() {
            await stop();
            start();
        },
        async finish() {
            check();
            pieces.flush();
            const archive = inspector.end();
            // 'close' comes once everything was written and the descriptor closed (or the stream failed: `check` tells).
            const written = new Promise((resolve) => file.once('close', () => resolve()));
            file.end();
            const [facts] = await Promise.all([archive, written]);
            check();
            return { sha256: hash.digest('hex'), sizeBytes: received, archive: facts };
        },
        discard: stop,
    };
}
/** The archive checks alone, fed in the same pieces: for a bundle that is read and never kept. */
function openInspectionSink(inspection) {
    let inspector;
    let pieces;
    let received = 0;
    const start = () => {
        const checks = createArchiveInspector(inspection);
        inspector = checks;
        pieces = piecesFor([(piece, done) => checks.write(piece, done)]);
        received = 0;
    };
    const check = () => {
        const problem = inspector.problem();
        if (problem)
            throw problem;
    };
    start();
    return {
        get received() {
            return received;
        },
        write(chunk) {
            check();
            received += chunk.length;
            return addChunk(pieces, chunk, inspector.failed, check);
        },
        reset() {
            inspector.destroy();
            start();
            return Promise.resolve();
        },
        end() {
            check();
            pieces.flush();
            return inspector.end();
        },
        destroy: () => inspector.destroy(),
    };
}
function fileProblem(error, tempPath) {
    if (!error)
        return undefined;
    return new errors/* BundleError */.rJ('download', `Could not write the bundle to ${tempPath} (${error.code ?? error.message}); check that the directory of bundle-path is writable and has space.`);
}


/***/ }),

/***/ 96246:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ transferBundle)
/* harmony export */ });
/* unused harmony export createDownloadProgress */
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57075);
/* harmony import */ var node_stream_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46466);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(865);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(89765);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(11119);
/* harmony import */ var _util_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69226);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1061);
/* harmony import */ var _link_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(33190);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(22305);









const DEFAULT_MAX_RESUMES = 5;
const MAX_REFRESHES = 3;
/** Pauses between tries: drawn from a window that doubles from 1 s up to 30 s; a Retry-After is obeyed up to a minute. */
const RESUME_BACKOFF = { baseDelayMs: 1_000, maxDelayMs: 30_000, maxRetryAfterMs: 60_000 };
/**
 * The download loop: resumes after a break with `Range` and `If-Range` (only when the object has a
 * strong ETag; otherwise it starts over), renews an expired link, stops at the overall deadline and at
 * the byte cap, and returns the bundle used.
 */
async function transferBundle(options, firstLink, sink) {
    const { log, clock } = options;
    const maxResumes = options.maxResumes ?? DEFAULT_MAX_RESUMES;
    const progress = createDownloadProgress(log, clock);
    const deadline = clock.now() + options.timeoutMs;
    // The deadline in real time too: a server that drips a byte per request-timeout never trips the idle timer.
    const signal = AbortSignal.timeout(Math.min(options.timeoutMs, 2 ** 31 - 1));
    let bundle = options.bundle;
    let url = firstLink;
    let etag;
    let retries = 0;
    let refreshes = 0;
    // A body without a length that ended short of sizeBytes gets one look at whether more follows.
    let checkedShortEnd = false;
    const outOfTime = (reason) => new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ('download', `The bundle download did not finish within ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a3)(options.timeoutMs)} (timeout), at ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(sink.received)}` +
        `${reason ? ` (${reason})` : ''}. Check the runner's network, or raise timeout for a very large bundle.`);
    const policy = { ...RESUME_BACKOFF, maxAttempts: maxResumes + 1, maxTotalMs: options.timeoutMs };
    const pause = async (reason, retryAfterMs) => {
        const decision = (0,_util_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .decideRetry */ .tE)({
            attempt: retries + 1,
            retryable: true,
            retryAfterMs: retryAfterMs === undefined ? undefined : Math.min(retryAfterMs, RESUME_BACKOFF.maxRetryAfterMs),
            elapsedMs: clock.now() - (deadline - options.timeoutMs),
        }, policy, options.random ?? Math.random);
        if (decision.action === 'stop') {
            if (decision.reason === 'time-limit')
                throw outOfTime(reason);
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ('download', `The bundle download failed after ${retries} retries, at ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(sink.received)}: ${reason}. Check the runner's network, then run again.`);
        }
        retries++;
        const delay = decision.delayMs;
        const from = sink.received > 0 ? `resuming from byte ${sink.received}` : 'retrying';
        log.info(`The bundle download was interrupted (${reason}); ${from} in ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatDuration */ .a3)(delay)} (retry ${retries} of ${maxResumes}).`);
        await clock.sleep(delay);
    };
    const startOver = async (reason) => {
        log.info(`${reason}; starting the download over from byte 0.`);
        await sink.reset();
        etag = undefined;
    };
    const size = bundle.sizeBytes === undefined ? '' : ` (${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(bundle.sizeBytes)})`;
    log.info(`Downloading the bundle from ${(0,_util_redact_js__WEBPACK_IMPORTED_MODULE_8__/* .displayUrl */ .Qy)(url.href)}${size}`);
    for (;;) {
        if (sink.received > 0 && etag === undefined) {
            await startOver('The server gave no strong ETag to resume against, so a resumed download could splice two versions');
        }
        let response;
        try {
            response = await (0,_http_js__WEBPACK_IMPORTED_MODULE_6__/* .openBundleResponse */ .Is)({
                url,
                offset: sink.received,
                etag,
                timeoutMs: options.requestTimeoutMs,
                dispatcher: options.http.dispatcher,
                proxyFor: options.http.proxyFor,
                signal,
                now: () => clock.now(),
            });
        }
        catch (error) {
            if (signal.aborted)
                throw outOfTime();
            throw error;
        }
        switch (response.kind) {
            case 'expired': {
                if (refreshes >= MAX_REFRESHES) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ('download', `The bundle link kept expiring: ${MAX_REFRESHES} fresh links from the service were refused as expired. Check that the runner's clock is right, then run again.`);
                }
                refreshes++;
                log.info(`The bundle link expired after ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(sink.received)}; asking the service for a fresh one.`);
                const fresh = await refreshedBundle(options);
                url = (0,_link_js__WEBPACK_IMPORTED_MODULE_5__/* .checkBundleLink */ .re)(fresh.bundleUrl);
                if (bundle.sizeBytes !== undefined && fresh.sizeBytes !== undefined && fresh.sizeBytes !== bundle.sizeBytes) {
                    await startOver('The fresh link is for a bundle of another size');
                }
                bundle = fresh;
                continue;
            }
            case 'complete':
                return bundle;
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
        if (response.status === 200 && sink.received > 0)
            await startOver('The server sent the whole bundle instead of the rest');
        if (response.status === 206 && response.etag !== undefined && response.etag !== etag) {
            (0,_http_js__WEBPACK_IMPORTED_MODULE_6__/* .discardBody */ .LL)(response.body);
            await startOver('The bundle changed on the server since the download began (another ETag)');
            continue;
        }
        if (response.status === 200)
            etag = response.etag;
        const { total } = response;
        if (total !== undefined && total > options.maxBytes) {
            (0,_http_js__WEBPACK_IMPORTED_MODULE_6__/* .discardBody */ .LL)(response.body);
            throw tooLarge(options.maxBytes, `the server announces ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(total)}`);
        }
        progress.setTotal(total ?? bundle.sizeBytes);
        const broken = await streamBody(response.body, sink, total ?? options.maxBytes, progress, signal, outOfTime);
        if (broken !== undefined) {
            await pause(broken);
            continue;
        }
        if (total !== undefined && sink.received !== total) {
            await pause(`the body ended after ${sink.received} of ${total} bytes`);
            continue;
        }
        // Without a stated length a body that ends is the whole object, unless sizeBytes says more is due:
        // then one resume asks the server (a 416 for exactly these bytes confirms the end).
        const announced = bundle.sizeBytes;
        if (total === undefined &&
            announced !== undefined &&
            sink.received < announced &&
            etag !== undefined &&
            !checkedShortEnd) {
            checkedShortEnd = true;
            log.info(`The body ended after ${sink.received} of the ${announced} bytes announced, with no length stated; asking for the rest.`);
            continue;
        }
        return bundle;
    }
}
function tooLarge(maxBytes, why) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ('download', `The bundle download is larger than ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(maxBytes)} (max-unpacked-size bounds the download too): ${why}. Raise max-unpacked-size if the site is really this large.`, { overSizeLimit: true });
}
/** Feeds the body to the sink; returns why it broke off, or undefined when it ended. Sink failures, the cap and the deadline throw. */
async function streamBody(body, sink, limit, progress, signal, outOfTime) {
    // A Writable rather than `for await`: a chunk the sink takes at once costs no promise.
    const into = new node_stream__WEBPACK_IMPORTED_MODULE_0__.Writable({
        highWaterMark: 0,
        write(chunk, _encoding, done) {
            try {
                if (sink.received + chunk.length > limit)
                    throw tooLarge(limit, 'more than that arrived with no Content-Length to bound it');
                const wait = sink.write(chunk);
                progress.update(sink.received);
                if (wait)
                    wait.then(() => done(), done);
                else
                    done();
            }
            catch (error) {
                done(error);
            }
        },
    });
    try {
        await (0,node_stream_promises__WEBPACK_IMPORTED_MODULE_1__.pipeline)(body, into);
        return undefined;
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ)
            throw error;
        if (signal.aborted)
            throw outOfTime();
        return (0,_http_js__WEBPACK_IMPORTED_MODULE_6__/* .describeNetworkError */ .gl)(error);
    }
    finally {
        (0,_http_js__WEBPACK_IMPORTED_MODULE_6__/* .discardBody */ .LL)(body);
    }
}
async function refreshedBundle(options) {
    try {
        return await options.refreshBundle();
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ)
            throw error;
        // The renewal's failure keeps its kind: a key the service refuses is the service's failure, not the bundle's.
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .BundleError */ .rJ('download', `The bundle link expired during the download, and asking the service for a fresh one failed: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error)}`, { kind: (0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .failureKind */ .zU)(error), cause: error });
    }
}
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
            const speed = seconds > 0 ? `, ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(Math.round(received / seconds))}/s` : '';
            const share = total ? ` of ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(total)} (${Math.min(100, Math.floor((received / total) * 100))}%)` : '';
            log.info(`Downloaded ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_7__/* .formatBytes */ .z3)(received)}${share}${speed}`);
        },
    };
}


/***/ }),

/***/ 33190:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ requestBundle),
/* harmony export */   re: () => (/* binding */ checkBundleLink)
/* harmony export */ });
/* unused harmony exports maskLink, secretLinkValues */
/* harmony import */ var _client_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45918);
/* harmony import */ var _settings_parsers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1973);
/* harmony import */ var _util_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(865);
/* harmony import */ var _util_expiry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5649);
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(89765);
/* harmony import */ var _util_redact_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(11119);
/* harmony import */ var _util_retry_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69226);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1061);








/**
 * While the service packages the bundle it answers 409: ask again, pauses drawn from a window that
 * doubles from 2 s to 10 s (or the service's Retry-After), until the deadline.
 */
const CONFLICT_RETRY_POLICY = {
    maxAttempts: Number.POSITIVE_INFINITY,
    baseDelayMs: 2_000,
    maxDelayMs: 10_000,
    maxRetryAfterMs: 60_000,
};
/**
 * Asks for a bundle link. The link is masked the moment it arrives; `expiresAt` comes back as
 * RFC 3339 UTC to the second. A 409 means the job is not ready for packaging yet: wait and ask again.
 */
async function requestBundle(options) {
    const { service, clock, log, jobId, deadline } = options;
    const firstAskedAt = clock.now();
    const policy = { ...CONFLICT_RETRY_POLICY, maxTotalMs: Math.max(0, deadline - firstAskedAt) };
    const bundle = await (0,_util_retry_js__WEBPACK_IMPORTED_MODULE_4__/* .retryWithPolicy */ .H_)({
        policy,
        clock,
        random: options.random,
        // A long Retry-After is obeyed as far as the deadline allows.
        maxRetryAfterMs: policy.maxTotalMs,
        async attempt() {
            try {
                // Packaging a large site may take minutes: the answer may take what is left of the deadline.
                return {
                    ok: true,
                    value: await service.createBundle(jobId, { answerTimeoutMs: Math.max(0, deadline - clock.now()) }),
                };
            }
            catch (error) {
                if (error instanceof _client_types_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceError */ ._ && error.reason === 'conflict')
                    return { ok: false, failure: error };
                throw new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OperationError */ .OK(`Could not get a bundle link for export job ${jobId}: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(error)}`, {
                    cause: error,
                });
            }
        },
        classify: (conflict) => ({ retryable: true, retryAfterMs: conflict.retryAfterMs }),
        onRetry(_conflict, retry) {
            log.info(`The bundle of job ${jobId} is not ready yet (409); asking again in ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a3)(retry.delayMs)}.`);
        },
        giveUp: (conflict) => new _util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OperationError */ .OK(`The bundle of export job ${jobId} was still not ready after ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatDuration */ .a3)(clock.now() - firstAskedAt)} of asking, ` +
            `and the timeout is spent: ${(0,_util_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .describeFailure */ .Ic)(conflict)}`, { cause: conflict }),
    });
    maskLink(bundle.bundleUrl, options.setSecret);
    const expiresAt = (0,_util_expiry_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeExpiry */ .$u)(bundle.expiresAt);
    log.info(`Bundle link for job ${jobId}: ${(0,_util_redact_js__WEBPACK_IMPORTED_MODULE_7__/* .displayUrl */ .Qy)(bundle.bundleUrl)} (query string hidden), expires at ${expiresAt}.`);
    return { ...bundle, expiresAt };
}
const SECRET_PARAMETER = /signature|credential|token|^sig$|^key$/i;
/** A presigned link is a credential: masks the whole link, its query string, and each secret-looking query value (raw and decoded). */
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
/** A bundle link is followed over https://, or over http:// on a loopback host only (the emulator). */
function checkBundleLink(link) {
    let url;
    try {
        url = new URL(link);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', 'The bundle link from the service is not a valid URL; run the export again or report it to the service.');
    }
    if (url.protocol === 'https:')
        return url;
    if (url.protocol === 'http:' && (0,_settings_parsers_js__WEBPACK_IMPORTED_MODULE_1__/* .isLoopbackHost */ .cW)(url.hostname))
        return url;
    if (url.protocol === 'http:') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', `Refusing to download the bundle over plain http:// from ${(0,_util_redact_js__WEBPACK_IMPORTED_MODULE_7__/* .displayUrl */ .Qy)(link)}: a presigned link is a credential and is only followed over https:// (http:// is accepted for a loopback host such as the emulator).`);
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .BundleError */ .rJ('download', `Refusing to download the bundle: its link uses the unsupported scheme ${url.protocol} (only https:// is followed).`);
}


/***/ }),

/***/ 6470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hz: () => (/* binding */ isFileEntry),
/* harmony export */   Ri: () => (/* binding */ createCollisionCheck),
/* harmony export */   Xj: () => (/* binding */ unsafeEntryReason),
/* harmony export */   h1: () => (/* binding */ normalizeEntryPath)
/* harmony export */ });
/* unused harmony exports windowsNameReason, fileSystemKey */
/* harmony import */ var _util_line_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81694);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1061);
/**
 * Which tar entries a static site may hold, on every file system a runner has (Linux, macOS, Windows).
 * Shared by the streaming verification and the extraction, so a bundle that verifies also extracts.
 */


const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const TYPE_DESCRIPTIONS = {
    SymbolicLink: 'is a symbolic link',
    Link: 'is a hard link',
    CharacterDevice: 'is a character device',
    BlockDevice: 'is a block device',
    FIFO: 'is a FIFO (named pipe)',
};
// Device names Windows keeps in every directory, whatever the extension (`con.html`, `NUL.tar.gz`);
// the superscript digits count too.
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/;
// What file systems hold: a name of 255 bytes, a path of 4,096 (Linux PATH_MAX), and tar's own
// extraction depth limit, so a bundle that verifies also extracts.
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4096;
const MAX_DEPTH = 1024;
function isFileEntry(type) {
    return FILE_TYPES.has(type);
}
/**
 * Why an entry is unsafe, or undefined when it is a plain file or directory with a relative path that
 * stays inside the extraction directory and that every platform can hold under that very name.
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
    if (Buffer.byteLength(path) > MAX_PATH_BYTES)
        return `has a path longer than ${MAX_PATH_BYTES} bytes`;
    const segments = normalizeEntryPath(path).split('/');
    if (segments.includes('..'))
        return "contains a '..' segment";
    if (segments.length > MAX_DEPTH)
        return `is nested deeper than ${MAX_DEPTH} directories`;
    for (const segment of segments) {
        if (Buffer.byteLength(segment) > MAX_NAME_BYTES)
            return `has a name longer than ${MAX_NAME_BYTES} bytes`;
        const reason = windowsNameReason(segment);
        if (reason !== undefined)
            return reason;
    }
    return undefined;
}
/** Why Windows cannot hold a file or directory of this name (one path segment), or undefined. */
function windowsNameReason(segment) {
    if (segment === '' || segment === '.')
        return undefined;
    if (WINDOWS_RESERVED.test(segment))
        return `uses the name ${segment.split('.')[0]?.toUpperCase()}, which Windows reserves for a device`;
    if (/[. ]$/.test(segment))
        return 'has a name ending in a dot or a space, which Windows drops';
    const forbidden = WINDOWS_FORBIDDEN.exec(segment)?.[0];
    if (forbidden)
        return `has the character ${forbidden} in its name, which Windows does not allow`;
    return undefined;
}
/** `./guides/a.html` and `guides/a.html` are the same file; a directory's trailing `/` is dropped. */
function normalizeEntryPath(path) {
    let normalized = path;
    while (normalized.startsWith('./'))
        normalized = normalized.slice(2);
    if (normalized === '.')
        return '';
    return normalized
        .replace(/\/+$/, '')
        .replace(/\/{2,}/g, '/')
        .replace(/\/\.(?=\/|$)/g, '');
}
/**
 * The name a case-insensitive, Unicode-normalising file system sees: macOS stores decomposed (NFD)
 * names and, like Windows, ignores case. Two entries with one key would land in one file there.
 */
function fileSystemKey(path) {
    return path.normalize('NFD').toLowerCase();
}
function createCollisionCheck() {
    // key -> 1 for a file, 0 for a directory; and the name a key was first seen as, when it differs from the key.
    const kinds = new Map();
    const names = new Map();
    return {
        add(path, isFile) {
            if (path === '')
                return undefined;
            const key = fileSystemKey(path);
            // Case folding and NFD keep every '/', so the prefixes of the key are the keys of the prefixes.
            for (let end = key.indexOf('/'), pathEnd = path.indexOf('/');; end = key.indexOf('/', end + 1), pathEnd = path.indexOf('/', pathEnd + 1)) {
                const last = end < 0;
                const prefixKey = last ? key : key.slice(0, end);
                const prefix = last ? path : path.slice(0, pathEnd);
                const kind = isFile && last ? 1 : 0;
                const earlier = kinds.get(prefixKey);
                if (earlier === undefined) {
                    kinds.set(prefixKey, kind);
                    if (prefix !== prefixKey)
                        names.set(prefixKey, prefix);
                }
                else {
                    const earlierName = names.get(prefixKey) ?? prefixKey;
                    if (earlierName !== prefix) {
                        return `would overwrite ${(0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineText */ .o)(earlierName, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ENTRY_PATH_TEXT */ .H0)} on a file system that ignores case or Unicode normalisation (macOS, Windows)`;
                    }
                    if (earlier !== kind) {
                        return earlier === 1
                            ? `needs ${(0,_util_line_text_js__WEBPACK_IMPORTED_MODULE_1__/* .lineText */ .o)(prefix, _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ENTRY_PATH_TEXT */ .H0)} as a directory, but it is a file`
                            : 'is a file where the archive has a directory';
                    }
                }
                if (last)
                    return undefined;
            }
        },
    };
}


/***/ }),

/***/ 31585:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ judgeBundle),
/* harmony export */   Wi: () => (/* binding */ createSiteLayout),
/* harmony export */   fJ: () => (/* binding */ pagesWithFindings)
/* harmony export */ });
/* unused harmony exports formatAirgapFindings, pageCountTolerance, comparePageCount */
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(89765);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1061);


/**
 * The checks that need the whole archive. Integrity was settled while streaming; here the content
 * checks (root `index.html`, page count, `sizeBytes`) become findings reported under `content-check`,
 * and the air-gap findings are judged under `airgap-check`. Throws a `BundleError` for what is refused.
 */
function judgeBundle(input) {
    const { facts, contentCheck } = input;
    const warnings = [];
    const content = {
        mode: contentCheck,
        findings: contentCheck === 'off' ? [] : contentFindings(input),
        pages: { found: facts.pages, expected: input.expectedPageCount },
        size: { downloaded: input.downloadedSize, announced: input.announcedSize },
        siteRoot: facts.siteRoot,
    };
    if (contentCheck === 'error' && content.findings.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .rJ('content', [
            `Content check failed: ${content.findings.map((finding) => finding.message).join('; ')}.`,
            'The service does not promise these; set content-check to warn to accept the bundle with a warning.',
        ].join(' '));
    }
    warnings.push(...content.findings.map((finding) => `${finding.message}.`));
    if (!facts.endMarker)
        warnings.push('The tar archive has no end-of-archive marker; every entry in it was complete.');
    const total = facts.findings.length + facts.findingsLeftOut;
    if (input.airgapCheck === 'error' && total > 0) {
        const lines = formatAirgapFindings(facts.findings, 20, facts.findingsLeftOut).map((line) => `  - ${line}`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .BundleError */ .rJ('airgap', [
            `Air-gap check failed: ${pagesWithFindings(facts.findings)} page(s) load ${total} resource(s) from other hosts, which an air-gapped deployment cannot reach:`,
            ...lines,
            'Serve these scripts, styles, fonts and images from the docs site itself, or set airgap-check to warn to accept them.',
        ].join('\n'));
    }
    if (facts.findingsLeftOut > 0) {
        warnings.push(`The air-gap check kept the first ${facts.findings.length} external references and left ${facts.findingsLeftOut} out.`);
    }
    return { warnings, content };
}
function contentFindings(input) {
    const found = [];
    if (input.facts.siteRoot === undefined) {
        found.push({
            check: 'site-root',
            message: 'The bundle has no index.html at its root (nor in a single top-level directory)',
        });
    }
    const pages = comparePageCount(input.facts.pages, input.expectedPageCount);
    if (pages.kind === 'mismatch')
        found.push({ check: 'page-count', message: `The page count is off: ${pages.message}` });
    if (input.announcedSize !== undefined && input.announcedSize !== input.downloadedSize) {
        found.push({
            check: 'size',
            message: `The bundle is ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_1__/* .groupThousands */ .Zv)(input.downloadedSize)} bytes, but the service announced ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_1__/* .groupThousands */ .Zv)(input.announcedSize)} (sizeBytes)`,
        });
    }
    return found;
}
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


/***/ }),

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

/***/ 51390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zz: () => (/* binding */ MAX_MANIFEST_FILES),
/* harmony export */   _O: () => (/* binding */ HASH_DIGITS),
/* harmony export */   o9: () => (/* binding */ scriptsAndStylesFirst),
/* harmony export */   rb: () => (/* binding */ isPagePath)
/* harmony export */ });
// What the bundle diff compares: every file of a bundle by its path in the site, with the start of its SHA-256. The
// verifier makes this map as the bundle streams by (bundle/verify/page-contents.ts), the deployed side comes from a
// record or from the deployed link, and the diff tells pages (what the job counts) from the other files.
/** Hex digits of a file's SHA-256 kept: 64 bits, so no page author can search for a variant that passes as unchanged. */
const HASH_DIGITS = 16;
/** Files hashed for the diff; a larger site gets no diff rather than a manifest that crowds the runner's memory. */
const MAX_MANIFEST_FILES = 200_000;
/** A page of the site: an `.html` file (the job's `pageCount` counts these, the diff's page counts too). */
const isPagePath = (path) => path.toLowerCase().endsWith('.html');
/** What runs or restyles every page in the reader's browser: listed before the other files that changed. */
const SCRIPT_OR_STYLE = /\.(?:m?js|css)$/i;
/** Scripts and styles first, then by path. */
function scriptsAndStylesFirst(a, b) {
    const rank = Number(!SCRIPT_OR_STYLE.test(a)) - Number(!SCRIPT_OR_STYLE.test(b));
    return rank !== 0 ? rank : a < b ? -1 : a > b ? 1 : 0;
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

/***/ 79352:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ renameWhenUnlocked)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);

/** Pauses between tries while the file is locked: a few seconds in all. */
const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000];
const LOCKED = new Set(['EPERM', 'EBUSY', 'EACCES']);
/**
 * Renames, retrying for a few seconds while the file is locked: on Windows an antivirus scanner or the
 * search indexer opens a freshly written file, and a rename fails with EPERM, EBUSY or EACCES meanwhile.
 * Any other error, and the last locked one, is thrown as it came.
 */
async function renameWhenUnlocked(from, to, clock, move = node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename) {
    for (let attempt = 0;; attempt++) {
        try {
            await move(from, to);
            return;
        }
        catch (error) {
            const delay = RETRY_DELAYS_MS[attempt];
            if (!LOCKED.has(error.code ?? '') || delay === undefined)
                throw error;
            await clock.sleep(delay);
        }
    }
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


/***/ })

};
