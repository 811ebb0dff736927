// What readers wrote, published with care: a reader's contact address (planted in every feedback entry)
// and a code entry's snippet reach no surface (report, JSON, CSV, summary, GitHub bodies, logs,
// outputs, errors); hostile comments and search terms are inert as GitHub renders them; in a public
// repository the report and the log say comments are published and name the input that stops it.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startGitHubFake } from '../../../devkit/github-fake/index.ts';
import type { GitHubFake } from '../../../devkit/github-fake/index.ts';
import { memoryLog } from '../../../devkit/log.ts';
import { createServiceClient } from '../../../src/client/service.ts';
import { runReport } from '../../../src/report/run.ts';
import { activeParts } from '../../support/gfm.ts';
import { ALL_SECTIONS, NOW, plantContact, PLANTED_CONTACT, startWorld, surfacesOf, tap } from '../emulator-world.ts';
import type { Tapped, World } from '../emulator-world.ts';
import { reportRun, reportSettings, REPOSITORY, tempDir } from '../harness.ts';

const TOKEN = 'ghp_reportbot_token';
const PLANTED_CODE = 'const plantedSecretSnippet = process.env.PLANTED;';

let world: World;
let tapped: Tapped;
let fake: GitHubFake;
beforeEach(async () => {
  world = await startWorld();
  tapped = await tap(world.emulator.url);
  tapped.rewrite = (where, body) => {
    const planted = plantContact(where, body);
    if (!Array.isArray(planted.feedback)) return planted;
    return {
      ...planted,
      feedback: (planted.feedback as Record<string, unknown>[]).map((entry) =>
        entry.source === 'code_snippet' ? { ...entry, code: PLANTED_CODE } : entry,
      ),
    };
  };
  fake = await startGitHubFake({
    tokens: [{ token: TOKEN, login: 'report-bot' }],
    repos: [{ owner: 'acme', name: 'docs' }],
  });
});
afterEach(async () => {
  await tapped.close();
  await fake.close();
  await world.close();
});

const repositoryEvent = (isPrivate: boolean) => ({ repository: { full_name: REPOSITORY, private: isPrivate } });

async function publish(isPrivate: boolean) {
  const dir = tempDir('report-more-');
  const clientLog = memoryLog();
  const service = createServiceClient({
    apiUrl: tapped.url,
    apiKey: world.emulator.keys.demo,
    requestTimeoutMs: 10_000,
    clock: world.clock,
    log: clientLog,
    random: () => 0,
  });
  const settings = reportSettings(
    { projectId: world.emulator.projects.demo, sections: ALL_SECTIONS, publish: ['summary', 'issue'], reportDir: dir },
    TOKEN,
    dir,
  );
  const run = reportRun({ settings, service, now: NOW, githubUrl: fake.url, event: repositoryEvent(isPrivate) });
  let failure: unknown;
  const outputs = await runReport(run.context).catch((error: unknown) => {
    failure = error;
    return {};
  });
  return { ...run, clientLog, outputs, failure, dir };
}

/** Every surface of a run, as text. */
const surfaces = (run: Awaited<ReturnType<typeof publish>>) => surfacesOf(run, fake);

describe("readers' comments", () => {
  it('publishes the latest comments without the contact address or the code on any surface', async () => {
    const run = await publish(true);
    expect(run.failure).toBeUndefined();
    const all = surfaces(run);
    expect(all.summary).toContain('### What readers wrote');
    const json = JSON.parse(all['file report.json'] ?? '{}') as { data: { current: { comments: { state: string } } } };
    expect(json.data.current.comments.state).toBe('ok');
    for (const [surface, text] of Object.entries(all)) {
      expect(text, surface).not.toContain(PLANTED_CONTACT);
      expect(text, surface).not.toContain('plantedSecretSnippet');
    }
  });

  it('a cut entries body holding a contact address does not quote it into a log, an error or the report', async () => {
    // Every feedback entries answer arrives cut after the planted contact: not JSON, retried, then given up.
    tapped.intercept = (where) =>
      where.endsWith('/feedback')
        ? { status: 200, body: `{"feedback":[{"id":"fb_1","contact":"${PLANTED_CONTACT}","path":"/a","comm` }
        : undefined;
    const run = await publish(true);
    expect(run.failure).toBeUndefined();
    const all = surfaces(run);
    expect(all.log).toContain('the body is not JSON');
    for (const [surface, text] of Object.entries(all)) expect(text, surface).not.toContain(PLANTED_CONTACT);
  });

  it('shows hostile comments and search terms as inert text, each comment capped', async () => {
    const run = await publish(true);
    const summary = run.summaries.join('\n');
    expect(activeParts(summary)).toEqual([]);
    expect(summary).toContain('#### Content gaps');
    const json = JSON.parse(fs.readFileSync(path.join(run.dir, 'report.json'), 'utf8')) as {
      data: { current: { comments: { value: { comments: { text: string }[] } } } };
    };
    const comments = json.data.current.comments.value.comments;
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments) expect(Array.from(comment.text).length).toBeLessThanOrEqual(280);
    // Formula-safe: a term that starts like a formula is written as text.
    expect(fs.readFileSync(path.join(run.dir, 'searches.csv'), 'utf8')).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('a public repository', () => {
  it('says in the report and the log that comments are published, naming the input that turns them off', async () => {
    const run = await publish(false);
    const summary = run.summaries.join('\n');
    const warning =
      "This report publishes what readers wrote (the `comments` section) where this repository's readers see it. Take `comments` out of the `sections` input to stop publishing them.";
    // Beside the comments, in the notes, and in the log: one wording.
    expect(summary).toContain(`### What readers wrote\n\n_${warning}_`);
    expect(summary).toContain(`- ${warning}`);
    expect(run.log.text()).toContain(`warning: ${warning}`);
  });

  it('says nothing of the kind for a private one', async () => {
    const run = await publish(true);
    const summary = run.summaries.join('\n');
    expect(summary).not.toContain('This report publishes what readers wrote');
    expect(run.log.text()).not.toContain('publishes what readers wrote');
  });
});
