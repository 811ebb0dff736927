import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '../keep-alive.ts';
import type { Reply, RequestContext } from './context.ts';
import { HttpError } from './errors.ts';
import type { FaultBook } from './faults.ts';
import type { Urls } from './json/urls.ts';
import type { FakeState } from './model/state.ts';
import type { Identity } from './model/tokens.ts';
import { faultError, RateLimitCounter } from './rate-limit.ts';
import { decodedPath } from './request-log.ts';
import type { RecordedRequest } from './request-log.ts';
import type { Router } from './router.ts';

export interface ServerDeps {
  state: FakeState;
  faults: FaultBook;
  router: Router;
  requests: RecordedRequest[];
  webUrl: string;
  /** Where the API is mounted, e.g. `/api/v3` as on GitHub Enterprise Server; empty for github.com's root. */
  pathPrefix: string;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function tokenOf(header: string | undefined): string | undefined {
  const match = /^(?:token|bearer)\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Problems parsing JSON');
  }
}

interface Answer {
  reply: Reply;
  identity?: Identity;
  /** A `connection-drop` fault: the connection is closed instead of writing `reply`. */
  dropped?: 'before-serving' | 'after-serving';
}

/** Authenticates, applies armed faults, routes, and turns thrown HttpErrors into GitHub-shaped answers. */
async function answer(deps: ServerDeps, urls: Urls, req: IncomingMessage, bodyText: string, url: URL): Promise<Answer> {
  const method = req.method ?? 'GET';
  const pathname = apiPath(url.pathname, deps.pathPrefix);
  if (pathname === undefined) return { reply: errorReply(new HttpError(404, 'Not Found')) };
  const token = tokenOf(req.headers.authorization);
  if (!token) return { reply: errorReply(new HttpError(401, 'Requires authentication')) };
  const identity = deps.state.identify(token);
  if (!identity) return { reply: errorReply(new HttpError(401, 'Bad credentials')) };
  const fault = deps.faults.takeRequestFault({ method, path: decodedPath(pathname), login: identity.actor.login });
  if (fault?.kind === 'connection-drop' && fault.when === 'before-serving')
    return { reply: { status: 0 }, identity, dropped: fault.when };
  if (fault && fault.kind !== 'connection-drop' && !(fault.kind === 'server-error' && fault.served))
    return { reply: errorReply(faultError(fault, identity.actor.login, deps.state.nowMs())), identity };
  const served = await serve(deps, urls, { method, pathname, url, bodyText, identity });
  if (fault?.kind === 'connection-drop') return { reply: served, identity, dropped: fault.when };
  if (fault) return { reply: errorReply(faultError(fault, identity.actor.login, deps.state.nowMs())), identity };
  return { reply: served, identity };
}

/** Routes the request and runs its handler: what GitHub does with it. */
async function serve(
  deps: ServerDeps,
  urls: Urls,
  request: { method: string; pathname: string; url: URL; bodyText: string; identity: Identity },
): Promise<Reply> {
  const { method, pathname, url, bodyText, identity } = request;
  const route = deps.router.match(method, pathname);
  if (!route) return errorReply(new HttpError(404, 'Not Found'));
  const ctx: RequestContext = {
    method,
    params: route.params,
    query: url.searchParams,
    body: parseJson(bodyText),
    identity,
    state: deps.state,
    faults: deps.faults,
    urls,
    requestUrl: new URL(`${urls.api}${pathname}${url.search}`),
  };
  try {
    return await route.handler(ctx);
  } catch (error) {
    if (error instanceof HttpError) return errorReply(error);
    throw error;
  }
}

/** The path below the mount point, or undefined for a request outside it. */
function apiPath(pathname: string, prefix: string): string | undefined {
  if (prefix === '') return pathname;
  // GitHub Enterprise Server answers GraphQL at /api/graphql, beside its REST API at /api/v3.
  if (prefix.endsWith('/v3') && pathname === `${prefix.slice(0, -'/v3'.length)}/graphql`) return '/graphql';
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

function errorReply(error: HttpError): Reply {
  return { status: error.status, body: error.body(), headers: error.headers };
}

async function handle(
  deps: ServerDeps,
  urls: Urls,
  req: IncomingMessage,
  res: ServerResponse,
  limits: RateLimitCounter,
): Promise<void> {
  deps.state.tick();
  const bodyText = await readBody(req);
  const url = new URL(req.url ?? '/', urls.api);
  let reply: Reply;
  let identity: Identity | undefined;
  let dropped: Answer['dropped'];
  try {
    ({ reply, identity, dropped } = await answer(deps, urls, req, bodyText, url));
  } catch (error) {
    if (!(error instanceof HttpError)) console.error('github-fake: handler failed', error);
    reply = errorReply(error instanceof HttpError ? error : new HttpError(500, 'Internal fake error'));
  }
  const login = identity?.actor.login;
  const rate = login === undefined ? {} : limits.headers(limits.count(login), deps.state.nowMs());
  deps.requests.push({
    method: req.method ?? 'GET',
    path: decodedPath(url.pathname),
    query: Object.fromEntries(url.searchParams),
    login,
    status: reply.status,
    body: bodyText,
    apiVersion: req.headers['x-github-api-version'] as string | undefined,
    userAgent: req.headers['user-agent'],
    ...(dropped && { dropped }),
  });
  if (dropped) {
    // Closed with nothing written: the client sees its connection end without an answer.
    res.socket?.destroy();
    return;
  }
  const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-request-id': `FAKE:${String(deps.requests.length).padStart(6, '0')}`,
    ...rate,
    ...reply.headers,
  });
  res.end(payload);
}

/** Starts the HTTP server on 127.0.0.1 with a free port. */
export async function listen(deps: ServerDeps): Promise<{ server: Server; url: string }> {
  const limits = new RateLimitCounter();
  let urls: Urls = { api: '', web: deps.webUrl };
  const server = createServer((req, res) => {
    handle(deps, urls, req, res, limits).catch((error: unknown) => {
      console.error('github-fake: request failed', error);
      res.destroy();
    });
  });
  keepIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  urls = { api: `http://127.0.0.1:${port}${deps.pathPrefix}`, web: deps.webUrl };
  return { server, url: urls.api };
}
