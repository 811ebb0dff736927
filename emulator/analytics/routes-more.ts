// The further analytics endpoints of spec/analytics-more.md: feedback entries and search
// terms paged by cursor, page views, assistant callers. Same guard and quota as the others;
// a project may lack one of them (404) or offer it with no data.
import { findProject } from '../accounts.ts';
import type { AnalyticsFeature, FeatureState, Organization, Project } from '../accounts.ts';
import { errorReply, jsonReply } from '../http.ts';
import type { Reply } from '../http.ts';
import type { RouteContext, Router } from '../router.ts';
import { dayIndex } from '../time.ts';
import { conversationCursor, conversationOffset } from './conversation-cursor.ts';
import { cursorMismatch } from './cursor.ts';
import type { CursorScope } from './cursor.ts';
import { featureState, projectReadings, siteOrigin } from './features.ts';
import { feedbackEntries } from './feedback-entries.ts';
import { guard, invalidQuery, projectNotFound } from './guard.ts';
import type { AnalyticsDeps } from './guard.ts';
import { withLongSearchTerm } from './long-text.ts';
import { withCtrScale } from './searches.ts';
import { decodeUlid } from './ulid.ts';
import { parseConversationsQuery, parseEntriesQuery, parseSearchesQuery, parseWindowQuery } from './validate-more.ts';
import type { SearchesQuery } from './validate-more.ts';
import { parseVisitorsQuery } from './validate.ts';

const FEATURE_NAMES: Record<AnalyticsFeature, string> = {
  feedbackEntries: 'Feedback entries are',
  searches: 'Search analytics are',
  views: 'Page views are',
  assistant: 'Assistant analytics are',
  conversations: 'Assistant conversations are',
};

type Found = { project: Project; state: FeatureState } | { reply: Reply };

/** Where paging starts: the cursor's offset and window, or the query's; else the problem with the cursor. */
function startOf(query: SearchesQuery, scope: CursorScope): { offset: number; scope: CursorScope } | string {
  if (!query.cursor) return { offset: 0, scope };
  const problem = cursorMismatch(query.cursor, scope, query.open);
  if (problem) return problem;
  const { firstDay, endDay, offset } = query.cursor;
  return { offset, scope: { ...scope, firstDay, endDay } };
}

export function registerMoreAnalytics(router: Router, deps: AnalyticsDeps): void {
  const guarded = guard(deps);
  const today = (): number => dayIndex(deps.now());
  const read = (text: string): ReturnType<typeof deps.cursors.decode> => deps.cursors.decode(text);

  function find(
    ctx: RouteContext,
    org: Organization,
    headers: Record<string, string>,
    feature: AnalyticsFeature,
  ): Found {
    const projectId = ctx.params.projectId ?? '';
    const project = findProject(org.id, projectId);
    if (!project) return { reply: projectNotFound(projectId, headers) };
    const state = featureState(project, feature, deps.faults.config);
    if (state === 'absent')
      return { reply: errorReply(404, `${FEATURE_NAMES[feature]} not available for this project`, undefined, headers) };
    return { project, state };
  }

  router.add(
    'GET',
    '/v1/analytics/:projectId/feedback',
    guarded((ctx, org, headers) => {
      const found = find(ctx, org, headers, 'feedbackEntries');
      if ('reply' in found) return found.reply;
      const query = parseEntriesQuery(ctx.url.searchParams, today(), read);
      if (!query.ok) return invalidQuery(query.problems, headers);
      const { project, state } = found;
      const q = query.value;
      const scope: CursorScope = { endpoint: 'feedback', projectId: project.id, filters: q.filters, ...window(q) };
      const start = startOf(q, scope);
      if (typeof start === 'string') return invalidQuery([start], headers);
      const readings = projectReadings(project, deps.faults.config);
      if (state === 'empty' || readings.feedbackWidget === 'off')
        return jsonReply(200, { feedback: [], nextCursor: null, hasMore: false }, headers);
      const { firstDay, endDay } = start.scope;
      const tally = deps.data.feedbackTally(project, firstDay, endDay, q.filter);
      const naming = { origin: siteOrigin(project), byUrl: readings.entriesByUrl };
      const model = deps.data.model(project);
      const entries = feedbackEntries(model, start.scope, q.filter, tally, start.offset, q.limit, naming);
      const next = start.offset + entries.length;
      const hasMore = next < tally.entries;
      const nextCursor = hasMore ? deps.cursors.encode({ ...start.scope, offset: next }) : null;
      return jsonReply(200, { feedback: entries, nextCursor, hasMore }, headers);
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/searches',
    guarded((ctx, org, headers) => {
      const found = find(ctx, org, headers, 'searches');
      if ('reply' in found) return found.reply;
      const query = parseSearchesQuery(ctx.url.searchParams, today(), read);
      if (!query.ok) return invalidQuery(query.problems, headers);
      const { project, state } = found;
      const q = query.value;
      const scope: CursorScope = { endpoint: 'searches', projectId: project.id, filters: '', ...window(q) };
      const start = startOf(q, scope);
      if (typeof start === 'string') return invalidQuery([start], headers);
      if (state === 'empty') return jsonReply(200, { searches: [], totalSearches: 0, nextCursor: null }, headers);
      const { rows, totalSearches } = withCtrScale(
        withLongSearchTerm(
          deps.data.searches(project, start.scope.firstDay, start.scope.endDay),
          deps.faults.config.longSearchTermChars,
        ),
        projectReadings(project, deps.faults.config).ctrScale,
      );
      const next = start.offset + q.limit;
      const nextCursor = next < rows.length ? deps.cursors.encode({ ...start.scope, offset: next }) : null;
      return jsonReply(200, { searches: rows.slice(start.offset, next), totalSearches, nextCursor }, headers);
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/views',
    guarded((ctx, org, headers) => {
      const found = find(ctx, org, headers, 'views');
      if ('reply' in found) return found.reply;
      const query = parseVisitorsQuery(ctx.url.searchParams, today());
      if (!query.ok) return invalidQuery(query.problems, headers);
      const { firstDay, endDay, limit, offset } = query.value;
      if (found.state === 'empty')
        return jsonReply(200, { totals: { human: 0, ai: 0, total: 0 }, views: [], hasMore: false }, headers);
      const { totals, rows } = deps.data.views(found.project, firstDay, endDay);
      return jsonReply(
        200,
        { totals, views: rows.slice(offset, offset + limit), hasMore: offset + limit < rows.length },
        headers,
      );
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/assistant/caller-stats',
    guarded((ctx, org, headers) => {
      const found = find(ctx, org, headers, 'assistant');
      if ('reply' in found) return found.reply;
      const query = parseWindowQuery(ctx.url.searchParams, today());
      if (!query.ok) return invalidQuery(query.problems, headers);
      if (found.state === 'empty') return jsonReply(200, { web: 0, api: 0, other: 0, total: 0 }, headers);
      return jsonReply(200, deps.data.assistant(found.project, query.value.firstDay, query.value.endDay), headers);
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/assistant',
    guarded((ctx, org, headers) => {
      const found = find(ctx, org, headers, 'conversations');
      if ('reply' in found) return found.reply;
      const query = parseConversationsQuery(ctx.url.searchParams, today());
      if (!query.ok) return invalidQuery(query.problems, headers);
      const { project, state } = found;
      const q = query.value;
      const scope = { projectId: project.id, ...window(q) };
      const offset = q.cursor ? conversationOffset(deps.cursors, scope, q.cursor.parts) : 0;
      if (offset === undefined)
        return invalidQuery(
          [
            'cursor belongs to another project or date range, or was not issued here: pass nextCursor unchanged, with the same dateFrom and dateTo',
          ],
          headers,
        );
      if (state === 'empty') return jsonReply(200, { conversations: [], nextCursor: null, hasMore: false }, headers);
      const { rows, total } = deps.data.conversations(project, scope, offset, q.limit);
      const next = offset + rows.length;
      const last = rows.at(-1);
      const hasMore = next < total && last !== undefined;
      const nextCursor = hasMore ? conversationCursor(deps.cursors, scope, next, Date.parse(last.timestamp)) : null;
      return jsonReply(200, { conversations: rows, nextCursor, hasMore }, headers);
    }),
  );

  router.add(
    'GET',
    '/v1/analytics/:projectId/assistant/threads/:threadId',
    guarded((ctx, org, headers) => {
      const found = find(ctx, org, headers, 'conversations');
      if ('reply' in found) return found.reply;
      const threadId = ctx.params.threadId ?? '';
      const parts = decodeUlid(threadId);
      if (!parts) return errorReply(400, 'Invalid path parameters', ['threadId must be a ULID'], headers);
      const thread =
        found.state === 'empty' ? undefined : deps.data.thread(found.project, threadId, parts.timeMs, today());
      if (!thread) return errorReply(404, `Thread ${threadId} not found`, undefined, headers);
      return jsonReply(
        200,
        { threadId: thread.threadId, createdAt: thread.createdAt, messages: thread.messages },
        headers,
      );
    }),
  );
}

function window(query: { firstDay: number; endDay: number }): { firstDay: number; endDay: number } {
  return { firstDay: query.firstDay, endDay: query.endDay };
}
