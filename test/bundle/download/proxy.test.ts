// The bundle download as a runner behind a corporate proxy runs it: the storage host's name exists for the
// test proxy alone (it maps `.test` to 127.0.0.1), so a direct connection cannot even resolve it; HTTPS
// through the tunnel, the certificate checked against a test CA.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Agent } from 'undici';
import { beforeAll, describe, expect, test } from 'vitest';
import { bundleOf, sitePages } from '../../../devkit/bundle/archives.ts';
import { sendBody, sendExpired, startServer } from '../../../devkit/bundle/bundle-server.ts';
import type { Handler, TestServer } from '../../../devkit/bundle/bundle-server.ts';
import { fetchAndVerifyBundle } from '../../../src/bundle/download/fetch.ts';
import { createHttpDispatcher } from '../../../src/client/dispatcher.ts';
import type { HttpDispatcher } from '../../../src/client/dispatcher.ts';
import { startTestProxy } from '../../support/proxy.ts';
import type { TestProxy, TestProxyOptions } from '../../support/proxy.ts';
import { makeTestCertificates, startTlsFront } from '../../support/tls.ts';
import type { TestCertificates, TlsFront } from '../../support/tls.ts';
import { bundleAt, downloadOptions, namesIn, refusal, useTestResources } from '../support/harness.ts';

const PASSWORD = 'pr0xy-s3cret';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let certificates: TestCertificates;
let body: Buffer;
beforeAll(async () => {
  certificates = await makeTestCertificates(['store.test']);
  body = await bundleOf(sitePages(12, [{ name: 'assets/video.bin', content: randomBytes(2 * 1024 * 1024) }]));
});

const { scratch, later } = useTestResources();

async function opened<T extends { close(): Promise<void> }>(thing: Promise<T>): Promise<T> {
  const started = await thing;
  later(() => started.close());
  return started;
}

/** The object store behind a TLS front: `https://store.test:PORT`, a name only the proxy resolves. */
async function storeOnlyThroughProxy(
  handler: Handler,
): Promise<{ server: TestServer; front: TlsFront; link: (path: string) => string }> {
  const server = await opened(startServer(handler));
  const front = await opened(startTlsFront(Number(new URL(server.link('/')).port), certificates));
  return { server, front, link: (path) => `https://store.test:${front.port}${path}` };
}

function proxiedHttp(env: NodeJS.ProcessEnv, trustTestCa = true): HttpDispatcher {
  // `connect` for direct connections, `requestTls` for TLS inside a proxy's tunnel (EnvHttpProxyAgent passes both on).
  const tls = { ca: certificates.caCert };
  const agent: Agent.Options = trustTestCa ? Object.assign({ connect: tls }, { requestTls: tls }) : {};
  const http = createHttpDispatcher({ env, agent });
  later(() => http.close());
  return http;
}

const proxy = (options: TestProxyOptions = {}): Promise<TestProxy> => opened(startTestProxy(options));

describe('the bundle download behind a proxy', () => {
  test('downloads over HTTPS through the tunnel of HTTPS_PROXY when the storage host is reachable through the proxy only', async () => {
    const store = await storeOnlyThroughProxy((request, response) =>
      sendBody(request, response, body, { etag: '"v1"' }),
    );
    const forward = await proxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
    const directory = await scratch();
    const { options, log } = downloadOptions(
      directory,
      bundleAt(`${store.link('/b.tar.gz')}?X-Amz-Signature=SECRET`, body.length),
      {
        http: proxiedHttp({ HTTPS_PROXY: forward.urlWithCredentials }),
      },
    );

    const result = await fetchAndVerifyBundle(options);

    expect(result.sha256).toBe(sha256(body));
    expect(sha256(await readFile(options.destination))).toBe(sha256(body)); // not toEqual: byte by byte, seconds per MB
    expect(forward.requests).toEqual([
      { method: 'CONNECT', target: `store.test:${store.front.port}`, authorized: true },
    ]);
    expect(store.server.requests.map((r) => r.url)).toEqual(['/b.tar.gz?X-Amz-Signature=SECRET']);
    expect(log.text()).not.toMatch(/SECRET|pr0xy/);
  });

  test('resumes a broken download with Range and If-Range through the proxy', async () => {
    const store = await storeOnlyThroughProxy((request, response, index) =>
      sendBody(request, response, body, {
        dropAfter: index === 0 ? Math.floor(body.length * 0.4) : undefined,
        etag: '"v1"',
      }),
    );
    const forward = await proxy();
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(store.link('/b.tar.gz'), body.length), {
      http: proxiedHttp({ https_proxy: forward.url }),
    });

    const result = await fetchAndVerifyBundle(options);

    expect(result.sha256).toBe(sha256(body));
    expect(store.server.requests[1]?.range).toMatch(/^bytes=\d+-$/);
    expect(store.server.requests[1]?.ifRange).toBe('"v1"');
    expect(forward.requests.length).toBeGreaterThanOrEqual(2);
    expect(forward.requests.every((r) => r.method === 'CONNECT' && r.target === `store.test:${store.front.port}`)).toBe(
      true,
    );
  });

  test('renews an expired link and goes on from the same byte through the proxy', async () => {
    const store = await storeOnlyThroughProxy((request, response, index) => {
      if (request.url?.includes('sig=old')) {
        if (index === 0) sendBody(request, response, body, { dropAfter: Math.floor(body.length / 2), etag: '"v1"' });
        else sendExpired(response);
      } else sendBody(request, response, body, { etag: '"v1"' });
    });
    const forward = await proxy();
    const directory = await scratch();
    const fresh = bundleAt(store.link('/b.tar.gz?sig=new'), body.length);
    const { options } = downloadOptions(directory, bundleAt(store.link('/b.tar.gz?sig=old'), body.length), {
      http: proxiedHttp({ HTTPS_PROXY: forward.url }),
      refreshBundle: () => Promise.resolve(fresh),
    });

    const result = await fetchAndVerifyBundle(options);

    expect(result.bundle).toBe(fresh);
    expect(result.sha256).toBe(sha256(body));
    expect(store.server.requests.map((r) => [r.url, r.range === undefined])).toEqual([
      ['/b.tar.gz?sig=old', true],
      ['/b.tar.gz?sig=old', false],
      ['/b.tar.gz?sig=new', false],
    ]);
    expect(forward.requests.every((r) => r.method === 'CONNECT')).toBe(true);
  });

  test('NO_PROXY sends the storage host around the proxy; without it the same link goes through the proxy', async () => {
    // store.test resolves only inside the proxy: around it, the name cannot even be found.
    const store = await storeOnlyThroughProxy((request, response) => sendBody(request, response, body));
    const forward = await proxy();
    const directory = await scratch();

    const around = downloadOptions(join(directory, 'around'), bundleAt(store.link('/b.tar.gz'), body.length), {
      http: proxiedHttp({ HTTPS_PROXY: forward.url, NO_PROXY: 'example.com,store.test' }),
    });
    expect((await refusal(fetchAndVerifyBundle(around.options))).message).toMatch(/ENOTFOUND|EAI_AGAIN/);
    expect(forward.requests).toEqual([]);

    const through = downloadOptions(join(directory, 'through'), bundleAt(store.link('/b.tar.gz'), body.length), {
      http: proxiedHttp({ HTTPS_PROXY: forward.url }),
    });
    expect((await fetchAndVerifyBundle(through.options)).sha256).toBe(sha256(body));
    expect(forward.requests.map((r) => [r.method, r.target])).toEqual([['CONNECT', `store.test:${store.front.port}`]]);
  });

  test('a loopback link goes direct whatever the proxy variables say', async () => {
    const server = await opened(startServer((request, response) => sendBody(request, response, body)));
    const forward = await proxy();
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length), {
      http: proxiedHttp({ HTTP_PROXY: forward.url, HTTPS_PROXY: forward.url }),
    });
    expect((await fetchAndVerifyBundle(options)).sha256).toBe(sha256(body));
    expect(forward.requests).toEqual([]);
  });

  test('a proxy that wants other credentials (407) fails at once, naming the proxy and never its password', async () => {
    const store = await storeOnlyThroughProxy((request, response) => sendBody(request, response, body));
    const forward = await proxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
    const directory = await scratch();
    const { options, clock } = downloadOptions(directory, bundleAt(store.link('/b.tar.gz')), {
      http: proxiedHttp({ HTTPS_PROXY: forward.urlWithCredentials.replace(PASSWORD, 'wrong-one') }),
    });

    const error = await refusal(fetchAndVerifyBundle(options));

    expect(error.message).toContain(
      `the proxy ${forward.url} asks for credentials (407 Proxy Authentication Required)`,
    );
    expect(error.message).not.toMatch(/wrong-one|pr0xy/);
    expect(clock.slept).toEqual([]);
    expect(store.server.requests).toEqual([]);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });

  test('a proxy that refuses connections is named after the retries', async () => {
    const gone = await proxy();
    await gone.close();
    const store = await storeOnlyThroughProxy((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(store.link('/b.tar.gz')), {
      http: proxiedHttp({ HTTPS_PROXY: gone.url }),
      maxResumes: 2,
    });

    const error = await refusal(fetchAndVerifyBundle(options));

    expect(error.message).toContain(`connection refused by the proxy ${gone.url} (ECONNREFUSED)`);
    expect(error.message).toContain('failed after 2 retries');
  });

  test('a certificate the runner does not trust fails at once and points at NODE_EXTRA_CA_CERTS', async () => {
    const store = await storeOnlyThroughProxy((request, response) => sendBody(request, response, body));
    const forward = await proxy();
    const directory = await scratch();
    const { options, clock } = downloadOptions(directory, bundleAt(store.link('/b.tar.gz')), {
      http: proxiedHttp({ HTTPS_PROXY: forward.url }, false),
    });

    const error = await refusal(fetchAndVerifyBundle(options));

    expect(error.message).toMatch(
      /the certificate of store\.test:\d+ is not signed by an authority this runner trusts \([A-Z_]+\).*NODE_EXTRA_CA_CERTS/,
    );
    expect(clock.slept).toEqual([]);
  });
});
