import type { EditResult } from './edit.ts';

/** What a delivery did, for outputs, the log and the step summary (never the link). */
export interface Delivery {
  changed: boolean;
  commitSha?: string;
  pullRequestUrl?: string;
  /** One sentence: what happened where. */
  story: string;
}

export interface PullRequestText {
  title: string;
  body: string;
}

/** Where the values file lives for one `push` mode, and how a change reaches it. */
export interface ValuesStore {
  /** "deploy/values.yaml on main of acme/deploy", for messages. */
  readonly location: string;
  /** The file as the deployment will next see it; undefined when it does not exist yet (workspace only). */
  readCurrent(): Promise<string | undefined>;
  /** Applies `edit` to the latest content and delivers the result; a concurrent change is re-read and the edit redone. */
  deliver(edit: (text: string) => EditResult, pullRequest: PullRequestText): Promise<Delivery>;
}
