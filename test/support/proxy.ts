/**
 * A real forward proxy for tests (the `proxy` package: CONNECT tunnels and absolute-form requests), on 127.0.0.1.
 *
 * Names under `.test` exist only for this proxy: it maps them to 127.0.0.1 before connecting. A test that
 * gives the action `https://emulator.test:PORT` therefore succeeds only through the proxy; a direct
 * connection cannot even resolve the name. Optional basic auth answers 407 without the right credentials.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createProxy } from 'proxy';

export interface ProxiedRequest {
  /** `CONNECT` for a tunnel, else the method of an absolute-form request. */
  method: string;
  /** What the client asked for, before any `.test` mapping: `host:port` for CONNECT, the absolute URL otherwise. */
  target: string;
  /** Whether the request carried the expected `Proxy-Authorization` (always true without credentials). */
  authorized: boolean;
  /** The `Authorization` header the proxy read in clear text (plain-http requests only: a tunnel hides it). */
  authorization?: string;
}

export interface TestProxy {
  /** `http://127.0.0.1:PORT`, without credentials. */
  url: string;
  /** `http://user:password@127.0.0.1:PORT` when the proxy asks for credentials, else `url`. */
  urlWithCredentials: string;
  port: number;
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

export interface TestProxyOptions {
  /** Ask for these credentials (407 without them). */
  credentials?: { username: string; password: string };
}

/** `emulator.test:8443` → `127.0.0.1:8443`; anything else unchanged. */
export function mapTestHost(target: string): string {
  return target.replace(/^(?:[a-z0-9-]+\.)*[a-z0-9-]+\.test(?=:\d+$|$)/i, '127.0.0.1');
}

export async function startTestProxy(options: TestProxyOptions = {}): Promise<TestProxy> {
  const requests: ProxiedRequest[] = [];
  const server = createProxy(http.createServer());
  const expected =
    options.credentials &&
    `Basic ${Buffer.from(`${options.credentials.username}:${options.credentials.password}`).toString('base64')}`;
  const isAuthorized = (req: http.IncomingMessage) => !expected || req.headers['proxy-authorization'] === expected;
  server.authenticate = isAuthorized;

  // Runs before the proxy's own listeners, which read the same request object: record, then map `.test` names.
  server.prependListener('connect', (req: http.IncomingMessage) => {
    const target = req.url ?? '';
    requests.push({ method: 'CONNECT', target, authorized: isAuthorized(req) });
    req.url = mapTestHost(target);
  });
  server.prependListener('request', (req: http.IncomingMessage) => {
    const target = req.url ?? '';
    const authorization = req.headers.authorization;
    requests.push({
      method: req.method ?? 'GET',
      target,
      authorized: isAuthorized(req),
      ...(authorization && { authorization }),
    });
    try {
      const url = new URL(target);
      url.host = mapTestHost(url.host);
      req.url = url.href;
    } catch {
      // Not absolute-form: the proxy itself answers 400.
    }
  });

  // Tunnels leave the server's bookkeeping once established: keep every socket to end them on close.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const credentials = options.credentials;
  return {
    url,
    urlWithCredentials: credentials
      ? `http://${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`
      : url,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
