export const id = 265;
export const ids = [265];
export const modules = {

/***/ 68667:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ ANALYTICS_REQUESTS_PER_HOUR)
/* harmony export */ });
// The service's limits on its callers, from its API reference.
/** Analytics requests an organization may make in an hour, shared by every tool of it that calls the analytics API. */
const ANALYTICS_REQUESTS_PER_HOUR = 100;


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

/***/ 73379:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ GITHUB_BODY_LIMIT)
/* harmony export */ });
// GitHub's own limits on what the action writes there.
/** The longest body GitHub takes for an issue, a comment or a pull request, in characters. */
const GITHUB_BODY_LIMIT = 65_536;


/***/ }),

/***/ 25265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runReport: () => (/* binding */ runReport)
});

// EXTERNAL MODULE: ./.build/work/src/github/identity.js
var github_identity = __webpack_require__(91433);
;// CONCATENATED MODULE: ./.build/work/src/github/place.js

function gitHubPlace(octokit, repository) {
    let identity;
    return {
        octokit,
        repository,
        identity: () => (identity ??= (0,github_identity/* resolveIdentity */.XH)(octokit, repository)),
        stickyComments: new Map(),
    };
}
/** The place with its identity asked (a request the first time). */
async function identified(place) {
    return { octokit: place.octokit, repository: place.repository, identity: await place.identity() };
}

// EXTERNAL MODULE: ./.build/work/src/runtime/failure.js
var failure = __webpack_require__(27482);
// EXTERNAL MODULE: ./.build/work/src/runtime/summary.js
var summary = __webpack_require__(26736);
// EXTERNAL MODULE: ./.build/work/src/util/errors.js
var errors = __webpack_require__(865);
;// CONCATENATED MODULE: ./.build/work/src/util/text-order.js
// The one order of text wherever names are sorted (a tie between equal counts): by UTF-16 code units, the same on
// every machine and in every locale, so that a report's rows come out in the same order each run.
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

;// CONCATENATED MODULE: ./.build/work/src/report/page-path.js
// The one name of a documentation page. The service names a page by its path in visitors and feedback by
// page, and by "the path or URL to the source document" in a feedback entry; a conversation's `pageUrl` and
// a cited source's `url` are full URLs. All of them go through sitePath, once, as the service sent them,
// so that the same page joins whichever way it was named.
/** `scheme://authority` at the start of a full URL (the origin a site path leaves out). */
const ORIGIN = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;
/** One or more percent escapes in a row: the bytes of one or more characters. */
const ESCAPES = /(?:%[\da-f]{2})+/gi;
/**
 * The site path a page name stands for: a full URL's origin, and any query and fragment, dropped;
 * percent escapes decoded (an escape that is not part of well-formed UTF-8 is kept as written); `//`
 * collapsed, a leading `/`, no trailing `/` except for the root. `https://docs.x.com/a/?q#b`, `a/`
 * and `/a` are all `/a`. Apply it once to a name as the service sent it: decoding is not idempotent.
 */
function sitePath(name) {
    const path = name.replace(ORIGIN, '').replace(/[?#].*$/s, '');
    const collapsed = `/${path.replace(ESCAPES, decodeEscapes)}`.replace(/\/{2,}/g, '/');
    return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
/** A run of escapes decoded as UTF-8, character by character; bytes that make no character stay as written. */
function decodeEscapes(run) {
    try {
        return decodeURIComponent(run);
    }
    catch {
        const escapes = run.match(/%[\da-f]{2}/gi) ?? [];
        let text = '';
        for (let i = 0; i < escapes.length;) {
            const length = utf8Length(Number.parseInt(escapes[i]?.slice(1) ?? '', 16));
            const character = length > 0 ? decodedOrUndefined(escapes.slice(i, i + length).join('')) : undefined;
            if (character !== undefined && i + length <= escapes.length) {
                text += character;
                i += length;
            }
            else {
                text += escapes[i] ?? '';
                i += 1;
            }
        }
        return text;
    }
}
/** Bytes of the UTF-8 sequence a lead byte starts; 0 for a byte that cannot start one. */
function utf8Length(lead) {
    if (lead < 0x80)
        return 1;
    if (lead >= 0xc2 && lead <= 0xdf)
        return 2;
    if (lead >= 0xe0 && lead <= 0xef)
        return 3;
    if (lead >= 0xf0 && lead <= 0xf4)
        return 4;
    return 0;
}
function decodedOrUndefined(escapes) {
    try {
        return decodeURIComponent(escapes);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/text-caps.js
// How much of a visitor's or reader's text the report keeps: one cap per kind of text, applied where
// the text is read from the service's answer, each cut marked with `…`. A page path keeps its whole
// spelling, because it is the page's identity (joins, the data block, the files), and is cut only where
// it is shown. Without these, one long text a visitor typed fills a GitHub body on its own, and the
// report's tables are cut to nothing to make room for it.
/** A search term, as typed into the site's search. */
const SEARCH_TERM_MAX_CHARS = 200;
/** An assistant question's category: the service's own word or a reader's, capped by the search-term rule. */
const CATEGORY_MAX_CHARS = SEARCH_TERM_MAX_CHARS;
/** A search's most clicked page: a page path that is only ever shown. */
const CLICKED_PAGE_MAX_CHARS = 300;
/** A question a reader asked the AI assistant. */
const QUESTION_MAX_CHARS = 500;
/** A reader's feedback comment. */
const COMMENT_MAX_CHARS = 280;
/** A code snippet entry's language and file name (the code itself is never kept). */
const SNIPPET_LANG_MAX_CHARS = 40;
const SNIPPET_FILENAME_MAX_CHARS = 120;
/** A page path where the report shows it (the path itself is kept whole). */
const SHOWN_PATH_MAX_CHARS = 300;
/** At most `max` characters (whole code points), `…` where it was cut. */
function capText(text, max) {
    if (text.length <= max)
        return text;
    const points = Array.from(text);
    return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

// EXTERNAL MODULE: ./.build/work/src/util/characters.js
var characters = __webpack_require__(61890);
// EXTERNAL MODULE: ./.build/work/src/util/term-form.js
var term_form = __webpack_require__(38503);
;// CONCATENATED MODULE: ./.build/work/src/report/collect/personal-data/addresses.js
// E-mail addresses in what a reader typed: any `name@host` whose host holds a letter, with a dot of any
// script in it or none (`jane@gmail`, `jane@example。com`), wider than any address grammar on purpose.
// Kept: a package or action with its version or dist-tag (`react@18.2.0`, `actions/checkout@v4`,
// `sdk@latest`) and a mention with nothing before the `@` (`@everyone`, `@scope/pkg`). Pure.
//
// Linear: the text is read one whitespace-free token at a time (`\S+` consumes what it reads), and a
// token holding an `@` is split on it and looked at part by part, each part at most twice.
/** A token: an address never holds whitespace. */
const TOKEN = /\S+/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{N}]/u;
const LETTER = /\p{L}/u;
/** A version after a package's `@` (`2.4.1`, `^18.2.0`, `v4`, `1.0.0-beta.2`): no address host reads so. */
const VERSION = /^[~^=<>]*v?\p{Nd}+(?:\.[\p{Nd}x*]+)*(?:[-+][0-9A-Za-z.-]+)?$/u;
/** Dist-tags and branch names written after a package's or an action's `@`. */
const TAGS = new Set([
    'latest',
    'next',
    'beta',
    'alpha',
    'canary',
    'rc',
    'dev',
    'nightly',
    'experimental',
    'stable',
    'lts',
    'insiders',
    'preview',
    'edge',
    'main',
    'master',
    'head',
]);
/** The text with every e-mail address replaced by `removed`. */
function removeAddresses(text, removed) {
    return text.replace(TOKEN, (token) => (token.includes('@') ? removeFromToken(token, removed) : token));
}
/** One token with its addresses removed: one `removed` for addresses that share a part (`a@b@c`). */
function removeFromToken(token, removed) {
    const parts = token.split('@');
    const spans = [];
    let start = 0;
    for (let i = 1; i < parts.length; i++) {
        const name = parts[i - 1] ?? '';
        const host = parts[i] ?? '';
        const hostStart = start + name.length + 1;
        const nameFrom = firstLetterOrDigit(name);
        const hostTo = lastLetterOrDigit(host);
        if (nameFrom >= 0 && hostTo > 0 && isAddressHost(host.slice(0, hostTo)))
            spans.push([start + nameFrom, hostStart + hostTo]);
        start = hostStart;
    }
    if (spans.length === 0)
        return token;
    let out = '';
    let from = 0;
    for (const [spanStart, spanEnd] of spans) {
        if (spanStart >= from)
            out += `${token.slice(from, spanStart)}${removed}`;
        from = Math.max(from, spanEnd);
    }
    return out + token.slice(from);
}
function isAddressHost(host) {
    return LETTER.test(host) && !VERSION.test(host) && !TAGS.has(host.toLowerCase());
}
/** Where the name of an address starts: brackets and quotes before it are not part of it. */
function firstLetterOrDigit(part) {
    return part.search(LETTER_OR_DIGIT);
}
/** Where the host of an address ends: a full stop or bracket after it is not part of it. */
function lastLetterOrDigit(part) {
    let end = part.length;
    while (end > 0 && !LETTER_OR_DIGIT.test(part.slice(end - 1, end)))
        end--;
    return end;
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/personal-data/keys.js
// Keys and tokens in what a reader typed: those with a well-known prefix, whatever follows it (letters
// only too: `sk_live_abcdefghijklmnopqrstu`), the token after `Bearer `, and any other string of 16
// characters or more that mixes letters and digits, as keys are written. Pure.
//
// Linear: each pattern starts with a fixed prefix or a class and ends with one greedy class run, so an
// attempt either consumes the run it reads or fails within its first 16 characters.
/** The prefixes services put before their keys and tokens (payment, code hosting, chat, cloud, registries). */
const KEY_PREFIX = new RegExp([
    String.raw `(?<![A-Za-z0-9])(?:`,
    [
        '(?:sk|pk|rk)_(?:live|test)_',
        'whsec_',
        'gh[pousr]_',
        'github_pat_',
        'xox[abeoprs]-',
        'xapp-',
        'glpat-',
        'npm_',
        'hf_',
        'sk-(?:proj-|ant-)?',
        'AIza',
        'A[KS]IA',
        'dckr_pat_',
        'pypi-',
        'shp(?:at|ss|ca|pa)_',
        String.raw `SG\.`,
    ].join('|'),
    ')[A-Za-z0-9_-]{16,}',
].join(''), 'g');
/** The credentials of an `Authorization: Bearer` header. */
const BEARER = /(?<=\b[Bb]earer )[A-Za-z0-9_\-.~+/]{16,}=*/g;
/** A word of letters and digits (with `_ - + / =`, as keys and tokens are written), long enough to be a key. */
const KEY_LIKE = /[A-Za-z0-9_\-+/=]{16,}/g;
/** A string that looks like a key: mixing letters with digits (a plain long word does not). */
const keyLike = (word) => /\d/.test(word) && /[A-Za-z]/.test(word);
/** The text with every key- or token-like string replaced by `removed`. */
function removeKeys(text, removed) {
    return text
        .replace(KEY_PREFIX, removed)
        .replace(BEARER, removed)
        .replace(KEY_LIKE, (word) => (keyLike(word) ? removed : word));
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/personal-data/numbers.js
// Numbers in what a reader typed that are personal data: phone, card and account numbers of 7 digits or
// more, in any script's digits (`\p{Nd}`: Persian, Arabic-Indic, Devanagari as well as ASCII; NFKC folds
// only the full-width ones) and with the separators they are written with (spaces, brackets, dashes of
// any width, `. _ , /`); and IBANs, whole or in part. A number keeps its digits when it reads as a date
// (`2026-11-27`, `27.11.2026`, two of them as a range), a pair of years (`2024-2025`) or a count in
// thousands (`1,000,000`), or has fewer than 7 digits. Pure.
//
// Linear: a gap between groups holds no digit and is at most three characters long, so a run is read
// once and always ends where its last group does; an IBAN is tried only where a word starts, and its
// groups are of fixed width, so a failed attempt costs a bounded number of steps.
/**
 * What joins two groups of digits: a bracket or a dash with a space either side (`(212) 555`, `555 - 0199`),
 * one space unless a time of day follows (`2026-11-27 10:00`), or one of `. _ , /`.
 */
const GAP = String.raw `(?: ?[()\-\u2010-\u2015\u2212] ?| (?!\p{Nd}{1,2}:)|[._,/])`;
/** Groups of digits with the gaps between them, and a `+` or `(` before them. */
const DIGIT_RUN = new RegExp(String.raw `[+(]?\p{Nd}+(?:${GAP}\p{Nd}+)*\)?`, 'gu');
/** Two capital letters (the country), two check digits, then groups of four (the last shorter): two groups at least. */
const IBAN = /(?<![\p{L}\p{N}])[A-Z]{2}\p{Nd}{2}(?:[ -]?[A-Z\p{Nd}]{4}){2,8}(?:[ -]?[A-Z\p{Nd}]{1,3})?(?![\p{L}\p{N}])/gu;
const MIN_DIGITS = 7;
/**
 * Longer than any number that is kept (two dates with a spaced dash between them, a count in thousands up
 * to 10^18); and as a gap is at most three characters, a run this long holds 8 digits at least.
 */
const ORDINARY_MAX_CHARS = 32;
const DIGIT = /^\p{Nd}$/u;
const GROUP = /\p{Nd}+/gu;
/** The text with every IBAN and every personal-data number replaced by `removed`. */
function removeNumbers(text, removed) {
    return text.replace(IBAN, removed).replace(DIGIT_RUN, (run) => (personalNumber(run) ? removed : run));
}
function personalNumber(run) {
    if (run.length > ORDINARY_MAX_CHARS)
        return true;
    return (run.match(/\p{Nd}/gu) ?? []).length >= MIN_DIGITS && !ordinaryNumber(run);
}
/** A date, two dates, a pair of years, or a count in thousands; never a number written with `+` or brackets. */
function ordinaryNumber(run) {
    if (/[+()]/.test(run))
        return false;
    const groups = (run.match(GROUP) ?? []).map(asciiDigits);
    const gaps = run.split(GROUP).slice(1, -1);
    return ((groups.length === 3 && isDate(groups, gaps)) ||
        (groups.length === 6 && isDate(groups.slice(0, 3), gaps.slice(0, 2)) && isDate(groups.slice(3), gaps.slice(3))) ||
        (groups.length === 2 && isYear(groups[0]) && isYear(groups[1]) && Number(groups[0]) < Number(groups[1])) ||
        inThousands(groups, gaps));
}
/** Year, month, day (or day, month, year; or month, day, year) with one separator of `- . /` twice. */
function isDate(groups, gaps) {
    const [a = '', b = '', c = ''] = groups;
    if (gaps.length !== 2 || gaps[0] !== gaps[1] || !['-', '.', '/'].includes(gaps[0] ?? ''))
        return false;
    if (isYear(a))
        return isMonth(b) && isDay(c);
    return isYear(c) && ((isDay(a) && isMonth(b)) || (isMonth(a) && isDay(b)));
}
const isYear = (group) => group !== undefined && /^(?:19|20)\d\d$/.test(group);
const isMonth = (group) => /^\d\d?$/.test(group) && Number(group) >= 1 && Number(group) <= 12;
const isDay = (group) => /^\d\d?$/.test(group) && Number(group) >= 1 && Number(group) <= 31;
/** `1,000,000` or `1_000_000`: a first group of 1 to 3 digits, then groups of exactly 3, one separator. */
function inThousands(groups, gaps) {
    const [first = '', ...rest] = groups;
    const separator = gaps[0] ?? '';
    return ([',', '_'].includes(separator) &&
        gaps.every((gap) => gap === separator) &&
        /^[1-9]\d{0,2}$/.test(first) &&
        rest.every((group) => group.length === 3));
}
/** A group of any script's digits as ASCII digits. */
function asciiDigits(group) {
    return Array.from(group, (digit) => String(digitValue(digit))).join('');
}
/**
 * The value of one `\p{Nd}` character: Unicode encodes each script's digits as ten code points in a row
 * from zero, and where two sets of ten adjoin, the count from the first still gives the value modulo 10.
 */
function digitValue(digit) {
    const code = digit.codePointAt(0) ?? 0;
    let zero = code;
    while (DIGIT.test(String.fromCodePoint(zero - 1)))
        zero -= 1;
    return (code - zero) % 10;
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/question-text.js
// What a reader typed into the assistant, made fit to keep: cut to what the scrub may read, personal data
// removed (e-mail addresses, keys and tokens, IBANs, phone, card and account numbers), then cut to the
// question cap. Pure. Applied where a question is read from the service's answer, before anything holds on
// to it; the text is still hostile afterwards and is escaped wherever it is published.






/** What stands where personal data was. */
const REMOVED = '[removed]';
/**
 * How much of a question the scrub reads. The service sets no length on what a reader types, and a scrub
 * run over the whole of it is work without a bound (an address pattern that was not anchored took 7 s on
 * 100,000 characters without a space); eight times the question cap still fills the cap after every
 * removal a question of ordinary words can have.
 */
const SCRUB_INPUT_MAX_CHARS = 4_000;
/**
 * How far back from the cut what it split is dropped: longer than any e-mail address (254 characters), phone,
 * card or account number, so that no part of one is left where the scrub would not know it.
 */
const SPLIT_PIECE_MAX_CHARS = 256;
const WHITESPACE = /^\s$/u;
/** A letter of a word: lower case, or of a script without case (a capital may be part of an IBAN or a key). */
const WORD_LETTER = /^[\p{Ll}\p{Lo}\p{Lm}\p{Lt}\p{M}]$/u;
/**
 * The text without personal data: NFKC-normalised (so that full-width digits, `＠` and `．` are found),
 * invisible characters gone, control characters and runs of whitespace made one space, and every e-mail
 * address, key or token, IBAN and phone, card or account number replaced by `[removed]`.
 */
function removePersonalData(text) {
    const plain = text
        .normalize('NFKC')
        .replace(characters/* INVISIBLE_CHARACTERS */.Ht, '')
        .replace(characters/* CONTROL_CHARACTERS */.nI, ' ')
        .replace(/\s+/gu, ' ');
    return removeNumbers(removeKeys(removeAddresses(plain, REMOVED), REMOVED), REMOVED);
}
/**
 * At most SCRUB_INPUT_MAX_CHARS of the text. Where it is cut, the word the cut split is dropped too, and
 * before it anything but a word in lower case (the digits, separators and capitals of a number or an IBAN
 * written in groups), up to SPLIT_PIECE_MAX_CHARS back: the part of a phone number or an address before
 * the cut is too short to be found, and spaces that collapse or removals before it could bring it within
 * the cap.
 */
function cutForScrub(text) {
    if (text.length <= SCRUB_INPUT_MAX_CHARS)
        return text;
    const floor = SCRUB_INPUT_MAX_CHARS - SPLIT_PIECE_MAX_CHARS;
    let end = SCRUB_INPUT_MAX_CHARS;
    while (end > floor && !WHITESPACE.test(text.charAt(end - 1)))
        end -= 1;
    while (end > floor && !WORD_LETTER.test(text.charAt(end - 1)))
        end -= 1;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end);
}
/**
 * A question as the report keeps it: cut for the scrub, personal data removed, then cut to
 * QUESTION_MAX_CHARS (`…` where either cut it). `scrub` is the removal, given only to observe it.
 */
function keptQuestion(text, scrub = removePersonalData) {
    const cut = cutForScrub(text);
    const kept = scrub(cut).replace(/\s+/gu, ' ').trim();
    return capText(cut.length < text.length ? `${kept}…` : kept, QUESTION_MAX_CHARS);
}
/** The form two questions are the same in: a term's one form (util/term-form.ts), trailing punctuation ignored. */
function questionKey(kept) {
    return (0,term_form/* normalizeTerm */.Kf)(kept).replace(/[\s?!.]+$/u, '');
}
/** Fewer words than this, and a question says too little to be shown as what a reader asked ("hello?", "PDF please"). */
const QUESTION_MIN_WORDS = 3;
/**
 * Letters of Han, Kana or Hangul (a syllable each, Chinese and Japanese written without spaces) that make a
 * question however it is spaced: `如何删除我的账户？` is one run of letters, not one word.
 */
const QUESTION_MIN_SYLLABLES = 6;
/** Letters of Thai, Lao, Khmer or Myanmar (alphabets written without spaces between words) that do the same. */
const QUESTION_MIN_UNSPACED_LETTERS = 12;
/** A word: a run of letters and digits (with their marks), in any script. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const SYLLABLE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const UNSPACED_LETTER = /(?=\p{L})[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/gu;
const atLeast = (text, pattern, least) => {
    let found = 0;
    for (const _match of text.matchAll(pattern))
        if (++found >= least)
            return true;
    return false;
};
/**
 * Whether a kept question (keptQuestion's text) is long enough to show as what a reader asked: at least
 * QUESTION_MIN_WORDS words, what was removed as personal data not counted, or enough letters of a script
 * written without spaces. Shorter ones are counted, never shown.
 */
function shownQuestion(kept) {
    const text = kept.replaceAll(REMOVED, ' ');
    return (atLeast(text, WORD, QUESTION_MIN_WORDS) ||
        atLeast(text, SYLLABLE, QUESTION_MIN_SYLLABLES) ||
        atLeast(text, UNSPACED_LETTER, QUESTION_MIN_UNSPACED_LETTERS));
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/kept-questions.js
// The unanswered questions kept with `questions` on: one entry per question (questionKey), with how often it
// was asked, the categories it was asked under and the pages it was asked on. Bounded: at most
// QUESTIONS_PER_CATEGORY different questions listed under a category and MAX_KEPT_QUESTIONS in all (a question
// past either bound is counted only, as before), and a few categories and pages tracked per question. Holds only
// what keptQuestion made of a question: the scrub ran before anything reaches it.


/** Different questions listed under one category, and kept in all; the rest are counted only. */
const QUESTIONS_PER_CATEGORY = 200;
const MAX_KEPT_QUESTIONS = 5_000;
/** Categories a question is listed under, at most: the first ones it was asked under. */
const CATEGORIES_PER_QUESTION = 20;
/** Pages counted per question (the first ones it was asked on), and given with it (the most asked on). */
const PATHS_COUNTED_PER_QUESTION = 20;
const PATHS_PER_QUESTION = 5;
class KeptQuestions {
    /** By questionKey. */
    #entries = new Map();
    /** Different questions listed under each category. */
    #listed = new Map();
    add(asked) {
        const key = questionKey(asked.text);
        let entry = this.#entries.get(key);
        if (!entry) {
            if (this.#entries.size >= MAX_KEPT_QUESTIONS || !this.#roomIn(asked.category))
                return;
            entry = { text: asked.text, count: 0, categories: new Map(), paths: new Map() };
            this.#entries.set(key, entry);
        }
        entry.count += 1;
        const inCategory = entry.categories.get(asked.category);
        if (inCategory !== undefined)
            entry.categories.set(asked.category, inCategory + 1);
        else if (entry.categories.size < CATEGORIES_PER_QUESTION && this.#roomIn(asked.category)) {
            entry.categories.set(asked.category, 1);
            this.#listed.set(asked.category, (this.#listed.get(asked.category) ?? 0) + 1);
        }
        if (asked.path === undefined)
            return;
        const onPath = entry.paths.get(asked.path);
        if (onPath !== undefined)
            entry.paths.set(asked.path, onPath + 1);
        else if (entry.paths.size < PATHS_COUNTED_PER_QUESTION)
            entry.paths.set(asked.path, 1);
    }
    /** Most asked first; each question's categories and pages most asked first. */
    list() {
        return [...this.#entries.values()]
            .map((entry) => ({
            text: entry.text,
            count: entry.count,
            categories: mostFirst(entry.categories),
            paths: mostFirst(entry.paths).slice(0, PATHS_PER_QUESTION),
        }))
            .sort((a, b) => b.count - a.count || compareText(a.text, b.text));
    }
    #roomIn(category) {
        return (this.#listed.get(category) ?? 0) < QUESTIONS_PER_CATEGORY;
    }
}
const mostFirst = (counts) => [...counts.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).map(([name]) => name);

;// CONCATENATED MODULE: ./.build/work/src/report/collect/question-replies.js
// Which unanswered questions are replies to the assistant's clarifying question ("UK", "the second one"): a turn
// whose previous turn in the same conversation (by `timestamp`) was met with a clarifying question. A reply is
// counted like every turn but not kept as a question of its own. Rows come in any order, within a page and
// across pages, so a question waits for the rest of its conversation; at most TURNS_HELD_MAX turns wait, and
// when more come the conversation touched longest ago is decided first (a reply whose clarifying turn comes
// only after that is taken for a question). A turn without a `conversationId` or a time is decided at once,
// as a question. Pure.
/** Turns held while their conversations may still grow: ten pages of rows, whatever a conversation's length. */
const TURNS_HELD_MAX = 10_000;
/** Holds turns by conversation and tells, for each question, whether it was a reply. */
class ReplySieve {
    /** By conversationId, the one touched longest ago first. */
    #open = new Map();
    #held = 0;
    #decided;
    #limit;
    /** `decided` is called once for each question given to `add`, when it is known whether it was a reply. */
    constructor(decided, limit = TURNS_HELD_MAX) {
        this.#decided = decided;
        this.#limit = limit;
    }
    /** Every row, in the order read, with the question to decide about when it is one (an unanswered turn). */
    add(turn, question) {
        const time = Date.parse(turn.timestamp);
        if (!turn.conversationId || Number.isNaN(time)) {
            if (question !== undefined)
                this.#decided(question, false);
            return;
        }
        const turns = this.#open.get(turn.conversationId) ?? [];
        this.#open.delete(turn.conversationId);
        this.#open.set(turn.conversationId, turns);
        turns.push(question === undefined ? { time, clarifying: turn.clarifying } : { time, clarifying: turn.clarifying, question });
        this.#held += 1;
        while (this.#held > this.#limit) {
            const oldest = this.#open.keys().next().value;
            if (oldest === undefined)
                break;
            this.#decide(oldest);
        }
    }
    /** Decides every question still waiting: once every row was read. */
    flush() {
        for (const id of [...this.#open.keys()])
            this.#decide(id);
    }
    #decide(id) {
        const turns = this.#open.get(id) ?? [];
        this.#open.delete(id);
        this.#held -= turns.length;
        turns.sort((a, b) => a.time - b.time);
        // Whether the turn just before (the latest of an earlier time) was met with a clarifying question; turns of
        // the same time are none before the other, and one of them clarifying makes the next turn a reply.
        let afterClarifying = false;
        for (let start = 0; start < turns.length;) {
            let end = start;
            let clarifying = false;
            for (; end < turns.length && turns[end]?.time === turns[start]?.time; end++) {
                const turn = turns[end];
                if (turn?.clarifying)
                    clarifying = true;
                if (turn?.question !== undefined)
                    this.#decided(turn.question, afterClarifying);
            }
            afterClarifying = clarifying;
            start = end;
        }
    }
}

// EXTERNAL MODULE: ./.build/work/src/client/quota.js
var quota = __webpack_require__(68667);
// EXTERNAL MODULE: ./.build/work/src/client/types.js
var types = __webpack_require__(45918);
// EXTERNAL MODULE: ./.build/work/src/util/format.js
var format = __webpack_require__(89765);
// EXTERNAL MODULE: ./.build/work/src/util/retry.js
var retry = __webpack_require__(69226);
;// CONCATENATED MODULE: ./.build/work/src/report/collect/request-budget.js
// The analytics request budget of one run, and the one way an analytics call spends it. The service's
// 100 requests an hour are shared by every tool of the organization, so a report spends at most what
// the user allowed; a 429 is waited out here (not in the client) only while its Retry-After is short.
// A request counts as the service counts it: once its bytes may have reached the service (a timeout or a
// broken connection after sending still counts), not when it failed before a connection was made. When
// unsure it counts, so requests-used may exceed the service's count by such an attempt, never fall below it.





/** Thrown instead of making a request the budget cannot cover. */
class BudgetExhausted extends errors/* ActionError */.lZ {
    kind = 'service';
    /** What the refused request was for, e.g. "visitors page 3 of 2026-11-14 to 2026-11-20, 7 days". */
    refused;
    limit;
    constructor(refused, limit) {
        super(`the request budget of ${limit} analytics requests is spent: ${refused} was not fetched (raise request-budget to fetch it)`);
        this.name = 'BudgetExhausted';
        this.refused = refused;
        this.limit = limit;
    }
}
class RequestBudget {
    limit;
    #used = 0;
    constructor(limit) {
        if (!Number.isInteger(limit) || limit < 0)
            throw new errors/* OperationError */.OK(`internal error: a request budget is a whole number >= 0, not ${limit}`);
        this.limit = limit;
    }
    get used() {
        return this.#used;
    }
    get remaining() {
        return this.limit - this.#used;
    }
    /**
     * Counts one request about to be sent; throws BudgetExhausted (counting nothing) when none is left. Counted
     * before it is sent, so that concurrent requests can never together pass the limit.
     */
    take(what) {
        if (this.#used >= this.limit)
            throw new BudgetExhausted(what, this.limit);
        this.#used += 1;
    }
    /**
     * Takes back one request `take` counted that certainly never reached the service (it failed before a
     * connection was made): the service did not count it against the organization's quota either.
     */
    giveBack() {
        if (this.#used > 0)
            this.#used -= 1;
    }
}
/** A 429 whose Retry-After is longer than the run may wait: the organization's quota is spent for now. */
class AnalyticsQuotaSpent extends errors/* ActionError */.lZ {
    kind = 'service';
    /** When the service said to try again (ms since the epoch); undefined without a Retry-After. */
    retryAt;
    retryAfterMs;
    constructor(retryAfterMs, now, maxWaitMs, cause) {
        const retryAt = retryAfterMs === undefined ? undefined : now + retryAfterMs;
        const when = retryAt === undefined
            ? 'The service did not say when to retry (no Retry-After); run the report again later in the hour.'
            : `The service asks to retry after ${utcTime(retryAt)} (in ${(0,format/* formatDuration */.a3)(retryAfterMs ?? 0)}), longer than max-rate-limit-wait (${(0,format/* formatDuration */.a3)(maxWaitMs)}). ` +
                `Run the report again after ${utcTime(retryAt)}, or raise max-rate-limit-wait.`;
        super(`The organization's hourly analytics quota is spent (${quota/* ANALYTICS_REQUESTS_PER_HOUR */.t} requests an hour, shared by every tool of the organization that calls the analytics API). ${when}`, { cause });
        this.name = 'AnalyticsQuotaSpent';
        this.retryAt = retryAt;
        this.retryAfterMs = retryAfterMs;
    }
}
/**
 * Runs `call` with options that charge the budget before every attempt (the client's own retries
 * included), give it back for an attempt that failed before connecting, and keep the client from waiting
 * on a 429 itself; the 429 is waited out here, in the one
 * retry loop, while its Retry-After is within `maxRateLimitWaitMs` (the budget bounds the attempts).
 * Throws BudgetExhausted before a request the budget cannot cover, AnalyticsQuotaSpent on a 429 too
 * long to wait for or without a Retry-After, other errors as they come.
 */
async function callWithinBudget(what, call, context) {
    const { budget, clock, log, maxRateLimitWaitMs } = context;
    const policy = {
        maxAttempts: Number.POSITIVE_INFINITY,
        baseDelayMs: 0,
        maxDelayMs: 0,
        maxRetryAfterMs: maxRateLimitWaitMs,
        maxTotalMs: Number.POSITIVE_INFINITY,
    };
    return (0,retry/* retryWithPolicy */.H_)({
        policy,
        clock,
        attempt: async () => {
            let refused;
            const beforeAttempt = () => {
                try {
                    budget.take(what);
                }
                catch (error) {
                    if (error instanceof BudgetExhausted)
                        refused = error;
                    throw error;
                }
            };
            try {
                const afterUnsentAttempt = () => budget.giveBack();
                return { ok: true, value: await call({ beforeAttempt, afterUnsentAttempt, maxRetryAfterMs: 0 }) };
            }
            catch (error) {
                // The client may wrap what beforeAttempt threw; the budget's refusal is what happened.
                if (refused)
                    throw refused;
                if (error instanceof types/* ServiceError */._ && error.reason === 'rate-limited')
                    return { ok: false, failure: error };
                throw error;
            }
        },
        // Without a Retry-After there is no telling when the hourly quota comes back: no guessing.
        classify: (failure) => ({ retryable: failure.retryAfterMs !== undefined, retryAfterMs: failure.retryAfterMs }),
        onRetry: (_failure, retry) => log.info(`Analytics rate limit (429) on ${what}: waiting ${(0,format/* formatDuration */.a3)(retry.delayMs)} as Retry-After asks, then trying again (requests ${budget.used}/${budget.limit})`),
        giveUp: (failure) => new AnalyticsQuotaSpent(failure.retryAfterMs, clock.now(), maxRateLimitWaitMs, failure),
    });
}
/** `2026-11-21T13:05:00Z`, rounded up: never a moment before the service's own time. */
function utcTime(ms) {
    return new Date(Math.ceil(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/shortfall.js
// Why collecting stopped short, one rule for every part of the collect stage: which failure is a shortfall (the
// run's request budget, the organization's hourly quota, the service), what the collect stage says of it, and the
// words a report gives a count that it cut short. Anything else is not a shortfall and is thrown on.


/** Why a count was cut short; the published data block carries it (published-body/report-body.ts). */
const COUNT_SHORTFALLS = ['budget', 'quota', 'service-cap', 'error', 'page-cap'];
/** `why`, and the service's message after it when there is one. */
const inFull = (s) => (s.detail ? `${s.why}: ${s.detail}` : s.why);
/**
 * The shortfall of `error`: the budget of `budgetLimit` requests spent, the hourly quota spent, or the service's
 * error (404 is `service-cap`: the service does not offer it here); anything else is thrown on.
 */
function shortfallOf(error, budgetLimit) {
    if (error instanceof BudgetExhausted)
        return { shortfall: 'budget', why: `the request budget of ${budgetLimit} requests was spent` };
    if (error instanceof AnalyticsQuotaSpent)
        return { shortfall: 'quota', why: "the organization's hourly analytics quota is spent" };
    if (error instanceof types/* ServiceError */._ && error.reason === 'not-found')
        return { shortfall: 'service-cap', why: 'the service does not offer it for this project' };
    if (error instanceof types/* ServiceError */._)
        return {
            shortfall: 'error',
            why: error.reason === 'bad-request' ? 'the service refused the query' : 'the service answered with an error',
            detail: error.message,
        };
    throw error;
}
/** What to do about a count the request budget cut short. */
const BUDGET_ADVICE = 'raise request-budget to count them all';
/**
 * Why a count that paged `what` (feedback entries, assistant conversations) is a lower bound, as the report says it.
 * `service-cap` for feedback entries: feedback by page lists 100 pages only and the entries are not offered.
 */
function shortfallWords(shortfall, what) {
    switch (shortfall) {
        case 'budget':
            return `the request budget ran out while the ${what} were paged`;
        case 'quota':
            return `the organization's hourly analytics quota ran out while the ${what} were paged`;
        case 'service-cap':
            return `the service does not offer the ${what} for this project`;
        case 'error':
            return `the service failed while the ${what} were paged`;
        case 'page-cap':
            return 'paging stopped at its limit of pages';
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/conversations.js








/** The endpoint's largest page. */
const CONVERSATIONS_PAGE_SIZE = 1000;
/** Stops a server whose cursor never ends (200,000 rows), whatever the budget. */
const MAX_CONVERSATION_PAGES = 200;
/** The category of a row the service put in none. */
const UNCATEGORISED = 'uncategorised';
/** What is kept of the unanswered questions with `questions` on, and what is set aside. */
class QuestionTally {
    kept = new KeptQuestions();
    setAside = { replies: 0, short: 0 };
    #sieve = new ReplySieve((question, reply) => {
        if (reply)
            this.setAside.replies += 1;
        else if (question.text === undefined)
            this.setAside.short += 1;
        else
            this.kept.add({ ...question, text: question.text });
    });
    add(row, category, path) {
        let waiting;
        if (row.resolutionStatus === 'unanswered') {
            // The scrub runs here, before anything holds on to the question.
            const text = keptQuestion(row.query);
            if (text)
                waiting = { category, ...(path !== undefined && { path }), ...(shownQuestion(text) && { text }) };
        }
        const turn = { timestamp: row.timestamp, clarifying: row.responseType === 'clarifying_question' };
        this.#sieve.add(row.conversationId ? { ...turn, conversationId: row.conversationId } : turn, waiting);
    }
    /** Decides the questions still waiting for the rest of their conversations: every row was read. */
    finish() {
        this.#sieve.flush();
    }
}
/** The running counts of one period's rows. */
class Tally {
    asked = 0;
    answered = 0;
    unanswered = 0;
    clarifying = 0;
    rowsRead = 0;
    byCategory = new Map();
    byPath = new Map();
    questions;
    constructor(keepQuestions) {
        if (keepQuestions)
            this.questions = new QuestionTally();
    }
    add(rows) {
        for (const row of rows) {
            this.rowsRead += 1;
            this.asked += 1;
            const unanswered = row.resolutionStatus === 'unanswered';
            if (unanswered)
                this.unanswered += 1;
            else if (row.resolutionStatus === 'answered')
                this.answered += 1;
            if (row.responseType === 'clarifying_question')
                this.clarifying += 1;
            const category = capText(row.queryCategory ?? UNCATEGORISED, CATEGORY_MAX_CHARS);
            bump(this.byCategory, category, unanswered);
            // The same page name as every other table: the site path of the full URL.
            const path = row.pageUrl ? sitePath(row.pageUrl) : undefined;
            if (path !== undefined)
                bump(this.byPath, path, unanswered);
            this.questions?.add(row, category, path);
        }
    }
    /**
     * The counts so far. `final` once no more rows will be read: the questions waiting for the rest of their
     * conversations are decided (before, they are left out).
     */
    counts(shortfall, final) {
        const counts = {
            asked: this.asked,
            answered: this.answered,
            unanswered: this.unanswered,
            clarifying: this.clarifying,
            complete: shortfall === undefined,
            rowsRead: this.rowsRead,
            byCategory: ranked(this.byCategory),
            byPath: ranked(this.byPath),
        };
        if (shortfall)
            counts.shortfall = shortfall;
        if (this.questions) {
            if (final)
                this.questions.finish();
            counts.questions = this.questions.kept.list();
            counts.questionsSetAside = { ...this.questions.setAside };
        }
        return counts;
    }
}
function bump(map, name, unanswered) {
    const counted = map.get(name) ?? { asked: 0, unanswered: 0 };
    counted.asked += 1;
    if (unanswered)
        counted.unanswered += 1;
    map.set(name, counted);
}
/** Most unanswered first, then most asked, then by name. */
function ranked(map) {
    return [...map.entries()]
        .map(([name, counted]) => ({ name, asked: counted.asked, unanswered: counted.unanswered }))
        .sort((a, b) => b.unanswered - a.unanswered || b.asked - a.asked || compareText(a.name, b.name));
}
const fetchPage = (data, options, cursor) => {
    const { service, projectId } = options;
    const window = { dateFrom: data.period.dateFrom, dateTo: data.period.dateTo };
    return (call) => service.assistantConversations(projectId, { ...window, limit: CONVERSATIONS_PAGE_SIZE, cursor }, call);
};
/**
 * Counts the first page of the period's conversations (the `assistant` section's second request of its
 * minimum); `call` runs it within the budget and turns a failure into the section's state.
 */
async function firstConversations(data, options, call) {
    const tally = new Tally(options.sections.includes('questions'));
    let pager;
    const section = await call(`assistant conversations of ${data.period.label}`, async (callOptions) => {
        const page = await fetchPage(data, options)(callOptions);
        tally.add(page.conversations);
        const next = nextCursor(page, undefined);
        if (next.cursor)
            pager = { tally, cursor: next.cursor, pages: 1 };
        logProgress(data, options, 1, tally.rowsRead, next.cursor !== undefined);
        if (next.stop)
            options.log.warning(`Assistant conversations, ${data.period.label}: ${next.why}.`);
        // With more to come, pageConversations counts again when the paging ends.
        return tally.counts(next.stop, next.cursor === undefined);
    });
    return section.state === 'ok' && pager ? { section, pager } : { section };
}
/**
 * Pages the rest of the period's conversations (after its first page) as far as the budget goes. The
 * data comes back with its counts complete, or as lower bounds with the reason.
 */
async function pageConversations(data, pager, options) {
    if (!pager)
        return data;
    const { budget, log } = options;
    const { tally } = pager;
    let { cursor, pages } = pager;
    let stop;
    let why = '';
    for (;;) {
        if (pages >= MAX_CONVERSATION_PAGES) {
            [stop, why] = ['page-cap', `stopped after ${MAX_CONVERSATION_PAGES} pages`];
            break;
        }
        let page;
        try {
            page = await callWithinBudget(`assistant conversations page ${pages + 1} of ${data.period.label}`, fetchPage(data, options, cursor), options);
        }
        catch (error) {
            const short = shortfallOf(error, budget.limit);
            [stop, why] = [short.shortfall, inFull(short)];
            break;
        }
        pages += 1;
        tally.add(page.conversations);
        const next = nextCursor(page, cursor);
        logProgress(data, options, pages, tally.rowsRead, next.cursor !== undefined);
        if (next.stop)
            [stop, why] = [next.stop, next.why ?? ''];
        if (!next.cursor)
            break;
        cursor = next.cursor;
    }
    if (stop)
        log.warning(`Assistant conversations, ${data.period.label}: ${why} after ${tally.rowsRead} questions; the unanswered questions are lower bounds.`);
    return { ...data, conversations: { state: 'ok', value: tally.counts(stop, true) } };
}
/** The cursor to go on with, or why paging must stop although the service says it has more. */
function nextCursor(page, previous) {
    if (!page.hasMore)
        return {};
    if (!page.nextCursor || page.nextCursor === previous)
        return { stop: 'error', why: 'the service said it has more conversations but gave no new cursor' };
    return { cursor: page.nextCursor };
}
function logProgress(data, options, page, rows, more) {
    const { budget, log } = options;
    log.info(`Assistant conversations, ${data.period.label}: page ${page}, ${rows} questions so far${more ? ', more to come' : ''} (requests ${budget.used}/${budget.limit})`);
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/feedback-sums.js
function sumFeedback(rows) {
    const sum = { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
    for (const row of rows) {
        sum.thumbsUp += row.thumbsUp;
        sum.thumbsDown += row.thumbsDown;
        sum.code += row.code;
        sum.total += row.total;
    }
    return sum;
}
/** A period's feedback entries: every entry counted, else the best lower bound, else the sum of feedback by page. */
function feedbackTotal(data) {
    return data.feedbackCount?.total ?? sumFeedback(data.feedback).total;
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/feedback-entries.js





const ENTRIES_PAGE_SIZE = 100;
/** Stops a server whose cursor never ends (100,000 entries), whatever the budget. */
const MAX_ENTRY_PAGES = 1_000;
/** Comments kept per page: the latest. */
const COMMENTS_PER_PAGE = 3;
/** Counts (and reads comments from) the period's entries, as far as the budget goes. */
async function readFeedbackEntries(data, options, wanted) {
    const { service, projectId, budget, log } = options;
    const byPage = sumFeedback(data.feedback).total;
    if (!wanted.count && !wanted.comments)
        return { feedbackCount: { total: byPage, exact: true, entriesRead: 0, byPath: {} } };
    const byPath = {};
    const latest = new Map();
    let read = 0;
    let cursor;
    let stop;
    let why = '';
    for (let page = 1;; page++) {
        if (page > MAX_ENTRY_PAGES) {
            stop = 'page-cap';
            why = `stopped after ${MAX_ENTRY_PAGES} pages`;
            break;
        }
        let answer;
        try {
            answer = await callWithinBudget(`feedback entries page ${page} of ${data.period.label}`, (call) => service.feedbackEntries(projectId, {
                dateFrom: data.period.dateFrom,
                dateTo: data.period.dateTo,
                limit: ENTRIES_PAGE_SIZE,
                cursor,
                source: options.feedbackSource || undefined,
                status: options.feedbackStatus.length > 0 ? options.feedbackStatus : undefined,
            }, call), options);
        }
        catch (error) {
            const short = shortfallOf(error, budget.limit);
            [stop, why] = [short.shortfall, inFull(short)];
            break;
        }
        for (const entry of answer.feedback) {
            read += 1;
            // An entry may name its page by full URL: the same page as feedback by page's path.
            const path = sitePath(entry.path);
            const counted = (byPath[path] ??= { total: 0, code: 0 });
            counted.total += 1;
            if (entry.source === 'code_snippet')
                counted.code += 1;
            if (wanted.comments)
                keepComment(latest, path, entry);
        }
        log.info(`Feedback entries, ${data.period.label}: page ${page}, ${read} entries so far${answer.hasMore ? ', more to come' : ''} (requests ${budget.used}/${budget.limit})`);
        if (!answer.hasMore)
            break;
        if (!answer.nextCursor || answer.nextCursor === cursor) {
            stop = 'error';
            why = 'the service said it has more entries but gave no new cursor';
            break;
        }
        cursor = answer.nextCursor;
    }
    const unavailable = stop === 'service-cap';
    if (unavailable)
        log.info(`Feedback entries, ${data.period.label}: ${why} (404): feedback by page is all there is.`);
    else if (stop)
        log.warning(`Feedback entries, ${data.period.label}: ${why} after ${read} entries.`);
    const complete = stop === undefined;
    const comments = !wanted.comments
        ? undefined
        : unavailable
            ? { state: 'unavailable' }
            : read === 0 && stop
                ? { state: 'not-fetched', why }
                : { state: 'ok', value: { entriesRead: read, complete, comments: [...latest.values()].flat() } };
    // By page was complete: its sum is exact, whatever the entries paging for comments came to.
    if (!wanted.count)
        return { feedbackCount: { total: byPage, exact: true, entriesRead: read, byPath }, comments };
    if (complete)
        return { feedbackCount: { total: read, exact: true, entriesRead: read, byPath }, comments };
    return {
        feedbackCount: {
            total: lowerBound(data, byPath),
            exact: false,
            shortfall: stop,
            entriesRead: read,
            byPath,
        },
        comments,
    };
}
/** Every page counts at least what either source saw of it: by page for the first 100, the entries read for any. */
function lowerBound(data, byPath) {
    const best = new Map();
    for (const row of data.feedback) {
        const path = sitePath(row.path);
        best.set(path, (best.get(path) ?? 0) + row.total);
    }
    for (const [path, counted] of Object.entries(byPath))
        best.set(path, Math.max(best.get(path) ?? 0, counted.total));
    let total = 0;
    for (const count of best.values())
        total += count;
    return total;
}
/** Keeps the newest COMMENTS_PER_PAGE comments of a page (by `createdAt`, unknown dates last). */
function keepComment(latest, path, entry) {
    const text = entry.comment?.trim();
    if (!text)
        return;
    const comment = {
        path,
        source: entry.source,
        status: entry.status,
        createdAt: entry.createdAt,
        text: capText(text, COMMENT_MAX_CHARS),
    };
    if (entry.lang)
        comment.lang = capText(entry.lang, SNIPPET_LANG_MAX_CHARS);
    if (entry.filename)
        comment.filename = capText(entry.filename, SNIPPET_FILENAME_MAX_CHARS);
    const kept = latest.get(path) ?? [];
    kept.push(comment);
    kept.sort(newestFirst);
    latest.set(path, kept.slice(0, COMMENTS_PER_PAGE));
}
function newestFirst(a, b) {
    const at = (c) => (c.createdAt ? Date.parse(c.createdAt) : Number.NaN);
    const ta = at(a);
    const tb = at(b);
    if (Number.isNaN(ta) || Number.isNaN(tb))
        return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
    return tb - ta;
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/searches.js





/** The searches endpoint's largest page. */
const SEARCHES_PAGE_SIZE = 100;
/**
 * Stops a list whose terms never fall below the gap minimum (1,000 terms), whatever the budget: the emulator's
 * 10,000-page project needs 2 pages; a site with ten times its searches would need about 10.
 */
const MAX_SEARCH_PAGES = 10;
const NO_NEW_CURSOR = 'the service gave no new cursor after a full page of terms';
/**
 * Reads the first page of the period's terms (the section's minimum); `call` runs it within the budget and turns a
 * failure into the section's state. With `options.searchGapMinimum` (the report period), a pager when there is more
 * to read.
 */
async function firstSearches(period, options, call) {
    let pager;
    const section = await call(`searches of ${period.label}`, async (callOptions) => {
        const page = await searches_fetchPage(period, options)(callOptions);
        const rows = [...page.searches];
        const next = nextStep(page, rows, new Set(), options.searchGapMinimum);
        const read = searchesData(rows, page.totalSearches, 1, next);
        searches_logProgress(period, options, 1, rows, next);
        if ('cursor' in next)
            pager = {
                rows,
                total: page.totalSearches,
                cursor: next.cursor,
                pages: 1,
                cursors: new Set([next.cursor]),
                scaleSaid: read.percentages,
            };
        if (read.percentages)
            logPercentages(period, options);
        if ('stop' in next)
            logStop(period, options, 1, rows, next.why);
        return read.data;
    });
    return section.state === 'ok' && pager ? { section, pager } : { section };
}
/**
 * Reads the report period's further pages (after its first) until the list is read far enough or paging stops
 * short; leaves `reserve` requests untouched. The section comes back with every term read.
 */
async function pageSearches(period, pager, options) {
    const { budget } = options;
    const rows = [...pager.rows];
    const cursors = new Set(pager.cursors);
    let { cursor, pages } = pager;
    let next;
    for (;;) {
        if (pages >= MAX_SEARCH_PAGES) {
            next = { stop: 'page-cap', why: `stopped at its cap of ${MAX_SEARCH_PAGES} pages` };
            break;
        }
        if (options.reserve && budget.remaining <= options.reserve) {
            next = {
                stop: 'budget',
                why: `stopped to keep ${options.reserve} requests for the comparison period's minimum`,
            };
            break;
        }
        let page;
        try {
            page = await callWithinBudget(`searches page ${pages + 1} of ${period.label}`, searches_fetchPage(period, options, cursor), options);
        }
        catch (error) {
            const short = shortfallOf(error, budget.limit);
            next = { stop: short.shortfall, why: inFull(short) };
            break;
        }
        pages += 1;
        rows.push(...page.searches);
        next = nextStep(page, rows, cursors, options.searchGapMinimum);
        searches_logProgress(period, options, pages, rows, next);
        if (!('cursor' in next))
            break;
        cursor = next.cursor;
        cursors.add(cursor);
    }
    if ('stop' in next)
        logStop(period, options, pages, rows, next.why);
    const read = searchesData(rows, pager.total, pages, next);
    if (read.percentages && !pager.scaleSaid)
        logPercentages(period, options);
    return { state: 'ok', value: read.data };
}
const searches_fetchPage = (period, options, cursor) => {
    const { service, projectId } = options;
    const query = { dateFrom: period.dateFrom, dateTo: period.dateTo, limit: SEARCHES_PAGE_SIZE, cursor };
    return (call) => service.searches(projectId, query, call);
};
/**
 * What comes after a page. A list ends when no cursor follows a page shorter than a page; it is read far enough when
 * its least searched term is below the minimum (a term further down is searched less). Without a minimum (the
 * comparison period) the first page is all there is to read. A full page without a cursor, or a cursor given before,
 * cannot be told from a service that does not page: paging stops short rather than claim every term was read.
 */
function nextStep(page, rows, given, minimum) {
    if (!page.nextCursor && page.searches.length < SEARCHES_PAGE_SIZE)
        return { done: 'every-term' };
    if (minimum === undefined)
        return { done: 'first-page-only' };
    if (rows.length > 0 && leastSearched(rows) < minimum)
        return { done: 'below-minimum' };
    if (!page.nextCursor || given.has(page.nextCursor))
        return { stop: 'error', why: NO_NEW_CURSOR };
    return { cursor: page.nextCursor };
}
const leastSearched = (rows) => rows.reduce((least, row) => Math.min(least, row.hits), Infinity);
/** The period's searches from the rows read, one `ctr` scale for all of them (ctrAsFractions). */
function searchesData(rows, total, pages, next) {
    const read = ctrAsFractions(rows);
    const data = {
        total,
        terms: read.rows.map(cappedTerm),
        everyTerm: 'done' in next && next.done === 'every-term',
        pages,
    };
    if ('stop' in next)
        data.shortfall = next.stop;
    return { data, percentages: read.scale === 'percentage' };
}
function searches_logProgress(period, options, page, rows, next) {
    const { budget, log } = options;
    const least = rows.length > 0 ? `, the least searched ${(0,format/* groupThousands */.Zv)(leastSearched(rows))} times` : '';
    const after = 'cursor' in next
        ? ', more to come'
        : 'done' in next && next.done === 'below-minimum'
            ? `: every term further down is searched fewer than ${options.searchGapMinimum} times`
            : '';
    log.info(`Searches, ${period.label}: page ${page}, ${(0,format/* groupThousands */.Zv)(rows.length)} terms so far${least}${after} (requests ${budget.used}/${budget.limit})`);
}
function logStop(period, options, pages, rows, why) {
    options.log.warning(`Searches, ${period.label}: ${why}; ${pages} ${pages === 1 ? 'page' : 'pages'} (${(0,format/* groupThousands */.Zv)(rows.length)} terms) read, none searched fewer than ${options.searchGapMinimum} times: search tasks count this period only for the terms read.`);
}
function logPercentages(period, options) {
    options.log.info(`Searches of ${period.label}: the service gave click-through rates as percentages (a rate above 1); read as such.`);
}
/**
 * The rows with `ctr` as a fraction (0 to 1). The reference gives `ctr` no scale: this project read it as
 * 0 to 1, a client of the live API describes it as 0 to 100. One scale per period's answer, its pages together: any
 * rate above 1 means the answer is in percentages. (An answer in percentages whose every rate is at most 1% reads
 * as fractions: nothing in it tells the two apart.)
 */
function ctrAsFractions(rows) {
    if (!rows.some((row) => row.ctr > 1))
        return { rows: [...rows], scale: 'fraction' };
    return { rows: rows.map((row) => ({ ...row, ctr: row.ctr / 100 })), scale: 'percentage' };
}
/**
 * A search row with its visitor-typed term capped, and its clicked page as a site path (it may be a full
 * URL), capped since it is only ever shown.
 */
function cappedTerm(row) {
    const capped = { ...row, searchQuery: capText(row.searchQuery, SEARCH_TERM_MAX_CHARS) };
    if (row.topClickedPage)
        capped.topClickedPage = capText(sitePath(row.topClickedPage), CLICKED_PAGE_MAX_CHARS);
    return capped;
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/optional-sections.js





/** Runs one section's request; what went wrong becomes the section's state. */
async function fetchSection(what, call, options) {
    const { budget, log } = options;
    try {
        return { state: 'ok', value: await callWithinBudget(what, call, options) };
    }
    catch (error) {
        const short = shortfallOf(error, budget.limit);
        if (short.shortfall === 'service-cap') {
            log.info(`${(0,format/* capitalized */.l2)(what)}: not available for this project (the service answered 404).`);
            return { state: 'unavailable' };
        }
        log.warning(`${(0,format/* capitalized */.l2)(what)}: not fetched: ${inFull(short)}.`);
        return { state: 'not-fetched', why: inFull(short) };
    }
}
/** The one request each chosen optional section needs for `period` (the assistant's two). */
async function fetchOptionalSections(period, options) {
    const { service, projectId } = options;
    const { sections } = options;
    const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
    const result = {};
    const section = (what, call) => fetchSection(what, call, options);
    let searchPager;
    if (sections.includes('searches')) {
        const first = await firstSearches(period, options, section);
        result.searches = first.section;
        searchPager = first.pager;
    }
    if (sections.includes('assistant'))
        result.assistant = await fetchSection(`assistant questions of ${period.label}`, (call) => service.assistantCallers(projectId, window, call), options);
    let conversationPager;
    if (sections.includes('assistant')) {
        const first = await firstConversations({ period }, options, section);
        result.conversations = first.section;
        conversationPager = first.pager;
    }
    if (sections.includes('views'))
        result.views = await fetchSection(`page views of ${period.label}`, 
        // The totals come with any page: one row is enough.
        async (call) => (await service.views(projectId, { ...window, limit: 1, offset: 0 }, call)).totals, options);
    return { data: result, ...(searchPager && { searchPager }), ...(conversationPager && { conversationPager }) };
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/request-plan.js
/** The sections with a minimum of their own, in the order they are fetched. */
const ONE_REQUEST = ['feedback', 'searches', 'assistant', 'views'];
/** Requests of each section's minimum: `assistant` takes two (the caller counts, the first page of conversations). */
const REQUESTS = { assistant: 2 };
/** Requests one period needs at least: the first visitors page (site-wide totals), then each chosen section's. */
function minimumRequests(sections) {
    return ONE_REQUEST.filter((section) => sections.includes(section)).reduce((n, s) => n + (REQUESTS[s] ?? 1), 1);
}
/**
 * The plan as one line for the log: each period's minimum, and what is left of the budget for depth (never
 * negative). `periods`: the periods fetched from the service (a comparison read back from an earlier report costs
 * nothing).
 */
function describePlan(sections, periods, budget) {
    const perPeriod = minimumRequests(sections);
    const minimum = perPeriod * periods;
    const depth = Math.max(0, budget - minimum);
    const what = [
        'visitor totals',
        ...ONE_REQUEST.filter((section) => sections.includes(section)).map((section) => section === 'assistant' ? 'assistant callers, assistant conversations' : section),
    ].join(', ');
    const searches = sections.includes('searches')
        ? "search pages beyond the first (the period's, until a term is searched fewer times than the gap minimum), then "
        : '';
    const conversations = sections.includes('assistant') ? 'further conversation pages, then ' : '';
    return (`Plan: ${perPeriod} requests a period at least (${what}) for ${periods} ${periods === 1 ? 'period' : 'periods'}, ${minimum} in all; ` +
        (minimum > budget
            ? `the budget of ${budget} cannot cover them: what does not fit is named in the report.`
            : `${depth} of the budget of ${budget} left for ${searches}visitor pages beyond the first, then ${conversations}feedback entries.`));
}

;// CONCATENATED MODULE: ./.build/work/src/report/collect/gather.js









/** The API's largest pages. */
const VISITORS_PAGE_SIZE = 250;
const FEEDBACK_PAGE_SIZE = 100;
/** Stops a server that never stops saying `hasMore` (50,000 rows). */
const DEFAULT_MAX_VISITOR_PAGES = 200;
async function collectPeriod(period, options) {
    const { service, projectId, budget, log } = options;
    const { sections } = options;
    const traffic = sections.includes('traffic');
    const window = { dateFrom: period.dateFrom, dateTo: period.dateTo };
    const pageCap = options.maxVisitorPages ?? DEFAULT_MAX_VISITOR_PAGES;
    const requests = () => `requests ${budget.used}/${budget.limit}`;
    const pageSize = traffic ? VISITORS_PAGE_SIZE : 1;
    const visitorsPage = (page) => callWithinBudget(`visitors page ${page} of ${period.label}`, (call) => service.visitors(projectId, { ...window, limit: pageSize, offset: (page - 1) * pageSize }, call), options);
    const first = await visitorsPage(1);
    const visitors = traffic ? [...first.visitors] : [];
    let hasMore = traffic && first.hasMore;
    let pages = 1;
    log.info(`Visitors, ${period.label}: page 1, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`);
    const feedback = sections.includes('feedback')
        ? await fetchFeedback(period, options)
        : { feedback: [], feedbackCut: false, feedbackFetched: false };
    const optional = await fetchOptionalSections(period, options);
    if (optional.searchPager)
        optional.data.searches = await pageSearches(period, optional.searchPager, options);
    let visitorsComplete = traffic;
    while (hasMore) {
        if (options.reserve && budget.remaining <= options.reserve) {
            visitorsComplete = false;
            log.warning(`Visitors, ${period.label}: stopped after ${pages} pages (${visitors.length} rows) to keep ${options.reserve} requests for the comparison period's minimum; the visitor list is incomplete.`);
            break;
        }
        if (pages >= pageCap) {
            visitorsComplete = false;
            log.warning(`Visitors, ${period.label}: stopped after ${pages} pages (${visitors.length} rows) although the service still says there are more; the visitor list is incomplete.`);
            break;
        }
        let page;
        try {
            page = await visitorsPage(pages + 1);
        }
        catch (error) {
            if (!(error instanceof BudgetExhausted))
                throw error;
            visitorsComplete = false;
            log.warning(`Visitors, ${period.label}: the request budget (${budget.limit}) is spent after ${pages} pages (${visitors.length} rows); the visitor list is incomplete.`);
            break;
        }
        pages += 1;
        visitors.push(...page.visitors);
        hasMore = page.hasMore;
        log.info(`Visitors, ${period.label}: page ${pages}, ${visitors.length} rows so far${hasMore ? ', more to come' : ''} (${requests()})`);
    }
    const data = { period, totals: first.totals, visitors, visitorsComplete, ...feedback, ...optional.data };
    return { data, conversationPager: optional.conversationPager };
}
async function fetchFeedback(period, options) {
    const { service, projectId, budget, log } = options;
    let page;
    try {
        page = await callWithinBudget(`feedback of ${period.label}`, (call) => service.feedbackByPage(projectId, {
            dateFrom: period.dateFrom,
            dateTo: period.dateTo,
            limit: FEEDBACK_PAGE_SIZE,
            source: options.feedbackSource || undefined,
            status: options.feedbackStatus.length > 0 ? options.feedbackStatus : undefined,
        }, call), options);
    }
    catch (error) {
        if (!(error instanceof BudgetExhausted))
            throw error;
        log.warning(`Feedback, ${period.label}: the request budget (${budget.limit}) is spent; feedback was not fetched.`);
        return { feedback: [], feedbackCut: false, feedbackFetched: false };
    }
    const cut = page.hasMore ? `; the service has more, which its API cannot page to` : '';
    log.info(`Feedback, ${period.label}: ${page.feedback.length} pages with feedback${cut} (requests ${budget.used}/${budget.limit})`);
    return { feedback: page.feedback, feedbackCut: page.hasMore, feedbackFetched: true };
}
/**
 * Plans, then collects: the period's minimum, its search pages and visitor pages (keeping the comparison's minimum),
 * the comparison's, then the further conversation pages of both, then feedback entries of the period and
 * of the comparison with what is left.
 * Fails only when not even the current period's totals could be fetched; every other gap is named.
 */
async function gatherAnalytics(inputs) {
    const { period, comparisonPeriod, earlier, budget, collect } = inputs;
    const { log } = collect;
    const { sections } = collect;
    const comparisonFromService = comparisonPeriod !== undefined && earlier === undefined;
    log.info(describePlan(sections, comparisonFromService ? 2 : 1, budget.limit));
    let first;
    try {
        first = await collectPeriod(period, {
            ...collect,
            sections,
            reserve: comparisonFromService ? minimumRequests(sections) : 0,
        });
    }
    catch (error) {
        throw new failure/* StepFailure */.p(`No report for ${period.label}: ${(0,errors/* describeFailure */.Ic)(error)}`, { 'requests-used': String(budget.used) }, { cause: error });
    }
    let current = first.data;
    const missing = [];
    let previous;
    let previousPager;
    let comparisonSource = 'none';
    let comparisonOrigin;
    if (comparisonPeriod && earlier) {
        previous = earlier.data;
        comparisonSource = 'earlier-report';
        comparisonOrigin = earlier.url;
    }
    else if (comparisonPeriod) {
        try {
            // Comments and questions are the report period's only: the comparison has no section for them. Its first
            // page of search terms is all it needs (the total, and the top terms of searches.csv).
            const collected = await collectPeriod(comparisonPeriod, {
                ...collect,
                sections: sections.filter((section) => section !== 'comments' && section !== 'questions'),
                searchGapMinimum: undefined,
            });
            previous = collected.data;
            previousPager = collected.conversationPager;
            comparisonSource = 'service';
        }
        catch (error) {
            // The service's own words stay in the log: what is missing goes into the report's notes as it is.
            const short = shortfallOf(error, budget.limit);
            missing.push(`the comparison period (${comparisonPeriod.label}): ${short.why}`);
            log.warning(`The comparison period ${comparisonPeriod.label} was not fetched: ${inFull(short)}.`);
        }
    }
    // Then the conversations beyond their first page, the period's first.
    current = await pageConversations(current, first.conversationPager, collect);
    if (previous && comparisonSource === 'service')
        previous = await pageConversations(previous, previousPager, collect);
    // Depth last: every entry counted where feedback by page was cut, and the comments, with what is left.
    const comments = sections.includes('comments');
    if (current.feedbackFetched || comments) {
        const entries = await readFeedbackEntries(current, collect, { count: current.feedbackCut, comments });
        current = { ...current, comments: entries.comments };
        if (current.feedbackFetched)
            current.feedbackCount = entries.feedbackCount;
    }
    if (previous?.feedbackFetched && comparisonSource === 'service') {
        const entries = await readFeedbackEntries(previous, collect, { count: previous.feedbackCut, comments: false });
        previous = { ...previous, feedbackCount: entries.feedbackCount };
    }
    return {
        current,
        previous,
        comparisonSource,
        comparisonOrigin,
        requestsUsed: budget.used,
        requestBudget: budget.limit,
        sections: [...sections],
        missing,
    };
}

// EXTERNAL MODULE: ./.build/work/src/settings/types.js
var settings_types = __webpack_require__(85296);
// EXTERNAL MODULE: ./.build/work/src/util/markdown.js
var markdown = __webpack_require__(35979);
;// CONCATENATED MODULE: ./.build/work/src/tasks/text.js
// A gap's term in a task's title (in its one form) and body (as typed): hostile text (a visitor typed it), inert.


/** Characters of the term a title shows at most: a readable title, cut with `…`. */
const TITLE_TERM_MAX = 60;
/**
 * What GitHub links or renders in a title: a mention (`@`), an issue reference (`#`), a code span (`` ` ``), a
 * link (`scheme://`, `www.`), and `<` `>` kept out: each becomes its full-width look-alike, which does nothing.
 */
const TITLE_ACTIVE = { '@': '＠', '#': '＃', '`': 'ʻ', '<': '‹', '>': '›', ':': '꞉' };
/**
 * The term in the form its key hashes but for its case (term-form.ts: no invisible character or control, NFKC), so
 * terms that look alike have one title as they have one key; then made inert and cut.
 */
function titleText(term) {
    const inert = (0,term_form/* shownTerm */.mG)(term)
        .replace(/[@#`<>]|:(?=\/\/)/g, (c) => TITLE_ACTIVE[c] ?? c)
        .replace(/(?<=w)ww\./gi, (m) => `${m.slice(0, 2)}․`);
    const chars = [...inert];
    return chars.length <= TITLE_TERM_MAX ? inert : `${chars.slice(0, TITLE_TERM_MAX - 1).join('')}…`;
}
const WHAT = {
    search: 'search term',
    category: 'unanswered questions in category',
    page: 'unanswered questions on page',
};
/** What a title says around its term. */
const titleWording = (kind) => [`Docs gap: ${WHAT[kind]} “`, '”'];
/** `Docs gap: search term "…"`: the same for a term however often it is made, so a lost create is found. */
function taskTitle(kind, term) {
    const [before, after] = titleWording(kind);
    return `${before}${titleText(term) || '(blank)'}${after}`;
}
/** Whether `title` says what `taskTitle` says around a term today, whatever the term (its spelling is kept). */
function inTitleWording(title, kind) {
    const [before, after] = titleWording(kind);
    return title.length >= before.length + after.length && title.startsWith(before) && title.endsWith(after);
}
/**
 * The title as the action wrote it before its history kept the title it wrote: kept as it was then (whatever
 * `taskTitle` says now), so that a title of such a task still as the action wrote it is told from one a writer gave.
 */
function titleBeforeHistory(kind, term) {
    const what = {
        search: 'search term',
        category: 'unanswered questions in category',
        page: 'unanswered questions on page',
    };
    return `Docs gap: ${what[kind]} “${titleText(term) || '(blank)'}”`;
}
/** The term inline in a body: a code span where that is safe, else escaped text; never a mention, link or HTML. */
function bodyTerm(term) {
    const shown = (0,markdown/* escapeMarkdown */.F)(term.length > 300 ? `${[...term].slice(0, 299).join('')}…` : term, { code: true });
    return shown === '' ? '(blank)' : shown;
}
/** What the gap is, in words, for the body's heading. */
function kindWords(kind) {
    return WHAT[kind];
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/notes.js



const plural = (n, one, many = `${one}s`) => `${(0,format/* groupThousands */.Zv)(n)} ${n === 1 ? one : many}`;
/** Only an http(s) link goes into the report, with the characters that could end a markdown link encoded. */
function safeLink(url) {
    if (!url)
        return undefined;
    try {
        const parsed = new URL(url);
        if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
            return undefined;
        return parsed.href.replace(/[()<>\s"]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    }
    catch {
        return undefined;
    }
}
/** A period's label as report text: rebuilt from dates by the action, escaped all the same, as everything read back. */
const labelOf = (period) => (0,markdown/* escapeMarkdown */.F)(period.label);
/** A period as a sentence says it ("the week of 16–22 Nov 2026"), escaped like the label. */
const phraseOf = (period) => (0,markdown/* escapeMarkdown */.F)(period.phrase);
/** Where the comparison came from, said in one sentence. */
function describeComparison(collected, wanted) {
    const previous = collected.previous;
    if (previous && collected.comparisonSource === 'earlier-report') {
        const link = safeLink(collected.comparisonOrigin);
        const from = link ? `[an earlier report](${link})` : 'an earlier report';
        return {
            source: 'earlier-report',
            period: previous.period,
            origin: link,
            text: `Compared with ${phraseOf(previous.period)}, read back from ${from} at no request cost.`,
        };
    }
    if (previous)
        return {
            source: 'service',
            period: previous.period,
            text: `Compared with ${phraseOf(previous.period)}, fetched from the service.`,
        };
    if (!wanted)
        return { source: 'none', text: 'No comparison: compare is off.' };
    return {
        source: 'none',
        period: wanted,
        text: `No comparison: the preceding period (${phraseOf(wanted)}) could not be fetched (see the notes).`,
    };
}
/**
 * A period with visitors whose feedback came back empty: a project whose feedback widget is off answers
 * empty lists, so zero says nothing about what readers thought. Not with a feedback filter
 * (`feedback-source`, `feedback-status`): then zero is what matched it.
 */
function feedbackMayBeOff(data, filtered) {
    return (!filtered &&
        data.feedbackFetched &&
        data.feedback.length === 0 &&
        (data.feedbackCount?.total ?? 0) === 0 &&
        data.totals.total > 0);
}
/** The one wording of the warning that a section publishes readers' own words where the repository's readers see it. */
function readersWordsWarning(section) {
    return `This report publishes what readers wrote (the \`${section}\` section) where this repository's readers see it. Take \`${section}\` out of the \`sections\` input to stop publishing them.`;
}
/** Everything the report cannot show in full, named: never a silently partial table. */
function reportNotes(collected, options) {
    const notes = [];
    const { current, previous } = collected;
    const { sections } = collected;
    const spent = collected.requestsUsed >= collected.requestBudget;
    const { published, feedbackFiltered } = options;
    if (sections.includes('comments') && published)
        notes.push({
            kind: 'comments-public',
            text: readersWordsWarning('comments'),
        });
    if (sections.includes('questions') && sections.includes('assistant') && (options.questionsPublished ?? published))
        notes.push({ kind: 'questions-public', text: readersWordsWarning('questions') });
    if (sections.includes('questions') && !sections.includes('assistant'))
        notes.push({
            kind: 'section-missing',
            text: 'The `questions` section shows what the assistant could not answer, read from its conversations with the `assistant` section: add `assistant` to `sections` to show them.',
        });
    notes.push(...periodNotes(current, 'this period', spent, sections, feedbackFiltered));
    if (previous)
        notes.push(...periodNotes(previous, 'the comparison period', spent && collected.comparisonSource === 'service', sections, feedbackFiltered));
    for (const part of collected.missing)
        notes.push({ kind: 'missing', text: `Not fetched: ${part}.` });
    return notes;
}
const SECTION_NAMES = {
    searches: 'Searches',
    assistant: 'AI assistant questions',
    conversations: 'AI assistant conversations',
    views: 'Page views',
    comments: 'Readers’ comments',
};
function sectionNotes(data, which) {
    const notes = [];
    for (const [key, name] of Object.entries(SECTION_NAMES)) {
        const section = data[key];
        // A project without conversations has its own note (unansweredNote), or the assistant's when it has neither.
        if (section?.state === 'unavailable' && key !== 'conversations')
            notes.push({
                kind: 'section-unavailable',
                text: `${name} of ${which}: not available for this project (the service answered 404: optional on client-hosted deployments, absent on air-gapped ones).`,
            });
        else if (section?.state === 'not-fetched')
            notes.push({
                kind: 'section-missing',
                text: `${name} of ${which} were not fetched: ${(0,markdown/* escapeMarkdown */.F)(section.why)}.`,
            });
    }
    return notes;
}
/** The assistant's conversations: a project without the endpoint, or counts that are lower bounds. */
function unansweredNote(data, which) {
    const section = data.conversations;
    if (section?.state === 'unavailable' && data.assistant?.state === 'ok')
        return {
            kind: 'unanswered',
            text: `Unanswered assistant questions of ${which}: the project has no conversations endpoint (the service answered 404), so the assistant is shown by its caller counts only.`,
        };
    if (section?.state !== 'ok' || section.value.complete)
        return undefined;
    const { value } = section;
    return {
        kind: 'unanswered',
        text: `Assistant conversations of ${which} were read in part${value.rowsRead > 0 ? ` (${plural(value.rowsRead, 'question')})` : ''}: the questions asked, answered and unanswered, by category and by page, are lower bounds (${countReason(value.shortfall ?? 'error', 'assistant conversations')}).`,
    };
}
/** Search terms whose paging stopped short: the content gaps further down the list, and what that means for tasks. */
function searchesCutNote(data, which) {
    const section = data.searches;
    if (section?.state !== 'ok' || !section.value.shortfall)
        return undefined;
    const { value } = section;
    const read = `${plural(value.terms.length, 'term')}, ${plural(value.pages ?? 1, 'page')}`;
    return {
        kind: 'searches-cut',
        text: `Search terms of ${which} were read in part (${read}): the list stopped before its terms were searched too rarely to be gaps, so content gaps further down it are not counted, and a search task whose term was not read does not count this period toward closing (${countReason(value.shortfall, 'search terms')}).`,
    };
}
function countNote(data, which) {
    const count = data.feedbackCount;
    if (!data.feedbackCut)
        return undefined;
    const pages = plural(data.feedback.length, 'page');
    if (count?.exact)
        return {
            kind: 'feedback-cut',
            text: `Feedback by page of ${which} lists ${pages} only (the API has no next page): every one of its ${(0,format/* groupThousands */.Zv)(count.total)} feedback entries was counted from the entries endpoint (${plural(Math.ceil(count.entriesRead / 100), 'request')}). Thumbs are known for those ${pages}; entries do not say which thumb.`,
        };
    const read = count && count.entriesRead > 0
        ? `, and ${plural(count.entriesRead, 'entry', 'entries')} were counted beyond them`
        : '';
    return {
        kind: 'feedback-cut',
        text: `Feedback by page of ${which} lists ${pages} only (the API has no next page)${read}: the feedback total is a lower bound (${countReason(count?.shortfall, 'feedback entries')}).`,
    };
}
/** Why a count is a lower bound, and what to do when the budget cut it short. */
function countReason(shortfall, what) {
    if (!shortfall)
        return 'the entries were not paged';
    const words = shortfallWords(shortfall, what);
    return shortfall === 'budget' ? `${words}; ${BUDGET_ADVICE}` : words;
}
function periodNotes(data, which, budgetSpent, sections, feedbackFiltered) {
    const why = budgetSpent ? ' the request budget was spent' : '';
    const notes = [];
    const cut = countNote(data, which);
    if (cut)
        notes.push(cut);
    notes.push(...sectionNotes(data, which));
    const unanswered = unansweredNote(data, which);
    if (unanswered)
        notes.push(unanswered);
    const searchesCut = searchesCutNote(data, which);
    if (searchesCut)
        notes.push(searchesCut);
    if (feedbackMayBeOff(data, feedbackFiltered))
        notes.push({
            kind: 'feedback-none',
            text: `No feedback at all in ${which}, which had ${plural(data.totals.total, 'visitor')}: the project's feedback collection (its feedback widget) may be off, so the report does not take 0 as what readers thought.`,
        });
    if (!data.feedbackFetched && sections.includes('feedback'))
        notes.push({
            kind: 'feedback-missing',
            text: `Feedback of ${which} (${labelOf(data.period)}) was not fetched${why ? `:${why}` : ''}, so its feedback is not shown.`,
        });
    if (!data.visitorsComplete && sections.includes('traffic')) {
        notes.push({
            kind: 'visitors-incomplete',
            text: `Visitors of ${which} are incomplete: the list stopped after ${plural(data.visitors.length, 'site page')}${why ? ` because${why}` : ''}. Site-wide totals are complete; page tables${which === 'this period' ? '' : ' and movers'} cover only the pages fetched.`,
        });
    }
    return notes;
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/pages.js

/** The change from `previous` to `current`; no relative change on a base of 0. */
function change(current, previous) {
    if (previous === undefined)
        return { current };
    const delta = current - previous;
    return previous === 0 ? { current, previous, delta } : { current, previous, delta, relative: delta / previous };
}
/** `part / whole`, or undefined when the whole is 0. */
function share(part, whole) {
    return whole > 0 ? part / whole : undefined;
}
function shareChange(current, previous) {
    const deltaPoints = current !== undefined && previous !== undefined ? (current - previous) * 100 : undefined;
    return { current, previous, deltaPoints };
}
/**
 * Rows of the same site path are added up. Their `total` then over-counts a visitor who saw
 * both spellings, which is the honest best the per-page counts allow.
 */
function indexVisitors(rows, complete) {
    const byPath = new Map();
    for (const row of rows) {
        const path = sitePath(row.path);
        const known = byPath.get(path);
        byPath.set(path, known
            ? { human: known.human + row.human, ai: known.ai + row.ai, total: known.total + row.total }
            : { human: row.human, ai: row.ai, total: row.total });
    }
    return { byPath, complete };
}
/** What a period knew about a page: its counts, 0 when the list is complete and lacks it, else unknown. */
function visitorsOf(index, path) {
    if (!index)
        return undefined;
    return index.byPath.get(path) ?? (index.complete ? { human: 0, ai: 0, total: 0 } : undefined);
}
/** Every page, ranked by `metric` (ties by path, so the order is stable), with its change and feedback. */
function rankPages(current, previous, feedbackByPath, metric) {
    const entries = [...current.byPath.entries()].sort(([pa, a], [pb, b]) => b[metric] - a[metric] || (pa < pb ? -1 : pa > pb ? 1 : 0));
    return entries.map(([path, counts], i) => {
        const before = visitorsOf(previous, path);
        const row = { rank: i + 1, path, human: counts.human, ai: counts.ai, total: counts.total };
        const aiShare = share(counts.ai, counts.total);
        if (aiShare !== undefined)
            row.aiShare = aiShare;
        if (before)
            row.change = change(counts.total, before.total);
        const feedback = feedbackByPath.get(path);
        if (feedback !== undefined)
            row.feedback = feedback;
        return row;
    });
}
/**
 * Pages whose visitors moved most, relative to a comparison base of at least `minimumBase` visitors
 * (smaller bases make noise of a few visits). Pages unknown to either period are left out.
 */
function movers(current, previous, minimumBase) {
    const paths = new Set([...current.byPath.keys(), ...previous.byPath.keys()]);
    const candidates = [];
    for (const path of paths) {
        const now = visitorsOf(current, path);
        const before = visitorsOf(previous, path);
        if (!now || !before || before.total < minimumBase)
            continue;
        const moved = change(now.total, before.total);
        if (moved.relative === undefined || moved.delta === 0)
            continue;
        candidates.push({ path, change: moved, relative: moved.relative });
    }
    const byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    const rank = (list) => list.map((c, i) => ({ rank: i + 1, path: c.path, change: c.change }));
    const up = candidates
        .filter((c) => c.relative > 0)
        .sort((a, b) => b.relative - a.relative || (b.change.delta ?? 0) - (a.change.delta ?? 0) || byPath(a, b));
    const down = candidates
        .filter((c) => c.relative < 0)
        .sort((a, b) => a.relative - b.relative || (a.change.delta ?? 0) - (b.change.delta ?? 0) || byPath(a, b));
    return { up: rank(up), down: rank(down) };
}

// EXTERNAL MODULE: ./.build/work/src/util/term-pattern.js
var term_pattern = __webpack_require__(51523);
;// CONCATENATED MODULE: ./.build/work/src/report/model/set-aside.js
// Search terms set aside instead of counted as content gaps: text no reader types into a docs search (a spreadsheet
// formula, a URL, markup, a template expression, control characters, a paste past a length or word count), and the
// terms, categories or pages a team named in `task-ignore`. Such a term is never a task and not a content gap; the
// report counts it and names a few. Pure; every rule is a plain test of a term of at most TERM_MAX_CHARS characters
// (longer ones are set aside before any pattern runs), so hostile text cannot make it slow.



/** A term longer than this (characters of its shown form) is a paste, not a search. */
const TERM_MAX_CHARS = 80;
/** A term of more words than this is a paste too. */
const TERM_MAX_WORDS = 12;
/** Each reason in the report's words. */
const REASON_WORDS = {
    control: 'control characters',
    length: `longer than ${TERM_MAX_CHARS} characters`,
    formula: 'a formula',
    template: 'a template expression',
    markup: 'markup',
    url: 'a URL',
    words: `more than ${TERM_MAX_WORDS} words`,
    ignored: 'matched task-ignore',
};
/**
 * Controls (C0, DEL, C1: a line break or an escape sequence is pasted, never typed), the line and paragraph
 * separators, the replacement character (text that was not text), and the bidi embeddings, overrides and isolates,
 * which make a term show other than it reads (`invoice <U+202E>fdp.exe` shows as `invoice exe.pdf`).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd\u202a-\u202e\u2066-\u2069]/u;
/** What a spreadsheet runs when the term is opened in one (the files are CSV), and no reader types. */
const FORMULA = [
    // `=HYPERLINK(…)`, `=1+1`; not `==`, `=>` or `= sign`.
    /^=[^=>\s]/,
    // A function call after any opener: `+SUM(1+1)`, `@SUM(A1)`, `-cmd(…)`.
    /^[-+@]\s*[a-z][\w.]*\s*\(/i,
    // Arithmetic after a sign: `-2+3*cmd`; not `+1-800`.
    /^[-+]\s*\d[\d.]*\s*[+*/^&]/,
    // A link to another program (DDE): `+cmd|' /C calc'!A0`.
    /^[-+@=][^|]*\|[^!]*!/,
];
/** `${{ … }}`, `{{ … }}`, `{% … %}`, `<%= … %>`, `${…}`: what a template engine or a workflow would evaluate. */
const TEMPLATE = [/\{\{[^{}]*\}\}/, /\{%[^%]*%\}/, /<%[^%]*%>/, /\$\{[^{}\s][^{}]*\}/];
/** HTML elements (as tags, opening or closing), not generics such as `List<String>` or `Promise<T>`. */
const HTML_ELEMENTS = 'a|abbr|audio|b|base|body|br|button|code|details|dialog|div|em|embed|form|frame|h[1-6]|head|hr|html|i|iframe|img|input|kbd|li|link|marquee|math|meta|object|ol|p|pre|s|script|select|source|span|strong|style|sub|summary|sup|svg|table|td|textarea|th|title|tr|u|ul|video';
const MARKUP = [
    // HTML: a known element, any tag with an attribute, a comment.
    new RegExp(`</?(?:${HTML_ELEMENTS})(?=[\\s/>])`, 'i'),
    /<[a-z][\w-]*\s+[a-z-]+\s*=/i,
    /<!--/,
    // Markdown: a link or image, emphasis (`**bold**`, `~~struck~~`, `_italic_`, `*italic*`), a code span.
    /\[[^\]]*\]\([^)]*\)/,
    /\*\*[^*\s](?:[^*]*[^*\s])?\*\*/,
    /~~[^~\s](?:[^~]*[^~\s])?~~/,
    /(?:^|\s)_[^_\s](?:[^_]*[^_\s])?_(?=\s|$)/,
    /(?:^|\s)\*[^*\s](?:[^*]*[^*\s])?\*(?=\s|$)/,
    /`[^`]+`/,
    // A table row: `| status | pending |` (not `filter|sort`).
    /^\|.*\|$/,
    // A GitHub mention (`@everyone`), not a scoped package (`@acme/sdk`) or an address.
    /(?:^|[\s(])@[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}(?![\w/@-]|\.\w)/i,
    // A command a CI system reads: `::error::…` (GitHub), `##vso[…` (Azure), `##[…`.
    /^::[a-z][\w-]*(?:\s[^:]*)?::/i,
    /##(?:vso)?\[/i,
];
/** File names that look like hosts (`node.js/router`): a link's host ends in a top-level domain, not these. */
const CODE_EXTENSIONS = new Set(['js', 'ts', 'jsx', 'tsx', 'mjs', 'cjs', 'md', 'mdx', 'json', 'txt', 'html', 'css']);
/** A link: a scheme (`https://`, `javascript:`), `www.…`, or a bare host with a path (`evil.example/x`). */
function isUrl(shown) {
    if (/[a-z][\w+.-]*:\/\//i.test(shown) || /(?:^|\s)(?:javascript|data|vbscript):/i.test(shown))
        return true;
    return shown.split(' ').some((token) => {
        if (/^www\.\S/i.test(token))
            return true;
        const slash = token.indexOf('/');
        if (slash <= 0)
            return false;
        const host = /^[a-z\d](?:[a-z\d-]*\.)+([a-z]{2,63})$/i.exec(token.slice(0, slash));
        return host !== null && !CODE_EXTENSIONS.has((host[1] ?? '').toLowerCase());
    });
}
/**
 * Why `term` is junk no reader types, or undefined for a term a reader may have typed (typos, `c++`, `C#`,
 * `@acme/sdk install`, `POST /v1/orders`, `料金` all stay). The first rule that fits names the reason.
 */
function junkReason(term) {
    if (CONTROL.test(term))
        return 'control';
    const shown = (0,term_form/* shownTerm */.mG)(term);
    if ([...shown].length > TERM_MAX_CHARS)
        return 'length';
    if (FORMULA.some((rule) => rule.test(shown)))
        return 'formula';
    if (TEMPLATE.some((rule) => rule.test(shown)))
        return 'template';
    if (MARKUP.some((rule) => rule.test(shown)))
        return 'markup';
    if (isUrl(shown))
        return 'url';
    if (shown.split(' ').length > TERM_MAX_WORDS)
        return 'words';
    return undefined;
}
/** Why a frequent unanswered term is set aside (junk first, then `task-ignore`), or undefined: it is a content gap. */
function setAsideReason(term, ignored) {
    return junkReason(term) ?? (ignored(term) ? 'ignored' : undefined);
}
/** Examples the report names, each term cut to this many characters. */
const SET_ASIDE_EXAMPLES = 5;
const EXAMPLE_MAX_CHARS = 40;
/**
 * A few of the terms set aside to name in the report, most searched first: the most searched of each reason (so each
 * kind is seen), then the most searched of the rest; each term cut short, its reason in words.
 */
function setAsideExamples(terms) {
    const ranked = [...terms].sort((a, b) => b.hits - a.hits || compareText(a.term, b.term));
    const firsts = ranked.filter((term, i) => ranked.findIndex((other) => other.reason === term.reason) === i);
    const chosen = new Set([...firsts, ...ranked].slice(0, SET_ASIDE_EXAMPLES));
    return ranked
        .filter((term) => chosen.has(term))
        .map((term) => ({
        term: capText((0,term_form/* shownTerm */.mG)(term.term), EXAMPLE_MAX_CHARS),
        hits: term.hits,
        reason: REASON_WORDS[term.reason],
    }));
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/unanswered.js
// The assistant's unanswered questions as the report shows them: asked, answered, unanswered and
// clarifying with their change, the categories and pages with most unanswered questions, and (with
// `questions` on) what was asked in the categories with most, each question once with its categories.



/** Categories whose questions the `questions` section shows, and questions shown of each. */
const QUESTION_CATEGORIES = 5;
const QUESTIONS_PER_CATEGORY_SHOWN = 10;
const counts = (data) => data?.conversations?.state === 'ok' ? data.conversations.value : undefined;
function unansweredModel(current, previous, top) {
    const now = counts(current);
    if (!now)
        return undefined;
    const before = counts(previous);
    return {
        asked: change(now.asked, before?.asked),
        answered: change(now.answered, before?.answered),
        unanswered: change(now.unanswered, before?.unanswered),
        clarifying: change(now.clarifying, before?.clarifying),
        share: shareChange(share(now.unanswered, now.asked), before && share(before.unanswered, before.asked)),
        complete: now.complete,
        bound: now.complete ? '' : '≥ ',
        byCategory: rows(now.byCategory, before && { rows: before.byCategory, cut: before.namesCut === true }, top),
        byPage: rows(now.byPath, before && { rows: before.byPath, cut: before.namesCut === true }, top),
    };
}
/**
 * The `top` names with unanswered questions, most first, each with its change: a name the comparison lacks
 * had none then, unless its list was cut (then it is unknown).
 */
function rows(names, before, top) {
    const earlier = new Map(before?.rows.map((row) => [row.name, row.unanswered]));
    return names
        .filter((row) => row.unanswered > 0)
        .sort((a, b) => b.unanswered - a.unanswered || (b.asked ?? 0) - (a.asked ?? 0) || compareText(a.name, b.name))
        .slice(0, top)
        .map((row, i) => {
        const then = earlier.get(row.name) ?? (before && !before.cut ? 0 : undefined);
        const shown = {
            rank: i + 1,
            name: row.name,
            unanswered: change(row.unanswered, then),
            asked: row.asked ?? row.unanswered,
        };
        const part = row.asked ? share(row.unanswered, row.asked) : undefined;
        if (part !== undefined)
            shown.share = part;
        return shown;
    });
}
function questionsModel(current, chosen, published) {
    const now = counts(current);
    const state = !chosen ? 'off' : (current.conversations?.state ?? 'not-fetched');
    const setAside = now?.questionsSetAside;
    return {
        state,
        published,
        ...(published && { warning: readersWordsWarning('questions') }),
        complete: now?.complete ?? false,
        ...(setAside && setAside.replies + setAside.short > 0 && { setAside: { ...setAside } }),
    };
}
/**
 * The questions of the QUESTION_CATEGORIES categories with most unanswered (at most QUESTIONS_PER_CATEGORY_SHOWN
 * of each), each once with every category it was asked under, most asked first.
 */
function questionRows(current) {
    const now = counts(current);
    if (!now?.questions)
        return [];
    const byCount = [...now.questions].sort((a, b) => b.count - a.count || compareText(a.text, b.text));
    const shown = new Set();
    for (const category of rows(now.byCategory, undefined, QUESTION_CATEGORIES))
        for (const question of byCount
            .filter((q) => q.categories.includes(category.name))
            .slice(0, QUESTIONS_PER_CATEGORY_SHOWN))
            shown.add(question);
    return byCount
        .filter((question) => shown.has(question))
        .map((question, i) => ({
        rank: i + 1,
        text: question.text,
        count: question.count,
        categories: [...question.categories],
        category: question.categories[0] ?? '',
    }));
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/sections.js








const stateOf = (section, chosen) => !chosen ? 'off' : (section?.state ?? 'not-fetched');
const sections_valueOf = (section) => section?.state === 'ok' ? section.value : undefined;
function searchesModel(current, previous, chosen, contentGaps) {
    const now = sections_valueOf(current.searches);
    const before = sections_valueOf(previous?.searches);
    const model = { state: stateOf(current.searches, chosen) };
    if (now) {
        model.total = change(now.total, before?.total);
        model.contentGaps = contentGaps;
    }
    return model;
}
/** Every term fetched, by hits (the service's order), ranked. */
function searchTermRows(terms) {
    return [...terms]
        .sort((a, b) => b.hits - a.hits || compareText(a.searchQuery, b.searchQuery))
        .map((term, i) => termRow(term, i + 1));
}
/**
 * The period's frequent unanswered terms (searched at least `contentGapMinimumHits` times, clicked less than
 * `contentGapMaximumCtr` of the time or leading to no clicked page), parted into the content gaps, most searched
 * first, and the terms set aside (set-aside.ts: junk, or matching `task-ignore`). The report's gaps and the tasks'
 * both come from here, so no set-aside term is ever counted or opened.
 */
function searchGaps(terms, thresholds, taskIgnore) {
    const ignored = (0,term_pattern/* termPatterns */.Os)(taskIgnore);
    const unanswered = terms
        .filter((term) => term.hits >= thresholds.contentGapMinimumHits &&
        (term.topClickedPage === null || term.ctr < thresholds.contentGapMaximumCtr))
        .sort((a, b) => b.hits - a.hits || a.ctr - b.ctr || compareText(a.searchQuery, b.searchQuery));
    const setAside = [];
    const gaps = [];
    for (const term of unanswered) {
        const reason = setAsideReason(term.searchQuery, ignored);
        if (reason)
            setAside.push({ term: term.searchQuery, hits: term.hits, reason });
        else
            gaps.push(term);
    }
    return { gaps: gaps.map((term, i) => termRow(term, i + 1)), setAside };
}
/** The terms set aside, counted and a few named (the report's line beside the content gaps). */
function setAsideModel(setAside) {
    const ignored = setAside.filter((term) => term.reason === 'ignored').length;
    return {
        terms: setAside.length,
        junk: setAside.length - ignored,
        ignored,
        examples: setAsideExamples(setAside),
    };
}
function termRow(term, rank) {
    const row = { rank, term: term.searchQuery, hits: term.hits, ctr: term.ctr };
    if (term.topClickedPage)
        row.topClickedPage = term.topClickedPage;
    return row;
}
function assistantModel(current, previous, chosen, top) {
    const now = sections_valueOf(current.assistant);
    const before = sections_valueOf(previous?.assistant);
    const model = { state: stateOf(current.assistant, chosen) };
    const unanswered = chosen ? unansweredModel(current, previous, top) : undefined;
    if (unanswered)
        model.unanswered = unanswered;
    if (!now)
        return model;
    return {
        ...model,
        web: change(now.web, before?.web),
        api: change(now.api, before?.api),
        other: change(now.other, before?.other),
        total: change(now.total, before?.total),
    };
}
function viewsModel(current, previous, chosen) {
    const now = sections_valueOf(current.views);
    const before = sections_valueOf(previous?.views);
    const model = { state: stateOf(current.views, chosen) };
    if (!now)
        return model;
    return {
        ...model,
        human: change(now.human, before?.human),
        ai: change(now.ai, before?.ai),
        total: change(now.total, before?.total),
    };
}
function commentsModel(current, chosen, published) {
    const value = sections_valueOf(current.comments);
    return {
        state: stateOf(current.comments, chosen),
        published,
        ...(published && { warning: readersWordsWarning('comments') }),
        entriesRead: value?.entriesRead ?? 0,
        complete: value?.complete ?? false,
    };
}
/** The `top` pages with most comments (newest comment breaking ties), each with its latest comments, newest first. */
function commentRows(comments, top) {
    if (!comments)
        return [];
    const byPath = new Map();
    for (const comment of comments.comments) {
        // Already a site path (read once from the entry's name: sitePath is not to be applied twice).
        byPath.set(comment.path, [...(byPath.get(comment.path) ?? []), comment]);
    }
    const newest = (list) => Math.max(...list.map((c) => Date.parse(c.createdAt ?? '') || 0));
    const pages = [...byPath.entries()]
        .sort(([pa, a], [pb, b]) => b.length - a.length || newest(b) - newest(a) || compareText(pa, pb))
        .slice(0, top);
    return pages.flatMap(([path, list], i) => [...list]
        .sort((a, b) => (Date.parse(b.createdAt ?? '') || 0) - (Date.parse(a.createdAt ?? '') || 0))
        .map((comment) => {
        const row = {
            rank: i + 1,
            path,
            source: comment.source,
            status: comment.status,
            text: comment.text,
        };
        const date = comment.createdAt?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
        if (date)
            row.date = date;
        const code = [comment.lang, comment.filename].filter(Boolean).join(', ');
        if (code)
            row.code = code;
        return row;
    }));
}
/** Beside the feedback total: exact, or a lower bound and why. */
function countInfo(count, cut) {
    if (count?.exact) {
        const text = count.entriesRead > 0 && cut ? 'exact: every entry counted' : 'exact';
        return { exact: true, bound: '', text };
    }
    if (!count) {
        return cut
            ? { exact: false, bound: '≥ ', text: 'lower bound: feedback by page lists the first 100 pages only' }
            : { exact: true, bound: '', text: 'exact' };
    }
    const why = shortfallWords(count.shortfall ?? 'error', 'feedback entries');
    const read = count.entriesRead > 0 ? ` (${(0,format/* groupThousands */.Zv)(count.entriesRead)} entries read)` : '';
    return { exact: false, bound: '≥ ', text: `lower bound: ${why}${read}` };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/feedback.js





/** Feedback by site path, rows of the same page added up. */
function indexFeedback(rows) {
    const byPath = new Map();
    for (const row of rows) {
        const path = sitePath(row.path);
        const known = byPath.get(path) ?? { thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
        byPath.set(path, {
            thumbsUp: known.thumbsUp + row.thumbsUp,
            thumbsDown: known.thumbsDown + row.thumbsDown,
            code: known.code + row.code,
            total: known.total + row.total,
        });
    }
    return byPath;
}
/**
 * Feedback by page joined with the entries counted: a page counts at least what either saw of it, and
 * a page beyond the 100 of feedback by page gets its entries' counts (thumbs unknown).
 */
function withEntryCounts(byPage, count) {
    const merged = new Map(byPage);
    for (const [path, counted] of Object.entries(count?.byPath ?? {})) {
        const known = merged.get(path);
        merged.set(path, known
            ? { ...known, total: Math.max(known.total, counted.total), code: Math.max(known.code, counted.code) }
            : { total: counted.total, code: counted.code });
    }
    return merged;
}
/** The feedback of a period by path, entries counted included. */
function periodFeedback(data) {
    return withEntryCounts(indexFeedback(data.feedback), data.feedbackCount);
}
/**
 * Feedback per page, most feedback first, joined with the page's visitors, and with the change of its
 * feedback entries when the comparison holds feedback (a page absent from a list the API cut is unknown).
 */
function feedbackPages(feedback, visitors, thresholds, before) {
    const entries = [...feedback.entries()].sort(([pa, a], [pb, b]) => b.total - a.total || (pa < pb ? -1 : pa > pb ? 1 : 0));
    return entries.map(([path, counts], i) => {
        const row = { rank: i + 1, path, ...counts };
        if (counts.thumbsUp !== undefined && counts.thumbsDown !== undefined) {
            const thumbs = counts.thumbsUp + counts.thumbsDown;
            row.thumbs = thumbs;
            if (thumbs >= thresholds.minimumThumbs)
                row.downRatio = counts.thumbsDown / thumbs;
        }
        const seen = visitorsOf(visitors, path);
        if (seen) {
            row.visitors = seen.total;
            if (seen.total > 0)
                row.per100Visitors = (counts.total / seen.total) * 100;
        }
        const earlier = before && (before.byPath.get(path)?.total ?? (before.complete ? 0 : undefined));
        if (earlier !== undefined)
            row.change = change(counts.total, earlier);
        return row;
    });
}
/**
 * Enough complaints for a page to be worth a writer's time: thumbs down and code snippet reports, or, where the
 * thumbs were not counted (an entry then may be a thumbs up), enough entries.
 */
function hasEnoughComplaints(row, thresholds) {
    if ((row.thumbsDown ?? 0) + row.code >= thresholds.attentionMinimumComplaints)
        return true;
    return row.thumbsDown === undefined && row.total >= thresholds.attentionMinimumEntries;
}
/** Pages with a high thumbs-down ratio (on enough thumbs) or much feedback for their visitors, on enough complaints. */
function pagesNeedingAttention(rows, thresholds) {
    const listed = [];
    for (const row of rows) {
        if (!hasEnoughComplaints(row, thresholds))
            continue;
        const reasons = [];
        if (row.downRatio !== undefined && row.downRatio >= thresholds.attentionDownRatio) {
            reasons.push(`${Math.round(row.downRatio * 100)}% thumbs down (${row.thumbsDown} of ${row.thumbs})`);
        }
        const visitors = row.visitors ?? 0;
        if (row.per100Visitors !== undefined &&
            visitors >= thresholds.minimumVisitorsForRate &&
            row.per100Visitors >= thresholds.attentionPer100Visitors) {
            reasons.push(`${row.per100Visitors.toFixed(1)} feedback per 100 visitors`);
        }
        if (reasons.length > 0)
            listed.push({ ...row, reasons });
    }
    const severity = (r) => [r.reasons.length, r.downRatio ?? 0, r.per100Visitors ?? 0];
    listed.sort((a, b) => {
        const [ra, da, pa] = severity(a);
        const [rb, db, pb] = severity(b);
        return rb - ra || db - da || pb - pa || b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    });
    return listed.map((row, i) => ({ ...row, rank: i + 1 }));
}
/** Beside a period's feedback total: exact, a lower bound, or none received where collection may be off (never compared). */
function periodCountInfo(data, filtered) {
    if (feedbackMayBeOff(data, filtered))
        return { exact: false, bound: '', text: 'none received: feedback collection may be off' };
    return countInfo(data.feedbackCount, data.feedbackCut);
}
/**
 * Totals against the comparison's when it has feedback. Thumbs and code from feedback by page (entries
 * cannot tell a thumb); the entries total from the count, compared only when both counts are exact (a
 * change between lower bounds says nothing).
 */
function feedbackTotals(current, pages, previous, filtered) {
    const now = sumFeedback(current.feedback);
    const before = previous ? sumFeedback(previous.feedback) : undefined;
    const count = periodCountInfo(current, filtered);
    const countBefore = previous && periodCountInfo(previous, filtered);
    const comparable = count.exact && countBefore?.exact === true;
    const totals = {
        thumbsUp: change(now.thumbsUp, before?.thumbsUp),
        thumbsDown: change(now.thumbsDown, before?.thumbsDown),
        code: change(now.code, before?.code),
        total: change(feedbackTotal(current), comparable && previous ? feedbackTotal(previous) : undefined),
        pages,
        count,
    };
    if (feedbackMayBeOff(current, filtered))
        totals.collectionMayBeOff = true;
    if (previous && countBefore)
        totals.countBefore = { ...countBefore, total: feedbackTotal(previous) };
    return totals;
}

;// CONCATENATED MODULE: ./.build/work/src/util/day-words.js
// Days as a reader says them ("16 Nov 2026", "16–22 Nov 2026"), in UTC and in English month names whatever the
// runner's locale: sentences of reports and task issues read the same on every runner.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
function partsOf(day) {
    const match = DAY.exec(day);
    if (!match)
        throw new errors/* OperationError */.OK(`Not a day (YYYY-MM-DD): ${day}`);
    return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
/** The day before `day` (`YYYY-MM-DD`): the last day of a range whose end is exclusive. */
function dayBefore(day) {
    return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
/** `2026-11-27` → `27 Nov 2026`. */
function dayWords(day) {
    const { year, month, day: date } = partsOf(day);
    return `${date} ${MONTHS[month - 1]} ${year}`;
}
/**
 * The days from `first` to `last` (both included), as short as it reads: `16–22 Nov 2026`, `28 Oct – 3 Nov 2026`,
 * `29 Dec 2025 – 4 Jan 2026`, or one day.
 */
function rangeWords(first, last) {
    const a = partsOf(first);
    const b = partsOf(last);
    if (first === last)
        return dayWords(first);
    if (a.year !== b.year)
        return `${dayWords(first)} – ${dayWords(last)}`;
    if (a.month !== b.month)
        return `${a.day} ${MONTHS[a.month - 1]} – ${dayWords(last)}`;
    return `${a.day}–${b.day} ${MONTHS[b.month - 1]} ${b.year}`;
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/fixes.js

const TABLE_OF = {
    holding: 'fixesHolding',
    failing: 'fixesFailing',
    watching: 'fixesWatched',
    'too-little-data': 'fixesWatched',
};
/** `18 Nov 2026`; a day that is none (a hand-edited state) as it is: the template escapes it. */
function dayOrAsIs(day) {
    try {
        return dayWords(day);
    }
    catch {
        return day;
    }
}
/** This run's watched fixes, split by outcome, each list by task number. */
function fixTables(fixes, what) {
    const tables = {
        fixesHolding: { rows: [], omitted: 0 },
        fixesFailing: { rows: [], omitted: 0 },
        fixesWatched: { rows: [], omitted: 0 },
    };
    for (const fix of [...fixes].sort((a, b) => a.number - b.number))
        tables[TABLE_OF[fix.outcome]].rows.push({ ...fix, what: what(fix.kind), closedOnWords: dayOrAsIs(fix.closedOn) });
    return tables;
}

;// CONCATENATED MODULE: ./.build/work/src/util/rate-change.js
// Whether a rate (a gap's click-through, a page's share of thumbs down) moved by more than chance between two
// periods, for the counts behind it. A gap searched 105 times with 5 clicks and then 95 times with 1 click did not
// show that readers now find less: with so few clicks, that much moves by chance. Pure.
/** The least change, in points of the rate, that is ever called a change: smaller ones read as the same to a writer. */
const MINIMUM_RATE_CHANGE = 0.05;
/** The two-sided z of 95% confidence. */
const Z_95 = 1.96;
/**
 * `up` or `down` when the rate moved by at least MINIMUM_RATE_CHANGE and beyond chance (a two-proportion z-test on
 * the pooled rate, two-sided, 95%), else `same`. Fewer than 10 events in either period is never a change.
 */
function rateChange(before, now) {
    if (before.events < 10 || now.events < 10)
        return 'same';
    const p1 = before.hits / before.events;
    const p2 = now.hits / now.events;
    if (Math.abs(p2 - p1) < MINIMUM_RATE_CHANGE)
        return 'same';
    const pooled = (before.hits + now.hits) / (before.events + now.events);
    const spread = Math.sqrt(pooled * (1 - pooled) * (1 / before.events + 1 / now.events));
    // Every event a hit, or none, in both: no spread, and the rates are equal (ruled out above).
    if (spread === 0)
        return 'same';
    const z = (p2 - p1) / spread;
    if (z >= Z_95)
        return 'up';
    if (z <= -Z_95)
        return 'down';
    return 'same';
}

;// CONCATENATED MODULE: ./.build/work/src/report/period.js


const DAY_MS = 86_400_000;
const period_MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
const LAST_N_DAYS = { 'last-7-days': 7, 'last-28-days': 28, 'last-30-days': 30 };
/** The period a report covers, seen from the instant `now` (ms since the epoch, read as UTC). */
function resolvePeriod(spec, now) {
    const today = Math.floor(now / DAY_MS);
    const lastDays = LAST_N_DAYS[spec.period];
    if (lastDays !== undefined)
        return rangePeriod(spec.period, today - lastDays, today);
    switch (spec.period) {
        case 'previous-week': {
            const thisMonday = today - isoWeekday(today);
            return weekPeriod(thisMonday - 7);
        }
        case 'previous-month': {
            const date = new Date(today * DAY_MS);
            return monthPeriod(date.getUTCFullYear(), date.getUTCMonth() - 1);
        }
        case 'custom': {
            if (!spec.dateFrom || !spec.dateTo)
                throw new errors/* OperationError */.OK('period "custom" needs date-from and date-to (YYYY-MM-DD)', { kind: 'input' });
            const from = parseDay(spec.dateFrom, 'date-from');
            const to = parseDay(spec.dateTo, 'date-to');
            if (from >= to)
                throw new errors/* OperationError */.OK(`date-from (${spec.dateFrom}) must be before date-to (${spec.dateTo}, exclusive)`, {
                    kind: 'input',
                });
            return rangePeriod('custom', from, to);
        }
        default:
            throw new errors/* OperationError */.OK(`unknown period "${spec.period}"`, { kind: 'input' });
    }
}
/**
 * The period of the same length that ends where `period` starts, for comparisons. A month is
 * compared with the calendar month before it (whatever its length), a week with the ISO week before.
 */
function precedingPeriod(period) {
    const from = parseDay(period.dateFrom, 'dateFrom');
    if (period.name === 'previous-month') {
        const date = new Date(from * DAY_MS);
        return monthPeriod(date.getUTCFullYear(), date.getUTCMonth() - 1);
    }
    if (period.name === 'previous-week')
        return weekPeriod(from - 7);
    return rangePeriod(period.name, from - period.days, from);
}
/**
 * The period of `name` that runs from `dateFrom` to `dateTo` (exclusive), label included, or
 * undefined when no such period exists (a week that is not an ISO week, a month that is not a calendar
 * month, a "last 7 days" of another length). For data read back from GitHub: the label is rebuilt
 * here, never taken from what was read.
 */
function periodFromDates(name, dateFrom, dateTo) {
    let from;
    let to;
    try {
        from = parseDay(dateFrom, 'dateFrom');
        to = parseDay(dateTo, 'dateTo');
    }
    catch {
        return undefined;
    }
    if (to <= from)
        return undefined;
    let period;
    if (name === 'previous-week') {
        if (isoWeekday(from) !== 0)
            return undefined;
        period = weekPeriod(from);
    }
    else if (name === 'previous-month') {
        const date = new Date(from * DAY_MS);
        period = monthPeriod(date.getUTCFullYear(), date.getUTCMonth());
    }
    else {
        const days = LAST_N_DAYS[name];
        if (days !== undefined && to - from !== days)
            return undefined;
        period = rangePeriod(name, from, to);
    }
    return period.dateFrom === dateFrom && period.dateTo === dateTo ? period : undefined;
}
/** `YYYY-MM-DD` of a UTC day index (days since 1970-01-01). */
function isoDay(day) {
    return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
function rangePeriod(name, from, to, prefix) {
    const days = to - from;
    const range = days === 1 ? isoDay(from) : `${isoDay(from)} to ${isoDay(to - 1)}`;
    const span = `${days} ${days === 1 ? 'day' : 'days'}`;
    const label = prefix ? `${prefix} (${range}, ${span})` : `${range}, ${span}`;
    return { name, label, phrase: period_phraseOf(from, to), dateFrom: isoDay(from), dateTo: isoDay(to), days };
}
/** The days from `from` to `to` (exclusive) as a sentence says them. */
function period_phraseOf(from, to) {
    const first = new Date(from * DAY_MS);
    const isMonth = first.getUTCDate() === 1 && to * DAY_MS === Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1);
    if (isMonth)
        return `${period_MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`;
    const days = rangeWords(isoDay(from), dayBefore(isoDay(to)));
    return to - from === 7 ? `the week of ${days}` : days;
}
function weekPeriod(monday) {
    const { year, week } = isoWeek(monday);
    return rangePeriod('previous-week', monday, monday + 7, `ISO week ${year}-W${String(week).padStart(2, '0')}`);
}
/** `month` may be -1: Date.UTC rolls it into December of the year before. */
function monthPeriod(year, month) {
    const from = Date.UTC(year, month, 1) / DAY_MS;
    const to = Date.UTC(year, month + 1, 1) / DAY_MS;
    const first = new Date(from * DAY_MS);
    return rangePeriod('previous-month', from, to, `${period_MONTHS[first.getUTCMonth()]} ${first.getUTCFullYear()}`);
}
/** Monday 0 to Sunday 6; day 0 (1970-01-01) was a Thursday. */
function isoWeekday(day) {
    return (((day + 3) % 7) + 7) % 7;
}
/** ISO 8601 week: the week belongs to the year that holds its Thursday. */
function isoWeek(day) {
    const thursday = day - isoWeekday(day) + 3;
    const year = new Date(thursday * DAY_MS).getUTCFullYear();
    const firstOfYear = Date.UTC(year, 0, 1) / DAY_MS;
    return { year, week: Math.floor((thursday - firstOfYear) / 7) + 1 };
}
function parseDay(text, what) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
    if (Number.isNaN(ms) || isoDay(ms / DAY_MS) !== text)
        throw new errors/* OperationError */.OK(`${what} "${text}" is not a date in the form YYYY-MM-DD`, { kind: 'input' });
    return ms / DAY_MS;
}

;// CONCATENATED MODULE: ./.build/work/src/report/published-body/trend-history.js
// Trends as published: the history each report carries forward in its data block (its headline figures
// period by period, and each listed content gap and complained-about page), continued by the next
// report at no request. Periods are identified by their dates: the window is the current period and
// the ones before it (precedingPeriod: consecutive periods of the same kind); a period no report
// covered is missing, never zero, and does not break the chain. What the model makes of it: model/trends.ts. Pure.

/** `count` periods ending with `period`, oldest first. */
function trendWindow(period, count) {
    const window = [period];
    while (window.length < count)
        window.unshift(precedingPeriod(window[0] ?? period));
    return window;
}
const listedCount = (marks) => marks.filter((mark) => mark !== null).length;
/**
 * The history to carry forward: the earlier history's points within the window (a rerun of this very
 * period replaces its own point), then this period's; each item's marks aligned to them. An item no
 * longer listed anywhere in the window is dropped.
 */
function continueHistory(earlier, window, point, listed, chain) {
    const before = new Set(window.slice(0, -1).map((period) => period.dateFrom));
    const kept = (earlier?.points ?? []).flatMap((p, i) => (before.has(p.dateFrom) ? [{ p, i }] : []));
    const carry = (previous, now) => {
        const items = new Map();
        for (const item of previous ?? []) {
            const marks = kept.map(({ i }) => item.marks[i] ?? null);
            if (listedCount(marks) > 0)
                items.set(item.name, [...marks, null]);
        }
        for (const item of now) {
            const marks = items.get(item.name) ?? [...kept.map(() => null), null];
            marks[marks.length - 1] = item.marks.at(-1) ?? null;
            items.set(item.name, marks);
        }
        return [...items].map(([name, marks]) => ({ name, marks }));
    };
    return {
        chain,
        points: [...kept.map(({ p }) => p), point],
        gaps: carry(earlier?.gaps, listed.gaps),
        pages: carry(earlier?.pages, listed.pages),
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/trends.js
// The trend section of the model: this report's figures and listed items added to the history the earlier report
// carried (published-body/trend-history.ts), and how each gap and page stands over the window. Pure.





/** This report's figures as the history carries them. */
function pointOf(model) {
    const feedback = model.feedbackTotals;
    const searches = model.searches.state === 'ok' ? model.searches.total?.current : undefined;
    // The assistant's unanswered questions, when every conversation was counted (a lower bound is no trend point).
    const unanswered = model.assistant.unanswered;
    return {
        dateFrom: model.period.dateFrom,
        visitors: model.totals.total.current,
        ...(feedback ? { feedback: feedback.total.current, feedbackExact: feedback.count.exact } : {}),
        ...(searches !== undefined ? { searches, contentGaps: model.searches.contentGaps ?? 0 } : {}),
        ...(unanswered?.complete ? { unanswered: unanswered.unanswered.current } : {}),
    };
}
/** The gaps and complained-about pages this report lists, each with this period's mark. */
function listedItems(model) {
    return {
        gaps: model.contentGaps.rows.map((row) => ({ name: row.term, marks: [[row.hits, row.ctr]] })),
        pages: model.attention.rows.map((row) => ({ name: row.path, marks: [[row.thumbsDown ?? null, row.total]] })),
    };
}
const periodLabel = (period) => period.name === 'previous-month' ? period.dateFrom.slice(0, 7) : period.dateFrom.slice(5);
/** Every period of the window from the oldest reported one on, a missing one with `reported: false`. */
function trendPoints(history, window) {
    const byDate = new Map(history.points.map((point) => [point.dateFrom, point]));
    const first = Math.max(0, window.findIndex((period) => byDate.has(period.dateFrom)));
    return window.slice(first).map((period) => {
        const point = byDate.get(period.dateFrom);
        return {
            ...point,
            dateFrom: period.dateFrom,
            dateTo: period.dateTo,
            label: periodLabel(period),
            reported: !!point,
        };
    });
}
/**
 * How a gap or page stands: new; getting better or worse when its own rate moved beyond chance (rate-change.ts: a
 * gap's click-through, a page's share of thumbs down among its feedback); listed (about the same) otherwise; or gone
 * since the latest earlier report. Volume alone is no standing: fewer searches at 0% clicked is not better.
 */
function itemStanding(item, kind) {
    const now = item.marks.at(-1) ?? null;
    const earlier = item.marks.slice(0, -1).filter((mark) => mark !== null);
    const last = earlier.at(-1);
    const periods = listedCount(item.marks);
    const measure = kind === 'gap' ? 'searches' : now?.[0] !== null && last?.[0] !== null ? 'thumbs down' : 'feedback';
    const value = (mark) => mark === undefined ? undefined : measure === 'feedback' ? mark[1] : (mark[0] ?? undefined);
    if (now === null) {
        // Gone: listed by the latest earlier report, absent now (later reports let it go).
        if (item.marks.length < 2 || item.marks.at(-2) === null || !last)
            return undefined;
        return { name: item.name, status: 'gone', periods, measure, previous: value(last) };
    }
    const moved = last === undefined ? 'listed' : movement(now, last, kind);
    return {
        name: item.name,
        status: !last ? 'new' : moved,
        periods,
        measure,
        current: value(now),
        ...(last ? { previous: value(last) } : {}),
        ...(kind === 'gap' ? { ctr: now[1], ...(last ? { previousCtr: last[1] } : {}) } : {}),
    };
}
/** Which way the item's own rate moved: a gap's click-through up is better, a page's share of thumbs down down is. */
function movement(now, last, kind) {
    if (kind === 'gap') {
        const change = rateChange(clicks(last), clicks(now));
        return change === 'up' ? 'better' : change === 'down' ? 'worse' : 'listed';
    }
    if (now[0] === null || last[0] === null)
        return 'listed';
    const change = rateChange({ events: last[1], hits: last[0] }, { events: now[1], hits: now[0] });
    return change === 'down' ? 'better' : change === 'up' ? 'worse' : 'listed';
}
/** A gap's mark as events: its searches, and those that clicked a result. */
const clicks = (mark) => ({ events: mark[0] ?? 0, hits: Math.round((mark[0] ?? 0) * mark[1]) });
/**
 * What orders the rows: a gap's searches that clicked nothing (its score's numerator: every gap of one report shares
 * the denominator), a page's thumbs down (or feedback); a gone one by its last listing.
 */
function weight(item) {
    const count = item.current ?? item.previous ?? 0;
    const ctr = item.status === 'gone' ? 0 : (item.ctr ?? 0);
    return count * (1 - ctr);
}
/** Listed ones first, the highest weighted first (the score of the gap); then the gone ones; names as tie-break. */
function standings(items, kind) {
    const gone = (item) => (item.status === 'gone' ? 1 : 0);
    return items
        .flatMap((item) => itemStanding(item, kind) ?? [])
        .sort((a, b) => gone(a) - gone(b) || weight(b) - weight(a) || compareText(a.name, b.name));
}
/** How the chain stands: a rerun of the earlier report's own period stands as that report did. */
function chainOf(earlier, period) {
    if (earlier.kind !== 'found')
        return earlier.kind === 'none' ? 'started' : earlier.kind === 'no-trend' ? 'restarted' : 'summary-only';
    return earlier.period.dateFrom === period.dateFrom ? earlier.history.chain : 'continued';
}
/** The chain's one sentence: why the trend starts here, or how to get trends. */
function chainNote(chain, window) {
    switch (chain) {
        case 'continued':
            return { chain };
        case 'summary-only':
            return {
                chain,
                note: 'Trends need the earlier report to read: publish the report as a comment or an issue (`publish: comment` or `publish: issue`) and each report carries its history to the next.',
            };
        case 'restarted':
            return {
                chain,
                note: 'Trends start again with this period: the earlier report carries no trend history (written by an older version, or with `trend-periods: 0`).',
            };
        case 'started':
            // With a window of one period there is nothing to continue, and nothing to say.
            if (window.length < 2)
                return { chain };
            return {
                chain,
                note: `Trends start with this period: no earlier report of this project with the same period and filters was found within the last ${window.length} periods (the first report, or the earlier one was deleted).`,
            };
    }
}
/**
 * The earlier history without the gaps set aside now (junk an older version listed, or a term since named in
 * `task-ignore`): never a gap, so never a gap's trend either, not even "gone".
 */
function withoutSetAside(history, taskIgnore) {
    const ignored = (0,term_pattern/* termPatterns */.Os)(taskIgnore);
    return { ...history, gaps: history.gaps.filter((item) => !setAsideReason(item.name, ignored)) };
}
/** The trend section of the model, and the history this report carries forward (the data block publishes it). */
function buildTrends(model, inputs) {
    const { earlier, periods } = inputs;
    const window = trendWindow(model.period, periods);
    const previous = earlier.kind === 'found' ? withoutSetAside(earlier.history, inputs.taskIgnore ?? []) : undefined;
    const chain = chainOf(earlier, model.period);
    const history = continueHistory(previous, window, pointOf(model), listedItems(model), chain === 'summary-only' ? 'started' : chain);
    const points = trendPoints(history, window);
    // A report only in the step summary never has an earlier one: every gap and page would read `new`, a second copy
    // of the report's own tables. It says how to get trends instead.
    const standingOf = (items, kind) => chain === 'summary-only' ? [] : standings(items, kind);
    return {
        history,
        trends: {
            periods,
            ...chainNote(chain, window),
            points,
            reported: points.filter((point) => point.reported).length,
            missing: points.filter((point) => !point.reported).map((point) => point.label),
            gaps: { rows: standingOf(history.gaps, 'gap'), omitted: 0 },
            pages: { rows: standingOf(history.pages, 'page'), omitted: 0 },
        },
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/work.js
/** Gaps waiting the opening section names (the rest in "Gaps waiting for a task"). */
const WORK_WAITING_SHOWN = 5;
const ORDER = { opened: 0, reopened: 1, closed: 2, updated: 3 };
/** A search term's standing in the trend (by its name, as the trend lists gaps). */
function standingOf(trends, kind, term) {
    if (kind !== 'search' || !trends)
        return undefined;
    return trends.gaps.rows.find((row) => row.name === term)?.status;
}
/** The rows of the opening section and the top of the waiting list, with their trend standing. */
function workModel(done, waiting, what, trends) {
    const workTasks = done
        .map((task) => {
        const standing = standingOf(trends, task.kind, task.term);
        return { ...task, what: what(task.kind), ...(standing && { standing }) };
    })
        .sort((a, b) => ORDER[a.did] - ORDER[b.did] || (b.score ?? 0) - (a.score ?? 0) || a.number - b.number);
    const waitingTasks = waiting.map((row) => {
        const standing = standingOf(trends, row.kind, row.term);
        return standing ? { ...row, standing } : row;
    });
    return { workTasks, workWaiting: waitingTasks.slice(0, WORK_WAITING_SHOWN), waitingTasks };
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/build.js










const DEFAULT_THRESHOLDS = {
    moverMinimumBase: 20,
    minimumThumbs: 5,
    attentionDownRatio: 0.5,
    attentionPer100Visitors: 3,
    minimumVisitorsForRate: 20,
    attentionMinimumComplaints: 3,
    attentionMinimumEntries: 5,
    contentGapMinimumHits: 10,
    contentGapMaximumCtr: 0.2,
    unansweredGapMinimum: 5,
    unansweredGapMinimumShare: 0.3,
};
/** Lines of the block the report leads with. */
const HIGHLIGHTS = 3;
const table = (rows) => ({ rows, omitted: 0 });
/** The report as numbers and rows, from what was collected, with its trends and waiting tasks; pure. */
function buildReportModel(collected, options) {
    const model = sectionsOf(collected, options);
    const trends = options.trend ? buildTrends(model, options.trend).trends : undefined;
    const work = workModel(options.tasks?.done ?? [], options.tasks?.waiting ?? [], kindWords, trends);
    return {
        ...model,
        ...(trends && { trends }),
        workTasks: table(work.workTasks),
        workWaiting: work.workWaiting,
        waitingTasks: table(work.waitingTasks),
        ...fixTables(options.tasks?.fixes ?? [], kindWords),
    };
}
/** Every section of the report but the trends, which are drawn from them. */
function sectionsOf(collected, options) {
    const thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
    const feedbackFiltered = Boolean(options.feedbackSource) || options.feedbackStatus.length > 0;
    const { current, previous } = collected;
    const top = options.top;
    const visitors = indexVisitors(current.visitors, current.visitorsComplete);
    const visitorsBefore = previous ? indexVisitors(previous.visitors, previous.visitorsComplete) : undefined;
    const { sections } = collected;
    const show = Object.fromEntries(settings_types/* REPORT_SECTIONS */.KE.map((name) => [name, sections.includes(name)]));
    const feedback = periodFeedback(current);
    const feedbackTotalByPath = new Map([...feedback].map(([path, counts]) => [path, counts.total]));
    const byTotal = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'total');
    const byHuman = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'human').filter((row) => row.human > 0);
    const byAi = rankPages(visitors, visitorsBefore, feedbackTotalByPath, 'ai').filter((row) => row.ai > 0);
    const moved = visitorsBefore ? movers(visitors, visitorsBefore, thresholds.moverMinimumBase) : { up: [], down: [] };
    // A cut list is complete when every entry was counted by page; a count read back from an earlier
    // report holds no pages (entriesRead 0), so a page its list lacks stays unknown.
    const countedByPage = previous?.feedbackCount?.exact === true && previous.feedbackCount.entriesRead > 0;
    const feedbackBefore = previous?.feedbackFetched
        ? { byPath: periodFeedback(previous), complete: !previous.feedbackCut || countedByPage }
        : undefined;
    const feedbackRows = current.feedbackFetched ? feedbackPages(feedback, visitors, thresholds, feedbackBefore) : [];
    const attention = pagesNeedingAttention(feedbackRows, thresholds);
    const searched = current.searches?.state === 'ok' ? current.searches.value.terms : [];
    const { gaps, setAside } = searchGaps(searched, thresholds, options.taskIgnore ?? []);
    const complaints = (attention.length > 0 ? attention : feedbackRows).slice(0, HIGHLIGHTS);
    const totalsBefore = previous?.totals;
    const assistant = assistantModel(current, previous, show.assistant, top);
    const questionsShown = show.questions && show.assistant;
    return {
        schema: 'docs-export-report/v3',
        sections,
        show,
        highlights: {
            gaps: gaps.slice(0, HIGHLIGHTS),
            complaints,
            unansweredCategory: assistant.unanswered?.byCategory[0],
            unansweredPage: assistant.unanswered?.byPage[0],
        },
        searches: searchesModel(current, previous, show.searches, gaps.length),
        assistant,
        views: viewsModel(current, previous, show.views),
        comments: commentsModel(current, show.comments, options.commentsPublished ?? true),
        questions: questionsModel(current, questionsShown, options.questionsPublished ?? true),
        questionRows: table(questionsShown ? questionRows(current) : []),
        waitingTasks: table(options.tasks?.waiting ?? []),
        workTasks: table([]),
        workWaiting: [],
        ...fixTables([], kindWords),
        searchTerms: table(searchTermRows(searched).slice(0, top)),
        contentGaps: table(gaps),
        setAside: setAsideModel(setAside),
        commentRows: table(commentRows(current.comments?.state === 'ok' ? current.comments.value : undefined, top)),
        projectId: options.projectId,
        generatedAt: new Date(options.generatedAt).toISOString(),
        period: current.period,
        filters: { feedbackSource: options.feedbackSource, feedbackStatus: [...options.feedbackStatus] },
        comparison: describeComparison(collected, options.comparisonPeriod),
        compared: previous !== undefined,
        feedbackCompared: current.feedbackFetched && feedbackBefore !== undefined,
        totals: {
            human: change(current.totals.human, totalsBefore?.human),
            ai: change(current.totals.ai, totalsBefore?.ai),
            total: change(current.totals.total, totalsBefore?.total),
            aiShare: shareChange(share(current.totals.ai, current.totals.total), totalsBefore && share(totalsBefore.ai, totalsBefore.total)),
        },
        feedbackTotals: current.feedbackFetched
            ? feedbackTotals(current, feedback.size, previous?.feedbackFetched ? previous : undefined, feedbackFiltered)
            : undefined,
        top,
        topPages: table(byTotal.slice(0, top)),
        topHumanPages: table(byHuman.slice(0, top)),
        topAiPages: table(byAi.slice(0, top)),
        moversUp: table(moved.up.slice(0, top)),
        moversDown: table(moved.down.slice(0, top)),
        feedback: table(feedbackRows.slice(0, top)),
        allFeedback: table(feedbackRows),
        attention: table(attention.slice(0, top)),
        allPages: table(byTotal),
        notes: [
            ...reportNotes(collected, {
                published: options.commentsPublished ?? true,
                questionsPublished: options.questionsPublished ?? true,
                feedbackFiltered,
            }),
            ...(options.tasks?.notes ?? []),
        ],
        requests: { used: collected.requestsUsed, budget: collected.requestBudget },
        thresholds,
        visitorsComplete: current.visitorsComplete,
        feedbackFetched: current.feedbackFetched,
        feedbackCut: current.feedbackCut,
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./.build/work/src/report/publish/files.js
// The report's files in `report-dir`: the markdown, the model with the raw data behind it, and the
// visitors, feedback and search-term tables as CSV (RFC 4180: CRLF line ends, a header row, fields with `,` `;` `"`
// CR or LF quoted). Page paths and search terms are anyone's text, and spreadsheet programs evaluate a cell that
// starts like a formula: such a cell is written with a leading `'`, which they show as text; and so is what
// follows a `;` inside a field, where an importer that splits on `;` starts a cell.


/** The whole report, never cut: markdown, the model with the raw data, and the CSV tables. */
async function writeReportFiles(dir, markdown, model, collected) {
    await promises_.mkdir(dir, { recursive: true });
    const files = {
        dir,
        markdown: external_node_path_.join(dir, 'report.md'),
        json: external_node_path_.join(dir, 'report.json'),
        visitors: external_node_path_.join(dir, 'visitors.csv'),
        feedback: external_node_path_.join(dir, 'feedback.csv'),
        searches: external_node_path_.join(dir, 'searches.csv'),
    };
    await promises_.writeFile(files.markdown, markdown);
    await promises_.writeFile(files.json, `${JSON.stringify({ model, data: collected }, null, 2)}\n`);
    await promises_.writeFile(files.visitors, visitorsCsv(collected.current, collected.previous));
    await promises_.writeFile(files.feedback, feedbackCsv(collected.current, collected.previous));
    await promises_.writeFile(files.searches, searchesCsv(collected.current, collected.previous));
    return files;
}
/**
 * What spreadsheet programs may take for the start of a formula, by OWASP's list: a cell starting with
 * a tab, CR or LF, or with `=`, `+`, `-` or `@`, also behind blanks: importers that trim a cell
 * (LibreOffice with "Trim spaces", Google Sheets, converters to .xlsx) evaluate ` =1+1`, and an invisible
 * character (a zero width space, a byte order mark, a control character) may be dropped before it.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\p{Cc}\p{Cf}\p{Z}]*[=+\-@])/u;
/**
 * A `;` that a formula follows. Spreadsheet programs in locales with a decimal comma (Excel in German or French,
 * say) split a .csv on `;` alone, so each `;` inside a field starts a cell there, and the quotes around the field
 * do not count (they are not at that cell's start); a `"` after the `;` may then open a quoted cell, whose `=`
 * some programs still evaluate. The `'` goes right after the `;`.
 */
const FORMULA_AFTER_SEMICOLON = /;(?=[\t\r\n]|[\s\p{Cc}\p{Cf}\p{Z}"]*[=+\-@])/gu;
/**
 * One field: text that a spreadsheet could run as a formula, at the field's start or after a `;` in it, gets a
 * `'` there; then a field with `,`, `;`, `"`, CR or LF is quoted, so that an importer that splits on `,` or on
 * both honours the quotes and keeps it whole. Numbers are written as they are.
 */
function csvField(value) {
    if (typeof value !== 'string')
        return String(value);
    const inert = value.replace(FORMULA_AFTER_SEMICOLON, ";'");
    const text = FORMULA_START.test(inert) ? `'${inert}` : inert;
    return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
function csv(header, rows) {
    const lines = [header.map(csvField).join(',')];
    for (const row of rows)
        lines.push(row.map(csvField).join(','));
    return `${lines.join('\r\n')}\r\n`;
}
const periods = (current, previous) => (previous ? [current, previous] : [current]);
/** Every visitor row of the report period, and of the comparison period when there is one. */
function visitorsCsv(current, previous) {
    return csv(['period_from', 'period_to', 'path', 'human', 'ai', 'total'], periods(current, previous).flatMap((data) => data.visitors.map((v) => [data.period.dateFrom, data.period.dateTo, v.path, v.human, v.ai, v.total])));
}
/** Every feedback row fetched, of the report period and of the comparison period when there is one. */
function feedbackCsv(current, previous) {
    return csv(['period_from', 'period_to', 'path', 'thumbs_up', 'thumbs_down', 'code', 'total'], periods(current, previous).flatMap((data) => data.feedback.map((f) => [
        data.period.dateFrom,
        data.period.dateTo,
        f.path,
        f.thumbsUp,
        f.thumbsDown,
        f.code,
        f.total,
    ])));
}
/** Every search term fetched (the report period's pages, the comparison's first page), by hits. */
function searchesCsv(current, previous) {
    return csv(['period_from', 'period_to', 'term', 'hits', 'ctr', 'top_clicked_page', 'last_searched_at'], periods(current, previous).flatMap((data) => data.searches?.state === 'ok'
        ? data.searches.value.terms.map((t) => [
            data.period.dateFrom,
            data.period.dateTo,
            t.searchQuery,
            t.hits,
            t.ctr,
            t.topClickedPage ?? '',
            t.lastSearchedAt ?? '',
        ])
        : []));
}

// EXTERNAL MODULE: ./.build/work/src/github/comments.js
var comments = __webpack_require__(60745);
// EXTERNAL MODULE: ./.build/work/src/github/errors.js
var github_errors = __webpack_require__(66304);
// EXTERNAL MODULE: ./.build/work/src/github/issues.js
var issues = __webpack_require__(19643);
// EXTERNAL MODULE: ./.build/work/src/github/pages.js
var pages = __webpack_require__(16875);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 15 modules
var schemas = __webpack_require__(9691);
;// CONCATENATED MODULE: ./.build/work/src/report/published-body/trend-block.js
// The trend history as the data block holds it: points as tuples, each gap's and page's marks aligned to
// them. Read back, every field is checked like the rest of the block (known keys, real dates in order,
// whole counts, shares from 0 to 1, bounded lists), and the writer applies the same schema: a point's
// number that breaks it is written as unknown, an item that breaks it is left out whole.

/** The most periods a history holds (`trend-periods` is at most 52). */
const MAX_TREND_POINTS = 52;
/** The most gaps (the search terms endpoint gives 100 terms) and pages a history follows. */
const MAX_TREND_ITEMS = 100;
const count = schemas/* number */.aig().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const day = schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/);
const trend_block_name = schemas/* string */.YjP().max(4096);
const trend_block_share = schemas/* number */.aig().min(0).max(1);
/** dateFrom, visitors, feedback entries, whether exact, searches, content gaps, unanswered questions. */
const pointSchema = schemas/* tuple */.PVZ([
    day,
    count.nullable(),
    count.nullable(),
    schemas/* boolean */.zMY().nullable(),
    count.nullable(),
    count.nullable(),
    count.nullable(),
]);
const gapMark = schemas/* tuple */.PVZ([count, trend_block_share]).nullable();
const pageMark = schemas/* tuple */.PVZ([count.nullable(), count]).nullable();
const gapItem = schemas/* tuple */.PVZ([trend_block_name, schemas/* array */.YOg(gapMark).max(MAX_TREND_POINTS)]);
const pageItem = schemas/* tuple */.PVZ([trend_block_name, schemas/* array */.YOg(pageMark).max(MAX_TREND_POINTS)]);
const trendSchema = schemas/* strictObject */.rej({
    c: schemas/* enum */.k5n(['continued', 'started', 'restarted']),
    p: schemas/* array */.YOg(pointSchema).min(1).max(MAX_TREND_POINTS),
    g: schemas/* array */.YOg(gapItem).max(MAX_TREND_ITEMS),
    a: schemas/* array */.YOg(pageItem).max(MAX_TREND_ITEMS),
})
    // Points in date order, each once, and one mark (or null) per point.
    .refine((trend) => trend.p.every((point, i) => i === 0 || (trend.p[i - 1]?.[0] ?? '') < point[0]))
    .refine((trend) => [...trend.g, ...trend.a].every(([, marks]) => marks.length === trend.p.length));
const orNull = (value) => (value !== undefined && count.safeParse(value).success ? value : null);
function pointTuple(point) {
    return [
        point.dateFrom,
        orNull(point.visitors),
        orNull(point.feedback),
        point.feedback !== undefined && point.feedbackExact !== undefined ? point.feedbackExact : null,
        orNull(point.searches),
        orNull(point.contentGaps),
        orNull(point.unanswered),
    ];
}
/** The items whose tuple the reader takes, at most MAX_TREND_ITEMS; one that breaks a bound is left out whole. */
function itemTuples(items, schema) {
    return items
        .map((item) => [item.name, item.marks])
        .filter((tuple) => schema.safeParse(tuple).success)
        .slice(0, MAX_TREND_ITEMS);
}
/** The history in the block's form; the oldest points go first when there are more than a block holds. */
function trendPayload(history) {
    const drop = Math.max(0, history.points.length - MAX_TREND_POINTS);
    const cut = (items) => items.map((item) => ({ name: item.name, marks: item.marks.slice(drop) }));
    return {
        c: history.chain,
        p: history.points.slice(drop).map(pointTuple),
        g: itemTuples(cut(history.gaps), gapItem),
        a: itemTuples(cut(history.pages), pageItem),
    };
}
function trendFromPayload(payload) {
    return {
        chain: payload.c,
        points: payload.p.map(([dateFrom, visitors, feedback, exact, searches, contentGaps, unanswered]) => {
            const point = { dateFrom };
            if (visitors !== null)
                point.visitors = visitors;
            if (feedback !== null)
                point.feedback = feedback;
            if (exact !== null)
                point.feedbackExact = exact;
            if (searches !== null)
                point.searches = searches;
            if (contentGaps !== null)
                point.contentGaps = contentGaps;
            if (unanswered !== null)
                point.unanswered = unanswered;
            return point;
        }),
        gaps: payload.g.map(([itemName, marks]) => ({ name: itemName, marks })),
        pages: payload.a.map(([itemName, marks]) => ({ name: itemName, marks })),
    };
}
/** The history with at most `items` gaps and pages each, those listed in this period kept first. */
function trimTrend(history, items) {
    const first = (list) => [...list.filter((item) => item.marks.at(-1)), ...list.filter((item) => !item.marks.at(-1))].slice(0, items);
    return { chain: history.chain, points: history.points, gaps: first(history.gaps), pages: first(history.pages) };
}

;// CONCATENATED MODULE: ./.build/work/src/report/published-body/report-body.js
// The layout of a report published on GitHub: its marker line first (what makes it findable again, by
// project for the sticky comment, by project and period for the report issue), the report, and last
// its own period's data, gzipped and base64-encoded in an HTML comment, so that the next run can compare
// against it without spending analytics requests. (The cache is no place for that data: it drops
// entries unused for 7 days, which a weekly schedule straddles.)
//
// Whatever is read back is someone's text: a body counts only in exactly this layout (a marker quoted
// or pasted further down is not one), and its data only when it validates as data.







/** Largest block written: it shares GitHub's 65,536 characters with the report itself. */
const MAX_DATA_BLOCK_CHARS = 16_000;
/** Decoded data larger than this is refused (a gzip bomb in someone's comment must not hurt the run). */
const MAX_DECODED_BYTES = 4_000_000;
/** The most rows a period can hold: the page cap of the visitor list, the API's one page of feedback rows. */
const MAX_VISITOR_ROWS = DEFAULT_MAX_VISITOR_PAGES * VISITORS_PAGE_SIZE;
const MAX_FEEDBACK_ROWS = FEEDBACK_PAGE_SIZE;
/** Categories and pages with unanswered assistant questions kept, most unanswered first... */
const MAX_UNANSWERED_ROWS = 100;
/** ...and as many as fit this many characters of names per list, so the block fits whatever the names. */
const MAX_UNANSWERED_NAME_CHARS = 4_000;
const MARKER_LINE = /^<!-- docs-export-report project=(\S+) period=(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2}) -->$/;
const DATA_LINE = /^<!-- docs-export-data:v1 ([A-Za-z0-9+/]+={0,2}) -->$/;
function reportMarker(projectId, period) {
    return `<!-- docs-export-report project=${encodeURIComponent(projectId)} period=${period.dateFrom}..${period.dateTo} -->`;
}
/** A published body: the marker line, the report, the data block last (when there is one). */
function publishedBody(marker, markdown, dataBlock) {
    return `${marker}\n${markdown.trimEnd()}\n${dataBlock ? `\n${dataBlock}\n` : ''}`;
}
/** The marker line of a body in the action's layout, if it has one. */
function markerOf(lines) {
    const match = MARKER_LINE.exec(lines[0] ?? '');
    if (!match)
        return undefined;
    try {
        return {
            projectId: decodeURIComponent(match[1] ?? ''),
            period: { dateFrom: match[2] ?? '', dateTo: match[3] ?? '' },
        };
    }
    catch {
        return undefined;
    }
}
const linesOf = (body) => (body ?? '').replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
/** The marker of a body in the action's layout (its first line), if it is `projectId`'s. */
function markerFor(body, projectId) {
    const marker = markerOf(linesOf(body));
    return marker?.projectId === projectId ? marker : undefined;
}
/**
 * A body in exactly the action's layout: the marker on the first line, and, on the last, a data block
 * of the same project and period that validates. Anything else (a marker further down, in a quote or
 * a code block; data that contradicts its marker) is not the action's.
 */
function readPublishedBody(body) {
    const lines = linesOf(body);
    const marker = markerOf(lines);
    if (!marker)
        return undefined;
    const block = lines.length > 1 ? DATA_LINE.exec(lines.at(-1) ?? '') : null;
    const data = block ? decodeData(block[1] ?? '') : undefined;
    const consistent = data &&
        data.projectId === marker.projectId &&
        data.data.period.dateFrom === marker.period.dateFrom &&
        data.data.period.dateTo === marker.period.dateTo;
    return consistent ? { marker, data } : { marker };
}
// The data as written: short keys and rows as tuples keep the block small. Read back, every field is
// checked: known keys only, real dates, whole counts within what a site can have.
const report_body_count = schemas/* number */.aig().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const report_body_day = schemas/* string */.YjP().regex(/^\d{4}-\d{2}-\d{2}$/);
const path = schemas/* string */.YjP().max(4096);
const payloadSchema = schemas/* strictObject */.rej({
    // v2 added the optional numbers below; a v1 block reads as one without them.
    v: schemas/* union */.KCZ([schemas/* literal */.euz(1), schemas/* literal */.euz(2)]),
    project: schemas/* string */.YjP().min(1).max(256),
    // `label` was written by earlier versions; it is never read: the label is rebuilt from the dates.
    period: schemas/* strictObject */.rej({
        name: schemas/* enum */.k5n(settings_types/* PERIODS */.nR),
        label: schemas/* string */.YjP().optional(),
        dateFrom: report_body_day,
        dateTo: report_body_day,
        days: report_body_count,
    }),
    filters: schemas/* strictObject */.rej({
        source: schemas/* enum */.k5n(settings_types/* FEEDBACK_SOURCES */.VF).optional(),
        status: schemas/* array */.YOg(schemas/* enum */.k5n(settings_types/* FEEDBACK_STATUSES */.np)).max(settings_types/* FEEDBACK_STATUSES */.np.length),
    }),
    totals: schemas/* tuple */.PVZ([report_body_count, report_body_count, report_body_count]),
    visitors: schemas/* array */.YOg(schemas/* tuple */.PVZ([path, report_body_count, report_body_count, report_body_count])).max(MAX_VISITOR_ROWS),
    visitorsComplete: schemas/* boolean */.zMY(),
    feedback: schemas/* array */.YOg(schemas/* tuple */.PVZ([path, report_body_count, report_body_count, report_body_count, report_body_count])).max(MAX_FEEDBACK_ROWS),
    feedbackCut: schemas/* boolean */.zMY(),
    feedbackFetched: schemas/* boolean */.zMY(),
    /** Feedback entries counted, and whether that is exact. */
    count: schemas/* tuple */.PVZ([report_body_count, schemas/* boolean */.zMY()]).optional(),
    /** `totalSearches`. */
    searches: report_body_count.optional(),
    /** Assistant questions: web, api, other, total. */
    assistant: schemas/* tuple */.PVZ([report_body_count, report_body_count, report_body_count, report_body_count]).optional(),
    /** Page views: human, ai, total. */
    views: schemas/* tuple */.PVZ([report_body_count, report_body_count, report_body_count]).optional(),
    /** Trend history (trend-periods above 0): figures by period, each gap's and page's marks (trend-block.ts). */
    trend: trendSchema.optional(),
    /**
     * Assistant conversations: asked, answered, unanswered, clarifying; whether every row was read (else why
     * not); unanswered questions by category and by page, most first, only those with any (`cut`: rows were
     * left out, so a name missing is unknown rather than 0).
     */
    unanswered: schemas/* strictObject */.rej({
        n: schemas/* tuple */.PVZ([report_body_count, report_body_count, report_body_count, report_body_count]),
        complete: schemas/* boolean */.zMY(),
        why: schemas/* enum */.k5n(COUNT_SHORTFALLS).optional(),
        cat: schemas/* array */.YOg(schemas/* tuple */.PVZ([path, report_body_count])).max(MAX_UNANSWERED_ROWS),
        page: schemas/* array */.YOg(schemas/* tuple */.PVZ([path, report_body_count])).max(MAX_UNANSWERED_ROWS),
        cut: schemas/* boolean */.zMY(),
    })
        .optional(),
});
const visitorRowSchema = schemas/* tuple */.PVZ([path, report_body_count, report_body_count, report_body_count]);
const unansweredRowSchema = schemas/* tuple */.PVZ([path, report_body_count]);
const unansweredTuple = (row) => [row.name, row.unanswered];
const feedbackRowSchema = schemas/* tuple */.PVZ([path, report_body_count, report_body_count, report_body_count, report_body_count]);
const visitorTuple = (v) => [v.path, v.human, v.ai, v.total];
const feedbackTuple = (f) => [f.path, f.thumbsUp, f.thumbsDown, f.code, f.total];
/** The values when each is a count the reader takes, else undefined. */
const report_body_counts = (...values) => values.every((value) => report_body_count.safeParse(value).success) ? values : undefined;
/**
 * The rows of a list its reader takes (each within `row`'s bounds, at most `max`), and whether any was
 * dropped. A row is dropped whole, never cut: a cut path is another page.
 */
function bounded(rows, max, row, tuple) {
    const kept = rows.filter((item) => row.safeParse(tuple(item)).success);
    return { rows: kept.slice(0, max), dropped: kept.length < rows.length || kept.length > max };
}
/**
 * The payload of one period, within the bounds its reader checks: a row that breaks one is dropped
 * and its list marked incomplete, so that a comparison treats its page as unknown; a further
 * section's numbers that break one are left out (the comparison then lacks them).
 */
function payloadOf(report, visitorRows, complete, withFeedback, trend = report.trend) {
    const { data } = report;
    const count = withFeedback && data.feedbackCount;
    const feedback = bounded(data.feedback, MAX_FEEDBACK_ROWS, feedbackRowSchema, feedbackTuple);
    const searches = data.searches?.state === 'ok' ? report_body_counts(data.searches.value.total) : undefined;
    const assistant = data.assistant?.state === 'ok'
        ? report_body_counts(data.assistant.value.web, data.assistant.value.api, data.assistant.value.other, data.assistant.value.total)
        : undefined;
    const views = data.views?.state === 'ok'
        ? report_body_counts(data.views.value.human, data.views.value.ai, data.views.value.total)
        : undefined;
    const entries = count ? report_body_counts(count.total) : undefined;
    const unanswered = data.conversations?.state === 'ok' ? unansweredOf(data.conversations.value) : undefined;
    return {
        v: 2,
        project: report.projectId,
        period: {
            name: data.period.name,
            dateFrom: data.period.dateFrom,
            dateTo: data.period.dateTo,
            days: data.period.days,
        },
        filters: {
            ...(report.filters.feedbackSource ? { source: report.filters.feedbackSource } : {}),
            status: [...report.filters.feedbackStatus].sort(),
        },
        totals: [data.totals.human, data.totals.ai, data.totals.total],
        visitors: visitorRows.map(visitorTuple),
        visitorsComplete: complete,
        feedback: withFeedback ? feedback.rows.map(feedbackTuple) : [],
        feedbackCut: withFeedback && (data.feedbackCut || feedback.dropped),
        feedbackFetched: withFeedback && data.feedbackFetched,
        ...(count && entries ? { count: [entries[0], count.exact] } : {}),
        ...(searches ? { searches: searches[0] } : {}),
        ...(assistant ? { assistant } : {}),
        ...(views ? { views } : {}),
        ...(trend ? { trend: trendPayload(trend) } : {}),
        ...(unanswered ? { unanswered } : {}),
    };
}
/** The conversations' counts within the reader's bounds; undefined when the totals are not counts. */
function unansweredOf(value) {
    const n = report_body_counts(value.asked, value.answered, value.unanswered, value.clarifying);
    if (!n)
        return undefined;
    const withAny = (rows) => rows.filter((row) => row.unanswered > 0);
    const cat = withinChars(bounded(withAny(value.byCategory), MAX_UNANSWERED_ROWS, unansweredRowSchema, unansweredTuple));
    const page = withinChars(bounded(withAny(value.byPath), MAX_UNANSWERED_ROWS, unansweredRowSchema, unansweredTuple));
    return {
        n,
        complete: value.complete,
        ...(value.shortfall ? { why: value.shortfall } : {}),
        cat: cat.rows.map(unansweredTuple),
        page: page.rows.map(unansweredTuple),
        cut: cat.dropped || page.dropped || value.namesCut === true,
    };
}
/** The first rows whose names together fit MAX_UNANSWERED_NAME_CHARS. */
function withinChars(list) {
    let chars = 0;
    const rows = list.rows.filter((row) => (chars += row.name.length) <= MAX_UNANSWERED_NAME_CHARS);
    return { rows, dropped: list.dropped || rows.length < list.rows.length };
}
/** The numbers of the further sections, as a comparison needs them (no terms, no comments, no questions). */
function moreOf(payload) {
    const more = {};
    if (payload.count)
        more.feedbackCount = { total: payload.count[0], exact: payload.count[1], entriesRead: 0, byPath: {} };
    if (payload.searches !== undefined)
        more.searches = { state: 'ok', value: { total: payload.searches, terms: [] } };
    if (payload.assistant) {
        const [web, api, other, total] = payload.assistant;
        more.assistant = { state: 'ok', value: { web, api, other, total } };
    }
    if (payload.views) {
        const [human, ai, total] = payload.views;
        more.views = { state: 'ok', value: { human, ai, total } };
    }
    if (payload.unanswered) {
        const { n, complete, why, cat, page, cut } = payload.unanswered;
        const [asked, answered, unanswered, clarifying] = n;
        const named = (rows) => rows.map(([name, count]) => ({ name, unanswered: count }));
        more.conversations = {
            state: 'ok',
            value: {
                asked,
                answered,
                unanswered,
                clarifying,
                complete,
                ...(why ? { shortfall: why } : {}),
                rowsRead: 0,
                byCategory: named(cat),
                byPath: named(page),
                namesCut: cut,
            },
        };
    }
    return more;
}
/**
 * The block of a payload, parsed by the reader's own schema first, so that what is written always reads
 * back; empty (no block: the next report fetches this period) when even its totals are not counts.
 */
function blockOf(payload) {
    const checked = payloadSchema.safeParse(payload);
    if (!checked.success)
        return '';
    return `<!-- docs-export-data:v1 ${external_node_zlib_.gzipSync(JSON.stringify(checked.data), { level: 9 }).toString('base64')} -->`;
}
/**
 * The hidden block for a report's own period, at most `maxChars` long. When every page does not fit,
 * the pages with most visitors are kept and the block says its visitor list is incomplete, so that a
 * later comparison treats the pages it lacks as unknown rather than as zero. Room goes to the trend
 * history first, then the feedback rows, then visitor rows; when even the trend does not fit without
 * them, its gap and page histories are cut (those listed now kept first).
 */
function encodeDataBlock(report, maxChars = MAX_DATA_BLOCK_CHARS) {
    const visitors = bounded(report.data.visitors, MAX_VISITOR_ROWS, visitorRowSchema, visitorTuple);
    const rows = visitors.rows;
    const all = blockOf(payloadOf(report, rows, report.data.visitorsComplete && !visitors.dropped, true));
    if (all.length <= maxChars)
        return all;
    const ranked = rows.sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const attempt = (n, withFeedback = true) => blockOf(payloadOf(report, ranked.slice(0, n), false, withFeedback));
    let low = 0; // rows known to fit (0 is checked below)
    let high = ranked.length; // rows known not to fit
    if (attempt(0).length > maxChars) {
        const withoutFeedback = attempt(0, false);
        if (withoutFeedback.length <= maxChars || !report.trend)
            return withoutFeedback;
        return trendWithin(report, maxChars);
    }
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (attempt(mid).length <= maxChars)
            low = mid;
        else
            high = mid;
    }
    return attempt(low);
}
/** The block with no visitor or feedback rows and as much of the trend history as fits (its figures at least, else none). */
function trendWithin(report, maxChars) {
    const trend = report.trend;
    const attempt = (items) => blockOf(payloadOf(report, [], false, false, trend && trimTrend(trend, items)));
    if (attempt(0).length > maxChars)
        return blockOf(payloadOf(report, [], false, false, undefined));
    let low = 0;
    let high = Math.max(trend?.gaps.length ?? 0, trend?.pages.length ?? 0) + 1;
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (attempt(mid).length <= maxChars)
            low = mid;
        else
            high = mid;
    }
    return attempt(low);
}
/** The report of a validated payload, its period rebuilt from the dates; undefined when the dates are no such period. */
function toReport(payload) {
    const period = periodFromDates(payload.period.name, payload.period.dateFrom, payload.period.dateTo);
    if (!period || period.days !== payload.period.days)
        return undefined;
    const visitors = payload.visitors.map(([path, human, ai, total]) => ({ path, human, ai, total }));
    const feedback = payload.feedback.map(([path, thumbsUp, thumbsDown, code, total]) => ({
        path,
        thumbsUp,
        thumbsDown,
        code,
        total,
    }));
    const [human, ai, total] = payload.totals;
    return {
        projectId: payload.project,
        filters: { feedbackSource: payload.filters.source, feedbackStatus: payload.filters.status },
        data: {
            period,
            totals: { human, ai, total },
            visitors,
            visitorsComplete: payload.visitorsComplete,
            feedback,
            feedbackCut: payload.feedbackCut,
            feedbackFetched: payload.feedbackFetched,
            ...moreOf(payload),
        },
        ...(payload.trend ? { trend: trendFromPayload(payload.trend) } : {}),
    };
}
/** The report in one data block's base64, or undefined when it is damaged, foreign or not valid data. */
function decodeData(base64) {
    try {
        const json = external_node_zlib_.gunzipSync(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_DECODED_BYTES })
            .toString('utf8');
        const parsed = payloadSchema.safeParse(JSON.parse(json));
        return parsed.success ? toReport(parsed.data) : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/published-body/read-back.js
// The action's own published reports on GitHub: the sticky comment and the report issues, found by
// the token's identity and the marker; and the comparison period read back from them for free.





/**
 * The report comment of `projectId` on the issue or pull request: the oldest comment of the token's
 * own identity that starts with the project's marker line. Comments are read oldest first until it is found, at most
 * COMMENT_PAGE_CAP pages (a PageCapReached past them); a comment of anyone else is never taken, whatever its text.
 */
function findStickyComment(place, issueNumber, projectId) {
    const key = stickyKey(issueNumber, projectId);
    const found = place.stickyComments?.get(key) ?? lookForStickyComment(place, issueNumber, projectId);
    place.stickyComments?.set(key, found);
    return found;
}
const stickyKey = (issueNumber, projectId) => `${issueNumber} ${projectId}`;
/** After the sticky comment was written: a later look in the same run finds it as it is now. */
function rememberStickyComment(place, issueNumber, projectId, comment) {
    place.stickyComments?.set(stickyKey(issueNumber, projectId), Promise.resolve(comment));
}
async function lookForStickyComment(place, issueNumber, projectId) {
    const { octokit, repository, identity } = place;
    for await (const comment of (0,comments/* listIssueComments */.cG)(octokit, repository, issueNumber)) {
        if ((0,github_identity/* isOwnAuthor */.sT)(identity, comment.author) && markerFor(comment.body, projectId))
            return comment;
    }
    return undefined;
}
/**
 * Report issues of the project, newest first: issues of the token's own identity whose body starts
 * with the project's marker line. Listed by label, or by creator when there are no labels.
 */
async function* reportIssues(place, projectId, labels, state) {
    const { octokit, repository, identity } = place;
    const creator = labels.length === 0 && identity.kind === 'user' ? identity.login : undefined;
    for await (const issue of (0,issues/* listIssues */.ts)(octokit, repository, { state, labels, creator })) {
        if (!(0,github_identity/* isOwnAuthor */.sT)(identity, issue.author))
            continue;
        const marker = markerFor(issue.body, projectId);
        if (!marker)
            continue;
        yield {
            number: issue.number,
            title: issue.title,
            body: issue.body,
            state: issue.state,
            url: issue.url,
            period: marker.period,
        };
    }
}
const sameSet = (a, b) => {
    const left = new Set(a);
    const right = new Set(b);
    return left.size === right.size && [...left].every((x) => right.has(x));
};
/** The same feedback filters (the order of statuses does not matter). */
const sameFilters = (a, b) => (a.feedbackSource || undefined) === (b.feedbackSource || undefined) && sameSet(a.feedbackStatus, b.feedbackStatus);
/** An earlier report serves as the comparison only for the same project, the very same days and the same feedback filters. */
function servesAsComparison(candidate, need) {
    return (candidate.projectId === need.projectId &&
        candidate.data.period.dateFrom === need.period.dateFrom &&
        candidate.data.period.dateTo === need.period.dateTo &&
        sameFilters(candidate.filters, need.filters));
}
/** How much of its period a candidate holds, for choosing among several that match. */
function completeness(candidate) {
    const { data } = candidate;
    return (data.visitorsComplete ? 4 : 0) + (data.feedbackFetched ? 2 : 0) + (data.feedbackCut ? 0 : 1);
}
const FULL = 7;
/**
 * Looks through the project's report issues (newest first, stopping at a complete match) and its
 * sticky comment for the data of exactly the needed period and filters. Costs GitHub requests only.
 */
async function readBackComparison(place, need, log) {
    let best;
    const consider = (body, url) => {
        const report = readPublishedBody(body)?.data;
        if (!report || !servesAsComparison(report, need))
            return;
        const score = completeness(report);
        if (!best || score > best.score)
            best = { report, url, score };
    };
    await readUpToCap(log, 'comparison', async () => {
        for await (const issue of reportIssues(place, need.projectId, place.issueLabels, 'all')) {
            if (issue.period.dateFrom !== need.period.dateFrom || issue.period.dateTo !== need.period.dateTo)
                continue;
            consider(issue.body, issue.url);
            if (best && best.score >= FULL)
                break;
        }
    });
    const commentIssue = place.commentIssue;
    if ((!best || best.score < FULL) && commentIssue !== undefined) {
        await readUpToCap(log, 'comparison', async () => {
            const comment = await findStickyComment(place, commentIssue, need.projectId);
            if (comment)
                consider(comment.body, comment.url);
        });
    }
    if (best)
        log.info(`Comparison ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) read back from ${best.url}: no analytics requests spent on it.`);
    else
        log.info(`No earlier report holds ${need.period.dateFrom} to ${need.period.dateTo} (exclusive) with the same filters: the comparison comes from the service.`);
    return best && { report: best.report, url: best.url };
}
/**
 * A read-back that reached a list's page cap keeps what it found before (the comparison's rest is the service's to
 * give; the trends start from what was found). `what` names the read-back in the log.
 */
async function readUpToCap(log, what, read) {
    try {
        await read();
    }
    catch (error) {
        if (!(error instanceof pages/* PageCapReached */.K))
            throw error;
        log.info(`The ${what} read-back ${error.message}, and looks no further there.`);
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/github.js
// Writes the report to GitHub idempotently: one sticky comment per project on an issue or pull
// request, one report issue per project and period; earlier report issues closed in its favour.





/** Creates the sticky comment, or updates it in place (not at all when its body is already this one). */
async function publishStickyComment(place, target, body, log) {
    const { octokit, repository } = place;
    const { issueNumber } = target;
    const existing = await notBeyondCap(() => findStickyComment(place, issueNumber, target.projectId), 'no new report comment was made, as it could be a second one. Publish to another issue or pull request with ' +
        '`comment-on`, or delete comments on this one.');
    if (existing && existing.body === body) {
        log.info(`The report comment on #${issueNumber} is already up to date: ${existing.url}`);
        return { url: existing.url, action: 'unchanged' };
    }
    if (existing) {
        const updated = await (0,comments/* updateIssueComment */.Qz)(octokit, repository, existing.id, body);
        rememberStickyComment(place, issueNumber, target.projectId, { ...existing, ...updated, body });
        log.info(`Updated the report comment on #${issueNumber}: ${updated.url}`);
        return { url: updated.url, action: 'updated' };
    }
    const created = await (0,comments/* createIssueComment */.D$)(octokit, repository, issueNumber, body);
    rememberStickyComment(place, issueNumber, target.projectId, created);
    log.info(`Commented the report on #${issueNumber}: ${created.url}`);
    return { url: created.url, action: 'created' };
}
const samePeriod = (a, b) => a.dateFrom === b.dateFrom && a.dateTo === b.dateTo;
/**
 * One open report issue per project and period: updated when it exists, else created. With
 * `closePrevious`, open report issues of earlier periods are closed (completed) with a link to it.
 */
async function publishReportIssue(place, report, log) {
    const { octokit, repository } = place;
    const open = await notBeyondCap(async () => {
        const found = [];
        for await (const issue of reportIssues(place, report.projectId, report.labels, 'open'))
            found.push(issue);
        return found;
    }, 'no new report issue was opened, as it could be a second one. Give `issue-labels` to list report issues only.');
    const existing = open
        .filter((issue) => samePeriod(issue.period, report.period))
        .sort((a, b) => a.number - b.number)[0];
    let published;
    if (existing && existing.title === report.title && existing.body === report.body) {
        log.info(`The report issue #${existing.number} is already up to date: ${existing.url}`);
        published = { url: existing.url, number: existing.number, action: 'unchanged' };
    }
    else if (existing) {
        const updated = await (0,issues/* updateIssue */.tt)(octokit, repository, existing.number, { title: report.title, body: report.body });
        log.info(`Updated the report issue #${updated.number}: ${updated.url}`);
        published = { url: updated.url, number: updated.number, action: 'updated' };
    }
    else {
        const created = await (0,issues/* createIssue */.Ko)(octokit, repository, {
            title: report.title,
            body: report.body,
            labels: report.labels,
        });
        log.info(`Opened the report issue #${created.number}: ${created.url}`);
        published = { url: created.url, number: created.number, action: 'created' };
    }
    const closed = [];
    if (report.closePrevious) {
        const earlier = open.filter((issue) => issue.number !== published.number && issue.period.dateFrom < report.period.dateFrom);
        for (const issue of earlier) {
            await (0,comments/* createIssueComment */.D$)(octokit, repository, issue.number, `Superseded by #${published.number}: ${published.url}`);
            await (0,issues/* closeIssue */.wS)(octokit, repository, issue.number);
            log.info(`Closed the earlier report issue #${issue.number}.`);
            closed.push(issue.number);
        }
    }
    return { ...published, closed };
}
/**
 * Looks for the report's own comment or issue; a list cut at its page cap may hold it further on, so instead of
 * creating one that could be a second, the publication fails and says why (`instead`).
 */
async function notBeyondCap(look, instead) {
    try {
        return await look();
    }
    catch (error) {
        if (!(error instanceof pages/* PageCapReached */.K))
            throw error;
        throw new github_errors/* GitHubError */.y_(`The action ${error.message}, and its own report was not among them: ${instead}`);
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/publish/publish.js


const numberIn = (value) => {
    const n = value?.number;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};
/** The issue or pull request a sticky comment goes to: `comment-on`, else the event's pull request or issue. */
function commentTarget(commentOn, event) {
    return commentOn ?? numberIn(event.pull_request) ?? numberIn(event.issue);
}
/** Publishes to every target; one failing target does not stop the others. */
async function publishReport(inputs) {
    const { targets, rendered, github, log } = inputs;
    const published = { failures: [] };
    const attempt = async (target, publish) => {
        try {
            await publish();
        }
        catch (error) {
            published.failures.push(`publish "${target}": ${(0,errors/* describeFailure */.Ic)(error)}`);
        }
    };
    const placeOf = async (place) => ({
        octokit: place.octokit,
        repository: place.repository,
        identity: await place.identity(),
        stickyComments: place.stickyComments,
    });
    // Not an attempt: a summary that cannot be written is the writer's warning, never a failed target.
    if (targets.includes('summary') && (await inputs.writeSummary(rendered.summary)))
        log.info('Wrote the report to the job summary.');
    if (targets.includes('comment') && github) {
        const issueNumber = inputs.commentIssue;
        if (issueNumber === undefined) {
            log.warning(`publish "comment": there is no pull request or issue to comment on (the "${inputs.eventName ?? 'unknown'}" event has none); set "comment-on" to a number to comment anyway.`);
        }
        else {
            await attempt('comment', async () => {
                const target = { issueNumber, projectId: inputs.projectId };
                published.commentUrl = (await publishStickyComment(await placeOf(github), target, rendered.githubBody, log)).url;
            });
        }
    }
    if (targets.includes('issue') && github) {
        await attempt('issue', async () => {
            const report = {
                projectId: inputs.projectId,
                labels: inputs.issueLabels,
                period: inputs.period,
                title: rendered.title,
                body: rendered.githubBody,
                closePrevious: inputs.closePrevious,
            };
            published.issueUrl = (await publishReportIssue(await placeOf(github), report, log)).url;
        });
    }
    return published;
}

// EXTERNAL MODULE: ./.build/work/src/github/repository.js
var github_repository = __webpack_require__(61919);
// EXTERNAL MODULE: ./.build/work/src/runtime/event.js
var runtime_event = __webpack_require__(33156);
;// CONCATENATED MODULE: ./.build/work/src/report/publish/visibility.js
// Whether readers' comments would be published where anyone can read them: the repository of a comment
// or issue, and for the step summary the workflow's own repository (its run pages are public with it).



/**
 * True when a repository the report goes to is public, or when that cannot be told (no event payload
 * naming it and no way to ask GitHub): then the report says comments are published, to be safe.
 */
async function commentsArePublic(context, publishTo) {
    const names = new Set();
    if (context.runner.repository)
        names.add(context.runner.repository.toLowerCase());
    if (publishTo)
        names.add(`${publishTo.owner}/${publishTo.repo}`.toLowerCase());
    for (const fullName of names) {
        const visibility = (0,runtime_event/* visibilityInEvent */.q)(context.runner.event, fullName) ?? (await askGitHub(context, fullName));
        if (visibility !== 'private' && visibility !== 'internal')
            return true;
    }
    return false;
}
async function askGitHub(context, fullName) {
    if (!context.settings.githubToken)
        return undefined;
    const [owner = '', repo = ''] = fullName.split('/');
    try {
        return (await (0,github_repository/* getRepository */.T)((await context.github()).octokit, { owner, repo })).visibility;
    }
    catch (error) {
        context.log.info(`Could not tell whether ${fullName} is public (${(0,errors/* describeFailure */.Ic)(error)}): comments are treated as published.`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/published-body/trend-read-back.js



/** The earlier report's history, or why there is none to continue. */
async function readBackHistory(place, need, log) {
    const window = trendWindow(need.period, need.periods);
    const inWindow = new Set(window.map((period) => period.dateFrom));
    const latestEarlier = window.at(-2)?.dateFrom;
    let best;
    const consider = (body, url) => {
        const report = readPublishedBody(body)?.data;
        if (!report || report.projectId !== need.projectId || !sameFilters(report.filters, need.filters))
            return;
        const period = report.data.period;
        if (period.name !== need.period.name || !inWindow.has(period.dateFrom))
            return;
        const later = !best || period.dateFrom > best.report.data.period.dateFrom;
        const sameButCarries = best?.report.data.period.dateFrom === period.dateFrom && !best.report.trend && report.trend;
        if (later || sameButCarries)
            best = { report, url };
    };
    // Nothing later than this period's own report or the one just before it can turn up.
    const settled = () => best?.report.trend !== undefined &&
        (best.report.data.period.dateFrom === need.period.dateFrom || best.report.data.period.dateFrom === latestEarlier);
    await readUpToCap(log, 'trend', async () => {
        for await (const issue of reportIssues(place, need.projectId, place.issueLabels, 'all')) {
            consider(issue.body, issue.url);
            if (settled())
                break;
        }
    });
    const commentIssue = place.commentIssue;
    if (!settled() && commentIssue !== undefined)
        await readUpToCap(log, 'trend', async () => {
            const comment = await findStickyComment(place, commentIssue, need.projectId);
            if (comment)
                consider(comment.body, comment.url);
        });
    if (!best) {
        log.info('No earlier report to continue the trends from: they start with this period.');
        return { kind: 'none' };
    }
    const { period } = best.report.data;
    if (!best.report.trend) {
        log.info(`The earlier report ${best.url} carries no trend history: the trends start again with this period.`);
        return { kind: 'no-trend', period, url: best.url };
    }
    log.info(`Trends continue from ${best.url} (${period.label}): no analytics requests spent on them.`);
    return { kind: 'found', history: best.report.trend, period, url: best.url };
}

;// CONCATENATED MODULE: ./.build/work/src/report/published-body/earlier-reports.js




/** The reads the report needs, each in its own log group. */
async function readEarlierReports(context, need) {
    const { log } = context;
    const { projectId, trendPeriods, issueLabels, publish } = context.settings.report;
    const { github } = need;
    // A report only in the step summary has no earlier one to read.
    const summaryOnly = trendPeriods > 0 ? { history: { kind: 'summary-only' } } : {};
    if (!github)
        return summaryOnly;
    const place = async () => ({
        ...(await identified(github)),
        stickyComments: github.stickyComments,
        issueLabels,
        commentIssue: need.commentIssue,
    });
    const { comparisonPeriod, filters } = need;
    const comparison = comparisonPeriod
        ? await log.group('Comparison from earlier reports', () => lookingAt('the comparison is fetched from the service', context, async () => readBackComparison(await place(), { projectId, period: comparisonPeriod, filters }, log)))
        : undefined;
    if (trendPeriods === 0 || !(publish.includes('issue') || publish.includes('comment')))
        return { comparison, ...summaryOnly };
    const history = await log.group('Trends from earlier reports', () => lookingAt('trends start again', context, async () => readBackHistory(await place(), { projectId, period: need.period, filters, periods: trendPeriods }, log)));
    return { comparison, history: history ?? { kind: 'none' } };
}
/** The look's result, or undefined with a warning saying what the failure costs. */
async function lookingAt(costs, context, look) {
    try {
        return await look();
    }
    catch (error) {
        context.log.warning(`Could not read earlier reports from GitHub (${(0,errors/* describeFailure */.Ic)(error)}): ${costs}.`);
        return undefined;
    }
}

// EXTERNAL MODULE: ./.build/work/src/github/limits.js
var limits = __webpack_require__(73379);
;// CONCATENATED MODULE: ./.build/work/src/report/model/types.js
/** The names of the tables a rendering may cut, longest first when they tie. */
const CUTTABLE_TABLES = [
    'allPages',
    'allFeedback',
    'feedback',
    'attention',
    'topPages',
    'topHumanPages',
    'topAiPages',
    'moversUp',
    'moversDown',
    'searchTerms',
    'contentGaps',
    'commentRows',
    'questionRows',
    'waitingTasks',
    'workTasks',
    'fixesHolding',
    'fixesFailing',
    'fixesWatched',
];

;// CONCATENATED MODULE: ./.build/work/src/report/render/charts.js
// The report's mermaid charts, readable on GitHub's light and dark pages: colours and a bounded height set through
// mermaid's init directive (its default palette is too pale on white), and no chart that says nothing. Only the
// action's own words, period labels and numbers reach a chart, never a term or a path.

/**
 * Colours of lines and bars, each at least 3:1 (WCAG's minimum for graphics) against GitHub's light page (#ffffff),
 * its dark page (#0d1117) and mermaid's dark chart background (#333333).
 */
const CHART_COLOURS = {
    blue: '#2f81f7',
    orange: '#e16f24',
    green: '#2da44e',
    purple: '#a371f7',
    pink: '#db61a2',
};
/** The order lines take them in: the first three apart in hue, as most charts have at most three lines. */
const LINE_ORDER = ['blue', 'orange', 'purple', 'green', 'pink'];
/** Heights in pixels (mermaid's default is 500): the trend beside its table, ten bars. */
const TREND_HEIGHT = 280;
const BAR_HEIGHT = 360;
/** Bars in a chart: more than this cannot be read. */
const CHART_BARS = 10;
/** A figure is drawn in the trend when it moved by at least this share of its first period's value. */
const TREND_MIN_MOVE = 0.05;
/** The figures a trend chart draws, by their key in a trend point. */
const TREND_FIGURES = {
    visitors: 'Visitors',
    feedback: 'Feedback entries',
    searches: 'Searches',
    contentGaps: 'Content gaps',
    unanswered: 'Unanswered questions',
};
const FIGURE_KEYS = Object.keys(TREND_FIGURES);
/** A period's label on the axis: the action writes `MM-DD` or `YYYY-MM`; anything else is not drawn. */
const TREND_LABEL = /^(?:\d{2}-\d{2}|\d{4}-\d{2})$/;
/** Periods a line needs to say anything: two points are a change, already in the table. */
const MIN_TREND_POINTS = 3;
const quoted = (text) => `"${text.replace(/["\\`#;]/g, '')}"`;
const AXIS_TITLES = { total: 'Visitors', human: 'Human visitors', ai: 'AI visitors' };
/** The first line of a chart: its height and the colours of its series, in order. */
function initDirective(height, colours) {
    const palette = colours.map((name) => CHART_COLOURS[name]).join(', ');
    return `%%{init: ${JSON.stringify({ xyChart: { height }, themeVariables: { xyChart: { plotColorPalette: palette } } })}}%%`;
}
/** `a`, `a and b`, `a, b and c`. */
function listWords(items) {
    return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}
/** Where the value axis ends: the largest bar rounded up to two significant digits (the axis starts at 0). */
function axisEnd(largest) {
    if (!Number.isFinite(largest) || largest <= 0)
        return 1;
    const step = 10 ** Math.max(0, Math.floor(Math.log10(largest)) - 1);
    return Math.ceil(largest / step) * step;
}
/**
 * The mermaid bar chart of a page table, or nothing when it has no rows: horizontal bars labelled by
 * rank, the `#` of the table beside it (paths are too long for an axis, and the table shows them
 * escaped), on a value axis from 0 so that bars compare by length.
 */
function barChart(rows, title, metric) {
    if (!Array.isArray(rows) || rows.length === 0)
        return '';
    const key = metric === 'human' || metric === 'ai' ? metric : 'total';
    const bars = rows.slice(0, CHART_BARS);
    const labels = bars.map((row, i) => quoted(String(Number.isInteger(row.rank) ? row.rank : i + 1)));
    const values = bars.map((row) => (Number.isFinite(row[key]) ? row[key] : 0));
    return [
        '```mermaid',
        initDirective(BAR_HEIGHT, ['blue']),
        'xychart-beta horizontal',
        `  title ${quoted(typeof title === 'string' ? title : 'Visitors')}`,
        `  x-axis ${quoted('Rank in the table')} [${labels.join(', ')}]`,
        `  y-axis ${quoted(AXIS_TITLES[key])} 0 --> ${axisEnd(Math.max(...values))}`,
        `  bar [${values.join(', ')}]`,
        '```',
    ].join('\n');
}
/** The reported periods of a trend with a label of the action's form, oldest first. */
function reportedPeriods(trends) {
    const points = trends?.points;
    if (!Array.isArray(points))
        return [];
    return points.flatMap((point) => point.reported === true && typeof point.label === 'string' && TREND_LABEL.test(point.label)
        ? [{ ...point, label: point.label }]
        : []);
}
const charts_valueOf = (period, key) => {
    const value = period[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
};
/** One figure in its own units over the periods that have it (a custom template's `trendChart trends "visitors"`). */
function figureChart(periods, key) {
    const drawn = periods.flatMap((period) => {
        const value = charts_valueOf(period, key);
        return value === undefined ? [] : [{ label: period.label, value }];
    });
    if (drawn.length < MIN_TREND_POINTS)
        return '';
    const name = TREND_FIGURES[key];
    return [
        '```mermaid',
        initDirective(TREND_HEIGHT, LINE_ORDER.slice(0, 1)),
        'xychart-beta',
        `  title ${quoted(name)}`,
        `  x-axis [${drawn.map((point) => quoted(point.label)).join(', ')}]`,
        `  y-axis ${quoted(name)} 0 --> ${axisEnd(Math.max(...drawn.map((point) => point.value)))}`,
        `  line [${drawn.map((point) => point.value).join(', ')}]`,
        '```',
    ].join('\n');
}
/**
 * One chart of the figures that moved by TREND_MIN_MOVE or more, each as a percent of its first period (so that
 * visitors and content gaps share an axis), with a legend in words under it: mermaid's xychart has none. A figure
 * is drawn over the periods that all have it; the table beside the chart has every figure.
 */
function changeChart(periods) {
    if (periods.length < MIN_TREND_POINTS)
        return '';
    const lines = [];
    const still = [];
    for (const key of FIGURE_KEYS) {
        const values = periods.map((period) => charts_valueOf(period, key));
        const first = values[0];
        if (!first || values.some((value) => value === undefined))
            continue;
        const counted = values;
        if (counted.some((value) => Math.abs(value / first - 1) >= TREND_MIN_MOVE))
            lines.push({ key, values: counted });
        else
            still.push(key);
    }
    const lowered = (keys) => keys.map((key) => TREND_FIGURES[key].toLowerCase());
    const stillWords = `${listWords(lowered(still))} moved by less than ${TREND_MIN_MOVE * 100}%`;
    if (lines.length === 0)
        return still.length > 0
            ? `No figure moved by ${TREND_MIN_MOVE * 100}% or more over these periods (the table has them all).`
            : '';
    const percents = lines.map(({ values }) => values.map((value) => Math.round((value / (values[0] ?? 1)) * 1000) / 10));
    const all = percents.flat();
    const low = Math.max(0, Math.floor(Math.min(...all) / 10) * 10);
    const high = Math.ceil(Math.max(...all) / 10) * 10;
    const base = periods[0]?.label ?? '';
    const bound = (period, key) => key === 'feedback' && period?.feedbackExact === false ? '≥ ' : '';
    const colours = LINE_ORDER.slice(0, lines.length);
    const legend = lines.map(({ key, values }, i) => {
        const first = `${bound(periods[0], key)}${(0,format/* groupThousands */.Zv)(values[0] ?? 0)}`;
        const last = `${bound(periods.at(-1), key)}${(0,format/* groupThousands */.Zv)(values.at(-1) ?? 0)}`;
        return `${colours[i] ?? ''}: ${TREND_FIGURES[key].toLowerCase()}, ${first} → ${last}`;
    });
    return [
        '```mermaid',
        initDirective(TREND_HEIGHT, colours),
        'xychart-beta',
        `  title ${quoted(`Figures that moved, as a percent of ${base}`)}`,
        `  x-axis [${periods.map((period) => quoted(period.label)).join(', ')}]`,
        `  y-axis ${quoted(`% of ${base}`)} ${low} --> ${high}`,
        ...percents.map((values) => `  line [${values.join(', ')}]`),
        '```',
        '',
        `Lines, each as a percent of its first period (${base}): ${legend.join('; ')}.${still.length > 0 ? ` Not drawn: ${stillWords}.` : ''}`,
    ].join('\n');
}
/**
 * The trend's chart: without a figure, one chart of the figures that moved (the built-in report's); with one
 * (visitors, feedback, searches, contentGaps, unanswered), that figure in its own units. Nothing with fewer than
 * three reported periods. A period without a report (or without the figure) is left off the axis, never drawn as
 * zero (mermaid's xychart has no missing point).
 */
function trendChart(trends, figure) {
    const periods = reportedPeriods(trends);
    if (typeof figure === 'string' && figure in TREND_FIGURES)
        return figureChart(periods, figure);
    return changeChart(periods);
}

;// CONCATENATED MODULE: ./.build/work/src/report/render/helpers.js
// The helpers every report template may use: how numbers read (fixed English formatting, independent
// of the runner's locale), page paths and text escaped, the charts (charts.ts), the note under a cut table.




const NOT_AVAILABLE = '—';
const MINUS = '−';
/** `1234567.891` -> `1,234,568` (or with `digits` decimals); `—` for anything not a finite number. */
function formatNumber(value, digits = 0) {
    if (typeof value !== 'number' || !Number.isFinite(value))
        return NOT_AVAILABLE;
    const fixed = Math.abs(value).toFixed(digits);
    const [whole = '0', fraction] = fixed.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const sign = value < 0 && Number(fixed) !== 0 ? MINUS : '';
    return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
/**
 * A fraction (0 to 1) as a percentage: `0.1234` -> `12.3%`. Named apart from util's formatPercent, which
 * takes a number that is already a percentage (0 to 100, a job's progress).
 */
function formatFraction(fraction, digits = 1) {
    if (typeof fraction !== 'number' || !Number.isFinite(fraction))
        return NOT_AVAILABLE;
    return `${formatNumber(fraction * 100, digits)}%`;
}
/** `▲ 1,234 (+12.3%)`, `▼ 56 (−4.0%)`, `no change`, `▲ 12 (new)`; `—` without a comparison. */
function formatDelta(change, digits = 1) {
    if (!change || change.previous === undefined || change.delta === undefined)
        return NOT_AVAILABLE;
    if (change.delta === 0)
        return 'no change';
    const arrow = change.delta > 0 ? '▲' : '▼';
    const amount = formatNumber(Math.abs(change.delta));
    if (change.relative === undefined)
        return `${arrow} ${amount} (new)`;
    const sign = change.relative > 0 ? '+' : MINUS;
    return `${arrow} ${amount} (${sign}${formatNumber(Math.abs(change.relative) * 100, digits)}%)`;
}
/** A share's change in percentage points: `▲ 1.2 pp`. */
function formatPoints(shareChange, digits = 1) {
    const points = shareChange?.deltaPoints;
    if (typeof points !== 'number' || !Number.isFinite(points))
        return NOT_AVAILABLE;
    const rounded = Number(Math.abs(points).toFixed(digits));
    if (rounded === 0)
        return 'no change';
    return `${points > 0 ? '▲' : '▼'} ${formatNumber(rounded, digits)} pp`;
}
/** A template value as text: strings, numbers and booleans as written, anything else (a missing field, an object) empty. */
function scalarText(value) {
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
/** Handlebars passes its options object last; helpers here take plain arguments. */
function plain(args) {
    const last = args.at(-1);
    return last && typeof last === 'object' && 'hash' in last && 'data' in last ? args.slice(0, -1) : args;
}
const digitsOf = (value, fallback) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6 ? value : fallback;
/**
 * A gap's or page's standing in words: `new`, `about the same (listed 3 periods)`, `getting better (listed 3 periods)`,
 * `getting worse (…)`, `gone`.
 */
function standing(item) {
    // A status alone (a work row's `standing`) reads as an item without its periods.
    const { status, periods } = (typeof item === 'string' ? { status: item } : (item ?? {}));
    const listed = typeof periods === 'number' && periods > 1 ? `listed ${formatNumber(periods)} periods` : '';
    switch (status) {
        case 'new':
            return 'new';
        case 'better':
            return `getting better${listed ? ` (${listed})` : ''}`;
        case 'worse':
            return `getting worse${listed ? ` (${listed})` : ''}`;
        case 'listed':
            return `about the same${listed ? ` (${listed})` : ''}`;
        case 'gone':
            return 'gone';
        default:
            return NOT_AVAILABLE;
    }
}
/** The note under a table cut to fit: where the rest is. */
function moreRows(table) {
    const omitted = table?.omitted;
    if (typeof omitted !== 'number' || omitted <= 0)
        return '';
    return `_${formatNumber(omitted)} more ${omitted === 1 ? 'row' : 'rows'} in report.md / the job's files._`;
}
/** The helpers every report template (and the issue title) may use. */
const REPORT_HELPERS = {
    number: (...args) => {
        const [value, digits] = plain(args);
        return formatNumber(value, digitsOf(digits, 0));
    },
    percent: (...args) => {
        const [value, digits] = plain(args);
        return formatFraction(value, digitsOf(digits, 1));
    },
    delta: (...args) => {
        const [value, digits] = plain(args);
        return formatDelta(value, digitsOf(digits, 1));
    },
    points: (...args) => {
        const [value, digits] = plain(args);
        return formatPoints(value, digitsOf(digits, 1));
    },
    // `{{path}}` alone, in a row, is the row's own path (escaped), as a template author would expect; a
    // long path is cut where it is shown (the model and the files keep it whole).
    path: function (...args) {
        const given = plain(args);
        const value = given.length > 0 ? given[0] : this?.path;
        const path = scalarText(value);
        return path.trim() === '' ? '(empty)' : (0,markdown/* escapeMarkdown */.F)(capText(path, SHOWN_PATH_MAX_CHARS), { code: true });
    },
    text: function (...args) {
        const given = plain(args);
        const value = given.length > 0 ? given[0] : this?.text;
        return (0,markdown/* escapeMarkdown */.F)(scalarText(value));
    },
    chart: (...args) => {
        const [rows, title, metric] = plain(args);
        return barChart(rows, title, metric);
    },
    trendChart: (...args) => {
        const [trends, figure] = plain(args);
        return trendChart(trends, figure);
    },
    standing: (...args) => standing(plain(args)[0]),
    moreRows: (...args) => moreRows(plain(args)[0]),
    join: (...args) => {
        const [list, separator] = plain(args);
        return Array.isArray(list) ? list.map(String).join(typeof separator === 'string' ? separator : ', ') : '';
    },
    share: (...args) => {
        const [value] = plain(args);
        return typeof value === 'number' && Number.isFinite(value) ? (0,format/* shareWords */.hs)(value) : NOT_AVAILABLE;
    },
    or: (...args) => plain(args).some(Boolean),
    eq: (...args) => {
        const [a, b] = plain(args);
        return a === b;
    },
    gt: (...args) => {
        const [a, b] = plain(args);
        return typeof a === 'number' && typeof b === 'number' && a > b;
    },
};

;// CONCATENATED MODULE: ./.build/work/src/report/render/publication.js
// Every form the report is published in, each within its limit: report.md whole, the GitHub body
// (with the marker and hidden data) and the step summary cut to fit, longest tables first.




/** Renders every form the report is published in. */
function renderReport(model, collected, inputs) {
    const full = inputs.render(model);
    const marker = reportMarker(model.projectId, model.period);
    const dataBlock = encodeDataBlock({
        projectId: model.projectId,
        filters: inputs.filters,
        data: collected.current,
        ...(inputs.trend ? { trend: inputs.trend } : {}),
    });
    const reserve = publishedBody(marker, '', dataBlock).length;
    const forGitHub = full.length + reserve <= limits/* GITHUB_BODY_LIMIT */.n
        ? { markdown: full, omittedRows: 0 }
        : renderWithin(model, inputs.render, limits/* GITHUB_BODY_LIMIT */.n, reserve);
    const summary = full.length <= SUMMARY_LIMIT ? full : renderWithin(model, inputs.render, SUMMARY_LIMIT).markdown;
    return {
        full,
        githubBody: publishedBody(marker, forGitHub.markdown, dataBlock),
        summary,
        title: inputs.renderTitle(model),
        omittedRows: forGitHub.omittedRows,
    };
}
/** GitHub's limit on a step summary is 1 MiB; this leaves room for what other steps write. */
const SUMMARY_LIMIT = 900_000;
/** The model with each cuttable table cut to at most `cap` rows, and a note when anything was cut. */
function capTables(model, cap, limit) {
    const capped = { ...model };
    let omitted = 0;
    for (const name of CUTTABLE_TABLES) {
        const table = model[name];
        if (table.rows.length <= cap)
            continue;
        omitted += table.rows.length - cap;
        capped[name] = {
            rows: table.rows.slice(0, cap),
            omitted: table.omitted + table.rows.length - cap,
        };
    }
    const trends = model.trends;
    if (trends) {
        const cut = (table) => table.rows.length <= cap
            ? table
            : { rows: table.rows.slice(0, cap), omitted: table.omitted + table.rows.length - cap };
        omitted += Math.max(0, trends.gaps.rows.length - cap) + Math.max(0, trends.pages.rows.length - cap);
        capped.trends = { ...trends, gaps: cut(trends.gaps), pages: cut(trends.pages) };
    }
    if (omitted === 0)
        return model;
    const note = `Tables with more than ${cap} rows are cut to fit ${formatNumber(limit)} characters: report.md and the job's files hold every row.`;
    return { ...capped, notes: [...model.notes, { kind: 'size-cut', text: note }] };
}
const tableRows = (model) => CUTTABLE_TABLES.reduce((n, name) => n + model[name].rows.length, 0) +
    (model.trends ? model.trends.gaps.rows.length + model.trends.pages.rows.length : 0);
/**
 * Renders within `limit` characters (`reserve` of them kept for what is appended): the longest tables
 * are cut first, to the largest common row cap that fits (found by bisection). When even tables with
 * no rows do not fit, the text is cut at a line end with a note.
 */
function renderWithin(model, render, limit, reserve = 0) {
    const room = limit - reserve;
    const full = render(model);
    if (full.length <= room)
        return { markdown: full, omittedRows: 0, truncated: false };
    const longest = Math.max(0, ...CUTTABLE_TABLES.map((name) => model[name].rows.length), model.trends?.gaps.rows.length ?? 0, model.trends?.pages.rows.length ?? 0);
    let low = -1; // the largest cap known to fit; -1: none yet
    let high = longest; // a cap known not to fit
    let best;
    while (high - low > 1) {
        const cap = Math.floor((low + high) / 2);
        const text = render(capTables(model, cap, limit));
        if (text.length <= room) {
            low = cap;
            best = text;
        }
        else {
            high = cap;
        }
    }
    if (best !== undefined)
        return {
            markdown: best,
            omittedRows: tableRows(model) - tableRows(capTables(model, low, limit)),
            truncated: false,
        };
    const note = `\n\n_The report is cut here to fit ${formatNumber(limit)} characters: report.md and the job's files hold all of it._\n`;
    const text = render(capTables(model, 0, limit));
    const cutAt = text.lastIndexOf('\n', Math.max(0, room - note.length));
    return { markdown: `${text.slice(0, Math.max(0, cutAt))}${note}`, omittedRows: tableRows(model), truncated: true };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/handlebars/lib/index.js
var lib = __webpack_require__(88508);
;// CONCATENATED MODULE: ./.build/work/src/report/render/builtin-template.compiled.js
// @ts-nocheck: Handlebars' generated code, whose parameters carry no types; the constant's type is declared.
// Generated from templates/report.md.hbs by `npm run docs` (Handlebars.precompile); do not edit here.
// CI fails when it is stale. TemplateSpecification is a global type of the handlebars typings.
const BUILTIN_TEMPLATE_SPEC = { "0": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "### The work\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "workTasks") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(1, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 27, "column": 0 }, "end": { "line": 38, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "workWaiting") : depth0)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(9, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 39, "column": 0 }, "end": { "line": 48, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "or") || (depth0 && lookupProperty(depth0, "or")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "workTasks") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), ((stack1 = (depth0 != null ? lookupProperty(depth0, "workWaiting") : depth0)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "or", "hash": {}, "data": data, "loc": { "start": { "line": 49, "column": 6 }, "end": { "line": 49, "column": 51 } } }), { "name": "if", "hash": {}, "fn": container.program(11, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 49, "column": 0 }, "end": { "line": 52, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesHolding") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(12, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 53, "column": 0 }, "end": { "line": 66, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesFailing") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(19, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 67, "column": 0 }, "end": { "line": 80, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "or") || (depth0 && lookupProperty(depth0, "or")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesHolding") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesFailing") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "or", "hash": {}, "data": data, "loc": { "start": { "line": 81, "column": 6 }, "end": { "line": 81, "column": 60 } } }), { "name": "if", "hash": {}, "fn": container.program(24, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 81, "column": 0 }, "end": { "line": 84, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesWatched") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(25, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 85, "column": 0 }, "end": { "line": 92, "column": 7 } } })) != null ? stack1 : "");
    }, "1": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Task | This run | Gap | Priority | Trend |\n|---|---|---|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "workTasks") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(2, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 30, "column": 0 }, "end": { "line": 32, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "workTasks") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(8, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 33, "column": 0 }, "end": { "line": 36, "column": 7 } } })) != null ? stack1 : "")
            + "\n";
    }, "2": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = "function", lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| [#"
            + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0, "number") : depth0), depth0)) != null ? stack1 : "")
            + "]("
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "url") || (depth0 != null ? lookupProperty(depth0, "url") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "url", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 21 }, "end": { "line": 31, "column": 28 } } }) : helper))) != null ? stack1 : "")
            + ") | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "did") || (depth0 != null ? lookupProperty(depth0, "did") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "did", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 32 }, "end": { "line": 31, "column": 39 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "what") || (depth0 != null ? lookupProperty(depth0, "what") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "what", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 42 }, "end": { "line": 31, "column": 50 } } }) : helper))) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "kind") : depth0), "page", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 57 }, "end": { "line": 31, "column": 73 } } }), { "name": "if", "hash": {}, "fn": container.program(3, data, 0), "inverse": container.program(4, data, 0), "data": data, "loc": { "start": { "line": 31, "column": 51 }, "end": { "line": 31, "column": 118 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "score") : depth0), { "name": "if", "hash": {}, "fn": container.program(5, data, 0), "inverse": container.program(6, data, 0), "data": data, "loc": { "start": { "line": 31, "column": 121 }, "end": { "line": 31, "column": 165 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "standing") : depth0), { "name": "if", "hash": {}, "fn": container.program(7, data, 0), "inverse": container.program(6, data, 0), "data": data, "loc": { "start": { "line": 31, "column": 168 }, "end": { "line": 31, "column": 221 } } })) != null ? stack1 : "")
            + " |\n";
    }, "3": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "term") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 75 }, "end": { "line": 31, "column": 88 } } })) != null ? stack1 : "");
    }, "4": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "“"
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "term") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 97 }, "end": { "line": 31, "column": 110 } } })) != null ? stack1 : "")
            + "”";
    }, "5": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "share") || (depth0 && lookupProperty(depth0, "share")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "score") : depth0), { "name": "share", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 134 }, "end": { "line": 31, "column": 149 } } })) != null ? stack1 : "");
    }, "6": function (container, depth0, helpers, partials, data) {
        return "—";
    }, "7": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "standing") || (depth0 && lookupProperty(depth0, "standing")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "standing") : depth0), { "name": "standing", "hash": {}, "data": data, "loc": { "start": { "line": 31, "column": 184 }, "end": { "line": 31, "column": 205 } } })) != null ? stack1 : "");
    }, "8": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "workTasks") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 35, "column": 0 }, "end": { "line": 35, "column": 22 } } })) != null ? stack1 : "")
            + "\n";
    }, "9": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "Waiting for a task (`max-new-tasks` reached this run), the highest priority first:\n\n| Gap | Priority | This period | Trend |\n|---|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "workWaiting") : depth0), { "name": "each", "hash": {}, "fn": container.program(10, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 44, "column": 0 }, "end": { "line": 46, "column": 9 } } })) != null ? stack1 : "")
            + "\n";
    }, "10": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "what") || (depth0 != null ? lookupProperty(depth0, "what") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "what", "hash": {}, "data": data, "loc": { "start": { "line": 45, "column": 2 }, "end": { "line": 45, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "kind") : depth0), "page", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 45, "column": 17 }, "end": { "line": 45, "column": 33 } } }), { "name": "if", "hash": {}, "fn": container.program(3, data, 0), "inverse": container.program(4, data, 0), "data": data, "loc": { "start": { "line": 45, "column": 11 }, "end": { "line": 45, "column": 78 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "share") || (depth0 && lookupProperty(depth0, "share")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "score") : depth0), { "name": "share", "hash": {}, "data": data, "loc": { "start": { "line": 45, "column": 81 }, "end": { "line": 45, "column": 96 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "count") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 45, "column": 99 }, "end": { "line": 45, "column": 115 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "standing") : depth0), { "name": "if", "hash": {}, "fn": container.program(7, data, 0), "inverse": container.program(6, data, 0), "data": data, "loc": { "start": { "line": 45, "column": 118 }, "end": { "line": 45, "column": 171 } } })) != null ? stack1 : "")
            + " |\n";
    }, "11": function (container, depth0, helpers, partials, data) {
        return "Priority: the share of the period's searches (a term) or questions to the assistant (a category or page) that ended on the gap without an answer; it ranks every gap, searches and questions alike.\n\n";
    }, "12": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "#### Fixed and holding\n\n| Task | Gap | Fixed by | Verdict | Figures |\n|---|---|---|---|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesHolding") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(13, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 58, "column": 0 }, "end": { "line": 60, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesHolding") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(18, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 61, "column": 0 }, "end": { "line": 64, "column": 7 } } })) != null ? stack1 : "")
            + "\n";
    }, "13": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = "function", lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| [#"
            + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0, "number") : depth0), depth0)) != null ? stack1 : "")
            + "]("
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "url") || (depth0 != null ? lookupProperty(depth0, "url") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "url", "hash": {}, "data": data, "loc": { "start": { "line": 59, "column": 21 }, "end": { "line": 59, "column": 28 } } }) : helper))) != null ? stack1 : "")
            + ") | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "what") || (depth0 != null ? lookupProperty(depth0, "what") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "what", "hash": {}, "data": data, "loc": { "start": { "line": 59, "column": 32 }, "end": { "line": 59, "column": 40 } } }) : helper))) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "kind") : depth0), "page", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 59, "column": 47 }, "end": { "line": 59, "column": 63 } } }), { "name": "if", "hash": {}, "fn": container.program(3, data, 0), "inverse": container.program(4, data, 0), "data": data, "loc": { "start": { "line": 59, "column": 41 }, "end": { "line": 59, "column": 108 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "pullRequest") : depth0), { "name": "if", "hash": {}, "fn": container.program(14, data, 0), "inverse": container.program(15, data, 0), "data": data, "loc": { "start": { "line": 59, "column": 111 }, "end": { "line": 59, "column": 307 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "words") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 59, "column": 310 }, "end": { "line": 59, "column": 324 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "figures") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 59, "column": 327 }, "end": { "line": 59, "column": 343 } } })) != null ? stack1 : "")
            + " |\n";
    }, "14": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = container.lambda, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "[#"
            + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0, "pullRequest") : depth0)) != null ? lookupProperty(stack1, "number") : stack1), depth0)) != null ? stack1 : "")
            + "]("
            + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0, "pullRequest") : depth0)) != null ? lookupProperty(stack1, "url") : stack1), depth0)) != null ? stack1 : "")
            + ")";
    }, "15": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || container.hooks.helperMissing).call(alias1, (depth0 != null ? lookupProperty(depth0, "closer") : depth0), "unread", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 59, "column": 186 }, "end": { "line": 59, "column": 206 } } }), { "name": "if", "hash": {}, "fn": container.program(16, data, 0), "inverse": container.program(17, data, 0), "data": data, "loc": { "start": { "line": 59, "column": 176 }, "end": { "line": 59, "column": 300 } } })) != null ? stack1 : "");
    }, "16": function (container, depth0, helpers, partials, data) {
        return "a pull request the token may not read (`pull-requests: read` names it)";
    }, "17": function (container, depth0, helpers, partials, data) {
        return "closed by hand";
    }, "18": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "fixesHolding") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 63, "column": 0 }, "end": { "line": 63, "column": 25 } } })) != null ? stack1 : "")
            + "\n";
    }, "19": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "#### Closed, but still a gap\n\n| Task | Gap | Closed on | Verdict | Figures |\n|---|---|---|---|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesFailing") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(20, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 72, "column": 0 }, "end": { "line": 74, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesFailing") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(23, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 75, "column": 0 }, "end": { "line": 78, "column": 7 } } })) != null ? stack1 : "")
            + "\n";
    }, "20": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = "function", lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| [#"
            + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0, "number") : depth0), depth0)) != null ? stack1 : "")
            + "]("
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "url") || (depth0 != null ? lookupProperty(depth0, "url") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "url", "hash": {}, "data": data, "loc": { "start": { "line": 73, "column": 21 }, "end": { "line": 73, "column": 28 } } }) : helper))) != null ? stack1 : "")
            + ") | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "what") || (depth0 != null ? lookupProperty(depth0, "what") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "what", "hash": {}, "data": data, "loc": { "start": { "line": 73, "column": 32 }, "end": { "line": 73, "column": 40 } } }) : helper))) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "kind") : depth0), "page", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 73, "column": 47 }, "end": { "line": 73, "column": 63 } } }), { "name": "if", "hash": {}, "fn": container.program(3, data, 0), "inverse": container.program(4, data, 0), "data": data, "loc": { "start": { "line": 73, "column": 41 }, "end": { "line": 73, "column": 108 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "closedOnWords") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 73, "column": 111 }, "end": { "line": 73, "column": 133 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "pullRequest") : depth0), { "name": "if", "hash": {}, "fn": container.program(21, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 73, "column": 133 }, "end": { "line": 73, "column": 209 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "words") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 73, "column": 212 }, "end": { "line": 73, "column": 226 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "commented") : depth0), { "name": "if", "hash": {}, "fn": container.program(22, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 73, "column": 226 }, "end": { "line": 73, "column": 282 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "figures") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 73, "column": 285 }, "end": { "line": 73, "column": 301 } } })) != null ? stack1 : "")
            + " |\n";
    }, "21": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = container.lambda, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " by [#"
            + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0, "pullRequest") : depth0)) != null ? lookupProperty(stack1, "number") : stack1), depth0)) != null ? stack1 : "")
            + "]("
            + ((stack1 = alias1(((stack1 = (depth0 != null ? lookupProperty(depth0, "pullRequest") : depth0)) != null ? lookupProperty(stack1, "url") : stack1), depth0)) != null ? stack1 : "")
            + ")";
    }, "22": function (container, depth0, helpers, partials, data) {
        return "; commented on the task this run";
    }, "23": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "fixesFailing") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 77, "column": 0 }, "end": { "line": 77, "column": 25 } } })) != null ? stack1 : "")
            + "\n";
    }, "24": function (container, depth0, helpers, partials, data) {
        return "Verdict: the gap's own rate (a term's searches that clicked a result, a category's or page's questions unanswered) in the periods before the close and after it, a change counted only beyond chance and beyond what the untouched gaps did in the same periods.\n\n";
    }, "25": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "Closed as done, without a verdict: "
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesWatched") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(26, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 86, "column": 35 }, "end": { "line": 86, "column": 138 } } })) != null ? stack1 : "")
            + ".\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesWatched") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(28, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 87, "column": 0 }, "end": { "line": 90, "column": 7 } } })) != null ? stack1 : "")
            + "\n";
    }, "26": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (data && lookupProperty(data, "index")), { "name": "if", "hash": {}, "fn": container.program(27, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 86, "column": 62 }, "end": { "line": 86, "column": 85 } } })) != null ? stack1 : "")
            + "[#"
            + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0, "number") : depth0), depth0)) != null ? stack1 : "")
            + "]("
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "url") || (depth0 != null ? lookupProperty(depth0, "url") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "url", "hash": {}, "data": data, "loc": { "start": { "line": 86, "column": 104 }, "end": { "line": 86, "column": 111 } } }) : helper))) != null ? stack1 : "")
            + ") ("
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "words") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 86, "column": 114 }, "end": { "line": 86, "column": 128 } } })) != null ? stack1 : "")
            + ")";
    }, "27": function (container, depth0, helpers, partials, data) {
        return "; ";
    }, "28": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "fixesWatched") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 89, "column": 0 }, "end": { "line": 89, "column": 25 } } })) != null ? stack1 : "")
            + "\n";
    }, "29": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " ("
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 96, "column": 65 }, "end": { "line": 96, "column": 87 } } })) != null ? stack1 : "")
            + ")";
    }, "30": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = container.lambda, alias2 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Feedback entries:** "
            + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "count") : stack1)) != null ? lookupProperty(stack1, "bound") : stack1), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 98, "column": 54 }, "end": { "line": 98, "column": 93 } } })) != null ? stack1 : "")
            + " ("
            + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "count") : stack1)) != null ? lookupProperty(stack1, "text") : stack1), depth0)) != null ? stack1 : "")
            + ")"
            + ((stack1 = lookupProperty(helpers, "if").call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "delta") : stack1), { "name": "if", "hash": {}, "fn": container.program(31, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 98, "column": 125 }, "end": { "line": 98, "column": 198 } } })) != null ? stack1 : "")
            + "\n";
    }, "31": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ", "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 98, "column": 161 }, "end": { "line": 98, "column": 191 } } })) != null ? stack1 : "");
    }, "32": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Searches:** "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 101, "column": 16 }, "end": { "line": 101, "column": 49 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "compared") : depth0), { "name": "if", "hash": {}, "fn": container.program(33, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 101, "column": 49 }, "end": { "line": 101, "column": 99 } } })) != null ? stack1 : "")
            + "; "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "contentGaps") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 101, "column": 101 }, "end": { "line": 101, "column": 132 } } })) != null ? stack1 : "")
            + " content "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "contentGaps") : stack1), 1, { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 101, "column": 147 }, "end": { "line": 101, "column": 174 } } }), { "name": "if", "hash": {}, "fn": container.program(34, data, 0), "inverse": container.program(35, data, 0), "data": data, "loc": { "start": { "line": 101, "column": 141 }, "end": { "line": 101, "column": 198 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "terms") : stack1), { "name": "if", "hash": {}, "fn": container.program(36, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 101, "column": 198 }, "end": { "line": 101, "column": 288 } } })) != null ? stack1 : "")
            + "\n";
    }, "33": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " ("
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 101, "column": 67 }, "end": { "line": 101, "column": 91 } } })) != null ? stack1 : "")
            + ")";
    }, "34": function (container, depth0, helpers, partials, data) {
        return "gap";
    }, "35": function (container, depth0, helpers, partials, data) {
        return "gaps";
    }, "36": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " ("
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "terms") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 101, "column": 222 }, "end": { "line": 101, "column": 247 } } })) != null ? stack1 : "")
            + " more set aside: see the searches)";
    }, "37": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **AI assistant questions:** "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 104, "column": 30 }, "end": { "line": 104, "column": 64 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "compared") : depth0), { "name": "if", "hash": {}, "fn": container.program(38, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 104, "column": 64 }, "end": { "line": 104, "column": 115 } } })) != null ? stack1 : "")
            + "\n";
    }, "38": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " ("
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 104, "column": 82 }, "end": { "line": 104, "column": 107 } } })) != null ? stack1 : "")
            + ")";
    }, "39": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = "function", lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Unanswered assistant questions:** "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 107, "column": 38 }, "end": { "line": 107, "column": 47 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 107, "column": 47 }, "end": { "line": 107, "column": 76 } } })) != null ? stack1 : "")
            + " of "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 107, "column": 80 }, "end": { "line": 107, "column": 89 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "asked") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 107, "column": 89 }, "end": { "line": 107, "column": 113 } } })) != null ? stack1 : "")
            + " ("
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "share") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 107, "column": 115 }, "end": { "line": 107, "column": 140 } } })) != null ? stack1 : "")
            + ")"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "compared")), { "name": "if", "hash": {}, "fn": container.program(40, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 107, "column": 141 }, "end": { "line": 107, "column": 192 } } })) != null ? stack1 : "")
            + "\n";
    }, "40": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ", "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 107, "column": 165 }, "end": { "line": 107, "column": 185 } } })) != null ? stack1 : "");
    }, "41": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Most unanswered category:** "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "name") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 110, "column": 32 }, "end": { "line": 110, "column": 45 } } })) != null ? stack1 : "")
            + " ("
            + ((stack1 = container.lambda(((stack1 = ((stack1 = ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "assistant"))) && lookupProperty(stack1, "unanswered"))) && lookupProperty(stack1, "bound")), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 110, "column": 83 }, "end": { "line": 110, "column": 112 } } })) != null ? stack1 : "")
            + " unanswered of "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "asked") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 110, "column": 127 }, "end": { "line": 110, "column": 143 } } })) != null ? stack1 : "")
            + ")"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "compared")), { "name": "if", "hash": {}, "fn": container.program(40, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 110, "column": 144 }, "end": { "line": 110, "column": 195 } } })) != null ? stack1 : "")
            + "\n";
    }, "42": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Page with most unanswered questions:** "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "name") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 113, "column": 43 }, "end": { "line": 113, "column": 56 } } })) != null ? stack1 : "")
            + " ("
            + ((stack1 = container.lambda(((stack1 = ((stack1 = ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "assistant"))) && lookupProperty(stack1, "unanswered"))) && lookupProperty(stack1, "bound")), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 113, "column": 94 }, "end": { "line": 113, "column": 123 } } })) != null ? stack1 : "")
            + " unanswered of "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "asked") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 113, "column": 138 }, "end": { "line": 113, "column": 154 } } })) != null ? stack1 : "")
            + ")"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "compared")), { "name": "if", "hash": {}, "fn": container.program(40, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 113, "column": 155 }, "end": { "line": 113, "column": 206 } } })) != null ? stack1 : "")
            + "\n";
    }, "43": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Searched for, not found:** "
            + ((stack1 = lookupProperty(helpers, "each").call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "highlights") : depth0)) != null ? lookupProperty(stack1, "gaps") : stack1), { "name": "each", "hash": {}, "fn": container.program(44, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 116, "column": 31 }, "end": { "line": 116, "column": 157 } } })) != null ? stack1 : "")
            + "\n";
    }, "44": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (data && lookupProperty(data, "index")), { "name": "if", "hash": {}, "fn": container.program(27, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 116, "column": 56 }, "end": { "line": 116, "column": 79 } } })) != null ? stack1 : "")
            + "“"
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "term") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 116, "column": 80 }, "end": { "line": 116, "column": 93 } } })) != null ? stack1 : "")
            + "” ("
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "hits") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 116, "column": 96 }, "end": { "line": 116, "column": 111 } } })) != null ? stack1 : "")
            + " searches, "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "ctr") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 116, "column": 122 }, "end": { "line": 116, "column": 139 } } })) != null ? stack1 : "")
            + " clicked)";
    }, "45": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- **Most complained about:** "
            + ((stack1 = lookupProperty(helpers, "each").call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "highlights") : depth0)) != null ? lookupProperty(stack1, "complaints") : stack1), { "name": "each", "hash": {}, "fn": container.program(46, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 119, "column": 29 }, "end": { "line": 119, "column": 178 } } })) != null ? stack1 : "")
            + "\n";
    }, "46": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (data && lookupProperty(data, "index")), { "name": "if", "hash": {}, "fn": container.program(27, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 119, "column": 60 }, "end": { "line": 119, "column": 83 } } })) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 119, "column": 83 }, "end": { "line": 119, "column": 96 } } })) != null ? stack1 : "")
            + " ("
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "total") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 119, "column": 98 }, "end": { "line": 119, "column": 114 } } })) != null ? stack1 : "")
            + " feedback"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "reasons") : depth0), { "name": "if", "hash": {}, "fn": container.program(47, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 119, "column": 123 }, "end": { "line": 119, "column": 168 } } })) != null ? stack1 : "")
            + ")";
    }, "47": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ": "
            + ((stack1 = (lookupProperty(helpers, "join") || (depth0 && lookupProperty(depth0, "join")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "reasons") : depth0), ", ", { "name": "join", "hash": {}, "data": data, "loc": { "start": { "line": 119, "column": 140 }, "end": { "line": 119, "column": 161 } } })) != null ? stack1 : "");
    }, "48": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| | This period | Previous period | Change |\n|---|---:|---:|---|\n| Visitors | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 125, "column": 13 }, "end": { "line": 125, "column": 44 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 125, "column": 47 }, "end": { "line": 125, "column": 79 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 125, "column": 82 }, "end": { "line": 125, "column": 104 } } })) != null ? stack1 : "")
            + " |\n| Human visitors | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "human") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 126, "column": 19 }, "end": { "line": 126, "column": 50 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "human") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 126, "column": 53 }, "end": { "line": 126, "column": 85 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "human") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 126, "column": 88 }, "end": { "line": 126, "column": 110 } } })) != null ? stack1 : "")
            + " |\n| AI visitors | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 127, "column": 16 }, "end": { "line": 127, "column": 44 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 127, "column": 47 }, "end": { "line": 127, "column": 76 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 127, "column": 79 }, "end": { "line": 127, "column": 98 } } })) != null ? stack1 : "")
            + " |\n| AI share of visitors | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "aiShare") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 128, "column": 25 }, "end": { "line": 128, "column": 59 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "aiShare") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 128, "column": 62 }, "end": { "line": 128, "column": 97 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "points") || (depth0 && lookupProperty(depth0, "points")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "aiShare") : stack1), { "name": "points", "hash": {}, "data": data, "loc": { "start": { "line": 128, "column": 100 }, "end": { "line": 128, "column": 125 } } })) != null ? stack1 : "")
            + " |\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "if", "hash": {}, "fn": container.program(49, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 129, "column": 0 }, "end": { "line": 133, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0), { "name": "if", "hash": {}, "fn": container.program(50, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 134, "column": 0 }, "end": { "line": 139, "column": 7 } } })) != null ? stack1 : "");
    }, "49": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Page views | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 130, "column": 15 }, "end": { "line": 130, "column": 45 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 130, "column": 48 }, "end": { "line": 130, "column": 79 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 130, "column": 82 }, "end": { "line": 130, "column": 103 } } })) != null ? stack1 : "")
            + " |\n| Human page views | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "human") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 131, "column": 21 }, "end": { "line": 131, "column": 51 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "human") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 131, "column": 54 }, "end": { "line": 131, "column": 85 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "human") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 131, "column": 88 }, "end": { "line": 131, "column": 109 } } })) != null ? stack1 : "")
            + " |\n| AI page views | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 132, "column": 18 }, "end": { "line": 132, "column": 45 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 132, "column": 48 }, "end": { "line": 132, "column": 76 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 132, "column": 79 }, "end": { "line": 132, "column": 97 } } })) != null ? stack1 : "")
            + " |\n";
    }, "50": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = container.lambda, alias2 = depth0 != null ? depth0 : (container.nullContext || {}), alias3 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Feedback entries ("
            + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "count") : stack1)) != null ? lookupProperty(stack1, "text") : stack1), depth0)) != null ? stack1 : "")
            + ") | "
            + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "count") : stack1)) != null ? lookupProperty(stack1, "bound") : stack1), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 135, "column": 83 }, "end": { "line": 135, "column": 122 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias2, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "countBefore") : stack1), { "name": "if", "hash": {}, "fn": container.program(51, data, 0), "inverse": container.program(6, data, 0), "data": data, "loc": { "start": { "line": 135, "column": 125 }, "end": { "line": 135, "column": 254 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias3).call(alias2, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 135, "column": 257 }, "end": { "line": 135, "column": 287 } } })) != null ? stack1 : "")
            + " |\n| Thumbs up | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsUp") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 136, "column": 14 }, "end": { "line": 136, "column": 56 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsUp") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 136, "column": 59 }, "end": { "line": 136, "column": 102 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias3).call(alias2, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsUp") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 136, "column": 105 }, "end": { "line": 136, "column": 138 } } })) != null ? stack1 : "")
            + " |\n| Thumbs down | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsDown") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 137, "column": 16 }, "end": { "line": 137, "column": 60 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsDown") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 137, "column": 63 }, "end": { "line": 137, "column": 108 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias3).call(alias2, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsDown") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 137, "column": 111 }, "end": { "line": 137, "column": 146 } } })) != null ? stack1 : "")
            + " |\n| Code snippet feedback | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "code") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 138, "column": 26 }, "end": { "line": 138, "column": 64 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "code") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 138, "column": 67 }, "end": { "line": 138, "column": 106 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias3).call(alias2, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "code") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 138, "column": 109 }, "end": { "line": 138, "column": 138 } } })) != null ? stack1 : "")
            + " |\n";
    }, "51": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = container.lambda(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "countBefore") : stack1)) != null ? lookupProperty(stack1, "bound") : stack1), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "countBefore") : stack1)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 135, "column": 195 }, "end": { "line": 135, "column": 238 } } })) != null ? stack1 : "");
    }, "52": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| | This period |\n|---|---:|\n| Visitors | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 143, "column": 13 }, "end": { "line": 143, "column": 44 } } })) != null ? stack1 : "")
            + " |\n| Human visitors | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "human") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 144, "column": 19 }, "end": { "line": 144, "column": 50 } } })) != null ? stack1 : "")
            + " |\n| AI visitors | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 145, "column": 16 }, "end": { "line": 145, "column": 44 } } })) != null ? stack1 : "")
            + " |\n| AI share of visitors | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "aiShare") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 146, "column": 25 }, "end": { "line": 146, "column": 59 } } })) != null ? stack1 : "")
            + " |\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "if", "hash": {}, "fn": container.program(53, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 147, "column": 0 }, "end": { "line": 151, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0), { "name": "if", "hash": {}, "fn": container.program(54, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 152, "column": 0 }, "end": { "line": 157, "column": 7 } } })) != null ? stack1 : "");
    }, "53": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Page views | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 148, "column": 15 }, "end": { "line": 148, "column": 45 } } })) != null ? stack1 : "")
            + " |\n| Human page views | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "human") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 149, "column": 21 }, "end": { "line": 149, "column": 51 } } })) != null ? stack1 : "")
            + " |\n| AI page views | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "views") : depth0)) != null ? lookupProperty(stack1, "ai") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 150, "column": 18 }, "end": { "line": 150, "column": 45 } } })) != null ? stack1 : "")
            + " |\n";
    }, "54": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = container.lambda, alias2 = depth0 != null ? depth0 : (container.nullContext || {}), alias3 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Feedback entries ("
            + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "count") : stack1)) != null ? lookupProperty(stack1, "text") : stack1), depth0)) != null ? stack1 : "")
            + ") | "
            + ((stack1 = alias1(((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "count") : stack1)) != null ? lookupProperty(stack1, "bound") : stack1), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 153, "column": 83 }, "end": { "line": 153, "column": 122 } } })) != null ? stack1 : "")
            + " |\n| Thumbs up | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsUp") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 154, "column": 14 }, "end": { "line": 154, "column": 56 } } })) != null ? stack1 : "")
            + " |\n| Thumbs down | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "thumbsDown") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 155, "column": 16 }, "end": { "line": 155, "column": 60 } } })) != null ? stack1 : "")
            + " |\n| Code snippet feedback | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias3).call(alias2, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "code") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 156, "column": 26 }, "end": { "line": 156, "column": 64 } } })) != null ? stack1 : "")
            + " |\n";
    }, "55": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "Feedback source: "
            + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0, "filters") : depth0)) != null ? lookupProperty(stack1, "feedbackSource") : stack1), depth0)) != null ? stack1 : "")
            + ".\n";
    }, "56": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "Feedback status: "
            + ((stack1 = (lookupProperty(helpers, "join") || (depth0 && lookupProperty(depth0, "join")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "filters") : depth0)) != null ? lookupProperty(stack1, "feedbackStatus") : stack1), ", ", { "name": "join", "hash": {}, "data": data, "loc": { "start": { "line": 167, "column": 17 }, "end": { "line": 167, "column": 53 } } })) != null ? stack1 : "")
            + ".\n";
    }, "57": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n### Trends\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "note") : stack1), { "name": "if", "hash": {}, "fn": container.program(58, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 172, "column": 0 }, "end": { "line": 175, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "gt") || (depth0 && lookupProperty(depth0, "gt")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "reported") : stack1), 1, { "name": "gt", "hash": {}, "data": data, "loc": { "start": { "line": 176, "column": 6 }, "end": { "line": 176, "column": 28 } } }), { "name": "if", "hash": {}, "fn": container.program(59, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 176, "column": 0 }, "end": { "line": 193, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "gaps") : stack1)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(65, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 194, "column": 0 }, "end": { "line": 205, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "pages") : stack1)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(68, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 206, "column": 0 }, "end": { "line": 217, "column": 7 } } })) != null ? stack1 : "");
    }, "58": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "note") : stack1), depth0)) != null ? stack1 : "")
            + "\n";
    }, "59": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "trendChart") || (depth0 && lookupProperty(depth0, "trendChart")) || container.hooks.helperMissing).call(alias1, (depth0 != null ? lookupProperty(depth0, "trends") : depth0), { "name": "trendChart", "hash": {}, "data": data, "loc": { "start": { "line": 178, "column": 0 }, "end": { "line": 178, "column": 21 } } })) != null ? stack1 : "")
            + "\n\n| Period from | Visitors | Feedback entries | Searches | Content gaps | Unanswered questions |\n|---|---:|---:|---:|---:|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "points") : stack1), { "name": "each", "hash": {}, "fn": container.program(60, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 182, "column": 0 }, "end": { "line": 188, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "missing") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(64, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 189, "column": 0 }, "end": { "line": 192, "column": 7 } } })) != null ? stack1 : "");
    }, "60": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "reported") : depth0), { "name": "if", "hash": {}, "fn": container.program(61, data, 0), "inverse": container.program(63, data, 0), "data": data, "loc": { "start": { "line": 183, "column": 0 }, "end": { "line": 187, "column": 7 } } })) != null ? stack1 : "");
    }, "61": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "dateFrom") || (depth0 != null ? lookupProperty(depth0, "dateFrom") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "dateFrom", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 2 }, "end": { "line": 184, "column": 14 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "visitors") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 17 }, "end": { "line": 184, "column": 36 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackExact") : depth0), false, { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 45 }, "end": { "line": 184, "column": 69 } } }), { "name": "if", "hash": {}, "fn": container.program(62, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 184, "column": 39 }, "end": { "line": 184, "column": 80 } } })) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "feedback") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 80 }, "end": { "line": 184, "column": 99 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "searches") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 102 }, "end": { "line": 184, "column": 121 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "contentGaps") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 124 }, "end": { "line": 184, "column": 146 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 184, "column": 149 }, "end": { "line": 184, "column": 170 } } })) != null ? stack1 : "")
            + " |\n";
    }, "62": function (container, depth0, helpers, partials, data) {
        return "≥ ";
    }, "63": function (container, depth0, helpers, partials, data) {
        var stack1, helper, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "dateFrom") || (depth0 != null ? lookupProperty(depth0, "dateFrom") : depth0)) != null ? helper : container.hooks.helperMissing), (typeof helper === "function" ? helper.call(depth0 != null ? depth0 : (container.nullContext || {}), { "name": "dateFrom", "hash": {}, "data": data, "loc": { "start": { "line": 186, "column": 2 }, "end": { "line": 186, "column": 14 } } }) : helper))) != null ? stack1 : "")
            + " | no report | | | | |\n";
    }, "64": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\nPeriods without a report ("
            + ((stack1 = (lookupProperty(helpers, "join") || (depth0 && lookupProperty(depth0, "join")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "missing") : stack1), ", ", { "name": "join", "hash": {}, "data": data, "loc": { "start": { "line": 191, "column": 26 }, "end": { "line": 191, "column": 54 } } })) != null ? stack1 : "")
            + ") are missing from the chart, not drawn as zero; the trend goes on across them.\n";
    }, "65": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n| Content gap | Standing | Searches | Before | Clicked | Before |\n|---|---|---:|---:|---:|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "gaps") : stack1)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(66, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 198, "column": 0 }, "end": { "line": 200, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "gaps") : stack1)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(67, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 201, "column": 0 }, "end": { "line": 204, "column": 7 } } })) != null ? stack1 : "");
    }, "66": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| “"
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "name") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 199, "column": 3 }, "end": { "line": 199, "column": 16 } } })) != null ? stack1 : "")
            + "” | "
            + ((stack1 = (lookupProperty(helpers, "standing") || (depth0 && lookupProperty(depth0, "standing")) || alias2).call(alias1, depth0, { "name": "standing", "hash": {}, "data": data, "loc": { "start": { "line": 199, "column": 20 }, "end": { "line": 199, "column": 37 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "current") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 199, "column": 40 }, "end": { "line": 199, "column": 58 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "previous") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 199, "column": 61 }, "end": { "line": 199, "column": 80 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "ctr") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 199, "column": 83 }, "end": { "line": 199, "column": 100 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "previousCtr") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 199, "column": 103 }, "end": { "line": 199, "column": 128 } } })) != null ? stack1 : "")
            + " |\n";
    }, "67": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "gaps") : stack1), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 203, "column": 0 }, "end": { "line": 203, "column": 24 } } })) != null ? stack1 : "")
            + "\n";
    }, "68": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n| Page needing attention | Standing | Complaints | Before | Counted |\n|---|---|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "pages") : stack1)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(69, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 210, "column": 0 }, "end": { "line": 212, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "pages") : stack1)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(70, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 213, "column": 0 }, "end": { "line": 216, "column": 7 } } })) != null ? stack1 : "");
    }, "69": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "name") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 211, "column": 2 }, "end": { "line": 211, "column": 15 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "standing") || (depth0 && lookupProperty(depth0, "standing")) || alias2).call(alias1, depth0, { "name": "standing", "hash": {}, "data": data, "loc": { "start": { "line": 211, "column": 18 }, "end": { "line": 211, "column": 35 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "current") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 211, "column": 38 }, "end": { "line": 211, "column": 56 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "previous") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 211, "column": 59 }, "end": { "line": 211, "column": 78 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "measure") || (depth0 != null ? lookupProperty(depth0, "measure") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "measure", "hash": {}, "data": data, "loc": { "start": { "line": 211, "column": 81 }, "end": { "line": 211, "column": 92 } } }) : helper))) != null ? stack1 : "")
            + " |\n";
    }, "70": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "trends") : depth0)) != null ? lookupProperty(stack1, "pages") : stack1), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 215, "column": 0 }, "end": { "line": 215, "column": 25 } } })) != null ? stack1 : "")
            + "\n";
    }, "71": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n### Top pages\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "topPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(72, data, 0), "inverse": container.program(75, data, 0), "data": data, "loc": { "start": { "line": 223, "column": 0 }, "end": { "line": 237, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "topAiPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(76, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 239, "column": 0 }, "end": { "line": 263, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "comparison") : depth0)) != null ? lookupProperty(stack1, "period") : stack1), { "name": "if", "hash": {}, "fn": container.program(81, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 265, "column": 0 }, "end": { "line": 297, "column": 7 } } })) != null ? stack1 : "");
    }, "72": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "chart") || (depth0 && lookupProperty(depth0, "chart")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), "Top pages by visitors", { "name": "chart", "hash": {}, "data": data, "loc": { "start": { "line": 224, "column": 0 }, "end": { "line": 224, "column": 47 } } })) != null ? stack1 : "")
            + "\n\n| # | Page | Visitors | Human | AI | Change |\n|---:|---|---:|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(73, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 228, "column": 0 }, "end": { "line": 230, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topPages") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(74, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 231, "column": 0 }, "end": { "line": 234, "column": 7 } } })) != null ? stack1 : "");
    }, "73": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 229, "column": 2 }, "end": { "line": 229, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 229, "column": 13 }, "end": { "line": 229, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "total") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 229, "column": 29 }, "end": { "line": 229, "column": 45 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "human") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 229, "column": 48 }, "end": { "line": 229, "column": 64 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "ai") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 229, "column": 67 }, "end": { "line": 229, "column": 80 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "change") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 229, "column": 83 }, "end": { "line": 229, "column": 99 } } })) != null ? stack1 : "")
            + " |\n";
    }, "74": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "topPages") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 233, "column": 0 }, "end": { "line": 233, "column": 21 } } })) != null ? stack1 : "")
            + "\n";
    }, "75": function (container, depth0, helpers, partials, data) {
        return "No page had visitors in this period.\n";
    }, "76": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "<details><summary>Top pages by audience: human and AI visitors</summary>\n\n| # | Page (human) | Human visitors |\n|---:|---|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topHumanPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(77, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 244, "column": 0 }, "end": { "line": 246, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topHumanPages") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(78, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 247, "column": 0 }, "end": { "line": 250, "column": 7 } } })) != null ? stack1 : "")
            + "\n| # | Page (AI) | AI visitors | AI share |\n|---:|---|---:|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topAiPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(79, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 254, "column": 0 }, "end": { "line": 256, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "topAiPages") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(80, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 257, "column": 0 }, "end": { "line": 260, "column": 7 } } })) != null ? stack1 : "")
            + "\n</details>\n";
    }, "77": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 245, "column": 2 }, "end": { "line": 245, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 245, "column": 13 }, "end": { "line": 245, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "human") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 245, "column": 29 }, "end": { "line": 245, "column": 45 } } })) != null ? stack1 : "")
            + " |\n";
    }, "78": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "topHumanPages") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 249, "column": 0 }, "end": { "line": 249, "column": 26 } } })) != null ? stack1 : "")
            + "\n";
    }, "79": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 255, "column": 2 }, "end": { "line": 255, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 255, "column": 13 }, "end": { "line": 255, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "ai") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 255, "column": 29 }, "end": { "line": 255, "column": 42 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "aiShare") : depth0), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 255, "column": 45 }, "end": { "line": 255, "column": 64 } } })) != null ? stack1 : "")
            + " |\n";
    }, "80": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "topAiPages") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 259, "column": 0 }, "end": { "line": 259, "column": 23 } } })) != null ? stack1 : "")
            + "\n";
    }, "81": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "### Biggest movers\n\nPages with at least "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "moverMinimumBase") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 268, "column": 20 }, "end": { "line": 268, "column": 58 } } })) != null ? stack1 : "")
            + " visitors in the comparison period, by relative change.\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "moversUp") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(82, data, 0), "inverse": container.program(85, data, 0), "data": data, "loc": { "start": { "line": 270, "column": 0 }, "end": { "line": 282, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "moversDown") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(86, data, 0), "inverse": container.program(88, data, 0), "data": data, "loc": { "start": { "line": 284, "column": 0 }, "end": { "line": 296, "column": 7 } } })) != null ? stack1 : "");
    }, "82": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Up | Visitors | Before | Change |\n|---:|---|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "moversUp") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(83, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 273, "column": 0 }, "end": { "line": 275, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "moversUp") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(84, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 276, "column": 0 }, "end": { "line": 279, "column": 7 } } })) != null ? stack1 : "");
    }, "83": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 274, "column": 2 }, "end": { "line": 274, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 274, "column": 13 }, "end": { "line": 274, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "change") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 274, "column": 29 }, "end": { "line": 274, "column": 54 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "change") : depth0)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 274, "column": 57 }, "end": { "line": 274, "column": 83 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "change") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 274, "column": 86 }, "end": { "line": 274, "column": 102 } } })) != null ? stack1 : "")
            + " |\n";
    }, "84": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "moversUp") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 278, "column": 0 }, "end": { "line": 278, "column": 21 } } })) != null ? stack1 : "")
            + "\n";
    }, "85": function (container, depth0, helpers, partials, data) {
        return "No page went up.\n";
    }, "86": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Down | Visitors | Before | Change |\n|---:|---|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "moversDown") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(83, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 287, "column": 0 }, "end": { "line": 289, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "moversDown") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(87, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 290, "column": 0 }, "end": { "line": 293, "column": 7 } } })) != null ? stack1 : "");
    }, "87": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "moversDown") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 292, "column": 0 }, "end": { "line": 292, "column": 23 } } })) != null ? stack1 : "")
            + "\n";
    }, "88": function (container, depth0, helpers, partials, data) {
        return "No page went down.\n";
    }, "89": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n### Feedback\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "feedbackFetched") : depth0), { "name": "if", "hash": {}, "fn": container.program(90, data, 0), "inverse": container.program(104, data, 0), "data": data, "loc": { "start": { "line": 303, "column": 0 }, "end": { "line": 341, "column": 7 } } })) != null ? stack1 : "");
    }, "90": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedback") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(91, data, 0), "inverse": container.program(97, data, 0), "data": data, "loc": { "start": { "line": 304, "column": 0 }, "end": { "line": 322, "column": 7 } } })) != null ? stack1 : "")
            + "\n#### Pages needing attention\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "attention") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(100, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 326, "column": 0 }, "end": { "line": 337, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "unless").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "attention") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "unless", "hash": {}, "fn": container.program(103, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 338, "column": 0 }, "end": { "line": 338, "column": 50 } } })) != null ? stack1 : "")
            + "A page needs attention with at least "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "attentionMinimumComplaints") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 338, "column": 87 }, "end": { "line": 338, "column": 135 } } })) != null ? stack1 : "")
            + " complaints (thumbs down and code snippet reports; "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "attentionMinimumEntries") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 338, "column": 186 }, "end": { "line": 338, "column": 231 } } })) != null ? stack1 : "")
            + " feedback entries where its thumbs were not counted) and "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "attentionDownRatio") : stack1), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 338, "column": 288 }, "end": { "line": 338, "column": 331 } } })) != null ? stack1 : "")
            + " or more thumbs down (of at least "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "minimumThumbs") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 338, "column": 365 }, "end": { "line": 338, "column": 400 } } })) != null ? stack1 : "")
            + " thumbs) or "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "attentionPer100Visitors") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 338, "column": 412 }, "end": { "line": 338, "column": 457 } } })) != null ? stack1 : "")
            + " or more feedback entries per 100 visitors (of at least "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "minimumVisitorsForRate") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 338, "column": 513 }, "end": { "line": 338, "column": 557 } } })) != null ? stack1 : "")
            + " visitors).\n";
    }, "91": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Page | Thumbs up | Thumbs down | Code snippet | Total |"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackCompared") : depth0), { "name": "if", "hash": {}, "fn": container.program(92, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 305, "column": 61 }, "end": { "line": 305, "column": 101 } } })) != null ? stack1 : "")
            + " Thumbs down ratio | Per 100 visitors |\n|---:|---|---:|---:|---:|---:|"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackCompared") : depth0), { "name": "if", "hash": {}, "fn": container.program(93, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 306, "column": 30 }, "end": { "line": 306, "column": 65 } } })) != null ? stack1 : "")
            + "---:|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedback") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(94, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 307, "column": 0 }, "end": { "line": 309, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedback") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(96, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 310, "column": 0 }, "end": { "line": 313, "column": 7 } } })) != null ? stack1 : "")
            + "\nThe thumbs down ratio is shown from "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "minimumThumbs") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 315, "column": 36 }, "end": { "line": 315, "column": 71 } } })) != null ? stack1 : "")
            + " thumbs on.\n";
    }, "92": function (container, depth0, helpers, partials, data) {
        return " Change |";
    }, "93": function (container, depth0, helpers, partials, data) {
        return "---|";
    }, "94": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 2 }, "end": { "line": 308, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 13 }, "end": { "line": 308, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "thumbsUp") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 29 }, "end": { "line": 308, "column": 48 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "thumbsDown") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 51 }, "end": { "line": 308, "column": 72 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "code") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 75 }, "end": { "line": 308, "column": 90 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "total") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 93 }, "end": { "line": 308, "column": 109 } } })) != null ? stack1 : "")
            + " |"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "feedbackCompared")), { "name": "if", "hash": {}, "fn": container.program(95, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 308, "column": 111 }, "end": { "line": 308, "column": 167 } } })) != null ? stack1 : "")
            + " "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "downRatio") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 168 }, "end": { "line": 308, "column": 191 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "per100Visitors") : depth0), 1, { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 194 }, "end": { "line": 308, "column": 221 } } })) != null ? stack1 : "")
            + " |\n";
    }, "95": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "change") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 308, "column": 142 }, "end": { "line": 308, "column": 158 } } })) != null ? stack1 : "")
            + " |";
    }, "96": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "feedback") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 312, "column": 0 }, "end": { "line": 312, "column": 21 } } })) != null ? stack1 : "")
            + "\n";
    }, "97": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0)) != null ? lookupProperty(stack1, "collectionMayBeOff") : stack1), { "name": "if", "hash": {}, "fn": container.program(98, data, 0), "inverse": container.program(99, data, 0), "data": data, "loc": { "start": { "line": 317, "column": 0 }, "end": { "line": 321, "column": 7 } } })) != null ? stack1 : "");
    }, "98": function (container, depth0, helpers, partials, data) {
        return "No feedback in this period: feedback collection may be off for this project (see the notes).\n";
    }, "99": function (container, depth0, helpers, partials, data) {
        return "No feedback in this period.\n";
    }, "100": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Page | Why | Feedback | Visitors |\n|---:|---|---|---:|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "attention") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(101, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 329, "column": 0 }, "end": { "line": 331, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "attention") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(102, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 332, "column": 0 }, "end": { "line": 335, "column": 7 } } })) != null ? stack1 : "")
            + "\n";
    }, "101": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 330, "column": 2 }, "end": { "line": 330, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 330, "column": 13 }, "end": { "line": 330, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "join") || (depth0 && lookupProperty(depth0, "join")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "reasons") : depth0), "; ", { "name": "join", "hash": {}, "data": data, "loc": { "start": { "line": 330, "column": 29 }, "end": { "line": 330, "column": 50 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "total") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 330, "column": 53 }, "end": { "line": 330, "column": 69 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "visitors") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 330, "column": 72 }, "end": { "line": 330, "column": 91 } } })) != null ? stack1 : "")
            + " |\n";
    }, "102": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "attention") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 334, "column": 0 }, "end": { "line": 334, "column": 22 } } })) != null ? stack1 : "")
            + "\n";
    }, "103": function (container, depth0, helpers, partials, data) {
        return "None. ";
    }, "104": function (container, depth0, helpers, partials, data) {
        return "Feedback was not fetched: see the notes.\n";
    }, "105": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "### What readers wrote\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "commentRows") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(106, data, 0), "inverse": container.program(113, data, 0), "data": data, "loc": { "start": { "line": 347, "column": 0 }, "end": { "line": 369, "column": 7 } } })) != null ? stack1 : "");
    }, "106": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "comments") : depth0)) != null ? lookupProperty(stack1, "warning") : stack1), { "name": "if", "hash": {}, "fn": container.program(107, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 348, "column": 0 }, "end": { "line": 351, "column": 7 } } })) != null ? stack1 : "")
            + "| # | Page | Date | Source | Status | Comment |\n|---:|---|---|---|---|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "commentRows") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(108, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 354, "column": 0 }, "end": { "line": 356, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "commentRows") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(111, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 357, "column": 0 }, "end": { "line": 360, "column": 7 } } })) != null ? stack1 : "")
            + "\nThe latest comments of the "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(alias1, (depth0 != null ? lookupProperty(depth0, "top") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 362, "column": 27 }, "end": { "line": 362, "column": 41 } } })) != null ? stack1 : "")
            + " pages with most comments, newest first"
            + ((stack1 = lookupProperty(helpers, "unless").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "comments") : depth0)) != null ? lookupProperty(stack1, "complete") : stack1), { "name": "unless", "hash": {}, "fn": container.program(112, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 362, "column": 80 }, "end": { "line": 362, "column": 192 } } })) != null ? stack1 : "")
            + ".\n";
    }, "107": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "_"
            + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0, "comments") : depth0)) != null ? lookupProperty(stack1, "warning") : stack1), depth0)) != null ? stack1 : "")
            + "_\n\n";
    }, "108": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 2 }, "end": { "line": 355, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 13 }, "end": { "line": 355, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "date") : depth0), { "name": "if", "hash": {}, "fn": container.program(109, data, 0), "inverse": container.program(6, data, 0), "data": data, "loc": { "start": { "line": 355, "column": 29 }, "end": { "line": 355, "column": 65 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "source") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 68 }, "end": { "line": 355, "column": 83 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "code") : depth0), { "name": "if", "hash": {}, "fn": container.program(110, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 355, "column": 83 }, "end": { "line": 355, "column": 118 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "status") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 121 }, "end": { "line": 355, "column": 136 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "text") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 139 }, "end": { "line": 355, "column": 152 } } })) != null ? stack1 : "")
            + " |\n";
    }, "109": function (container, depth0, helpers, partials, data) {
        var stack1, helper, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = ((helper = (helper = lookupProperty(helpers, "date") || (depth0 != null ? lookupProperty(depth0, "date") : depth0)) != null ? helper : container.hooks.helperMissing), (typeof helper === "function" ? helper.call(depth0 != null ? depth0 : (container.nullContext || {}), { "name": "date", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 41 }, "end": { "line": 355, "column": 49 } } }) : helper))) != null ? stack1 : "");
    }, "110": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " ("
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "code") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 355, "column": 97 }, "end": { "line": 355, "column": 110 } } })) != null ? stack1 : "")
            + ")";
    }, "111": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "commentRows") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 359, "column": 0 }, "end": { "line": 359, "column": 24 } } })) != null ? stack1 : "")
            + "\n";
    }, "112": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ", among the "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "comments") : depth0)) != null ? lookupProperty(stack1, "entriesRead") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 362, "column": 121 }, "end": { "line": 362, "column": 152 } } })) != null ? stack1 : "")
            + " entries read (see the notes)";
    }, "113": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "comments") : depth0)) != null ? lookupProperty(stack1, "state") : stack1), "ok", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 364, "column": 6 }, "end": { "line": 364, "column": 30 } } }), { "name": "if", "hash": {}, "fn": container.program(114, data, 0), "inverse": container.program(115, data, 0), "data": data, "loc": { "start": { "line": 364, "column": 0 }, "end": { "line": 368, "column": 7 } } })) != null ? stack1 : "");
    }, "114": function (container, depth0, helpers, partials, data) {
        return "No reader left a comment in this period.\n";
    }, "115": function (container, depth0, helpers, partials, data) {
        return "No comments: see the notes.\n";
    }, "116": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "### Searches\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "if", "hash": {}, "fn": container.program(117, data, 0), "inverse": container.program(134, data, 0), "data": data, "loc": { "start": { "line": 375, "column": 0 }, "end": { "line": 421, "column": 7 } } })) != null ? stack1 : "");
    }, "117": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 376, "column": 0 }, "end": { "line": 376, "column": 33 } } })) != null ? stack1 : "")
            + " searches"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "compared") : depth0), { "name": "if", "hash": {}, "fn": container.program(33, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 376, "column": 42 }, "end": { "line": 376, "column": 92 } } })) != null ? stack1 : "")
            + ".\n\n#### Content gaps\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "contentGaps") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(118, data, 0), "inverse": container.program(123, data, 0), "data": data, "loc": { "start": { "line": 380, "column": 0 }, "end": { "line": 394, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "terms") : stack1), { "name": "if", "hash": {}, "fn": container.program(124, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 395, "column": 0 }, "end": { "line": 398, "column": 7 } } })) != null ? stack1 : "")
            + "\n#### Top search terms\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "searchTerms") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(131, data, 0), "inverse": container.program(133, data, 0), "data": data, "loc": { "start": { "line": 402, "column": 0 }, "end": { "line": 414, "column": 7 } } })) != null ? stack1 : "");
    }, "118": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "Terms searched at least "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "contentGapMinimumHits") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 381, "column": 24 }, "end": { "line": 381, "column": 67 } } })) != null ? stack1 : "")
            + " times whose results were clicked less than "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "contentGapMaximumCtr") : stack1), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 381, "column": 111 }, "end": { "line": 381, "column": 156 } } })) != null ? stack1 : "")
            + " of the time, or that led to no page: questions the documentation does not answer.\n\n| # | Term | Searches | Clicked | Most clicked page |\n|---:|---|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "contentGaps") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(119, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 385, "column": 0 }, "end": { "line": 387, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "contentGaps") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(122, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 388, "column": 0 }, "end": { "line": 391, "column": 7 } } })) != null ? stack1 : "");
    }, "119": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 386, "column": 2 }, "end": { "line": 386, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "term") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 386, "column": 13 }, "end": { "line": 386, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "hits") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 386, "column": 29 }, "end": { "line": 386, "column": 44 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "ctr") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 386, "column": 47 }, "end": { "line": 386, "column": 64 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "topClickedPage") : depth0), { "name": "if", "hash": {}, "fn": container.program(120, data, 0), "inverse": container.program(121, data, 0), "data": data, "loc": { "start": { "line": 386, "column": 67 }, "end": { "line": 386, "column": 131 } } })) != null ? stack1 : "")
            + " |\n";
    }, "120": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "topClickedPage") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 386, "column": 89 }, "end": { "line": 386, "column": 112 } } })) != null ? stack1 : "");
    }, "121": function (container, depth0, helpers, partials, data) {
        return "none";
    }, "122": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "contentGaps") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 390, "column": 0 }, "end": { "line": 390, "column": 24 } } })) != null ? stack1 : "")
            + "\n";
    }, "123": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "None: no term searched at least "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "thresholds") : depth0)) != null ? lookupProperty(stack1, "contentGapMinimumHits") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 393, "column": 32 }, "end": { "line": 393, "column": 75 } } })) != null ? stack1 : "")
            + " times went unanswered.\n";
    }, "124": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\nSet aside, not counted as gaps: "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "junk") : stack1), { "name": "if", "hash": {}, "fn": container.program(125, data, 0), "inverse": container.program(129, data, 0), "data": data, "loc": { "start": { "line": 397, "column": 32 }, "end": { "line": 397, "column": 351 } } })) != null ? stack1 : "")
            + " ("
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "examples") : stack1), { "name": "each", "hash": {}, "fn": container.program(130, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 397, "column": 353 }, "end": { "line": 397, "column": 439 } } })) != null ? stack1 : "")
            + ").\n";
    }, "125": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "junk") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 53 }, "end": { "line": 397, "column": 77 } } })) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "junk") : stack1), 1, { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 84 }, "end": { "line": 397, "column": 104 } } }), { "name": "if", "hash": {}, "fn": container.program(126, data, 0), "inverse": container.program(127, data, 0), "data": data, "loc": { "start": { "line": 397, "column": 78 }, "end": { "line": 397, "column": 130 } } })) != null ? stack1 : "")
            + " no reader types"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "ignored") : stack1), { "name": "if", "hash": {}, "fn": container.program(128, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 397, "column": 146 }, "end": { "line": 397, "column": 231 } } })) != null ? stack1 : "");
    }, "126": function (container, depth0, helpers, partials, data) {
        return "term";
    }, "127": function (container, depth0, helpers, partials, data) {
        return "terms";
    }, "128": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return " and "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "ignored") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 175 }, "end": { "line": 397, "column": 202 } } })) != null ? stack1 : "")
            + " matched `task-ignore`";
    }, "129": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "ignored") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 239 }, "end": { "line": 397, "column": 266 } } })) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "setAside") : depth0)) != null ? lookupProperty(stack1, "ignored") : stack1), 1, { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 273 }, "end": { "line": 397, "column": 296 } } }), { "name": "if", "hash": {}, "fn": container.program(126, data, 0), "inverse": container.program(127, data, 0), "data": data, "loc": { "start": { "line": 397, "column": 267 }, "end": { "line": 397, "column": 322 } } })) != null ? stack1 : "")
            + " matched `task-ignore`";
    }, "130": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (data && lookupProperty(data, "index")), { "name": "if", "hash": {}, "fn": container.program(27, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 397, "column": 380 }, "end": { "line": 397, "column": 403 } } })) != null ? stack1 : "")
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "reason") || (depth0 != null ? lookupProperty(depth0, "reason") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "reason", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 403 }, "end": { "line": 397, "column": 413 } } }) : helper))) != null ? stack1 : "")
            + ": “"
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "term") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 397, "column": 416 }, "end": { "line": 397, "column": 429 } } })) != null ? stack1 : "")
            + "”";
    }, "131": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Term | Searches | Clicked | Most clicked page |\n|---:|---|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "searchTerms") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(119, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 405, "column": 0 }, "end": { "line": 407, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "searchTerms") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(132, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 408, "column": 0 }, "end": { "line": 411, "column": 7 } } })) != null ? stack1 : "");
    }, "132": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "searchTerms") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 410, "column": 0 }, "end": { "line": 410, "column": 24 } } })) != null ? stack1 : "")
            + "\n";
    }, "133": function (container, depth0, helpers, partials, data) {
        return "No searches in this period.\n";
    }, "134": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "state") : stack1), "unavailable", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 416, "column": 6 }, "end": { "line": 416, "column": 39 } } }), { "name": "if", "hash": {}, "fn": container.program(135, data, 0), "inverse": container.program(136, data, 0), "data": data, "loc": { "start": { "line": 416, "column": 0 }, "end": { "line": 420, "column": 7 } } })) != null ? stack1 : "");
    }, "135": function (container, depth0, helpers, partials, data) {
        return "Search is not available for this project.\n";
    }, "136": function (container, depth0, helpers, partials, data) {
        return "Searches were not fetched: see the notes.\n";
    }, "137": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "### AI assistant\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "if", "hash": {}, "fn": container.program(138, data, 0, blockParams, depths), "inverse": container.program(141, data, 0, blockParams, depths), "data": data, "loc": { "start": { "line": 427, "column": 0 }, "end": { "line": 449, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "with").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "unanswered") : stack1), { "name": "with", "hash": {}, "fn": container.program(144, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 450, "column": 0 }, "end": { "line": 491, "column": 9 } } })) != null ? stack1 : "");
    }, "138": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "compared") : depth0), { "name": "if", "hash": {}, "fn": container.program(139, data, 0), "inverse": container.program(140, data, 0), "data": data, "loc": { "start": { "line": 428, "column": 0 }, "end": { "line": 442, "column": 7 } } })) != null ? stack1 : "");
    }, "139": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Questions from | This period | Previous period | Change |\n|---|---:|---:|---|\n| The documentation site | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "web") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 431, "column": 27 }, "end": { "line": 431, "column": 59 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "web") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 431, "column": 62 }, "end": { "line": 431, "column": 95 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "web") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 431, "column": 98 }, "end": { "line": 431, "column": 121 } } })) != null ? stack1 : "")
            + " |\n| The API | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "api") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 432, "column": 12 }, "end": { "line": 432, "column": 44 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "api") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 432, "column": 47 }, "end": { "line": 432, "column": 80 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "api") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 432, "column": 83 }, "end": { "line": 432, "column": 106 } } })) != null ? stack1 : "")
            + " |\n| Other integrations | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "other") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 433, "column": 23 }, "end": { "line": 433, "column": 57 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "other") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 433, "column": 60 }, "end": { "line": 433, "column": 95 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "other") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 433, "column": 98 }, "end": { "line": 433, "column": 123 } } })) != null ? stack1 : "")
            + " |\n| All | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 434, "column": 8 }, "end": { "line": 434, "column": 42 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 434, "column": 45 }, "end": { "line": 434, "column": 80 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 434, "column": 83 }, "end": { "line": 434, "column": 108 } } })) != null ? stack1 : "")
            + " |\n";
    }, "140": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Questions from | This period |\n|---|---:|\n| The documentation site | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "web") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 438, "column": 27 }, "end": { "line": 438, "column": 59 } } })) != null ? stack1 : "")
            + " |\n| The API | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "api") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 439, "column": 12 }, "end": { "line": 439, "column": 44 } } })) != null ? stack1 : "")
            + " |\n| Other integrations | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "other") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 440, "column": 23 }, "end": { "line": 440, "column": 57 } } })) != null ? stack1 : "")
            + " |\n| All | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 441, "column": 8 }, "end": { "line": 441, "column": 42 } } })) != null ? stack1 : "")
            + " |\n";
    }, "141": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "state") : stack1), "unavailable", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 444, "column": 6 }, "end": { "line": 444, "column": 40 } } }), { "name": "if", "hash": {}, "fn": container.program(142, data, 0), "inverse": container.program(143, data, 0), "data": data, "loc": { "start": { "line": 444, "column": 0 }, "end": { "line": 448, "column": 7 } } })) != null ? stack1 : "");
    }, "142": function (container, depth0, helpers, partials, data) {
        return "The AI assistant is not available for this project.\n";
    }, "143": function (container, depth0, helpers, partials, data) {
        return "Assistant questions were not fetched: see the notes.\n";
    }, "144": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n#### Unanswered questions\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "compared")), { "name": "if", "hash": {}, "fn": container.program(145, data, 0, blockParams, depths), "inverse": container.program(147, data, 0, blockParams, depths), "data": data, "loc": { "start": { "line": 454, "column": 0 }, "end": { "line": 470, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "byCategory") : depth0)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(148, data, 0, blockParams, depths), "inverse": container.program(153, data, 0, blockParams, depths), "data": data, "loc": { "start": { "line": 472, "column": 0 }, "end": { "line": 490, "column": 7 } } })) != null ? stack1 : "");
    }, "145": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = "function", lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Questions"
            + ((stack1 = lookupProperty(helpers, "unless").call(alias1, (depth0 != null ? lookupProperty(depth0, "complete") : depth0), { "name": "unless", "hash": {}, "fn": container.program(146, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 455, "column": 11 }, "end": { "line": 455, "column": 72 } } })) != null ? stack1 : "")
            + " | This period | Previous period | Change |\n|---|---:|---:|---|\n| Asked | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 457, "column": 10 }, "end": { "line": 457, "column": 19 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "asked") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 457, "column": 19 }, "end": { "line": 457, "column": 43 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "asked") : depth0)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 457, "column": 46 }, "end": { "line": 457, "column": 71 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "asked") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 457, "column": 74 }, "end": { "line": 457, "column": 89 } } })) != null ? stack1 : "")
            + " |\n| Answered | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 458, "column": 13 }, "end": { "line": 458, "column": 22 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "answered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 458, "column": 22 }, "end": { "line": 458, "column": 49 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "answered") : depth0)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 458, "column": 52 }, "end": { "line": 458, "column": 80 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "answered") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 458, "column": 83 }, "end": { "line": 458, "column": 101 } } })) != null ? stack1 : "")
            + " |\n| Unanswered | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 459, "column": 15 }, "end": { "line": 459, "column": 24 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 459, "column": 24 }, "end": { "line": 459, "column": 53 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 459, "column": 56 }, "end": { "line": 459, "column": 86 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 459, "column": 89 }, "end": { "line": 459, "column": 109 } } })) != null ? stack1 : "")
            + " |\n| Unanswered share | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "share") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 460, "column": 21 }, "end": { "line": 460, "column": 46 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "share") : depth0)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 460, "column": 49 }, "end": { "line": 460, "column": 75 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "points") || (depth0 && lookupProperty(depth0, "points")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "share") : depth0), { "name": "points", "hash": {}, "data": data, "loc": { "start": { "line": 460, "column": 78 }, "end": { "line": 460, "column": 94 } } })) != null ? stack1 : "")
            + " |\n| Clarifying questions asked back | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 461, "column": 36 }, "end": { "line": 461, "column": 45 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "clarifying") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 461, "column": 45 }, "end": { "line": 461, "column": 74 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "clarifying") : depth0)) != null ? lookupProperty(stack1, "previous") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 461, "column": 77 }, "end": { "line": 461, "column": 107 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "clarifying") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 461, "column": 110 }, "end": { "line": 461, "column": 130 } } })) != null ? stack1 : "")
            + " |\n";
    }, "146": function (container, depth0, helpers, partials, data) {
        return " (lower bounds: see the notes)";
    }, "147": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = "function", lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| Questions"
            + ((stack1 = lookupProperty(helpers, "unless").call(alias1, (depth0 != null ? lookupProperty(depth0, "complete") : depth0), { "name": "unless", "hash": {}, "fn": container.program(146, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 463, "column": 11 }, "end": { "line": 463, "column": 72 } } })) != null ? stack1 : "")
            + " | This period |\n|---|---:|\n| Asked | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 465, "column": 10 }, "end": { "line": 465, "column": 19 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "asked") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 465, "column": 19 }, "end": { "line": 465, "column": 43 } } })) != null ? stack1 : "")
            + " |\n| Answered | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 466, "column": 13 }, "end": { "line": 466, "column": 22 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "answered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 466, "column": 22 }, "end": { "line": 466, "column": 49 } } })) != null ? stack1 : "")
            + " |\n| Unanswered | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 467, "column": 15 }, "end": { "line": 467, "column": 24 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 467, "column": 24 }, "end": { "line": 467, "column": 53 } } })) != null ? stack1 : "")
            + " |\n| Unanswered share | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "share") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 468, "column": 21 }, "end": { "line": 468, "column": 46 } } })) != null ? stack1 : "")
            + " |\n| Clarifying questions asked back | "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "bound") || (depth0 != null ? lookupProperty(depth0, "bound") : depth0)) != null ? helper : alias2), (typeof helper === alias3 ? helper.call(alias1, { "name": "bound", "hash": {}, "data": data, "loc": { "start": { "line": 469, "column": 36 }, "end": { "line": 469, "column": 45 } } }) : helper))) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "clarifying") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 469, "column": 45 }, "end": { "line": 469, "column": 74 } } })) != null ? stack1 : "")
            + " |\n";
    }, "148": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Category | Unanswered | Asked | Unanswered share | Change |\n|---:|---|---:|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, (depth0 != null ? lookupProperty(depth0, "byCategory") : depth0), { "name": "each", "hash": {}, "fn": container.program(149, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 475, "column": 0 }, "end": { "line": 477, "column": 9 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "byPage") : depth0)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(150, data, 0, blockParams, depths), "inverse": container.program(152, data, 0, blockParams, depths), "data": data, "loc": { "start": { "line": 479, "column": 0 }, "end": { "line": 487, "column": 7 } } })) != null ? stack1 : "");
    }, "149": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 476, "column": 2 }, "end": { "line": 476, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "name") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 476, "column": 13 }, "end": { "line": 476, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = container.lambda((depths[1] != null ? lookupProperty(depths[1], "bound") : depths[1]), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 476, "column": 41 }, "end": { "line": 476, "column": 70 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "asked") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 476, "column": 73 }, "end": { "line": 476, "column": 89 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "share") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 476, "column": 92 }, "end": { "line": 476, "column": 111 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 476, "column": 114 }, "end": { "line": 476, "column": 134 } } })) != null ? stack1 : "")
            + " |\n";
    }, "150": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| # | Page | Unanswered | Asked | Unanswered share | Change |\n|---:|---|---:|---:|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "byPage") : depth0), { "name": "each", "hash": {}, "fn": container.program(151, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 482, "column": 0 }, "end": { "line": 484, "column": 9 } } })) != null ? stack1 : "");
    }, "151": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 483, "column": 2 }, "end": { "line": 483, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "name") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 483, "column": 13 }, "end": { "line": 483, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = container.lambda((depths[1] != null ? lookupProperty(depths[1], "bound") : depths[1]), depth0)) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 483, "column": 41 }, "end": { "line": 483, "column": 70 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "asked") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 483, "column": 73 }, "end": { "line": 483, "column": 89 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "percent") || (depth0 && lookupProperty(depth0, "percent")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "share") : depth0), 0, { "name": "percent", "hash": {}, "data": data, "loc": { "start": { "line": 483, "column": 92 }, "end": { "line": 483, "column": 111 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "unanswered") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 483, "column": 114 }, "end": { "line": 483, "column": 134 } } })) != null ? stack1 : "")
            + " |\n";
    }, "152": function (container, depth0, helpers, partials, data) {
        return "No unanswered question started on a documentation page.\n";
    }, "153": function (container, depth0, helpers, partials, data) {
        return "The assistant answered every question of this period.\n";
    }, "154": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n### What they asked\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(depth0 != null ? depth0 : (container.nullContext || {}), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "questionRows") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(155, data, 0), "inverse": container.program(167, data, 0), "data": data, "loc": { "start": { "line": 497, "column": 0 }, "end": { "line": 522, "column": 7 } } })) != null ? stack1 : "");
    }, "155": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "questions") : depth0)) != null ? lookupProperty(stack1, "warning") : stack1), { "name": "if", "hash": {}, "fn": container.program(156, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 498, "column": 0 }, "end": { "line": 501, "column": 7 } } })) != null ? stack1 : "")
            + "| # | Question | Asked | Categories |\n|---:|---|---:|---|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "questionRows") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(157, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 504, "column": 0 }, "end": { "line": 506, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "questionRows") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(160, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 507, "column": 0 }, "end": { "line": 510, "column": 7 } } })) != null ? stack1 : "")
            + "\nThe unanswered questions of the categories with most, each different question once with how often it was asked and the categories it was asked under; e-mail addresses, keys and tokens, IBANs, and phone, card and account numbers are removed"
            + ((stack1 = lookupProperty(helpers, "unless").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "questions") : depth0)) != null ? lookupProperty(stack1, "complete") : stack1), { "name": "unless", "hash": {}, "fn": container.program(161, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 512, "column": 239 }, "end": { "line": 512, "column": 326 } } })) != null ? stack1 : "")
            + ".\n"
            + ((stack1 = lookupProperty(helpers, "with").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "questions") : depth0)) != null ? lookupProperty(stack1, "setAside") : stack1), { "name": "with", "hash": {}, "fn": container.program(162, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 513, "column": 0 }, "end": { "line": 515, "column": 9 } } })) != null ? stack1 : "");
    }, "156": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "_"
            + ((stack1 = container.lambda(((stack1 = (depth0 != null ? lookupProperty(depth0, "questions") : depth0)) != null ? lookupProperty(stack1, "warning") : stack1), depth0)) != null ? stack1 : "")
            + "_\n\n";
    }, "157": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 505, "column": 2 }, "end": { "line": 505, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "text") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 505, "column": 13 }, "end": { "line": 505, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "count") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 505, "column": 29 }, "end": { "line": 505, "column": 45 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, (depth0 != null ? lookupProperty(depth0, "categories") : depth0), { "name": "each", "hash": {}, "fn": container.program(158, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 505, "column": 48 }, "end": { "line": 505, "column": 113 } } })) != null ? stack1 : "")
            + " |\n";
    }, "158": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (data && lookupProperty(data, "index")), { "name": "if", "hash": {}, "fn": container.program(159, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 505, "column": 68 }, "end": { "line": 505, "column": 91 } } })) != null ? stack1 : "")
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || container.hooks.helperMissing).call(alias1, depth0, { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 505, "column": 91 }, "end": { "line": 505, "column": 104 } } })) != null ? stack1 : "");
    }, "159": function (container, depth0, helpers, partials, data) {
        return ", ";
    }, "160": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "questionRows") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 509, "column": 0 }, "end": { "line": 509, "column": 25 } } })) != null ? stack1 : "")
            + "\n";
    }, "161": function (container, depth0, helpers, partials, data) {
        return "; among the conversations read (see the notes)";
    }, "162": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "Counted above but not listed: "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "replies") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 514, "column": 30 }, "end": { "line": 514, "column": 48 } } })) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "replies") : depth0), 1, { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 514, "column": 55 }, "end": { "line": 514, "column": 69 } } }), { "name": "if", "hash": {}, "fn": container.program(163, data, 0), "inverse": container.program(164, data, 0), "data": data, "loc": { "start": { "line": 514, "column": 49 }, "end": { "line": 514, "column": 98 } } })) != null ? stack1 : "")
            + " to the assistant's clarifying questions and "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "short") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 514, "column": 143 }, "end": { "line": 514, "column": 159 } } })) != null ? stack1 : "")
            + " "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "short") : depth0), 1, { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 514, "column": 166 }, "end": { "line": 514, "column": 178 } } }), { "name": "if", "hash": {}, "fn": container.program(165, data, 0), "inverse": container.program(166, data, 0), "data": data, "loc": { "start": { "line": 514, "column": 160 }, "end": { "line": 514, "column": 212 } } })) != null ? stack1 : "")
            + " of a word or two.\n";
    }, "163": function (container, depth0, helpers, partials, data) {
        return "reply";
    }, "164": function (container, depth0, helpers, partials, data) {
        return "replies";
    }, "165": function (container, depth0, helpers, partials, data) {
        return "question";
    }, "166": function (container, depth0, helpers, partials, data) {
        return "questions";
    }, "167": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || container.hooks.helperMissing).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "questions") : depth0)) != null ? lookupProperty(stack1, "state") : stack1), "ok", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 517, "column": 6 }, "end": { "line": 517, "column": 31 } } }), { "name": "if", "hash": {}, "fn": container.program(168, data, 0), "inverse": container.program(169, data, 0), "data": data, "loc": { "start": { "line": 517, "column": 0 }, "end": { "line": 521, "column": 7 } } })) != null ? stack1 : "");
    }, "168": function (container, depth0, helpers, partials, data) {
        return "No question went unanswered in this period.\n";
    }, "169": function (container, depth0, helpers, partials, data) {
        return "No questions: see the notes.\n";
    }, "170": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "### Gaps waiting for a task\n\n`max-new-tasks` task issues were opened this run; these gaps get theirs in a later run, the highest priority first.\n\n| Gap | Term | Priority | This period |\n|---|---|---:|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "waitingTasks") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(171, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 532, "column": 0 }, "end": { "line": 534, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "waitingTasks") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(173, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 535, "column": 0 }, "end": { "line": 538, "column": 7 } } })) != null ? stack1 : "")
            + "\n";
    }, "171": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "what") || (depth0 != null ? lookupProperty(depth0, "what") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "what", "hash": {}, "data": data, "loc": { "start": { "line": 533, "column": 2 }, "end": { "line": 533, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "eq") || (depth0 && lookupProperty(depth0, "eq")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "kind") : depth0), "page", { "name": "eq", "hash": {}, "data": data, "loc": { "start": { "line": 533, "column": 19 }, "end": { "line": 533, "column": 35 } } }), { "name": "if", "hash": {}, "fn": container.program(3, data, 0), "inverse": container.program(172, data, 0), "data": data, "loc": { "start": { "line": 533, "column": 13 }, "end": { "line": 533, "column": 78 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "share") || (depth0 && lookupProperty(depth0, "share")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "score") : depth0), { "name": "share", "hash": {}, "data": data, "loc": { "start": { "line": 533, "column": 81 }, "end": { "line": 533, "column": 96 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "count") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 533, "column": 99 }, "end": { "line": 533, "column": 115 } } })) != null ? stack1 : "")
            + " |\n";
    }, "172": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "term") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 533, "column": 58 }, "end": { "line": 533, "column": 71 } } })) != null ? stack1 : "");
    }, "173": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "waitingTasks") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 537, "column": 0 }, "end": { "line": 537, "column": 25 } } })) != null ? stack1 : "")
            + "\n";
    }, "174": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "<details><summary>All pages by visitors</summary>\n\n| # | Page | Visitors | Human | AI | Change | Feedback |\n|---:|---|---:|---:|---:|---|---:|\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "allPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(175, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 546, "column": 0 }, "end": { "line": 548, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "allPages") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(176, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 549, "column": 0 }, "end": { "line": 552, "column": 7 } } })) != null ? stack1 : "")
            + "\n</details>\n";
    }, "175": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 2 }, "end": { "line": 547, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 13 }, "end": { "line": 547, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "total") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 29 }, "end": { "line": 547, "column": 45 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "human") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 48 }, "end": { "line": 547, "column": 64 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "ai") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 67 }, "end": { "line": 547, "column": 80 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "delta") || (depth0 && lookupProperty(depth0, "delta")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "change") : depth0), { "name": "delta", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 83 }, "end": { "line": 547, "column": 99 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "feedback") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 547, "column": 102 }, "end": { "line": 547, "column": 121 } } })) != null ? stack1 : "")
            + " |\n";
    }, "176": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "allPages") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 551, "column": 0 }, "end": { "line": 551, "column": 21 } } })) != null ? stack1 : "")
            + "\n";
    }, "177": function (container, depth0, helpers, partials, data) {
        var stack1, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "<details><summary>All feedback by page</summary>\n\n| # | Page | Thumbs up | Thumbs down | Code snippet | Total |"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackCompared") : depth0), { "name": "if", "hash": {}, "fn": container.program(92, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 560, "column": 61 }, "end": { "line": 560, "column": 101 } } })) != null ? stack1 : "")
            + "\n|---:|---|---:|---:|---:|---:|"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackCompared") : depth0), { "name": "if", "hash": {}, "fn": container.program(93, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 561, "column": 30 }, "end": { "line": 561, "column": 65 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "allFeedback") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1), { "name": "each", "hash": {}, "fn": container.program(178, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 562, "column": 0 }, "end": { "line": 564, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "allFeedback") : depth0)) != null ? lookupProperty(stack1, "omitted") : stack1), { "name": "if", "hash": {}, "fn": container.program(179, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 565, "column": 0 }, "end": { "line": 568, "column": 7 } } })) != null ? stack1 : "")
            + "\n</details>\n";
    }, "178": function (container, depth0, helpers, partials, data) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "| "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "rank") || (depth0 != null ? lookupProperty(depth0, "rank") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "rank", "hash": {}, "data": data, "loc": { "start": { "line": 563, "column": 2 }, "end": { "line": 563, "column": 10 } } }) : helper))) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "path") || (depth0 && lookupProperty(depth0, "path")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "path") : depth0), { "name": "path", "hash": {}, "data": data, "loc": { "start": { "line": 563, "column": 13 }, "end": { "line": 563, "column": 26 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "thumbsUp") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 563, "column": 29 }, "end": { "line": 563, "column": 48 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "thumbsDown") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 563, "column": 51 }, "end": { "line": 563, "column": 72 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "code") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 563, "column": 75 }, "end": { "line": 563, "column": 90 } } })) != null ? stack1 : "")
            + " | "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "total") : depth0), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 563, "column": 93 }, "end": { "line": 563, "column": 109 } } })) != null ? stack1 : "")
            + " |"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (data && lookupProperty(data, "root"))) && lookupProperty(stack1, "feedbackCompared")), { "name": "if", "hash": {}, "fn": container.program(95, data, 0), "inverse": container.noop, "data": data, "loc": { "start": { "line": 563, "column": 111 }, "end": { "line": 563, "column": 167 } } })) != null ? stack1 : "")
            + "\n";
    }, "179": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "\n"
            + ((stack1 = (lookupProperty(helpers, "moreRows") || (depth0 && lookupProperty(depth0, "moreRows")) || container.hooks.helperMissing).call(depth0 != null ? depth0 : (container.nullContext || {}), (depth0 != null ? lookupProperty(depth0, "allFeedback") : depth0), { "name": "moreRows", "hash": {}, "data": data, "loc": { "start": { "line": 567, "column": 0 }, "end": { "line": 567, "column": 24 } } })) != null ? stack1 : "")
            + "\n";
    }, "180": function (container, depth0, helpers, partials, data) {
        var stack1, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "- "
            + ((stack1 = container.lambda((depth0 != null ? lookupProperty(depth0, "text") : depth0), depth0)) != null ? stack1 : "")
            + "\n";
    }, "compiler": [8, ">= 4.3.0"], "main": function (container, depth0, helpers, partials, data, blockParams, depths) {
        var stack1, helper, alias1 = depth0 != null ? depth0 : (container.nullContext || {}), alias2 = container.hooks.helperMissing, alias3 = container.lambda, lookupProperty = container.lookupProperty || function (parent, propertyName) {
            if (Object.prototype.hasOwnProperty.call(parent, propertyName)) {
                return parent[propertyName];
            }
            return undefined;
        };
        return "## Docs analytics: "
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, (depth0 != null ? lookupProperty(depth0, "projectId") : depth0), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 20, "column": 19 }, "end": { "line": 20, "column": 37 } } })) != null ? stack1 : "")
            + "\n\n**"
            + ((stack1 = (lookupProperty(helpers, "text") || (depth0 && lookupProperty(depth0, "text")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "period") : depth0)) != null ? lookupProperty(stack1, "label") : stack1), { "name": "text", "hash": {}, "data": data, "loc": { "start": { "line": 22, "column": 2 }, "end": { "line": 22, "column": 23 } } })) != null ? stack1 : "")
            + "** (UTC; `dateFrom` "
            + ((stack1 = alias3(((stack1 = (depth0 != null ? lookupProperty(depth0, "period") : depth0)) != null ? lookupProperty(stack1, "dateFrom") : stack1), depth0)) != null ? stack1 : "")
            + ", `dateTo` "
            + ((stack1 = alias3(((stack1 = (depth0 != null ? lookupProperty(depth0, "period") : depth0)) != null ? lookupProperty(stack1, "dateTo") : stack1), depth0)) != null ? stack1 : "")
            + " exclusive)\n\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (lookupProperty(helpers, "or") || (depth0 && lookupProperty(depth0, "or")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "workTasks") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), ((stack1 = (depth0 != null ? lookupProperty(depth0, "workWaiting") : depth0)) != null ? lookupProperty(stack1, "length") : stack1), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesHolding") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesFailing") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "fixesWatched") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "or", "hash": {}, "data": data, "loc": { "start": { "line": 24, "column": 6 }, "end": { "line": 24, "column": 126 } } }), { "name": "if", "hash": {}, "fn": container.program(0, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 24, "column": 0 }, "end": { "line": 93, "column": 7 } } })) != null ? stack1 : "")
            + "### What changed\n\n- **Visitors:** "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "totals") : depth0)) != null ? lookupProperty(stack1, "total") : stack1)) != null ? lookupProperty(stack1, "current") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 96, "column": 16 }, "end": { "line": 96, "column": 47 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "compared") : depth0), { "name": "if", "hash": {}, "fn": container.program(29, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 96, "column": 47 }, "end": { "line": 96, "column": 95 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "feedbackTotals") : depth0), { "name": "if", "hash": {}, "fn": container.program(30, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 97, "column": 0 }, "end": { "line": 99, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "searches") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "if", "hash": {}, "fn": container.program(32, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 100, "column": 0 }, "end": { "line": 102, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "total") : stack1), { "name": "if", "hash": {}, "fn": container.program(37, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 103, "column": 0 }, "end": { "line": 105, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "with").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "assistant") : depth0)) != null ? lookupProperty(stack1, "unanswered") : stack1), { "name": "with", "hash": {}, "fn": container.program(39, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 106, "column": 0 }, "end": { "line": 108, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "with").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "highlights") : depth0)) != null ? lookupProperty(stack1, "unansweredCategory") : stack1), { "name": "with", "hash": {}, "fn": container.program(41, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 109, "column": 0 }, "end": { "line": 111, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "with").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "highlights") : depth0)) != null ? lookupProperty(stack1, "unansweredPage") : stack1), { "name": "with", "hash": {}, "fn": container.program(42, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 112, "column": 0 }, "end": { "line": 114, "column": 9 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "highlights") : depth0)) != null ? lookupProperty(stack1, "gaps") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(43, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 115, "column": 0 }, "end": { "line": 117, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "highlights") : depth0)) != null ? lookupProperty(stack1, "complaints") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(45, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 118, "column": 0 }, "end": { "line": 120, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "compared") : depth0), { "name": "if", "hash": {}, "fn": container.program(48, data, 0, blockParams, depths), "inverse": container.program(52, data, 0, blockParams, depths), "data": data, "loc": { "start": { "line": 122, "column": 0 }, "end": { "line": 158, "column": 7 } } })) != null ? stack1 : "")
            + "\nHuman and AI visitors need not add up to the total: the service counts a visitor seen both as a human and as an AI in each, and once in the total.\n\n"
            + ((stack1 = alias3(((stack1 = (depth0 != null ? lookupProperty(depth0, "comparison") : depth0)) != null ? lookupProperty(stack1, "text") : stack1), depth0)) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "filters") : depth0)) != null ? lookupProperty(stack1, "feedbackSource") : stack1), { "name": "if", "hash": {}, "fn": container.program(55, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 163, "column": 0 }, "end": { "line": 165, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "filters") : depth0)) != null ? lookupProperty(stack1, "feedbackStatus") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(56, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 166, "column": 0 }, "end": { "line": 168, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, (depth0 != null ? lookupProperty(depth0, "trends") : depth0), { "name": "if", "hash": {}, "fn": container.program(57, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 169, "column": 0 }, "end": { "line": 218, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "show") : depth0)) != null ? lookupProperty(stack1, "traffic") : stack1), { "name": "if", "hash": {}, "fn": container.program(71, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 219, "column": 0 }, "end": { "line": 298, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "show") : depth0)) != null ? lookupProperty(stack1, "feedback") : stack1), { "name": "if", "hash": {}, "fn": container.program(89, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 299, "column": 0 }, "end": { "line": 342, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "show") : depth0)) != null ? lookupProperty(stack1, "comments") : stack1), { "name": "if", "hash": {}, "fn": container.program(105, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 344, "column": 0 }, "end": { "line": 370, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "show") : depth0)) != null ? lookupProperty(stack1, "searches") : stack1), { "name": "if", "hash": {}, "fn": container.program(116, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 372, "column": 0 }, "end": { "line": 422, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "show") : depth0)) != null ? lookupProperty(stack1, "assistant") : stack1), { "name": "if", "hash": {}, "fn": container.program(137, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 424, "column": 0 }, "end": { "line": 492, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "show") : depth0)) != null ? lookupProperty(stack1, "questions") : stack1), { "name": "if", "hash": {}, "fn": container.program(154, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 493, "column": 0 }, "end": { "line": 523, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "waitingTasks") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(170, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 525, "column": 0 }, "end": { "line": 540, "column": 7 } } })) != null ? stack1 : "")
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "allPages") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(174, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 541, "column": 0 }, "end": { "line": 555, "column": 7 } } })) != null ? stack1 : "")
            + "\n"
            + ((stack1 = lookupProperty(helpers, "if").call(alias1, ((stack1 = ((stack1 = (depth0 != null ? lookupProperty(depth0, "allFeedback") : depth0)) != null ? lookupProperty(stack1, "rows") : stack1)) != null ? lookupProperty(stack1, "length") : stack1), { "name": "if", "hash": {}, "fn": container.program(177, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 557, "column": 0 }, "end": { "line": 571, "column": 7 } } })) != null ? stack1 : "")
            + "\n### Notes\n\n"
            + ((stack1 = lookupProperty(helpers, "each").call(alias1, (depth0 != null ? lookupProperty(depth0, "notes") : depth0), { "name": "each", "hash": {}, "fn": container.program(180, data, 0, blockParams, depths), "inverse": container.noop, "data": data, "loc": { "start": { "line": 575, "column": 0 }, "end": { "line": 577, "column": 9 } } })) != null ? stack1 : "")
            + "- Analytics requests used: "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "requests") : depth0)) != null ? lookupProperty(stack1, "used") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 578, "column": 27 }, "end": { "line": 578, "column": 51 } } })) != null ? stack1 : "")
            + " of a budget of "
            + ((stack1 = (lookupProperty(helpers, "number") || (depth0 && lookupProperty(depth0, "number")) || alias2).call(alias1, ((stack1 = (depth0 != null ? lookupProperty(depth0, "requests") : depth0)) != null ? lookupProperty(stack1, "budget") : stack1), { "name": "number", "hash": {}, "data": data, "loc": { "start": { "line": 578, "column": 67 }, "end": { "line": 578, "column": 93 } } })) != null ? stack1 : "")
            + ".\n- Generated "
            + ((stack1 = ((helper = (helper = lookupProperty(helpers, "generatedAt") || (depth0 != null ? lookupProperty(depth0, "generatedAt") : depth0)) != null ? helper : alias2), (typeof helper === "function" ? helper.call(alias1, { "name": "generatedAt", "hash": {}, "data": data, "loc": { "start": { "line": 579, "column": 12 }, "end": { "line": 579, "column": 27 } } }) : helper))) != null ? stack1 : "")
            + " by docs-export-action.\n";
    }, "useData": true, "useDepths": true };

;// CONCATENATED MODULE: ./.build/work/src/report/render/compile-options.js
/** How the action compiles report templates, at run time and ahead of it: output is markdown, nothing HTML-escaped. */
const TEMPLATE_COMPILE_OPTIONS = { noEscape: true };

;// CONCATENATED MODULE: ./.build/work/src/report/render/template.js






/** An error of the user's template or title, naming the input to fix. */
class TemplateError extends errors/* ActionError */.lZ {
    kind = 'input';
    constructor(message) {
        super(message);
        this.name = 'TemplateError';
    }
}
function handlebars() {
    const env = lib.create();
    for (const [name, helper] of Object.entries(REPORT_HELPERS))
        env.registerHelper(name, helper);
    return env;
}
const reason = (error) => (0,errors/* describeFailure */.Ic)(error).trim();
/** Wraps rendering so that a failure names `where` (the input and file). */
function reportingFailures(render, where) {
    return (model) => {
        try {
            return render(model);
        }
        catch (error) {
            throw new TemplateError(`${where}: rendering the Handlebars template failed: ${reason(error)}`);
        }
    };
}
/**
 * Compiles a template now (Handlebars would otherwise wait for the first render to report a syntax error), parsing
 * it once. Output is markdown, so nothing is HTML-escaped; page paths go through the `path` helper.
 */
function compileTemplate(source, where) {
    const env = handlebars();
    let program;
    try {
        program = env.parse(source);
    }
    catch (error) {
        throw new TemplateError(`${where}: the Handlebars template does not compile: ${reason(error)}`);
    }
    return reportingFailures(env.compile(program, TEMPLATE_COMPILE_OPTIONS), where);
}
/** The built-in template, compiled when the action was built (builtin-template.compiled.ts). */
function builtinTemplate() {
    return reportingFailures(handlebars().template(BUILTIN_TEMPLATE_SPEC), 'The built-in report template');
}
/** The report template: the user's file when `path` is given, else the built-in one. */
function loadReportTemplate(path) {
    if (!path)
        return builtinTemplate();
    let source;
    try {
        source = external_node_fs_.readFileSync(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : reason(error);
        throw new TemplateError(`Input "template": cannot read the report template ${path} (${why}). Give a path relative to the workspace, or leave "template" empty for the built-in report.`);
    }
    return compileTemplate(source, `Input "template" (${path})`);
}
/** The issue title: one line, at most 256 characters (GitHub's limit). */
function compileTitle(source) {
    const render = compileTemplate(source, 'Input "issue-title"');
    return (model) => {
        const title = render(model).replace(/\s+/g, ' ').trim();
        if (!title)
            throw new TemplateError('Input "issue-title": the title renders to nothing; give text such as "Docs analytics: {{period.label}}".');
        return title.length > 256 ? `${title.slice(0, 255)}…` : title;
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/run-outputs.js

/** Sets every output `known` has the value of. */
function recordOutputs(outputs, known) {
    const { collected, model, files, published, tasks } = known;
    if (collected)
        Object.assign(outputs, {
            'requests-used': String(collected.requestsUsed),
            'visitors-total': String(collected.current.totals.total),
            'feedback-total': String(feedbackTotal(collected.current)),
        });
    if (model?.searches.total) {
        outputs['searches-total'] = String(model.searches.total.current);
        outputs['content-gaps'] = String(model.contentGaps.rows.length);
        outputs['terms-set-aside'] = String(model.setAside.terms);
    }
    // A count only (a lower bound when paging was cut): never a question.
    const unanswered = model?.assistant.unanswered;
    if (unanswered)
        outputs['unanswered-questions'] = String(unanswered.unanswered.current);
    if (files)
        Object.assign(outputs, { 'report-path': files.markdown, 'data-path': files.json });
    if (published?.commentUrl)
        outputs['comment-url'] = published.commentUrl;
    if (published?.issueUrl)
        outputs['issue-url'] = published.issueUrl;
    if (tasks)
        Object.assign(outputs, {
            'tasks-opened': String(tasks.opened),
            'tasks-updated': String(tasks.updated),
            'tasks-closed': String(tasks.closed),
            'fixes-holding': String(tasks.fixes.filter((fix) => fix.outcome === 'holding').length),
            'fixes-failing': String(tasks.fixes.filter((fix) => fix.outcome === 'failing').length),
        });
}

// EXTERNAL MODULE: ./.build/work/src/util/line-text.js
var line_text = __webpack_require__(81694);
// EXTERNAL MODULE: ./.build/work/src/tasks/docs-search.js
var docs_search = __webpack_require__(97576);
;// CONCATENATED MODULE: ./.build/work/src/tasks/docs-files.js
// The documentation sources in the workspace (`docs-path`), read once per run within a byte budget, one file at a
// time, each handed to the search of the run's terms (docs-search.ts) and dropped; for a page, the source file that
// renders it; and how many files were not read, in words for the tasks, the log and the report.







/** Files read at most: a run over a huge checkout stays bounded (the files past it are counted as not read). */
const MAX_DOC_FILES = 5000;
/** A larger file is not read: documentation sources are far smaller. */
const MAX_DOC_BYTES = 1024 * 1024;
/**
 * Bytes read at most in a run, all files together. The search holds one file at a time, but its time grows with the
 * bytes: 5,000 files of 1 MiB (one blob to a repository, if they are the same) would take minutes. 32 MiB holds the
 * sources of a large docs site (3,000 pages of 10 KiB) and is searched in about a second; the files past it, in path
 * order, are not read, and the run says how many.
 */
const DOCS_READ_BUDGET = 32 * 1024 * 1024;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);
async function isCheckout(workspace) {
    try {
        return (await promises_.readdir(workspace)).length > 0;
    }
    catch {
        return false;
    }
}
/** The files `patterns` match under `workspace` (regular files inside it, never through a symbolic link), searched. */
async function readDocs(workspace, patterns, query) {
    if (!(await isCheckout(workspace)))
        return {
            state: 'unavailable',
            why: 'the workspace holds no checkout (run actions/checkout before this step)',
        };
    const root = await promises_.realpath(workspace);
    const matched = new Set();
    const exclude = (name) => SKIPPED_FOLDERS.has(external_node_path_.basename(name));
    try {
        for await (const found of promises_.glob([...patterns], { cwd: root, exclude }))
            matched.add(found.split(external_node_path_.sep).join('/'));
    }
    catch (error) {
        // A folder that cannot be listed costs the task its file list, never the run.
        return { state: 'unavailable', why: `the workspace could not be searched (${(0,line_text/* lineText */.o)((0,errors/* describeFailure */.Ic)(error))})` };
    }
    if (matched.size === 0)
        return { state: 'unavailable', why: `no file in the workspace matches \`docs-path\` (${patterns.join(', ')})` };
    const names = [...matched].sort();
    const listed = names.slice(0, MAX_DOC_FILES);
    const search = (0,docs_search/* termSearch */.bg)(query.terms);
    const sources = sourceFinder(query.pages);
    const read = { files: 0, bytes: 0 };
    const unread = { tooLarge: 0, pastCount: names.length - listed.length, pastBudget: 0 };
    for (const [i, name] of listed.entries()) {
        const file = await readDoc(root, name, DOCS_READ_BUDGET - read.bytes);
        if (file === 'too-large')
            unread.tooLarge += 1;
        if (file === 'over-budget') {
            unread.pastBudget = listed.length - i;
            break;
        }
        if (typeof file !== 'object')
            continue;
        read.files += 1;
        read.bytes += file.bytes;
        search.scan(name, file.text);
        sources.saw(name);
    }
    return { state: 'ok', mentions: search.mentions(), sources: sources.found(), read, unread };
}
/** One file's text, when it is a regular file truly inside the workspace, at most MAX_DOC_BYTES, and fits `room`. */
async function readDoc(root, name, room) {
    const full = external_node_path_.join(root, name);
    try {
        const stat = await promises_.lstat(full);
        if (!stat.isFile())
            return 'skipped';
        if (stat.size > MAX_DOC_BYTES)
            return 'too-large';
        if (stat.size > room)
            return 'over-budget';
        // A folder on the way may be a link out of the workspace: only a file truly inside it is read.
        const real = await promises_.realpath(full);
        if (external_node_path_.relative(root, real).startsWith('..'))
            return 'skipped';
        // Never more than the size seen: a file that grows meanwhile cannot pass the budget.
        const handle = await promises_.open(real, 'r');
        try {
            const buffer = Buffer.alloc(stat.size);
            const { bytesRead } = await handle.read(buffer, 0, stat.size, 0);
            return { text: buffer.toString('utf8', 0, bytesRead), bytes: bytesRead };
        }
        finally {
            await handle.close();
        }
    }
    catch {
        return 'skipped';
    }
}
/**
 * A site page's source where the layout tells: `<path>.md(x)` or `<path>/index.md(x)`, at the top or under `docs/`;
 * the first such file among those read.
 */
function sourceCandidates(sitePath) {
    const page = sitePath.replace(/^\/+|\/+$/g, '');
    const stems = page === '' ? ['index', 'docs/index'] : [page, `${page}/index`, `docs/${page}`, `docs/${page}/index`];
    return stems.flatMap((stem) => [`${stem}.md`, `${stem}.mdx`]);
}
function sourceFinder(pages) {
    const wanted = new Map(pages.map((page) => [page, sourceCandidates(page)]));
    const candidates = new Set([...wanted.values()].flat());
    const seen = new Set();
    return {
        saw(name) {
            if (candidates.has(name))
                seen.add(name);
        },
        found() {
            const sources = new Map();
            for (const [page, names] of wanted) {
                const source = names.find((name) => seen.has(name));
                if (source)
                    sources.set(page, source);
            }
            return sources;
        },
    };
}
/** The files that mention the term; undefined when the run did not look for it. */
function mentionsOf(docs, term) {
    return docs.mentions.get((0,term_form/* normalizeTerm */.Kf)(term));
}
/** The source of a site page among the files read, else undefined. */
function pageSource(docs, sitePath) {
    return docs.sources.get(sitePath);
}
const MIB = 1024 * 1024;
/** The files matching `docs-path` that were not read, in words (numbers and limits only), or undefined. */
function unreadDocs(docs) {
    if (docs.state !== 'ok')
        return undefined;
    const { tooLarge, pastCount, pastBudget } = docs.unread;
    const total = tooLarge + pastCount + pastBudget;
    if (total === 0)
        return undefined;
    const why = [
        tooLarge > 0 ? `${(0,format/* groupThousands */.Zv)(tooLarge)} over ${MAX_DOC_BYTES / MIB} MiB each` : '',
        pastBudget > 0 ? `${(0,format/* groupThousands */.Zv)(pastBudget)} past the ${DOCS_READ_BUDGET / MIB} MiB a run reads` : '',
        pastCount > 0 ? `${(0,format/* groupThousands */.Zv)(pastCount)} past the first ${(0,format/* groupThousands */.Zv)(MAX_DOC_FILES)} files` : '',
    ].filter(Boolean);
    return `${(0,format/* groupThousands */.Zv)(total)} file${total === 1 ? '' : 's'} matching \`docs-path\` ${total === 1 ? 'was' : 'were'} not read (${why.join(', ')})`;
}

// EXTERNAL MODULE: ./.build/work/src/tasks/lookup.js
var tasks_lookup = __webpack_require__(49470);
;// CONCATENATED MODULE: ./.build/work/src/tasks/put-off.js
// What a run's tasks leave for later, in sentences the log and the report's notes share (markdown the action
// writes, no text from others): the steps over the budget of writes, the gaps the lookup could not settle, the gaps
// waiting over `max-new-tasks` and those whose task someone closed.


/** The steps over the budget and the gaps the lookup could not settle, one sentence each: the log's and the notes'. */
function putOffLines(plan, cut) {
    const lines = [];
    if (plan.carried.length > 0)
        lines.push(`${(0,format/* groupThousands */.Zv)(plan.carried.length)} task step(s) (${describeSteps(plan.carried)}) did not fit in this run's budget of ${plan.writeBudget} GitHub writes: they are carried to the next run, which plans them again.`);
    const read = (0,format/* groupThousands */.Zv)(tasks_lookup/* TASK_ISSUES_READ */.go);
    if (plan.unresolved > 0)
        lines.push(cut === 'open'
            ? `${(0,format/* groupThousands */.Zv)(plan.unresolved)} gap(s) get no task this run: more than ${read} open issues carry \`task-labels\`, and a gap's task could be among those not read. Give \`task-labels\` that only task issues carry.`
            : `${(0,format/* groupThousands */.Zv)(plan.unresolved)} gap(s) get no task this run: the action read the ${read} most recently changed closed issues with \`task-labels\`, and a gap's task could be older, so none is opened (a task is never opened twice).`);
    return lines;
}
/** The gaps left waiting over `max-new-tasks`, and those whose task someone closed: for the log. */
function waitingLines(plan, maxNew) {
    const lines = [];
    const overMaxNew = plan.waiting.length - plan.carried.filter((s) => s.do === 'open').length;
    if (overMaxNew > 0)
        lines.push(`${overMaxNew} gap(s) wait for a task: \`max-new-tasks\` (${maxNew}) were opened this run.`);
    if (plan.leftClosed > 0)
        lines.push(`${plan.leftClosed} gap(s) keep no task: someone closed their task, and it stays closed.`);
    return lines;
}
/** "3 update(s), 2 reopen(s)", in the order of the steps' kinds. */
function describeSteps(steps) {
    const names = {
        close: 'close(s)',
        reopen: 'reopen(s)',
        watch: 'watch(es) of a closed task',
        open: 'new task(s)',
        update: 'update(s)',
    };
    return Object.keys(names)
        .map((kind) => [steps.filter((s) => s.do === kind).length, names[kind]])
        .filter(([n]) => n > 0)
        .map(([n, name]) => `${n} ${name}`)
        .join(', ');
}

// EXTERNAL MODULE: ./.build/work/src/github/rate-limit.js
var rate_limit = __webpack_require__(60151);
;// CONCATENATED MODULE: ./.build/work/src/tasks/body-evidence.js
// The parts of a task body that tell a writer what to do and when it is done: the gap's priority (its score, the one
// that ranks every gap), what readers wanted (the page they clicked, the other spellings, the questions they asked),
// and the done rule in the numbers the report's gap rules use.



/** The score and what it is a share of: "Priority 1.9%: of the 5,475 searches of the week …, 102 clicked nothing here." */
function priorityLine(gap, period) {
    if (!gap)
        return [];
    const { totals } = period;
    if (gap.kind === 'search') {
        if (!totals.searches)
            return [];
        const unclicked = Math.round(gap.count * (1 - (gap.ctr ?? 0)));
        return [
            `**Priority ${(0,format/* shareWords */.hs)(gap.score)}**: ${(0,format/* groupThousands */.Zv)(unclicked)} of the period's ${(0,format/* groupThousands */.Zv)(totals.searches)} searches ended on this term without a click (the share that ranks every gap, searches and questions alike).`,
            '',
        ];
    }
    if (!totals.questions)
        return [];
    return [
        `**Priority ${(0,format/* shareWords */.hs)(gap.score)}**: ${(0,format/* groupThousands */.Zv)(gap.count)} of the period's ${(0,format/* groupThousands */.Zv)(totals.questions)} questions to the assistant went unanswered here (the share that ranks every gap, searches and questions alike).`,
        '',
    ];
}
/** A reader's question as a list item: escaped, one line, with how often it was asked. */
function questionItem(question) {
    return `- “${(0,markdown/* escapeMarkdown */.F)(question.text)}” (${(0,format/* groupThousands */.Zv)(question.count)}×)`;
}
/** What readers wanted: the page clicked most, the spellings folded into the term, the questions asked most. */
function evidenceSection(kind, gap, period) {
    if (!gap)
        return [];
    const lines = [];
    if (gap.evidence?.topClickedPage)
        lines.push(`- The page its searches clicked most: ${(0,markdown/* markdownPath */.N)(gap.evidence.topClickedPage)}`);
    const others = (gap.variants ?? []).filter((v) => v.term !== gap.term);
    if (others.length > 0)
        lines.push(`- Also searched as: ${others
            .slice(0, 5)
            .map((v) => `${bodyTerm(v.term)} (${(0,format/* groupThousands */.Zv)(v.count)})`)
            .join(', ')}${others.length > 5 ? `, and ${(0,format/* groupThousands */.Zv)(others.length - 5)} more` : ''}`);
    const questions = gap.evidence?.questions;
    const asked = [];
    if (questions && questions.length > 0) {
        asked.push('', kind === 'search'
            ? 'Unanswered questions to the assistant that hold its words, asked most (personal data removed):'
            : 'Unanswered questions asked most (personal data removed):', '', ...questions.map(questionItem));
    }
    else if (!period.questionsKept && kind !== 'search') {
        asked.push('', "What readers asked is not shown: add `questions` to the report's `sections` to list here the unanswered questions asked most (it publishes readers' words, personal data removed).");
    }
    if (lines.length === 0 && asked.length === 0)
        return [];
    // The questions' block opens with a blank line to part it from the lines above, which may be none.
    return ['### What readers wanted', ...(lines.length > 0 ? ['', ...lines] : []), ...asked, ''];
}
/** The done rule, from the same thresholds the report's gap rules use. */
function doneRuleLine(kind, rule, closeAfter) {
    const periods = `${closeAfter} period${closeAfter === 1 ? '' : 's'} in a row`;
    const what = kind === 'search'
        ? `fewer than ${(0,format/* groupThousands */.Zv)(rule.searchMinimum)} searches for it in a period, or at least ${(0,format/* wholePercent */.pC)(rule.clickedShare)} of them clicking a result`
        : `fewer than ${(0,format/* groupThousands */.Zv)(rule.unansweredMinimum)} unanswered questions ${kind === 'page' ? 'on this page' : 'in this category'} in a period, or fewer than ${(0,format/* wholePercent */.pC)(rule.unansweredShare)} of its questions unanswered`;
    return `**Done when**: ${what}, for ${periods} whose ${kind === 'search' ? 'searches' : 'conversations'} were read in full. The action then closes this issue.`;
}

// EXTERNAL MODULE: ./.build/work/src/tasks/body-part.js
var body_part = __webpack_require__(72864);
// EXTERNAL MODULE: ./.build/work/src/tasks/state.js
var tasks_state = __webpack_require__(29211);
;// CONCATENATED MODULE: ./.build/work/src/tasks/state-history.js
// A task's hidden history read on by one period: its gap's number and the counts behind its own rate, or the period
// counted as without it. Pure.


/** The counts behind a gap's own rate this period, when its figures hold them (see TaskState's `seen`). */
function gapFigures(gap) {
    if (gap.kind === 'search')
        return gap.ctr === undefined ? undefined : { e: gap.count, h: Math.round(gap.count * clamp(gap.ctr)) };
    // `asked` is 0 when unknown (read back from an earlier report's data): no rate then.
    return gap.asked !== undefined && gap.asked >= gap.count && gap.asked > 0
        ? { e: gap.asked, h: gap.count }
        : undefined;
}
const clamp = (share) => Math.min(1, Math.max(0, share));
/**
 * The counts of a period read without the gap, when known: the term's or name's own figures read as no gap, else, for
 * a category or page whose conversations were read in full, none asked (0 events).
 */
function quietFigures(kind, period, read) {
    if (read?.events !== undefined)
        return { e: read.events, h: Math.min(read.hits ?? 0, read.events) };
    return kind !== 'search' && period.readInFull[kind] ? { e: 0, h: 0 } : undefined;
}
const byPeriod = (a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0);
/**
 * The history after this period: its number kept once per period (with the counts behind its own rate), or the
 * period counted once as without it (with its counts, when known). Without its gap, the period counts when its
 * source was read in full, or when `readAsNoGap`: the task's term was read in the period with figures of its own that
 * make it no gap (given as the NotAGap read, its figures then kept), whatever the rest of the list holds. A task
 * watched after it was closed as done (`closed`) keeps WATCH_LIMIT periods, an open one TREND_LIMIT.
 */
function nextHistory(history, kind, gap, period, readAsNoGap = false) {
    const state = history
        ? { ...history, seen: [...history.seen], without: [...history.without] }
        : { v: 1, kind, term: '', opened: period.dateFrom, seen: [], without: [] };
    const limit = state.closed ? tasks_state/* WATCH_LIMIT */.En : tasks_state/* TREND_LIMIT */.GM;
    const quiet = (state.quiet ?? []).filter((q) => q.p !== period.dateFrom);
    if (gap) {
        state.term = [...gap.term].slice(0, tasks_state/* TERM_KEPT */.M7).join('');
        state.seen = [
            ...state.seen.filter((s) => s.p !== period.dateFrom),
            { p: period.dateFrom, n: gap.count, ...gapFigures(gap) },
        ]
            .sort(byPeriod)
            .slice(-limit);
        state.without = state.without.filter((p) => p > period.dateFrom);
        if (state.quiet)
            state.quiet = quiet;
        return state;
    }
    if (!period.readInFull[kind] && !readAsNoGap)
        return state;
    // A rerun of a period first seen with the gap now reads it without: that period no longer counts as seen.
    state.seen = state.seen.filter((s) => s.p !== period.dateFrom);
    const figures = quietFigures(kind, period, typeof readAsNoGap === 'object' ? readAsNoGap : undefined);
    if (figures)
        state.quiet = [...quiet, { p: period.dateFrom, ...figures }].sort(byPeriod).slice(-limit);
    else if (state.quiet)
        state.quiet = quiet;
    const lastSeen = state.seen.at(-1)?.p ?? '';
    if (period.dateFrom > lastSeen && !state.without.includes(period.dateFrom))
        state.without = [...state.without, period.dateFrom].sort();
    return state;
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/verdict.js
// Did the fix work? The verdict on a task closed as done, from its own history: the gap's own rate (a term's share of
// searches that clicked a result, a category's or page's share of questions unanswered), not its volume, in the
// periods before the fix against those after, beyond chance and beyond what the untouched gaps (the open tasks of the
// same kind) moved in the same periods: gaps are opened at their peak and drift back on their own. Pure.

/** Periods each window holds at most, before the fix and after it. */
const VERDICT_WINDOW = 4;
/** Events (searches, questions asked) the window before the fix needs for a verdict: fewer is too little data. */
const MINIMUM_EVENTS_BEFORE = 20;
/** The periods a history holds: with the gap (`seen`), without it with counts (`quiet`), without it with none. */
function periodsOf(state) {
    const periods = new Map();
    for (const p of state.without)
        periods.set(p, { p, gap: false });
    for (const q of state.quiet ?? [])
        periods.set(q.p, { p: q.p, gap: false, events: q.e, hits: q.h });
    for (const s of state.seen)
        periods.set(s.p, { p: s.p, gap: true, ...(s.e !== undefined && s.h !== undefined && { events: s.e, hits: s.h }) });
    return [...periods.values()].sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
}
/**
 * The untouched gaps' counts per period, pooled: those of the open tasks of `kind` (a closed one is watched or done,
 * not untouched), each without the period it opened in, as the watched task's own windows leave its own out.
 */
function untouchedCounts(others, kind) {
    const pooled = new Map();
    for (const state of others) {
        if (state.kind !== kind || state.closed)
            continue;
        for (const read of periodsOf(state)) {
            if (read.p === state.opened || read.events === undefined)
                continue;
            const sum = pooled.get(read.p) ?? { events: 0, hits: 0 };
            pooled.set(read.p, { events: sum.events + read.events, hits: sum.hits + (read.hits ?? 0) });
        }
    }
    return [...pooled].map(([p, count]) => ({ p, ...count })).sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
}
function windowOf(periods) {
    const events = sum(periods.map((r) => r.events ?? 0));
    const hits = sum(periods.map((r) => (r.events === undefined ? 0 : Math.min(r.hits ?? 0, r.events))));
    return {
        periods: periods.map((r) => r.p),
        events,
        hits,
        ...(events > 0 && { rate: hits / events }),
        gapPeriods: periods.filter((r) => r.gap).length,
    };
}
const sum = (values) => values.reduce((a, b) => a + b, 0);
/** The untouched gaps' pooled rate over `periods`, when they have enough events there to say one. */
function pooledRate(untouched, periods) {
    const inWindow = untouched.filter((u) => periods.includes(u.p));
    const events = sum(inWindow.map((u) => u.events));
    return events >= MINIMUM_EVENTS_BEFORE ? sum(inWindow.map((u) => u.hits)) / events : undefined;
}
/** Better for readers: more searches clicked, fewer questions unanswered. */
const betterMove = (kind) => (kind === 'search' ? 'up' : 'down');
const OUTCOME = {
    watching: 'watching',
    'too-little-data': 'too-little-data',
    fixed: 'holding',
    improved: 'holding',
    'no-change': 'failing',
    worse: 'failing',
};
/**
 * The verdict on a fix. Windows: up to VERDICT_WINDOW periods with counts before the fix period (the period the task
 * opened in left out), and the first VERDICT_WINDOW periods read after it; the fix period is in neither.
 * - fewer than `closeAfter` periods read after it: `watching`, no verdict yet;
 * - fewer than MINIMUM_EVENTS_BEFORE events before: `too-little-data`;
 * - the rate before is moved by the untouched gaps' move over the same windows (an additive shift) into the rate the
 *   gap would have had untouched, and the rate after is tested against both the rate before and that one (two
 *   proportions, 95%, at least MINIMUM_RATE_CHANGE: rateChange). Then
 *   - `fixed`: no longer a gap in any period after, beyond what the untouched gaps moved (or too few events after to
 *     test a rate: its readers stopped asking);
 *   - `improved`: still a gap in some period after, but better beyond chance and beyond what the untouched moved;
 *   - `worse`: worse beyond chance and beyond what the untouched moved;
 *   - `no-change`: the rest, among it a move that only follows the untouched gaps (regression to the mean).
 */
function judgeFix(input) {
    const { kind, opened, fixPeriod, closeAfter } = input;
    const sorted = [...input.periods].sort((a, b) => (a.p < b.p ? -1 : a.p > b.p ? 1 : 0));
    const beforeReads = sorted.filter((r) => r.p < fixPeriod && r.p !== opened && r.events !== undefined);
    const afterReads = sorted.filter((r) => r.p > fixPeriod);
    const before = windowOf(beforeReads.slice(-VERDICT_WINDOW));
    const after = windowOf(afterReads.slice(0, VERDICT_WINDOW));
    const beforeRate = pooledRate(input.untouched, before.periods);
    const afterRate = pooledRate(input.untouched, after.periods);
    const untouched = beforeRate !== undefined && afterRate !== undefined ? { before: beforeRate, after: afterRate } : undefined;
    const verdict = (which) => ({
        verdict: which,
        outcome: OUTCOME[which],
        kind,
        before,
        after,
        periodsAfter: afterReads.length,
        closeAfter,
        ...(untouched && { untouched }),
    });
    if (afterReads.length < closeAfter)
        return verdict('watching');
    if (before.events < MINIMUM_EVENTS_BEFORE || before.rate === undefined)
        return verdict('too-little-data');
    const better = betterMove(kind);
    const own = rateChange(before, after);
    // The rate the gap would have had after if it had moved as the untouched gaps did.
    const shift = untouched ? untouched.after - untouched.before : 0;
    const expected = Math.min(1, Math.max(0, before.rate + shift));
    const beyondUntouched = rateChange({ events: before.events, hits: expected * before.events }, after);
    const gone = after.gapPeriods === 0 && after.periods.length > 0;
    const testable = after.events >= 10;
    if (gone && (!testable || (own === better && beyondUntouched === better)))
        return verdict('fixed');
    if (own === better && beyondUntouched === better)
        return verdict('improved');
    if (own !== 'same' && own !== better && beyondUntouched === own)
        return verdict('worse');
    return verdict('no-change');
}
/** The verdict on a watched task from its hidden state (`closed.on` the fix period), or undefined when not watched. */
function judgeTask(state, closeAfter, others) {
    if (!state.closed)
        return undefined;
    return judgeFix({
        kind: state.kind,
        periods: periodsOf(state),
        opened: state.opened,
        fixPeriod: state.closed.on,
        closeAfter,
        untouched: untouchedCounts(others, state.kind),
    });
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/verdict-words.js
// A fix's verdict in words: the sentence of the one comment on a task closed as done whose gap stays, and the line of
// figures behind each verdict in the report. Pure; a term is hostile text and printed only through bodyTerm.




/** The unit of a period from its first day and its end (exclusive): 7 days a week, a calendar month a month. */
function periodUnit(dateFrom, dateTo) {
    const from = new Date(`${dateFrom}T00:00:00Z`);
    const to = Date.parse(`${dateTo}T00:00:00Z`);
    if (to - from.getTime() === 7 * 86_400_000)
        return 'week';
    const nextMonth = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1);
    return from.getUTCDate() === 1 && to === nextMonth ? 'month' : 'period';
}
/** "1 week", "2 weeks", "1,204 searches". */
const verdict_words_plural = (n, one, many = `${one}s`) => `${(0,format/* groupThousands */.Zv)(n)} ${n === 1 ? one : many}`;
/** "the 4 weeks", "the week". */
function spanWords(periods, unit) {
    return periods === 1 ? `the ${unit}` : `the ${(0,format/* groupThousands */.Zv)(periods)} ${unit}s`;
}
/** What the rate counts, and its events. */
const RATE = {
    search: { rate: 'clicked', event: 'search', events: 'searches' },
    category: { rate: 'unanswered', event: 'question', events: 'questions' },
    page: { rate: 'unanswered', event: 'question', events: 'questions' },
};
/**
 * "closed as done on 18 Nov 2026; readers still searched for it 104 times in the week of 23–29 Nov 2026, 3% clicked":
 * the one comment on a task closed as done whose gap stays.
 */
function stillAGapSentence(input) {
    const { kind, events, hits } = input;
    const closed = `closed as done on ${dayWords(input.closedOn)}`;
    const share = hits !== undefined && events > 0 ? `, ${(0,format/* wholePercent */.pC)(Math.min(hits, events) / events)} ${RATE[kind].rate}` : '';
    if (kind === 'search') {
        const what = input.term === undefined ? 'it' : bodyTerm(input.term);
        return `${closed}; readers still searched for ${what} ${verdict_words_plural(events, 'time')} in ${input.phrase}${share}`;
    }
    const where = input.term === undefined
        ? kind === 'page'
            ? 'on this page'
            : 'in this category'
        : `${kind === 'page' ? 'on' : 'in'} ${bodyTerm(input.term)}`;
    return `${closed}; readers still asked ${verdict_words_plural(events, 'question')} ${where} in ${input.phrase}${share}`;
}
/** "2% (of 310) in the 4 weeks before", or "no searches in the 2 weeks after". */
function windowWords(kind, window, unit, side) {
    if (window.periods.length === 0)
        return `no ${unit}s read ${side}`;
    const span = `in ${spanWords(window.periods.length, unit)} ${side}`;
    if (window.rate === undefined)
        return `no ${RATE[kind].events} counted ${span}`;
    return `${(0,format/* wholePercent */.pC)(window.rate)} (of ${(0,format/* groupThousands */.Zv)(window.events)}) ${span}`;
}
/**
 * The figures behind a verdict, for the report: "clicked 2% (of 310) in the 4 weeks before, 41% (of 290) in the 3
 * weeks after; untouched gaps 5% → 6%".
 */
function verdictFigures(verdict, unit) {
    const { kind, before, after, untouched } = verdict;
    const own = `${RATE[kind].rate} ${windowWords(kind, before, unit, 'before')}, ${windowWords(kind, after, unit, 'after')}`;
    const others = untouched
        ? `untouched gaps ${(0,format/* wholePercent */.pC)(untouched.before)} → ${(0,format/* wholePercent */.pC)(untouched.after)}`
        : 'too few untouched gaps to compare';
    return `${own}; ${others}`;
}
/** What a verdict means, before its figures. */
function verdictWords(verdict, unit) {
    const after = spanWords(verdict.after.periods.length, unit);
    switch (verdict.verdict) {
        case 'watching':
            return `watching: ${verdict_words_plural(verdict.periodsAfter, unit)} read after the fix of ${(0,format/* groupThousands */.Zv)(verdict.closeAfter)}`;
        case 'too-little-data':
            return `too little data to judge: ${verdict_words_plural(verdict.before.events, RATE[verdict.kind].event, RATE[verdict.kind].events)} before the fix (${MINIMUM_EVENTS_BEFORE} needed)`;
        case 'fixed':
            return `fixed: no longer a gap in ${after} after`;
        case 'improved':
            return 'improved beyond chance and beyond the untouched gaps, but still a gap';
        case 'no-change':
            return 'no change beyond chance and the untouched gaps: still a gap';
        case 'worse':
            return 'worse beyond chance and beyond the untouched gaps';
    }
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/body-watch.js
// What a task closed as done says while the action watches its gap: in its body, how long the watch has to go or
// whether the fix worked, with the figures behind the verdict; and the one comment when its gap stays. Pure; a term is
// hostile text, printed only through bodyTerm (in verdict-words.ts).




/** "Closed as done on 18 Nov 2026 by pull request [#12](…)". */
function closedWords(view) {
    const { watch } = view;
    const on = `Closed as done on ${dayWords(watch.day ?? watch.on)}`;
    if (watch.by === 'unread')
        return `${on} by a pull request or commit the workflow's token may not read (\`pull-requests: read\` names it)`;
    if (watch.by !== 'pr' || watch.pr === undefined)
        return on;
    return `${on} by pull request ${view.pullUrl ? `[#${watch.pr}](${view.pullUrl})` : `#${watch.pr}`}`;
}
/** The body's section on the watch: under way, or its verdict with the figures behind it. */
function watchSection(view) {
    const { verdict, unit } = view;
    const closeAfter = verdict_words_plural(verdict.closeAfter, unit);
    const line = verdict.outcome === 'watching'
        ? `${closedWords(view)}. The action watches its gap for ${closeAfter} read in full after the ${unit} of the fix (which counts on neither side) and leaves this issue closed: ${verdictWords(verdict, unit)}.`
        : `${closedWords(view)}. **${(0,format/* capitalized */.l2)(verdictWords(verdict, unit))}.** The figures: ${verdictFigures(verdict, unit)}.`;
    return ['### Did the fix work?', '', line, ''];
}
/**
 * The one comment on a task closed as done whose gap stays: this period's figures when it has the gap, else the
 * window's after the fix; the verdict and its figures; what a writer can do.
 */
function stillAGapComment(view, kind, gap, period) {
    const { verdict, unit, watch } = view;
    const figures = gap && gapFigures(gap);
    const events = gap ? (figures?.e ?? gap.count) : verdict.after.events;
    const hits = gap ? figures?.h : verdict.after.hits;
    const sentence = stillAGapSentence({
        kind,
        closedOn: watch.day ?? watch.on,
        phrase: gap ? period.phrase : `${spanWords(verdict.after.periods.length, unit)} after the fix`,
        events,
        ...(hits !== undefined ? { hits } : {}),
    });
    return [
        `**Still a gap after the fix.** ${(0,format/* capitalized */.l2)(sentence)}.`,
        '',
        `${(0,format/* capitalized */.l2)(verdictWords(verdict, unit))}. The figures: ${verdictFigures(verdict, unit)}.`,
        '',
        `docs-export-action watched this gap for ${verdict_words_plural(verdict.periodsAfter, unit)} after the fix and says so once. The issue stays closed: reopen it to work on the gap again, and the action keeps it up to date with every report.`,
    ].join('\n');
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/body.js
// A task issue's body and the comments the action leaves on it: the action's part of the body (the gap in this
// period's numbers, how long the task has been open, the trend of its numbers, and the docs files that mention its
// term) in place of its part in the issue's body, the writer's text around it kept, within GitHub's body limit.











/** Room kept for the closing lines and the hidden history when the file list is fitted. */
const RESERVE = 4_000;
const UNIT = { search: 'Searches', category: 'Unanswered', page: 'Unanswered' };
function periodLine(input) {
    const { gap, period, state, closeAfter } = input;
    if (gap?.kind === 'search')
        return `In ${period.phrase}, visitors searched for it **${(0,format/* groupThousands */.Zv)(gap.count)}** times${gap.ctr === undefined ? '' : `; ${(0,format/* wholePercent */.pC)(gap.ctr)} of those searches clicked a result`}.`;
    if (gap)
        return `In ${period.phrase}, **${(0,format/* groupThousands */.Zv)(gap.count)}** questions to the assistant ${gap.kind === 'page' ? 'on this page' : 'in this category'} went unanswered${gap.asked ? ` (of ${(0,format/* groupThousands */.Zv)(gap.asked)} asked)` : ''}.`;
    // A period counts without the gap when read in full, or when the term was read with figures that make it no gap.
    const counts = input.watch ? 'toward the watch of the fix' : 'toward closing this task';
    if (!period.readInFull[input.kind] && !state.without.includes(period.dateFrom))
        return input.kind === 'search'
            ? `Not among the search terms read for ${period.phrase}, a list not read in full (down to a term searched fewer times than the gap minimum, or to its end): the period does not count ${counts}.`
            : `Not among the gaps of ${period.phrase}, whose conversations were not read in full: the period does not count ${counts}.`;
    if (input.watch)
        return `Not a gap in ${period.phrase}.`;
    return `Not a gap in ${period.phrase}: ${state.without.length} of ${closeAfter} periods in a row without it before the action closes this task.`;
}
function daysBetween(from, to) {
    return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}
function trendTable(input) {
    if (input.state.seen.length === 0)
        return [];
    const unit = UNIT[input.kind];
    return [
        `| Period from | ${unit} |`,
        '| --- | ---: |',
        // A task watched after its close keeps more periods (for the verdict's windows); its body shows the latest.
        ...input.state.seen.slice(-tasks_state/* TREND_LIMIT */.GM).map((s) => `| ${s.p} | ${(0,format/* groupThousands */.Zv)(s.n)} |`),
    ];
}
const encodePath = (file) => file
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/[()'!*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
function fileUrl(links, file, line) {
    if (!links.sha || !links.repository)
        return undefined;
    const base = links.serverUrl.replace(/\/+$/, '');
    return `${base}/${links.repository}/blob/${links.sha}/${encodePath(file)}${line ? `#L${line}` : ''}`;
}
function fileLine(links, mention) {
    const first = mention.lines[0];
    const url = fileUrl(links, mention.path, first);
    const name = url ? `[${(0,markdown/* markdownPath */.N)(mention.path)}](${url})` : (0,markdown/* markdownPath */.N)(mention.path);
    const shown = mention.lines.slice(0, docs_search/* MAX_LINES_NAMED */.nu).join(', ');
    const more = mention.lineCount - Math.min(mention.lines.length, docs_search/* MAX_LINES_NAMED */.nu);
    return `- ${name}: line${mention.lineCount === 1 ? '' : 's'} ${shown}${more > 0 ? ` and ${(0,format/* groupThousands */.Zv)(more)} more` : ''}`;
}
/**
 * The docs section: the files that mention the term, fitted into `room` characters, and the files not read (past
 * the run's limits), so that a writer never takes a short list, or none, for all there is.
 */
function docsSection(input, room) {
    const { docs, links } = input;
    const lines = ['### Where the docs mention it', ''];
    if (docs.state === 'unavailable')
        return [...lines, `Could not look: ${docs.why}.`];
    if (input.kind === 'page') {
        const source = pageSource(docs, input.term);
        if (source) {
            const url = fileUrl(links, source);
            lines.push(`The page's source: ${url ? `[${(0,markdown/* markdownPath */.N)(source)}](${url})` : (0,markdown/* markdownPath */.N)(source)}.`, '');
        }
    }
    const mentions = mentionsOf(docs, input.term);
    if (!mentions)
        return [...lines, 'Not looked for in this run.'];
    const unread = unreadDocs(docs);
    if (mentions.fileCount === 0)
        return [
            ...lines,
            unread
                ? `No file read mentions it, but ${unread}: one of those may.`
                : 'No file matching `docs-path` mentions it.',
        ];
    lines.push('Files matching `docs-path` that mention it (the whole phrase, any case):', '');
    const after = unread ? ['', `${unread}: more files may mention it.`] : [];
    let used = [...lines, ...after].join('\n').length;
    let named = 0;
    for (const mention of mentions.files.slice(0, docs_search/* MAX_FILES_NAMED */.hh)) {
        const line = fileLine(links, mention);
        if (used + line.length + 1 > room)
            break;
        lines.push(line);
        used += line.length + 1;
        named += 1;
    }
    const rest = mentions.fileCount - named;
    if (rest > 0)
        lines.push(`- and ${(0,format/* groupThousands */.Zv)(rest)} more file${rest === 1 ? '' : 's'}`);
    return [...lines, ...after];
}
/**
 * Days from the day the issue was opened to the period's end, or none for a period that ended before it (a rerun of an
 * older period): the same on every rerun of a period, so an unchanged task takes no write.
 */
function openedLine(input) {
    if (input.watch)
        return `Opened ${dayWords(input.openedOn)}.`;
    const days = daysBetween(input.openedOn, input.period.dateTo);
    return `Opened ${dayWords(input.openedOn)}; open ${(0,format/* groupThousands */.Zv)(days)} day${days === 1 ? '' : 's'}.`;
}
/**
 * The whole body: the issue's body now with the action's part (hidden key first, hidden history and end line last)
 * in place of its own, within GITHUB_BODY_LIMIT whatever the term, the file names and the writer's text. The writer's
 * text is never cut: the part gets the room it leaves (the docs files fitted into it, or, when even the numbers do not
 * fit, only the heading and the hidden lines); with no room for that either, the body is left as it is.
 */
function taskBody(input) {
    const { state, period } = input;
    const current = input.current ?? '';
    // Two characters more for the blank line before a part appended to a body that lost its own.
    const room = limits/* GITHUB_BODY_LIMIT */.n - (0,body_part/* writerLength */.ki)(current, input.key) - 2;
    const top = [(0,tasks_state/* keyLine */.YC)(input.key), `**Documentation gap**: ${kindWords(input.kind)} ${bodyTerm(input.term)}`];
    const head = [
        ...top,
        '',
        periodLine(input),
        '',
        ...(input.watch ? watchSection(input.watch) : []),
        ...priorityLine(input.gap, period),
        // A watched task is closed and stays so: the rule by which the action closes an open one would say otherwise.
        ...(input.watch ? [] : [doneRuleLine(input.kind, period.doneRule, input.closeAfter), '']),
        ...evidenceSection(input.kind, input.gap, period),
        openedLine(input),
        '',
        ...trendTable(input),
        '',
        '',
    ].join('\n');
    const tail = [
        '',
        `_Kept up to date by docs-export-action with the docs report: it rewrites this part of the issue at every report, down to a hidden end line under this one. Write below this line or above the part: what you write there stays, as do the title you give the issue, its assignees and its labels. The action closes this issue when the gap has been gone for ${input.closeAfter} period${input.closeAfter === 1 ? '' : 's'} in a row; close it yourself and it stays closed (closed as done, it is watched: did the fix work?)._`,
        (0,tasks_state/* stateLine */.qo)(state),
        body_part/* endLine */.Sk,
    ].join('\n');
    const docs = docsSection(input, room - head.length - tail.length - RESERVE).join('\n');
    const part = `${head}${docs}\n${tail}`;
    if (part.length <= room)
        return (0,body_part/* splicePart */.UL)(current, input.key, part);
    const bare = [
        ...top,
        '',
        'The numbers and the docs files are left out: the text around this part leaves no room.',
        tail,
    ];
    const short = bare.join('\n');
    return short.length <= room ? (0,body_part/* splicePart */.UL)(current, input.key, short) : current;
}
function closingComment(kind, closeAfter, period) {
    // A period not read in full counted because the term was read in it with figures that make it no gap.
    const how = period.readInFull[kind]
        ? `with its ${kind === 'search' ? 'searches' : 'conversations'} read in full`
        : 'in which its term was read with figures that make it no gap';
    return `Closed by docs-export-action: this ${kindWords(kind)} has not been a gap for ${closeAfter} period${closeAfter === 1 ? '' : 's'} in a row (the last, ${period.phrase}, ${how}). If it comes back, the action reopens this issue.`;
}
function reopeningComment(gap, period) {
    const what = gap.kind === 'search' ? 'searches' : 'unanswered questions';
    return `Reopened by docs-export-action: the gap is back in ${period.phrase} (${(0,format/* groupThousands */.Zv)(gap.count)} ${what}).`;
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/docs-query.js
function subjectOf(step) {
    switch (step.do) {
        case 'open':
        case 'reopen':
            return step.gap;
        case 'update':
        case 'close':
        case 'watch':
            return step;
    }
}
function docsQueryOf(plan) {
    const subjects = plan.steps.map(subjectOf);
    return {
        terms: subjects.map((s) => s.term),
        pages: subjects.filter((s) => s.kind === 'page').map((s) => s.term),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./.build/work/src/tasks/key.js
// The hidden key that finds a gap's task again: a hash of project, kind and the term's topic. Only hex digits reach
// the body, so no term, however written, can break out of the hidden block or pose as another task's key.


/**
 * 32 hex digits (128 bits of SHA-256) of the term's one form (term-form.ts): look-alikes share a key, and search terms
 * of one topic (`listlabels`, `list labels`) share one. Categories and pages are names the service gives: one form.
 */
function taskKey(projectId, kind, term) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update(JSON.stringify([projectId, kind, kind === 'search' ? (0,term_form/* topicForm */.Ak)(term) : (0,term_form/* normalizeTerm */.Kf)(term)]))
        .digest('hex')
        .slice(0, 32);
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/watch.js



const dayMs = (day) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
const watch_isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
/**
 * Periods from the one of `day` to `period` (0 for the same, 1 for the one before, negative after it), on the grid of
 * `period`: calendar months for a month, else steps of its length from its first day.
 */
function periodsBack(day, period) {
    if (periodUnit(period.dateFrom, period.dateTo) === 'month') {
        const [y1, m1] = day.split('-').map(Number);
        const [y2, m2] = period.dateFrom.split('-').map(Number);
        return (y2 - y1) * 12 + (m2 - m1);
    }
    const length = dayMs(period.dateTo) - dayMs(period.dateFrom);
    return Math.ceil((dayMs(period.dateFrom) - dayMs(day)) / length);
}
/** The first day of the period `day` (`YYYY-MM-DD` or an ISO time) falls in, on the grid of `period`. */
function periodStartOf(day, period) {
    const back = periodsBack(day, period);
    if (periodUnit(period.dateFrom, period.dateTo) === 'month') {
        const from = new Date(dayMs(period.dateFrom));
        return watch_isoDay(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - back, 1));
    }
    return watch_isoDay(dayMs(period.dateFrom) - back * (dayMs(period.dateTo) - dayMs(period.dateFrom)));
}
/**
 * What a closed task of the action's own is to this run's watches:
 * - `watched`: its history holds a watch not yet over (no verdict, or the verdict given in this period, rerun);
 * - `ask`: closed as done (or with no reason said) within the last `closeAfter` periods, not by the action (whose
 *   closes mark the history), with no watch yet: who closed it, and with what, decides;
 * - undefined: anything else, left alone (not planned, a duplicate, closed long ago, a watch over, no history).
 */
function watchCandidate(task, period, closeAfter) {
    const history = task.history;
    if (task.state !== 'closed' || !history || history.shut)
        return undefined;
    if (history.closed) {
        const judged = history.closed.judged;
        return judged === undefined || judged >= period.dateFrom ? 'watched' : undefined;
    }
    if (task.stateReason !== undefined && task.stateReason !== 'completed')
        return undefined;
    if (!task.closedAt || periodsBack(task.closedAt, period) > closeAfter)
        return undefined;
    return 'ask';
}
/**
 * The watch a closure starts: closed as done (or with no reason, on a server that keeps none) by a person or a merged
 * pull request, counted from the period of the merge (or of the close). Undefined for anything else: not planned, a
 * duplicate, open again, or closed by the action itself (`byAction`).
 */
function watchOf(closure, byAction, period) {
    if (!closure.closedAt || byAction)
        return undefined;
    if (closure.stateReason !== null && closure.stateReason !== 'completed')
        return undefined;
    const pull = closure.pullRequest;
    const day = (pull?.mergedAt ?? closure.closedAt).slice(0, 10);
    return {
        on: periodStartOf(day, period),
        day,
        by: pull ? 'pr' : closure.pullRequestHidden ? 'unread' : 'person',
        ...(pull ? { pr: pull.number } : {}),
    };
}
/**
 * A watched task's step this period: its history read on (a watch keeps WATCH_LIMIT periods), the verdict against the
 * untouched gaps (`others`: the open tasks' histories after this period), marked judged in the period it is first
 * given, and the one comment due when it fails and nothing was said before (a rerun says nothing twice).
 */
function watchStep(task, input) {
    const { kind, gap, period } = input;
    const read = nextHistory({ ...task.history, closed: task.watch }, kind, gap, period, input.readAsNoGap);
    const watch = { ...task.watch };
    const verdict = judgeFix({
        kind: read.kind,
        periods: periodsOf(read),
        opened: read.opened,
        fixPeriod: watch.on,
        closeAfter: input.closeAfter,
        untouched: untouchedCounts(input.others, read.kind),
    });
    if (verdict.outcome !== 'watching' && watch.judged === undefined)
        watch.judged = period.dateFrom;
    const comment = verdict.outcome === 'failing' && (watch.said ?? []).length === 0;
    if (comment)
        watch.said = [period.dateFrom];
    return {
        do: 'watch',
        task,
        kind,
        term: gap?.term ?? read.term,
        ...(gap ? { gap } : {}),
        state: { ...read, closed: watch },
        verdict,
        comment,
    };
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/plan.js
// What this run does to each task, decided without a request: the pure half of the lifecycle.





/**
 * GitHub writes (requests that make or change something: an issue, a comment, an edit) the tasks of one run make at
 * most. A constant, not derived from `max-new-tasks`: what it guards against does not grow with how many tasks a run
 * may open. GitHub allows 500 content-creating requests an hour (its secondary rate limit, per token, shared with
 * the report's own publication and every workflow writing with that token), and each reopen and close is a comment
 * and a state change that notify the task's watchers. 100 is a fifth of that hour and, at the throttle's spacing (a
 * second between writes, three between those that notify), a few minutes of a run; it holds `max-new-tasks` at its
 * most (50) beside closes and reopens.
 */
const TASK_WRITES_PER_RUN = 100;
/** The GitHub writes a step takes at most: its issue, and for a reopen or a close the comment that says why first. */
function writesOf(step) {
    return step.do === 'reopen' || step.do === 'close' || (step.do === 'watch' && step.comment) ? 2 : 1;
}
/**
 * Gaps of one key once, highest score first (then most counted, then by term). Gaps of one key are one gap: their
 * counts and scores added (one topic's searches are one demand), the click-through their searches' together, the
 * term the most counted one's, the others kept as its variants.
 */
function rankGaps(projectId, gaps) {
    const byKey = new Map();
    for (const gap of gaps) {
        const key = taskKey(projectId, gap.kind, gap.term);
        byKey.set(key, [...(byKey.get(key) ?? []), gap]);
    }
    return [...byKey]
        .map(([key, group]) => ({ key, gap: oneGap(group) }))
        .sort((a, b) => b.gap.score - a.gap.score || b.gap.count - a.gap.count || compareText(a.gap.term, b.gap.term));
}
/** The gaps of one key as one. */
function oneGap(group) {
    const sorted = [...group].sort((a, b) => b.count - a.count || compareText(a.term, b.term));
    const [first, ...rest] = sorted;
    if (rest.length === 0)
        return first;
    const count = plan_sum(sorted.map((g) => g.count));
    const gap = { ...first, count, score: plan_sum(sorted.map((g) => g.score)) };
    if (first.ctr !== undefined && count > 0)
        gap.ctr = plan_sum(sorted.map((g) => g.count * (g.ctr ?? 0))) / count;
    if (first.asked !== undefined)
        gap.asked = plan_sum(sorted.map((g) => g.asked ?? 0));
    gap.variants = sorted.map((g) => ({ term: g.term, count: g.count }));
    return gap;
}
const plan_sum = (values) => values.reduce((a, b) => a + b, 0);
/** What the period read as no gap, by key: forms of one key (case, spaces) as one, their counts added. */
function notGapsByKey(projectId, read) {
    const added = (a, b) => (a === undefined || b === undefined ? undefined : a + b);
    const byKey = new Map();
    for (const one of read) {
        const key = taskKey(projectId, one.kind, one.term);
        const before = byKey.get(key);
        byKey.set(key, before ? { ...before, events: added(before.events, one.events), hits: added(before.hits, one.hits) } : one);
    }
    return byKey;
}
/** A history without what its close wrote (the action's mark, a watch): for a task open again. */
function withoutClose(history) {
    if (!history)
        return undefined;
    const state = { ...history };
    delete state.shut;
    delete state.closed;
    return state;
}
/** The history of a task the action reopens: its gap back, no longer marked as closed. */
const reopened = (history, gap, period) => nextHistory(withoutClose(history), gap.kind, gap, period);
/** The first task of each key: an open one before a watched one before another closed one, then the oldest. */
function tasksByKey(tasks) {
    const chosen = new Map();
    const rank = (task) => (task.state === 'open' ? 0 : task.watch ? 1 : 2);
    const order = [...tasks].sort((a, b) => rank(a) - rank(b) || a.number - b.number);
    for (const task of order)
        if (!chosen.has(task.key))
            chosen.set(task.key, task);
    return chosen;
}
/**
 * Every task's step this period: open tasks follow their gap (updated, or closed after `closeAfter` periods without
 * it, each read in full or with the task's term read as no gap); a task the action closed reopens when its gap is
 * back, one someone else closed stays closed (but one closed as done is watched while its `watch` runs: its history
 * read on and its fix judged against the open tasks' gaps, watchStep); gaps without a task open one each, the most
 * counted first, at most
 * `maxNew` (the rest wait); a gap whose task may be among the issues not read (`unresolved`) gets none. Then the
 * steps are fitted in `writeBudget` by `stepOrder`.
 */
function planTasks(input) {
    const { period, closeAfter } = input;
    const ranked = rankGaps(input.projectId, period.gaps);
    const gapOf = new Map(ranked.map((r) => [r.key, r.gap]));
    const readAsNoGap = notGapsByKey(input.projectId, period.notGaps ?? []);
    const tasks = tasksByKey(input.tasks);
    const wanted = [];
    const overflow = [];
    let leftClosed = 0;
    let unresolved = 0;
    const watched = [];
    const openStates = [];
    for (const task of tasks.values()) {
        const gap = gapOf.get(task.key);
        const kind = gap?.kind ?? task.history?.kind;
        if (!kind)
            continue; // a closed-by-hand body without history and no gap: nothing to say about it
        if (task.state === 'closed') {
            if (task.watch && task.history)
                watched.push({ ...task, watch: task.watch, history: task.history });
            else if (!gap)
                continue;
            else if (task.closedByAction)
                wanted.push({ do: 'reopen', task, gap, state: reopened(task.history, gap, period) });
            else
                leftClosed += 1;
            continue;
        }
        const term = gap?.term ?? (task.history?.term || termOfTitle(task.title));
        // A writer reopened a task the action watched: the watch is over, the task is worked on again.
        const state = nextHistory(withoutClose(task.history), kind, gap, period, readAsNoGap.get(task.key) ?? false);
        openStates.push(state);
        if (!gap && state.without.length >= closeAfter)
            wanted.push({ do: 'close', task, kind, term, state: { ...state, shut: period.dateFrom } });
        else
            wanted.push({ do: 'update', task, kind, term, gap, state });
    }
    // Watched tasks are judged against the open tasks' gaps of the same weeks, this period's included.
    for (const task of watched) {
        const gap = gapOf.get(task.key);
        const kind = gap?.kind ?? task.history.kind;
        const noGap = readAsNoGap.get(task.key) ?? false;
        wanted.push(watchStep(task, { kind, gap, period, readAsNoGap: noGap, closeAfter, others: openStates }));
    }
    let opened = 0;
    for (const { key, gap } of ranked) {
        if (tasks.has(key))
            continue;
        if (input.unresolved?.has(key))
            unresolved += 1;
        else if (opened < input.maxNew) {
            wanted.push({ do: 'open', key, gap, state: nextHistory(undefined, gap.kind, gap, period) });
            opened += 1;
        }
        else
            overflow.push({ kind: gap.kind, term: gap.term, count: gap.count, score: gap.score });
    }
    const { steps, carried } = fitInBudget(stepOrder(wanted), input.writeBudget);
    // A new task over the budget waits as one over max-new-tasks does, ahead of those (it ranks higher).
    const waiting = [
        ...carried.flatMap((s) => s.do === 'open' ? [{ kind: s.gap.kind, term: s.gap.term, count: s.gap.count, score: s.gap.score }] : []),
        ...overflow,
    ];
    return { steps, carried, waiting, leftClosed, unresolved, writeBudget: input.writeBudget };
}
/**
 * The order in which steps get the budget:
 * 1. closes: decided on periods read in full; one put off loses this period's count (the next run counts from the
 *    task's written history, so the close comes a period later), and a closed task takes no more writes;
 * 2. reopens: the gap is back on a task the action closed, which a writer should hear of now; and watches of tasks
 *    closed as done (one put off does not count this period for its verdict);
 * 3. new tasks (at most `max-new-tasks`, the most counted first): one put off waits, listed in the report;
 * 4. updates that move the count toward closing (a period without the gap added, or the gap back after periods
 *    without it): put off, a later run counts from the older history (a close a period later, or a period early,
 *    which the gap's return then reopens);
 * 5. updates whose only change is numbers (this period's count, the docs files that mention it).
 * Within 4 and 5 the task written longest ago first (by the last period its history holds), so that one passed over
 * this run goes first in the next; then the oldest task. Closes and reopens go by task, new tasks by rank.
 */
function stepOrder(steps) {
    const tier = (step) => {
        switch (step.do) {
            case 'close':
                return 1;
            case 'reopen':
            case 'watch':
                return 2;
            case 'open':
                return 3;
            case 'update':
                return sameList(step.state.without, step.task.history?.without ?? []) ? 5 : 4;
        }
    };
    const written = (step) => (step.do === 'open' ? '' : lastWritten(step.task.history));
    const number = (step) => (step.do === 'open' ? 0 : step.task.number);
    // Array.prototype.sort is stable: new tasks keep their rank.
    return [...steps].sort((a, b) => tier(a) - tier(b) || (written(a) < written(b) ? -1 : written(a) > written(b) ? 1 : 0) || number(a) - number(b));
}
/** The steps, in order, that fit in `budget` writes (one that does not fit is passed over for smaller ones behind it). */
function fitInBudget(ordered, budget) {
    const steps = [];
    const carried = [];
    let left = budget;
    for (const step of ordered) {
        const cost = writesOf(step);
        if (cost <= left) {
            steps.push(step);
            left -= cost;
        }
        else
            carried.push(step);
    }
    return { steps, carried };
}
/** The last period a task's written history holds, seen or without its gap ('' for none). */
function lastWritten(history) {
    const seen = history?.seen.at(-1)?.p ?? '';
    const without = history?.without.at(-1) ?? '';
    return seen > without ? seen : without;
}
const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
/** A term as its title shows it, for a body without history: only for its heading (the key, not the term, finds it). */
function termOfTitle(title) {
    return /“(.*)”$/su.exec(title)?.[1] ?? title;
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/task-title.js

/**
 * A title is the action's while it is the one the action last wrote (its history says which; a history from before
 * titles were kept: the title as the action wrote it then, with the term as last seen or as seen now). The action's
 * title is rewritten only when its wording is not today's, with this period's spelling of the term; otherwise it keeps
 * its spelling (the first a task was made with), so a term seen in another case each week does not retitle it.
 */
function chooseTitle(task, kind, term) {
    const last = task.history?.title;
    const terms = [task.history?.term, term].filter((t) => t !== undefined);
    const own = last === undefined ? terms.some((t) => task.title === titleBeforeHistory(kind, t)) : task.title === last;
    if (!own)
        return { title: task.title, ...(last === undefined ? {} : { written: last }) };
    const title = inTitleWording(task.title, kind) ? task.title : taskTitle(kind, term);
    return { title, written: title };
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/task-change.js

/**
 * What a write to an existing task sends: its body with the action's part brought up to date (the writer's text
 * around it kept), and its title when the action's wording of it changed and no writer renamed it; nothing that did
 * not change (undefined: nothing at all).
 */
function taskChange(step, kind, term, body) {
    const { task } = step;
    const { title, written } = chooseTitle(task, kind, term);
    const next = body(written === undefined ? step.state : { ...step.state, title: written });
    const change = { ...(title === task.title ? {} : { title }), ...(next === task.body ? {} : { body: next }) };
    return Object.keys(change).length > 0 ? change : undefined;
}

// EXTERNAL MODULE: ./.build/work/src/util/redact.js
var redact = __webpack_require__(11119);
;// CONCATENATED MODULE: ./.build/work/src/github/closure.js
// What closed an issue, as closed-by.ts and closed-by-rest.ts both say it.
/** GraphQL's state reason (`NOT_PLANNED`) in REST's words (`not_planned`); null for one this code does not know. */
function reasonOf(raw) {
    const reason = raw?.toLowerCase();
    return reason === 'completed' || reason === 'not_planned' || reason === 'duplicate' || reason === 'reopened'
        ? reason
        : null;
}

;// CONCATENATED MODULE: ./.build/work/src/github/closed-by-rest.js



/** The page number of `rel="last"` in a Link header; undefined when there is one page only. */
function lastPage(link) {
    const match = /<([^>]+)>;\s*rel="last"/.exec(link ?? '');
    const page = match?.[1] ? new URL(match[1]).searchParams.get('page') : null;
    return page ? Number(page) : undefined;
}
/** The last `closed` event: read from the last page back, since the timeline lists the oldest first. */
async function lastClose(octokit, repository, issueNumber) {
    const query = { ...repository, issue_number: issueNumber, per_page: pages/* PER_PAGE */.EK };
    const first = await octokit.rest.issues.listEventsForTimeline(query);
    for (let page = lastPage(first.headers.link) ?? 1; page >= 1; page -= 1) {
        const events = (page === 1 ? first : await octokit.rest.issues.listEventsForTimeline({ ...query, page }))
            .data;
        const close = events.filter((event) => event.event === 'closed').at(-1);
        if (close)
            return close;
    }
    return undefined;
}
/**
 * The merged pull request that brought `sha` in: the one whose merge commit it is, else the first merged. Refused
 * (no `pull-requests: read`): `hidden`; the commit gone (422): none; neither is a failure.
 */
async function mergedPullOf(octokit, repository, sha, attempt) {
    try {
        const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ ...repository, commit_sha: sha });
        const pull = data.find((p) => p.merged_at && p.merge_commit_sha === sha) ?? data.find((p) => p.merged_at);
        if (!pull?.merged_at)
            return undefined;
        return {
            number: pull.number,
            url: pull.html_url,
            mergedAt: pull.merged_at,
            ...(pull.merge_commit_sha ? { mergeCommitSha: pull.merge_commit_sha } : {}),
        };
    }
    catch (error) {
        const status = (0,github_errors/* statusOf */.c2)(error);
        if (status === 403 || status === 404)
            return 'hidden';
        if (status === 422)
            return undefined;
        throw (0,github_errors/* explainGitHubError */.Pm)(error, { ...attempt, action: `${attempt.action} (the pull request of ${sha})` });
    }
}
async function closureFromRest(octokit, repository, issueNumber, attempt) {
    try {
        const { data: issue } = await octokit.rest.issues.get({ ...repository, issue_number: issueNumber });
        const stateReason = reasonOf(issue.state_reason);
        if (issue.state !== 'closed')
            return { closedAt: null, stateReason, closedBy: null };
        const close = await lastClose(octokit, repository, issueNumber);
        const pull = close?.commit_id ? await mergedPullOf(octokit, repository, close.commit_id, attempt) : undefined;
        return {
            closedAt: issue.closed_at,
            stateReason,
            closedBy: issue.closed_by?.login ?? close?.actor?.login ?? null,
            ...(pull === 'hidden' ? { pullRequestHidden: true } : pull ? { pullRequest: pull } : {}),
        };
    }
    catch (error) {
        if (error instanceof github_errors/* GitHubError */.y_)
            throw error;
        throw (0,github_errors/* explainGitHubError */.Pm)(error, attempt);
    }
}

;// CONCATENATED MODULE: ./.build/work/src/github/closed-by.js







const PULL_FIELDS = 'number url mergedAt mergeCommit { oid }';
// `$repo` and `$number` are no octokit request options, so they go through as GraphQL variables.
const QUERY = `query ($owner: String!, $repo: String!, $number: Int!) {
  repository(owner: $owner, name: $repo) {
    issue(number: $number) {
      state
      stateReason
      closedAt
      closedByPullRequestsReferences(first: 5, includeClosedPrs: true) { nodes { ${PULL_FIELDS} } }
      timelineItems(itemTypes: [CLOSED_EVENT], last: 1) {
        nodes {
          ... on ClosedEvent {
            actor { login }
            closer { __typename ... on PullRequest { ${PULL_FIELDS} } ... on Commit { oid } }
          }
        }
      }
    }
  }
}`;
const merged = (pull) => pull?.mergedAt
    ? {
        number: pull.number,
        url: pull.url,
        mergedAt: pull.mergedAt,
        ...(pull.mergeCommit ? { mergeCommitSha: pull.mergeCommit.oid } : {}),
    }
    : undefined;
/**
 * The last close's closer: a pull request, or a commit that one of the linked pull requests merged. A close by hand
 * (no closer) names no pull request, even one linked to the issue.
 */
function closingPull(issue) {
    const closer = issue.timelineItems?.nodes?.at(-1)?.closer;
    if (!closer)
        return undefined;
    if (closer.__typename === 'PullRequest')
        return merged(closer);
    const linked = issue.closedByPullRequestsReferences?.nodes ?? [];
    return merged(linked.find((pull) => pull?.mergeCommit?.oid === closer.oid));
}
function closureOf(issue) {
    const stateReason = reasonOf(issue.stateReason);
    if (issue.state !== 'CLOSED')
        return { closedAt: null, stateReason, closedBy: null };
    const pullRequest = closingPull(issue);
    return {
        closedAt: issue.closedAt,
        stateReason,
        closedBy: issue.timelineItems?.nodes?.at(-1)?.actor?.login ?? null,
        ...(pullRequest ? { pullRequest } : {}),
    };
}
const SCHEMA_ERRORS = new Set(['undefinedField', 'argumentNotAccepted', 'undefinedType']);
/**
 * GraphQL is not there for this question: no endpoint (404), refused as a whole (403 that is no rate limit), or a
 * schema without a field or argument asked for (an older GitHub Enterprise Server).
 */
function graphqlNotThere(error) {
    const status = (0,github_errors/* statusOf */.c2)(error);
    if (status === 404 || (status === 403 && !(0,rate_limit/* rateLimitOf */.tX)(error)))
        return true;
    return (error?.errors?.some((e) => SCHEMA_ERRORS.has(e.extensions?.code ?? '') || /doesn't (exist on type|accept argument)/.test(e.message ?? '')) ?? false);
}
const allForbidden = (error) => {
    const errors = error?.errors;
    return errors !== undefined && errors.length > 0 && errors.every((e) => e.type === 'FORBIDDEN');
};
/** GitHub's GraphQL errors (HTTP 200) said in one line; any other failure through the explainer. */
function explained(error, attempt) {
    const said = error?.errors?.find((e) => typeof e.message === 'string')?.message;
    if (said === undefined)
        return (0,github_errors/* explainGitHubError */.Pm)(error, attempt);
    const notFound = error.errors?.some((e) => e.type === 'NOT_FOUND') ?? false;
    return new github_errors/* GitHubError */.y_(`GitHub's GraphQL API did not ${attempt.action} in ${attempt.repository}: ${(0,line_text/* lineText */.o)((0,redact/* redactUrls */.sK)(said), { max: 300 })}`, notFound ? 404 : undefined);
}
/** What closed issue `issueNumber` of `repository`; for an open issue, that it is open. */
async function closerOf(octokit, repository, issueNumber) {
    const attempt = {
        repository: (0,github_repository/* fullNameOf */.E)(repository),
        action: `find what closed issue #${issueNumber}`,
        permission: 'issues',
    };
    let answer;
    try {
        answer = await octokit.graphql(QUERY, { ...repository, number: issueNumber });
    }
    catch (error) {
        // Only pull requests the token may not read: the rest of the answer stands, without them.
        const partial = allForbidden(error) ? error.data?.repository?.issue : undefined;
        if (partial) {
            const closure = closureOf(partial);
            return closure.closedAt && !closure.pullRequest ? { ...closure, pullRequestHidden: true } : closure;
        }
        // Refused as a whole (the issue too): REST says which permission is missing.
        if (graphqlNotThere(error) || allForbidden(error))
            return closureFromRest(octokit, repository, issueNumber, attempt);
        throw explained(error, attempt);
    }
    const issue = answer.repository?.issue;
    if (!issue)
        throw new github_errors/* GitHubError */.y_(`GitHub's GraphQL API did not ${attempt.action} in ${attempt.repository}: no such issue`, 404);
    return closureOf(issue);
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/watch-read.js
// The GitHub reads of the watches: for a task closed lately as done and not yet watched, what closed it (a person, or
// a merged pull request: closed-by.ts), which starts its watch.






/**
 * The closed tasks this run watches, among those changed lately (the lookup's `closedLately`): those whose history
 * holds a watch not over, and those newly closed as done, whose closure (one request each) starts their watch. A
 * closure GitHub does not answer (a server without the timeline, a transient error) leaves that task unwatched this
 * run, said, rather than stopping every task; a rate limit is passed on.
 */
async function readWatches(place, closedLately, input) {
    const { period, closeAfter } = input;
    const tasks = [];
    const unread = [];
    for (const task of closedLately) {
        const candidate = watchCandidate(task, period, closeAfter);
        if (candidate === 'watched' && task.history?.closed)
            tasks.push({ ...task, watch: task.history.closed });
        if (candidate !== 'ask')
            continue;
        try {
            const closure = await closerOf(place.octokit, place.repository, task.number);
            const watch = watchOf(closure, (0,github_identity/* isOwnLogin */.sV)(place.identity, closure.closedBy), period);
            if (watch)
                tasks.push({ ...task, watch });
        }
        catch (error) {
            if (error instanceof github_errors/* GitHubRateLimitError */.Rr || (0,rate_limit/* rateLimitOf */.tX)(error))
                throw error;
            unread.push(`#${task.number}: ${(0,errors/* describeFailure */.Ic)(error)}`);
        }
    }
    return { tasks, unread };
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/watch-write.js
// The writes of a watched task (a task closed as done): the one comment when its gap stays, its body with the watch,
// and what the report and the outputs say of it.






/**
 * A watched task: the one comment when its gap stays (before the history that records it, so that a failed write
 * says it again rather than never), its body brought up to date, and its verdict for the report and the outputs (returned).
 */
async function applyWatch(place, step, context) {
    const { octokit, repository } = place;
    const { period, docs, settings, links, log } = context;
    const { task, kind, term, gap, verdict } = step;
    const watch = step.state.closed ?? step.task.watch ?? { on: period.dateFrom };
    const pullUrl = watch.pr === undefined ? undefined : pullRequestUrl(links.serverUrl, repository, watch.pr);
    const view = { watch, verdict, unit: periodUnit(period.dateFrom, period.dateTo), ...(pullUrl && { pullUrl }) };
    if (step.comment) {
        await (0,comments/* createIssueComment */.D$)(octokit, repository, task.number, stillAGapComment(view, kind, gap, period));
        log.info(`Task #${task.number}, closed as done: its gap stays (${verdict.verdict}); said once on the task.`);
    }
    const common = { period, closeAfter: settings.closeAfter, docs, links, openedOn: task.openedOn, current: task.body };
    const body = (state) => taskBody({ ...common, key: task.key, kind, term, gap, state, watch: view });
    const change = taskChange(step, kind, term, body);
    if (change)
        await (0,issues/* updateIssue */.tt)(octokit, repository, task.number, change);
    if (!step.comment)
        log.info(`Task #${task.number}, closed as done: ${verdictWords(verdict, view.unit)}.`);
    return {
        number: task.number,
        url: task.url,
        kind,
        term,
        closedOn: watch.day ?? watch.on,
        closer: watch.by === 'pr' ? 'pull-request' : (watch.by ?? 'person'),
        ...(pullUrl && watch.pr !== undefined ? { pullRequest: { number: watch.pr, url: pullUrl } } : {}),
        outcome: verdict.outcome,
        words: verdictWords(verdict, view.unit),
        figures: verdictFigures(verdict, view.unit),
        commented: step.comment,
    };
}
/** A pull request's page on the server the tasks live on. */
function pullRequestUrl(serverUrl, repository, number) {
    return `${serverUrl.replace(/\/+$/, '')}/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.repo)}/pull/${number}`;
}

;// CONCATENATED MODULE: ./.build/work/src/tasks/run.js
// The task lifecycle against GitHub, in two halves the report mode calls around its publication: `prepareTasks`
// reads (the action's own task issues, who closed the closed ones whose gap is back, what closed a task closed lately
// as done, which starts its watch, and the docs files) and decides;
// `applyTasks` writes, within the plan's budget. A refusal names what the token needs; a rate limit is said as one
// and puts the rest off to the next run; the report is published all the same.

















/** Task issues could not be read or written; the message names the permission or setting that is missing. */
class TaskError extends errors/* ActionError */.lZ {
    kind = 'github';
    status;
    constructor(message, status) {
        super(message);
        this.name = 'TaskError';
        this.status = status;
    }
}
/**
 * GitHub's rate limit stopped the tasks (GitHub said to wait, longer than the action waits): not a missing
 * permission, and not a failure of the step; what was not done is planned again by the next run.
 */
class TaskRateLimited extends errors/* ActionError */.lZ {
    kind = 'github';
    secondary;
    constructor(message, secondary) {
        super(message);
        this.name = 'TaskRateLimited';
        this.secondary = secondary;
    }
}
/** Reads what the decision needs and makes it; nothing is written. */
async function prepareTasks(place, input) {
    const { settings, period } = input;
    const gapKeys = new Set(rankGaps(input.projectId, period.gaps).map((r) => r.key));
    const lookup = await failingWithPermission(place.repository, () => (0,tasks_lookup/* findOwnTasks */.sV)(place, settings.labels, gapKeys));
    // Tasks closed as done are watched: those closed lately, by their history or by what closed them.
    const watches = await failingWithPermission(place.repository, () => readWatches(place, lookup.closedLately, { period, closeAfter: settings.closeAfter }));
    const watched = new Map(watches.tasks.map((t) => [t.number, t]));
    const found = new Set(lookup.tasks.map((t) => t.number));
    const tasks = [
        ...lookup.tasks.map((t) => watched.get(t.number) ?? t),
        ...watches.tasks.filter((t) => !found.has(t.number)),
    ];
    // Who closed a closed task matters only when its gap is back and no open task has it: only those are read.
    const openKeys = new Set(tasks.filter((t) => t.state === 'open').map((t) => t.key));
    for (const task of tasks) {
        if (task.state !== 'closed' || task.watch || openKeys.has(task.key) || !gapKeys.has(task.key))
            continue;
        const by = await failingWithPermission(place.repository, () => (0,issues/* issueClosedBy */.l6)(place.octokit, place.repository, task.number));
        task.closedByAction = (0,github_identity/* isOwnAuthor */.sT)(place.identity, by);
    }
    const plan = planTasks({
        ...input,
        tasks,
        maxNew: settings.maxNew,
        closeAfter: settings.closeAfter,
        writeBudget: TASK_WRITES_PER_RUN,
        unresolved: lookup.unresolved,
    });
    const docs = await readDocs(settings.workspace, settings.docsPaths, docsQueryOf(plan));
    const unread = watches.unread.length > 0 ? { watchesUnread: watches.unread } : {};
    return { plan, period, docs, ...(lookup.cut ? { cut: lookup.cut } : {}), ...unread };
}
/** Nothing done yet: what the plan carries to the next run counted already. */
function noOutcome(prepared) {
    const { plan } = prepared;
    return {
        opened: 0,
        updated: 0,
        closed: 0,
        carried: plan.carried.length,
        waiting: plan.waiting,
        leftClosed: plan.leftClosed,
        done: [],
        fixes: [],
    };
}
/**
 * Writes the plan: opens, updates, reopens and closes, each task once, in the plan's order; `outcome` counts what was
 * done, if it fails. A rate limit GitHub will not lift soon ends the writes there: the rest is carried to the next
 * run, said in the log, and it is no failure.
 */
async function applyTasks(place, prepared, options, outcome = noOutcome(prepared)) {
    const { plan } = prepared;
    const { log } = options;
    for (const [done, step] of plan.steps.entries()) {
        try {
            await failingWithPermission(place.repository, () => applyStep(place, step, prepared, options, outcome));
        }
        catch (error) {
            if (!(error instanceof TaskRateLimited))
                throw error;
            const rest = plan.steps.length - done;
            outcome.carried += rest;
            log.warning(`${error.message} Task writes stopped there: ${rest} step(s) of this run are carried to the next run, which plans them again.`);
            break;
        }
    }
    const later = [...putOffLines(plan, prepared.cut), ...waitingLines(plan, options.settings.maxNew)];
    for (const line of later)
        log.info(line);
    return outcome;
}
async function applyStep(place, step, prepared, options, outcome) {
    const { octokit, repository } = place;
    const { period, docs } = prepared;
    const { settings, links, log } = options;
    const common = { period, closeAfter: settings.closeAfter, docs, links };
    if (step.do === 'open') {
        const { gap } = step;
        const title = taskTitle(gap.kind, gap.term);
        const body = taskBody({
            ...common,
            key: step.key,
            kind: gap.kind,
            term: gap.term,
            gap,
            state: { ...step.state, title },
            openedOn: new Date(options.clock.now()).toISOString().slice(0, 10),
        });
        const created = await (0,issues/* createIssue */.Ko)(octokit, repository, { title, body, labels: settings.labels });
        log.info(`Opened task #${created.number}: ${created.url}`);
        outcome.opened += 1;
        outcome.done.push({
            did: 'opened',
            number: created.number,
            url: created.url,
            kind: gap.kind,
            term: gap.term,
            score: gap.score,
        });
        return;
    }
    if (step.do === 'watch') {
        const { period, docs } = prepared;
        outcome.fixes.push(await applyWatch(place, step, { period, docs, ...options }));
        return;
    }
    const { task } = step;
    const kind = step.do === 'reopen' ? step.gap.kind : step.kind;
    const term = step.do === 'reopen' ? step.gap.term : step.term;
    const gap = step.do === 'close' ? undefined : step.gap;
    const body = (state) => taskBody({ ...common, key: task.key, kind, term, gap, state, openedOn: task.openedOn, current: task.body });
    const change = taskChange(step, kind, term, body);
    const done = (did) => outcome.done.push({ did, number: task.number, url: task.url, kind, term, ...(gap && { score: gap.score }) });
    switch (step.do) {
        case 'update': {
            if (!change)
                return;
            await (0,issues/* updateIssue */.tt)(octokit, repository, task.number, change);
            log.info(`Brought task #${task.number} up to date.`);
            outcome.updated += 1;
            done('updated');
            return;
        }
        case 'reopen': {
            await (0,comments/* createIssueComment */.D$)(octokit, repository, task.number, reopeningComment(step.gap, period));
            await (0,issues/* reopenIssue */.v2)(octokit, repository, task.number, change ?? {});
            log.info(`Reopened task #${task.number}: its gap is back.`);
            outcome.updated += 1;
            done('reopened');
            return;
        }
        case 'close': {
            await (0,comments/* createIssueComment */.D$)(octokit, repository, task.number, closingComment(kind, settings.closeAfter, period));
            // Closed with its last history in the same write: a close costs two writes, as the plan counts it.
            await (0,issues/* closeIssue */.wS)(octokit, repository, task.number, change);
            log.info(`Closed task #${task.number}: its gap has been gone for ${settings.closeAfter} period(s).`);
            outcome.closed += 1;
            done('closed');
            return;
        }
    }
}
/** A refusal names what tasks need; a rate limit is said as one, and what it stopped is carried to the next run. */
async function failingWithPermission(repository, work) {
    try {
        return await work();
    }
    catch (error) {
        const limit = error instanceof github_errors/* GitHubRateLimitError */.Rr ? error.limit : (0,rate_limit/* rateLimitOf */.tX)(error);
        if (limit)
            throw new TaskRateLimited((0,errors/* describeFailure */.Ic)(error), limit.secondary);
        const where = (0,github_repository/* fullNameOf */.E)(repository);
        const status = error instanceof github_errors/* GitHubError */.y_ ? error.status : (0,github_errors/* statusOf */.c2)(error);
        if (status === 403 || status === 410)
            throw new TaskError(`Tasks (\`tasks: issues\`) were not kept in ${where}: they need issues turned on in the repository and \`issues: write\` in the workflow's \`permissions:\`. ${(0,errors/* describeFailure */.Ic)(error)}`, status);
        throw error;
    }
}

;// CONCATENATED MODULE: ./.build/work/src/report/model/gap-score.js
// One priority across the kinds of gap. A search term and an assistant category are not counted in one unit (a
// search is not a question), so neither count ranks them against the other: each gap scores the share of its own
// channel's traffic in the period that ended on it without an answer. A term: its searches that clicked no result,
// of all searches of the period (`totalSearches`). A category or page: its unanswered questions, of all questions
// put to the assistant in the period. Both are "readers per hundred who tried and failed here", comparable across
// kinds and across periods of different traffic.
/** A search term's score: its unclicked searches (hits × (1 − click-through)) of the period's searches. */
function searchGapScore(term, totalSearches) {
    if (!(totalSearches > 0))
        return 0;
    const unclicked = term.hits * (1 - Math.min(1, Math.max(0, term.ctr)));
    return Math.min(1, unclicked / totalSearches);
}
/** A category's or page's score: its unanswered questions of the period's questions to the assistant. */
function unansweredGapScore(unanswered, askedInPeriod) {
    if (!(askedInPeriod > 0))
        return 0;
    return Math.min(1, unanswered / askedInPeriod);
}

// EXTERNAL MODULE: ./.build/work/src/tasks/types.js
var tasks_types = __webpack_require__(575);
;// CONCATENATED MODULE: ./.build/work/src/report/tasks/gap-evidence.js



/** Whether a kept question belongs to the gap. */
function belongs(question, gap) {
    switch (gap.kind) {
        case 'category':
            return question.categories.includes(gap.term);
        case 'page':
            return question.paths.includes(gap.term);
        case 'search':
            return (0,term_form/* mentionsTopic */.$V)(question.text, gap.term);
    }
}
/** The gap's evidence: `questions` undefined when the report keeps none. */
function evidenceOf(gap, sources) {
    const evidence = {};
    if (sources.topClickedPage)
        evidence.topClickedPage = sources.topClickedPage;
    if (sources.questions)
        evidence.questions = sources.questions
            .filter((question) => belongs(question, gap))
            .map(({ text, count }) => ({ text, count }))
            .sort((a, b) => b.count - a.count || compareText(a.text, b.text))
            .slice(0, tasks_types/* EVIDENCE_QUESTIONS */.k);
    return evidence;
}

;// CONCATENATED MODULE: ./.build/work/src/report/tasks/task-period.js




/** The threshold of an unanswered category or page: enough questions, and a large enough share of them. */
function isUnansweredGap(row, thresholds) {
    const share = row.asked ? row.unanswered / row.asked : 0;
    return row.unanswered >= thresholds.unansweredGapMinimum && share >= thresholds.unansweredGapMinimumShare;
}
/**
 * Every search term was looked at when the service gave every term it has, or when the least searched one read is
 * below the gap minimum (any term beyond it is searched less, so it cannot be a gap). The collect stage pages the
 * terms until then (collect/searches.ts); paging stopped short (the budget, the page cap) leaves it unread in full.
 */
function searchesReadInFull(sources) {
    const { searches } = sources.current;
    if (searches?.state !== 'ok')
        return false;
    const least = Math.min(...searches.value.terms.map((t) => t.hits));
    return searches.value.everyTerm === true || least < sources.thresholds.contentGapMinimumHits;
}
/**
 * The search terms read whose own figures make them no gap: too few searches, or enough of them clicked a result.
 * A term set aside (junk, or `task-ignore`) is neither a gap nor one its figures clear.
 */
function searchesNotGaps(terms, read) {
    const notClear = new Set([...read.gaps.map((row) => row.term), ...read.setAside.map((row) => row.term)]);
    return terms
        .filter((row) => !notClear.has(row.searchQuery))
        .map((row) => ({
        kind: 'search',
        term: row.searchQuery,
        events: row.hits,
        hits: Math.round(row.hits * Math.min(1, Math.max(0, row.ctr))),
    }));
}
/**
 * The categories and pages counted below the unanswered threshold, with their questions asked and unanswered (the
 * verdict on a closed task needs them), when the conversations were read in full; one not counted had none asked.
 */
function unansweredNotGaps(sources, isGap) {
    const conversations = sources.current.conversations;
    if (conversations?.state !== 'ok' || !conversations.value.complete)
        return [];
    const clear = (kind, rows) => rows
        .filter((row) => !isGap(row) && row.asked !== undefined)
        .map((row) => ({ kind, term: row.name, events: row.asked ?? 0, hits: Math.min(row.unanswered, row.asked ?? 0) }));
    return [...clear('category', conversations.value.byCategory), ...clear('page', conversations.value.byPath)];
}
/** The period's gaps, with their evidence, which of their sources were read in full, and the rule they are done by. */
function taskPeriodOf(sources) {
    const { period, current, thresholds } = sources;
    const searches = current.searches?.state === 'ok' ? current.searches.value : undefined;
    const conversations = current.conversations?.state === 'ok' ? current.conversations.value : undefined;
    const questions = conversations?.questions;
    const taskIgnore = sources.taskIgnore ?? [];
    // Search terms by the report's own rule (junk and `task-ignore` set aside), categories and pages by `task-ignore`.
    const ignored = (0,term_pattern/* termPatterns */.Os)(taskIgnore);
    // One reading of the terms: the gaps, and (for `notGaps`) what was set aside.
    const read = searches ? searchGaps(searches.terms, thresholds, taskIgnore) : { gaps: [], setAside: [] };
    const gaps = read.gaps.map((row) => ({
        kind: 'search',
        term: row.term,
        count: row.hits,
        ctr: row.ctr,
        score: searchGapScore(row, searches?.total ?? 0),
        evidence: evidenceOf({ kind: 'search', term: row.term }, { topClickedPage: row.topClickedPage, questions }),
    }));
    // Every category and page counted (the period's own counts, not the report's tables, which show the top rows).
    const isGap = (r) => isUnansweredGap(r, thresholds) && !ignored(r.name);
    if (conversations) {
        const unansweredGap = (kind, row) => ({
            kind,
            term: row.name,
            count: row.unanswered,
            asked: row.asked ?? 0,
            score: unansweredGapScore(row.unanswered, conversations.asked),
            evidence: evidenceOf({ kind, term: row.name }, { questions }),
        });
        for (const row of conversations.byCategory.filter(isGap))
            gaps.push(unansweredGap('category', row));
        for (const row of conversations.byPath.filter(isGap))
            gaps.push(unansweredGap('page', row));
    }
    const readInFull = conversations?.complete ?? false;
    return {
        dateFrom: period.dateFrom,
        dateTo: period.dateTo,
        label: period.label,
        phrase: period.phrase,
        gaps,
        readInFull: { search: searchesReadInFull(sources), category: readInFull, page: readInFull },
        doneRule: {
            searchMinimum: thresholds.contentGapMinimumHits,
            clickedShare: thresholds.contentGapMaximumCtr,
            unansweredMinimum: thresholds.unansweredGapMinimum,
            unansweredShare: thresholds.unansweredGapMinimumShare,
        },
        totals: {
            ...(searches && { searches: searches.total }),
            ...(conversations && { questions: conversations.asked }),
        },
        questionsKept: questions !== undefined,
        notGaps: [...searchesNotGaps(searches?.terms ?? [], read), ...unansweredNotGaps(sources, isGap)],
    };
}

;// CONCATENATED MODULE: ./.build/work/src/report/tasks/start-tasks.js
// The report mode drives the task lifecycle (src/tasks/) as export drives the rollout: the gaps of the model go in,
// the waiting ones come back for the report, and the writes happen before the report is built, which leads with
// them (each linked). A failure is kept for the end: the report is published and its outputs set first.







/**
 * Reads and decides before the report's model is built (it lists the gaps left waiting); never throws (a failure
 * comes back from `finish`).
 */
async function startTasks(context, github, sources) {
    const { settings, log, runner, clock } = context;
    const tasks = settings.report.tasks;
    if (!tasks)
        return { waiting: [], notes: [], finish: () => Promise.resolve({}) };
    let place;
    let prepared;
    let failure;
    const notes = [];
    try {
        place = await identified(github);
        const input = { projectId: settings.report.projectId, period: taskPeriodOf(sources), settings: tasks };
        const ready = place;
        prepared = await log.group('Tasks', () => prepareTasks(ready, input));
    }
    catch (error) {
        // GitHub said to wait: the tasks are kept by the next run, which is said, and the step does not fail for it.
        if (error instanceof TaskRateLimited) {
            log.warning(`Task issues were not kept this run: ${error.message} The next run keeps them.`);
            notes.push({ kind: 'tasks', text: rateLimitNote(error) });
        }
        else
            failure = (0,errors/* describeFailure */.Ic)(error);
    }
    if (prepared)
        for (const text of putOffLines(prepared.plan, prepared.cut))
            notes.push({ kind: 'tasks', text });
    // A task closed as done whose close GitHub did not say: not watched this run, which the log and the notes say.
    const unreadCloses = prepared?.watchesUnread ?? [];
    if (unreadCloses.length > 0) {
        log.warning(`Tasks: what closed ${unreadCloses.length} task(s) could not be read, so whether their fix worked is not watched this run (the next run asks again): ${unreadCloses.join('; ')}`);
        notes.push({
            kind: 'tasks',
            text: `What closed ${unreadCloses.length} task issue(s) could not be read from GitHub this run (see the log): whether their fix worked is watched from the next run on.`,
        });
    }
    const waiting = (prepared?.plan.waiting ?? []).map((gap) => ({
        kind: gap.kind,
        what: kindWords(gap.kind),
        term: gap.term,
        count: gap.count,
        score: gap.score,
    }));
    // Docs files past the run's limits: the tasks' lists of files may be short, which the log and the report say.
    const unread = prepared && unreadDocs(prepared.docs);
    const said = unread && `${unread}, so a task's list of the files that mention its term may be incomplete`;
    if (said)
        log.warning(`Tasks: ${said}.`);
    if (said)
        notes.push({ kind: 'docs-unread', text: `Task issues: ${said}.` });
    return {
        waiting,
        notes,
        async finish() {
            if (!place || !prepared)
                return { failure };
            const links = { serverUrl: runner.serverUrl, repository: runner.repository, sha: runner.sha };
            const ready = { place, prepared };
            // What was done, even when a later write failed.
            const outcome = noOutcome(prepared);
            try {
                await log.group('Tasks', () => applyTasks(ready.place, ready.prepared, { settings: tasks, links, log, clock }, outcome));
                return { outcome };
            }
            catch (error) {
                return { outcome, failure: (0,errors/* describeFailure */.Ic)(error) };
            }
        },
    };
}
/** The note for tasks a rate limit stopped before anything was decided: GitHub's own words stay in the log. */
function rateLimitNote(error) {
    const which = error.secondary ? 'secondary rate limit (too many requests in a short time)' : 'API rate limit';
    return `Task issues were not kept this run: GitHub's ${which} stopped the action while it read them (see the log). This is not a missing permission; the next run keeps them.`;
}

;// CONCATENATED MODULE: ./.build/work/src/report/run.js
// Mode "report": collect a period's analytics within the request budget, build the model, render it
// and publish it where the user asked, with the data that lets the next run compare for free. The phases in
// order (ARCHITECTURE.md): ready, earlier reports, collect, tasks decided, model, render, files, publish, tasks
// written; the outputs are set in one place (run-outputs.ts) from what the run knows after each.

















async function runReport(context) {
    const outputs = {};
    try {
        const ready = await readyToRun(context);
        const earlier = await readEarlierReports(context, ready);
        const collected = await collect(context, ready, earlier);
        recordOutputs(outputs, { collected });
        const { github } = ready;
        const tasks = github && context.settings.report.tasks ? await decideTasks(context, github, ready, collected) : undefined;
        // Written before the report is built: it leads with them, each linked. A failure waits for the publication.
        const written = await tasks?.finish();
        const model = await modelOf(context, ready, collected, earlier, tasks && { ...tasks, written });
        const rendered = render(context, ready, collected, earlier, model);
        recordOutputs(outputs, { model });
        await publish(context, ready, { collected, model, rendered, written }, outputs);
        warnOfParts(context, ready, collected);
        return outputs;
    }
    catch (error) {
        throw (0,failure/* withOutputs */.F)(error, outputs);
    }
}
/** Whatever is wrong with the inputs fails here, before a request is spent. */
async function readyToRun(context) {
    const { settings, log, clock, runner } = context;
    const options = settings.report;
    const render = loadReportTemplate(options.templatePath);
    const renderTitle = compileTitle(options.issueTitle);
    const github = options.github ? gitHubPlace((await context.github()).octokit, options.github.repository) : undefined;
    const commentIssue = options.publish.includes('comment') ? commentTarget(options.commentOn, runner.event) : undefined;
    const filters = { feedbackSource: options.feedbackSource, feedbackStatus: options.feedbackStatus };
    const period = resolvePeriod(options, clock.now());
    const comparisonPeriod = options.compare ? precedingPeriod(period) : undefined;
    log.info(`Report of project ${options.projectId} for ${period.label}${comparisonPeriod ? `, compared with ${comparisonPeriod.label}` : ''}.`);
    return { render, renderTitle, github, commentIssue, filters, period, comparisonPeriod };
}
/** The period's analytics (and the comparison's, unless an earlier report holds it) within the request budget. */
function collect(context, ready, earlier) {
    const { settings, log, clock } = context;
    const options = settings.report;
    const budget = new RequestBudget(options.requestBudget);
    const { comparison } = earlier;
    return log.group(`Analytics (budget ${budget.limit} requests)`, () => gatherAnalytics({
        period: ready.period,
        comparisonPeriod: ready.comparisonPeriod,
        earlier: comparison && { data: comparison.report.data, url: comparison.url },
        budget,
        collect: {
            service: context.service,
            projectId: options.projectId,
            ...ready.filters,
            budget,
            maxRateLimitWaitMs: options.maxRateLimitWaitMs,
            sections: options.sections,
            searchGapMinimum: DEFAULT_THRESHOLDS.contentGapMinimumHits,
            clock,
            log,
        },
    }));
}
/** Tasks read GitHub and decide before the model is built (it lists the gaps left waiting); they write last. */
function decideTasks(context, github, ready, collected) {
    return startTasks(context, github, {
        period: ready.period,
        current: collected.current,
        thresholds: DEFAULT_THRESHOLDS,
        taskIgnore: context.settings.report.taskIgnore,
    });
}
/** The model, whole: its sections, trends and waiting tasks; readers' words are published only as the input says. */
async function modelOf(context, ready, collected, earlier, tasks) {
    const { settings, log, clock } = context;
    const options = settings.report;
    const readersWords = options.sections.includes('comments') || options.sections.includes('questions');
    const wordsPublic = readersWords ? await commentsArePublic(context, ready.github?.repository) : false;
    const commentsPublished = wordsPublic && options.sections.includes('comments');
    const questionsPublished = wordsPublic && options.sections.includes('questions') && options.sections.includes('assistant');
    if (commentsPublished)
        log.warning(readersWordsWarning('comments'));
    if (questionsPublished)
        log.warning(readersWordsWarning('questions'));
    return buildReportModel(collected, {
        projectId: options.projectId,
        top: options.top,
        ...ready.filters,
        generatedAt: clock.now(),
        comparisonPeriod: ready.comparisonPeriod,
        commentsPublished,
        questionsPublished,
        taskIgnore: options.taskIgnore,
        ...(earlier.history && {
            trend: { earlier: earlier.history, periods: options.trendPeriods, taskIgnore: options.taskIgnore },
        }),
        ...(tasks && {
            tasks: {
                waiting: tasks.waiting,
                done: tasks.written?.outcome?.done ?? [],
                fixes: tasks.written?.outcome?.fixes ?? [],
                notes: tasks.notes,
            },
        }),
    });
}
/** Every form the report is published in; the GitHub body carries the trend history forward. */
function render(context, ready, collected, earlier, model) {
    const { trendPeriods: periods, taskIgnore } = context.settings.report;
    const trend = earlier.history && buildTrends(model, { earlier: earlier.history, periods, taskIgnore });
    const result = renderReport(model, collected, {
        render: ready.render,
        renderTitle: ready.renderTitle,
        filters: ready.filters,
        trend: trend?.history,
    });
    context.log.info(`Report: ${result.full.length} characters; GitHub body ${result.githubBody.length}${result.omittedRows ? ` (${result.omittedRows} table rows cut to fit)` : ''}.`);
    return result;
}
/** The files, then every target, then the tasks' writes; a GitHub failure of any ends the step after the rest. */
async function publish(context, ready, report, outputs) {
    const { settings, log, runner } = context;
    const options = settings.report;
    const { collected, model, rendered } = report;
    const files = await log.group('Files', async () => {
        const written = await writeReportFiles(options.reportDir, rendered.full, model, collected);
        log.info(`Wrote report.md, report.json, visitors.csv, feedback.csv and searches.csv to ${written.dir}.`);
        return written;
    });
    recordOutputs(outputs, { files });
    const published = await log.group('Publish', () => publishReport({
        targets: options.publish,
        rendered,
        projectId: options.projectId,
        period: ready.period,
        github: ready.github,
        commentIssue: ready.commentIssue,
        eventName: runner.eventName,
        issueLabels: options.issueLabels,
        closePrevious: options.closePrevious,
        writeSummary: (markdown) => (0,summary/* writeStepSummary */.o)(context, markdown),
        log,
    }));
    const { written } = report;
    recordOutputs(outputs, { published, tasks: written?.outcome });
    const failures = [...published.failures, ...(written?.failure ? [`tasks: ${written.failure}`] : [])];
    if (failures.length > 0)
        throw new failure/* StepFailure */.p(failures.join('\n'), outputs, { kind: 'github' });
}
/** The report is out: what it lacks is said once more in the log, as its notes say it. */
function warnOfParts(context, ready, collected) {
    const { current } = collected;
    const { label } = ready.period;
    const parts = [
        ...(current.visitorsComplete ? [] : [`visitors of ${label} beyond the first ${current.visitors.length} pages`]),
        ...(current.feedbackFetched ? [] : [`feedback of ${label}`]),
        ...collected.missing,
    ];
    if (parts.length > 0)
        context.log.warning(`The report is published with parts missing (named in its notes): ${parts.join('; ')}.`);
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
