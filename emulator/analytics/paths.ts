// Page paths of an analytics project: a hand-written head (popular pages and the odd paths
// that reports must escape or normalise) and a long tail generated from a vocabulary.
import { hash2, hash3, hashString } from '../hash.ts';

export interface HeadPage {
  path: string;
  /** Typical human visitors on a weekday. */
  dailyHumans: number;
  /** AI visitors relative to human ones. */
  aiShare?: number;
}

/**
 * The head of every project, most popular first. Several paths are deliberately awkward:
 * Markdown and HTML metacharacters (`|`, `*`, `_`, backticks, `[]`, `&`, `<script>`),
 * trailing and doubled slashes that duplicate another page, non-ASCII text, and an
 * llms.txt that AI agents read far more than people.
 */
export const HEAD_PAGES: readonly HeadPage[] = [
  { path: '/', dailyHumans: 2400, aiShare: 0.12 },
  { path: '/quickstart', dailyHumans: 1500, aiShare: 0.2 },
  { path: '/guides/getting-started', dailyHumans: 1300, aiShare: 0.25 },
  { path: '/api-reference/introduction', dailyHumans: 900, aiShare: 0.6 },
  { path: '/guides/authentication', dailyHumans: 820, aiShare: 0.35 },
  { path: '/llms.txt', dailyHumans: 6, aiShare: 140 },
  { path: '/reference/sdk/python/filter|sort', dailyHumans: 700, aiShare: 0.4 },
  { path: '/api-reference/endpoint/shipments/create', dailyHumans: 690, aiShare: 0.7 },
  { path: '/guides/webhooks', dailyHumans: 640, aiShare: 0.3 },
  { path: '/quickstart/', dailyHumans: 420, aiShare: 0.15 },
  { path: '/reference/cli/glob-*-patterns', dailyHumans: 400, aiShare: 0.3 },
  { path: '/guides/deploy', dailyHumans: 380, aiShare: 0.2 },
  { path: '/reference/sdk/python/__init__', dailyHumans: 330, aiShare: 0.5 },
  { path: '/guides/using-`curl`-with-the-api', dailyHumans: 300, aiShare: 0.3 },
  { path: '/changelog', dailyHumans: 290, aiShare: 0.4 },
  { path: '/guides//deploy', dailyHumans: 240, aiShare: 0.1 },
  { path: '/guides/[beta]-bulk-labels', dailyHumans: 210, aiShare: 0.2 },
  { path: '/guides/tips-&-tricks', dailyHumans: 180, aiShare: 0.2 },
  { path: '/search/<script>alert(1)</script>', dailyHumans: 150, aiShare: 0.05 },
  { path: '/llms-full.txt', dailyHumans: 3, aiShare: 90 },
  { path: '/guides/getting-started/', dailyHumans: 120, aiShare: 0.1 },
  { path: '/de/anleitungen/schnellstart-für-einsteiger', dailyHumans: 110, aiShare: 0.1 },
  {
    path: '/reference/sdk/javascript/shipments/create-shipment-with-customs-declarations-and-multiple-parcels-for-international-destinations',
    dailyHumans: 95,
    aiShare: 0.5,
  },
  { path: '/guides/rate-limits', dailyHumans: 90, aiShare: 0.3 },
  { path: '/guides/errors_and_retries', dailyHumans: 85, aiShare: 0.3 },
];

export const RESOURCES = [
  'shipments',
  'labels',
  'rates',
  'tracking',
  'webhooks',
  'addresses',
  'parcels',
  'carriers',
  'customs',
  'returns',
  'pickups',
  'manifests',
  'invoices',
  'accounts',
  'api-keys',
  'users',
  'insurance',
  'batches',
  'reports',
  'events',
  'orders',
  'warehouses',
  'zones',
  'surcharges',
];
export const ACTIONS = [
  'create',
  'list',
  'get',
  'update',
  'delete',
  'cancel',
  'void',
  'search',
  'export',
  'retry',
  'verify',
  'archive',
];
export const LANGUAGES = ['javascript', 'python', 'go', 'ruby', 'php', 'java', 'dotnet', 'swift', 'kotlin'];
export const PLATFORMS = [
  'shopify',
  'woocommerce',
  'magento',
  'bigcommerce',
  'zapier',
  'salesforce',
  'netsuite',
  'sap',
  'hubspot',
  'slack',
  'github-actions',
  'vercel',
  'aws-lambda',
  'google-sheets',
  'airtable',
  'n8n',
];
export const VERBS = [
  'configure',
  'migrate',
  'debug',
  'automate',
  'test',
  'monitor',
  'secure',
  'batch',
  'schedule',
  'validate',
  'print',
  'rotate',
  'filter',
  'paginate',
  'localize',
  'reconcile',
  'import',
  'sync',
];
export const ADJECTIVES = [
  'international',
  'bulk',
  'partial',
  'failed',
  'delayed',
  'large',
  'multi-piece',
  'return',
  'express',
  'sandbox',
];
export const TOPICS = [
  'address-validation',
  'label-formats',
  'customs-forms',
  'carrier-accounts',
  'rate-shopping',
  'delivery-estimates',
  'signature-confirmation',
  'dangerous-goods',
  'pickup-scheduling',
  'multi-warehouse',
  'returns-portal',
  'branded-tracking',
  'notifications',
  'idempotency',
  'pagination',
  'error-handling',
  'testing',
  'going-live',
  'billing',
  'team-roles',
  'sso',
  'audit-logs',
  'data-retention',
  'regions',
];
const LOCALES = ['de', 'fr', 'es', 'ja', 'pt-br'];

type Template = (h: number) => string;

function pick<T>(list: readonly T[], h: number, salt: number): T {
  return list[hash2(h, salt) % list.length] as T;
}

const TEMPLATES: readonly { weight: number; section: string; build: Template }[] = [
  {
    weight: 30,
    section: 'sdk',
    build: (h) => `/reference/sdk/${pick(LANGUAGES, h, 1)}/${pick(RESOURCES, h, 2)}/${pick(ACTIONS, h, 3)}`,
  },
  {
    weight: 12,
    section: 'api',
    build: (h) => `/api-reference/endpoint/${pick(RESOURCES, h, 1)}/${pick(ACTIONS, h, 2)}`,
  },
  {
    weight: 14,
    section: 'guides',
    build: (h) => `/guides/${pick(TOPICS, h, 1)}/${pick(VERBS, h, 2)}-${pick(RESOURCES, h, 3)}`,
  },
  {
    weight: 10,
    section: 'integrations',
    build: (h) => `/integrations/${pick(PLATFORMS, h, 1)}/${pick(RESOURCES, h, 2)}`,
  },
  {
    weight: 10,
    section: 'help',
    build: (h) =>
      `/help/${pick(RESOURCES, h, 1)}/how-to-${pick(VERBS, h, 2)}-${pick(ADJECTIVES, h, 3)}-${pick(RESOURCES, h, 4)}`,
  },
  {
    weight: 8,
    section: 'tutorials',
    build: (h) => `/tutorials/${pick(VERBS, h, 1)}-${pick(RESOURCES, h, 2)}-with-${pick(PLATFORMS, h, 3)}`,
  },
  { weight: 8, section: 'locale', build: (h) => `/${pick(LOCALES, h, 1)}/guides/${pick(TOPICS, h, 2)}` },
  { weight: 5, section: 'legacy', build: (h) => `/v1/${pick(RESOURCES, h, 1)}/${pick(ACTIONS, h, 2)}` },
  {
    weight: 3,
    section: 'blog',
    build: (h) =>
      `/blog/${2019 + (hash2(h, 1) % 7)}/${pick(VERBS, h, 2)}-${pick(ADJECTIVES, h, 3)}-${pick(RESOURCES, h, 4)}`,
  },
];
const TOTAL_WEIGHT = TEMPLATES.reduce((sum, t) => sum + t.weight, 0);

export interface GeneratedPage {
  path: string;
  /** Which template made it (`head` for the hand-written ones); drives traffic shape. */
  section: string;
}

/** The first `count` pages of a project, head first; deterministic in (seed, projectId). */
export function generatePages(seed: number, projectId: string, count: number): GeneratedPage[] {
  const pages: GeneratedPage[] = HEAD_PAGES.slice(0, count).map((p) => ({ path: p.path, section: 'head' }));
  const seen = new Set(pages.map((p) => p.path));
  const base = hash2(seed, hashString(projectId));
  for (let k = 0; pages.length < count; k++) {
    const h = hash3(base, k, 0x7a11);
    let roll = h % TOTAL_WEIGHT;
    const template = TEMPLATES.find((t) => (roll -= t.weight) < 0) ?? TEMPLATES[0];
    if (!template) break;
    let path = template.build(hash2(h, 0x51));
    // The vocabulary runs out for very large projects: number the rare collisions.
    if (seen.has(path) && k > count * 4) path = `${path}-${k}`;
    if (seen.has(path)) continue;
    seen.add(path);
    pages.push({ path, section: template.section });
  }
  return pages;
}
