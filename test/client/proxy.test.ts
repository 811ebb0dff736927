import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { createHttpDispatcher } from '../../src/client/dispatcher.ts';
import type { HttpDispatcher } from '../../src/client/dispatcher.ts';
import { createServiceClient } from '../../src/client/service.ts';
import { ServiceError } from '../../src/client/types.ts';
import { startTestProxy } from '../support/proxy.ts';
import type { TestProxy } from '../support/proxy.ts';
import { closedPort } from './scripted-server.ts';

const PASSWORD = 'pr0xy-s3cret';

let emulator: Emulator;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 1_000 });
});
afterAll(async () => emulator.close());
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function proxy(options: Parameters<typeof startTestProxy>[0] = {}): Promise<TestProxy> {
  const started = await startTestProxy(options);
  opened.push(started);
  return started;
}

/** A client whose dispatcher reads the proxy variables from `env`, as a run does. */
function clientWith(env: NodeJS.ProcessEnv, apiUrl: string) {
  const http: HttpDispatcher = createHttpDispatcher({ env });
  opened.push({ close: () => http.close() });
  const log = memoryLog();
  const clock = virtualClock();
  const client = createServiceClient({
    apiUrl,
    apiKey: emulator.keys.demo,
    requestTimeoutMs: 10_000,
    http,
    clock,
    log,
    random: () => 0,
  });
  return { client, log, clock };
}

/** `http://emulator.test:PORT`: only the test proxy resolves `.test`, so a direct connection cannot succeed. */
const onlyThroughProxy = () => emulator.url.replace('127.0.0.1', 'emulator.test');

async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe('the service client behind a proxy', () => {
  it('reaches the service only through HTTP_PROXY when a direct connection is impossible', async () => {
    const forward = await proxy();
    const { client } = clientWith({ HTTP_PROXY: forward.url }, onlyThroughProxy());
    const started = await client.startJob({ domain: 'docs.example.com' });
    expect((await client.getJob(started.jobId)).jobId).toBe(started.jobId);
    expect(forward.requests.map((r) => `${r.method} ${new URL(r.target).pathname}`)).toEqual([
      'POST /v1/static-export/jobs',
      `GET /v1/static-export/jobs/${started.jobId}`,
    ]);
  });

  it('reads the lower-case variables too, and sends credentials from the proxy URL without printing them', async () => {
    const forward = await proxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
    const { client, log } = clientWith({ http_proxy: forward.urlWithCredentials }, onlyThroughProxy());
    await client.startJob({ domain: 'docs.example.com' });
    expect(forward.requests).toHaveLength(1);
    expect(forward.requests[0]?.authorized).toBe(true);
    expect(log.text()).not.toContain(PASSWORD);
  });

  it('goes around the proxy for a host NO_PROXY names', async () => {
    const forward = await proxy();
    const { client } = clientWith({ HTTP_PROXY: forward.url, NO_PROXY: 'example.com, 127.0.0.1' }, emulator.url);
    await client.startJob({ domain: 'docs.example.com' });
    expect(forward.requests).toEqual([]);
  });

  it('names the proxy when it asks for credentials (407), without retrying and without the password', async () => {
    const forward = await proxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
    const wrong = forward.urlWithCredentials.replace(encodeURIComponent(PASSWORD), 'not-it');
    const { client, clock } = clientWith({ HTTP_PROXY: wrong }, onlyThroughProxy());
    const error = await failure(client.startJob({ domain: 'docs.example.com' }));
    expect(error.message).toContain(
      `the proxy ${forward.url} asks for credentials (407 Proxy Authentication Required)`,
    );
    expect(error.message).not.toMatch(/check api-url|not-it|ci-bot/);
    expect(clock.slept).toEqual([]);
  });

  it('names the proxy when a tunnel (HTTPS) asks for credentials', async () => {
    const forward = await proxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
    const { client } = clientWith({ HTTPS_PROXY: forward.url }, 'https://emulator.test:8443');
    const error = await failure(client.getJob('se_3f9a2c1b8e7d4a06'));
    expect(error.message).toContain(
      `the proxy ${forward.url} asks for credentials (407 Proxy Authentication Required): give them in HTTPS_PROXY`,
    );
  });

  it('names the proxy when it is unreachable, never the credentials, and retries (nothing reached the service)', async () => {
    const port = await closedPort();
    const { client, clock } = clientWith(
      { HTTPS_PROXY: `http://ci-bot:${PASSWORD}@127.0.0.1:${port}` },
      'https://api.example.com',
    );
    const error = await failure(client.startJob({ domain: 'docs.example.com' }));
    expect(error.message).toContain(
      `connection refused by the proxy http://127.0.0.1:${port} (ECONNREFUSED): is HTTPS_PROXY (or HTTP_PROXY) right and the proxy up?`,
    );
    expect(error.message).not.toMatch(/check api-url|ci-bot|s3cret/);
    // Even the job start is sent again: it never left the runner.
    expect(clock.slept.length).toBeGreaterThan(0);
  });

  it('names the proxy when it cannot open a tunnel to the service', async () => {
    const forward = await proxy();
    const port = await closedPort();
    const { client } = clientWith({ HTTPS_PROXY: forward.url }, `https://nothing-listens.test:${port}`);
    const error = await failure(client.getJob('se_3f9a2c1b8e7d4a06'));
    expect(error.message).toContain(
      `the proxy ${forward.url} would not connect to nothing-listens.test:${port} (it answered 500)`,
    );
    expect(forward.requests.map((r) => r.method)).toContain('CONNECT');
  });
});

describe('the proxy variables', () => {
  it('shows a proxy without its credentials, takes host:port as http://, and falls back to HTTP_PROXY for https', () => {
    const http = createHttpDispatcher({ env: { HTTP_PROXY: 'ci-bot:secret@proxy.corp:3128' } });
    opened.push({ close: () => http.close() });
    expect(http.proxyFor('https://api.example.com/v1')).toBe('http://proxy.corp:3128');
    // A loopback host is never sent to a proxy: plain http:// there would show it the key.
    for (const loopback of ['http://127.0.0.1:8787', 'http://localhost:8787', 'http://[::1]:8787', 'http://127.4.5.6'])
      expect(http.proxyFor(loopback)).toBeUndefined();
    const none = createHttpDispatcher({ env: {} });
    opened.push({ close: () => none.close() });
    expect(none.proxyFor('https://api.example.com')).toBeUndefined();
  });

  it('refuses a proxy variable it cannot use, naming the variable and not its value', () => {
    expect(() => createHttpDispatcher({ env: { HTTPS_PROXY: 'socks5://user:pw@proxy.corp:1080' } })).toThrow(
      /^HTTPS_PROXY uses socks5:\/\/, which the action does not support/,
    );
    expect(() => createHttpDispatcher({ env: { HTTPS_PROXY: 'http://[bad' } })).toThrow(
      /^HTTPS_PROXY is not a proxy address the action can use/,
    );
  });
});
