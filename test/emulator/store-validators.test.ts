import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completedBundle, download, getRaw, readTarGz, startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
let bundleUrl: string;
let whole: Buffer;
let etag: string;
let lastModified: string;

beforeAll(async () => {
  t = await startTestEmulator();
  const bundle = await completedBundle(t);
  bundleUrl = bundle.bundleUrl;
  const first = await download(bundleUrl);
  whole = first.data;
  etag = first.headers.get('etag') ?? '';
  lastModified = first.headers.get('last-modified') ?? '';
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(() => {
  t.emu.resetFaults();
});

const FROM = 1_000;

describe('If-Range with the strong ETag', () => {
  it('the store sends a strong ETag', () => {
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('a matching ETag gets the range (206)', async () => {
    const res = await download(bundleUrl, { range: `bytes=${FROM}-`, 'if-range': etag });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${FROM}-${whole.length - 1}/${whole.length}`);
    expect(res.data).toEqual(whole.subarray(FROM));
  });

  it('another ETag, or the weak form of the same one, gets the whole object (200)', async () => {
    for (const validator of ['"0123456789abcdef0123456789abcdef"', `W/${etag}`]) {
      const res = await download(bundleUrl, { range: `bytes=${FROM}-`, 'if-range': validator });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(res.data).toEqual(whole);
    }
  });

  it('the exact Last-Modified date gets the range; another date the whole object', async () => {
    expect((await download(bundleUrl, { range: `bytes=${FROM}-`, 'if-range': lastModified })).status).toBe(206);
    const other = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    expect((await download(bundleUrl, { range: `bytes=${FROM}-`, 'if-range': other })).status).toBe(200);
  });
});

describe('ETag knobs', () => {
  it('storeEtag weak: a weak ETag that If-Range never matches', async () => {
    t.emu.setFaults({ storeEtag: 'weak' });
    const head = await fetch(bundleUrl, { method: 'HEAD' });
    const weak = head.headers.get('etag') ?? '';
    expect(weak).toBe(`W/${etag}`);
    const res = await download(bundleUrl, { range: `bytes=${FROM}-`, 'if-range': weak });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(whole);
  });

  it('storeEtag none: no ETag at all, and an ETag in If-Range gets the whole object', async () => {
    t.emu.setFaults({ storeEtag: 'none' });
    const res = await download(bundleUrl, { range: `bytes=${FROM}-`, 'if-range': etag });
    expect(res.headers.has('etag')).toBe(false);
    expect(res.status).toBe(200);
    expect(res.data).toEqual(whole);
    expect((await download(bundleUrl, { range: `bytes=${FROM}-` })).status).toBe(206);
  });
});

describe('replaceObjectAfterFirstGet', () => {
  it('replaces the object once its first GET sent bytes: If-Range restarts, a blind Range splices detectably', async () => {
    const fresh = await startTestEmulator({
      faults: { replaceObjectAfterFirstGet: true, dropDownloadAfterBytes: 2_000 },
    });
    try {
      const bundle = await completedBundle(fresh);
      const head = await fetch(bundle.bundleUrl, { method: 'HEAD' });
      const firstEtag = head.headers.get('etag') ?? '';
      const broken = await getRaw(bundle.bundleUrl);
      expect(broken.complete).toBe(false);
      expect(broken.headers.etag).toBe(firstEtag);

      const resumed = await download(bundle.bundleUrl, {
        range: `bytes=${broken.data.length}-`,
        'if-range': firstEtag,
      });
      expect(resumed.status).toBe(200);
      const newEtag = resumed.headers.get('etag') ?? '';
      expect(newEtag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(newEtag).not.toBe(firstEtag);
      expect(Date.parse(resumed.headers.get('last-modified') ?? '')).toBeGreaterThan(
        Date.parse(head.headers.get('last-modified') ?? ''),
      );
      expect(resumed.data.subarray(0, broken.data.length)).not.toEqual(broken.data);

      // Same content, other bytes: a whole download of the new object is a valid bundle.
      const newEntries = await readTarGz(resumed.data);
      const oldEntries = await readTarGz(whole);
      expect(newEntries.map((e) => [e.name, e.content.toString('base64')])).toEqual(
        oldEntries.map((e) => [e.name, e.content.toString('base64')]),
      );

      const blind = await download(bundle.bundleUrl, { range: `bytes=${broken.data.length}-` });
      expect(blind.status).toBe(206);
      await expect(readTarGz(Buffer.concat([broken.data, blind.data]))).rejects.toThrow();

      // The link answer describes the object the store now holds.
      const again = (await fresh.call('POST', `/v1/static-export/jobs/${bundle.jobId}/bundle`)).body as {
        sizeBytes: number;
      };
      expect(again.sizeBytes).toBe(resumed.data.length);
      expect((await download(bundle.bundleUrl)).headers.get('etag')).toBe(newEtag);
    } finally {
      await fresh.emu.close();
    }
  });

  it('HEAD does not trigger the replacement', async () => {
    const fresh = await startTestEmulator({ faults: { replaceObjectAfterFirstGet: true } });
    try {
      const bundle = await completedBundle(fresh);
      const a = (await fetch(bundle.bundleUrl, { method: 'HEAD' })).headers.get('etag');
      const b = (await download(bundle.bundleUrl)).headers.get('etag');
      const c = (await download(bundle.bundleUrl)).headers.get('etag');
      expect(a).toBe(b);
      expect(c).not.toBe(b);
    } finally {
      await fresh.emu.close();
    }
  });
});
