import { describe, expect, it, test } from 'vitest';
import { BundleError } from '../../src/bundle/errors.ts';
import { checkBundleLink, maskLink, secretLinkValues } from '../../src/bundle/link.ts';

const LINK =
  'https://bucket.s3.amazonaws.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
  '&X-Amz-Credential=AKIAEXAMPLE%2F20261121%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261121T120000Z' +
  '&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

describe('maskLink', () => {
  it('masks the link, its query string, and the signature and credential on their own', () => {
    const masked: string[] = [];
    maskLink(LINK, (value) => masked.push(value));
    expect(masked).toContain(LINK);
    expect(masked).toContain(LINK.split('?')[1]);
    expect(masked).toContain('0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0');
    expect(masked).toContain('AKIAEXAMPLE%2F20261121%2Fus-east-1%2Fs3%2Faws4_request');
    expect(masked).toContain('AKIAEXAMPLE/20261121/us-east-1/s3/aws4_request');
    // Harmless values stay readable elsewhere in the log.
    expect(masked).not.toContain('604800');
    expect(masked).not.toContain('host');
  });

  it('masks at least the whole text of something that is not a URL', () => {
    expect(secretLinkValues('not a url')).toEqual(['not a url']);
  });
});

describe('bundle link policy', () => {
  test('https anywhere, http only on loopback', () => {
    expect(checkBundleLink('https://bucket.s3.amazonaws.com/b.tar.gz?X-Amz-Signature=s').host).toBe(
      'bucket.s3.amazonaws.com',
    );
    expect(checkBundleLink('http://127.0.0.1:8080/b.tar.gz').port).toBe('8080');
    expect(checkBundleLink('http://localhost/b.tar.gz').hostname).toBe('localhost');
    expect(checkBundleLink('http://[::1]:9000/b.tar.gz').hostname).toBe('[::1]');
    for (const link of [
      'http://bucket.example.com/b?sig=SECRET',
      'ftp://127.0.0.1/b',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(() => checkBundleLink(link)).toThrow(BundleError);
      expect(() => checkBundleLink(link)).not.toThrow(/SECRET/);
    }
  });
});
