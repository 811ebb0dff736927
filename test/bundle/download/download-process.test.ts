import { spawnSync } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { bundleOf, page, sitePages } from '../../../devkit/bundle/archives.ts';
import { sendBody, sendExpired } from '../../../devkit/bundle/bundle-server.ts';
import { virtualClock } from '../../../devkit/clock.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { readDeployedPages } from '../../../src/bundle/deployed.ts';
import { DOWNLOAD_NODE_FLAGS } from '../../../src/bundle/download/download-process-flags.ts';
import { startDownloadProcess } from '../../../src/bundle/download/download-process-start.ts';
import type { DownloadProcess } from '../../../src/bundle/download/download-process-start.ts';
import {
  downloadInProcesses,
  fetchInDownloadProcess,
  readDeployedInDownloadProcess,
} from '../../../src/bundle/download/download-process.ts';
import { fetchAndVerifyBundle } from '../../../src/bundle/download/fetch.ts';
import { createHttpDispatcher } from '../../../src/client/dispatcher.ts';
import { ServiceError } from '../../../src/client/types.ts';
import { bundleAt, downloadOptions, namesIn, refusal, SIGNATURE, useTestResources } from '../support/harness.ts';

// The download process from the sources, as `node src/index.ts` starts it (Node strips the types).
const SCRIPT = new URL('../../../src/bundle-download.ts', import.meta.url);
const { serve, scratch, later } = useTestResources();

function started(script: URL = SCRIPT): DownloadProcess {
  const downloadProcess = startDownloadProcess(script);
  later(async () => {
    const child = downloadProcess.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = once(child, 'exit');
      downloadProcess.stop();
      await gone;
    }
  });
  return downloadProcess;
}

const site = () =>
  sitePages(40, [
    { name: 'guides/cdn.html', content: page('CDN', '', '<script src="https://cdn.example.com/a.js"></script>') },
  ]);

describe('the download process', () => {
  test('gives what the download in this process gives: checks, findings, file hashes, the file itself', async () => {
    const body = await bundleOf(site());
    const server = await serve((request, response) => sendBody(request, response, body));
    const link = `${server.link('/bundle.tar.gz')}?X-Amz-Expires=600&${SIGNATURE}`;
    const directory = await scratch();
    const here = downloadOptions(join(directory, 'here'), bundleAt(link), { hashFiles: true });
    const there = downloadOptions(join(directory, 'there'), bundleAt(link), { hashFiles: true });

    const expected = await fetchAndVerifyBundle(here.options);
    const result = await fetchInDownloadProcess(started(), there.options);

    expect({ ...result, path: '' }).toEqual({ ...expected, path: '' });
    expect(result.path).toBe(join(directory, 'there', 'out', 'bundle.tar.gz'));
    expect(result.fileHashes).toBeInstanceOf(Map);
    expect(result.fileHashes?.size).toBe(expected.fileHashes?.size);
    expect(result.airgapFindings).toHaveLength(1);
    expect(await namesIn(join(directory, 'there', 'out'))).toEqual(['bundle.tar.gz']);
    // Its log lines reach this log at their level, the link shown without its signature.
    const opening = (log: typeof here.log) =>
      log.entries.map((entry) => `${entry.level}: ${entry.message.split(' ').slice(0, 3).join(' ')}`);
    expect(opening(there.log)).toEqual(opening(here.log));
    expect(opening(there.log)).toContain('info: Downloading the bundle');
    expect(there.log.text()).not.toContain('SECRET');
  });

  test('a bundle that fails its checks fails with the same BundleError, and leaves nothing at bundle-path', async () => {
    const server = await serve((request, response) => sendBody(request, response, Buffer.from('not a gzip stream')));
    const directory = await scratch();
    const link = `${server.link('/bundle.tar.gz')}?${SIGNATURE}`;
    const { options } = downloadOptions(directory, bundleAt(link));

    const error = await refusal(fetchInDownloadProcess(started(), options));

    expect(error.stage).toBe('verification');
    expect(error.message).toContain('the bundle is not a gzip file');
    expect(await namesIn(join(directory, 'out'))).toEqual([]);
  });

  test('a link that expires mid-download is renewed by this process, which holds the service client', async () => {
    const body = await bundleOf(site());
    const server = await serve((request, response) => {
      if ((request.url ?? '').startsWith('/old')) sendExpired(response);
      else sendBody(request, response, body);
    });
    const directory = await scratch();
    let renewals = 0;
    const { options, log } = downloadOptions(directory, bundleAt(`${server.link('/old.tar.gz')}?${SIGNATURE}`), {
      refreshBundle: () => {
        renewals++;
        return Promise.resolve(bundleAt(`${server.link('/fresh.tar.gz')}?${SIGNATURE}`));
      },
    });

    const result = await fetchInDownloadProcess(started(), options);

    expect(renewals).toBe(1);
    expect(result.bundle.bundleUrl).toContain('/fresh.tar.gz');
    expect(log.text()).toContain('asking the service for a fresh one');
  });

  test('a renewal that fails here fails the download there with the reason', async () => {
    const server = await serve((_request, response) => sendExpired(response));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(`${server.link('/old.tar.gz')}?${SIGNATURE}`), {
      refreshBundle: () => Promise.reject(new Error('The service answered 503 three times.')),
    });

    const error = await refusal(fetchInDownloadProcess(started(), options));

    expect(error.stage).toBe('download');
    expect(error.message).toContain('asking the service for a fresh one failed: The service answered 503 three times.');
  });

  test('a failure keeps its kind both ways: a renewal the service refuses here is the service’s failure there and back', async () => {
    const server = await serve((_request, response) => sendExpired(response));
    const directory = await scratch();
    const { options } = downloadOptions(directory, bundleAt(`${server.link('/old.tar.gz')}?${SIGNATURE}`), {
      refreshBundle: () => Promise.reject(new ServiceError('unauthorized', 'POST /bundle: 401 Unauthorized')),
    });

    const error = await refusal(fetchInDownloadProcess(started(), options));

    expect(error.stage).toBe('download');
    expect(error.kind).toBe('service');
    expect(error.message).toContain('asking the service for a fresh one failed: POST /bundle: 401 Unauthorized');
  });

  test('reads the deployed bundle as this process does: the same hashes, nothing written, its lines here', async () => {
    const body = await bundleOf(site());
    const server = await serve((request, response) => sendBody(request, response, body));
    const link = `${server.link('/deployed.tar.gz')}?${SIGNATURE}`;
    const directory = await scratch();
    const http = createHttpDispatcher({ env: {} });
    later(() => http.close());
    const clock = virtualClock();
    const limits = {
      maxEntries: 1000,
      requestTimeoutMs: 5_000,
      deadline: clock.now() + 60_000,
      budgetBytes: 1024 ** 3,
    };
    const here = memoryLog();
    const there = memoryLog();

    const expected = await readDeployedPages({ clock, log: here, http }, link, limits);
    const pages = await readDeployedInDownloadProcess(started(), { clock, log: there, http }, link, limits);

    expect(pages).toBeInstanceOf(Map);
    expect(pages).toEqual(expected);
    expect(pages?.size).toBe(42);
    expect(there.text()).toContain('Reading the deployed bundle at the link the values hold');
    expect(there.text()).not.toContain('SECRET');
    expect(await readdir(directory)).toEqual([]);
  });

  test('a deployed read keeps its deadline across: no time left is refused there as here', async () => {
    const clock = virtualClock();
    const limits = { maxEntries: 1000, requestTimeoutMs: 5_000, deadline: clock.now(), budgetBytes: 1024 ** 3 };
    const context = { clock, log: memoryLog(), http: createHttpDispatcher({ env: {} }) };
    later(() => context.http.close());

    const error = await refusal(
      readDeployedInDownloadProcess(started(), context, `https://store.example.com/d.tar.gz?${SIGNATURE}`, limits),
    );

    expect(error.message).toContain("no time is left of the export's deadline");
  });

  test('the downloader runs each job in a download process of its own: the one prepared ahead, then a fresh one', async () => {
    const body = await bundleOf(site());
    const server = await serve((request, response) => sendBody(request, response, body));
    const link = `${server.link('/bundle.tar.gz')}?${SIGNATURE}`;
    const directory = await scratch();
    const pids = join(directory, 'pids');
    // The real download script, after writing its process id where the test can count it.
    const script = join(directory, 'download.mjs');
    await writeFile(
      script,
      [
        "import { mkdirSync, writeFileSync } from 'node:fs';",
        `mkdirSync(${JSON.stringify(pids)}, { recursive: true });`,
        `writeFileSync(${JSON.stringify(pids)} + '/' + process.pid, '');`,
        `await import(${JSON.stringify(SCRIPT.href)});`,
      ].join('\n'),
    );
    const downloads = downloadInProcesses(pathToFileURL(script));
    later(() => downloads.stop());
    const { options, clock, log } = downloadOptions(join(directory, 'new'), bundleAt(link));

    downloads.prepare();
    downloads.prepare();
    const fetched = await downloads.fetch(options);
    const limits = {
      maxEntries: 1000,
      requestTimeoutMs: 5_000,
      deadline: clock.now() + 60_000,
      budgetBytes: 1024 ** 3,
    };
    const http = createHttpDispatcher({ env: {} });
    later(() => http.close());
    const deployed = await downloads.readDeployed({ clock, log, http }, link, limits);

    expect(deployed).toEqual(fetched.fileHashes);
    const seen = await readdir(pids);
    expect(seen).toHaveLength(2);
    expect(seen).not.toContain(String(process.pid));
    expect(log.entries.filter((entry) => entry.level === 'debug')).toEqual([]);
  });

  test('a process that does not start is no failure: the download runs in this process, with a debug line', async () => {
    const body = await bundleOf(site());
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const { options, log } = downloadOptions(directory, bundleAt(`${server.link('/b.tar.gz')}?${SIGNATURE}`));
    const missing = new URL('./no-such-download-script.ts', SCRIPT);

    const result = await fetchInDownloadProcess(started(missing), options);

    expect(result.pageCount).toBe(41);
    const debug = log.entries.filter((entry) => entry.level === 'debug').map((entry) => entry.message);
    expect(debug).toEqual([expect.stringMatching(/^The download process did not start \(.*exit code 1\)/)]);
  });

  test('a process that dies mid-download: a BundleError with its error line, no stack trace, no link, nothing left', async () => {
    const directory = await scratch();
    const script = join(directory, 'dies.mjs');
    // Ready, then it leaves a temp file and a bundle behind and dies with the link in its message.
    await writeFile(
      script,
      [
        "import { writeFileSync, mkdirSync } from 'node:fs';",
        'process.send({ type: "ready" });',
        'process.on("message", (message) => {',
        '  const destination = message.job.options.destination;',
        "  mkdirSync(destination.replace(/[^/\\\\]+$/, ''), { recursive: true });",
        "  writeFileSync(destination.replace(/([^/\\\\]+)$/, '.$1.0123456789ab.part'), 'half');",
        "  writeFileSync(destination, 'unverified');",
        '  throw new TypeError(`cannot read ${message.job.options.bundle.bundleUrl}`);',
        '});',
      ].join('\n'),
    );
    const { options } = downloadOptions(directory, bundleAt(`https://store.example.com/b.tar.gz?${SIGNATURE}`));

    const error = await refusal(fetchInDownloadProcess(started(pathToFileURL(script)), options));

    expect(error.stage).toBe('download');
    expect(error.message).toMatch(
      /^The bundle download stopped unexpectedly \(TypeError: cannot read https:\/\/store\.example\.com\/b\.tar\.gz \(exit code 1\)\); run it again\.$/,
    );
    expect(error.message).not.toContain('SECRET');
    expect(await namesIn(join(directory, 'out'))).toEqual([]);
  });

  test('an unused process ends with stop(); the link never reaches its command line', async () => {
    const downloadProcess = started();
    expect(await downloadProcess.ready).toBe(true);
    const child = downloadProcess.child;
    if (!child) throw new Error('no child');
    expect(child.spawnargs.slice(1)).toEqual([...DOWNLOAD_NODE_FLAGS, expect.stringMatching(/bundle-download\.ts$/)]);
    const gone = once(child, 'exit');
    downloadProcess.stop();
    await gone;
    expect(child.signalCode).toBe('SIGTERM');
  });

  test('a process that never says it is ready is ended, and the download runs in this process', async () => {
    const directory = await scratch();
    const script = join(directory, 'silent.mjs');
    await writeFile(script, 'setInterval(() => {}, 1000);\n');
    const downloadProcess = startDownloadProcess(pathToFileURL(script), DOWNLOAD_NODE_FLAGS, 500);
    const child = downloadProcess.child;
    if (!child) throw new Error('no child');
    const gone = once(child, 'exit');

    expect(await downloadProcess.ready).toBe(false);
    await gone;
    expect(downloadProcess.failure()).toMatch(/^not ready within 0\.5 s/);
  });

  test('its environment is an allow-list: no input, key or token, whatever its name; the proxy variables in any case', async () => {
    const directory = await scratch();
    const script = join(directory, 'environment.mjs');
    await writeFile(script, 'process.send({ type: "ready", names: Object.keys(process.env) });\n');
    const planted = {
      'INPUT_API-KEY': 'sk_live_SECRET',
      DOCS_EXPORT_API_KEY: 'sk_live_SECRET',
      ACTIONS_RUNTIME_TOKEN: 'SECRET',
      https_proxy: 'http://proxy.example:3128',
      NODE_EXTRA_CA_CERTS: join(directory, 'corporate-ca.pem'),
      NODE_COMPILE_CACHE: join(directory, 'compile-cache'),
    };
    // Put back as they were: the test run gives the worker NODE_COMPILE_CACHE, which later files hand on.
    const before = Object.keys(planted).map((name) => [name, process.env[name]] as const);
    Object.assign(process.env, planted);
    later(() => {
      for (const [name, value] of before) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });
    const downloadProcess = started(pathToFileURL(script));
    const [message] = (await once(downloadProcess.child ?? new EventEmitter(), 'message')) as [{ names: string[] }];

    expect(message.names).toEqual(expect.arrayContaining(['https_proxy', 'NODE_EXTRA_CA_CERTS', 'NODE_COMPILE_CACHE']));
    expect(message.names).not.toEqual(expect.arrayContaining(['INPUT_API-KEY']));
    expect(message.names).not.toEqual(expect.arrayContaining(['DOCS_EXPORT_API_KEY']));
    expect(message.names).not.toEqual(expect.arrayContaining(['ACTIONS_RUNTIME_TOKEN']));
  });

  test('the node flags are ones this Node accepts (a renamed flag would only slow the download: see the debug line)', () => {
    const run = spawnSync(process.execPath, [...DOWNLOAD_NODE_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
