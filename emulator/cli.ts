// Runs the emulator on its own: `npm run emulator -- --port 8787`.
import { parseArgs } from 'node:util';
import { allApiKeys, allProjects } from './accounts.ts';
import type { FaultConfig } from './fault-config.ts';
import { parseFaultPatch } from './fault-schema.ts';
import { startEmulator } from './server.ts';

const USAGE = `Usage: npm run emulator -- [options]

  --port <n>          port to listen on (default 8787; 0 picks a free one)
  --host <address>    address to bind (default 127.0.0.1)
  --job-seconds <n>   time a static export job takes to complete (default 8)
  --deploy-seconds <n>
                      time a deployment takes to succeed (default 12)
  --link-ttl <time>   lifetime of bundle links: seconds, or 90s, 15m, 2h, 7d (default 7d)
  --seed <n>          seed of the analytics data set (default 42)
  --faults <json>     initial fault settings, e.g. '{"jobOutcome":"fail"}'
  --store-dir <dir>   where bundles are written (default: a temporary directory)
  --help              show this help`;

class UsageError extends Error {}

function parseDuration(text: string, flag: string): number {
  const m = /^(\d+(?:\.\d+)?)(s|m|h|d)?$/.exec(text.trim());
  if (!m)
    throw new UsageError(`${flag} must be a number of seconds or a duration like 90s, 15m, 2h, 7d (got "${text}")`);
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[(m[2] ?? 's') as 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

function parseNumber(text: string, flag: string): number {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < 0)
    throw new UsageError(`${flag} must be a number >= 0 (got "${text}")`);
  return n;
}

function parseFaults(text: string): Partial<FaultConfig> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`--faults must be JSON (got ${text})`);
  }
  const parsed = parseFaultPatch(json);
  if (!parsed.ok) throw new UsageError(`--faults is invalid:\n  ${parsed.problems.join('\n  ')}`);
  return parsed.patch;
}

function banner(url: string, keys: Record<string, string>): string {
  const projects = allProjects()
    .filter((p) => p.orgId !== 'globex')
    .map((p) => {
      const absent = Object.entries(p.features).filter(([, state]) => state === 'absent');
      const note = absent.length > 0 ? `; 404 for ${absent.map(([feature]) => feature).join(' and ')}` : '';
      return `${p.id} (${p.pageCount.toLocaleString('en-US')} pages${note})`;
    })
    .join(', ');
  // Each other key with what it meets, from the accounts themselves (the README's keys table says the same).
  const otherKeys = allApiKeys()
    .filter((k) => k.name !== 'demo')
    .map((k) => `${k.name}: ${keys[k.name] ?? k.key}\n                    ${k.behaviour}`)
    .join('\n                  ');
  return `Docs service emulator listening on ${url}

  API base URL    ${url}/v1
  Demo API key    ${keys.demo}   (organization "acme", Enterprise plan)
  Other keys      ${otherKeys}
  Projects        ${projects}

Point the action at it:

  - uses: ./
    with:
      api-url: ${url}
      api-key: ${keys.demo}
      domain: docs.example.com
      project-id: proj_demo

Faults and state (see emulator/README.md):

  curl ${url}/_emulator
  curl -X POST ${url}/_emulator/faults -H 'content-type: application/json' -d '{"jobOutcome":"fail"}'
  curl -X POST ${url}/_emulator/faults -H 'content-type: application/json' \\
    -d '{"rules":[{"path":"^/v1/analytics/","action":"status","status":503,"times":2}]}'
  curl -X POST ${url}/_emulator/reset

Deployments and a site that changes:

  curl -X POST ${url}/v1/project/update/proj_demo -H 'authorization: Bearer ${keys.demo}'
  curl -X POST ${url}/_emulator/site/pending -H 'content-type: application/json' \\
    -d '{"add":{"/guides/returns":"# Returns\\n\\nSend a parcel back."}}'
  curl ${url}/_emulator/stats

Press Ctrl+C to stop.`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'job-seconds': { type: 'string', default: '8' },
      'deploy-seconds': { type: 'string', default: '12' },
      'link-ttl': { type: 'string', default: '7d' },
      seed: { type: 'string', default: '42' },
      faults: { type: 'string' },
      'store-dir': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const emulator = await startEmulator({
    port: parseNumber(values.port, '--port'),
    host: values.host,
    jobDurationMs: parseNumber(values['job-seconds'], '--job-seconds') * 1000,
    deploymentDurationMs: parseNumber(values['deploy-seconds'], '--deploy-seconds') * 1000,
    linkTtlSeconds: parseDuration(values['link-ttl'], '--link-ttl'),
    seed: parseNumber(values.seed, '--seed'),
    ...(values.faults === undefined ? {} : { faults: parseFaults(values.faults) }),
    ...(values['store-dir'] === undefined ? {} : { storeDir: values['store-dir'] }),
  });
  console.log(banner(emulator.url, emulator.keys));

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\nReceived ${signal}, stopping.`);
    emulator.close().then(
      () => {
        process.exitCode = 0;
      },
      (error: unknown) => {
        console.error('emulator: failed to stop cleanly:', error);
        process.exitCode = 1;
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (
    error instanceof UsageError ||
    (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
  ) {
    console.error(`emulator: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  console.error('emulator: could not start:', error);
  process.exitCode = 1;
});
