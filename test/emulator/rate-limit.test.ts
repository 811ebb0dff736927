import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator } from './helpers.ts';
import type { TestEmulator } from './helpers.ts';

let t: TestEmulator;
beforeEach(async () => {
  t = await startTestEmulator();
});
afterEach(async () => {
  await t.emu.close();
});

const VISITORS = '/v1/analytics/proj_demo/visitors?dateFrom=2025-03-11&limit=1';
const FEEDBACK = '/v1/analytics/proj_demo/feedback/by-page?dateFrom=2025-03-11&limit=1';

describe('analytics rate limit', () => {
  it('allows 100 requests per organization per hour, shared by endpoints and keys, then answers 429', async () => {
    for (let i = 0; i < 100; i++) {
      const key = i % 3 === 0 ? t.emu.keys.demoSecondary : t.emu.keys.demo;
      const res = await t.call('GET', i % 2 === 0 ? VISITORS : FEEDBACK, { key });
      expect(res.status, `request ${i + 1}`).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('100');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(99 - i));
    }
    const refused = await t.call('GET', FEEDBACK);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Rate limit exceeded: 100 requests per hour per organization' });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await t.call('GET', VISITORS, { key: t.emu.keys.demoSecondary })).status).toBe(429);
  });

  it('counts requests that end in 400 and 404', async () => {
    t.emu.setFaults({ rateLimitPerHour: 3 });
    expect((await t.call('GET', '/v1/analytics/proj_demo/visitors?limit=0')).status).toBe(400);
    expect((await t.call('GET', '/v1/analytics/proj_nope/visitors')).status).toBe(404);
    expect((await t.call('GET', FEEDBACK)).status).toBe(200);
    expect((await t.call('GET', VISITORS)).status).toBe(429);
  });

  it('gives Retry-After in seconds until the oldest request leaves the rolling hour', async () => {
    t.emu.setFaults({ rateLimitPerHour: 2 });
    await t.call('GET', VISITORS);
    t.clock.advance(600_000);
    await t.call('GET', FEEDBACK);
    t.clock.advance(60_000);
    const refused = await t.call('GET', VISITORS);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(3600 - 660));
    t.clock.advance((3600 - 660) * 1000 - 1);
    expect((await t.call('GET', VISITORS)).status).toBe(429);
    t.clock.advance(1);
    expect((await t.call('GET', VISITORS)).status).toBe(200);
    // The second request is still in the window: the quota is used up again.
    expect((await t.call('GET', VISITORS)).status).toBe(429);
  });

  it('keeps organizations apart and does not count static export, unauthenticated or control requests', async () => {
    t.emu.setFaults({ rateLimitPerHour: 1 });
    expect((await t.call('GET', VISITORS)).status).toBe(200);
    expect((await t.call('GET', VISITORS)).status).toBe(429);
    expect(
      (await t.call('GET', '/v1/analytics/proj_starter/visitors?dateFrom=2025-03-11', { key: t.emu.keys.starter }))
        .status,
    ).toBe(200);
    expect((await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } })).status).toBe(202);

    const other = await startTestEmulator({ faults: { rateLimitPerHour: 1 } });
    try {
      expect((await other.call('GET', VISITORS, { key: null })).status).toBe(401);
      await fetch(`${other.emu.url}/_emulator`);
      expect((await other.call('GET', VISITORS)).status).toBe(200);
    } finally {
      await other.emu.close();
    }
  });

  it('starts afresh after POST /_emulator/reset', async () => {
    t.emu.setFaults({ rateLimitPerHour: 1 });
    await t.call('GET', VISITORS);
    expect((await t.call('GET', VISITORS)).status).toBe(429);
    await fetch(`${t.emu.url}/_emulator/reset`, { method: 'POST' });
    expect((await t.call('GET', VISITORS)).status).toBe(200);
  });
});
