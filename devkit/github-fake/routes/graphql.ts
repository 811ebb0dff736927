import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import type { Router } from '../router.ts';

// Only the one query the action sends: who the token is. GraphQL answers any token, installation
// tokens included, with the login it writes as (`<app-slug>[bot]` for an App).
function graphql(ctx: RequestContext): Reply {
  const query = (ctx.body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') throw new HttpError(400, 'A query attribute must be specified and must be a string.');
  if (!/^\s*(query\s*)?\{\s*viewer\s*\{\s*login\s*\}\s*\}\s*$/.test(query)) {
    return json({ errors: [{ message: `github-fake: unsupported GraphQL query ${JSON.stringify(query)}` }] });
  }
  return json({ data: { viewer: { login: ctx.identity.actor.login } } });
}

export function graphqlRoutes(router: Router): void {
  router.add('POST', '/graphql', graphql);
}
