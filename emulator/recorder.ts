// The log of requests the emulator served (control API requests excluded), in arrival order.
import type { IncomingMessage } from 'node:http';
import { queryObject } from './http.ts';
import { notePoll } from './poll-stats.ts';
import type { RecordedRequest } from './recorded-request.ts';
import type { RequestTarget } from './request-target.ts';
import { rfc3339 } from './time.ts';

const MAX_KEPT_BODY = 10_000;

/** Parsed JSON, or the text itself when it does not parse; undefined for no body. */
export function describeBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.length > MAX_KEPT_BODY ? `${text.slice(0, MAX_KEPT_BODY)}…` : text;
  }
}

/** Appends the record of a request arriving at `atMs` to the log; its status is filled in when the answer is sent. */
export function recordRequest(
  req: IncomingMessage,
  target: RequestTarget,
  atMs: number,
  log: RecordedRequest[],
): RecordedRequest {
  const method = req.method ?? 'GET';
  const path = target.url.pathname;
  const record: RecordedRequest = {
    method,
    path,
    query: queryObject(target.url.searchParams),
    status: 0,
    authorization: req.headers.authorization !== undefined,
    at: rfc3339(atMs),
  };
  const poll = notePoll(method, path, atMs, log);
  if (poll) record.poll = poll;
  if (target.form === 'absolute') record.targetForm = 'absolute';
  log.push(record);
  return record;
}
