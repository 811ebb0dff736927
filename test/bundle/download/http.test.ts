import { describe, expect, test } from 'vitest';
import {
  checkRedirect,
  describeNetworkError,
  parseContentRange,
  readStorageError,
} from '../../../src/bundle/download/http.ts';
import { BundleError } from '../../../src/bundle/errors.ts';

describe('object store errors', () => {
  test('an expired presigned link', () => {
    expect(readStorageError('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>')).toEqual({
      code: 'AccessDenied',
      expired: true,
    });
    expect(
      readStorageError('<Error><Code>ExpiredToken</Code><Message>The provided token has expired.</Message></Error>')
        .expired,
    ).toBe(true);
  });

  test('other denials are not expiries', () => {
    expect(readStorageError('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>')).toEqual({
      code: 'AccessDenied',
      expired: false,
    });
    expect(readStorageError('Forbidden')).toEqual({ code: undefined, expired: false });
  });
});

describe('Content-Range', () => {
  test('parses a byte range with or without a total', () => {
    expect(parseContentRange('bytes 100-199/200')).toEqual({ start: 100, end: 199, total: 200 });
    expect(parseContentRange('bytes 100-199/*')).toEqual({ start: 100, end: 199, total: undefined });
    expect(parseContentRange('items 1-2/3')).toBeUndefined();
    expect(parseContentRange(undefined)).toBeUndefined();
  });
});

describe('redirects', () => {
  const from = new URL('https://bucket.example.com/b.tar.gz?X-Amz-Signature=SECRET');

  test('from https only to https', () => {
    expect(checkRedirect(from, 'https://mirror.example.com/b.tar.gz?sig=2').host).toBe('mirror.example.com');
    expect(checkRedirect(from, '/other.tar.gz').href).toBe('https://bucket.example.com/other.tar.gz');
    for (const location of [
      'http://mirror.example.com/b.tar.gz',
      'http://127.0.0.1:9000/b.tar.gz',
      'ftp://mirror.example.com/b',
    ]) {
      expect(() => checkRedirect(from, location)).toThrow(BundleError);
      expect(() => checkRedirect(from, location)).toThrow(/from https:\/\/ to/);
    }
  });

  test('from a loopback http link (the emulator) to loopback http or https, never to another http host', () => {
    const loopback = new URL('http://127.0.0.1:8080/b.tar.gz');
    expect(checkRedirect(loopback, '/moved.tar.gz').pathname).toBe('/moved.tar.gz');
    expect(checkRedirect(loopback, 'https://bucket.example.com/b').protocol).toBe('https:');
    expect(() => checkRedirect(loopback, 'http://mirror.example.com/b?sig=SECRET')).toThrow(/plain http:\/\//);
    expect(() => checkRedirect(loopback, 'http://mirror.example.com/b?sig=SECRET')).not.toThrow(/SECRET/);
  });
});

describe('network errors', () => {
  test('never show a query string or a proxy credential', () => {
    const error = Object.assign(
      new Error(
        'connect ECONNREFUSED via http://user:hunter2@proxy.example.com:3128/ for https://bucket.example.com/b?X-Amz-Signature=SECRET',
      ),
      { code: 'ECONNREFUSED' },
    );
    const text = describeNetworkError(error);
    expect(text).not.toMatch(/hunter2|SECRET/);
    expect(text).toContain('http://proxy.example.com:3128/');
  });
});
