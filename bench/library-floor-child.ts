// One pass of bench/library-floor.ts, in its own process so its CPU time is its own: prints one JSON line.
// argv: <stage> <bundle link> <scratch file>. Stages: `undici` (receive and discard), `pipeline` (undici, then the
// action's shape with none of its checks: 1 MiB pieces, SHA-256, the file, gzip, tar's parser).
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser } from 'tar/parse';
import type { ReadEntry } from 'tar/read-entry';
import { request } from 'undici';

const [stage, link, scratch] = process.argv.slice(2);
if (!stage || !link || !scratch) throw new Error('usage: library-floor-child.ts <stage> <link> <scratch file>');
const url = new URL(link);
const started = performance.now();
const cpu = process.cpuUsage();
let bytes = 0;

if (stage === 'undici') {
  const { body } = await request(url);
  for await (const chunk of body as AsyncIterable<Buffer>) bytes += chunk.length;
} else if (stage === 'pipeline') {
  const hash = createHash('sha256');
  const file = createWriteStream(scratch);
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  const parser = new Parser({ strict: true });
  parser.on('entry', (entry: ReadEntry) => entry.resume());
  gunzip.on('data', (piece: Buffer) => parser.write(piece));
  const piece = Buffer.allocUnsafe(1024 * 1024);
  let used = 0;
  const handOn = async () => {
    const full = piece.subarray(0, used);
    hash.update(full);
    await Promise.all([
      new Promise((resolve) => file.write(full, resolve)),
      new Promise((resolve) => gunzip.write(full, resolve)),
    ]);
    used = 0;
  };
  const { body } = await request(url);
  await pipeline(
    body,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        const take = async () => {
          for (let at = 0; at < chunk.length;) {
            const copied = chunk.copy(piece, used, at);
            used += copied;
            at += copied;
            if (used === piece.length) await handOn();
          }
        };
        take().then(() => done(), done);
      },
    }),
  );
  if (used > 0) await handOn();
  gunzip.end();
  await once(gunzip, 'end');
  parser.end();
  file.end();
  await once(file, 'close');
  hash.digest('hex');
  await rm(scratch, { force: true });
} else {
  throw new Error(`unknown stage ${stage}`);
}
const used = process.cpuUsage(cpu);
console.log(
  JSON.stringify({
    stage,
    bytes,
    wallSeconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  }),
);
