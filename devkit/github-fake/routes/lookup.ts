import { param } from '../context.ts';
import type { RequestContext } from '../context.ts';
import { notFound } from '../errors.ts';
import type { CommentRecord, IssueRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';

function numberParam(ctx: RequestContext, name: string): number {
  const raw = param(ctx, name);
  if (!/^\d+$/.test(raw)) throw notFound();
  return Number(raw);
}

export function issueFrom(ctx: RequestContext, repo: RepoState): IssueRecord {
  const issue = repo.issues.get(numberParam(ctx, 'number'));
  if (!issue) throw notFound();
  return issue;
}

export function pullFrom(ctx: RequestContext, repo: RepoState): IssueRecord {
  const issue = issueFrom(ctx, repo);
  if (!issue.pull) throw notFound();
  return issue;
}

export function commentFrom(ctx: RequestContext, repo: RepoState): CommentRecord {
  const comment = repo.comments.get(numberParam(ctx, 'id'));
  if (!comment) throw notFound();
  return comment;
}

/** The `sort`/`direction` order GitHub uses for issue-like lists; ties go by number. */
export function issueOrder(sort: string, dir: 1 | -1): (a: IssueRecord, b: IssueRecord) => number {
  const key = (i: IssueRecord): string | number =>
    sort === 'updated' ? i.updatedAt : sort === 'comments' ? i.commentCount : i.createdAt;
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    const primary = ka < kb ? -1 : ka > kb ? 1 : 0;
    return (primary !== 0 ? primary : a.number - b.number) * dir;
  };
}
