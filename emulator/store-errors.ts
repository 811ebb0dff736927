// S3-style XML error replies of the object store.
import { randomBytes } from 'node:crypto';
import { escapeHtml } from './bundle/markdown.ts';
import type { Reply } from './http.ts';

/** An S3 error document: `<Error><Code>…</Code><Message>…</Message>…</Error>`. */
export function s3Error(status: number, code: string, message: string, extra: Record<string, string> = {}): Reply {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const fields = Object.entries({ Code: code, Message: message, ...extra, RequestId: requestId })
    .map(([name, value]) => `<${name}>${escapeHtml(value)}</${name}>`)
    .join('');
  return {
    status,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId },
    text: `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${fields}</Error>`,
  };
}
