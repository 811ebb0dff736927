import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT_NAMES } from '../../src/runtime/outputs.ts';
import { INPUT_NAMES } from '../../src/settings/inputs.ts';
import { ACTION_VERSION } from '../../src/version.ts';
import { actionMetadata } from './defaults.ts';

/** The names and defaults DESIGN.md promises users; they may gain neighbours, never change. */
const DESIGN_DEFAULTS: Record<string, string | undefined> = {
  mode: 'export',
  'github-token': '${{ github.token }}',
  'request-timeout': '30s',
  timeout: '30m',
  'airgap-check': 'warn',
  'values-key': 'staticExport',
  push: 'none',
  'pull-request-branch': 'docs-export/static-export',
  'allow-public-repository': 'false',
  'refresh-before': '24h',
  period: 'last-7-days',
  compare: 'true',
  top: '10',
  publish: 'summary',
  'issue-title': 'Docs analytics: {{period.label}}',
  'issue-labels': 'docs-analytics',
  'close-previous': 'true',
  'request-budget': '40',
  'max-rate-limit-wait': '2m',
  sections: 'traffic,feedback,searches,assistant',
  tasks: 'off',
  'task-labels': 'docs-gap',
  'max-new-tasks': '5',
  'task-close-after': '2',
  'docs-path': '**/*.md,**/*.mdx',
  'task-ignore': undefined,
  'trend-periods': '12',
};

describe('action.yml and the code agree', () => {
  it('declares every input the settings read, and reads every input it declares', () => {
    expect(Object.keys(actionMetadata.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  });

  it('declares every output the code can set', () => {
    expect(Object.keys(actionMetadata.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it('keeps the defaults DESIGN.md promises', () => {
    for (const [name, value] of Object.entries(DESIGN_DEFAULTS)) {
      expect(actionMetadata.inputs[name]?.default, name).toBe(value);
    }
  });

  // The key and the address are required by every mode but task-links, which the settings check: none is `required`.
  it('describes every input and output, and marks none required (the modes decide)', () => {
    for (const [name, input] of Object.entries(actionMetadata.inputs)) {
      expect(input.description, name).toBeTruthy();
      expect(Boolean(input.required), name).toBe(false);
    }
    for (const name of ['api-key', 'api-url'])
      expect(actionMetadata.inputs[name]?.description, name).toMatch(/required, but for `task-links`/i);
    for (const [name, output] of Object.entries(actionMetadata.outputs)) expect(output.description, name).toBeTruthy();
  });

  it('runs on node24 from the committed bundle', () => {
    const metadata = actionMetadata as unknown as { runs: { using: string; main: string } };
    expect(metadata.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('reports the package version in its User-Agent', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(ACTION_VERSION).toBe(pkg.version);
  });

  it('sets outputs only through the declared list', () => {
    const sources = fs.readdirSync(new URL('../../src/', import.meta.url), { recursive: true, encoding: 'utf8' });
    const undeclared = new Set<string>();
    for (const file of sources.filter((f) => f.endsWith('.ts'))) {
      const text = fs.readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8');
      for (const match of text.matchAll(/setOutput\(\s*['"]([^'"]+)['"]/g)) {
        if (!(OUTPUT_NAMES as readonly string[]).includes(match[1] as string)) undeclared.add(match[1] as string);
      }
    }
    expect([...undeclared]).toEqual([]);
  });
});
