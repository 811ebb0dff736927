// Issue 12, findings 5, 6 and 7: what a hostile or broken storage server could make the download do.
// Each test is named after the attack; on the download as it was (hand-written client, no deadline,
// no byte cap, no absolute limits, Range without If-Range) each of them fails or hangs.
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleOf, sitePages, tarOf } from '../../../devkit/bundle/archives.ts';
import { sendBody } from '../../../devkit/bundle/bundle-server.ts';
import { fetchAndVerifyBundle } from '../../../src/bundle/download/fetch.ts';
import { createHttpDispatcher } from '../../../src/client/dispatcher.ts';
import { bundleAt, downloadOptions, namesIn, refusal, useTestResources } from '../support/harness.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const { serve, scratch, later } = useTestResources();

describe('issue 12, finding 5: the download has no overall bounds', () => {
  test('a server that drips one byte per request-timeout cannot hold the job past the download deadline', async () => {
    const body = await bundleOf(sitePages(3));
    let timer: NodeJS.Timeout | undefined;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': String(body.length), etag: '"v1"' });
      let sent = 0;
      // Never done, and never silent for as long as the idle timer (request-timeout 10 s, above the 1.5 s
      // deadline): whatever the machine's pace, only the overall deadline can end it.
      timer = setInterval(() => response.write(body.subarray(sent, ++sent)), 100);
      response.on('close', () => clearInterval(timer));
    });
    later(() => {
      clearInterval(timer);
      return Promise.resolve();
    });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length), {
      requestTimeoutMs: 10_000,
      timeoutMs: 1500,
    });

    const error = await refusal(fetchAndVerifyBundle(options));

    expect(error.stage).toBe('download');
    expect(error.message).toMatch(/did not finish within 2s \(timeout\)/);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  }, 20_000);

  test('a body with no length that never ends (empty deflate blocks: bytes that inflate to nothing) stops at the byte cap', async () => {
    // A gzip header, then endless empty stored blocks: 5 bytes each, no output, so no ratio or unpacked limit trips.
    const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
    const emptyBlocks = Buffer.alloc(5 * 64 * 1024);
    for (let at = 0; at < emptyBlocks.length; at += 5) emptyBlocks.set([0x00, 0x00, 0x00, 0xff, 0xff], at);
    let sentBytes = 0;
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/gzip' });
      const pump = () => {
        while (!response.destroyed) {
          sentBytes += emptyBlocks.length;
          if (!response.write(sentBytes === emptyBlocks.length ? Buffer.concat([header, emptyBlocks]) : emptyBlocks)) {
            response.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    const directory = await scratch();
    const cap = 4 * 1024 * 1024;
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz')), { maxUnpackedBytes: cap });

    const error = await refusal(fetchAndVerifyBundle(options));

    expect(error.message).toMatch(/larger than 4\.\d MiB \(max-unpacked-size bounds the download too\)/);
    // The server kept writing until the client hung up: only socket buffers beyond the cap.
    expect(sentBytes).toBeLessThan(cap + 8 * 1024 * 1024);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  }, 20_000);

  test('a Content-Length above the byte cap is refused before any of the body is read', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      response.write(Buffer.alloc(1024));
    });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz')), {
      maxUnpackedBytes: 1024 * 1024,
    });

    const error = await refusal(fetchAndVerifyBundle(options));
    expect(error.message).toMatch(/the server announces 50\.0 MiB/);
  });

  describe('redirects', () => {
    let certificates: { key: Buffer; cert: Buffer; directory: string } | undefined;
    beforeAll(() => {
      const directory = mkdtempSync(join(tmpdir(), 'bundle-tls-'));
      try {
        execFileSync(
          'openssl',
          [
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-keyout',
            join(directory, 'key.pem'),
            '-out',
            join(directory, 'cert.pem'),
            '-days',
            '1',
            '-subj',
            '/CN=localhost',
            '-addext',
            'subjectAltName=DNS:localhost,IP:127.0.0.1',
          ],
          { stdio: 'ignore' },
        );
        certificates = {
          key: readFileSync(join(directory, 'key.pem')),
          cert: readFileSync(join(directory, 'cert.pem')),
          directory,
        };
      } catch {
        rmSync(directory, { recursive: true, force: true });
      }
    });
    afterAll(() => {
      if (certificates) rmSync(certificates.directory, { recursive: true, force: true });
    });

    test('a redirect from an https link to plain http (here on loopback) is not followed, and the link is not sent there', async ({
      skip,
    }) => {
      if (!certificates) return skip();
      const body = await bundleOf(sitePages(2));
      const plain = await serve((request, response) => sendBody(request, response, body));
      const tls = createHttpsServer({ key: certificates.key, cert: certificates.cert }, (_request, response) => {
        response.writeHead(302, { location: plain.link('/stolen.tar.gz') }).end();
      });
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
      later(() => new Promise((resolve) => tls.close(() => resolve())));
      const http = createHttpDispatcher({ env: {}, agent: { connect: { ca: certificates.cert } } });
      later(() => http.close());
      const directory = await scratch();
      const link = `https://127.0.0.1:${(tls.address() as AddressInfo).port}/b.tar.gz?X-Amz-Signature=SECRET`;
      const { options } = downloadOptions(directory, bundleAt(link), { http });

      const error = await refusal(fetchAndVerifyBundle(options));

      expect(error.message).toMatch(
        /Refusing a redirect of the bundle download from https:\/\/ to http:\/\/127\.0\.0\.1:\d+\/stolen\.tar\.gz/,
      );
      expect(error.message).not.toContain('SECRET');
      expect(plain.requests).toEqual([]);
    });
  });
});

describe('issue 12, finding 6: no absolute decompression limit', () => {
  /** A file of zeros with a byte set every 128: about 100 times smaller compressed, well under the 1000:1 bomb ratio. */
  const sparse = (bytes: number) => {
    const content = Buffer.alloc(bytes);
    for (let at = 0; at < bytes; at += 128) content[at] = (at * 2654435761) & 0xff;
    return content;
  };

  test('a bundle that unpacks to far more than it downloads is refused at max-unpacked-size while streaming, nothing written', async () => {
    const body = gzipSync(
      await tarOf(sitePages(3, [{ name: 'assets/filler.bin', content: sparse(32 * 1024 * 1024) }])),
      { level: 9 },
    );
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length), {
      maxUnpackedBytes: 8 * 1024 * 1024,
    });

    const error = await refusal(fetchAndVerifyBundle(options));

    expect(error.stage).toBe('verification');
    expect(error.message).toMatch(/unpacks to more than 8\.0 MiB \(max-unpacked-size\)/);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });

  test('a bundle of many tiny entries (a file-count bomb) is refused at max-entries while streaming', async () => {
    const entries = sitePages(3);
    for (let i = 0; i < 2000; i++) entries.push({ name: `x/${i}`, content: '' });
    const body = await bundleOf(entries);
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), body.length), {
      maxEntries: 1000,
    });

    const error = await refusal(fetchAndVerifyBundle(options));
    expect(error.message).toMatch(/holds more than 1,000 entries \(max-entries\)/);
    expect(await namesIn(dirname(options.destination))).toEqual([]);
  });
});

describe('issue 12, finding 7: resume without a validator', () => {
  /** Two versions of the object at one link, told apart by their ETag (or by nothing). */
  async function changingObject(etags: { first?: string; second?: string }) {
    const first = await bundleOf(sitePages(12, [{ name: 'assets/one.bin', content: randomBytes(1024 * 1024) }]));
    const second = await bundleOf(sitePages(12, [{ name: 'assets/two.bin', content: randomBytes(1024 * 1024) }]));
    const server = await serve((request, response, index) => {
      if (index === 0)
        return sendBody(request, response, first, { dropAfter: Math.floor(first.length * 0.4), etag: etags.first });
      // From now on the object is the second version. A server that honours If-Range answers a
      // range against another ETag with the whole new object; this one, like a careless proxy, does
      // not look at If-Range at all, so only the client can keep the two apart.
      sendBody(request, response, second, { etag: etags.second });
    });
    return { first, second, server };
  }

  test('an object replaced mid-download with no strong ETag is not spliced: the download starts over from byte 0', async () => {
    for (const etags of [{}, { first: 'W/"v1"', second: 'W/"v2"' }]) {
      const { second, server } = await changingObject(etags);
      const directory = await scratch();
      const { options, log } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), second.length));

      const result = await fetchAndVerifyBundle(options);

      expect(server.requests.map((r) => r.range)).toEqual([undefined, undefined]);
      expect(result.sha256).toBe(sha256(second));
      expect(log.text()).toContain('no strong ETag to resume against');
    }
  });

  test('a resume is sent with If-Range, and a 206 of another ETag is not spliced either', async () => {
    const { second, server } = await changingObject({ first: '"v1"', second: '"v2"' });
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(server.link('/b.tar.gz'), second.length));

    const result = await fetchAndVerifyBundle(options);

    expect(server.requests[1]?.range).toMatch(/^bytes=\d+-$/);
    expect(server.requests[1]?.ifRange).toBe('"v1"');
    expect(server.requests[2]?.range).toBeUndefined();
    expect(result.sha256).toBe(sha256(second));
  });
});
