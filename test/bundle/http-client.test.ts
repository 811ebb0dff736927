import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBodyDecoder } from '../../src/bundle/download/http-body.ts';
import { httpGet } from '../../src/bundle/download/http-get.ts';
import type { ResponseHead } from '../../src/bundle/download/http-head.ts';

/** The bundle download reads through its own small HTTP/1.1 client (one reused buffer); these pin its framing and trust. */

const payload = Buffer.from(Array.from({ length: 3000 }, (_, i) => String.fromCharCode(97 + (i % 26))).join(''));

function chunked(body: Buffer, sizes: number[]): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const size of sizes) {
    const piece = body.subarray(at, at + size);
    at += piece.length;
    parts.push(Buffer.from(`${piece.length.toString(16)};ext=1\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\nX-Trailer: yes\r\n\r\n'));
  return Buffer.concat(parts);
}

function decodeInPieces(head: ResponseHead, wire: Buffer, cuts: number[]): { body: Buffer; done: boolean; consumed: number } {
  const decoder = createBodyDecoder(head);
  const out: Buffer[] = [];
  let consumed = 0;
  let at = 0;
  for (const cut of [...cuts, wire.length]) {
    const piece = wire.subarray(at, cut);
    at = cut;
    consumed += decoder.push(piece, (data) => void out.push(Buffer.from(data)));
  }
  return { body: Buffer.concat(out), done: decoder.done, consumed };
}

const chunkedHead: ResponseHead = { status: 200, statusText: 'OK', headers: { 'transfer-encoding': 'chunked' } } as ResponseHead;

describe('body framing', () => {
  it('decodes a chunked body cut at every single byte boundary', () => {
    const wire = chunked(payload.subarray(0, 200), [1, 17, 64, 118]);
    for (let cut = 1; cut < wire.length; cut += 1) {
      const { body, done, consumed } = decodeInPieces(chunkedHead, wire, [cut]);
      expect(body.equals(payload.subarray(0, 200)), `cut at ${cut}`).toBe(true);
      expect(done).toBe(true);
      expect(consumed).toBe(wire.length);
    }
  });

  it('decodes a chunked body cut at many random points', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 200; round += 1) {
      const sizes = Array.from({ length: 12 }, () => 1 + Math.floor(random() * 400));
      const wire = chunked(payload, sizes);
      const cuts = Array.from({ length: 8 }, () => Math.floor(random() * wire.length)).sort((a, b) => a - b);
      const expected = payload.subarray(0, sizes.reduce((a, b) => a + b, 0));
      expect(decodeInPieces(chunkedHead, wire, cuts).body.equals(expected)).toBe(true);
    }
  });

  it('stops a Content-Length body at its length and refuses bad framing', () => {
    const head = { status: 200, statusText: 'OK', headers: { 'content-length': '5' } } as unknown as ResponseHead;
    const { body, done, consumed } = decodeInPieces(head, Buffer.from('helloEXTRA'), [2]);
    expect(body.toString()).toBe('hello');
    expect(done).toBe(true);
    expect(consumed).toBe(5);
    expect(() => createBodyDecoder({ ...head, headers: { 'content-length': '-1' } } as unknown as ResponseHead)).toThrow(/Content-Length/);
    expect(() => createBodyDecoder({ ...head, headers: { 'transfer-encoding': 'gzip' } } as unknown as ResponseHead)).toThrow(/Transfer-Encoding/);
    expect(() => decodeInPieces(chunkedHead, Buffer.from('zz\r\nab\r\n0\r\n\r\n'), [])).toThrow();
  });
});

describe('httpGet over a real socket', () => {
  let server: http.Server | https.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function listen(s: http.Server | https.Server): Promise<number> {
    server = s;
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return (s.address() as AddressInfo).port;
  }

  it('keeps every byte of a chunked body when the reader is slower than the socket', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 0);
    for (let i = 0; i < big.length; i += 1) big[i] = (i * 31) & 0xff;
    const port = await listen(
      http.createServer((_req, res) => {
        res.writeHead(200, { 'transfer-encoding': 'chunked' });
        for (let at = 0; at < big.length; at += 10_000) res.write(big.subarray(at, at + 10_000));
        res.end();
      }),
    );
    const response = await httpGet({ url: new URL(`http://127.0.0.1:${port}/b`), headers: {}, timeoutMs: 5_000 });
    const hash = createHash('sha256');
    let pieces = 0;
    await response.body.read((piece) => {
      hash.update(piece);
      pieces += 1;
      // Every 8th piece asks the reader to pause: the socket must wait, not overwrite the buffer.
      return pieces % 8 === 0 ? new Promise((resolve) => setTimeout(resolve, 2)) : undefined;
    });
    expect(hash.digest('hex')).toBe(createHash('sha256').update(big).digest('hex'));
  });

  it('fails a body cut short by the server', async () => {
    const port = await listen(
      http.createServer((req, res) => {
        res.writeHead(200, { 'content-length': '1000' });
        res.write(Buffer.alloc(100));
        setTimeout(() => req.socket.destroy(), 20);
      }),
    );
    const response = await httpGet({ url: new URL(`http://127.0.0.1:${port}/b`), headers: {}, timeoutMs: 5_000 });
    await expect(response.body.read(() => undefined)).rejects.toThrow();
  });

  describe('TLS', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-'));
    const haveOpenssl = spawnSync('openssl', ['version']).status === 0;
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    if (haveOpenssl) {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
    }
    const tlsServer = () => https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (_req, res) => res.end('secret bundle'));

    it.skipIf(!haveOpenssl)('refuses a certificate no authority vouches for', async () => {
      const port = await listen(tlsServer());
      await expect(httpGet({ url: new URL(`https://localhost:${port}/b`), headers: {}, timeoutMs: 5_000 })).rejects.toThrow(/self[- ]signed|certificate/i);
    });

    it.skipIf(!haveOpenssl)('checks the name and reads the body when the authority is trusted', async () => {
      const port = await listen(tlsServer());
      // NODE_EXTRA_CA_CERTS is read at start-up only, so the trusting client runs in a child process.
      const script = `import { httpGet } from ${JSON.stringify(new URL('../../src/bundle/download/http-get.ts', import.meta.url).pathname)};
        const r = await httpGet({ url: new URL(process.argv[1]), headers: {}, timeoutMs: 5000 });
        let text = ''; await r.body.read((p) => { text += p.toString(); }); console.log(r.status, text);`;
      const run = (url: string) =>
        new Promise<{ code: number | null; out: string }>((resolve) => {
          const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, url], { env: { ...process.env, NODE_EXTRA_CA_CERTS: cert }, encoding: 'utf8' });
          resolve({ code: child.status, out: `${child.stdout}${child.stderr}` });
        });
      // spawnSync would block the server in this process: serve from a second process instead.
      server?.close();
      server = undefined;
      const serverScript = `import https from 'node:https'; import fs from 'node:fs';
        const s = https.createServer({ key: fs.readFileSync(${JSON.stringify(key)}), cert: fs.readFileSync(${JSON.stringify(cert)}) }, (q, r) => r.end('secret bundle'));
        const other = https.createServer({ key: fs.readFileSync(${JSON.stringify(key)}), cert: fs.readFileSync(${JSON.stringify(cert)}) }, (q, r) => r.end('secret bundle'));
        s.listen(${port}, '127.0.0.1', () => other.listen(${port}, '127.0.0.2', () => console.log('ready')));`;
      const { spawn } = await import('node:child_process');
      const serving = spawn(process.execPath, ['--input-type=module', '-e', serverScript]);
      await new Promise<void>((resolve) => serving.stdout.once('data', () => resolve()));
      try {
        const trusted = await run(`https://localhost:${port}/b`);
        expect(trusted.out).toContain('200 secret bundle');
        // 127.0.0.2 answers with the same certificate, which does not name it.
        const wrongName = await run(`https://127.0.0.2:${port}/b`);
        expect(wrongName.code).not.toBe(0);
        expect(wrongName.out).toMatch(/altnames|does not match/i);
        expect(wrongName.out).not.toContain('secret bundle');
      } finally {
        serving.kill();
      }
    });
  });
});
