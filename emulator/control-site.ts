// The control API's site routes: read the site, set or clear the pending change that the next
// successful deployment publishes, or publish a change at once.
import { errorReply, jsonReply } from './http.ts';
import type { Reply } from './http.ts';
import type { Router } from './router.ts';
import { describeSite, publishChange, setPendingChange } from './site-state/operations.ts';
import type { SiteOperationResult } from './site-state/operations.ts';
import type { SiteState } from './site-state/revisions.ts';

const HINT = 'Body must be JSON: {"add": {"/path": "markdown"}, "remove": ["/path"], "modify": {"/path": "markdown"}}';

/** The JSON body, undefined for none, or the reply refusing a body that is not JSON. */
function parseBody(raw: Buffer): { value: unknown } | Reply {
  if (raw.length === 0) return { value: undefined };
  try {
    return { value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return errorReply(400, HINT);
  }
}

function answer(result: SiteOperationResult): Reply {
  return result.ok ? jsonReply(200, result.site) : errorReply(400, 'Invalid site change', result.problems);
}

export function registerSiteControl(router: Router, prefix: string, state: SiteState, now: () => number): void {
  router.add('GET', `${prefix}/site`, () => jsonReply(200, describeSite(state, now())));

  router.add('POST', `${prefix}/site/pending`, (ctx) => {
    const body = parseBody(ctx.body);
    if (!('value' in body)) return body;
    if (body.value === undefined) return errorReply(400, HINT);
    return answer(setPendingChange(state, body.value, now()));
  });

  router.add('DELETE', `${prefix}/site/pending`, () => answer(setPendingChange(state, undefined, now())));

  router.add('POST', `${prefix}/site/publish`, (ctx) => {
    const body = parseBody(ctx.body);
    if (!('value' in body)) return body;
    return answer(publishChange(state, body.value, now()));
  });
}
