import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollOutValues, valuesChange } from '../../src/values/rollout.ts';
import { valuesFilePath } from '../../src/values/store.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { expectNoLeakToUser, exportFacts, linkSecrets, tempDir, testContext } from './helpers.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/values');
const facts = exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt);

describe('push: none (the file in the workspace)', () => {
  it('creates a missing file (and its directory) for a later helm upgrade -f', async () => {
    const workspace = tempDir();
    const context = testContext({ inputs: { 'values-file': 'helm/docs/values.yaml' }, workspace });
    const outputs = await rollOutValues(context, facts);
    expect(outputs).toEqual({ 'values-changed': 'true' });
    const text = fs.readFileSync(path.join(workspace, 'helm/docs/values.yaml'), 'utf8');
    expect(text).toBe(
      `staticExport:\n  enabled: true\n  bundleUrl: "${FRESH_LINK}" # docs-export: job=se_3f9a2c1b8e7d4a06 expires=2026-11-28T05:31:56Z\n`,
    );
    expect(context.summaries.join('\n')).toContain('Created helm/docs/values.yaml in the workspace');
    expectNoLeakToUser(context, linkSecrets(FRESH_LINK));
  });

  it('edits an existing file in place and leaves it untouched when nothing changes', async () => {
    const workspace = tempDir();
    const file = path.join(workspace, 'values.yaml');
    fs.copyFileSync(path.join(FIXTURES, 'chart.input.yaml'), file);
    const inputs = { 'values-file': 'values.yaml', 'values-version': '2024-11-01' };

    expect(await rollOutValues(testContext({ inputs, workspace }), facts)).toEqual({ 'values-changed': 'true' });
    expect(fs.readFileSync(file, 'utf8')).toBe(fs.readFileSync(path.join(FIXTURES, 'chart.expected.yaml'), 'utf8'));

    const inode = fs.statSync(file).ino;
    const again = testContext({ inputs, workspace });
    expect(await rollOutValues(again, facts)).toMatchObject({ 'values-changed': 'false', 'pages-changed': '0' });
    expect(fs.statSync(file).ino).toBe(inode); // not rewritten
    expect(again.log.text()).toContain('already holds this link: nothing written');
  });

  it('does nothing without values-file', async () => {
    const context = testContext({ inputs: {} });
    expect(await rollOutValues(context, facts)).toEqual({});
    expect(context.log.text()).toContain('No `values-file` given');
  });

  it('writes values-bundle-url with {jobId} and {sha256} filled in, and records no expiry for it', () => {
    const context = testContext({ inputs: { 'values-bundle-url': 'https://mirror.internal/{jobId}/{sha256}.tar.gz' } });
    expect(valuesChange(context, facts)).toEqual({
      keyPath: ['staticExport'],
      version: undefined,
      bundleUrl: `https://mirror.internal/se_3f9a2c1b8e7d4a06/${facts.sha256}.tar.gz`,
      record: { jobId: 'se_3f9a2c1b8e7d4a06' },
    });
    expect(() => valuesChange(context, { ...facts, sha256: undefined })).toThrow(/uses \{sha256\}.*`download: true`/);
  });
});

describe('values-file written with backslashes (a Windows habit)', () => {
  it('names the same file in the workspace on every runner', async () => {
    const workspace = tempDir();
    fs.mkdirSync(path.join(workspace, 'deploy'));
    fs.copyFileSync(path.join(FIXTURES, 'chart.input.yaml'), path.join(workspace, 'deploy', 'values.yaml'));
    const context = testContext({
      inputs: { 'values-file': 'deploy\\values.yaml', 'values-version': '2024-11-01' },
      workspace,
    });
    expect(await rollOutValues(context, facts)).toEqual({ 'values-changed': 'true' });
    expect(fs.readFileSync(path.join(workspace, 'deploy', 'values.yaml'), 'utf8')).toBe(
      fs.readFileSync(path.join(FIXTURES, 'chart.expected.yaml'), 'utf8'),
    );
    expect(fs.readdirSync(workspace).sort()).toEqual(['deploy']);
    expect(context.log.text()).toContain('deploy/values.yaml in the workspace');
  });
});

describe('valuesFilePath', () => {
  it('takes either separator; a repository path is from the root, a workspace path may be absolute', () => {
    expect(valuesFilePath('deploy\\values.yaml', 'repository')).toBe('deploy/values.yaml');
    expect(valuesFilePath('.\\deploy\\\\values.yaml', 'repository')).toBe('deploy/values.yaml');
    expect(valuesFilePath('/deploy/values.yaml', 'repository')).toBe('deploy/values.yaml');
    expect(valuesFilePath('./deploy/values.yaml', 'repository')).toBe('deploy/values.yaml');
    expect(valuesFilePath('deploy\\values.yaml', 'workspace')).toBe('deploy/values.yaml');
    expect(valuesFilePath('/srv/deploy/values.yaml', 'workspace')).toBe('/srv/deploy/values.yaml');
    expect(valuesFilePath('C:\\deploy\\values.yaml', 'workspace')).toBe('C:/deploy/values.yaml');
    expect(path.win32.resolve('D:\\a\\repo', valuesFilePath('C:\\deploy\\values.yaml', 'workspace'))).toBe(
      'C:\\deploy\\values.yaml',
    );
    expect(path.win32.resolve('D:\\a\\repo', valuesFilePath('deploy\\values.yaml', 'workspace'))).toBe(
      'D:\\a\\repo\\deploy\\values.yaml',
    );
  });
});

describe('the version label', () => {
  it('is values-version, else export-version, else left as the file has it', () => {
    const label = (inputs: Record<string, string>) => valuesChange(testContext({ inputs }), facts).version;
    expect(label({ 'export-version': 'v2.3' })).toBe('v2.3');
    expect(label({ 'export-version': 'v2.3', 'values-version': 'pinned-7' })).toBe('pinned-7');
    expect(label({})).toBeUndefined();
  });

  it('is written beside the new bundleUrl, so a pinned old label never sits beside a new link', async () => {
    const workspace = tempDir();
    fs.writeFileSync(
      path.join(workspace, 'values.yaml'),
      'staticExport:\n  bundleUrl: "https://old.example/b.tar.gz"\n  version: "v2.2"\n',
    );
    await rollOutValues(
      testContext({ inputs: { 'values-file': 'values.yaml', 'export-version': 'v2.3' }, workspace }),
      facts,
    );
    const text = fs.readFileSync(path.join(workspace, 'values.yaml'), 'utf8');
    expect(text).toContain('  version: "v2.3"\n');
    expect(text).toContain(FRESH_LINK);
  });
});
