import type { RunnerEnvironment } from '../../runtime/context.ts';
import type { RepositoryRef } from '../../settings/types.ts';

/** `GITHUB_REPOSITORY` as owner and name. */
export function currentRepository(runner: Pick<RunnerEnvironment, 'repository'>): RepositoryRef | undefined {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(runner.repository ?? '');
  return match ? { owner: match[1] ?? '', repo: match[2] ?? '' } : undefined;
}

const numberIn = (value: unknown): number | undefined => {
  const n = (value as { number?: unknown } | undefined)?.number;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The issue or pull request a sticky comment goes to: `comment-on`, else the event's pull request or issue. */
export function commentTarget(commentOn: number | undefined, event: Record<string, unknown>): number | undefined {
  return commentOn ?? numberIn(event.pull_request) ?? numberIn(event.issue);
}
