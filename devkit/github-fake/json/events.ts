import type { StateEventRecord } from '../model/issues.ts';
import type { RepoState } from '../model/repository.ts';
import { nodeId, repoApi } from './urls.ts';
import type { Urls } from './urls.ts';
import { userJson } from './users.ts';

/** A `closed` or `reopened` event as the timeline gives it (GitHub's `state-change-issue-event`). */
export function stateEventJson(urls: Urls, repo: RepoState, event: StateEventRecord): Record<string, unknown> {
  const api = repoApi(urls, repo.fullName);
  const nodeKind = event.event === 'closed' ? 'ClosedEvent' : 'ReopenedEvent';
  return {
    id: event.id,
    node_id: nodeId(nodeKind, event.id),
    url: `${api}/issues/events/${event.id}`,
    actor: event.actor ? userJson(urls, event.actor) : null,
    event: event.event,
    commit_id: event.commitId,
    commit_url: event.commitId ? `${api}/commits/${event.commitId}` : null,
    created_at: event.createdAt,
    performed_via_github_app: null,
    state_reason: event.stateReason,
  };
}
