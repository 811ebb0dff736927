// The analytics endpoints: visitors and feedback by page, behind the shared rate limit
// (the further ones are in routes-more.ts).
import { findProject } from '../accounts.ts';
import { jsonReply } from '../http.ts';
import type { Router } from '../router.ts';
import { dayIndex } from '../time.ts';
import { projectReadings } from './features.ts';
import { guard, invalidQuery, projectNotFound } from './guard.ts';
import type { AnalyticsDeps } from './guard.ts';
import { withLongPagePath } from './long-text.ts';
import { registerMoreAnalytics } from './routes-more.ts';
import { parseFeedbackQuery, parseVisitorsQuery } from './validate.ts';

export type { AnalyticsDeps } from './guard.ts';

export function registerAnalytics(router: Router, deps: AnalyticsDeps): void {
  const guarded = guard(deps);

  router.add(
    'GET',
    '/v1/analytics/:projectId/visitors',
    guarded((ctx, org, headers) => {
      const projectId = ctx.params.projectId ?? '';
      const project = findProject(org.id, projectId);
      if (!project) return projectNotFound(projectId, headers);
      const query = parseVisitorsQuery(ctx.url.searchParams, dayIndex(deps.now()));
      if (!query.ok) return invalidQuery(query.problems, headers);
      const { firstDay, endDay, limit, offset } = query.value;
      const { totals, rows } = withLongPagePath(
        deps.data.visitors(project, firstDay, endDay),
        deps.faults.config.longPagePathChars,
      );
      return jsonReply(
        200,
        { totals, visitors: rows.slice(offset, offset + limit), hasMore: offset + limit < rows.length },
        headers,
      );
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/feedback/by-page',
    guarded((ctx, org, headers) => {
      const projectId = ctx.params.projectId ?? '';
      const project = findProject(org.id, projectId);
      if (!project) return projectNotFound(projectId, headers);
      const query = parseFeedbackQuery(ctx.url.searchParams, dayIndex(deps.now()));
      if (!query.ok) return invalidQuery(query.problems, headers);
      const { firstDay, endDay, limit, source, statuses } = query.value;
      // A project whose feedback widget is off collects none: an empty list, as for a quiet week.
      if (projectReadings(project, deps.faults.config).feedbackWidget === 'off')
        return jsonReply(200, { feedback: [], hasMore: false }, headers);
      const filter = { ...(source ? { source } : {}), ...(statuses ? { statuses } : {}) };
      const rows = deps.data.feedback(project, firstDay, endDay, filter);
      return jsonReply(200, { feedback: rows.slice(0, limit), hasMore: rows.length > limit }, headers);
    }),
  );
  registerMoreAnalytics(router, deps);
}
