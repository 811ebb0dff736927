// Bearer authentication with admin API keys (`svc_` prefix), then the key's own restrictions: the
// reference names a key restricted to `read` (403 on every request that is not a GET) and a key
// restricted to IP addresses (403 from any other address). A plan without the feature is the
// endpoint's own check, after these.
import type { IncomingMessage } from 'node:http';
import { findApiKey, findOrganization } from './accounts.ts';
import type { Organization } from './accounts.ts';
import { errorReply } from './http.ts';
import type { Reply } from './http.ts';

export type AuthResult = { ok: true; org: Organization; canDeploy: boolean } | { ok: false; reply: Reply };

/** What authentication reads of a request: its header, its method and the address it came from. */
export type AuthRequest = Pick<IncomingMessage, 'headers' | 'method' | 'socket'>;

const CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' };

function unauthorized(error: string): AuthResult {
  return { ok: false, reply: errorReply(401, error, undefined, CHALLENGE) };
}

function forbidden(error: string): AuthResult {
  return { ok: false, reply: errorReply(403, error) };
}

/** `::ffff:127.0.0.1` (an IPv4 client of a dual-stack socket) is `127.0.0.1`. */
function clientAddress(req: AuthRequest): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** Resolves the organization of a request's key, or the 401 or 403 to answer. */
export function authenticate(req: AuthRequest): AuthResult {
  const header = req.headers.authorization;
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
  const address = clientAddress(req);
  if (key.allowedAddresses && !key.allowedAddresses.includes(address)) {
    return forbidden(`This API key does not accept requests from the IP address ${address}`);
  }
  const method = req.method ?? 'GET';
  if (key.access === 'read' && method !== 'GET') {
    return forbidden(`This API key is restricted to read access: ${method} requests are not allowed`);
  }
  return { ok: true, org, canDeploy: key.canDeploy };
}
