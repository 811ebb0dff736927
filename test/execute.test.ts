import { describe, expect, it } from 'vitest';
import { describeSettings, needsGitHub } from '../src/execute.ts';
import { parseSettings } from '../src/settings/schema.ts';
import { ENV, rawInputs } from './settings/defaults.ts';

const KEY = 'svc_live_5b1f0c9e2d7a4e88';
const TOKEN = 'ghp_0123456789abcdefghijklmnopqrstuvwxyz';

describe('the settings debug line', () => {
  it('shows the resolved settings with the key, the token and URL credentials replaced', () => {
    const { settings } = parseSettings(
      rawInputs({
        'api-key': `Bearer ${KEY}`,
        'api-url': 'https://api.example.com/v1/',
        domain: 'docs.example.com',
        'github-token': TOKEN,
        'values-bundle-url': 'https://mirror:s3cr3t-pass@bundles.internal/{jobId}.tar.gz',
      }),
      ENV,
    );
    const line = describeSettings(settings);
    expect(line).toMatch(/^Settings: \{/);
    expect(line).toContain('"apiUrl":"https://api.example.com"');
    expect(line).toContain('"apiKey":"***"');
    expect(line).toContain('"githubToken":"***"');
    expect(line).toContain('https://***@bundles.internal/{jobId}.tar.gz');
    for (const secret of [KEY, TOKEN, 's3cr3t-pass', 'mirror:']) expect(line).not.toContain(secret);
  });

  it('says when no token was given', () => {
    const { settings } = parseSettings(
      rawInputs({ 'api-key': KEY, 'api-url': 'https://api.example.com', mode: 'report', 'project-id': 'p' }),
      ENV,
    );
    expect(describeSettings(settings)).toContain('"githubToken":""');
  });
});

describe('GitHub access is loaded', () => {
  const settingsOf = (inputs: Record<string, string>) =>
    parseSettings(
      rawInputs({ 'api-key': KEY, 'api-url': 'https://api.example.com', domain: 'docs.example.com', ...inputs }),
      ENV,
    ).settings;

  it('for push: none with a values file, to ask whether the workspace repository is public', () => {
    expect(needsGitHub(settingsOf({ 'values-file': 'values.yaml' }))).toBe(true);
    expect(needsGitHub(settingsOf({ mode: 'refresh-link', 'values-file': 'values.yaml' }))).toBe(true);
  });

  it('not for push: none when the event payload names the workspace repository and its visibility', () => {
    const event = { repository: { full_name: 'acme/docs', private: true, visibility: 'private' } };
    expect(needsGitHub(settingsOf({ 'values-file': 'values.yaml' }), { repository: 'acme/docs', event })).toBe(false);
    expect(needsGitHub(settingsOf({ 'values-file': 'values.yaml' }), { repository: 'acme/docs', event: {} })).toBe(
      true,
    );
    expect(needsGitHub(settingsOf({ 'values-file': 'values.yaml' }), { repository: undefined, event: {} })).toBe(false);
  });

  it('not when no presigned link reaches the workspace, or the check is waived', () => {
    expect(needsGitHub(settingsOf({}))).toBe(false);
    expect(needsGitHub(settingsOf({ 'values-file': 'values.yaml', 'allow-public-repository': 'true' }))).toBe(false);
    expect(
      needsGitHub(
        settingsOf({ 'values-file': 'values.yaml', 'values-bundle-url': 'https://mirror.internal/{jobId}.tar.gz' }),
      ),
    ).toBe(false);
  });
});
