/** The typed settings every mode reads: a union on `mode`, built from the inputs by `parseSettings`. */

export const MODES = ['export', 'refresh-link', 'report', 'task-links'] as const;
export type Mode = (typeof MODES)[number];
export const AIRGAP_CHECKS = ['off', 'warn', 'error'] as const;
export type AirgapCheck = (typeof AIRGAP_CHECKS)[number];
export const CONTENT_CHECKS = ['off', 'warn', 'error'] as const;
export type ContentCheck = (typeof CONTENT_CHECKS)[number];
export const PUSH_MODES = ['none', 'commit', 'pull-request'] as const;
export type PushMode = (typeof PUSH_MODES)[number];
export const PERIODS = [
  'last-7-days',
  'last-28-days',
  'last-30-days',
  'previous-week',
  'previous-month',
  'custom',
] as const;
export type PeriodName = (typeof PERIODS)[number];
export const FEEDBACK_SOURCES = ['code_snippet', 'contextual', 'agent', 'thumbs_only'] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];
export const FEEDBACK_STATUSES = ['pending', 'in_progress', 'resolved', 'dismissed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** What a report may hold; `comments` and `questions` publish readers' words, so they are never on by default. */
export const REPORT_SECTIONS = [
  'traffic',
  'feedback',
  'searches',
  'assistant',
  'views',
  'comments',
  'questions',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];
export const PUBLISH_TARGETS = ['summary', 'comment', 'issue', 'none'] as const;
export const TASK_MODES = ['off', 'issues'] as const;
export type PublishTarget = Exclude<(typeof PUBLISH_TARGETS)[number], 'none'>;

export interface RepositoryRef {
  owner: string;
  repo: string;
}

export interface ServiceSettings {
  /** Trimmed, without a `Bearer ` prefix; masked before parsing. */
  apiKey: string;
  /** Base address without a trailing `/` or `/v1`. */
  apiUrl: string;
  requestTimeoutMs: number;
}

/** What both link modes do with a bundle once they have its link. */
export interface LinkBundleSettings {
  /** How long the run may wait for the job and the link. */
  timeoutMs: number;
  download: boolean;
  bundlePath: string;
  extractTo?: string;
  airgapCheck: AirgapCheck;
  /** What the service does not promise (root index.html, page count, sizeBytes): findings, not integrity. */
  contentCheck: ContentCheck;
  /** Absolute decompression limits, enforced while streaming. */
  maxUnpackedBytes: number;
  maxEntries: number;
  /** Upload the verified bundle as this workflow artifact (unzipped). */
  artifactName?: string;
  /** Undefined: the repository's retention setting. */
  artifactRetentionDays?: number;
}

/** The job an export follows: a new one for `domain`, or the one `job-id` names (then `domain` is only a label). */
export type ExportJobSource = { domain: string; jobId?: undefined } | { domain?: string; jobId: string };

/** `deploy-first: true`: deploy the project and follow it to success before the export starts. */
export interface DeployFirstSettings {
  projectId: string;
  timeoutMs: number;
}

export type ExportSettings = LinkBundleSettings &
  ExportJobSource & {
    version?: string;
    paths: string[];
    /** Set with `deploy-first: true`. */
    deployFirst?: DeployFirstSettings;
  };

export interface RefreshLinkSettings extends LinkBundleSettings {
  /** The job whose bundle gets a fresh link; undefined: the one recorded beside the values' link. */
  jobId?: string;
}

export interface ValuesSettings {
  /** Path of the values file in the values repository (or the workspace for `push: none`). */
  file?: string;
  keyPath: string[];
  /** `<values-key>.version`: `values-version`, else `export-version`; undefined leaves the file's value. */
  version?: string;
  /** The deployment repository; undefined when neither the input nor GITHUB_REPOSITORY names one. */
  repository?: RepositoryRef;
  /** Undefined: the repository's default branch. */
  branch?: string;
  push: PushMode;
  pullRequestBranch: string;
  commitMessage: string;
  allowPublicRepository: boolean;
  refreshBeforeMs: number;
  /** Replaces the presigned link in the values; `{jobId}` and `{sha256}` are filled in. */
  bundleUrlTemplate?: string;
}

export interface ReportSettings {
  projectId: string;
  period: PeriodName;
  /** `YYYY-MM-DD`, set for `custom`. */
  dateFrom?: string;
  /** `YYYY-MM-DD`, exclusive, set for `custom`. */
  dateTo?: string;
  compare: boolean;
  feedbackSource?: FeedbackSource;
  feedbackStatus: FeedbackStatus[];
  top: number;
  templatePath?: string;
  /** Empty for `publish: none`. */
  publish: PublishTarget[];
  commentOn?: number;
  issueTitle: string;
  issueLabels: string[];
  closePrevious: boolean;
  reportDir: string;
  requestBudget: number;
  maxRateLimitWaitMs: number;
  /** At least one, each once, in the order of REPORT_SECTIONS. */
  sections: ReportSection[];
  /** Set exactly when `publish` has `comment` or `issue`, or `tasks` is `issues` (the token is then not empty). */
  github?: { repository: RepositoryRef };
  /** Periods of history carried forward and drawn as trends; 0: none. */
  trendPeriods: number;
  /** Set with `tasks: issues`: every content gap one task issue. */
  tasks?: TaskSettings;
  /**
   * `task-ignore`: terms, categories or pages a team has decided are no gaps, exact or with `*` (util/term-pattern.ts);
   * never a task, not counted as content gaps, with tasks on or off.
   */
  taskIgnore: string[];
}

/** `tasks: issues`: how content gaps become task issues. */
export interface TaskSettings {
  /** At least one: the labels every task issue carries and is looked for by. */
  labels: string[];
  /** Most task issues opened in one run (0: none opened, the gaps wait). */
  maxNew: number;
  /** Periods in a row without its gap before a task is closed. */
  closeAfter: number;
  /** Glob patterns of the documentation sources, relative to `workspace`. */
  docsPaths: string[];
  /** The checkout the patterns are matched in. */
  workspace: string;
}

interface CommonSettings {
  service: ServiceSettings;
  /** Empty when none was given. */
  githubToken: string;
}

/** `task-links`: on a pull request, the open task issues it may fix. */
export interface TaskLinksSettings {
  /** At least one: the labels of the action's task issues (`task-labels`), which it finds them by. */
  labels: string[];
  /** The repository the workflow runs in: its pull request and its task issues. */
  repository: RepositoryRef;
}

export interface ExportRunSettings extends CommonSettings {
  mode: 'export';
  export: ExportSettings;
  values: ValuesSettings;
}

export interface RefreshLinkRunSettings extends CommonSettings {
  mode: 'refresh-link';
  /** The job whose link is renewed and what is done with its bundle. */
  refresh: RefreshLinkSettings;
  values: ValuesSettings;
}

export interface ReportRunSettings extends CommonSettings {
  mode: 'report';
  report: ReportSettings;
}

/** The one mode without the service: the GitHub token alone, no service key, address or request. */
export interface TaskLinksRunSettings {
  mode: 'task-links';
  /** Not empty: the mode reads the pull request and the task issues, and comments. */
  githubToken: string;
  service?: undefined;
  taskLinks: TaskLinksSettings;
}

/** The one typed settings object every mode reads: a union on `mode`, each carrying what its mode needs. */
export type Settings = ExportRunSettings | RefreshLinkRunSettings | ReportRunSettings | TaskLinksRunSettings;

/** The modes that obtain a bundle link and roll it out into the values. */
export type LinkRunSettings = ExportRunSettings | RefreshLinkRunSettings;

export type SettingsFor<M extends Mode> = Extract<Settings, { mode: M }>;

/** What of the runner's environment the settings depend on. */
export interface SettingsEnvironment {
  runnerTemp: string;
  workspace: string;
  repository?: string;
}

/** The settings together with what parsing changed and the user should be told. */
export interface ParsedSettings {
  settings: Settings;
  notices: string[];
  warnings: string[];
}
