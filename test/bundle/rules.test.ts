import { describe, expect, test } from 'vitest';
import { parseContentRange, readStorageError } from '../../src/bundle/download/response.ts';
import { createDownloadProgress } from '../../src/bundle/download/transfer.ts';
import { normalizeEntryPath, unsafeEntryReason } from '../../src/bundle/verify/entry-rules.ts';
import { comparePageCount, createSiteLayout, pageCountTolerance } from '../../src/bundle/verify/verdict.ts';
import { memoryLog } from '../support/log.ts';

describe('entry rules', () => {
  test.each([
    ['index.html', 'File'],
    ['guides/getting-started.html', 'File'],
    ['assets/', 'Directory'],
    ['./assets/app.js', 'OldFile'],
    ['..hidden/file.html', 'File'],
    ['a..b.html', 'File'],
  ])('accepts %s (%s)', (path, type) => {
    expect(unsafeEntryReason(path, type)).toBeUndefined();
  });

  test.each([
    ['/etc/passwd', 'File', 'is an absolute path'],
    ['C:\\x', 'File', 'is an absolute path'],
    ['c:x', 'File', 'is an absolute path'],
    ['\\\\server\\share', 'File', 'is an absolute path'],
    ['a/../b', 'File', "contains a '..' segment"],
    ['..', 'Directory', "contains a '..' segment"],
    ['a/..\\b', 'File', 'contains a backslash'],
    ['a/b\\c', 'File', 'contains a backslash'],
    ['', 'File', 'has an empty name'],
    ['a\u0007b', 'File', 'has a control character in its name'],
    ['link', 'SymbolicLink', 'is a symbolic link'],
    ['link', 'Link', 'is a hard link'],
    ['dev', 'CharacterDevice', 'is a character device'],
    ['dev', 'BlockDevice', 'is a block device'],
    ['pipe', 'FIFO', 'is a FIFO (named pipe)'],
    ['sparse', 'SparseFile', 'has the unsupported entry type SparseFile'],
  ])('refuses %j (%s): %s', (path, type, reason) => {
    expect(unsafeEntryReason(path, type)).toBe(reason);
  });

  test('normalizes ./ prefixes and trailing slashes', () => {
    expect(normalizeEntryPath('./././a/b/')).toBe('a/b');
    expect(normalizeEntryPath('./')).toBe('');
    expect(normalizeEntryPath('a//b')).toBe('a/b');
  });
});

describe('page count', () => {
  test('tolerance is 2 pages or 2%, whichever is larger', () => {
    expect(pageCountTolerance(0)).toBe(2);
    expect(pageCountTolerance(100)).toBe(2);
    expect(pageCountTolerance(101)).toBe(3);
    expect(pageCountTolerance(1000)).toBe(20);
  });

  test('verdicts', () => {
    expect(comparePageCount(10, undefined)).toEqual({ kind: 'match' });
    expect(comparePageCount(10, 10)).toEqual({ kind: 'match' });
    expect(comparePageCount(8, 10).kind).toBe('close');
    expect(comparePageCount(7, 10).kind).toBe('mismatch');
    expect(comparePageCount(1020, 1000).kind).toBe('close');
    expect(comparePageCount(1021, 1000)).toEqual({
      kind: 'mismatch',
      message: 'the bundle holds 1021 .html pages but the job reported 1000 (more than the 20 pages of difference accepted)',
    });
  });
});

describe('site layout', () => {
  const rootOf = (entries: Array<[string, boolean]>) => {
    const layout = createSiteLayout();
    for (const [path, isFile] of entries) layout.add(path, isFile);
    return layout.root();
  };

  test('index.html at the root', () => {
    expect(rootOf([['assets', false], ['index.html', true]])).toBe('');
  });

  test('one common top-level directory holding index.html', () => {
    expect(rootOf([['site', false], ['site/index.html', true], ['site/a/b.html', true]])).toBe('site/');
  });

  test('no index.html, or one only inside one of several directories', () => {
    expect(rootOf([['guides/a.html', true]])).toBeUndefined();
    expect(rootOf([['site/index.html', true], ['other/a.html', true]])).toBeUndefined();
    expect(rootOf([['site/index.html', true], ['robots.txt', true]])).toBeUndefined();
    expect(rootOf([['site/guides/index.html', true]])).toBeUndefined();
  });
});

describe('object store errors', () => {
  test('an expired presigned link', () => {
    expect(readStorageError('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>')).toEqual({
      code: 'AccessDenied',
      expired: true,
    });
    expect(readStorageError('<Error><Code>ExpiredToken</Code><Message>The provided token has expired.</Message></Error>').expired).toBe(true);
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

describe('download progress', () => {
  test('logs every 10% of a known size, or after 5 s without a line', () => {
    const log = memoryLog();
    let now = 0;
    const progress = createDownloadProgress(log, { now: () => now, sleep: async () => {} });
    progress.setTotal(1_024_000);
    for (let received = 51_200; received <= 1_024_000; received += 51_200) progress.update(received);
    expect(log.entries.map((e) => e.message)).toHaveLength(10);
    expect(log.entries[0]?.message).toBe('Downloaded 100 KiB of 1000 KiB (10%)');

    const slow = memoryLog();
    const unknown = createDownloadProgress(slow, { now: () => now, sleep: async () => {} });
    unknown.update(1_000);
    now += 5_000;
    unknown.update(2 * 1024 * 1024);
    expect(slow.entries.map((e) => e.message)).toEqual(['Downloaded 2.0 MiB, 410 KiB/s']);
  });
});
