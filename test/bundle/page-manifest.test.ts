// The page manifest of the bundle diff: made in the verification pass of a download, and read from a deployed
// link through the same archive checks with nothing stored.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { page } from '../../devkit/bundle/archives.ts';
import type { FixtureEntry } from '../../devkit/bundle/archives.ts';
import { sendExpired } from '../../devkit/bundle/bundle-server.ts';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { readDeployedPages } from '../../src/bundle/deployed.ts';
import { fetchAndVerifyBundle } from '../../src/bundle/download/fetch.ts';
import { BundleError } from '../../src/bundle/errors.ts';
import { verifiedManifest } from '../../src/bundle/manifest.ts';
import { bundleAt, downloadOptions, namesIn, SIGNATURE, useBundleHost } from './support/harness.ts';

// A link the storage answers as expired: the deployed-link read must stop there without asking for another.
const host = useBundleHost((request, response) =>
  (request.url ?? '').startsWith('/expired.tar.gz') ? sendExpired(response) : response.writeHead(404).end(),
);
const http = host.http;
const serve = (entries: FixtureEntry[]) => host.serve(entries);

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const HOME = page('Home', '<p>Welcome</p>');
const GUIDE = page('Guide', '<p>Steps</p>');
// Packed in one top directory, as some exports are: the manifest names pages by their path in the site.
const SITE: FixtureEntry[] = [
  { name: 'site/', type: 'directory' },
  { name: 'site/index.html', content: HOME },
  { name: 'site/404.html', content: page('Not found', '') },
  { name: 'site/guides/', type: 'directory' },
  { name: 'site/guides/intro.html', content: GUIDE },
  { name: 'site/guides/copy.html', content: GUIDE },
  { name: 'site/assets/site.css', content: 'body { margin: 0 }' },
];
const EXPECTED = new Map([
  ['index.html', sha(HOME)],
  ['404.html', sha(page('Not found', ''))],
  ['guides/intro.html', sha(GUIDE)],
  ['guides/copy.html', sha(GUIDE)],
  ['assets/site.css', sha('body { margin: 0 }')],
]);
const limits = (clock: { now(): number }) => ({
  maxEntries: 1000,
  requestTimeoutMs: 5_000,
  deadline: clock.now() + 60_000,
  budgetBytes: 1024 ** 3,
});

describe('the page manifest', () => {
  it('is made in the verification pass: every file under the site root with the start of its SHA-256', async () => {
    const link = await serve(SITE);
    const { options } = downloadOptions(`${host.scratchPath()}/verified`, bundleAt(link));
    const verified = await fetchAndVerifyBundle({ ...options, http });
    expect(verified.fileHashes).toEqual(EXPECTED);
    expect(verifiedManifest(verified)).toEqual(EXPECTED);
    expect(verifiedManifest(undefined)).toBeUndefined();
  });

  it('is not made when no diff will read it (hashFiles false): the same checks and figures, no file hashed', async () => {
    const link = await serve(SITE);
    const hashed = await fetchAndVerifyBundle({
      ...downloadOptions(`${host.scratchPath()}/a`, bundleAt(link)).options,
      http,
    });
    const unhashed = await fetchAndVerifyBundle({
      ...downloadOptions(`${host.scratchPath()}/b`, bundleAt(link)).options,
      http,
      hashFiles: false,
    });
    expect(unhashed.fileHashes).toBeUndefined();
    const { fileHashes: _hashes, path: _path, ...facts } = hashed;
    expect(unhashed).toMatchObject(facts);
  });

  it('is read from a deployed link through the same checks, hashing only: the same pages, nothing written, no query logged', async () => {
    const link = await serve(SITE);
    const log = memoryLog();
    const before = await namesIn(host.scratchPath());
    const clock = virtualClock();
    const pages = await readDeployedPages({ clock, log, http }, link, limits(clock));
    expect(pages).toEqual(EXPECTED);
    expect(await namesIn(host.scratchPath())).toEqual(before);
    expect(log.text()).toContain('Reading the deployed bundle at the link the values hold');
    expect(log.text()).not.toContain('X-Amz-Signature');
  });

  it('from a deployed link: refuses an archive the verifier refuses, and stops at an expired link without asking for another', async () => {
    const context = { clock: virtualClock(), log: memoryLog(), http };
    const settings = limits(context.clock);
    const unsafe = await serve([...SITE, { name: '../escape.html', content: HOME }]);
    await expect(readDeployedPages(context, unsafe, settings)).rejects.toBeInstanceOf(BundleError);
    const tooMany = await serve(SITE);
    await expect(readDeployedPages(context, tooMany, { ...settings, maxEntries: 3 })).rejects.toThrow(/max-entries/);
    const expired = `${host.link('/expired.tar.gz')}?${SIGNATURE}`;
    await expect(readDeployedPages(context, expired, settings)).rejects.toThrow(
      /the link the values hold expired while it was read/,
    );
  });
});
