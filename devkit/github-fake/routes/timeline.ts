import { visibleRepo } from '../access.ts';
import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { stateEventJson } from '../json/events.ts';
import { commentJson } from '../json/issues.ts';
import { commentsOf } from '../model/issues.ts';
import { paginate } from '../pagination.ts';
import type { Router } from '../router.ts';
import { issueFrom } from './lookup.ts';

// The timeline holds more kinds of events than the fake models; comments and state changes are the ones a reader
// must step over and look for.
function timeline(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const issue = issueFrom(ctx, repo);
  const comments = commentsOf(repo, issue.number).map((comment) => {
    const shown = commentJson(ctx.urls, repo, comment);
    return { at: comment.createdAt, json: { ...shown, event: 'commented', actor: shown.user } };
  });
  const changes = issue.events.map((event) => ({ at: event.createdAt, json: stateEventJson(ctx.urls, repo, event) }));
  // Oldest first; a sort that keeps ties in place, so a comment and a close of the same second stay in order made.
  const all = [...comments, ...changes].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const page = paginate(ctx, all);
  return json(
    page.items.map((item) => item.json),
    200,
    page.headers,
  );
}

export function timelineRoutes(router: Router): void {
  router.add('GET', '/repos/:owner/:repo/issues/:number/timeline', timeline);
}
