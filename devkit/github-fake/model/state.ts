import { ActorDirectory, IdSequence } from './actors.ts';
import type { Actor } from './actors.ts';
import { githubTime, steppingClock } from './clock.ts';
import type { FakeClock } from './clock.ts';
import { RepoState } from './repository.ts';
import { defaultSwitches } from './switches.ts';
import type { FakeSwitches } from './switches.ts';
import type { Identity, TokenSpec } from './tokens.ts';

export interface RepoSpec {
  owner: string;
  name: string;
  private?: boolean;
  defaultBranch?: string;
  /** Files of the initial commit on the default branch. */
  files?: Record<string, string>;
  ownerType?: 'User' | 'Organization';
  /** False: issues are turned off in the repository's settings (its issue routes answer 410). */
  hasIssues?: boolean;
}

/** Everything the fake knows. Time moves only when `tick` is called (once per request or helper call). */
export class FakeState {
  readonly actors = new ActorDirectory();
  readonly ids = new IdSequence(100001);
  /** Older-server and narrower-token behaviours a test turned on. */
  readonly switches: FakeSwitches = defaultSwitches();
  readonly #repos = new Map<string, RepoState>();
  readonly #tokens = new Map<string, Identity>();
  readonly #clock: FakeClock;
  #now: Date;

  constructor(clock: FakeClock = steppingClock()) {
    this.#clock = clock;
    this.#now = clock();
  }

  tick(): string {
    this.#now = this.#clock();
    return this.timestamp();
  }

  nowMs(): number {
    return this.#now.getTime();
  }

  timestamp(): string {
    return githubTime(this.#now);
  }

  addToken(spec: TokenSpec): Identity {
    const identity: Identity = {
      actor: this.actors.get(spec.login, spec.type ?? 'User'),
      installation: spec.installation ?? false,
      writable: spec.repos ? new Set(spec.repos.map((r) => r.toLowerCase())) : undefined,
    };
    this.#tokens.set(spec.token, identity);
    return identity;
  }

  identify(token: string): Identity | undefined {
    return this.#tokens.get(token);
  }

  addRepo(spec: RepoSpec): RepoState {
    const key = `${spec.owner}/${spec.name}`.toLowerCase();
    if (this.#repos.has(key)) throw new Error(`github-fake: repository ${spec.owner}/${spec.name} already exists`);
    const owner = this.actors.get(spec.owner, spec.ownerType ?? 'Organization');
    const repo = new RepoState({
      id: this.ids.take(),
      owner,
      name: spec.name,
      private: spec.private ?? false,
      defaultBranch: spec.defaultBranch ?? 'main',
      hasIssues: spec.hasIssues ?? true,
    });
    const files = new Map(Object.entries(spec.files ?? {}).map(([p, c]) => [p, Buffer.from(c, 'utf8')]));
    repo.commitChanges(repo.defaultBranch, files, 'Initial commit', owner, this.tick());
    this.#repos.set(key, repo);
    return repo;
  }

  repo(fullName: string): RepoState | undefined {
    return this.#repos.get(fullName.toLowerCase());
  }

  /** For helpers: the repo or a clear error naming it. */
  mustRepo(fullName: string): RepoState {
    const repo = this.repo(fullName);
    if (!repo) throw new Error(`github-fake: no repository ${fullName}`);
    return repo;
  }

  actor(login: string, type?: Actor['type']): Actor {
    return this.actors.get(login, type);
  }
}
