// One download as the action does it, in its own process so the bench can read its peak RSS.
// Usage: node bench/download-child.ts <url> <destination> [sizeBytes]
import { fetchAndVerifyBundle } from '../src/export/download/fetch-bundle.ts';
import { systemClock } from '../src/util/clock.ts';
import type { Log } from '../src/util/log.ts';

const [url, destination, size] = process.argv.slice(2);
if (!url || !destination) {
  console.error('usage: node bench/download-child.ts <url> <destination> [sizeBytes]');
  process.exit(2);
}

const quiet: Log = {
  info: () => {},
  debug: () => {},
  notice: () => {},
  warning: (message) => console.error(`warning: ${message}`),
  error: (message) => console.error(`error: ${message}`),
  group: (_name, fn) => fn(),
};

const verified = await fetchAndVerifyBundle({
  bundle: { bundleUrl: url, sizeBytes: size ? Number(size) : undefined, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  refreshBundle: () => Promise.reject(new Error('the bench link does not expire')),
  destination,
  airgapCheck: 'warn',
  requestTimeoutMs: 30_000,
  clock: systemClock,
  log: quiet,
});
console.log(
  JSON.stringify({
    sha256: verified.sha256,
    sizeBytes: verified.sizeBytes,
    pageCount: verified.pageCount,
    maxRssKB: process.resourceUsage().maxRSS,
  }),
);
