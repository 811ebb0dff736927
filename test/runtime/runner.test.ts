import { describe, expect, it } from 'vitest';
import { enterpriseServerAddress } from '../../src/runtime/runner.ts';

describe('enterpriseServerAddress', () => {
  it.each([
    ['github.com', 'https://github.com', 'https://api.github.com'],
    ['GitHub Enterprise Cloud', 'https://acme.ghe.com', 'https://api.acme.ghe.com'],
    ['a fake on loopback', 'https://github.com', 'http://127.0.0.1:4010'],
    ['a fake behind a test proxy (.test)', 'https://github.com', 'http://github.test:4010'],
  ])('is undefined on %s', (_, serverUrl, githubApiUrl) => {
    expect(enterpriseServerAddress({ serverUrl, githubApiUrl })).toBeUndefined();
  });

  it('names the address that is not a cloud host, the server first', () => {
    const server = 'https://ghes.example.com';
    const api = 'https://ghes.example.com/api/v3';
    expect(enterpriseServerAddress({ serverUrl: server, githubApiUrl: api })).toBe(server);
    expect(enterpriseServerAddress({ serverUrl: 'https://github.com', githubApiUrl: api })).toBe(api);
    expect(enterpriseServerAddress({ serverUrl: 'not a url', githubApiUrl: 'https://api.github.com' })).toBe(
      'not a url',
    );
  });
});
