import { describe, expect, it } from 'vitest';
import { proxyFailure, readProxyEnvironment, showProxy } from '../../src/util/proxy.ts';

const PROXY = 'http://proxy.corp:3128';

/** An error as fetch and undici nest it: the outer failure, its cause, and the attempts of an AggregateError. */
function nested(inner: object): Error {
  return new TypeError('fetch failed', { cause: inner });
}

describe('the proxy variables', () => {
  it('prefers lower case, treats empty as unset, and reads NO_PROXY', () => {
    expect(
      readProxyEnvironment({
        https_proxy: 'http://a:1',
        HTTPS_PROXY: 'http://b:2',
        HTTP_PROXY: 'http://c:3',
        no_proxy: '',
        NO_PROXY: '.corp',
      }),
    ).toEqual({
      httpsProxy: 'http://a:1',
      httpProxy: 'http://c:3',
      noProxy: '.corp',
    });
    expect(readProxyEnvironment({ https_proxy: ' ', HTTPS_PROXY: 'http://b:2' }).httpsProxy).toBe('http://b:2');
  });

  it('shows a proxy by scheme, host and port alone', () => {
    expect(showProxy(new URL('http://ci-bot:s3cret@proxy.corp:3128/'))).toBe(PROXY);
  });
});

describe('a failure read as the proxy’s', () => {
  it('names the proxy and the variable for a 407, and says a retry cannot help', () => {
    const tunnel = proxyFailure(
      nested(new Error('Proxy response (407) !== 200 when HTTP Tunneling')),
      PROXY,
      'https://api.github.com/repos/acme/deploy',
    );
    expect(tunnel).toMatchObject({ code: 'PROXY_407', retryable: false });
    expect(tunnel?.message).toContain(`the proxy ${PROXY} asks for credentials (407 Proxy Authentication Required)`);
    expect(tunnel?.message).toContain('HTTPS_PROXY (or HTTP_PROXY)');
    const plain = proxyFailure(
      nested(new Error('Proxy Authentication Required (407)')),
      PROXY,
      'http://github.test:8080/x',
    );
    expect(plain?.message).toContain('give them in HTTP_PROXY');
  });

  it('takes another status of the proxy as its refusal to reach the host, worth a retry only for a 5xx', () => {
    const refused = proxyFailure(nested(new Error('Proxy response (403) !== 200')), PROXY, 'https://svc.example/v1');
    expect(refused).toMatchObject({ code: 'PROXY_403', retryable: false });
    expect(refused?.message).toContain('would not connect to svc.example');
    expect(
      proxyFailure(nested(new Error('Proxy response (502) !== 200')), PROXY, 'https://svc.example/v1'),
    ).toMatchObject({ code: 'PROXY_502', retryable: true });
  });

  it('reads a refused connection or an unknown name as the proxy’s only when it names the proxy’s endpoint', () => {
    const toProxy = { code: 'ECONNREFUSED', address: '10.0.0.8', port: 3128 };
    expect(
      proxyFailure(nested(new AggregateError([toProxy])), 'http://10.0.0.8:3128', 'https://a.example/'),
    ).toMatchObject({
      code: 'ECONNREFUSED',
      retryable: true,
    });
    expect(
      proxyFailure(
        nested({ code: 'ECONNREFUSED', address: '10.0.0.9', port: 443 }),
        'http://10.0.0.8:3128',
        'https://a.example/',
      ),
    ).toBeUndefined();
    expect(
      proxyFailure(nested({ code: 'ENOTFOUND', hostname: 'proxy.corp' }), PROXY, 'https://a.example/'),
    ).toMatchObject({ code: 'ENOTFOUND', retryable: false });
    expect(
      proxyFailure(nested({ code: 'ENOTFOUND', hostname: 'a.example' }), PROXY, 'https://a.example/'),
    ).toBeUndefined();
  });

  it('is undefined without a proxy, whatever the error says', () => {
    expect(
      proxyFailure(nested(new Error('Proxy response (407) !== 200')), undefined, 'https://a.example/'),
    ).toBeUndefined();
  });
});
