import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { completedBundle, download, readTarGz, SITE_PAGES, startTestEmulator } from './helpers.ts';
import type { TarEntry, TestEmulator } from './helpers.ts';

const DEPLOY_MS = 10_000;

let t: TestEmulator;
beforeEach(async () => {
  t = await startTestEmulator({ deploymentDurationMs: DEPLOY_MS });
});
afterEach(async () => {
  await t.emu.close();
});

const CHANGE = {
  add: {
    '/guides/returns':
      '---\ntitle: Returns\ndescription: Sending parcels back.\n---\nCreate a return label with [labels](/concepts/labels).\n',
    '/guides/pickups': '# Pickups\n\nBook a courier pickup.\n',
  },
  remove: ['/changelog'],
  modify: { '/guides/webhooks': 'Webhooks are now signed with **Ed25519**.\n' },
};

async function control(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${t.emu.url}/_emulator${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function exportedEntries(): Promise<{ entries: TarEntry[]; sha256: string; jobId: string; bundleUrl: string }> {
  const bundle = await completedBundle(t);
  const data = (await download(bundle.bundleUrl)).data;
  return {
    entries: await readTarGz(data),
    sha256: createHash('sha256').update(data).digest('hex'),
    jobId: bundle.jobId,
    bundleUrl: bundle.bundleUrl,
  };
}

function names(entries: TarEntry[]): string[] {
  return entries.map((e) => e.name);
}

function text(entries: TarEntry[], name: string): string {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in the bundle`);
  return entry.content.toString('utf8');
}

function pagePaths(body: unknown): string[] {
  return (body as { pages: { path: string }[] }).pages.map((p) => p.path);
}

describe('the site as shipped', () => {
  it('GET /_emulator/site describes revision 1 with no pending change', async () => {
    const { status, body } = await control('GET', '/site');
    expect(status).toBe(200);
    expect(body).toMatchObject({ revision: 1, publishedAt: null, version: '2025-06-02', pending: null });
    expect(pagePaths(body)).toEqual(SITE_PAGES);
    expect(t.emu.site()).toEqual(body);
  });
});

describe('a pending change published by a deployment', () => {
  it('changes nothing until a deployment that started after it succeeds', async () => {
    expect((await control('POST', '/site/pending', CHANGE)).status).toBe(200);
    expect((await control('GET', '/site')).body).toMatchObject({ revision: 1, pending: CHANGE });
    const before = await exportedEntries();
    expect(names(before.entries)).toContain('changelog.html');
    expect(names(before.entries)).not.toContain('guides/returns.html');

    const started = await t.call('POST', '/v1/project/update/proj_demo');
    const { statusId } = started.body as { statusId: string };
    t.clock.advance(DEPLOY_MS - 1);
    expect((await control('GET', '/site')).body).toMatchObject({ revision: 1 });
    t.clock.advance(1);
    const deployed = await t.call('GET', `/v1/project/update-status/${statusId}`);
    expect(deployed.body).toMatchObject({
      status: 'success',
      summary: expect.stringContaining('Deployed 19 pages') as unknown,
    });

    const site = (await control('GET', '/site')).body;
    expect(site).toMatchObject({ revision: 2, pending: null, publishedAt: new Date(t.clock.now).toISOString() });
    expect(pagePaths(site)).toContain('/guides/returns');
    expect(pagePaths(site)).not.toContain('/changelog');

    const after = await exportedEntries();
    expect(names(after.entries)).toEqual(expect.arrayContaining(['guides/returns.html', 'guides/pickups.html']));
    expect(names(after.entries)).not.toContain('changelog.html');
    expect(text(after.entries, 'guides/webhooks.html')).toContain('<strong>Ed25519</strong>');
    expect(text(after.entries, 'guides/webhooks.html')).toContain('<h1>Webhooks</h1>');
    expect(text(after.entries, 'guides/returns.html')).toContain('<title>Returns');
    expect(text(after.entries, 'guides/returns.html')).toContain('href="../concepts/labels.html"');
    expect(text(after.entries, 'guides/pickups.html')).toContain('<h1>Pickups</h1>');
    expect(text(after.entries, 'sitemap.xml')).toContain('https://docs.example.com/guides/returns');
    expect(text(after.entries, 'index.html')).toContain('guides/returns.html');

    // The bundle built before the change keeps its bytes.
    const again = await t.call('POST', `/v1/static-export/jobs/${before.jobId}/bundle`);
    const old = (await download((again.body as { bundleUrl: string }).bundleUrl)).data;
    expect(createHash('sha256').update(old).digest('hex')).toBe(before.sha256);
  });

  it('a job exports the revision published when it started, even if its bundle is asked for later', async () => {
    t.emu.setPendingSiteChange(CHANGE);
    const job = await t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com' } });
    t.emu.publishSiteChange();
    t.clock.advance(60_000);
    const bundle = await t.call('POST', `/v1/static-export/jobs/${(job.body as { jobId: string }).jobId}/bundle`);
    const entries = await readTarGz((await download((bundle.body as { bundleUrl: string }).bundleUrl)).data);
    expect(names(entries)).toContain('changelog.html');
    expect(names(entries)).not.toContain('guides/returns.html');
  });

  it('a failed deployment publishes nothing and the change stays pending', async () => {
    t.emu.setPendingSiteChange(CHANGE);
    t.emu.setFaults({ deploymentOutcome: 'fail' });
    await t.call('POST', '/v1/project/update/proj_demo');
    t.clock.advance(DEPLOY_MS * 2);
    expect(t.emu.site()).toMatchObject({ revision: 1, pending: CHANGE });
  });

  it('a change set after the deployment started stays pending', async () => {
    t.emu.setPendingSiteChange({ remove: ['/changelog'] });
    await t.call('POST', '/v1/project/update/proj_demo');
    const later = { modify: { '/': 'A new home page.\n' } };
    t.emu.setPendingSiteChange(later);
    t.clock.advance(DEPLOY_MS);
    const site = t.emu.site();
    expect(site).toMatchObject({ revision: 2, pending: later });
    expect(site.pages.map((p) => p.path)).not.toContain('/changelog');
  });

  it('new page paths are accepted by jobs once published, not before', async () => {
    const ask = () =>
      t.call('POST', '/v1/static-export/jobs', { body: { domain: 'docs.example.com', paths: ['/guides/returns'] } });
    t.emu.setPendingSiteChange(CHANGE);
    expect((await ask()).status).toBe(400);
    t.emu.publishSiteChange();
    expect((await ask()).status).toBe(202);
  });

  it('DELETE /_emulator/site/pending clears the pending change', async () => {
    await control('POST', '/site/pending', CHANGE);
    expect((await control('DELETE', '/site/pending')).body).toMatchObject({ pending: null });
  });
});

describe('publishing at once', () => {
  it('POST /_emulator/site/publish publishes the change it is given; a pending change stays pending', async () => {
    t.emu.setPendingSiteChange({ remove: ['/changelog'] });
    const before = await exportedEntries();
    const res = await control('POST', '/site/publish', { modify: { '/guides/webhooks': 'Rewritten.\n' } });
    expect(res).toMatchObject({ status: 200, body: { revision: 2, pending: { remove: ['/changelog'] } } });
    const after = await exportedEntries();
    expect(after.sha256).not.toBe(before.sha256);
    expect(text(after.entries, 'guides/webhooks.html')).toContain('Rewritten.');
    expect(names(after.entries)).toContain('changelog.html');
  });

  it('with no body publishes the pending change, and refuses when there is none', async () => {
    await control('POST', '/site/pending', { remove: ['/changelog'] });
    expect((await control('POST', '/site/publish')).body).toMatchObject({ revision: 2, pending: null });
    const none = await control('POST', '/site/publish');
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('no pending change');
  });
});

describe('invalid changes', () => {
  it('are refused with every problem listed, and change nothing', async () => {
    const res = await control('POST', '/site/pending', {
      add: { '/guides/webhooks': 'x', 'no-slash': 'x' },
      remove: ['/nope'],
      modify: { '/missing': 'x', '/changelog': '' },
      extra: 1,
    });
    expect(res.status).toBe(400);
    const messages = (res.body as { details: { message: string }[] }).details.map((d) => d.message).join('\n');
    for (const part of ['add.no-slash: must be a page path', 'modify./changelog: must be non-empty', 'extra'])
      expect(messages).toContain(part);
    expect(t.emu.site().pending).toBeNull();

    const semantic = await control('POST', '/site/pending', {
      add: { '/guides/webhooks': 'x' },
      remove: ['/nope'],
      modify: { '/missing': 'x' },
    });
    const details = (semantic.body as { details: { message: string }[] }).details.map((d) => d.message);
    expect(details).toEqual([
      'add./guides/webhooks: the page exists already (use modify)',
      'remove./nope: no such page',
      'modify./missing: no such page',
    ]);
  });

  it('refuse an empty change, removing every page, a body that is not JSON; code gets an error', async () => {
    expect((await control('POST', '/site/pending', {})).status).toBe(400);
    expect((await control('POST', '/site/publish', { remove: SITE_PAGES })).status).toBe(400);
    const notJson = await fetch(`${t.emu.url}/_emulator/site/pending`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect(() => t.emu.setPendingSiteChange({ remove: ['/nope'] })).toThrow('remove./nope: no such page');
    expect(() => t.emu.publishSiteChange({ add: { '/': 'x' } })).toThrow('exists already');
    expect(t.emu.site().revision).toBe(1);
  });
});
