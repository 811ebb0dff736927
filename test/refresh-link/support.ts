// What the refresh-link tests against the emulator share: one virtual clock for the action and the emulator, a
// finished export job to refresh links of, a fresh HTTP agent per test, and a run context built from inputs.
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { virtualClock } from '../../devkit/clock.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { memoryLog } from '../../devkit/log.ts';
import { startEmulator } from '../../emulator/server.ts';
import type { Emulator } from '../../emulator/server.ts';
import { createServiceClient } from '../../src/client/service.ts';
import type { RefreshLinkRunSettings } from '../../src/settings/types.ts';
import { tempDir, testContext } from '../values/helpers.ts';
import type { TestContext } from '../values/helpers.ts';

export interface RefreshRunOptions {
  workspace?: string;
  github?: GitHubFake;
  apiKey?: string;
  /** The run was started by this schedule, as GitHub starts one. */
  cron?: string;
}

/** Registers the file's hooks; call at the top level of a test file. */
export function useRefreshEmulator() {
  const clock = virtualClock(Date.parse('2026-03-02T10:00:00Z'));
  let emulator: Emulator | undefined;
  let dispatcher: Agent | undefined;
  let jobId = '';

  beforeAll(async () => {
    emulator = await startEmulator({ now: () => clock.now(), jobDurationMs: 10_000 });
    const started = await fetch(`${emulator.url}/v1/static-export/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.keys.demo}`, 'content-type': 'application/json' },
      body: JSON.stringify({ domain: 'docs.example.com' }),
    });
    jobId = ((await started.json()) as { jobId: string }).jobId;
    await clock.sleep(60_000); // the job completes
  });
  afterAll(async () => {
    await emulator?.close();
  });
  beforeEach(() => {
    dispatcher = new Agent();
    emulator?.clearRequests();
  });
  afterEach(async () => {
    await dispatcher?.close();
  });

  const running = (): Emulator => {
    if (!emulator) throw new Error('useRefreshEmulator: the emulator starts in beforeAll');
    return emulator;
  };
  return {
    clock,
    get emulator(): Emulator {
      return running();
    },
    /** The finished export job whose links the tests refresh. */
    get jobId(): string {
      return jobId;
    },
    /** A refresh-link run context from `inputs` (mode set), against the emulator. */
    context: (inputs: Record<string, string>, extra: RefreshRunOptions = {}): TestContext<RefreshLinkRunSettings> => {
      const service = createServiceClient({
        apiUrl: running().url,
        apiKey: extra.apiKey ?? running().keys.demo,
        requestTimeoutMs: 10_000,
        clock,
        log: memoryLog(),
        dispatcher,
      });
      const context = testContext(
        {
          inputs: { mode: 'refresh-link', ...inputs },
          service,
          clock,
          ...(extra.github && { github: extra.github }),
          workspace: extra.workspace ?? tempDir(),
        },
        (settings) => {
          if (settings.mode !== 'refresh-link') throw new Error('expected refresh-link settings');
          return settings;
        },
      );
      if (extra.cron) {
        context.runner = {
          ...context.runner,
          eventName: 'schedule',
          event: { ...context.runner.event, schedule: extra.cron },
        };
      }
      return context;
    },
  };
}
