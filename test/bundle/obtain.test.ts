import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleOf, page, sitePages } from '../../devkit/bundle/archives.ts';
import { sendBody, sendExpired } from '../../devkit/bundle/bundle-server.ts';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { obtainVerifiedBundle, RENEWAL_CONFLICT_WINDOW_MS } from '../../src/bundle/obtain.ts';
import type { ObtainBundleSettings } from '../../src/bundle/obtain.ts';
import { createHttpDispatcher } from '../../src/client/dispatcher.ts';
import type { HttpDispatcher } from '../../src/client/dispatcher.ts';
import type { Bundle, ServiceClient } from '../../src/client/types.ts';
import { ServiceError } from '../../src/client/types.ts';
import type { RunnerEnvironment } from '../../src/runtime/context.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';
import { readInputs } from '../../src/settings/inputs.ts';
import type { Clock } from '../../src/util/clock.ts';
import type { Log } from '../../src/util/log.ts';
import { objectContaining, stringContaining } from '../support/matchers.ts';
import { parseSettingsFor } from '../support/settings.ts';
import { settled } from '../support/settled.ts';
import { memorySummary } from '../support/summary.ts';
import { bundleAt, useTestResources } from './support/harness.ts';

const { serve, scratch, later } = useTestResources();

/** A service whose bundle endpoint answers from `answers` in turn (a ServiceError is thrown). */
function bundleService(answers: Array<Bundle | ServiceError>): ServiceClient & { asked: number } {
  const unused = () => Promise.reject(new Error('not expected'));
  const service = {
    asked: 0,
    startJob: unused,
    getJob: unused,
    visitors: unused,
    feedbackByPage: unused,
    feedbackEntries: unused,
    searches: unused,
    views: unused,
    assistantCallers: unused,
    assistantConversations: unused,
    triggerDeployment: unused,
    getDeploymentStatus: unused,
    createBundle: () =>
      settled(() => {
        const answer = answers[Math.min(service.asked++, answers.length - 1)];
        if (answer instanceof ServiceError) throw answer;
        if (!answer) throw new Error('no answer');
        return answer;
      }),
  };
  return service;
}

function settingsIn(directory: string, overrides: Partial<ObtainBundleSettings> = {}): ObtainBundleSettings {
  return {
    download: true,
    bundlePath: join(directory, 'bundle.tar.gz'),
    airgapCheck: 'warn',
    contentCheck: 'warn',
    maxUnpackedBytes: 20 * 1024 ** 3,
    maxEntries: 1_000_000,
    timeoutMs: 30 * 60_000,
    requestTimeoutMs: 5000,
    ...overrides,
  };
}

/** The run's HTTP agent with no proxy, closed after the test. */
function directHttp(): HttpDispatcher {
  const http = createHttpDispatcher({ env: {} });
  later(() => http.close());
  return http;
}

const RUNNER: RunnerEnvironment = {
  workspace: '/nonexistent/workspace',
  runnerTemp: '/nonexistent/runner-temp',
  event: {},
  serverUrl: 'https://github.com',
  githubApiUrl: 'http://127.0.0.1:9',
};

/** An export run around `service`, on the test's clock and log and a direct HTTP agent. */
function exportRun(service: ServiceClient, clock: Clock, log: Log = memoryLog()) {
  const inputs: Record<string, string> = {
    'api-key': 'svc_test_key',
    'api-url': 'https://api.example.com',
    domain: 'docs.example.com',
  };
  const { settings } = parseSettingsFor(
    'export',
    readInputs((name) => inputs[name] ?? ''),
    RUNNER,
  );
  return createRunContext({
    settings,
    log,
    summary: memorySummary([]),
    setSecret: () => {},
    runner: RUNNER,
    clock,
    http: directHttp(),
    service,
  });
}

const conflict = () => new ServiceError('conflict', 'The job is still packaging (409).', { status: 409 });

describe('obtainVerifiedBundle', () => {
  test('reports each output as it becomes known, logs the warnings as Bundle check warnings, annotates air-gap findings and extracts', async () => {
    const body = await bundleOf(
      sitePages(100, [
        { name: 'guides/cdn.html', content: page('CDN', '', '<script src="https://cdn.example.com/a.js"></script>') },
      ]),
    );
    const server = await serve((request, response) => sendBody(request, response, body));
    const directory = await scratch();
    const log = memoryLog();
    const clock = virtualClock();
    const reported: Outputs[] = [];

    const obtained = await obtainVerifiedBundle(
      exportRun(bundleService([bundleAt(server.link('/b.tar.gz?sig=1'), body.length)]), clock, log),
      {
        jobId: 'se_1',
        deadline: clock.now(),
        hashFiles: true,
        expectedPageCount: 90,
        settings: settingsIn(directory, { extractTo: join(directory, 'site') }),
        onOutputs: (outputs) => reported.push(outputs),
      },
    );

    expect(reported.map((outputs) => Object.keys(outputs))).toEqual([
      ['bundle-url', 'expires-at'],
      ['bundle-url', 'expires-at', 'bundle-size', 'bundle-sha256', 'bundle-path'],
      ['extracted-path'],
    ]);
    expect(obtained.download?.pageCount).toBe(101);
    expect(obtained.download?.fileHashes?.size).toBe(102);
    expect(obtained.download?.extracted).toEqual({ path: join(directory, 'site'), files: 102 });
    expect(await readdir(join(directory, 'site'))).toContain('index.html');
    const warnings = log.entries.filter((entry) => entry.level === 'warning');
    expect(warnings).toEqual([
      {
        level: 'warning',
        title: 'Bundle check',
        message:
          'The page count is off: the bundle holds 101 .html pages but the job reported 90 (more than the 2 pages of difference accepted).',
      },
      {
        level: 'warning',
        title: 'Air-gap check',
        message: stringContaining('guides/cdn.html loads resources from other hosts'),
      },
    ]);
    expect(log.entries.filter((entry) => entry.level === 'group').map((entry) => entry.message)).toEqual([
      'Getting the bundle link',
      'Downloading and verifying the bundle',
      'Extracting the bundle',
    ]);
  });

  test('with download: false, only asks for the link', async () => {
    const clock = virtualClock();
    const service = bundleService([bundleAt('https://bucket.example.com/b.tar.gz?sig=1')]);
    const obtained = await obtainVerifiedBundle(exportRun(service, clock), {
      jobId: 'se_1',
      deadline: clock.now(),
      hashFiles: true,
      settings: settingsIn('/nonexistent', { download: false }),
      linkStep: 'Getting a fresh bundle link',
    });
    expect(obtained).toEqual({
      bundle: objectContaining({ bundleUrl: 'https://bucket.example.com/b.tar.gz?sig=1' }),
    });
    expect(service.asked).toBe(1);
  });

  test('a link renewed mid-download may wait out 409s for a minute even once the first deadline passed, and its link is reported', async () => {
    const body = await bundleOf(sitePages(3));
    const server = await serve((request, response) => {
      if (request.url?.includes('sig=old')) sendExpired(response);
      else sendBody(request, response, body);
    });
    const directory = await scratch();
    const clock = virtualClock();
    const service = bundleService([
      bundleAt(server.link('/b.tar.gz?sig=old'), body.length),
      conflict(),
      conflict(),
      bundleAt(server.link('/b.tar.gz?sig=new'), body.length),
    ]);
    const reported: Outputs[] = [];

    const obtained = await obtainVerifiedBundle(exportRun(service, clock), {
      jobId: 'se_1',
      deadline: clock.now(),
      hashFiles: true,
      settings: settingsIn(directory),
      onOutputs: (outputs) => reported.push(outputs),
    });

    expect(service.asked).toBe(4);
    expect(clock.slept.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(RENEWAL_CONFLICT_WINDOW_MS);
    expect(obtained.bundle.bundleUrl).toContain('sig=new');
    expect(reported.map((outputs) => outputs['bundle-url']?.replace(/^.*sig=/, ''))).toEqual(['old', 'new', 'new']);
  });

  test('a bundle that fails verification leaves the link outputs reported, and nothing else', async () => {
    const server = await serve((_request, response) => response.writeHead(404).end());
    const directory = await scratch();
    const clock = virtualClock();
    const reported: Outputs[] = [];
    const attempt = obtainVerifiedBundle(exportRun(bundleService([bundleAt(server.link('/b.tar.gz'))]), clock), {
      jobId: 'se_1',
      deadline: clock.now(),
      hashFiles: true,
      settings: settingsIn(directory),
      onOutputs: (outputs) => reported.push(outputs),
    });
    await expect(attempt).rejects.toThrow(/not found/);
    expect(reported.map((outputs) => Object.keys(outputs))).toEqual([['bundle-url', 'expires-at']]);
  });
});
