export const id = 776;
export const ids = [776];
export const modules = {

/***/ 65776:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readDeployedPages: () => (/* binding */ readDeployedPages)
/* harmony export */ });
/* harmony import */ var _util_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89765);
/* harmony import */ var _download_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(62037);
/* harmony import */ var _download_sink_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(43983);
/* harmony import */ var _download_transfer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(96246);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1061);
/* harmony import */ var _link_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33190);






/**
 * The files of the bundle at a link the values hold (the deployed side of the bundle diff, when no rollout recorded
 * its manifest): streamed through the archive checks of the verifier, hashing only. Nothing is written, and the
 * service is never asked for a fresh link: a link that expires on the way ends the read. Undefined for a site too
 * large to keep a manifest of.
 */
async function readDeployedPages(context, bundleUrl, limits) {
    const link = (0,_link_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBundleLink */ .re)(bundleUrl);
    const timeoutMs = limits.deadline - context.clock.now();
    if (timeoutMs <= 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', "no time is left of the export's deadline (`timeout`) to read it");
    const sink = (0,_download_sink_js__WEBPACK_IMPORTED_MODULE_1__/* .openInspectionSink */ .y)({
        scanExternal: false,
        maxUnpackedBytes: limits.budgetBytes,
        maxEntries: limits.maxEntries,
    });
    context.log.info('Reading the deployed bundle at the link the values hold, for the diff (hashing only, nothing stored).');
    try {
        await (0,_download_transfer_js__WEBPACK_IMPORTED_MODULE_2__/* .transferBundle */ .q)({
            bundle: { bundleUrl, expiresAt: '' },
            refreshBundle: () => Promise.reject(new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', 'the link the values hold expired while it was read')),
            requestTimeoutMs: limits.requestTimeoutMs,
            timeoutMs,
            maxBytes: (0,_download_fetch_js__WEBPACK_IMPORTED_MODULE_0__.downloadCap)(limits.budgetBytes),
            http: context.http,
            clock: context.clock,
            log: context.log,
        }, link, sink);
        return (await sink.end()).fileHashes;
    }
    catch (error) {
        // The caps' own messages speak of max-unpacked-size: here the bound is the diff's budget.
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ && error.overSizeLimit)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .BundleError */ .rJ('download', `the deployed bundle is larger than the diff's budget of ${(0,_util_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatBytes */ .z3)(limits.budgetBytes)} (twice what the new bundle unpacks to, within max-unpacked-size)`);
        throw error;
    }
    finally {
        sink.destroy();
    }
}


/***/ })

};
