import type { Actor } from './actors.ts';

/** A token a test hands to the action, and what GitHub knows about it. */
export interface TokenSpec {
  token: string;
  login: string;
  type?: 'User' | 'Bot';
  /** A GitHub App installation token (GITHUB_TOKEN is one): `GET /user` answers 403. */
  installation?: boolean;
  /** `owner/name` of repositories it may write to; when absent, it may write everywhere. */
  repos?: string[];
}

export interface Identity {
  actor: Actor;
  installation: boolean;
  /** Lower-cased full names with write access, or undefined for all. */
  writable: ReadonlySet<string> | undefined;
}
