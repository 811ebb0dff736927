// Small helpers over node:http: replies as values, JSON errors, bounded body reading.
import type { IncomingMessage } from 'node:http';

/** What a route answers; the server turns it into bytes (and may mangle it for faults). */
export interface Reply {
  status: number;
  headers?: Record<string, string>;
  /** Serialised as JSON. */
  json?: unknown;
  /** Sent as is; give a content-type header. */
  text?: string;
}

export interface ErrorBody {
  error: string;
  details?: { message: string }[];
}

export function jsonReply(status: number, json: unknown, headers?: Record<string, string>): Reply {
  return headers ? { status, json, headers } : { status, json };
}

/** The service's error shape: `{ error, details? }`. */
export function errorReply(
  status: number,
  error: string,
  details?: readonly string[],
  headers?: Record<string, string>,
): Reply {
  const body: ErrorBody = { error };
  if (details && details.length > 0) body.details = details.map((message) => ({ message }));
  return jsonReply(status, body, headers);
}

/** The bytes and headers of a reply. */
export function encodeReply(reply: Reply): { headers: Record<string, string>; payload: Buffer } {
  const headers: Record<string, string> = { ...reply.headers };
  let payload: Buffer;
  if (reply.json !== undefined) {
    payload = Buffer.from(JSON.stringify(reply.json));
    headers['content-type'] ??= 'application/json; charset=utf-8';
  } else {
    payload = Buffer.from(reply.text ?? '');
  }
  headers['content-length'] = String(payload.length);
  return { headers, payload };
}

export class BodyTooLargeError extends Error {}

/** Reads a request body, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(`request body is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Query parameters as a plain object (the last value wins), for the request log. */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of params) out[name] = value;
  return out;
}
