// A minimal method + path router with `:name` parameters.
import type { IncomingMessage } from 'node:http';
import { errorReply } from './http.ts';
import type { Reply } from './http.ts';

export interface RouteContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  /** Raw request body (empty for GET). */
  body: Buffer;
}

export type Handler = (ctx: RouteContext) => Reply | Promise<Reply>;

interface Route {
  method: string;
  pattern: RegExp;
  handler: Handler;
}

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allow: string[] }
  | { kind: 'not-found' };

function compile(template: string): RegExp {
  const source = template
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

export class Router {
  readonly #routes: Route[] = [];

  add(method: string, template: string, handler: Handler): this {
    this.#routes.push({ method, pattern: compile(template), handler });
    return this;
  }

  match(method: string, path: string): RouteMatch {
    const allow: string[] = [];
    for (const route of this.#routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      if (route.method !== method) {
        allow.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      try {
        for (const [name, value] of Object.entries(m.groups ?? {})) params[name] = decodeURIComponent(value);
      } catch {
        return { kind: 'not-found' };
      }
      return { kind: 'found', handler: route.handler, params };
    }
    return allow.length > 0 ? { kind: 'method-not-allowed', allow } : { kind: 'not-found' };
  }
}

/** Runs the matching route: 404 JSON for an unknown path, 405 for a known path with another method. */
export async function dispatch(router: Router, req: IncomingMessage, url: URL, body: Buffer): Promise<Reply> {
  const match = router.match(req.method ?? 'GET', url.pathname);
  if (match.kind === 'not-found') return errorReply(404, 'Not found');
  if (match.kind === 'method-not-allowed') {
    return errorReply(405, 'Method not allowed', undefined, { allow: match.allow.join(', ') });
  }
  return match.handler({ req, url, params: match.params, body });
}
