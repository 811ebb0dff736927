// Bodies of the error responses that `status` fault rules inject: what a load balancer,
// a proxy or the service itself answers when it is in trouble.
import { STATUS_CODES } from 'node:http';
import { errorReply } from './http.ts';
import type { Reply } from './http.ts';
import { s3Error } from './store-errors.ts';

const S3_CODES: Record<number, string> = {
  500: 'InternalError',
  503: 'SlowDown',
};

/** An nginx-style error page. */
function htmlPage(status: number): string {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

export function faultReply(
  status: number,
  body: 'json' | 'html' | 'empty' | 'xml' | undefined,
  retryAfter: string | undefined,
  target: 'api' | 'store',
): Reply {
  const kind = body ?? (target === 'store' ? 'xml' : 'json');
  const reason = STATUS_CODES[status] ?? 'Error';
  let reply: Reply;
  switch (kind) {
    case 'html':
      reply = { status, headers: { 'content-type': 'text/html' }, text: htmlPage(status) };
      break;
    case 'empty':
      reply = { status, text: '' };
      break;
    case 'xml':
      reply = s3Error(status, S3_CODES[status] ?? reason.replace(/\s+/g, ''), reason);
      break;
    case 'json':
      reply = errorReply(status, status === 429 ? 'Too many requests' : reason);
      break;
  }
  if (retryAfter !== undefined) reply.headers = { ...reply.headers, 'retry-after': retryAfter };
  return reply;
}
