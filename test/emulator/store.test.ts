import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completedBundle, download, startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
let bundle: Awaited<ReturnType<typeof completedBundle>>;
let whole: Buffer;

beforeAll(async () => {
  t = await startTestEmulator({ linkTtlSeconds: 3600 });
  bundle = await completedBundle(t);
  whole = (await download(bundle.bundleUrl)).data;
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(async () => {
  t.emu.resetFaults();
  // Some tests move the clock past expiry: every test starts from a fresh link.
  bundle = (await t.call('POST', `/v1/static-export/jobs/${bundle.jobId}/bundle`)).body as typeof bundle;
});

function withParam(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(name, value);
  return u.toString();
}

describe('presigned links', () => {
  it('carry the S3 signature version 4 query parameters', () => {
    const url = new URL(bundle.bundleUrl);
    expect(url.pathname).toMatch(/^\/_store\/[a-z0-9-]+\/se_[0-9a-f]{16}\/bundle\.tar\.gz$/);
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toMatch(/^[A-Z0-9]+\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request$/);
    expect(q.get('X-Amz-Date')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(q.get('X-Amz-Expires')).toBe('3600');
    expect(q.get('X-Amz-SignedHeaders')).toBe('host');
    expect(q.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serve the bundle with length, type, ETag and Accept-Ranges, no Authorization needed', async () => {
    const res = await fetch(bundle.bundleUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bundle.sizeBytes));
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const data = Buffer.from(await res.arrayBuffer());
    expect(data.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('answer HEAD with the headers only', async () => {
    const res = await fetch(bundle.bundleUrl, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(bundle.sizeBytes));
  });

  it('refuse a wrong signature, or a signed parameter changed, with 403 SignatureDoesNotMatch', async () => {
    for (const url of [
      withParam(bundle.bundleUrl, 'X-Amz-Signature', '0'.repeat(64)),
      withParam(bundle.bundleUrl, 'X-Amz-Expires', '604800'),
      withParam(bundle.bundleUrl, 'X-Amz-Date', '20300101T000000Z'),
    ]) {
      const res = await fetch(url);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toBe('application/xml');
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
  });

  it('refuse a request without a signature, and do not take the API key instead', async () => {
    const bare = bundle.bundleUrl.split('?')[0] ?? '';
    const anonymous = await fetch(bare);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
    const withKey = await fetch(bare, { headers: { authorization: `Bearer ${t.emu.keys.demo}` } });
    expect(withKey.status).toBe(400);
    const both = await fetch(bundle.bundleUrl, { headers: { authorization: `Bearer ${t.emu.keys.demo}` } });
    expect(both.status).toBe(400);
    expect(await both.text()).toContain('<Code>InvalidArgument</Code>');
  });

  it('expire: 403 application/xml AccessDenied "Request has expired" once the clock passes expiresAt', async () => {
    const link = await completedBundle(t);
    t.clock.now = Date.parse(link.expiresAt);
    expect((await fetch(link.bundleUrl, { method: 'HEAD' })).status).toBe(200);
    t.clock.advance(1_000);
    const res = await fetch(link.bundleUrl);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain('<Message>Request has expired</Message>');
    // A fresh link for the same job works again, and serves the same object.
    const fresh = (await t.call('POST', `/v1/static-export/jobs/${link.jobId}/bundle`)).body as { bundleUrl: string };
    const again = await download(fresh.bundleUrl);
    expect(again.status).toBe(200);
    expect(again.data.length).toBe(link.sizeBytes);
  });
});

describe('ranges', () => {
  it('answer bytes=N- with 206 and the rest of the object', async () => {
    const res = await download(bundle.bundleUrl, { range: 'bytes=100-' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(res.headers.get('content-length')).toBe(String(whole.length - 100));
    expect(res.data).toEqual(whole.subarray(100));
  });

  it('answer bytes=N-M and suffix ranges with exactly those bytes', async () => {
    const middle = await download(bundle.bundleUrl, { range: 'bytes=10-19' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(middle.data).toEqual(whole.subarray(10, 20));
    const tail = await download(bundle.bundleUrl, { range: 'bytes=-8' });
    expect(tail.status).toBe(206);
    expect(tail.data).toEqual(whole.subarray(whole.length - 8));
  });

  it('answer an unsatisfiable range with 416 and the size', async () => {
    const res = await download(bundle.bundleUrl, { range: `bytes=${whole.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('ignore a range whose If-Range ETag does not match', async () => {
    const res = await download(bundle.bundleUrl, { range: 'bytes=100-', 'if-range': '"stale"' });
    expect(res.status).toBe(200);
    expect(res.data.length).toBe(whole.length);
    const etag = (await fetch(bundle.bundleUrl, { method: 'HEAD' })).headers.get('etag') ?? '';
    const matching = await download(bundle.bundleUrl, { range: 'bytes=100-', 'if-range': etag });
    expect(matching.status).toBe(206);
  });
});
