import type { RepoState } from '../model/repository.ts';
import { nodeId, repoApi, repoWeb } from './urls.ts';
import type { Urls } from './urls.ts';
import { userJson } from './users.ts';

export function repoJson(
  urls: Urls,
  repo: RepoState,
  permissions?: { admin: boolean; push: boolean; pull: boolean },
): Record<string, unknown> {
  return {
    id: repo.id,
    node_id: nodeId('Repository', repo.id),
    name: repo.name,
    full_name: repo.fullName,
    private: repo.private,
    visibility: repo.private ? 'private' : 'public',
    owner: userJson(urls, repo.owner),
    html_url: repoWeb(urls, repo.fullName),
    url: repoApi(urls, repo.fullName),
    default_branch: repo.defaultBranch,
    fork: false,
    archived: false,
    ...(permissions ? { permissions } : {}),
  };
}
