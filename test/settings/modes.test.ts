import { describe, expect, it } from 'vitest';
import type { InputName } from '../../src/settings/inputs.ts';
import type { Mode } from '../../src/settings/types.ts';
import { parseSettingsFor } from '../support/settings.ts';
import { ENV, rawInputs } from './defaults.ts';

const BASE = { 'api-key': 'svc_live_5b1f0c9e2d7a4e88', 'api-url': 'https://api.example.com' } as const;

function parseAs<M extends Mode>(mode: M, given: Partial<Record<InputName, string>>) {
  return parseSettingsFor(mode, rawInputs({ ...BASE, ...given, mode }), ENV).settings;
}

describe('settings per mode', () => {
  it('gives report mode its report settings only, with the project id guaranteed', () => {
    const settings = parseAs('report', {
      'project-id': 'proj_docs',
      domain: 'docs.example.com',
      'values-file': 'values.yaml',
    });
    expect(Object.keys(settings).sort()).toEqual(['githubToken', 'mode', 'report', 'service']);
    expect(settings.report.projectId).toBe('proj_docs');
  });

  it('gives an export with a domain a job to start', () => {
    const settings = parseAs('export', { domain: 'https://Docs.Example.com/' });
    expect(settings.export.domain).toBe('docs.example.com');
    expect(settings.export.jobId).toBeUndefined();
    expect(settings.export.deployFirst).toBeUndefined();
  });

  it('gives an export with job-id the job to follow, the domain only as a label', () => {
    const settings = parseAs('export', { 'job-id': 'se_3f9a2c1b8e7d4a06' });
    expect(settings.export).toMatchObject({ jobId: 'se_3f9a2c1b8e7d4a06', domain: undefined });
    expect(settings.values.commitMessage).toBe('Update static export bundle link for se_3f9a2c1b8e7d4a06');
  });

  it('carries deploy-first with its project and timeout together', () => {
    const settings = parseAs('export', {
      domain: 'docs.example.com',
      'deploy-first': 'true',
      'project-id': 'proj_docs',
      'deploy-timeout': '5m',
    });
    expect(settings.export.deployFirst).toEqual({ projectId: 'proj_docs', timeoutMs: 300_000 });
  });

  it('gives refresh-link the bundle settings and the values, without the export job fields', () => {
    const settings = parseAs('refresh-link', {
      'values-file': 'values.yaml',
      domain: 'docs.example.com',
      paths: '/a',
      'export-version': 'v1',
    });
    expect(settings.refresh).not.toHaveProperty('domain');
    expect(settings.refresh).not.toHaveProperty('paths');
    expect(settings.refresh).toMatchObject({ download: false, jobId: undefined });
    expect(settings.values).toMatchObject({
      file: 'values.yaml',
      version: 'v1',
      repository: { owner: 'acme', repo: 'docs' },
    });
  });
});
