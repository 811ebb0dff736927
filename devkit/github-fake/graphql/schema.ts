// The part of GitHub's GraphQL schema the action asks for: who the token is, and what closed an issue. Each type
// lists its fields with their type and the arguments GitHub accepts; a field outside these is GraphQL's
// `undefinedField` error, as GitHub gives it for a field it does not have.
import { canWrite } from '../access.ts';
import type { RequestContext } from '../context.ts';
import type { Actor } from '../model/actors.ts';
import { closingPulls } from '../model/closing-references.ts';
import type { IssueRecord, StateEventRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';

/** A field's failure that GitHub answers as null there plus an error of this `type` (NOT_FOUND, FORBIDDEN). */
export class FieldError extends Error {
  readonly type: string;
  constructor(type: string, message: string) {
    super(message);
    this.type = type;
  }
}

export interface FieldDef {
  /** A type name, `[Name]` for a list. */
  type: string;
  args?: readonly string[];
  /** Only on today's github.com: an older server's schema has no such field (FakeSwitches `older-server`). */
  newer?: boolean;
  resolve: (source: never, args: Record<string, unknown>, ctx: RequestContext) => unknown;
}

export interface TypeDef {
  fields: Record<string, FieldDef>;
  /** For a union or interface: the concrete type of a value. */
  typeOf?: (source: never) => string;
  /** Throws a FieldError where the token may not see a value of this type. */
  guard?: (ctx: RequestContext) => void;
}

export const SCALARS = new Set(['String', 'Int', 'Boolean', 'ID', 'DateTime', 'URI', 'GitObjectID', 'Enum']);

interface IssueSource {
  repo: RepoState;
  issue: IssueRecord;
}
interface CommitSource {
  repo: RepoState;
  sha: string;
}
interface EventSource extends IssueSource {
  event: StateEventRecord;
}

const scalar = <S>(type: string, get: (source: S) => unknown): FieldDef => ({
  type,
  resolve: (source: never) => get(source),
});

/** A URL on the web host (`html_url` in REST). */
const web = <S>(path: (source: S) => string): FieldDef => ({
  type: 'URI',
  resolve: (source: never, _args, ctx) => `${ctx.urls.web}/${path(source)}`,
});

const upper = (text: string | null) => (text === null ? null : text.toUpperCase());
const CONNECTION_ARGS = ['first', 'last', 'after', 'before'] as const;

/** `first` or `last` of `items`, as a connection's arguments say. */
function window<T>(items: T[], args: Record<string, unknown>): T[] {
  if (typeof args.first === 'number') return items.slice(0, args.first);
  if (typeof args.last === 'number') return items.slice(Math.max(0, items.length - args.last));
  return items;
}

function repository(_source: never, args: Record<string, unknown>, ctx: RequestContext): RepoState {
  const fullName = `${String(args.owner)}/${String(args.name)}`;
  const repo = ctx.state.repo(fullName);
  if (!repo || (repo.private && !canWrite(ctx.identity, repo)))
    throw new FieldError('NOT_FOUND', `Could not resolve to a Repository with the name '${fullName}'.`);
  return repo;
}

function issue(repo: RepoState, args: Record<string, unknown>): IssueSource {
  const found = repo.issues.get(Number(args.number));
  if (!found || found.pull)
    throw new FieldError('NOT_FOUND', `Could not resolve to an Issue with the number of ${String(args.number)}.`);
  return { repo, issue: found };
}

const pullOf = (repo: RepoState, number: number): IssueSource => ({
  repo,
  issue: repo.issues.get(number) as IssueRecord,
});

const login = scalar<Actor>('String', (actor) => actor.login);

export const TYPES: Record<string, TypeDef> = {
  Query: {
    fields: {
      viewer: { type: 'User', resolve: (_s, _a, ctx) => ctx.identity.actor },
      repository: { type: 'Repository', args: ['owner', 'name', 'followRenames'], resolve: repository },
    },
  },
  User: { fields: { login } },
  Bot: { fields: { login } },
  Organization: { fields: { login } },
  Actor: {
    fields: { login },
    typeOf: (actor: Actor) => actor.type,
  },
  Repository: {
    fields: {
      nameWithOwner: scalar<RepoState>('String', (repo) => repo.fullName),
      issue: { type: 'Issue', args: ['number'], resolve: (repo: RepoState, args) => issue(repo, args) },
    },
  },
  Issue: {
    fields: {
      number: scalar<IssueSource>('Int', (s) => s.issue.number),
      title: scalar<IssueSource>('String', (s) => s.issue.title),
      url: web<IssueSource>((s) => `${s.repo.fullName}/issues/${s.issue.number}`),
      state: scalar<IssueSource>('Enum', (s) => upper(s.issue.state)),
      stateReason: scalar<IssueSource>('Enum', (s) => upper(s.issue.stateReason)),
      closedAt: scalar<IssueSource>('DateTime', (s) => s.issue.closedAt),
      closedByPullRequestsReferences: {
        type: 'PullRequestConnection',
        args: [...CONNECTION_ARGS, 'includeClosedPrs', 'orderByState', 'userLinkedOnly'],
        newer: true,
        resolve: (s: IssueSource, args) =>
          window(
            closingPulls(s.repo, s.issue, args.includeClosedPrs === true).map((pull) => ({
              repo: s.repo,
              issue: pull,
            })),
            args,
          ),
      },
      timelineItems: {
        type: 'IssueTimelineItemsConnection',
        args: [...CONNECTION_ARGS, 'itemTypes', 'since', 'skip'],
        resolve: (s: IssueSource, args) => {
          const types = Array.isArray(args.itemTypes) ? (args.itemTypes as string[]) : undefined;
          const events = s.issue.events.filter((e) => !types || types.includes(`${e.event.toUpperCase()}_EVENT`));
          return window(
            events.map((event) => ({ ...s, event })),
            args,
          );
        },
      },
    },
  },
  PullRequestConnection: {
    fields: {
      totalCount: scalar<unknown[]>('Int', (nodes) => nodes.length),
      nodes: { type: '[PullRequest]', resolve: (nodes: unknown[]) => nodes },
    },
  },
  IssueTimelineItemsConnection: {
    fields: {
      totalCount: scalar<unknown[]>('Int', (nodes) => nodes.length),
      nodes: { type: '[IssueTimelineItems]', resolve: (nodes: unknown[]) => nodes },
    },
  },
  PullRequest: {
    fields: {
      number: scalar<IssueSource>('Int', (s) => s.issue.number),
      title: scalar<IssueSource>('String', (s) => s.issue.title),
      url: web<IssueSource>((s) => `${s.repo.fullName}/pull/${s.issue.number}`),
      state: scalar<IssueSource>('Enum', (s) => (s.issue.pull?.mergedAt ? 'MERGED' : upper(s.issue.state))),
      merged: scalar<IssueSource>('Boolean', (s) => s.issue.pull?.mergedAt !== undefined),
      mergedAt: scalar<IssueSource>('DateTime', (s) => s.issue.pull?.mergedAt ?? null),
      mergeCommit: {
        type: 'Commit',
        resolve: (s: IssueSource) =>
          s.issue.pull?.mergeCommitSha ? { repo: s.repo, sha: s.issue.pull.mergeCommitSha } : null,
      },
    },
    guard: (ctx) => {
      if (ctx.state.switches.pullRequestsReadable) return;
      const kind = ctx.identity.installation ? 'integration' : 'personal access token';
      throw new FieldError('FORBIDDEN', `Resource not accessible by ${kind}`);
    },
  },
  Commit: {
    fields: {
      oid: scalar<CommitSource>('GitObjectID', (s) => s.sha),
      url: web<CommitSource>((s) => `${s.repo.fullName}/commit/${s.sha}`),
    },
  },
  IssueTimelineItems: {
    fields: {},
    typeOf: (s: EventSource) => (s.event.event === 'closed' ? 'ClosedEvent' : 'ReopenedEvent'),
  },
  ClosedEvent: {
    fields: {
      createdAt: scalar<EventSource>('DateTime', (s) => s.event.createdAt),
      stateReason: scalar<EventSource>('Enum', (s) => upper(s.event.stateReason)),
      actor: { type: 'Actor', resolve: (s: EventSource) => s.event.actor },
      closer: {
        type: 'Closer',
        resolve: (s: EventSource) =>
          s.event.closerPull !== undefined
            ? pullOf(s.repo, s.event.closerPull)
            : s.event.commitId
              ? { repo: s.repo, sha: s.event.commitId }
              : null,
      },
    },
  },
  ReopenedEvent: {
    fields: {
      createdAt: scalar<EventSource>('DateTime', (s) => s.event.createdAt),
      actor: { type: 'Actor', resolve: (s: EventSource) => s.event.actor },
    },
  },
  Closer: {
    fields: {},
    typeOf: (s: IssueSource | CommitSource) => ('sha' in s ? 'Commit' : 'PullRequest'),
  },
};

/** The concrete types a union or interface may be, for `... on X` inside it. */
export const MEMBERS: Record<string, readonly string[]> = {
  Actor: ['User', 'Bot', 'Organization'],
  IssueTimelineItems: ['ClosedEvent', 'ReopenedEvent'],
  Closer: ['PullRequest', 'Commit'],
};
