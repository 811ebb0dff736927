import { describe, expect, it } from 'vitest';
import { PULL_REQUEST_MARKER } from '../../src/values/diff-record.ts';
import { pullRequestBody } from '../../src/values/pull-request-body.ts';
import { publicRepositoryRefusal } from '../../src/values/store.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts } from './helpers.ts';

describe('pullRequestBody', () => {
  const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt);
  const base = { facts, mode: 'export' as const, file: 'deploy/values.yaml', keyPath: ['staticExport'], expiresAt: FRESH_RECORD.expiresAt };

  it('lists the export facts and findings, with its marker, and never the link', () => {
    const body = pullRequestBody({ ...base, version: '1.4.0', runUrl: 'https://github.com/acme/docs/actions/runs/1' });
    expect(body).toMatchSnapshot();
    expect(body.startsWith(PULL_REQUEST_MARKER)).toBe(true);
    expect(body).not.toContain(new URL(FRESH_LINK).host);
  });

  it('says what it does not know: a refresh without download, a re-hosted link', () => {
    const body = pullRequestBody({ ...base, mode: 'refresh-link', facts: { jobId: facts.jobId, airgapFindings: [] }, expiresAt: undefined });
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
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'public' }, values)).toMatch(/public.*credential.*allow-public-repository: true.*values-bundle-url/);
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'private' }, values)).toBeUndefined();
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'internal' }, values)).toBeUndefined();
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'public' }, { ...values, allowPublicRepository: true })).toBeUndefined();
    expect(publicRepositoryRefusal({ fullName: 'acme/site', visibility: 'public' }, { ...values, bundleUrlTemplate: 'https://m/{jobId}' })).toBeUndefined();
  });
});
