import { request } from 'undici';
import type { Dispatcher } from 'undici';
import { ActionError, OperationError } from '../util/errors.ts';
import { formatDuration } from '../util/format.ts';
import { lineText } from '../util/line-text.ts';
import { proxyFailure } from '../util/proxy.ts';

/** One HTTP request with a deadline: no retries, no interpretation of the status. */

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Deadline of the whole exchange, body included; also undici's idle timeouts. */
  timeoutMs: number;
  /** A longer deadline for this exchange (its answer may take a while); `timeoutMs` then bounds only a silent body. Never shorter than `timeoutMs`. */
  answerTimeoutMs?: number;
  /** The caller's cancellation: rethrown as is, never turned into a network failure. */
  signal?: AbortSignal;
  /** Bodies longer than this are cut (and flagged); service answers are small JSON. */
  maxBodyBytes: number;
  /** The proxy configured for this URL (shown form, no credentials), so failures can name it. */
  proxy?: string;
}

export interface HttpResponse {
  status: number;
  header(name: string): string | undefined;
  body: string;
  truncated: boolean;
}

/** Failures before a complete response arrived: the only errors `sendRequest` throws (apart from the caller's abort). */
export class TransportError extends ActionError {
  readonly kind = 'service';
  readonly code: string;
  readonly timedOut: boolean;
  /** The request certainly never reached the server (no connection was made), so even a POST may be sent again. */
  readonly nothingSent: boolean;
  /** A passing condition worth another attempt, as opposed to e.g. an unknown host or a TLS failure. */
  readonly retryable: boolean;
  constructor(message: string, fields: { code: string; timedOut: boolean; nothingSent: boolean; retryable: boolean }) {
    super(message);
    this.name = 'TransportError';
    this.code = fields.code;
    this.timedOut = fields.timedOut;
    this.nothingSent = fields.nothingSent;
    this.retryable = fields.retryable;
  }
}

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);
// Codes raised before a connection existed. Anything later (a reset, a close) may come after the server
// read the request, so only these make a second POST safe.
const NOTHING_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
const RETRYABLE_CODES = new Set([
  ...TIMEOUT_CODES,
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
]);

const TIMED_OUT = new OperationError('request deadline passed', { kind: 'service' });

export async function sendRequest(dispatcher: Dispatcher, req: HttpRequest): Promise<HttpResponse> {
  const deadline = new AbortController();
  const answerMs = answerDeadline(req);
  const timer = setTimeout(() => deadline.abort(TIMED_OUT), answerMs);
  const signal = req.signal ? AbortSignal.any([req.signal, deadline.signal]) : deadline.signal;
  try {
    const response = await request(req.url, {
      dispatcher,
      method: req.method,
      headers: req.headers,
      body: req.body,
      signal,
      headersTimeout: answerMs,
      bodyTimeout: req.timeoutMs,
    });
    const { text, truncated } = await readText(response.body, req.maxBodyBytes);
    const headers = response.headers;
    return {
      status: response.statusCode,
      header: (name) => {
        const value = headers[name.toLowerCase()];
        return Array.isArray(value) ? value[0] : value;
      },
      body: text,
      truncated,
    };
  } catch (error) {
    if (req.signal?.aborted) throw req.signal.reason;
    throw toTransportError(error, deadline.signal.aborted, req);
  } finally {
    clearTimeout(timer);
  }
}

/** An answer time only ever lengthens the wait: never below `request-timeout`. */
function answerDeadline(req: HttpRequest): number {
  return Math.max(req.answerTimeoutMs ?? 0, req.timeoutMs);
}

async function readText(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
): Promise<{ text: string; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      truncated = true;
      break; // leaving the loop destroys the stream
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

function toTransportError(error: unknown, deadlinePassed: boolean, req: HttpRequest): TransportError {
  const viaProxy = deadlinePassed ? undefined : proxyFailure(error, req.proxy, req.url);
  if (viaProxy) {
    // The request never left the proxy connection: nothing reached the service.
    return new TransportError(viaProxy.message, {
      code: viaProxy.code,
      timedOut: false,
      nothingSent: true,
      retryable: viaProxy.retryable,
    });
  }
  const code = deadlinePassed ? 'TIMEOUT' : (errorCode(error) ?? 'UNKNOWN');
  const timedOut = deadlinePassed || TIMEOUT_CODES.has(code);
  const host = new URL(req.url).host;
  const waited = deadlinePassed || code === 'UND_ERR_HEADERS_TIMEOUT' ? answerDeadline(req) : req.timeoutMs;
  const which = waited === req.timeoutMs ? 'request-timeout' : 'the time left of timeout';
  let message = describe(code, timedOut, host, waited, which, error);
  // With a proxy configured, a failed name lookup of the service itself means NO_PROXY sent it around the proxy.
  if (req.proxy && (code === 'ENOTFOUND' || code === 'EAI_AGAIN'))
    message += ` (NO_PROXY sends ${host} around the proxy ${req.proxy}, so it was looked up directly)`;
  return new TransportError(message, {
    code,
    timedOut,
    nothingSent: NOTHING_SENT_CODES.has(code),
    retryable: timedOut || RETRYABLE_CODES.has(code),
  });
}

function describe(
  code: string,
  timedOut: boolean,
  host: string,
  timeoutMs: number,
  which: string,
  error: unknown,
): string {
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return `could not connect to ${host} in time (${code})`;
  if (timedOut) return `no complete answer within ${formatDuration(timeoutMs)} (${which})`;
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${host} (ECONNREFUSED): is api-url right and the service up?`;
    case 'ENOTFOUND':
      return `the host ${host} does not exist (ENOTFOUND): check api-url`;
    case 'EAI_AGAIN':
      return `the name ${host} could not be resolved just now (EAI_AGAIN)`;
    case 'ECONNRESET':
      return 'the connection was reset (ECONNRESET)';
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
      return `the certificate of ${host} is not signed by an authority this runner trusts (${code}): behind a TLS-inspecting proxy or with a private CA, give its certificate file in NODE_EXTRA_CA_CERTS`;
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH':
      return `the connection closed before the answer was complete (${code})`;
    default: {
      const text = error instanceof Error ? lineText(error.message) : '';
      return `the request failed${text ? `: ${text}` : ''} (${code})`;
    }
  }
}

/** The system or undici code of an error, looking through `cause` and the attempts of an AggregateError. */
function errorCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && code !== 'UND_ERR_ABORTED' && code !== 'ABORT_ERR') return code;
  if (Array.isArray(errors))
    for (const inner of errors) {
      const found = errorCode(inner, depth + 1);
      if (found) return found;
    }
  return errorCode(cause, depth + 1);
}
