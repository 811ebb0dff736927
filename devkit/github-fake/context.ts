import type { FaultBook } from './faults.ts';
import type { Urls } from './json/urls.ts';
import type { FakeState } from './model/state.ts';
import type { Identity } from './model/tokens.ts';

/** What a route handler gets for one request. */
export interface RequestContext {
  readonly method: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** Parsed JSON body, or undefined when there was none. */
  readonly body: unknown;
  readonly identity: Identity;
  readonly state: FakeState;
  readonly faults: FaultBook;
  readonly urls: Urls;
  /** Absolute URL of this request on the fake, for pagination links. */
  readonly requestUrl: URL;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export function param(ctx: RequestContext, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new Error(`github-fake: route has no parameter ${name}`);
  return value;
}

export function json(body: unknown, status = 200, headers?: Record<string, string>): Reply {
  return headers ? { status, body, headers } : { status, body };
}
