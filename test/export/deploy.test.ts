import { describe, expect, it } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import { memoryLog } from '../../devkit/log.ts';
import { deployFirst, deploymentOutputs } from '../../src/export/deploy.ts';
import type { DeploymentService, DeploymentView } from '../../src/export/deploy.ts';
import { StepFailure } from '../../src/runtime/failure.ts';

/** A deployment service whose status answers come from a script, one per poll (the last one repeats). */
function scriptedDeployments(statusId: string, script: DeploymentView[]): DeploymentService & { polls: number } {
  const service = {
    polls: 0,
    triggerDeployment: () => Promise.resolve({ statusId }),
    getDeploymentStatus: () => Promise.resolve(script[Math.min(service.polls++, script.length - 1)] as DeploymentView),
  };
  return service;
}

const run = (service: DeploymentService, log = memoryLog(), clock = virtualClock()) =>
  deployFirst({ service, clock, log, projectId: 'proj_docs', timeoutMs: 600_000 });

describe('deployFirst with a scripted service', () => {
  it("shows the service's summary and log lines as plain single lines: no workflow command, escape sequence or bidi override", async () => {
    const hostile: DeploymentView = {
      status: 'failure',
      summary: 'Build failed\n::error::forged\u001b[31m red \u202Eevil',
      logs: ['ok line', '::add-mask::secret', 'two\r\nlines', '\u0007bell'],
    };
    const failure = await run(scriptedDeployments('65f1c2aa', [hostile])).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(StepFailure);
    const { message, outputs } = failure as StepFailure;
    expect(outputs).toEqual({ 'deployment-id': '65f1c2aa', 'deployment-status': 'failure' });
    expect(message).toBe(
      'Deployment 65f1c2aa failed: Build failed ::error::forged [31m red evil. The export was not started. Last log lines of the deployment:\n' +
        '  | ok line\n  | : :add-mask::secret\n  | two lines\n  | bell',
    );
    // Every line of the message starts with our own words or the "  | " prefix.
    for (const line of message.split('\n').slice(1)) expect(line.startsWith('  | ')).toBe(true);
  });

  it('never prints part of the API key that a deployment log line carries across the length cut', async () => {
    const key = 'svc_Q7xK2mP9vL4tR8nW3yZ6bC1dF5gH0jA';
    // The key starts 20 characters before a cut at 300 characters (as in the reproduction) or at 200.
    const straddling = (cut: number) => `${'x'.repeat(cut - 20)} ${key} tail`;
    const log = memoryLog();
    const service = scriptedDeployments('d7', [
      { status: 'in_progress', logs: [straddling(300)] },
      { status: 'in_progress', logs: [straddling(200)] },
      { status: 'failure', summary: straddling(300), logs: [straddling(200)] },
    ]);
    const failure = await deployFirst({
      service,
      clock: virtualClock(),
      log,
      projectId: 'proj_docs',
      timeoutMs: 600_000,
      secrets: [key],
    }).then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    const shown = `${log.text()}\n${failure?.message ?? ''}`;
    // No 6 consecutive characters of the key are shown anywhere.
    for (let i = 0; i + 6 <= key.length; i++) expect(shown).not.toContain(key.slice(i, i + 6));
    expect(shown).toContain('***');
  });

  it('refuses a status id it could not put into a request path or a log line', async () => {
    const service = scriptedDeployments('../../static-export/jobs\n::warning::x', [{ status: 'success' }]);
    await expect(run(service)).rejects.toThrow(
      /status id this action does not follow \("\.\.\/\.\.\/static-export\/jobs ::warning::x"\)/,
    );
    expect(service.polls).toBe(0);
  });

  it('counts an unknown status as running and says so once', async () => {
    const log = memoryLog();
    const service = scriptedDeployments('d1', [
      { status: 'building' },
      { status: 'building' },
      { status: 'success', summary: 'Deployed 12 pages' },
    ]);
    const result = await run(service, log);
    expect(result).toMatchObject({ deploymentId: 'd1', status: 'success', summary: 'Deployed 12 pages' });
    expect(log.text().match(/is not one this action knows/g)).toHaveLength(1);
  });

  it('gives deployment-status from the closed set, `unknown` for a status the reference does not name', () => {
    for (const status of ['queued', 'in_progress', 'success', 'failure'])
      expect(deploymentOutputs('d1', { status })['deployment-status']).toBe(status);
    for (const status of ['building', '##vso[task.setvariable variable=PWNED]yes', 'x ##[error]forged'])
      expect(deploymentOutputs('d1', { status })).toEqual({ 'deployment-id': 'd1', 'deployment-status': 'unknown' });
  });

  it('polls no more often than every 2 s', async () => {
    const clock = virtualClock();
    const service = scriptedDeployments('d2', [
      ...Array.from({ length: 5 }, () => ({ status: 'in_progress' })),
      { status: 'success' },
    ]);
    await run(service, memoryLog(), clock);
    // The trigger's 202 counts as "queued": even the first status request waits the floor.
    expect(clock.slept.every((ms) => ms >= 2_000)).toBe(true);
    expect(service.polls).toBe(6);
  });
});
