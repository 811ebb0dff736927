// Issue 17, finding 8: the deployed link read for the diff is no second export: it shares the export's deadline and
// has a byte budget of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, page } from '../../devkit/bundle/archives.ts';
import { sendBody, startServer } from '../../devkit/bundle/bundle-server.ts';
import type { TestServer } from '../../devkit/bundle/bundle-server.ts';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { readDeployedPages } from '../../src/bundle/deployed.ts';
import { DOWNLOAD_IN_THIS_PROCESS } from '../../src/bundle/download/downloader.ts';
import type { BundleDownloader } from '../../src/bundle/download/downloader.ts';
import { deployedBundleReader } from '../../src/bundle/manifest.ts';
import { createHttpDispatcher } from '../../src/client/dispatcher.ts';
import { SIGNATURE } from './support/harness.ts';

let server: TestServer;
let bundle: Buffer;
let requests = 0;
const http = createHttpDispatcher({ env: {} });

beforeAll(async () => {
  bundle = await bundleOf([
    { name: 'index.html', content: page('Home', '<p>Welcome</p>') },
    { name: 'assets/video.webm', content: Buffer.alloc(256 * 1024, 7) },
  ]);
  server = await startServer((request, response) => {
    requests += 1;
    sendBody(request, response, bundle);
  });
});
afterAll(async () => {
  await server.close();
  await http.dispatcher.close();
});

const link = () => `${server.link('/deployed.tar.gz')}?X-Amz-Expires=600&${SIGNATURE}`;
const settings = { maxEntries: 1000, requestTimeoutMs: 5_000, budgetBytes: 1024 ** 3 };

describe('reading the deployed bundle for the diff', () => {
  it("a deployed link read after the export's deadline gets a fresh full timeout of its own", async () => {
    const clock = virtualClock();
    const before = requests;
    await expect(
      readDeployedPages({ clock, log: memoryLog(), http }, link(), { ...settings, deadline: clock.now() }),
    ).rejects.toThrow(/no time is left of the export's deadline/);
    expect(requests).toBe(before);
  });

  it('a deployed link to a bundle far larger than the new one is read up to max-unpacked-size', async () => {
    const clock = virtualClock();
    await expect(
      readDeployedPages({ clock, log: memoryLog(), http }, link(), {
        ...settings,
        deadline: clock.now() + 60_000,
        budgetBytes: 64 * 1024,
      }),
    ).rejects.toThrow(/larger than the diff's budget of 64\.0 KiB/);
  });

  it('an archive path that names max-unpacked-size is reported as what it is, not as a bundle over the budget', async () => {
    const clock = virtualClock();
    const served = bundle;
    bundle = await bundleOf([
      { name: 'index.html', content: page('Home', '<p>Welcome</p>') },
      { name: 'max-unpacked-size', type: 'symlink', linkname: '/etc/passwd' },
    ]);
    try {
      const read = readDeployedPages({ clock, log: memoryLog(), http }, link(), {
        ...settings,
        deadline: clock.now() + 60_000,
      });
      await expect(read).rejects.toThrow(/link/);
      await expect(read).rejects.not.toThrow(/diff's budget/);
    } finally {
      bundle = served;
    }
  });

  it("the budget is twice what the new bundle unpacks to (plus slack), within max-unpacked-size, and the read shares the export's deadline", async () => {
    const clock = virtualClock();
    const context = { clock, log: memoryLog(), http };
    const settings = { maxUnpackedBytes: 1024 ** 3, maxEntries: 1000, requestTimeoutMs: 5_000 };
    const reader = deployedBundleReader(context, settings, { deadline: clock.now(), newBundle: { unpackedBytes: 1 } });
    const before = requests;
    await expect(reader.fromLink(link())).rejects.toThrow(/no time is left of the export's deadline/);
    expect(requests).toBe(before);
    const tight = deployedBundleReader(
      context,
      { ...settings, maxUnpackedBytes: 100 * 1024 },
      {
        deadline: clock.now() + 60_000,
        newBundle: { unpackedBytes: 1 },
      },
    );
    await expect(tight.fromLink(link())).rejects.toThrow(/larger than the diff's budget of 100 KiB/);
    const roomy = deployedBundleReader(context, settings, {
      deadline: clock.now() + 60_000,
      newBundle: { unpackedBytes: 1 },
    });
    expect((await roomy.fromLink(link()))?.size).toBe(2);
  });

  it('goes the way of the run’s downloads: the BundleDownloader of its context reads it (the download process in a run)', async () => {
    const clock = virtualClock();
    const asked: { bundleUrl: string; budgetBytes: number }[] = [];
    const bundleDownloader: BundleDownloader = {
      ...DOWNLOAD_IN_THIS_PROCESS,
      readDeployed: (_context, bundleUrl, limits) => {
        asked.push({ bundleUrl, budgetBytes: limits.budgetBytes });
        return Promise.resolve(new Map([['index.html', 'abc']]));
      },
    };
    const settings = { maxUnpackedBytes: 100 * 1024, maxEntries: 1000, requestTimeoutMs: 5_000 };
    const reader = deployedBundleReader({ clock, log: memoryLog(), http, bundleDownloader }, settings, {
      deadline: clock.now() + 60_000,
    });
    const before = requests;

    expect(await reader.fromLink(link())).toEqual(new Map([['index.html', 'abc']]));
    expect(asked).toEqual([{ bundleUrl: link(), budgetBytes: 100 * 1024 }]);
    expect(requests).toBe(before);
  });
});
