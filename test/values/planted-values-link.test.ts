// Issue "Security, round four" (found while fixing the planted temp file): with `push: none` the values file, or a
// directory on its way, may itself be a symlink that a pull request from a fork planted in the checkout. Followed,
// the action read whatever the link named (a file of the runner's) into the values it writes back to the workspace,
// where a later step commits it, and wrote the presigned link into a directory outside the workspace.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollOutValues } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts, tempDir, testContext } from './helpers.ts';

const RUNNER_SECRET = 'runner_private_value_4f1c';

// Making a symlink on Windows takes a privilege (administrator or developer mode) a runner need not grant.
describe.skipIf(process.platform === 'win32')('push: none with a planted symlink on the values file’s path', () => {
  it('refuses a values file that is a symlink, reading nothing through it', async () => {
    const workspace = tempDir();
    const outside = tempDir('values-outside-');
    const target = path.join(outside, 'settings.yaml');
    fs.writeFileSync(target, `token: ${RUNNER_SECRET}\n`);
    fs.symlinkSync(target, path.join(workspace, 'values.yaml'));

    const context = testContext({ inputs: { 'values-file': 'values.yaml' }, workspace });
    const attempt = rollOutValues(context, exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt));

    await expect(attempt).rejects.toThrow(/values-file.*symbolic link/);
    await expect(attempt).rejects.toMatchObject({ kind: 'input' });
    expect(fs.lstatSync(path.join(workspace, 'values.yaml')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe(`token: ${RUNNER_SECRET}\n`);
    for (const name of fs.readdirSync(workspace)) {
      const file = path.join(workspace, name);
      if (!fs.lstatSync(file).isSymbolicLink()) expect(fs.readFileSync(file, 'utf8')).not.toContain(RUNNER_SECRET);
    }
    expect(context.log.text()).not.toContain(RUNNER_SECRET);
  });

  it('refuses a directory on the way that is a symlink, writing nothing where it points', async () => {
    const workspace = tempDir();
    const outside = tempDir('values-outside-');
    fs.writeFileSync(path.join(outside, 'values.yaml'), 'staticExport:\n  enabled: true\n');
    fs.symlinkSync(outside, path.join(workspace, 'deploy'));

    const context = testContext({ inputs: { 'values-file': 'deploy/values.yaml' }, workspace });
    const attempt = rollOutValues(context, exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt));

    await expect(attempt).rejects.toThrow(/values-file.*symbolic link/);
    expect(fs.readdirSync(outside)).toEqual(['values.yaml']);
    expect(fs.readFileSync(path.join(outside, 'values.yaml'), 'utf8')).not.toContain(FRESH_LINK);
  });
});
