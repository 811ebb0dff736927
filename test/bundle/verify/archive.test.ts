import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleOf, page, sitePages, tarOf } from '../../../devkit/bundle/archives.ts';
import type { FixtureEntry } from '../../../devkit/bundle/archives.ts';
import { sendBody, startServer } from '../../../devkit/bundle/bundle-server.ts';
import type { TestServer } from '../../../devkit/bundle/bundle-server.ts';
import { fetchAndVerifyBundle } from '../../../src/bundle/download/fetch.ts';
import type { FetchBundleOptions } from '../../../src/bundle/download/fetch.ts';
import { BundleError } from '../../../src/bundle/errors.ts';
import { bundleAt, downloadOptions, namesIn, scratchDirectory } from '../support/harness.ts';

// One server for the file: each test registers the bytes it wants served under its own path.
const served = new Map<string, Buffer>();
let server: TestServer;
let scratch: { path: string; remove(): Promise<void> };
let counter = 0;

beforeAll(async () => {
  server = await startServer((request, response) => {
    const body = served.get(request.url ?? '');
    if (body) sendBody(request, response, body);
    else response.writeHead(404).end();
  });
  scratch = await scratchDirectory();
});
afterAll(async () => {
  await server.close();
  await scratch.remove();
});

/** Serves `body` and downloads it into a fresh directory; the promise is the download's. */
function download(body: Buffer, overrides: Partial<FetchBundleOptions> = {}) {
  const name = `/bundle-${++counter}.tar.gz`;
  served.set(name, body);
  const { options, log } = downloadOptions(
    join(scratch.path, String(counter)),
    bundleAt(server.link(name), body.length),
    overrides,
  );
  return { result: fetchAndVerifyBundle(options), options, log };
}

async function expectRefused(
  body: Buffer,
  kind: BundleError['stage'],
  pattern: RegExp,
  overrides: Partial<FetchBundleOptions> = {},
) {
  const { result, options } = download(body, overrides);
  const error = await result.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  expect((error as BundleError).stage).toBe(kind);
  expect((error as BundleError).message).toMatch(pattern);
  if (process.env.SHOW_MESSAGES) console.log((error as BundleError).message);
  // Nothing at the destination, and no temp file beside it.
  expect(await namesIn(dirname(options.destination))).toEqual([]);
  return error as BundleError;
}

describe('unsafe entries fail verification, leaving nothing behind', () => {
  const cases: Array<[string, FixtureEntry, RegExp]> = [
    ['an absolute path', { name: '/etc/cron.d/evil', content: 'x' }, /"\/etc\/cron.d\/evil" is an absolute path/],
    ['a Windows drive path', { name: 'C:\\Windows\\evil.html', content: 'x' }, /is an absolute path/],
    ['a UNC path', { name: '\\\\server\\share\\evil.html', content: 'x' }, /is an absolute path/],
    ['a .. segment', { name: 'guides/../../evil.html', content: 'x' }, /contains a '\.\.' segment/],
    ['a backslash', { name: 'guides\\page.html', content: 'x' }, /contains a backslash/],
    ['a symbolic link', { name: 'guides/link.html', type: 'symlink', linkname: '/etc/passwd' }, /is a symbolic link/],
    ['a hard link', { name: 'guides/hard.html', type: 'link', linkname: 'index.html' }, /is a hard link/],
    ['a character device', { name: 'dev/null', type: 'character-device' }, /is a character device/],
    ['a block device', { name: 'dev/sda', type: 'block-device' }, /is a block device/],
    ['a fifo', { name: 'guides/pipe', type: 'fifo' }, /is a FIFO/],
    [
      'a newline in a name',
      { name: 'guides/a\n::warning::forged.html', content: 'x' },
      /"guides\/a\\u000a::warning::forged.html" has a control character/,
    ],
  ];
  test.each(cases)('%s', async (_label, entry, pattern) => {
    await expectRefused(await bundleOf(sitePages(3, [entry])), 'verification', pattern);
  });

  test('entries that Windows cannot hold, or that collide on a case-insensitive or normalising file system', async () => {
    const cases: Array<[FixtureEntry[], RegExp]> = [
      [[{ name: 'guides/CON.html', content: 'x' }], /"guides\/CON.html" uses the name CON, which Windows reserves/],
      [[{ name: 'aux/', type: 'directory' }], /uses the name AUX/],
      [[{ name: 'guides/lpt1.tar.gz', content: 'x' }], /uses the name LPT1/],
      [[{ name: 'guides/trailing.', content: 'x' }], /ending in a dot or a space/],
      [[{ name: 'guides/a?b.html', content: 'x' }], /the character \? in its name/],
      [
        [{ name: 'Guides/Page-1.html', content: 'x' }],
        /"Guides\/Page-1.html" would overwrite "guides" on a file system that ignores case/,
      ],
      [
        [
          { name: 'caf\u00e9.html', content: 'x' },
          { name: 'cafe\u0301.html', content: 'y' },
        ],
        /would overwrite "café.html" on a file system that ignores case or Unicode normalisation/,
      ],
      [
        [{ name: 'assets/site.css/inner.css', content: 'x' }],
        /needs "assets\/site.css" as a directory, but it is a file/,
      ],
    ];
    for (const [extra, pattern] of cases)
      await expectRefused(await bundleOf(sitePages(3, extra)), 'verification', pattern);
  });

  test('a corrupt gzip stream', async () => {
    const body = await bundleOf(sitePages(30));
    for (let i = 200; i < 260; i++) body[i] = (body[i] ?? 0) ^ 0x5a;
    await expectRefused(body, 'verification', /gzip stream is corrupt|tar archive is damaged/);
  });

  test('a file that is not gzip at all', async () => {
    await expectRefused(await tarOf(sitePages(3)), 'verification', /not a gzip file/);
  });

  test('a truncated gzip stream', async () => {
    const body = await bundleOf(sitePages(30));
    await expectRefused(body.subarray(0, Math.floor(body.length * 0.7)), 'verification', /truncated/);
  });

  test('a complete gzip of a truncated tar', async () => {
    const tar = await tarOf(sitePages(3, [{ name: 'big.html', content: 'y'.repeat(5000) }]));
    const cut = tar.length - 1024 - 4096; // inside big.html, before the end-of-archive marker
    await expectRefused(gzipSync(tar.subarray(0, cut)), 'verification', /tar archive is damaged.*Truncated/);
  });

  test('an empty bundle', async () => {
    await expectRefused(gzipSync(Buffer.alloc(0)), 'verification', /tar archive is damaged|no index.html/);
  });
});

describe('content checks (the service does not promise these)', () => {
  const noIndex = () => bundleOf(sitePages(3).filter((e) => e.name !== 'index.html'));

  test('a bundle without index.html passes with a warning under content-check: warn', async () => {
    const verified = await download(await noIndex()).result;
    expect(verified.siteRoot).toBeUndefined();
    expect(verified.content.findings).toEqual([
      { check: 'site-root', message: 'The bundle has no index.html at its root (nor in a single top-level directory)' },
    ]);
    expect(verified.warnings).toEqual([
      'The bundle has no index.html at its root (nor in a single top-level directory).',
    ]);
  });

  test('fails under content-check: error, leaving nothing', async () => {
    await expectRefused(await noIndex(), 'content', /^Content check failed: The bundle has no index.html/, {
      contentCheck: 'error',
    });
  });

  test('is not looked at under content-check: off', async () => {
    const verified = await download(await noIndex(), { contentCheck: 'off' }).result;
    expect(verified.warnings).toEqual([]);
    expect(verified.content).toMatchObject({ mode: 'off', findings: [], siteRoot: undefined });
  });
});

describe('limits (max-unpacked-size, max-entries), enforced while streaming', () => {
  test('an archive that unpacks to more than max-unpacked-size is refused', async () => {
    const body = await bundleOf(sitePages(3, [{ name: 'assets/big.bin', content: Buffer.alloc(300_000, 7) }]));
    await expectRefused(body, 'verification', /unpacks to more than 195 KiB \(max-unpacked-size\)/, {
      maxUnpackedBytes: 200_000,
    });
  });

  test('an archive with more entries than max-entries is refused', async () => {
    await expectRefused(await bundleOf(sitePages(20)), 'verification', /holds more than 10 entries \(max-entries\)/, {
      maxEntries: 10,
    });
  });

  test('both limits met exactly pass', async () => {
    const entries = sitePages(5);
    const tar = await tarOf(entries);
    const verified = await download(gzipSync(tar), { maxEntries: entries.length, maxUnpackedBytes: tar.length }).result;
    expect(verified.pageCount).toBe(5);
  });
});

describe('accepted layouts', () => {
  test('index.html inside one common top-level directory', async () => {
    const entries = sitePages(3).map((e) => ({ ...e, name: `site/${e.name}` }));
    const { result } = download(await bundleOf([{ name: 'site/', type: 'directory' }, ...entries]));
    const verified = await result;
    expect(verified.siteRoot).toBe('site/');
    expect(verified.pageCount).toBe(3);
  });

  test('./-prefixed names, as tar -C dir . writes them', async () => {
    const entries = sitePages(3).map((e) => ({ ...e, name: `./${e.name}` }));
    const verified = await download(await bundleOf([{ name: './', type: 'directory' }, ...entries])).result;
    expect(verified.siteRoot).toBe('');
  });

  test('a tar without its end-of-archive marker passes with a warning', async () => {
    const tar = await tarOf(sitePages(3));
    const verified = await download(gzipSync(tar.subarray(0, tar.length - 1024))).result;
    expect(verified.warnings.join(' ')).toContain('end-of-archive marker');
  });
});

describe('page count', () => {
  const pages = async (count: number) => bundleOf(sitePages(count));

  test('equal to the job: no warning', async () => {
    expect((await download(await pages(100), { expectedPageCount: 100 }).result).warnings).toEqual([]);
  });

  test('within 2 pages or 2%: no finding (a 404 page or a redirect stub may be counted differently), the numbers reported', async () => {
    const verified = await download(await pages(100), { expectedPageCount: 102 }).result;
    expect(verified.warnings).toEqual([]);
    expect(verified.content.pages).toEqual({ found: 100, expected: 102 });
  });

  test("the site's 404.html is not a page", async () => {
    const verified = await download(
      await bundleOf(sitePages(10, [{ name: '404.html', content: page('Not found', '') }])),
      {
        expectedPageCount: 10,
      },
    ).result;
    expect(verified.pageCount).toBe(10);
    expect(verified.warnings).toEqual([]);
  });

  test('further off: a finding naming both numbers, a failure under content-check: error', async () => {
    const verified = await download(await pages(100), { expectedPageCount: 104 }).result;
    expect(verified.warnings).toEqual([
      'The page count is off: the bundle holds 100 .html pages but the job reported 104 (more than the 3 pages of difference accepted).',
    ]);
    await expectRefused(await pages(100), 'content', /the job reported 104/, {
      expectedPageCount: 104,
      contentCheck: 'error',
    });
  });
});

describe('air-gap check', () => {
  const leaky = () =>
    bundleOf(
      sitePages(3, [
        {
          name: 'guides/leaky.html',
          content: page(
            'Leaky',
            '<img src="https://images.example.net/diagram.png?w=2" alt=""><a href="https://github.com/acme/docs">Source</a>',
            '<script src="https://cdn.example.com/lib.js"></script><link rel="stylesheet" href="//fonts.example.org/css2?family=Inter">' +
              '<link rel="canonical" href="https://docs.example.com/guides/leaky">',
          ),
        },
        {
          name: 'assets/fonts.css',
          content: "@font-face { font-family: X; src: url('https://fonts.example.org/x.woff2') format('woff2'); }",
        },
      ]),
    );

  test('warn returns the findings with page, host, kind and a URL without its query', async () => {
    const verified = await download(await leaky(), { airgapCheck: 'warn' }).result;
    expect(verified.airgapFindings).toEqual(
      expect.arrayContaining([
        { page: 'guides/leaky.html', kind: 'script', host: 'cdn.example.com', url: 'https://cdn.example.com/lib.js' },
        { page: 'guides/leaky.html', kind: 'style', host: 'fonts.example.org', url: '//fonts.example.org/css2' },
        {
          page: 'guides/leaky.html',
          kind: 'image',
          host: 'images.example.net',
          url: 'https://images.example.net/diagram.png',
        },
        { page: 'assets/fonts.css', kind: 'font', host: 'fonts.example.org', url: 'https://fonts.example.org/x.woff2' },
      ]),
    );
    // Navigation and canonical links load nothing.
    expect(verified.airgapFindings).toHaveLength(4);
  });

  test('error fails and lists the findings', async () => {
    const error = await expectRefused(
      await leaky(),
      'airgap',
      /Air-gap check failed: 2 page\(s\) load 4 resource\(s\)/,
      { airgapCheck: 'error' },
    );
    expect(error.message).toContain('guides/leaky.html: script from cdn.example.com (https://cdn.example.com/lib.js)');
    expect(error.message).toContain('assets/fonts.css: font from fonts.example.org');
    expect(error.message).toContain('airgap-check');
  });

  test('error passes a self-contained site', async () => {
    expect((await download(await bundleOf(sitePages(4)), { airgapCheck: 'error' }).result).airgapFindings).toEqual([]);
  });

  test('off skips the scan', async () => {
    expect((await download(await leaky(), { airgapCheck: 'off' }).result).airgapFindings).toEqual([]);
  });
});
