import { describe, expect, it } from 'vitest';
import { describeSettings } from '../src/execute.ts';
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
