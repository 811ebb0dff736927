// What visitors type into the site's search: a hand-written head (the frequent terms, the
// content gaps a docs team should see, and hostile text) and a long tail generated from the
// vocabulary of the page paths, typos included.
import { hash2, unit } from '../hash.ts';
import { HOSTILE_SEARCH_TERMS } from './hostile-text.ts';
import { ACTIONS, ADJECTIVES, LANGUAGES, PLATFORMS, RESOURCES, TOPICS, VERBS } from './paths.ts';

export interface HeadTerm {
  term: string;
  /** Share of the site's daily searches. */
  share: number;
  /** Share of searches whose results get a click. */
  ctr: number;
  /** The result clicked most (a head page), or null: nothing in the docs answers it. */
  page: string | null;
}

const ANSWERED: readonly HeadTerm[] = [
  { term: 'webhooks', share: 0.045, ctr: 0.72, page: '/guides/webhooks' },
  { term: 'api key', share: 0.04, ctr: 0.68, page: '/guides/authentication' },
  { term: 'rate limit', share: 0.03, ctr: 0.61, page: '/guides/rate-limits' },
  { term: 'create shipment', share: 0.03, ctr: 0.7, page: '/api-reference/endpoint/shipments/create' },
  { term: 'authentication', share: 0.025, ctr: 0.66, page: '/guides/authentication' },
  { term: 'quickstart', share: 0.02, ctr: 0.8, page: '/quickstart' },
  { term: 'python', share: 0.015, ctr: 0.55, page: '/reference/sdk/python/__init__' },
  { term: 'sandbox', share: 0.012, ctr: 0.5, page: '/guides/getting-started' },
  { term: 'error 429', share: 0.01, ctr: 0.45, page: '/guides/errors_and_retries' },
  { term: 'curl', share: 0.01, ctr: 0.6, page: '/guides/using-`curl`-with-the-api' },
  { term: 'deploy', share: 0.009, ctr: 0.6, page: '/guides/deploy' },
  { term: 'filter|sort', share: 0.008, ctr: 0.5, page: '/reference/sdk/python/filter|sort' },
  { term: 'bulk labels', share: 0.008, ctr: 0.5, page: '/guides/[beta]-bulk-labels' },
  { term: 'Webhooks', share: 0.006, ctr: 0.7, page: '/guides/webhooks' },
  { term: 'llms.txt', share: 0.006, ctr: 0.7, page: '/llms.txt' },
  { term: 'changelog', share: 0.006, ctr: 0.75, page: '/changelog' },
  { term: 'glob *', share: 0.004, ctr: 0.5, page: '/reference/cli/glob-*-patterns' },
  { term: 'tips & tricks', share: 0.004, ctr: 0.55, page: '/guides/tips-&-tricks' },
  { term: 'schnellstart', share: 0.004, ctr: 0.7, page: '/de/anleitungen/schnellstart-für-einsteiger' },
];

/** Frequent terms the docs do not answer: no click at all, or clicks that rarely happen. */
const GAPS: readonly HeadTerm[] = [
  { term: 'refund', share: 0.022, ctr: 0.04, page: '/guides/tips-&-tricks' },
  { term: 'delete account', share: 0.018, ctr: 0, page: null },
  { term: 'pricing', share: 0.017, ctr: 0.03, page: '/changelog' },
  { term: 'sso', share: 0.012, ctr: 0, page: null },
  { term: 'graphql', share: 0.011, ctr: 0, page: null },
  { term: 'webhook signature', share: 0.009, ctr: 0.09, page: '/guides/webhooks' },
  { term: 'label size 4x6', share: 0.007, ctr: 0, page: null },
];

/** Hostile terms, frequent enough to reach the top terms and the gaps of a report. */
const HOSTILE: readonly HeadTerm[] = HOSTILE_SEARCH_TERMS.map((term, i) => ({
  term,
  share: Math.max(0.002, 0.007 - 0.0005 * i),
  ctr: i % 4 === 0 ? 0.2 : 0,
  page: i % 4 === 0 ? '/search/<script>alert(1)</script>' : null,
}));

export const HEAD_TERMS: readonly HeadTerm[] = [...ANSWERED, ...GAPS, ...HOSTILE];

function pick(list: readonly string[], h: number, salt: number): string {
  return list[hash2(h, salt) % list.length] ?? '';
}

const words = (slug: string): string => slug.replaceAll('-', ' ');

/** One generated term and the path fragment its results are about. */
export interface TailTerm {
  term: string;
  /** Pages whose path contains it are the term's results. */
  about: string;
  typo: boolean;
}

const TAIL_TEMPLATES: readonly ((h: number) => TailTerm)[] = [
  (h) => ({ term: words(pick(RESOURCES, h, 1)), about: pick(RESOURCES, h, 1), typo: false }),
  (h) => ({
    term: `${pick(ACTIONS, h, 2)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(RESOURCES, h, 1),
    typo: false,
  }),
  (h) => ({
    term: `${pick(LANGUAGES, h, 2)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(LANGUAGES, h, 2),
    typo: false,
  }),
  (h) => ({
    term: `${pick(PLATFORMS, h, 2)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(PLATFORMS, h, 2),
    typo: false,
  }),
  (h) => ({ term: words(pick(TOPICS, h, 1)), about: pick(TOPICS, h, 1), typo: false }),
  (h) => ({
    term: `how to ${pick(VERBS, h, 2)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(RESOURCES, h, 1),
    typo: false,
  }),
  (h) => ({
    term: `${pick(ADJECTIVES, h, 2)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(RESOURCES, h, 1),
    typo: false,
  }),
  (h) => ({
    term: `${words(pick(RESOURCES, h, 1))} ${pick(['error', 'not working', 'timeout', 'limit', '404', 'example'], h, 2)}`,
    about: pick(RESOURCES, h, 1),
    typo: false,
  }),
  (h) => ({ term: `${pick(VERBS, h, 2)} ${words(pick(TOPICS, h, 1))}`, about: pick(TOPICS, h, 1), typo: false }),
  (h) => ({
    term: `${pick(LANGUAGES, h, 2)} ${pick(ACTIONS, h, 3)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(RESOURCES, h, 1),
    typo: false,
  }),
  (h) => ({
    term: `${pick(PLATFORMS, h, 2)} ${pick(VERBS, h, 3)} ${words(pick(RESOURCES, h, 1))}`,
    about: pick(PLATFORMS, h, 2),
    typo: false,
  }),
];

/** Term number `h` of the tail; about one in twenty has a letter missing. */
export function tailTerm(h: number): TailTerm {
  const built = (TAIL_TEMPLATES[hash2(h, 0x7e) % TAIL_TEMPLATES.length] ?? TAIL_TEMPLATES[0])?.(h) ?? {
    term: 'shipments',
    about: 'shipments',
    typo: false,
  };
  if (unit(hash2(h, 0x79)) >= 0.05 || built.term.length < 6) return built;
  const cut = 1 + (hash2(h, 0x7a) % (built.term.length - 2));
  return { ...built, term: built.term.slice(0, cut) + built.term.slice(cut + 1), typo: true };
}
