import { describe, expect, it } from 'vitest';
import { allCapturedText, distEntry, runAction } from '../../devkit/harness/run-action.ts';
import type { ActionRun } from '../../devkit/harness/run-action.ts';

const runDist = (inputs: Record<string, string>): Promise<ActionRun> => runAction({ inputs, entry: distEntry });

const KEY = 'svc_dist_9f8e7d6c5b4a3921';

/** The committed dist/index.js, run as the runner runs it, refusing bad input before any request. */
describe('dist/index.js on bad input', () => {
  it('fails naming the input and what it accepts, printing no secret', async () => {
    const run = await runDist({ 'api-key': `Bearer ${KEY}`, 'api-url': 'https://127.0.0.1:9', domain: 'docs.example.com', timeout: 'forever' });
    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.level === 'error').map((a) => a.message);
    expect(errors.join('\n')).toContain('Input "timeout" accepts a duration such as 90s, 15m, 2h or 1d (got "forever")');
    expect(run.masks).toContain(KEY);
    expect(allCapturedText(run)).not.toContain(KEY);
    expect(allCapturedText(run)).not.toMatch(/at .*\.js:\d+/); // no stack trace
  });

  it('refuses a plain-http service address before sending the key anywhere', async () => {
    const run = await runDist({ 'api-key': KEY, 'api-url': 'http://api.example.com', domain: 'docs.example.com' });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message).join('\n')).toMatch(/Input "api-url" must use https:\/\//);
    expect(allCapturedText(run)).not.toContain(KEY);
  });

  it('names a domain with a path', async () => {
    const run = await runDist({ 'api-key': KEY, 'api-url': 'https://127.0.0.1:9', domain: 'https://docs.example.com/guides' });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message).join('\n')).toMatch(/Input "domain" accepts a bare hostname/);
  });

  it('names the missing project of a report', async () => {
    const run = await runDist({ 'api-key': KEY, 'api-url': 'https://127.0.0.1:9', mode: 'report' });
    expect(run.exitCode).toBe(1);
    expect(run.annotations.map((a) => a.message).join('\n')).toMatch(/Input "project-id" is required for mode "report"/);
  });
});
