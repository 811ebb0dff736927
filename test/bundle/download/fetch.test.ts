import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleOf, sitePages } from '../../../devkit/bundle/archives.ts';
import { sendBody, sendExpired } from '../../../devkit/bundle/bundle-server.ts';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { fetchAndVerifyBundle, renameRetrying } from '../../../src/bundle/download/fetch.ts';
import { createDownloadProgress } from '../../../src/bundle/download/transfer.ts';
import { BundleError } from '../../../src/bundle/errors.ts';
import { ServiceError } from '../../../src/client/types.ts';
import { settled } from '../../support/settled.ts';
import { bundleAt, downloadOptions, namesIn, SIGNATURE, useTestResources } from '../support/harness.ts';

// Files are compared by their SHA-256: toEqual walks a Buffer element by element, seconds per MB on a busy machine.
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const { serve, scratch } = useTestResources();

/** A site with one incompressible asset, so a download spans many chunks. */
async function largeBundle(): Promise<Buffer> {
  return bundleOf(sitePages(12, [{ name: 'assets/video.bin', content: randomBytes(3 * 1024 * 1024) }]));
}

async function expectBundleError(promise: Promise<unknown>, kind: BundleError['stage']): Promise<BundleError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BundleError);
  expect((error as BundleError).stage).toBe(kind);
  return error as BundleError;
}

describe('download', () => {
  test('streams the bundle into place with its SHA-256, size and page count', async () => {
    const body = await largeBundle();
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const bundle = bundleAt(server.link(`/se_1/bundle.tar.gz?${SIGNATURE}`), body.length);
    const { options, log } = downloadOptions(directory, bundle, { expectedPageCount: 12 });

    const result = await fetchAndVerifyBundle(options);

    expect(result.sha256).toBe(sha256(body));
    expect(result.sizeBytes).toBe(body.length);
    expect(result.pageCount).toBe(12);
    expect(result.path).toBe(options.destination);
    expect(result.bundle).toBe(bundle);
    expect(result.warnings).toEqual([]);
    expect(sha256(await readFile(options.destination))).toBe(sha256(body));
    expect(await namesIn(dirname(options.destination))).toEqual(['bundle.tar.gz']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.authorization).toBeUndefined();
    expect(server.requests[0]?.range).toBeUndefined();
    expect(log.text()).toContain('Bundle verified');
    expect(log.text()).toMatch(/Downloaded .* \(100%\)/);
    expect(log.text()).not.toContain('SECRET');
  });

  test('replaces a bundle left by an earlier run only once the new one is verified', async () => {
    const body = await bundleOf(sitePages(3));
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length));
    await mkdir(dirname(options.destination), { recursive: true });
    await writeFile(options.destination, 'old bundle');

    await fetchAndVerifyBundle(options);

    expect(sha256(await readFile(options.destination))).toBe(sha256(body));
  });

  test('resumes a connection dropped at 40% with a Range request, and the SHA-256 stays right', async () => {
    const body = await largeBundle();
    const dropAt = Math.floor(body.length * 0.4);
    const server = await serve((request, response, index) =>
      sendBody(request, response, body, { dropAfter: index === 0 ? dropAt : undefined, etag: '"v1"' }),
    );
    const directory = await scratch();
    const { options, clock, log } = downloadOptions(
      directory,
      bundleAt(server.link(`/b.tar.gz?${SIGNATURE}`), body.length),
    );

    const result = await fetchAndVerifyBundle(options);

    expect(result.sha256).toBe(sha256(body));
    expect(sha256(await readFile(options.destination))).toBe(sha256(body));
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.range).toBeUndefined();
    // The client resumes from what reached it, which can be less than what the server wrote before closing.
    const resumedAt = Number(/^bytes=(\d+)-$/.exec(server.requests[1]?.range ?? '')?.[1]);
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(dropAt);
    expect(server.requests[1]?.ifRange).toBe('"v1"');
    expect(clock.slept).toEqual([1000]);
    expect(log.text()).toContain(`resuming from byte ${resumedAt}`);
    expect(log.text()).not.toContain('SECRET');
  });

  test('starts over when the server answers a resume with the whole bundle (200)', async () => {
    const body = await largeBundle();
    const server = await serve((request, response, index) =>
      sendBody(request, response, body, {
        dropAfter: index === 0 ? 500_000 : undefined,
        ignoreRange: true,
        etag: '"v1"',
      }),
    );
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length));

    const result = await fetchAndVerifyBundle(options);

    expect(server.requests[1]?.range).toMatch(/^bytes=\d+-$/);
    expect(result.sha256).toBe(sha256(body));
    expect(sha256(await readFile(options.destination))).toBe(sha256(body));
  });

  test('asks for a fresh link when the link expires mid-download, and goes on from the same byte', async () => {
    const body = await largeBundle();
    const dropAt = Math.floor(body.length / 2);
    const server = await serve((request, response, index) => {
      if (request.url?.includes('sig=old')) {
        if (index === 0) sendBody(request, response, body, { dropAfter: dropAt, etag: '"v1"' });
        else sendExpired(response);
      } else {
        sendBody(request, response, body, { etag: '"v1"' });
      }
    });
    const resumedAt = () => server.requests[1]?.range;
    const directory = await scratch();
    const fresh = bundleAt(server.link('/b.tar.gz?sig=new'), body.length);
    let refreshes = 0;
    const { options, log } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz?sig=old'), body.length), {
      refreshBundle: () => {
        refreshes++;
        return Promise.resolve(fresh);
      },
    });

    const result = await fetchAndVerifyBundle(options);

    expect(refreshes).toBe(1);
    expect(result.bundle).toBe(fresh);
    expect(result.sha256).toBe(sha256(body));
    expect(resumedAt()).toMatch(/^bytes=\d+-$/);
    expect(server.requests.map((r) => [r.url, r.range])).toEqual([
      ['/b.tar.gz?sig=old', undefined],
      ['/b.tar.gz?sig=old', resumedAt()],
      ['/b.tar.gz?sig=new', resumedAt()],
    ]);
    expect(log.text()).toContain('expired');
    expect(log.text()).not.toContain('sig=');
  });

  test('gives up when fresh links keep coming back expired', async () => {
    const server = await serve((_request, response) => sendExpired(response));
    const directory = await scratch();
    let refreshes = 0;
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz?sig=1')), {
      refreshBundle: () => Promise.resolve(bundleAt(server.link(`/b.tar.gz?sig=${++refreshes + 1}`))),
    });

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toMatch(/kept expiring.*clock/);
    expect(refreshes).toBe(3);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });

  test('a failing refresh names the service error', async () => {
    const server = await serve((_request, response) => sendExpired(response));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz?sig=1')), {
      refreshBundle: () => Promise.reject(new Error('409: the job is not completed')),
    });

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toContain('fresh one failed: 409: the job is not completed');
  });

  test('a refresh the service refuses fails as the service’s failure, not the bundle’s', async () => {
    const server = await serve((_request, response) => sendExpired(response));
    const directory = await scratch();
    const refused = new ServiceError('unauthorized', 'POST /bundle: 401 Unauthorized', { status: 401 });
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz?sig=1')), {
      refreshBundle: () => Promise.reject(refused),
    });

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.kind).toBe('service');
    expect(error.cause).toBe(refused);
  });

  test('a body that stalls longer than the request timeout is resumed', async () => {
    const body = await largeBundle();
    const server = await serve((request, response, index) => {
      if (index > 0) return sendBody(request, response, body, { etag: '"v1"' });
      response.writeHead(200, { 'content-length': String(body.length), etag: '"v1"' });
      response.write(body.subarray(0, 300_000)); // then nothing: the connection stays open, so any limit is met
    });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length), {
      // Long enough that a healthy answer on a busy machine never trips it (the stalled one does at any length).
      requestTimeoutMs: 2_000,
    });

    const result = await fetchAndVerifyBundle(options);

    expect(server.requests[1]?.range).toMatch(/^bytes=\d+-$/);
    expect(result.sha256).toBe(sha256(body));
  });

  test('a resume answered with a range that starts elsewhere starts over from byte 0', async () => {
    const body = await largeBundle();
    const server = await serve((request, response, index) => {
      if (index === 0) return sendBody(request, response, body, { dropAfter: 400_000, etag: '"v1"' });
      if (index === 1) {
        response.writeHead(206, {
          'content-range': `bytes 0-${body.length - 1}/${body.length}`,
          'content-length': String(body.length),
        });
        return response.end(body);
      }
      sendBody(request, response, body, { etag: '"v1"' });
    });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length));

    const result = await fetchAndVerifyBundle(options);

    expect(server.requests.map((r) => r.range === undefined)).toEqual([true, false, true]);
    expect(result.sha256).toBe(sha256(body));
  });

  test('retries a transient 503 after its Retry-After', async () => {
    const body = await bundleOf(sitePages(2));
    const server = await serve((request, response, index) => {
      if (index === 0) response.writeHead(503, { 'retry-after': '7' }).end('busy');
      else sendBody(request, response, body);
    });
    const directory = await scratch();
    const { options, clock } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length));

    const result = await fetchAndVerifyBundle(options);

    expect(result.sha256).toBe(sha256(body));
    expect(clock.slept).toEqual([7000]);
  });

  test('gives up after maxResumes broken connections, with backoff between tries', async () => {
    const body = await largeBundle();
    const server = await serve((request, response) =>
      sendBody(request, response, body, { dropAfter: 100_000, etag: '"v1"' }),
    );
    const directory = await scratch();
    const { options, clock } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length), {
      maxResumes: 3,
    });

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toMatch(/failed after 3 retries/);
    expect(clock.slept).toEqual([1000, 2000, 4000]);
    const offsets = server.requests.map((r) => Number(/^bytes=(\d+)-$/.exec(r.range ?? 'bytes=0-')?.[1]));
    expect(offsets).toHaveLength(4);
    expect(offsets[0]).toBe(0);
    for (let i = 1; i < offsets.length; i++) expect(offsets[i]).toBeGreaterThan(offsets[i - 1] ?? 0);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });
});

describe('size checks', () => {
  test('sizeBytes other than Content-Length is a content finding: the bytes that arrived are the bundle', async () => {
    const body = await bundleOf(sitePages(3));
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length + 10));

    const result = await fetchAndVerifyBundle(options);

    expect(result.sha256).toBe(sha256(body));
    expect(result.content.findings).toEqual([
      {
        check: 'size',
        message: `The bundle is ${body.length} bytes, but the service announced ${body.length + 10} (sizeBytes)`,
      },
    ]);
    expect(result.content.size).toEqual({ downloaded: body.length, announced: body.length + 10 });
    expect(result.warnings).toEqual([
      `The bundle is ${body.length} bytes, but the service announced ${body.length + 10} (sizeBytes).`,
    ]);
  });

  test('with content-check: error the sizeBytes difference fails, and nothing is left; with off it is not even looked at', async () => {
    const body = await bundleOf(sitePages(3));
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const strict = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length - 5), {
      contentCheck: 'error',
    });
    const error = await expectBundleError(fetchAndVerifyBundle(strict.options), 'content');
    expect(error.message).toMatch(
      /^Content check failed: The bundle is \d+ bytes, but the service announced \d+ \(sizeBytes\)\. .*content-check to warn/,
    );
    expect(await namesIn(dirname(strict.options.destination))).toEqual([]);

    const off = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length - 5), {
      contentCheck: 'off',
    });
    const result = await fetchAndVerifyBundle(off.options);
    expect(result.content.findings).toEqual([]);
    expect(result.warnings).toEqual([]);
  });

  test('a body without Content-Length that runs past sizeBytes is read to its end', async () => {
    const body = await bundleOf(sitePages(3));
    const server = await serve((request, response) => sendBody(request, response, body, { contentLength: 'none' }));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length - 5));

    const result = await fetchAndVerifyBundle(options);
    expect(result.sizeBytes).toBe(body.length);
    expect(result.content.findings.map((finding) => finding.check)).toEqual(['size']);
  });

  test('a body without Content-Length that ends short of sizeBytes is resumed against its ETag', async () => {
    const body = await largeBundle();
    const cut = 200_000;
    const server = await serve((request, response, index) => {
      if (index === 0) {
        response.writeHead(200, { 'content-type': 'application/gzip', etag: '"v1"' });
        response.end(body.subarray(0, cut));
      } else {
        sendBody(request, response, body, { etag: '"v1"' });
      }
    });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length));

    const result = await fetchAndVerifyBundle(options);

    expect(server.requests[1]?.range).toBe(`bytes=${cut}-`);
    expect(server.requests[1]?.ifRange).toBe('"v1"');
    expect(result.sha256).toBe(sha256(body));
  });

  test('a body without Content-Length whose end the server confirms (416 at that size) is the bundle, sizeBytes only a finding', async () => {
    const body = await bundleOf(sitePages(3));
    const server = await serve((request, response, index) => {
      if (index === 0) {
        response.writeHead(200, { 'content-type': 'application/gzip', etag: '"v1"' });
        return response.end(body);
      }
      sendBody(request, response, body, { etag: '"v1"' });
    });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length + 1000));

    const result = await fetchAndVerifyBundle(options);

    expect(server.requests.map((r) => r.range)).toEqual([undefined, `bytes=${body.length}-`]);
    expect(result.sha256).toBe(sha256(body));
    expect(result.content.findings.map((finding) => finding.check)).toEqual(['size']);
  });
});

describe('links and refusals', () => {
  test('refuses an http:// link to a host that is not loopback, without showing its query', async () => {
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(`http://bucket.example.com/b.tar.gz?${SIGNATURE}`));
    await mkdir(dirname(options.destination), { recursive: true });
    await writeFile(options.destination, 'bundle of an earlier run');

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toContain('http://bucket.example.com/b.tar.gz');
    expect(error.message).not.toContain('SECRET');
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });

  test('refuses a redirect to plain http:// elsewhere, and follows one on loopback', async () => {
    const body = await bundleOf(sitePages(2));
    const server = await serve((request, response) => {
      if (request.url === '/away') response.writeHead(302, { location: 'http://mirror.example.com/b.tar.gz' }).end();
      else if (request.url === '/moved') response.writeHead(307, { location: '/b.tar.gz' }).end();
      else sendBody(request, response, body);
    });
    const directory = await scratch();

    const refused = downloadOptions(directory, bundleAt(server.link('/away')));
    const error = await expectBundleError(fetchAndVerifyBundle(refused.options), 'download');
    expect(error.message).toContain('http://mirror.example.com/b.tar.gz');

    const followed = downloadOptions(directory, bundleAt(server.link('/moved'), body.length));
    expect((await fetchAndVerifyBundle(followed.options)).sha256).toBe(sha256(body));
  });

  test('a 404 says the object is gone', async () => {
    const server = await serve((_request, response) =>
      response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>'),
    );
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link(`/b.tar.gz?${SIGNATURE}`)));

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toMatch(/not found.*answered 404 NoSuchKey.*run the export again/);
    expect(error.message).not.toContain('SECRET');
  });

  test('a 403 that is not an expiry fails without echoing what the store sent back', async () => {
    const server = await serve((_request, response) =>
      response
        .writeHead(403)
        .end(
          `<Error><Code>SignatureDoesNotMatch</Code><Message>no</Message><SignatureProvided>${SIGNATURE}</SignatureProvided></Error>`,
        ),
    );
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz?sig=1')), {
      refreshBundle: () => Promise.reject(new Error('must not refresh')),
    });

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toContain('403 SignatureDoesNotMatch');
    expect(error.message).not.toContain('SECRET');
  });

  test('a failed download removes a bundle left at the destination by an earlier run', async () => {
    const server = await serve((_request, response) => response.writeHead(404).end());
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz')));
    await mkdir(dirname(options.destination), { recursive: true });
    await writeFile(options.destination, 'bundle of an earlier run');

    await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });

  test('a destination that is a directory is refused with the input named', async () => {
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt('http://127.0.0.1:9/b.tar.gz'));
    await mkdir(join(options.destination), { recursive: true });

    const error = await expectBundleError(fetchAndVerifyBundle(options), 'download');
    expect(error.message).toContain('bundle-path');
  });
});

describe('download progress', () => {
  test('logs every 10% of a known size, or after 5 s without a line', () => {
    const log = memoryLog();
    let now = 0;
    const progress = createDownloadProgress(log, { now: () => now, sleep: async () => {} });
    progress.setTotal(1_024_000);
    for (let received = 51_200; received <= 1_024_000; received += 51_200) progress.update(received);
    expect(log.entries.map((e) => e.message)).toHaveLength(10);
    expect(log.entries[0]?.message).toBe('Downloaded 100 KiB of 1000 KiB (10%)');

    const slow = memoryLog();
    const unknown = createDownloadProgress(slow, { now: () => now, sleep: async () => {} });
    unknown.update(1_000);
    now += 5_000;
    unknown.update(2 * 1024 * 1024);
    expect(slow.entries.map((e) => e.message)).toEqual(['Downloaded 2.0 MiB, 410 KiB/s']);
  });
});

describe('the rename into place', () => {
  const locked = (code: string) => Object.assign(new Error(`${code}: operation not permitted, rename`), { code });

  test('retries briefly while Windows holds the new file (EPERM, EBUSY, EACCES), then succeeds', async () => {
    const clock = virtualClock();
    const failures = ['EPERM', 'EBUSY', 'EACCES'];
    const calls: string[] = [];
    await renameRetrying('/tmp/a.part', '/tmp/a', clock, (from, to) =>
      settled(() => {
        calls.push(`${from} -> ${to}`);
        const code = failures.shift();
        if (code) throw locked(code);
      }),
    );
    expect(calls).toHaveLength(4);
    expect(clock.slept).toEqual([100, 250, 500]);
  });

  test('gives up after a few seconds, and at once on any other error', async () => {
    const clock = virtualClock();
    await expect(
      renameRetrying('/tmp/a.part', '/tmp/a', clock, async () => Promise.reject(locked('EBUSY'))),
    ).rejects.toThrow(/Could not move the verified bundle to \/tmp\/a \(EBUSY\)/);
    expect(clock.slept.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(5000);

    const once = virtualClock();
    await expect(
      renameRetrying('/tmp/a.part', '/tmp/a', once, async () => Promise.reject(locked('EXDEV'))),
    ).rejects.toThrow(/EXDEV/);
    expect(once.slept).toEqual([]);
  });
});
