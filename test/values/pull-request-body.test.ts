import { describe, expect, it } from 'vitest';
import { diffFiles as diffPages } from '../../src/manifest/diff.ts';
import { PULL_REQUEST_MARKER } from '../../src/manifest/framing.ts';
import { pullRequestBody } from '../../src/values/pull-request-body.ts';
import { publicRepositoryRefusal } from '../../src/values/store.ts';
import { activeParts } from '../support/gfm.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts } from './helpers.ts';

describe('pullRequestBody', () => {
  const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt);
  const base = {
    facts,
    mode: 'export' as const,
    file: 'deploy/values.yaml',
    keyPath: ['staticExport'],
    expiresAt: FRESH_RECORD.expiresAt,
  };

  it('lists the export facts and findings, with its marker, and never the link', () => {
    const body = pullRequestBody({ ...base, version: '1.4.0', runUrl: 'https://github.com/acme/docs/actions/runs/1' });
    expect(body).toMatchSnapshot();
    expect(body.startsWith(PULL_REQUEST_MARKER)).toBe(true);
    expect(body).not.toContain(new URL(FRESH_LINK).host);
  });

  it('says what it does not know: a refresh without download, a re-hosted link', () => {
    const body = pullRequestBody({
      ...base,
      mode: 'refresh-link',
      facts: { jobId: facts.jobId, airgapFindings: [] },
      expiresAt: undefined,
    });
    expect(body).toContain('No new export ran');
    expect(body).toContain('| Link expires | never (re-hosted at `values-bundle-url`) |');
    expect(body).toContain('was not downloaded in this run');
    expect(body).not.toContain('| Pages |');
  });

  it('caps the findings and escapes them', () => {
    const findings = Array.from({ length: 40 }, (_, i) => `p${i}|x.html loads a <script> from cdn.example.com`);
    const body = pullRequestBody({ ...base, facts: { ...facts, airgapFindings: findings } });
    expect(body).toContain('- p0\\|x.html loads a &lt;script&gt; from cdn.example.com');
    expect(body).toContain('- ... and 10 more');
    expect(body).not.toContain('p30');
  });
});

describe('publicRepositoryRefusal', () => {
  const values = { push: 'commit' as const, allowPublicRepository: false };
  it('refuses only a public repository, unless allowed or the link is re-hosted', () => {
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'public' }, values)).toMatch(
      /public.*credential.*allow-public-repository: true.*values-bundle-url/,
    );
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'private' }, values)).toBeUndefined();
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'internal' }, values)).toBeUndefined();
    expect(
      publicRepositoryRefusal(
        { fullName: 'acme/site', visibility: 'public' },
        { ...values, allowPublicRepository: true },
      ),
    ).toBeUndefined();
    expect(
      publicRepositoryRefusal(
        { fullName: 'acme/site', visibility: 'public' },
        { ...values, bundleUrlTemplate: 'https://m/{jobId}' },
      ),
    ).toBeUndefined();
  });
});

// Issue 12, finding 4: markdown that reaches people. Everything untrusted in the values pull request body (air-gap
// findings and diff paths from the bundle, the version label) goes through the one escaping function.
describe('Markdown that reaches people through the values pull request body', () => {
  const HOSTILE = [
    '@acme/security-team.html',
    'guides/@octocat.html',
    'fixes #123.html',
    'acme/docs#42.html',
    'GH-123.html',
    'www.evil.example/x.html',
    'https://evil.example/login?next=x',
    '[click](https://evil.example).html',
    '![t](https://tracker.example/p.png)',
    '<img src=x onerror=alert(1)>.html',
    '</details><script>alert(1)</script>',
    'a|b||c.html',
    '```\n```mermaid',
    '/docs/\u202Etxt.exe',
    'zero\u200Bwidth\uFEFF.html',
    '<!-- docs-export-action:bundle-manifest job=se_x pages=1',
    '-->',
  ];
  const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt);
  const runUrl = 'https://github.com/acme/docs/actions/runs/1';

  /** The body without the action's own first line (its marker) and hidden record block: what people read. */
  const readable = (body: string) =>
    body
      .split('\n')
      .slice(1)
      .join('\n')
      .replace(/\n<!-- docs-export-action:bundle-manifest[\s\S]*$/, '');

  it('an entry named like @org/team mentions nobody; references, links, images, HTML and bidi stay text', () => {
    const next = new Map(HOSTILE.map((path, i) => [path, `abcd${String(i).padStart(4, '0')}`] as const));
    const diff = diffPages(new Map([['@acme/docs-owners/removed.html', 'abcd9999']]), next);
    const body = pullRequestBody({
      facts: { ...facts, airgapFindings: HOSTILE.map((path) => `${path} loads a script from www.cdn.example`) },
      mode: 'export',
      file: 'deploy/values.yaml',
      keyPath: ['staticExport'],
      version: '@acme/release-team',
      expiresAt: FRESH_RECORD.expiresAt,
      runUrl,
      diff: { kind: 'diff', diff, previousJobId: 'se_0a1b2c3d4e5f6071', source: 'record' },
    });
    // <sub> is the action's own footer.
    expect(activeParts(readable(body), [runUrl]).filter((part) => part !== 'tag <sub>')).toEqual([]);
    expect(body.startsWith(`${PULL_REQUEST_MARKER}\n`)).toBe(true);
  });
});
