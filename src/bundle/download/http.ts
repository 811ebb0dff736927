import type { Readable } from 'node:stream';
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import { proxyFailure } from '../../util/proxy.ts';
import { displayUrl, redactUrls } from '../../util/redact.ts';
import { parseRetryAfter } from '../../util/retry.ts';
import { BundleError } from '../errors.ts';
import { checkBundleLink } from '../link.ts';

/** One GET of the bundle through undici, read up to its response headers and sorted into what to do next. */

export interface ResponseRequest {
  url: URL;
  /** Bytes already received: asked for with `Range: bytes=<offset>-` (and `If-Range`) when above 0. */
  offset: number;
  /** The strong ETag of the bytes received so far; a resume is only asked for with one. */
  etag?: string;
  /** Longest wait for the headers, and between two pieces of the body. */
  timeoutMs: number;
  dispatcher: Dispatcher;
  /** The proxy the dispatcher uses for this link's scheme (shown form), so a failure it causes can name it. */
  proxyFor: (url: string) => string | undefined;
  /** Aborts the request and its body: the download's overall deadline. */
  signal: AbortSignal;
  now: () => number;
}

export type BundleResponse =
  | {
      kind: 'body';
      status: 200 | 206;
      /** For a 206, its first byte is at the requested offset (checked here). Consume or destroy it. */
      body: Readable;
      /** Size of the whole object, when the headers tell it (`Content-Length`, `Content-Range`). */
      total?: number;
      /** The object's strong ETag, when it has one (a weak one cannot validate a resume). */
      etag?: string;
    }
  /** The presigned link expired: ask the service for a fresh one. */
  | { kind: 'expired' }
  /** Worth another try after a pause: a network error, a 5xx, a 429. */
  | { kind: 'transient'; reason: string; retryAfterMs?: number }
  /** The server cannot continue from `offset` (a 416, a range that starts elsewhere): start over. */
  | { kind: 'restart'; reason: string }
  /** The server says the object ends exactly at `offset` (a 416 whose Content-Range gives that size): nothing is missing. */
  | { kind: 'complete' };

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const ERROR_BODY_LIMIT = 16 * 1024;

/**
 * One GET of the bundle, up to its response headers. No Authorization header: the link is presigned.
 * A redirect is followed at most three times, from https:// only to https://, and otherwise only to a
 * link that passes the same scheme rule as the first. Fatal answers throw a `BundleError`; a network
 * failure is transient, except the deadline's abort, which is thrown for the caller to report.
 */
export async function openBundleResponse(options: ResponseRequest): Promise<BundleResponse> {
  let url = options.url;
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = { accept: '*/*' };
    if (options.offset > 0) {
      headers.range = `bytes=${options.offset}-`;
      if (options.etag) headers['if-range'] = options.etag;
    }
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: 'GET',
        headers,
        dispatcher: options.dispatcher,
        signal: options.signal,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
    } catch (error) {
      if (options.signal.aborted) throw error;
      const viaProxy = proxyFailure(error, options.proxyFor(url.href), url.href);
      if (viaProxy && !viaProxy.retryable)
        throw new BundleError('download', `The bundle download failed: ${viaProxy.message}.`);
      if (viaProxy) return { kind: 'transient', reason: viaProxy.message };
      const untrusted = untrustedCertificate(error, url);
      if (untrusted) throw new BundleError('download', untrusted);
      return { kind: 'transient', reason: describeNetworkError(error) };
    }
    const { statusCode: status, body } = response;
    const header = (name: string): string | undefined => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };

    if (status === 200 || status === 206) {
      const range = status === 206 ? parseContentRange(header('content-range')) : undefined;
      if (status === 206 && (range === undefined || range.start !== options.offset)) {
        discardBody(body);
        return { kind: 'restart', reason: `the server answered a range that does not start at byte ${options.offset}` };
      }
      const length = parseLength(header('content-length'));
      const total =
        status === 200 ? length : (range?.total ?? (length === undefined ? undefined : options.offset + length));
      const etag = header('etag');
      return { kind: 'body', status, body, total, etag: etag && !etag.startsWith('W/') ? etag : undefined };
    }
    if (REDIRECTS.has(status) && hop < MAX_REDIRECTS && header('location')) {
      discardBody(body);
      url = checkRedirect(url, header('location') ?? '');
      continue;
    }
    const text = await readLimited(body, status >= 400 ? ERROR_BODY_LIMIT : 0);
    const storage = readStorageError(text);
    if ((status === 403 || status === 400) && storage.expired) return { kind: 'expired' };
    if (status === 416) {
      const range = parseUnsatisfiedRange(header('content-range'));
      if (range !== undefined && options.offset > 0 && range === options.offset) return { kind: 'complete' };
      return { kind: 'restart', reason: 'the server cannot serve the rest of the bundle (416)' };
    }
    if (status === 408 || status === 429 || status >= 500) {
      return {
        kind: 'transient',
        reason: `the server answered ${status}`,
        retryAfterMs: parseRetryAfter(header('retry-after'), options.now()),
      };
    }
    throw new BundleError('download', fatalMessage(status, storage.code, url));
  }
}

/** Where a redirect may lead: from https:// only to https:// (a downgrade would expose the signed link). */
export function checkRedirect(from: URL, location: string): URL {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw new BundleError(
      'download',
      `The bundle download was redirected from ${displayUrl(from.href)} to an address that is not a valid URL.`,
    );
  }
  if (from.protocol === 'https:' && target.protocol !== 'https:') {
    throw new BundleError(
      'download',
      `Refusing a redirect of the bundle download from https:// to ${target.protocol}//${target.host}${target.pathname}: a presigned link is only followed over https://.`,
    );
  }
  return checkBundleLink(target.href);
}

function fatalMessage(status: number, code: string | undefined, url: URL): string {
  const where = `${displayUrl(url.href)} answered ${status}${code ? ` ${code}` : ''}`;
  if (status === 403 || status === 401) {
    return `The bundle download was refused: ${where}. The link is not valid (or no longer valid) for this object; run the export again to get a new bundle link.`;
  }
  if (status === 404 || status === 410) {
    return `The bundle was not found: ${where}. The object was removed or the link is wrong; run the export again.`;
  }
  if (status === 407) {
    return `The bundle download was refused by the proxy: ${where} (407 Proxy Authentication Required). Give the proxy's credentials in HTTP_PROXY as http://user:password@host:port, or list the storage host in NO_PROXY.`;
  }
  if (REDIRECTS.has(status)) return `The bundle download failed: ${where} and redirected too many times.`;
  return `The bundle download failed: ${where}, which the action does not expect; run it again, and report it to the service if it persists.`;
}

const UNTRUSTED_CERTIFICATE = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
]);

/** A certificate no trusted authority signed: trying again cannot help, a CA file can. */
function untrustedCertificate(error: unknown, url: URL): string | undefined {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string' || !UNTRUSTED_CERTIFICATE.has(code)) return undefined;
  return (
    `The bundle download failed: the certificate of ${url.host} is not signed by an authority this runner trusts (${code}). ` +
    'Behind a TLS-inspecting proxy or with a private CA, give its certificate file in NODE_EXTRA_CA_CERTS.'
  );
}

/** Drops a body that is not (or no longer) read; its abort error has nobody to tell. */
export function discardBody(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

/** A network error as a short reason: its code and message, never a URL with its query or a proxy's credentials. */
export function describeNetworkError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const text = redactUrls(message ?? String(error));
  return code && !text.includes(code) ? `${code}: ${text}` : text;
}

/** The start of an error body, for its `<Code>`; the rest is dropped with the connection. */
async function readLimited(body: Readable, limit: number): Promise<string> {
  const start = Buffer.alloc(limit);
  let size = 0;
  try {
    if (limit > 0) {
      for await (const piece of body as AsyncIterable<Buffer>) {
        size += piece.copy(start, size);
        if (size >= limit) break;
      }
    }
  } catch {
    // An error body that breaks off is read as far as it came.
  } finally {
    discardBody(body);
  }
  return start.toString('utf8', 0, size);
}

function parseLength(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

export function parseContentRange(
  value: string | undefined,
): { start: number; end: number; total?: number } | undefined {
  const match = /^bytes\s+(\d+)-(\d+)\/(\d+|\*)$/i.exec(value?.trim() ?? '');
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), total: match[3] === '*' ? undefined : Number(match[3]) };
}

/** The object size a 416 states: `Content-Range: bytes *\/<size>`. */
function parseUnsatisfiedRange(value: string | undefined): number | undefined {
  const match = /^bytes\s+\*\/(\d+)$/i.exec(value?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
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
