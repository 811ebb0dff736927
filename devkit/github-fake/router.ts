import type { Handler } from './context.ts';

interface CompiledRoute {
  method: string;
  parts: string[];
  handler: Handler;
}

export interface RouteMatch {
  handler: Handler;
  params: Record<string, string>;
}

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Patterns use `:name` for one segment and `*name` for the rest of the path; values are
 * percent-decoded, so `heads%2Fa%2Fb` and `heads/a/b` both give `heads/a/b` (octokit encodes slashes).
 */
export class Router {
  readonly #routes: CompiledRoute[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.#routes.push({ method, parts: pattern.split('/').filter(Boolean), handler });
    return this;
  }

  match(method: string, pathname: string): RouteMatch | undefined {
    const segments = pathname.split('/').filter(Boolean);
    for (const route of this.#routes) {
      if (route.method !== method) continue;
      const params = matchParts(route.parts, segments);
      if (params) return { handler: route.handler, params };
    }
    return undefined;
  }
}

function matchParts(parts: string[], segments: string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part.startsWith('*')) {
      const rest = decode(segments.slice(i).join('/'));
      if (rest === undefined) return undefined;
      params[part.slice(1)] = rest;
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === undefined) return undefined;
      params[part.slice(1)] = value;
    } else if (part !== segment) {
      return undefined;
    }
  }
  return segments.length === parts.length ? params : undefined;
}
