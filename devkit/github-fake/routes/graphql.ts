import { json } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { HttpError, notFound } from '../errors.ts';
import { execute } from '../graphql/execute.ts';
import { GraphqlParseError, parseOperation } from '../graphql/parse.ts';
import type { Router } from '../router.ts';

// GraphQL answers 200 whatever went wrong with the query itself: the errors are in the body. Only a request that is
// no GraphQL request at all is an HTTP error.
function graphql(ctx: RequestContext): Reply {
  if (ctx.state.switches.graphql === 'absent') throw notFound();
  const body = (ctx.body ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof body.query !== 'string')
    throw new HttpError(400, 'A query attribute must be specified and must be a string.');
  const variables = (typeof body.variables === 'object' && body.variables !== null ? body.variables : {}) as Record<
    string,
    unknown
  >;
  try {
    return json(execute(parseOperation(body.query), variables, ctx));
  } catch (error) {
    if (!(error instanceof GraphqlParseError)) throw error;
    return json({ errors: [{ message: error.message, locations: [error.at] }] });
  }
}

export function graphqlRoutes(router: Router): void {
  router.add('POST', '/graphql', graphql);
}
