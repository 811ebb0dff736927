// Requests that reach the emulator through an HTTP forward proxy carry the absolute form
// (`GET http://host:port/path`) and whatever Host header the proxy sent. Sent here as raw
// bytes, since HTTP clients only write that form when they talk to a proxy.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedBundle, startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
let origin: string;
let port: number;
beforeAll(async () => {
  t = await startTestEmulator();
  origin = t.emu.url;
  port = Number(new URL(origin).port);
});
afterAll(async () => {
  await t.emu.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request as raw bytes (Connection: close) and reads the whole answer. */
function rawRequest(requestLine: string, headers: Record<string, string>, body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        parsed[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') });
    });
    const all = { ...headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
    const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
    // Not end(): node's server drops a request whose client half-closes before the answer.
    socket.write(`${requestLine}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}

const PROXY_HOST = { host: 'proxy.corp.example:3128' };
const AUTH = (): Record<string, string> => ({ authorization: `Bearer ${t.emu.keys.demo}` });

describe('absolute-form request targets', () => {
  it('route like origin-form ones, are marked in the request log, and links point at the emulator itself', async () => {
    t.emu.clearRequests();
    const started = await rawRequest(
      `POST ${origin}/v1/static-export/jobs HTTP/1.1`,
      { ...PROXY_HOST, ...AUTH(), 'content-type': 'application/json' },
      JSON.stringify({ domain: 'docs.example.com' }),
    );
    expect(started.status).toBe(202);
    const { jobId } = JSON.parse(started.body) as { jobId: string };
    expect(started.headers.location).toBe(`/v1/static-export/jobs/${jobId}`);
    expect(t.emu.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/static-export/jobs',
      targetForm: 'absolute',
      status: 202,
    });

    t.clock.advance(60_000);
    const bundle = await rawRequest(`POST ${origin}/v1/static-export/jobs/${jobId}/bundle HTTP/1.1`, {
      host: 'evil.example',
      ...AUTH(),
    });
    expect(bundle.status).toBe(200);
    const { bundleUrl } = JSON.parse(bundle.body) as { bundleUrl: string };
    expect(bundleUrl.startsWith(`${origin}/_store/`)).toBe(true);
    expect(bundle.body).not.toContain('evil.example');
  });

  it('reach the object store: a presigned link fetched through a proxy works', async () => {
    const { bundleUrl, sizeBytes } = await completedBundle(t);
    const res = await rawRequest(`HEAD ${bundleUrl} HTTP/1.1`, PROXY_HOST);
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(sizeBytes));
  });

  it('work with a host name only the proxy resolves, and with a query string', async () => {
    const res = await rawRequest(
      'GET http://docs-service.internal/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11&limit=1 HTTP/1.1',
      {
        host: 'docs-service.internal',
        ...AUTH(),
      },
    );
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { visitors: unknown[] }).visitors).toHaveLength(1);
    expect(t.emu.requests.at(-1)).toMatchObject({
      query: { dateFrom: '2025-03-11', limit: '1' },
      targetForm: 'absolute',
    });
  });

  it('reach the control API too', async () => {
    const res = await rawRequest(`GET ${origin}/_emulator HTTP/1.1`, PROXY_HOST);
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { url: string }).url).toBe(origin);
  });

  it('origin-form requests carry no targetForm mark', async () => {
    await rawRequest('GET /v1/static-export/jobs/se_0000000000000000 HTTP/1.1', {
      host: `127.0.0.1:${port}`,
      ...AUTH(),
    });
    const last = t.emu.requests.at(-1);
    expect(last).toMatchObject({ path: '/v1/static-export/jobs/se_0000000000000000', status: 404 });
    expect(last).not.toHaveProperty('targetForm');
  });

  it('a target that is neither form answers 400 JSON', async () => {
    for (const line of ['OPTIONS * HTTP/1.1', 'GET ftp://127.0.0.1/v1/x HTTP/1.1']) {
      const res = await rawRequest(line, PROXY_HOST);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ error: expect.stringContaining('request target') as unknown });
    }
  });
});
