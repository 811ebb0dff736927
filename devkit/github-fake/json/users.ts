import type { Actor } from '../model/actors.ts';
import { nodeId } from './urls.ts';
import type { Urls } from './urls.ts';

export function userJson(urls: Urls, actor: Actor): Record<string, unknown> {
  return {
    login: actor.login,
    id: actor.id,
    node_id: nodeId(actor.type, actor.id),
    avatar_url: `${urls.web}/avatars/${actor.id}`,
    url: `${urls.api}/users/${actor.login}`,
    html_url: `${urls.web}/${actor.login}`,
    type: actor.type,
    site_admin: false,
  };
}
