/**
 * The action on GitHub's runner, given a job status that carries commands: the runner reads `::` at the start of
 * a line, and its legacy `##[` anywhere in one (as Azure Pipelines' agent reads `##vso[`). The status reaches the
 * log in the progress lines, the notice of an unknown status and the timeout's error; it must reach none of them
 * as a command, and the `status` output must not be the service's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEntry, runAction } from '../../devkit/harness/run-action.ts';
import { virtualTimeImport } from '../../devkit/harness/virtual-time.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';

const HOSTILE_STATUS = 'rendering ##[error]forged ##vso[task.setvariable variable=PWNED]yes';

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({ jobDurationMs: 800 });
});
afterAll(async () => emulator.close());

describe('a job status that carries workflow and logging commands', () => {
  it('reaches the action’s log as text only, and its status output as `unknown`', async () => {
    emulator.setFaults({ jobOutcome: 'never', jobStatusName: HOSTILE_STATUS });
    const entry = defaultEntry();
    const run = await runAction({
      entry,
      inputs: {
        mode: 'export',
        'api-key': emulator.keys.demo,
        'api-url': emulator.url,
        domain: 'docs.example.com',
        download: 'false',
        timeout: '1m',
      },
      // The job and the timeout pass on the emulator's clock, not in real seconds.
      nodeArgs: [virtualTimeImport(entry, emulator.url)],
    });

    expect(run.exitCode, run.stderr + run.stdout).toBe(1);
    const commandLines = run.logLines.filter((line) => line.includes('##[') || /##vso\[/i.test(line));
    expect(commandLines).toEqual([]);
    expect(run.annotations.map((a) => a.message).filter((m) => m.startsWith('forged'))).toEqual([]);
    expect(run.outputs.status).toBe('unknown');
    expect(run.logLines.join('\n')).toContain(
      'Status "rendering ##\\u005berror]forged ##vso\\u005btask.setvariable variable=PWNED]yes" is not one this action knows',
    );
  });
});
