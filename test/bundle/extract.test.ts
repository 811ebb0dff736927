import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { bundleOf, sitePages } from '../../devkit/bundle/archives.ts';
import type { FixtureEntry } from '../../devkit/bundle/archives.ts';
import { sendBody, startServer } from '../../devkit/bundle/bundle-server.ts';
import { fetchAndVerifyBundle } from '../../src/bundle/download/fetch.ts';
import { BundleError } from '../../src/bundle/errors.ts';
import { extractVerifiedBundle } from '../../src/bundle/extract.ts';
import { bundleAt, downloadOptions, namesIn, scratchDirectory } from './support/harness.ts';

let scratch: { path: string; remove(): Promise<void> };
beforeEach(async () => {
  scratch = await scratchDirectory();
});
afterEach(async () => {
  await scratch.remove();
});

async function writeBundle(entries: FixtureEntry[]): Promise<string> {
  const path = join(scratch.path, 'crafted.tar.gz');
  await writeFile(path, await bundleOf(entries));
  return path;
}

async function extractionError(promise: Promise<unknown>): Promise<BundleError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  expect((error as BundleError).stage).toBe('extraction');
  return error as BundleError;
}

describe('extractVerifiedBundle', () => {
  test('extracts a downloaded, verified bundle into a new directory and counts its files', async () => {
    const body = await bundleOf(sitePages(4));
    const server = await startServer((request, response) => sendBody(request, response, body));
    try {
      const { options } = downloadOptions(scratch.path, bundleAt(server.link('/b.tar.gz'), body.length));
      const verified = await fetchAndVerifyBundle(options);

      const extracted = await extractVerifiedBundle(verified.path, join(scratch.path, 'site', 'nested'));

      expect(extracted).toEqual({ path: join(scratch.path, 'site', 'nested'), files: 5 });
      expect(await readFile(join(extracted.path, 'index.html'), 'utf8')).toContain('<title>Home</title>');
      expect((await namesIn(join(extracted.path, 'guides'))).sort()).toEqual([
        'page-1.html',
        'page-2.html',
        'page-3.html',
      ]);
    } finally {
      await server.close();
    }
  });

  test('a crafted archive passed straight in writes nothing outside the directory', async () => {
    const bundle = await writeBundle([
      { name: 'index.html', content: 'ok' },
      { name: '../escaped.html', content: 'escaped' },
      // The scratch directory's absolute path as an archive writes names (with `/`, a drive letter on Windows).
      { name: join(scratch.path, 'absolute.html').split(sep).join('/'), content: 'absolute' },
      { name: 'link', type: 'symlink', linkname: scratch.path },
      { name: 'link/through-link.html', content: 'through a link' },
      { name: 'hard', type: 'link', linkname: '../crafted.tar.gz' },
    ]);
    const target = join(scratch.path, 'out');

    const error = await extractionError(extractVerifiedBundle(bundle, target));

    expect(error.message).toContain('"../escaped.html" contains a \'..\' segment');
    expect(error.message).toContain('is a symbolic link');
    expect((await namesIn(scratch.path)).sort()).toEqual(['crafted.tar.gz', 'out']);
    expect(await namesIn(target)).toEqual([]);
  });

  test('refuses a directory that already holds files', async () => {
    const bundle = await writeBundle(sitePages(2));
    const target = join(scratch.path, 'busy');
    await mkdir(target);
    await writeFile(join(target, 'keep.txt'), 'mine');

    const error = await extractionError(extractVerifiedBundle(bundle, target));

    expect(error.message).toContain('is not empty');
    expect(await namesIn(target)).toEqual(['keep.txt']);
  });

  test('a damaged archive fails and leaves the directory empty', async () => {
    const path = join(scratch.path, 'broken.tar.gz');
    const body = await bundleOf(sitePages(30));
    await writeFile(path, body.subarray(0, Math.floor(body.length / 2)));
    const target = join(scratch.path, 'out');

    await extractionError(extractVerifiedBundle(path, target));

    expect(await namesIn(target)).toEqual([]);
  });
});
