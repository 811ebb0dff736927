import { describe, expect, test } from 'vitest';
import { comparePageCount, createSiteLayout, pageCountTolerance } from '../../../src/bundle/verify/verdict.ts';

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
      message:
        'the bundle holds 1021 .html pages but the job reported 1000 (more than the 20 pages of difference accepted)',
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
    expect(
      rootOf([
        ['assets', false],
        ['index.html', true],
      ]),
    ).toBe('');
  });

  test('one common top-level directory holding index.html', () => {
    expect(
      rootOf([
        ['site', false],
        ['site/index.html', true],
        ['site/a/b.html', true],
      ]),
    ).toBe('site/');
  });

  test('no index.html, or one only inside one of several directories', () => {
    expect(rootOf([['guides/a.html', true]])).toBeUndefined();
    expect(
      rootOf([
        ['site/index.html', true],
        ['other/a.html', true],
      ]),
    ).toBeUndefined();
    expect(
      rootOf([
        ['site/index.html', true],
        ['robots.txt', true],
      ]),
    ).toBeUndefined();
    expect(rootOf([['site/guides/index.html', true]])).toBeUndefined();
  });
});
