// Bearer authentication with admin API keys (`svc_` prefix).
import { findApiKey, findOrganization } from './accounts.ts';
import type { Organization } from './accounts.ts';
import { errorReply } from './http.ts';
import type { Reply } from './http.ts';

export type AuthResult = { ok: true; org: Organization; canDeploy: boolean } | { ok: false; reply: Reply };

const CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' };

function unauthorized(error: string): AuthResult {
  return { ok: false, reply: errorReply(401, error, undefined, CHALLENGE) };
}

/** Resolves the organisation of an `Authorization` header, or the 401 to answer. */
export function authenticate(header: string | undefined): AuthResult {
  if (header === undefined || header.trim() === '') {
    return unauthorized('Missing Authorization header: send "Authorization: Bearer <admin API key>"');
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return unauthorized('Malformed Authorization header: expected "Bearer <admin API key>"');
  const token = match[1] ?? '';
  if (!token.startsWith('svc_')) return unauthorized('Invalid API key: admin API keys start with "svc_"');
  const key = findApiKey(token);
  if (!key) return unauthorized('Invalid API key');
  if (key.revoked) return unauthorized('API key has been revoked');
  const org = findOrganization(key.orgId);
  if (!org) return unauthorized('Invalid API key');
  return { ok: true, org, canDeploy: key.canDeploy };
}
