import { Router } from './router.ts';
import { commentRoutes } from './routes/comments.ts';
import { commitPullRoutes } from './routes/commit-pulls.ts';
import { contentRoutes } from './routes/contents.ts';
import { gitRoutes } from './routes/git.ts';
import { graphqlRoutes } from './routes/graphql.ts';
import { issueRoutes } from './routes/issues.ts';
import { labelRoutes } from './routes/labels.ts';
import { pullRoutes } from './routes/pulls.ts';
import { repoRoutes } from './routes/repos.ts';
import { timelineRoutes } from './routes/timeline.ts';

/** Every endpoint the fake serves. */
export function buildRouter(): Router {
  const router = new Router();
  repoRoutes(router);
  contentRoutes(router);
  gitRoutes(router);
  pullRoutes(router);
  commentRoutes(router);
  issueRoutes(router);
  timelineRoutes(router);
  commitPullRoutes(router);
  labelRoutes(router);
  graphqlRoutes(router);
  return router;
}
