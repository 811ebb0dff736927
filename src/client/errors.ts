import { STATUS_CODES } from 'node:http';
import { formatDuration, formatInstant } from '../util/format.ts';
import { lineText } from '../util/line-text.ts';
import { ANALYTICS_REQUESTS_PER_HOUR } from './quota.ts';
import { ServiceError } from './types.ts';
import type { ServiceErrorReason } from './types.ts';

/**
 * Which endpoint a request went to: the same status means different things on each. `analytics-more`:
 * the analytics a project may lack (feedback entries, searches, views, the assistant), where 404 means
 * "not offered here" rather than "no such project".
 */
export type EndpointKind = 'start-job' | 'job' | 'bundle' | 'analytics' | 'analytics-more' | 'deploy' | 'deployment';

const DEPLOYMENT_ENDPOINTS: ReadonlySet<EndpointKind> = new Set(['deploy', 'deployment']);
const isAnalytics = (endpoint: EndpointKind) => endpoint === 'analytics' || endpoint === 'analytics-more';

/** A request as it may appear in a message: method and path, never the query string. */
export interface RequestLabel {
  method: 'GET' | 'POST';
  path: string;
  endpoint: EndpointKind;
}

export interface ErrorBody {
  /** The service's `error`, or the start of a plain-text body. */
  error?: string;
  details: string[];
  /** Said instead when the body is not the JSON error object. */
  note?: string;
}

/** Reads an error body of any shape: the JSON error object, an HTML page of a proxy, text, nothing. */
export function readErrorBody(text: string, contentType: string | undefined, secrets: readonly string[]): ErrorBody {
  const trimmed = text.trim();
  if (trimmed === '') return { details: [], note: 'the service answered with an empty body' };
  if (/html/i.test(contentType ?? '') || /^<(!doctype|html|head|body)\b/i.test(trimmed)) {
    return { details: [], note: 'the service answered with an HTML page, not JSON' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { error: lineText(trimmed, { secrets }), details: [], note: 'the service answered with text, not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { details: [], note: 'the service answered with JSON that is not an error object' };
  }
  const body = parsed as Record<string, unknown>;
  const message =
    typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : undefined;
  const details = Array.isArray(body.details) ? body.details.map(detailText).filter((d): d is string => !!d) : [];
  return {
    error: message === undefined ? undefined : lineText(message, { secrets }),
    details: details.slice(0, 10).map((d) => lineText(d, { secrets })),
  };
}

function detailText(detail: unknown): string | undefined {
  if (typeof detail === 'string') return detail;
  if (typeof detail === 'object' && detail !== null && typeof (detail as { message?: unknown }).message === 'string') {
    return (detail as { message: string }).message;
  }
  return undefined;
}

/** `404 Not Found`. */
export function statusText(status: number): string {
  const reason = STATUS_CODES[status];
  return reason ? `${status} ${reason}` : `${status}`;
}

export function kindForStatus(status: number): ServiceErrorReason {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  if (status >= 400) return 'bad-request';
  return 'invalid-response';
}

const COUNT_WORDS = ['no', 'one', 'two', 'three'];

/**
 * The causes of a 403 the service's reference names that fit this request: a key restricted to `read` (only
 * on a request that is not a GET), a key restricted to IP addresses, a plan (or, for deployments, a key)
 * without the feature. The status does not say which, and the service's wording is not a contract, so every
 * cause that fits is named, after the service's own words.
 */
export function forbiddenCauses(method: RequestLabel['method'], endpoint: EndpointKind): string {
  const causes: string[] = [];
  if (method !== 'GET')
    causes.push('the key is restricted to `read`, which allows only GET requests: use a key with `write` access');
  causes.push(
    "the key is restricted to IP addresses and this runner's address is not one of them (a hosted runner's address changes): lift the restriction, or run on a runner with a fixed address",
  );
  if (DEPLOYMENT_ENDPOINTS.has(endpoint))
    causes.push(
      "the key or the organization's plan has no access to deployments: use an admin key with that access, or leave deploy-first off",
    );
  else if (isAnalytics(endpoint)) causes.push("the organization's plan does not include this analytics endpoint");
  else causes.push("the organization's plan does not include static export (it needs the Enterprise plan)");
  return `the service refuses this for one of ${COUNT_WORDS[causes.length]} causes that fit a ${method}: ${causes.map((cause, i) => `(${i + 1}) ${cause}`).join('; ')}`;
}

/** What the user can do about a status on this endpoint, or nothing when the service's own words say it. */
export function adviceFor(
  status: number,
  method: RequestLabel['method'],
  endpoint: EndpointKind,
  retryAfterMs: number | undefined,
  nowMs: number,
): string | undefined {
  const retryAfter = retryAfterMs
    ? `${formatDuration(retryAfterMs)} (at ${formatInstant(nowMs + retryAfterMs, 'up')})`
    : undefined;
  if (status === 401) {
    // Admin keys expire: a scheduled refresh-link that worked for months meets this first.
    return "the API key is wrong, revoked or expired (admin keys expire 7 to 90 days after they are made, 90 by default): create a new admin key in the organization's API keys settings and store it as the secret";
  }
  if (status === 403) return forbiddenCauses(method, endpoint);
  if (status === 404) {
    if (endpoint === 'analytics') return 'no such project: check project-id';
    if (endpoint === 'analytics-more')
      return 'the service does not offer this for the project (optional on client-hosted deployments, absent on air-gapped ones)';
    if (endpoint === 'deploy')
      return 'no such project: check project-id (projects belong to the organization of the key)';
    if (endpoint === 'deployment') return 'no such deployment (deployments belong to the organization of the key)';
    if (endpoint === 'start-job') return 'the service has no such endpoint: check api-url';
    return 'no such job: check job-id (jobs belong to the organization of the key)';
  }
  if (status === 409 && endpoint === 'bundle') return 'the job has not finished yet';
  if (status === 429) {
    const when = retryAfter ?? 'the hour is over';
    return isAnalytics(endpoint)
      ? `the organization's hourly analytics quota (${ANALYTICS_REQUESTS_PER_HOUR} requests an hour, shared by every tool of the organization) is spent; retry after ${when}`
      : `the service is limiting requests; retry after ${retryAfter ?? 'a while'}`;
  }
  if (status >= 500) {
    return retryAfter
      ? `the service is unavailable and asks to retry after ${retryAfter}`
      : 'the service failed; this is usually temporary, so run the step again later';
  }
  if (status >= 300 && status < 400)
    return 'the service redirected the request: set api-url to the address it redirects to';
  return undefined;
}

export interface HttpErrorInput {
  status: number;
  contentType: string | undefined;
  body: string;
  retryAfterMs?: number;
  nowMs: number;
  secrets: readonly string[];
}

/** The one message of a failed status: `<METHOD> <path>: <status> <reason>: <error>; <details>. <advice>`. */
export function httpError(label: RequestLabel, input: HttpErrorInput): ServiceError {
  const body = readErrorBody(input.body, input.contentType, input.secrets);
  let message = `${label.method} ${label.path}: ${statusText(input.status)}`;
  if (body.error) message += `: ${body.error}`;
  for (const detail of body.details) message += `; ${detail}`;
  if (body.note) message += ` (${body.note})`;
  const advice = adviceFor(input.status, label.method, label.endpoint, input.retryAfterMs, input.nowMs);
  if (advice) message += `. ${advice.charAt(0).toUpperCase()}${advice.slice(1)}`;
  return new ServiceError(kindForStatus(input.status), message, {
    status: input.status,
    retryAfterMs: input.retryAfterMs,
  });
}

/** A success status whose body is not what the spec promises. */
export function invalidResponse(label: RequestLabel, status: number, problem: string): ServiceError {
  return new ServiceError('invalid-response', `${label.method} ${label.path}: ${statusText(status)}, but ${problem}`, {
    status,
  });
}

/** The same error, marked as worth (or not worth) another attempt by a caller that paces its own retries. */
export function withTransient(error: ServiceError, transient: boolean): ServiceError {
  if (error.transient === transient) return error;
  return new ServiceError(error.reason, error.message, {
    status: error.status,
    retryAfterMs: error.retryAfterMs,
    transient,
  });
}

/** The same error with a note appended (e.g. how many attempts were made). */
export function withNote(error: ServiceError, note: string, transient = error.transient): ServiceError {
  return new ServiceError(error.reason, `${error.message} (${note})`, {
    status: error.status,
    retryAfterMs: error.retryAfterMs,
    transient,
  });
}
