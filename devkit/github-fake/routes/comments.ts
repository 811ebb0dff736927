import { visibleRepo, writableRepo } from '../access.ts';
import { bodyObject, requiredString } from '../body.ts';
import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { commentJson } from '../json/issues.ts';
import { addIssueComment, commentsOf } from '../model/issues.ts';
import { paginate } from '../pagination.ts';
import type { Router } from '../router.ts';
import { commentFrom, issueFrom } from './lookup.ts';

function listComments(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const issue = issueFrom(ctx, repo);
  const since = ctx.query.get('since');
  const all = commentsOf(repo, issue.number).filter(
    (c) => since === null || Date.parse(c.updatedAt) >= Date.parse(since),
  );
  const page = paginate(ctx, all);
  return json(
    page.items.map((c) => commentJson(ctx.urls, repo, c)),
    200,
    page.headers,
  );
}

function createComment(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const issue = issueFrom(ctx, repo);
  const body = requiredString(bodyObject(ctx), 'body');
  const comment = addIssueComment(repo, issue, body, ctx.identity.actor, ctx.state.timestamp(), ctx.state.ids);
  return json(commentJson(ctx.urls, repo, comment), 201);
}

function getComment(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  return json(commentJson(ctx.urls, repo, commentFrom(ctx, repo)));
}

function updateComment(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const comment = commentFrom(ctx, repo);
  comment.body = requiredString(bodyObject(ctx), 'body');
  comment.updatedAt = ctx.state.timestamp();
  return json(commentJson(ctx.urls, repo, comment));
}

function deleteComment(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const comment = commentFrom(ctx, repo);
  repo.comments.delete(comment.id);
  const issue = repo.issues.get(comment.issueNumber);
  if (issue) issue.commentCount -= 1;
  return { status: 204 };
}

export function commentRoutes(router: Router): void {
  router
    .add('GET', '/repos/:owner/:repo/issues/comments/:id', getComment)
    .add('PATCH', '/repos/:owner/:repo/issues/comments/:id', updateComment)
    .add('DELETE', '/repos/:owner/:repo/issues/comments/:id', deleteComment)
    .add('GET', '/repos/:owner/:repo/issues/:number/comments', listComments)
    .add('POST', '/repos/:owner/:repo/issues/:number/comments', createComment);
}
