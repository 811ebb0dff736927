import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny local HTTP server that answers each request with the next scripted step (the last one repeats). */

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Step = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface ScriptedServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function scriptedServer(steps: Step[], port = 0): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const step = steps[Math.min(requests.length - 1, steps.length - 1)];
      step?.(req, res, body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (taken, then released). */
export async function closedPort(): Promise<number> {
  const probe = await scriptedServer([]);
  await probe.close();
  return probe.port;
}

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

export const raw =
  (status: number, text: string, headers: Record<string, string> = {}): Step =>
  (_req, res) => {
    res.writeHead(status, headers);
    res.end(text);
  };

export const htmlPage = (status: number): Step =>
  raw(
    status,
    `<html><head><title>${status}</title></head><body><h1>${status} Bad Gateway</h1><hr>nginx</body></html>`,
    {
      'content-type': 'text/html',
    },
  );

/** Drops the connection once the request has arrived, before any response header. */
export const reset: Step = (req) => void req.socket.destroy();

/** Never answers. */
export const hang: Step = () => {};

/** Promises a longer body than it sends, then drops the connection. */
export const cutMidBody =
  (text: string): Step =>
  (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(text.length + 50) });
    res.write(text.slice(0, Math.floor(text.length / 2)));
    setTimeout(() => req.socket.destroy(), 10);
  };
