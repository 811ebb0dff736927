// The sweep itself must be able to fail: a secret planted in each place it reads is found there,
// and the two places the link belongs (bundle-url, the values file) stay allowed.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest as GitHubRequest } from '../../devkit/github-fake/index.ts';
import type { ActionRun } from '../../devkit/harness/run-action.ts';
import { collectLeakSources, findLeaks, linkSecrets } from './support/leak-sweep.ts';
import type { Secret, SweepPlaces } from './support/leak-sweep.ts';

const KEY = 'svc_demo_5c1f0a7e93b24d68a1e0f4c2';
const SIGNATURE = '3acc267ebad923f085db7b56c06682f683a1d46fc099256c2259e084b4de937f';
const CREDENTIAL = 'AKIAEMULATOR7EXAMPLE%2F20261121%2Fus-east-1%2Fs3%2Faws4_request';
const LINK = `http://127.0.0.1:1/_store/b/se_1/bundle.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=${CREDENTIAL}&X-Amz-Date=20261121T061323Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIGNATURE}`;
const SECRETS: Secret[] = [{ label: 'API key', value: KEY, kind: 'key' }, ...linkSecrets([LINK])];

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

function cleanRun(root: string, patch: Partial<ActionRun> = {}): ActionRun {
  return {
    exitCode: 0,
    signal: null,
    timedOut: false,
    stdout: '',
    stderr: '',
    logLines: [
      `::add-mask::${KEY}`,
      'Bundle link: http://127.0.0.1:1/_store/b/se_1/bundle.tar.gz (query string hidden)',
    ],
    visibleLogLines: ['Bundle link: http://127.0.0.1:1/_store/b/se_1/bundle.tar.gz (query string hidden)'],
    outputs: { 'bundle-url': LINK, 'job-id': 'se_1' },
    outputsFileText: `bundle-url=${LINK}\njob-id=se_1\n`,
    summary: '## Docs export',
    annotations: [],
    masks: [KEY],
    exportedEnv: {},
    envFileText: '',
    state: {},
    addedPaths: [],
    fileCommandErrors: [],
    notes: [],
    files: {
      outputFile: '',
      summaryFile: '',
      runnerTemp: join(root, 'temp'),
      workspace: join(root, 'ws'),
      eventFile: '',
    },
    durationMs: 1,
    cleanup: async () => {},
    ...patch,
  };
}

async function world(): Promise<{ root: string; places: SweepPlaces; valuesFile: string; bundle: string }> {
  const root = await mkdtemp(join(tmpdir(), 'sweep-test-'));
  dirs.push(root);
  await mkdir(join(root, 'temp', 'docs-report'), { recursive: true });
  await mkdir(join(root, 'ws', 'charts'), { recursive: true });
  const valuesFile = join(root, 'ws', 'charts', 'values.yaml');
  const bundle = join(root, 'temp', 'bundle.tar.gz');
  await writeFile(valuesFile, `bundleUrl: "${LINK}"\n`);
  await writeFile(bundle, `binary ${LINK}`);
  await writeFile(join(root, 'temp', 'docs-report', 'report.md'), '# Report\n');
  const places: SweepPlaces = {
    directories: [join(root, 'temp'), join(root, 'ws')],
    valuesFiles: [valuesFile],
    skipFiles: [bundle],
    githubRequests: [],
  };
  return { root, places, valuesFile, bundle };
}

function contentsPut(content: string, message = 'Update values'): GitHubRequest {
  return {
    method: 'PUT',
    path: '/repos/acme/deploy/contents/charts/values.yaml',
    query: {},
    login: 'bot',
    status: 200,
    body: JSON.stringify({ message, content: Buffer.from(content).toString('base64'), sha: 'abc' }),
  };
}

describe('leak sweep', () => {
  it('takes the signature, the credential (encoded and decoded) and its access key id from a link', () => {
    expect(SECRETS.map((s) => s.value)).toEqual(
      expect.arrayContaining([KEY, SIGNATURE, CREDENTIAL, decodeURIComponent(CREDENTIAL), 'AKIAEMULATOR7EXAMPLE']),
    );
  });

  it('passes a clean run whose link sits only in bundle-url, the values file and the decoded contents PUT', async () => {
    const { root, places } = await world();
    places.githubRequests = [contentsPut(`bundleUrl: "${LINK}"\n`)];
    expect(findLeaks(await collectLeakSources(cleanRun(root), places), SECRETS)).toEqual([]);
  });

  const plants: [string, (root: string, places: SweepPlaces) => ActionRun | Promise<ActionRun>][] = [
    ['a log line', (root) => cleanRun(root, { visibleLogLines: [`GET ${LINK} failed`] })],
    [
      'an annotation',
      (root) => cleanRun(root, { annotations: [{ level: 'error', message: `401 for ${KEY}`, properties: {} }] }),
    ],
    ['the step summary', (root) => cleanRun(root, { summary: `| Link | ${LINK} |` })],
    ['another output', (root) => cleanRun(root, { outputs: { 'bundle-url': LINK, 'report-path': SIGNATURE } })],
    [
      'a report file',
      async (root) => {
        await writeFile(join(root, 'temp', 'docs-report', 'report.json'), JSON.stringify({ link: LINK }));
        return cleanRun(root);
      },
    ],
    [
      'an extracted file',
      async (root) => {
        await writeFile(join(root, 'ws', 'index.html'), `<a href="${LINK}">`);
        return cleanRun(root);
      },
    ],
    [
      'a GitHub request body',
      (root, places) => {
        places.githubRequests = [
          {
            method: 'POST',
            path: '/repos/acme/deploy/pulls',
            query: {},
            login: 'bot',
            status: 201,
            body: JSON.stringify({ body: `New link ${LINK}` }),
          },
        ];
        return cleanRun(root);
      },
    ],
    [
      'a contents PUT message',
      (root, places) => {
        places.githubRequests = [contentsPut('bundleUrl: x\n', `Update link ${SIGNATURE}`)];
        return cleanRun(root);
      },
    ],
    [
      'the values file (API key)',
      async (root, places) => {
        await writeFile(places.valuesFiles[0] ?? '', `apiKey: ${KEY}\n`);
        return cleanRun(root);
      },
    ],
    ['the bundle-url output (API key)', (root) => cleanRun(root, { outputs: { 'bundle-url': `${LINK}&key=${KEY}` } })],
  ];
  for (const [place, plant] of plants) {
    it(`finds a secret planted in ${place}`, async () => {
      const { root, places } = await world();
      const run = await plant(root, places);
      const leaks = findLeaks(await collectLeakSources(run, places), SECRETS);
      expect(leaks.length).toBeGreaterThan(0);
      for (const leak of leaks) for (const secret of SECRETS) expect(leak).not.toContain(secret.value);
    });
  }
});
