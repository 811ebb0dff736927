import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  /** Path and query as asked. */
  url: string;
  range?: string;
  ifRange?: string;
  authorization?: string;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, index: number) => void;

export interface TestServer {
  /** `http://127.0.0.1:<port><path>`. */
  link(path: string): string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 whose answers the test writes. */
export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((request, response) => {
    const index = requests.length;
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      range: request.headers.range,
      ifRange: request.headers['if-range'] as string | undefined,
      authorization: request.headers.authorization,
    });
    handler(request, response, index);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    link: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SendOptions {
  /** Close the connection after this many body bytes of this response. */
  dropAfter?: number;
  /** Answer 200 with the whole body even when a Range was asked. */
  ignoreRange?: boolean;
  /** Content-Length to announce: the real one by default, `none` for a chunked body. */
  contentLength?: number | 'none';
  etag?: string;
}

/** Serves `body` like an object store: `Range: bytes=N-` gets a 206 with Content-Range. */
export function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
  options: SendOptions = {},
): void {
  const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
  let slice = body;
  if (range && !options.ignoreRange) {
    const start = Number(range[1]);
    if (start >= body.length) {
      response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    slice = body.subarray(start);
    response.statusCode = 206;
    response.setHeader('content-range', `bytes ${start}-${body.length - 1}/${body.length}`);
  }
  response.setHeader('content-type', 'application/gzip');
  if (options.etag) response.setHeader('etag', options.etag);
  if (options.contentLength !== 'none')
    response.setHeader('content-length', String(options.contentLength ?? slice.length));
  if (options.dropAfter !== undefined && options.dropAfter < slice.length) {
    response.flushHeaders();
    response.write(slice.subarray(0, options.dropAfter), () => response.socket?.destroy());
    return;
  }
  if (options.contentLength === 'none') response.write(slice); // written first, so Node sends it chunked
  response.end(options.contentLength === 'none' ? undefined : slice);
}

/** The body an S3 presigned link answers once it expired. */
export function sendExpired(response: ServerResponse): void {
  response.writeHead(403, { 'content-type': 'application/xml' });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Request has expired</Message>' +
      '<X-Amz-Expires>300</X-Amz-Expires><Expires>2026-11-21T12:00:00Z</Expires><ServerTime>2026-11-21T12:05:00Z</ServerTime>' +
      '<RequestId>TESTREQUEST</RequestId></Error>',
  );
}
