// A mode without service settings (task-links) gets a service client that refuses every call before any request.
import { describe, expect, it } from 'vitest';
import { memoryLog } from '../../devkit/log.ts';
import { createRunContext } from '../../src/runtime/create-context.ts';
import { memorySummary } from '../support/summary.ts';

describe('the service of a mode without one', () => {
  const context = createRunContext({
    settings: {
      mode: 'task-links',
      githubToken: 'tok',
      taskLinks: { labels: ['docs-gap'], repository: { owner: 'a', repo: 'b' } },
    },
    log: memoryLog(),
    summary: memorySummary([]),
    setSecret: () => undefined,
    env: {},
  });

  it('refuses every call, naming the mode', async () => {
    await expect(context.service.getJob('se_1')).rejects.toThrow('Mode "task-links" makes no service request');
    await expect(
      context.service.searches('proj', { dateFrom: '2026-11-16', dateTo: '2026-11-23', limit: 10 }),
    ).rejects.toThrow(/no service request/);
  });

  it('is no promise: awaited by mistake, it is itself', async () => {
    expect(await Promise.resolve(context.service)).toBe(context.service);
  });
});
