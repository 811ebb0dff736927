// Issue "Security, round four" (suspected, held): with `push: none` the values file is written to a temp file beside
// it first, whose name was predictable (`<values>.docs-export-<pid>.tmp`). A pull request from a fork can plant a
// symlink there; writeFile followed it, so the presigned link landed wherever the link pointed (and chmod changed
// that file's mode), outside the workspace.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollOutValues } from '../../src/values/rollout.ts';
import { FRESH_LINK, FRESH_RECORD } from './golden-cases.ts';
import { exportFacts, tempDir, testContext } from './helpers.ts';

describe('push: none with a symlink planted at the temp file’s name', () => {
  // Making a symlink on Windows takes a privilege (administrator or developer mode) a runner need not grant.
  it.skipIf(process.platform === 'win32')(
    'writes the link into the values file only, never where the planted symlink points',
    async () => {
      const workspace = tempDir();
      const outside = tempDir('values-outside-');
      const values = path.join(workspace, 'values.yaml');
      fs.writeFileSync(values, 'staticExport:\n  enabled: true\n');
      const target = path.join(outside, 'collected.txt');
      // The name the old code used, with this process's id: an outsider who plants a few guesses hits it.
      fs.symlinkSync(target, `${values}.docs-export-${process.pid}.tmp`);

      const context = testContext({ inputs: { 'values-file': 'values.yaml' }, workspace });
      const outputs = await rollOutValues(context, exportFacts(FRESH_LINK, FRESH_RECORD.expiresAt));

      expect(outputs['values-changed']).toBe('true');
      expect(fs.existsSync(target)).toBe(false);
      expect(fs.lstatSync(values).isSymbolicLink()).toBe(false);
      expect(fs.readFileSync(values, 'utf8')).toContain(FRESH_LINK);
    },
  );
});
