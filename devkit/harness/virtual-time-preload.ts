/**
 * Loaded with `--import` (virtual-time.ts gives the argument) into a child that runs the sources, never dist/; for
 * a child of the test run's bundle, from that bundle (sources-bundle.ts builds it in), so that it changes the
 * entry's own clock module. The child's clock (`systemClock`, which src/main.ts and src/cli/main.ts hand to the
 * run) sleeps no real time. Each sleep moves the child's time and the emulator's, through its control API, by as
 * long as it would have slept, so job durations, poll floors and back-offs pass at once and the child and the
 * emulator agree on the time. Real timers (request deadlines, the harness's watchdog) are left as they are. The
 * emulator's address comes in this module's own URL, not in a variable the action reads. The download process the
 * action forks (with DOWNLOAD_NODE_FLAGS) loads this module too, so its resume back-offs are virtual as well.
 */
import http from 'node:http';
import { DOWNLOAD_NODE_FLAGS } from '../../src/bundle/download/download-process-flags.ts';
import { systemClock } from '../../src/util/clock.ts';

const emulator = new URL(import.meta.url).searchParams.get('emulator');

/**
 * Moves the emulator's clock forward by `ms` and returns its time (the child starts at the emulator's time). A fresh
 * connection each time (`agent: false`): a kept-alive one the emulator closes while idle fails the next request
 * ("fetch failed") when the child's sleeps are seconds apart on a busy machine, and a move is not safe to repeat.
 */
function advanceEmulator(ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ advanceSeconds: ms / 1000 });
    const request = http.request(
      `${emulator}/_emulator/clock`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const { now } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { now: string };
            resolve(Date.parse(now));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let offset = emulator ? (await advanceEmulator(0)) - Date.now() : 0;

systemClock.now = () => Date.now() + offset;
systemClock.sleep = async (ms, signal) => {
  signal?.throwIfAborted();
  const step = Math.max(0, ms);
  offset += step;
  if (emulator) await advanceEmulator(step);
};

if (!DOWNLOAD_NODE_FLAGS.includes(`--import=${import.meta.url}`))
  DOWNLOAD_NODE_FLAGS.push(`--import=${import.meta.url}`);
