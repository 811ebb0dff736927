/**
 * Export mode from the sources, as a runner behind a corporate proxy runs it: every request kind of the step (the
 * service API, the bundle link with its Range resume and renewal, GitHub, the artifact service and its blob
 * storage) goes through a proxy that asks for credentials. Every host is a `.test` name that only the test proxy
 * resolves, so a request that went around the proxy could not even find its host. The proxy, the TLS fronts and the
 * requests are real; the step's waits (the job, the poll floor, back-offs) run on virtual time (virtual-time.ts), so
 * the emulator's clock moves with the step's instead of the test waiting for it.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake, RecordedRequest as GitHubRequest } from '../../devkit/github-fake/index.ts';
import { allCapturedText, defaultEntry, runAction } from '../../devkit/harness/run-action.ts';
import type { ActionRun } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { collectLeakSources, findLeaks, linkSecrets } from '../matrix/support/leak-sweep.ts';
import type { Secret } from '../matrix/support/leak-sweep.ts';
import { startServiceTap } from '../matrix/support/service-tap.ts';
import type { ServiceTap } from '../matrix/support/service-tap.ts';
import { startArtifactFake } from '../support/artifact-fake/index.ts';
import type { ArtifactFake } from '../support/artifact-fake/index.ts';
import { startTestProxy } from '../support/proxy.ts';
import type { ProxiedRequest, TestProxy } from '../support/proxy.ts';
import { makeTestCertificates, startTlsFront } from '../support/tls.ts';
import type { TlsFront } from '../support/tls.ts';

const PASSWORD = 'pr0xy-s3cret-7Qw';
const GITHUB_TOKEN = 'ghs_proxyTokenZ9y8X7w6V5u4T3s2R1q0';
const DEPLOY_REPO = 'acme/deploy';
const VALUES_FILE = 'charts/docs/values.yaml';
const VALUES = 'staticExport:\n  enabled: true\n  bundleUrl: ""\n';
const ARTIFACT = 'docs-bundle';

let emulator: Emulator;
let tap: ServiceTap;
let apiFront: TlsFront;
let storeFront: TlsFront;
let github: GitHubFake;
let artifacts: ArtifactFake;
let proxy: TestProxy;
let work: string;
let caFile: string;

beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 500 });
  const certificates = await makeTestCertificates(['emulator.test', 'store.test']);
  // Links point at the emulator's own 127.0.0.1 address: the tap hands them out under store.test instead.
  storeFront = await startTlsFront(Number(new URL(emulator.url).port), certificates);
  const storeOrigin = `https://store.test:${storeFront.port}`;
  tap = await startServiceTap(emulator.url, [
    {
      method: 'POST',
      path: /\/bundle$/,
      edit: (body) => ({ ...body, bundleUrl: String(body.bundleUrl).replace(emulator.url, storeOrigin) }),
    },
  ]);
  apiFront = await startTlsFront(Number(new URL(tap.url).port), certificates);
  github = await startGitHubFake({
    tokens: [{ token: GITHUB_TOKEN, login: 'github-actions[bot]', type: 'Bot', installation: true }],
    repos: [
      { owner: 'acme', name: 'docs', private: true, files: { 'README.md': '# Docs\n' } },
      { owner: 'acme', name: 'deploy', private: true, files: { [VALUES_FILE]: VALUES } },
    ],
  });
  artifacts = await startArtifactFake({ uploadHost: 'blob.test' });
  proxy = await startTestProxy({ credentials: { username: 'ci-bot', password: PASSWORD } });
  work = await mkdtemp(join(tmpdir(), 'behind-proxy-'));
  caFile = join(work, 'test-ca.pem');
  await writeFile(caFile, certificates.caCert);
});

afterAll(async () => {
  await Promise.all([proxy?.close(), apiFront?.close(), storeFront?.close(), github?.close(), artifacts?.close()]);
  await tap?.close();
  await emulator?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

let run: ActionRun | undefined;
let githubBefore = 0;
beforeEach(() => {
  githubBefore = github.requests.length;
  proxy.requests.length = 0;
  emulator.clearRequests();
  tap.bundleAnswers.length = 0;
});
afterEach(async () => {
  await run?.cleanup();
  run = undefined;
  emulator.resetFaults();
});

const githubRequests = () => github.requests.slice(githubBefore);

/** The pull request the step's output names is one the GitHub fake holds, opened on the push branch. */
function expectPullRequestOpened(action: ActionRun): void {
  const number = Number(/\/acme\/deploy\/pull\/(\d+)$/.exec(action.outputs['pull-request-url'] ?? '')?.[1]);
  expect(github.pulls(DEPLOY_REPO).find((pull) => pull.number === number)?.state).toBe('open');
}

/** Runs export mode with values-file, push: pull-request and artifact-name, every address a `.test` name. */
function exportBehindProxy(env: Record<string, string>, githubApiUrl: string, artifact: string): Promise<ActionRun> {
  return runAction({
    inputs: {
      mode: 'export',
      'api-key': emulator.keys.demo,
      'api-url': `https://emulator.test:${apiFront.port}`,
      domain: 'docs.example.com',
      'request-timeout': '10s',
      'values-file': VALUES_FILE,
      'values-repository': DEPLOY_REPO,
      push: 'pull-request',
      'artifact-name': artifact,
    },
    githubApiUrl,
    env: {
      GITHUB_TOKEN,
      ACTIONS_RUNTIME_TOKEN: artifacts.runtimeToken,
      ACTIONS_RESULTS_URL: `http://results.test:${artifacts.port}/`,
      NODE_EXTRA_CA_CERTS: caFile,
      ...env,
    },
    timeoutMs: 90_000,
    nodeArgs: [virtualTimeImport(defaultEntry(), emulator.url)],
  });
}

const hostOf = (request: ProxiedRequest) =>
  request.method === 'CONNECT' ? request.target : new URL(request.target).host;

/**
 * The proxy password nowhere in what the step printed or left (raw stdout and stderr too); the matrix's leak sweep
 * for the rest: API key and GitHub token nowhere, the link's signature only in bundle-url and the values pushed.
 */
async function expectNoLeaks(action: ActionRun, githubRequests: readonly GitHubRequest[]): Promise<void> {
  const sources = await collectLeakSources(action, {
    directories: [action.files.runnerTemp, action.files.workspace],
    valuesFiles: [],
    skipFiles: [action.outputs['bundle-path'] ?? ''],
    githubRequests,
  });
  const password: Secret = { label: 'proxy password', value: PASSWORD, kind: 'key' };
  const secrets: Secret[] = [
    password,
    { label: 'API key', value: emulator.keys.demo, kind: 'key' },
    { label: 'GitHub token', value: GITHUB_TOKEN, kind: 'key' },
    ...linkSecrets(tap.bundleAnswers),
  ];
  // The raw output holds what the step masked (add-mask); the password is never masked, so it must not be there at all.
  const raw = { where: 'raw stdout and stderr', text: `${action.stdout}\n${action.stderr}`, allowsLink: false };
  expect(findLeaks([raw], [password]), 'the proxy password in the raw output').toEqual([]);
  expect(findLeaks(sources, secrets), 'leak sweep').toEqual([]);
}

const withCredentials = () => proxy.urlWithCredentials;
const githubTestHost = () => `github.test:${new URL(github.url).port}`;
const serviceHosts = () => [`emulator.test:${apiFront.port}`, `store.test:${storeFront.port}`];
const artifactHosts = () => [`results.test:${artifacts.port}`, `blob.test:${artifacts.port}`];

describe('export behind a proxy that asks for credentials', () => {
  it.each([
    ['HTTPS_PROXY and HTTP_PROXY', (url: string) => ({ HTTPS_PROXY: url, HTTP_PROXY: url })],
    ['https_proxy and http_proxy', (url: string) => ({ https_proxy: url, http_proxy: url })],
  ])(
    'sends every request through the proxy of %s: service, bundle link (resumed, then renewed), GitHub, artifact service and blob',
    async (_, variables) => {
      // A bundle of about 1.1 MB: the first response drops after 200 kB (a Range resume on the same link), the
      // second after 700 kB more and its link expires with it (a fresh link, then a resume from 900 kB).
      emulator.setFaults({
        bundlePaddingBytes: 1024 * 1024,
        dropDownloadAfterBytes: 200_000,
        dropDownloadTimes: 1,
        expireLinkAfterBytes: 700_000,
      });
      const name = `${ARTIFACT}-${artifacts.artifacts.length}`;
      run = await exportBehindProxy(variables(withCredentials()), `http://${githubTestHost()}`, name);

      expectSuccess(run);
      expectPullRequestOpened(run);
      expect(run.outputs['bundle-sha256']).toMatch(/^[0-9a-f]{64}$/);
      expect(artifacts.blobOf(`${name}.tar.gz`)?.length).toBe(Number(run.outputs['bundle-size']));

      expect([...new Set(proxy.requests.map(hostOf))].sort()).toEqual(
        [...serviceHosts(), githubTestHost(), ...artifactHosts()].sort(),
      );
      expect(proxy.requests.every((r) => r.authorized)).toBe(true);
      // Resumed, then renewed: three store GETs over two links, the bundle endpoint asked twice.
      const storeGets = emulator.requests.filter((r) => r.path.startsWith('/_store/'));
      expect(storeGets.map((r) => r.status)).toEqual([200, 206, 403, 206]);
      expect(new Set(storeGets.map((r) => r.query['X-Amz-Signature'])).size).toBe(2);
      expect(tap.bundleAnswers).toHaveLength(2);
      await expectNoLeaks(run, githubRequests());
    },
  );

  it('with NO_PROXY naming other hosts, sends the service, bundle link and artifact through the proxy still', async () => {
    // GitHub is on 127.0.0.1 here, which its client reaches directly whatever NO_PROXY says, so this run cannot tell
    // whether NO_PROXY routes GitHub; what it shows is that a NO_PROXY list sends nothing else around the proxy.
    // NO_PROXY deciding a route is tested for the service (test/client/proxy.test.ts) and the download.
    const githubOnLoopback = github.url;
    const name = `${ARTIFACT}-${artifacts.artifacts.length}`;
    run = await exportBehindProxy(
      { HTTPS_PROXY: withCredentials(), HTTP_PROXY: withCredentials(), NO_PROXY: `example.invalid, 127.0.0.1` },
      githubOnLoopback,
      name,
    );

    expectSuccess(run);
    expectPullRequestOpened(run);
    expect(githubRequests().length).toBeGreaterThan(0);
    expect(artifacts.blobOf(`${name}.tar.gz`)).toBeDefined();
    const proxied = new Set(proxy.requests.map(hostOf));
    expect([...proxied].sort()).toEqual([...serviceHosts(), ...artifactHosts()].sort());
    expect([...proxied].some((host) => host.startsWith('127.0.0.1'))).toBe(false);
    await expectNoLeaks(run, githubRequests());
  });

  it('never sends a loopback api-url or bundle link over plain http through the proxy, where the key would travel in clear text', async () => {
    // The emulator on 127.0.0.1 over http://, as a developer runs it; both proxy variables set, NO_PROXY not.
    run = await runAction({
      inputs: { mode: 'export', 'api-key': emulator.keys.demo, 'api-url': emulator.url, domain: 'docs.example.com' },
      githubApiUrl: github.url,
      env: { HTTP_PROXY: withCredentials(), HTTPS_PROXY: withCredentials(), http_proxy: withCredentials() },
      timeoutMs: 90_000,
      nodeArgs: [virtualTimeImport(defaultEntry(), emulator.url)],
    });

    expectSuccess(run);
    expect(emulator.requests.filter((r) => r.path.startsWith('/_store/')).length).toBeGreaterThan(0);
    expect(proxy.requests.filter((r) => r.authorization !== undefined).map((r) => r.target)).toEqual([]);
    expect(proxy.requests.map((r) => r.target)).toEqual([]);
    await expectNoLeaks(run, githubRequests());
  });

  it('fails at once naming GitHub, the proxy and the 407 when only the proxy for GitHub has the wrong password, and never shows it', async () => {
    const wrong = 'not-the-pr0xy-password';
    run = await exportBehindProxy(
      { HTTPS_PROXY: withCredentials(), HTTP_PROXY: withCredentials().replace(PASSWORD, wrong) },
      `http://${githubTestHost()}`,
      `${ARTIFACT}-refused`,
    );

    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Could not reach GitHub at ${githubTestHost()} to .*: the proxy ${proxy.url.replace(/[.]/g, '\\.')} asks for credentials \\(407 Proxy Authentication Required\\): give them in HTTP_PROXY`,
        ),
      ),
    ]);
    // A 407 is not retried: trying again with the same credentials cannot help.
    expect(proxy.requests.filter((r) => hostOf(r) === githubTestHost()).map((r) => r.authorized)).toEqual([false]);
    await expectNoLeaks(run, githubRequests());
    const seen = [run.stdout, run.stderr, allCapturedText(run)].join('\n');
    expect(seen.includes(wrong), 'the wrong password shows in the step').toBe(false);
  });
});

function expectSuccess(action: ActionRun): void {
  const errors = action.annotations.filter((a) => a.level === 'error').map((a) => a.message);
  expect(errors, action.stderr).toEqual([]);
  expect(action.exitCode).toBe(0);
}
