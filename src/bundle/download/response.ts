import { displayUrl, redactUrls } from '../../util/redact.ts';
import { parseRetryAfter } from '../../util/retry.ts';
import { BundleError } from '../errors.ts';
import { checkBundleLink } from '../link.ts';
import { httpGet, type HttpResponse, type ResponseBody } from './http-get.ts';

export interface ResponseRequest {
  url: URL;
  /** Bytes already received: asked for with `Range: bytes=<offset>-` when above 0. */
  offset: number;
  /** A strong ETag of the object, sent as `If-Range` so a changed object comes back whole. */
  etag?: string;
  timeoutMs: number;
  now: () => number;
}

export type BundleResponse =
  | {
      kind: 'body';
      status: 200 | 206;
      /** For a 206, its first byte is at the requested offset (checked here). */
      body: ResponseBody;
      /** Size of the whole object, when the headers tell it. */
      total?: number;
      etag?: string;
    }
  /** The presigned link expired: ask the service for a fresh one. */
  | { kind: 'expired' }
  /** Worth another try after a pause: a network error, a 5xx, a 429. */
  | { kind: 'transient'; reason: string; retryAfterMs?: number }
  /** The server cannot continue from `offset` (a 416, a range that starts elsewhere): start over. */
  | { kind: 'restart'; reason: string };

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ERROR_BODY_LIMIT = 16 * 1024;

/**
 * One GET of the bundle, up to its response headers. No Authorization header: the link is presigned.
 * A redirect is followed only to a link that passes the same scheme rule, at most three times.
 * Fatal answers throw a `BundleError`; the body is left to the caller, who must consume or destroy it.
 */
export async function openBundleResponse(options: ResponseRequest): Promise<BundleResponse> {
  let url = options.url;
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = { Accept: '*/*' };
    if (options.offset > 0) {
      headers.Range = `bytes=${options.offset}-`;
      if (options.etag) headers['If-Range'] = options.etag;
    }
    let response: HttpResponse;
    try {
      response = await httpGet({ url, headers, timeoutMs: options.timeoutMs });
    } catch (error) {
      return { kind: 'transient', reason: describeNetworkError(error) };
    }
    const { status, body } = response;
    const header = (name: string): string | undefined => response.headers[name];

    if (status === 200 || status === 206) {
      const range = status === 206 ? parseContentRange(header('content-range')) : undefined;
      if (status === 206 && (range === undefined || range.start !== options.offset)) {
        discardBody(body);
        return { kind: 'restart', reason: `the server answered a range that does not start at byte ${options.offset}` };
      }
      const length = parseLength(header('content-length'));
      const total = status === 200 ? length : (range?.total ?? (length === undefined ? undefined : options.offset + length));
      const etag = header('etag');
      return { kind: 'body', status, body, total, etag: etag && !etag.startsWith('W/') ? etag : undefined };
    }
    if (REDIRECTS.has(status) && hop < MAX_REDIRECTS && header('location')) {
      discardBody(body);
      url = checkBundleLink(new URL(header('location') ?? '', url).href);
      continue;
    }
    const text = await readLimited(body, status >= 400 ? ERROR_BODY_LIMIT : 0);
    const storage = readStorageError(text);
    if ((status === 403 || status === 400) && storage.expired) return { kind: 'expired' };
    if (status === 416) return { kind: 'restart', reason: 'the server cannot serve the rest of the bundle (416)' };
    if (status === 408 || status === 429 || status >= 500) {
      return { kind: 'transient', reason: `the server answered ${status}`, retryAfterMs: parseRetryAfter(header('retry-after'), options.now()) };
    }
    throw new BundleError('download', fatalMessage(status, storage.code, url));
  }
}

function fatalMessage(status: number, code: string | undefined, url: URL): string {
  const where = `${displayUrl(url.href)} answered ${status}${code ? ` ${code}` : ''}`;
  if (status === 403 || status === 401) {
    return `The bundle download was refused: ${where}. The link is not valid (or no longer valid) for this object; run the export again to get a new bundle link.`;
  }
  if (status === 404 || status === 410) {
    return `The bundle was not found: ${where}. The object was removed or the link is wrong; run the export again.`;
  }
  if (REDIRECTS.has(status)) return `The bundle download failed: ${where} and redirected too many times.`;
  return `The bundle download failed: ${where}, which the action does not expect; run it again, and report it to the service if it persists.`;
}

/** A network error as a short reason: its code and message, never a URL with its query. */
export function describeNetworkError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = redactUrls(message ?? String(error));
  return code && !text.includes(code) ? `${code}: ${text}` : text;
}

/** The start of an error body, for its `<Code>`; the rest is dropped with the connection. */
async function readLimited(body: ResponseBody, limit: number): Promise<string> {
  const start = Buffer.alloc(limit);
  let size = 0;
  const full = new Error('enough of the error body');
  try {
    if (limit > 0) {
      await body.read((piece) => {
        size += piece.copy(start, size);
        if (size >= limit) throw full;
      });
    }
  } catch {
    // An error body that breaks off (or goes on too long) is read as far as it came.
  } finally {
    discardBody(body);
  }
  return start.toString('utf8', 0, size);
}

/** Drops a body we will not read. */
export function discardBody(body: ResponseBody): void {
  body.discard();
}

function parseLength(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export function parseContentRange(value: string | undefined): { start: number; end: number; total?: number } | undefined {
  const match = /^bytes\s+(\d+)-(\d+)\/(\d+|\*)$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), total: match[3] === '*' ? undefined : Number(match[3]) };
}

/**
 * What an object store's error body says, read from at most a few KB of XML. Only the `<Code>` is kept
 * for messages: S3's bodies can echo the string-to-sign and the signature, which must not be shown.
 */
export interface StorageError {
  /** e.g. `AccessDenied`, `NoSuchKey`, `ExpiredToken`; letters only, or undefined. */
  code?: string;
  /** The presigned link expired: ask the service for a fresh one. */
  expired: boolean;
}

export function readStorageError(body: string): StorageError {
  const code = /<Code>\s*([A-Za-z.]{1,64})\s*<\/Code>/.exec(body)?.[1];
  const expired =
    /request has expired/i.test(body) ||
    code === 'ExpiredToken' ||
    (code === 'AccessDenied' && /expired/i.test(body)) ||
    /token (?:has )?expired/i.test(body);
  return { code, expired };
}
