// A pass-through proxy in front of the emulator's API. It keeps every bundle link the emulator
// handed out (so the leak sweep knows every signature, even of links the action never used), and
// can rewrite JSON answers for the faults the emulator has no knob for (extra or missing fields).
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepIdleConnections } from '../../../devkit/keep-alive.ts';

/** Rewrites the JSON body of matching 2xx answers. */
export interface JsonRewrite {
  method: string;
  /** Tested against the request path. */
  path: RegExp;
  edit: (body: Record<string, unknown>) => Record<string, unknown>;
}

export interface ServiceTap {
  /** Give this to the action as `api-url`. */
  url: string;
  /** Raw bodies of every bundle answer the emulator sent (before any rewrite). */
  bundleAnswers: string[];
  /** Exchanges in flight here: from the request until its answer is sent or the connection is gone. */
  inFlight(): number;
  close(): Promise<void>;
}

const BUNDLE_PATH = /\/bundle$/;

export async function startServiceTap(upstream: string, rewrites: JsonRewrite[] = []): Promise<ServiceTap> {
  const target = new URL(upstream);
  const bundleAnswers: string[] = [];
  let inFlight = 0;

  const server = createServer((req, res) => {
    inFlight++;
    res.once('close', () => inFlight--);
    const path = new URL(req.url ?? '/', 'http://tap').pathname;
    const rewrite = rewrites.find((r) => r.method === req.method && r.path.test(path));
    const keep = BUNDLE_PATH.test(path);
    const upstreamReq = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: false,
      },
      (answer) => relay(answer, res, { rewrite, keep: keep ? (text) => bundleAnswers.push(text) : undefined }),
    );
    // The emulator dropped the connection (a reset fault): the action must see a dropped connection too.
    upstreamReq.on('error', () => res.socket?.destroy());
    // The action gave up on this request (its request-timeout): stop the emulator's side as well.
    res.on('close', () => upstreamReq.destroy());
    req.pipe(upstreamReq);
  });
  keepIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bundleAnswers,
    inFlight: () => inFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface RelayOptions {
  rewrite: JsonRewrite | undefined;
  keep: ((text: string) => void) | undefined;
}

function relay(answer: IncomingMessage, res: ServerResponse, options: RelayOptions): void {
  const status = answer.statusCode ?? 502;
  const buffered = options.keep !== undefined || (options.rewrite !== undefined && status >= 200 && status < 300);
  // A body the emulator cut off is cut off for the action too.
  answer.on('close', () => {
    if (!answer.complete) res.socket?.destroy();
  });
  answer.on('error', () => res.socket?.destroy());
  if (!buffered) {
    res.writeHead(status, answer.headers);
    answer.pipe(res);
    return;
  }
  const chunks: Buffer[] = [];
  answer.on('data', (chunk: Buffer) => chunks.push(chunk));
  answer.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    options.keep?.(text);
    const body = status >= 200 && status < 300 && options.rewrite ? rewritten(text, options.rewrite) : text;
    res.writeHead(status, withLength(answer.headers, Buffer.byteLength(body)));
    res.end(body);
  });
}

function rewritten(text: string, rewrite: JsonRewrite): string {
  try {
    return JSON.stringify(rewrite.edit(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return text; // a cut body stays cut
  }
}

function withLength(headers: IncomingHttpHeaders, length: number): IncomingHttpHeaders {
  const copy: IncomingHttpHeaders = { ...headers, 'content-length': String(length) };
  delete copy['transfer-encoding'];
  return copy;
}
