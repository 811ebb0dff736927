// The organisations, API keys and projects the emulator knows. Keys are fixed strings so
// that people can copy them from the README or the CLI banner.

export interface Organization {
  id: string;
  name: string;
  /** Static export needs the Enterprise plan. */
  enterprise: boolean;
  /** Bucket of the object store that holds this organisation's bundles. */
  bucket: string;
}

/** The analytics endpoints a deployment may lack (search, the AI assistant and web analytics are optional). */
export type AnalyticsFeature = 'feedbackEntries' | 'searches' | 'views' | 'assistant';
export const ANALYTICS_FEATURES: readonly AnalyticsFeature[] = ['feedbackEntries', 'searches', 'views', 'assistant'];

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
  /** Endpoints this project does not offer, or offers with no data (the others are `on`). */
  features: Partial<Record<AnalyticsFeature, FeatureState>>;
  /** Where the service hosts the project's docs (deployment status `subdomain`). */
  subdomain: string;
}

interface ApiKey {
  key: string;
  orgId: string;
  revoked: boolean;
  /** Whether the key may use the deployment API. */
  canDeploy: boolean;
}

export const ORGANIZATIONS: readonly Organization[] = [
  { id: 'acme', name: 'Acme Parcel', enterprise: true, bucket: 'acme-docs-exports' },
  { id: 'starter', name: 'Starter Co', enterprise: false, bucket: 'starter-docs-exports' },
  { id: 'globex', name: 'Globex', enterprise: true, bucket: 'globex-docs-exports' },
];

export const KEYS = {
  demo: 'svc_demo_5c1f0a7e93b24d68a1e0f4c2',
  /** A second key of the demo organisation (it shares the organisation's analytics quota). */
  demoSecondary: 'svc_demo2_71b3e9d05a2c4f86b0d1',
  starter: 'svc_starter_8d24b6e1c07f4a93be52',
  revoked: 'svc_revoked_2b9e7d41f6a03c58e1d7',
  other: 'svc_other_e4a1c9f27b6d0385f2c4',
  /** A key of the demo organisation without the deploy permission (the deployment API answers 403). */
  noDeploy: 'svc_nodeploy_3a8f1c6e2d9b4705c1e8',
} as const;

export const PROJECTS = {
  demo: 'proj_demo',
  large: 'proj_large',
  starter: 'proj_starter',
  /** Like an air-gapped deployment: no search and no AI assistant (their endpoints answer 404). */
  airgapped: 'proj_airgap',
} as const;

const API_KEYS: readonly ApiKey[] = [
  { key: KEYS.demo, orgId: 'acme', revoked: false, canDeploy: true },
  { key: KEYS.demoSecondary, orgId: 'acme', revoked: false, canDeploy: true },
  { key: KEYS.starter, orgId: 'starter', revoked: false, canDeploy: true },
  { key: KEYS.revoked, orgId: 'acme', revoked: true, canDeploy: true },
  { key: KEYS.other, orgId: 'globex', revoked: false, canDeploy: true },
  { key: KEYS.noDeploy, orgId: 'acme', revoked: false, canDeploy: false },
];

const PROJECT_LIST: readonly Project[] = [
  { id: PROJECTS.demo, orgId: 'acme', pageCount: 3_037, feedbackScale: 1, features: {}, subdomain: 'acme-parcel' },
  // Busy: about 20,000 feedback entries a week, on far more than the 100 pages feedback by page returns.
  {
    id: PROJECTS.large,
    orgId: 'acme',
    pageCount: 10_000,
    feedbackScale: 17,
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

export function findOrganization(id: string): Organization | undefined {
  return ORGANIZATIONS.find((o) => o.id === id);
}

/** The project, when it exists and belongs to the organisation (else it is not found). */
export function findProject(orgId: string, projectId: string): Project | undefined {
  return PROJECT_LIST.find((p) => p.id === projectId && p.orgId === orgId);
}

export function allProjects(): readonly Project[] {
  return PROJECT_LIST;
}
