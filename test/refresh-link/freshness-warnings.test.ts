// The warnings a user sees when the schedule cannot keep the link fresh, or a refresh waits in an unmerged pull request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deployRepository, startGitHubFake } from '../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../devkit/github-fake/index.ts';
import { runRefreshLink } from '../../src/refresh-link/run.ts';
import { expectNoLeakToGitHub, expectNoLeakToUser, linkSecrets, tempDir } from '../values/helpers.ts';
import type { TestContext } from '../values/helpers.ts';
import { useRefreshEmulator } from './support.ts';

const FILE = 'deploy/values.yaml';
const VALUES = 'replicaCount: 1\nstaticExport:\n  bundleUrl: ""\n';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const world = useRefreshEmulator();
const { clock } = world;
/** A refresh-link run; with `cron`, started by that schedule as GitHub starts one. */
const refresh = world.context;

const freshnessWarnings = (context: TestContext) =>
  context.log.entries.filter((entry) => entry.level === 'warning' && entry.title === 'Link freshness');

describe('refresh-link warns when its schedule cannot keep the link fresh', () => {
  it('a link that lives 7 days, written by a weekly schedule: says how often to run', async () => {
    const context = refresh({ 'job-id': world.jobId, 'values-file': 'values.yaml' }, { cron: '30 5 * * 1' });
    await runRefreshLink(context);
    const [warning] = freshnessWarnings(context);
    expect(warning?.message).toMatch(
      /^If GitHub drops one run of the schedule `30 5 \* \* 1` .* comes 337h from now and finds the link written now expired: .*The service's links live 168h: schedule refresh-link at least every 77h 30m\.$/,
    );
    expect(context.summaries.join('\n')).toContain(`**Warning:** ${warning?.message}`);
  });

  it('a link left in place by a daily schedule with `refresh-before: 24h`: names a `refresh-before` that holds through a 12 h outage', async () => {
    const workspace = tempDir();
    await runRefreshLink(refresh({ 'job-id': world.jobId, 'values-file': 'values.yaml' }, { workspace }));
    await clock.sleep(7 * DAY - 50 * HOUR);
    const context = refresh({ 'values-file': 'values.yaml' }, { workspace, cron: '17 4 * * *' });
    expect(await runRefreshLink(context)).toMatchObject({ skipped: 'true' });
    const [warning] = freshnessWarnings(context);
    expect(warning?.message).toContain('finds the link in the values with 1h left');
    expect(warning?.message).toContain(
      'Raise `refresh-before` (now 24h) to at least 73h (it then holds through a 12h service outage)',
    );
    expect(context.summaries.join('\n')).toContain('**Warning:**');
  });

  it('says nothing on the example schedule, nor on a run not started by a schedule', async () => {
    const scheduled = refresh({ 'job-id': world.jobId, 'values-file': 'values.yaml' }, { cron: '17 */3 * * *' });
    await runRefreshLink(scheduled);
    expect(freshnessWarnings(scheduled)).toEqual([]);
    const dispatched = refresh({ 'job-id': world.jobId, 'values-file': 'values.yaml' });
    await runRefreshLink(dispatched);
    expect(freshnessWarnings(dispatched)).toEqual([]);
  });
});

describe('refresh-link says when the deployed link runs out behind an unmerged refresh pull request', () => {
  let github: GitHubFake;

  beforeEach(async () => {
    github = await startGitHubFake(deployRepository({ [FILE]: VALUES }));
  });

  afterEach(async () => {
    await github.close();
  });

  const inputs = (extra: Record<string, string> = {}) => ({
    push: 'pull-request',
    'values-file': FILE,
    'values-repository': 'acme/deploy',
    'github-token': 'ghp_deploy',
    ...extra,
  });

  it('in the log, the summary and the pull request body, while skipping and while refreshing', async () => {
    // A merged refresh, then its link nears its end and a second refresh waits unmerged.
    const first = await runRefreshLink(refresh(inputs({ 'job-id': world.jobId }), { github }));
    github.mergePull('acme/deploy', 1);
    await clock.sleep(6 * DAY + HOUR);
    const second = await runRefreshLink(refresh(inputs(), { github }));
    expect(second['pull-request-url']).toMatch(/\/pull\/2$/);
    expect(github.pulls('acme/deploy')[1]?.body).not.toContain('[!WARNING]');

    // A day later the deployed link has expired; the pull request's link is fresh, so the run skips, and says so.
    await clock.sleep(DAY);
    const skipping = refresh(inputs(), { github });
    expect(await runRefreshLink(skipping)).toMatchObject({ skipped: 'true' });
    const [warning] = freshnessWarnings(skipping);
    expect(warning?.message).toMatch(
      /^The deployed branch `main` still holds an expired link \(it expired at .*, 1h ago\): the refresh pull request with a fresh link is not merged, and every pod that starts now fails to fetch the bundle\. Merge the pull request\.$/,
    );
    expect(skipping.summaries.join('\n')).toContain(`**Warning:** ${warning?.message}`);
    expect(github.pulls('acme/deploy')[1]?.body).toContain(`> [!WARNING]\n> ${warning?.message}`);

    // Still unmerged when its own link nears its end: the rewritten body keeps the warning.
    await clock.sleep(5 * DAY);
    const refreshing = refresh(inputs(), { github });
    expect(await runRefreshLink(refreshing)).toMatchObject({ skipped: 'false' });
    const body = github.pulls('acme/deploy')[1]?.body ?? '';
    expect(body).toContain('> [!WARNING]\n> The deployed branch `main` still holds an expired link');
    expect(body.match(/\[!WARNING\]/g)).toHaveLength(1);
    expectNoLeakToGitHub(github, linkSecrets(first['bundle-url'] ?? ''));
    expectNoLeakToUser(skipping, linkSecrets(first['bundle-url'] ?? ''));
  });
});
