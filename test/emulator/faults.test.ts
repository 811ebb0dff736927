import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completedBundle, download, getRaw, startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

// Timing checks here are lower bounds only: a slow machine can make things slower, never faster.

let t: TestEmulator;
beforeAll(async () => {
  t = await startTestEmulator({ faults: { rateLimitPerHour: 1_000_000 } });
});
afterAll(async () => {
  await t.emu.close();
});
beforeEach(async () => {
  await fetch(`${t.emu.url}/_emulator/reset`, { method: 'POST' });
  t.emu.setFaults({ rateLimitPerHour: 1_000_000 });
});

const JOB_PATH = '/v1/static-export/jobs/se_0000000000000000';
const VISITORS = '/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11&limit=1';

async function elapsed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

describe('latency and delays', () => {
  it('latencyMs is added before every API response, not to the control API', async () => {
    t.emu.setFaults({ latencyMs: 300 });
    expect(await elapsed(() => t.call('GET', JOB_PATH))).toBeGreaterThanOrEqual(280);
    const res = await fetch(`${t.emu.url}/_emulator`);
    expect(res.status).toBe(200);
  });

  it('a delay rule holds matching requests only', async () => {
    t.emu.setFaults({ rules: [{ path: '^/v1/analytics/', action: 'delay', delayMs: 300 }] });
    expect(await elapsed(() => t.call('GET', VISITORS))).toBeGreaterThanOrEqual(280);
    expect((await t.call('GET', JOB_PATH)).status).toBe(404);
  });

  it('a slow-body rule trickles the response body', async () => {
    t.emu.setFaults({ rules: [{ path: '^/v1/analytics/', action: 'slow-body', bytesPerSecond: 200 }] });
    let body: unknown;
    const ms = await elapsed(async () => {
      body = (await t.call('GET', VISITORS)).body;
    });
    const size = JSON.stringify(body).length;
    expect(size).toBeGreaterThan(100);
    expect(ms).toBeGreaterThanOrEqual(((size - 20) / 200) * 1000 * 0.9);
    expect(body).toHaveProperty('totals');
  });
});

describe('status rules', () => {
  it('answers the status for `times` matching requests, then is spent', async () => {
    t.emu.setFaults({
      rules: [{ method: 'GET', path: '^/v1/static-export/jobs/[^/]+$', action: 'status', status: 503, times: 2 }],
    });
    const first = await t.call('GET', JOB_PATH);
    expect(first.status).toBe(503);
    expect(first.body).toHaveProperty('error');
    expect((await t.call('GET', JOB_PATH)).status).toBe(503);
    expect((await t.call('GET', JOB_PATH)).status).toBe(404);
  });

  it('matches method and path: other requests pass', async () => {
    t.emu.setFaults({ rules: [{ method: 'POST', path: '/bundle$', action: 'status', status: 500 }] });
    expect((await t.call('GET', JOB_PATH)).status).toBe(404);
    expect((await t.call('POST', `${JOB_PATH}/bundle`)).status).toBe(500);
  });

  it('can answer an nginx HTML page, an empty body, and a Retry-After header', async () => {
    t.emu.setFaults({
      rules: [
        { path: '^/v1/analytics/', action: 'status', status: 502, body: 'html', times: 1 },
        { path: '^/v1/analytics/', action: 'status', status: 429, body: 'empty', retryAfter: '7', times: 1 },
      ],
    });
    const html = await fetch(`${t.emu.url}${VISITORS}`, { headers: { authorization: `Bearer ${t.emu.keys.demo}` } });
    expect(html.status).toBe(502);
    expect(html.headers.get('content-type')).toBe('text/html');
    expect(await html.text()).toContain('<center>nginx</center>');
    const empty = await fetch(`${t.emu.url}${VISITORS}`, { headers: { authorization: `Bearer ${t.emu.keys.demo}` } });
    expect(empty.status).toBe(429);
    expect(empty.headers.get('retry-after')).toBe('7');
    expect(await empty.text()).toBe('');
  });

  it('does not count fault answers against the rate limit (they never reach the service)', async () => {
    t.emu.setFaults({
      rateLimitPerHour: 1,
      rules: [{ path: '^/v1/analytics/', action: 'status', status: 503, times: 3 }],
    });
    for (let i = 0; i < 3; i++) expect((await t.call('GET', VISITORS)).status).toBe(503);
    expect((await t.call('GET', VISITORS)).status).toBe(200);
  });

  it('fires with probability `rate` from the seeded generator, the same way for the same seed', async () => {
    const sequence = async (emulator: TestEmulator): Promise<number[]> => {
      emulator.emu.setFaults({ rules: [{ path: '^/v1/static-export/', action: 'status', status: 500, rate: 0.5 }] });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await emulator.call('GET', JOB_PATH)).status);
      return statuses;
    };
    const a = await startTestEmulator({ seed: 5 });
    const b = await startTestEmulator({ seed: 5 });
    try {
      const first = await sequence(a);
      expect(await sequence(b)).toEqual(first);
      const faulted = first.filter((s) => s === 500).length;
      expect(faulted).toBeGreaterThan(5);
      expect(faulted).toBeLessThan(35);
    } finally {
      await Promise.all([a.emu.close(), b.emu.close()]);
    }
  });

  it('answers store requests with an S3 XML error by default', async () => {
    const bundle = await completedBundle(t);
    t.emu.setFaults({ rules: [{ path: '^/_store/', action: 'status', status: 503, times: 1 }] });
    const res = await fetch(bundle.bundleUrl);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('<Code>SlowDown</Code>');
    expect((await fetch(bundle.bundleUrl)).status).toBe(200);
  });
});

describe('broken responses', () => {
  it('reset-before-headers drops the connection without an answer', async () => {
    t.emu.setFaults({ rules: [{ path: '^/v1/', action: 'reset-before-headers', times: 1 }] });
    await expect(t.call('GET', JOB_PATH)).rejects.toThrow();
    expect(t.emu.requests.at(-1)?.status).toBe(0);
    expect((await t.call('GET', JOB_PATH)).status).toBe(404);
  });

  it('truncate-json sends half of the JSON body with a matching Content-Length', async () => {
    t.emu.setFaults({ rules: [{ path: '^/v1/analytics/', action: 'truncate-json', times: 1 }] });
    const res = await fetch(`${t.emu.url}${VISITORS}`, { headers: { authorization: `Bearer ${t.emu.keys.demo}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(text.startsWith('{"totals"')).toBe(true);
  });
});

describe('download faults', () => {
  it('downloadBytesPerSecond throttles store bodies', async () => {
    const bundle = await completedBundle(t);
    const rate = 20_000;
    t.emu.setFaults({ downloadBytesPerSecond: rate });
    let size = 0;
    const ms = await elapsed(async () => {
      size = (await download(bundle.bundleUrl)).data.length;
    });
    expect(size).toBe(bundle.sizeBytes);
    expect(ms).toBeGreaterThanOrEqual(((size - rate / 20) / rate) * 1000 * 0.9);
  });

  it('storeOmitsLength sends store bodies chunked, with no Content-Length; a range still states the total', async () => {
    const bundle = await completedBundle(t);
    const whole = (await download(bundle.bundleUrl)).data;
    t.emu.setFaults({ storeOmitsLength: true });
    const res = await getRaw(bundle.bundleUrl);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.data).toEqual(whole);
    const rest = await getRaw(bundle.bundleUrl, { range: 'bytes=100-' });
    expect(rest.headers['content-length']).toBeUndefined();
    expect(rest.headers['content-range']).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(rest.data).toEqual(whole.subarray(100));
  });

  it('dropDownloadAfterBytes cuts the body after N bytes for dropDownloadTimes downloads; a Range request resumes', async () => {
    const bundle = await completedBundle(t);
    const whole = (await download(bundle.bundleUrl)).data;
    t.emu.setFaults({ dropDownloadAfterBytes: 4_000, dropDownloadTimes: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await getRaw(bundle.bundleUrl);
      expect(res.headers['content-length']).toBe(String(bundle.sizeBytes));
      expect(res.complete).toBe(false);
      expect(res.data).toEqual(whole.subarray(0, 4_000));
    }
    const rest = await download(bundle.bundleUrl, { range: 'bytes=4000-' });
    expect(rest.status).toBe(206);
    expect(Buffer.concat([whole.subarray(0, 4_000), rest.data])).toEqual(whole);
    expect((await download(bundle.bundleUrl)).data).toEqual(whole);
  });

  it('expireLinkAfterBytes drops the download and expires that link; a fresh link resumes', async () => {
    const bundle = await completedBundle(t);
    const cut = Math.floor(bundle.sizeBytes * 0.6);
    t.emu.setFaults({ expireLinkAfterBytes: cut });
    const broken = await getRaw(bundle.bundleUrl);
    expect(broken.complete).toBe(false);
    expect(broken.data.length).toBe(cut);
    const expired = await fetch(bundle.bundleUrl, { headers: { range: `bytes=${cut}-` } });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Message>Request has expired</Message>');
    const fresh = (await t.call('POST', `/v1/static-export/jobs/${bundle.jobId}/bundle`)).body as { bundleUrl: string };
    t.emu.setFaults({ expireLinkAfterBytes: 0 });
    const rest = await download(fresh.bundleUrl, { range: `bytes=${cut}-` });
    expect(rest.status).toBe(206);
    expect(rest.data.length).toBe(bundle.sizeBytes - cut);
  });
});
