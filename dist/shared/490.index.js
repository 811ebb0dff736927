export const id = 490;
export const ids = [490];
export const modules = {

/***/ 22490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsLog: () => (/* binding */ actionsLog)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);

const actionsLog = {
    info: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.info(m),
    debug: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.debug(m),
    notice: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.notice(m, p),
    warning: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.warning(m, p),
    error: (m, p) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.error(m, p),
    group: (name, fn) => _actions_core__WEBPACK_IMPORTED_MODULE_0__.group(name, fn),
};


/***/ })

};
