// The organizations, API keys and projects the emulator knows. Keys are fixed strings so
// that people can copy them from the README or the CLI banner.

export interface Organization {
  id: string;
  name: string;
  /** Static export needs the Enterprise plan. */
  enterprise: boolean;
  /** Bucket of the object store that holds this organization's bundles. */
  bucket: string;
}

/** The analytics endpoints a deployment may lack (search, the AI assistant and web analytics are optional). */
export type AnalyticsFeature = 'feedbackEntries' | 'searches' | 'views' | 'assistant' | 'conversations';
export const ANALYTICS_FEATURES: readonly AnalyticsFeature[] = [
  'feedbackEntries',
  'searches',
  'views',
  'assistant',
  'conversations',
];

/** `on`: data; `empty`: the endpoint answers with no data; `absent`: it answers 404. */
export type FeatureState = 'on' | 'empty' | 'absent';
export const FEATURE_STATES: readonly FeatureState[] = ['on', 'empty', 'absent'];

export interface Project {
  id: string;
  orgId: string;
  /** Pages of the analytics data set. */
  pageCount: number;
  /** Multiplies the feedback rates of every page (1: the usual share of readers who leave feedback). */
  feedbackScale: number;
  /** Multiplies the questions put to the assistant (default 1: about 0.012 a day per weekday human visitor). */
  questionScale?: number;
  /** Endpoints this project does not offer, or offers with no data (the others are `on`). */
  features: Partial<Record<AnalyticsFeature, FeatureState>>;
  /** Where the service hosts the project's docs (deployment status `subdomain`). */
  subdomain: string;
}

/** `read`: the key may only make GET requests (every other method answers 403); `write`: any request. */
export type KeyAccess = 'read' | 'write';

export interface ApiKey {
  /** The key's name in `KEYS` (and in the README's keys table). */
  name: KeyName;
  key: string;
  orgId: string;
  revoked: boolean;
  /** Whether the key may use the deployment API. */
  canDeploy: boolean;
  access: KeyAccess;
  /** The only client addresses the key is accepted from; undefined: any address. */
  allowedAddresses?: readonly string[];
  /** What a request with this key meets, in a few words (the README's keys table and the CLI banner). */
  behaviour: string;
}

export const ORGANIZATIONS: readonly Organization[] = [
  { id: 'acme', name: 'Acme Parcel', enterprise: true, bucket: 'acme-docs-exports' },
  { id: 'starter', name: 'Starter Co', enterprise: false, bucket: 'starter-docs-exports' },
  { id: 'globex', name: 'Globex', enterprise: true, bucket: 'globex-docs-exports' },
];

export const KEYS = {
  demo: 'svc_demo_5c1f0a7e93b24d68a1e0f4c2',
  /** A second key of the demo organization (it shares the organization's analytics quota). */
  demoSecondary: 'svc_demo2_71b3e9d05a2c4f86b0d1',
  starter: 'svc_starter_8d24b6e1c07f4a93be52',
  revoked: 'svc_revoked_2b9e7d41f6a03c58e1d7',
  other: 'svc_other_e4a1c9f27b6d0385f2c4',
  /** A key of the demo organization without the deploy permission (the deployment API answers 403). */
  noDeploy: 'svc_nodeploy_3a8f1c6e2d9b4705c1e8',
  /** A key of the demo organization restricted to `read`: every request that is not a GET answers 403. */
  readOnly: 'svc_readonly_6e0b2d94a7c15f83d2a9',
  /** A key of the demo organization accepted only from one address that is never loopback: every request answers 403. */
  ipRestricted: 'svc_iplist_c47d19e2b05a8f36e1b4',
} as const;

export type KeyName = keyof typeof KEYS;

/** The one address the IP-restricted key accepts: a documentation address (RFC 5737), so never the caller's. */
export const RESTRICTED_KEY_ADDRESS = '198.51.100.23';

export const PROJECTS = {
  demo: 'proj_demo',
  large: 'proj_large',
  starter: 'proj_starter',
  /** Like an air-gapped deployment: no search and no AI assistant (their endpoints answer 404). */
  airgapped: 'proj_airgap',
} as const;

const API_KEYS: readonly ApiKey[] = [
  {
    name: 'demo',
    key: KEYS.demo,
    orgId: 'acme',
    revoked: false,
    canDeploy: true,
    access: 'write',
    behaviour: 'everything works',
  },
  {
    name: 'demoSecondary',
    key: KEYS.demoSecondary,
    orgId: 'acme',
    revoked: false,
    canDeploy: true,
    access: 'write',
    behaviour: 'a second key of acme: same jobs, same analytics quota',
  },
  {
    name: 'starter',
    key: KEYS.starter,
    orgId: 'starter',
    revoked: false,
    canDeploy: true,
    access: 'write',
    behaviour: 'the plan lacks static export: its three endpoints answer 403; analytics and deployments work',
  },
  {
    name: 'revoked',
    key: KEYS.revoked,
    orgId: 'acme',
    revoked: true,
    canDeploy: true,
    access: 'write',
    behaviour: '401 "API key has been revoked"',
  },
  {
    name: 'other',
    key: KEYS.other,
    orgId: 'globex',
    revoked: false,
    canDeploy: true,
    access: 'write',
    behaviour: "404 for acme's projects, jobs and deployments",
  },
  {
    name: 'noDeploy',
    key: KEYS.noDeploy,
    orgId: 'acme',
    revoked: false,
    canDeploy: false,
    access: 'write',
    behaviour: 'no access to deployments: the deployment API answers 403; everything else works',
  },
  {
    name: 'readOnly',
    key: KEYS.readOnly,
    orgId: 'acme',
    revoked: false,
    canDeploy: true,
    access: 'read',
    behaviour:
      'restricted to `read`: every request that is not a GET answers 403 (starting an export, a bundle link, a deployment); analytics, job and deployment status work',
  },
  {
    name: 'ipRestricted',
    key: KEYS.ipRestricted,
    orgId: 'acme',
    revoked: false,
    canDeploy: true,
    access: 'write',
    allowedAddresses: [RESTRICTED_KEY_ADDRESS],
    behaviour: `restricted to the address ${RESTRICTED_KEY_ADDRESS}: every request from any other address answers 403 (as a hosted runner, whose address changes, meets)`,
  },
];

const PROJECT_LIST: readonly Project[] = [
  { id: PROJECTS.demo, orgId: 'acme', pageCount: 3_037, feedbackScale: 1, features: {}, subdomain: 'acme-parcel' },
  // Busy: about 20,000 feedback entries and 5,000 assistant questions a week, on far more than the 100
  // pages feedback by page returns.
  {
    id: PROJECTS.large,
    orgId: 'acme',
    pageCount: 10_000,
    feedbackScale: 17,
    questionScale: 2.03,
    features: {},
    subdomain: 'acme-parcel-archive',
  },
  {
    id: PROJECTS.starter,
    orgId: 'starter',
    pageCount: 420,
    feedbackScale: 1,
    features: {},
    subdomain: 'starter-co',
  },
  {
    id: PROJECTS.airgapped,
    orgId: 'acme',
    pageCount: 640,
    feedbackScale: 1,
    features: { searches: 'absent', assistant: 'absent' },
    subdomain: 'acme-parcel-onprem',
  },
  { id: 'proj_globex', orgId: 'globex', pageCount: 800, feedbackScale: 1, features: {}, subdomain: 'globex' },
];

export function findApiKey(key: string): ApiKey | undefined {
  return API_KEYS.find((k) => k.key === key);
}

/** Every key, in the order of `KEYS`. */
export function allApiKeys(): readonly ApiKey[] {
  return API_KEYS;
}

export function findOrganization(id: string): Organization | undefined {
  return ORGANIZATIONS.find((o) => o.id === id);
}

/** The project, when it exists and belongs to the organization (else it is not found). */
export function findProject(orgId: string, projectId: string): Project | undefined {
  return PROJECT_LIST.find((p) => p.id === projectId && p.orgId === orgId);
}

export function allProjects(): readonly Project[] {
  return PROJECT_LIST;
}
