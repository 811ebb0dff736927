import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { parseKeyValueFile } from '../../../devkit/harness/file-commands.ts';
import {
  allCapturedText,
  defaultEntry,
  distEntry,
  runAction,
  sourcesEntry,
  virtualClockPreload,
} from '../../../devkit/harness/run-action.ts';
import type { ActionRun, RunActionOptions } from '../../../devkit/harness/run-action.ts';
import { sourcesBundle } from '../../../devkit/harness/sources-bundle.ts';
import { VIRTUAL_NOW_VARIABLE } from '../../../devkit/harness/virtual-clock-protocol.ts';
import { virtualTimeImport } from '../../../devkit/harness/virtual-time.ts';
import { parseCommand } from '../../../devkit/harness/workflow-commands.ts';
import { startEmulator } from '../../../emulator/server.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

const runs: ActionRun[] = [];

afterEach(async () => {
  await Promise.all(runs.splice(0).map((run) => run.cleanup()));
});

async function run(entry: string, options: RunActionOptions = {}): Promise<ActionRun> {
  const result = await runAction({ entry: fixture(entry), ...options });
  runs.push(result);
  return result;
}

/** Whether a process with this id is still there (signal 0 only checks); an ended one nobody reaped yet is not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    // The state follows the name in parentheses: Z is a zombie, X dead.
    return !/\)\s+[ZX]\s/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function childEnv(result: ActionRun): Record<string, string> {
  return JSON.parse(result.outputs.env ?? 'null') as Record<string, string>;
}

describe('inputs', () => {
  it('passes given inputs and action.yml defaults as INPUT_ variables with hyphens kept', async () => {
    const result = await run('dump-env.mjs', {
      inputs: { 'api-key': 'svc_given', mode: 'report' },
      env: { GITHUB_TOKEN: 'ghs_job_token' },
    });
    expect(result.exitCode).toBe(0);
    const env = childEnv(result);
    expect(env['INPUT_API-KEY']).toBe('svc_given');
    expect(env.INPUT_MODE).toBe('report');
    expect(env['INPUT_REQUEST-TIMEOUT']).toBe('30s');
    expect(env['INPUT_GITHUB-TOKEN']).toBe('ghs_job_token');
    expect(env['INPUT_ISSUE-TITLE']).toBe('Docs analytics: {{period.label}}');
    expect(env['INPUT_ALLOW-PUBLIC-REPOSITORY']).toBe('false');
    expect(env['INPUT_PULL-REQUEST-BRANCH']).toBe('docs-export/static-export');
    expect(env).not.toHaveProperty('INPUT_DOMAIN');
    expect(env).not.toHaveProperty('INPUT_API_KEY');
  });

  it('evaluates ${{ github.token }} to an empty string without GITHUB_TOKEN', async () => {
    const env = childEnv(await run('dump-env.mjs'));
    expect(env['INPUT_GITHUB-TOKEN']).toBe('');
  });

  it('maps spaces to underscores, stringifies YAML scalars, and still passes unexpected inputs', async () => {
    const result = await run('dump-env.mjs', {
      actionYml: fixture('action-fixture.yml'),
      repository: 'octo/site',
      inputs: { 'not-declared': 'kept', flag: 'false' },
    });
    const env = childEnv(result);
    expect(env.INPUT_MY_INPUT).toBe('octo/site');
    expect(env.INPUT_COUNT).toBe('10');
    expect(env.INPUT_FLAG).toBe('false');
    expect(env.INPUT_TOKEN).toBe('');
    expect(env['INPUT_NOT-DECLARED']).toBe('kept');
    expect(env).not.toHaveProperty('INPUT_NO-DEFAULT');
    expect(result.notes).toEqual([expect.stringContaining("Unexpected input(s) 'not-declared'")]);
  });

  it('reads inputs back through @actions/core', async () => {
    const result = await run('core-toolkit.mjs', { inputs: { 'api-key': 'svc_core_key' } });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toMatchObject({ mode: 'export', timeout: '30s', multi: 'one\ntwo\nthree' });
    expect(result.masks).toEqual(['svc_core_key']);
    expect(result.annotations).toEqual([
      { level: 'warning', message: 'from core', properties: { file: 'action.yml', line: '2' } },
    ]);
    expect(result.summary).toContain('<h1>Core summary</h1>');
    expect(result.logLines).toContain('key length 12');
  });
});

describe('environment', () => {
  it('gives the child PATH, HOME, TMPDIR, the compile cache, the runner variables and step env, and nothing else of the parent', async () => {
    process.env.HARNESS_LEAK_MARKER = 'parent-only';
    try {
      const result = await run('dump-env.mjs', {
        repository: 'octo/site',
        eventName: 'pull_request',
        githubApiUrl: 'http://127.0.0.1:4321',
        env: { STEP_VAR: 'from step', RUNNER_OS: 'overridden' },
      });
      const env = childEnv(result);
      expect(env).not.toHaveProperty('HARNESS_LEAK_MARKER');
      expect(env.PATH).toBe(process.env.PATH);
      expect(env.TMPDIR).toBe(process.env.TMPDIR);
      expect(env).toMatchObject({
        GITHUB_ACTIONS: 'true',
        CI: 'true',
        GITHUB_REPOSITORY: 'octo/site',
        GITHUB_REPOSITORY_OWNER: 'octo',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_API_URL: 'http://127.0.0.1:4321',
        GITHUB_SERVER_URL: 'https://github.com',
        STEP_VAR: 'from step',
        RUNNER_OS: 'overridden',
      });
      for (const name of ['GITHUB_SHA', 'GITHUB_REF', 'GITHUB_RUN_ID', 'GITHUB_JOB', 'RUNNER_TEMP'])
        expect(env[name]).toBeTruthy();
      const allowed = /^(PATH|HOME|TMPDIR|NODE_COMPILE_CACHE|CI|STEP_VAR|GITHUB_\w+|RUNNER_\w+|INPUT_.+)$/;
      expect(Object.keys(env).filter((name) => !allowed.test(name))).toEqual([]);
    } finally {
      delete process.env.HARNESS_LEAK_MARKER;
    }
  });

  it('prepares fresh runner files per run, the event payload, and the workspace as cwd', async () => {
    const first = await run('dump-env.mjs', { event: { pull_request: { number: 7 } } });
    const second = await run('dump-env.mjs');
    const env = childEnv(first);
    expect(env.GITHUB_OUTPUT).toBe(first.files.outputFile);
    expect(env.GITHUB_STEP_SUMMARY).toBe(first.files.summaryFile);
    expect(env.GITHUB_WORKSPACE).toBe(first.files.workspace);
    expect(env.RUNNER_TEMP).toBe(first.files.runnerTemp);
    expect(first.outputs.cwd).toBe(first.files.workspace);
    expect(JSON.parse(first.outputs.event ?? '')).toEqual({ pull_request: { number: 7 } });
    expect(JSON.parse(second.outputs.event ?? '')).toEqual({});
    expect(second.files.outputFile).not.toBe(first.files.outputFile);
    expect(second.files.workspace).not.toBe(first.files.workspace);
  });

  it('uses a given workspace and leaves it in place on cleanup', async () => {
    const workspace = await mkdtemp(join(tmpdir(), 'harness-ws-'));
    try {
      const result = await run('dump-env.mjs', { workspace });
      expect(result.outputs.cwd).toBe(workspace);
      await result.cleanup();
      await expect(mkdtemp(join(workspace, 'still-here-'))).resolves.toBeTruthy();
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });
});

describe('outputs and file commands', () => {
  it('parses name=value and name<<DELIM outputs, env, state and path files', async () => {
    const result = await run('outputs.mjs');
    expect(result.outputs).toEqual({
      simple: 'overridden later',
      'with-equals': 'a=b<<c',
      notes: 'first line\nsecond = line << with markers\n\nafter a blank line',
      empty: '',
    });
    expect(result.exportedEnv).toEqual({ EXPORTED: 'yes' });
    expect(result.state).toEqual({ phase: 'done' });
    expect(result.addedPaths).toEqual(['/opt/tool/bin']);
    expect(result.fileCommandErrors).toEqual([]);
  });

  it('reports a heredoc without its closing delimiter, as the runner would fail the step', () => {
    const parsed = parseKeyValueFile('ok=1\nbroken<<EOF\nline\n');
    expect(parsed.values).toEqual({ ok: '1' });
    expect(parsed.errors).toEqual(["Matching delimiter not found 'EOF'"]);
    expect(parseKeyValueFile('no separator here\n').errors).toHaveLength(1);
    expect(parseKeyValueFile('crlf<<X\r\na\r\nb\r\nX\r\n').values).toEqual({ crlf: 'a\nb' });
  });
});

describe('workflow commands, summary and logs', () => {
  it('captures annotations with unescaped text, masks, the summary and both streams', async () => {
    const result = await run('commands.mjs', { env: { FIXTURE_EXIT_CODE: '3' } });
    expect(result.exitCode).toBe(3);
    expect(result.annotations).toEqual([
      {
        level: 'error',
        message: 'first line\nsecond line 100% done',
        properties: { file: 'src/a,b.ts', line: '3', title: 'Bad: thing' },
      },
      { level: 'warning', message: 'careful, now', properties: {} },
      { level: 'notice', message: 'indented notice', properties: { title: 'Heads up' } },
    ]);
    expect(result.masks).toEqual(['s3cr3t-value']);
    expect(result.summary).toContain('| /a | 3 |');
    expect(result.logLines).toContain('plain log line');
    expect(result.logLines).toContain('a line on stderr');
    expect(result.stderr).toBe('a line on stderr\n');
  });

  it('allCapturedText holds what users see, without the swallowed add-mask command', async () => {
    const result = await run('commands.mjs');
    const text = allCapturedText(result);
    expect(text).not.toContain('s3cr3t-value');
    for (const seen of [
      'plain log line',
      'a line on stderr',
      'Bad: thing',
      '| /a | 3 |',
      '::error::not an annotation while paused',
    ]) {
      expect(text).toContain(seen);
    }
    const outputs = await run('outputs.mjs');
    expect(allCapturedText(outputs)).toContain('after a blank line');
    expect(allCapturedText(outputs, { exceptOutputs: ['notes'] })).not.toContain('after a blank line');
    expect(allCapturedText(outputs, { exceptOutputs: ['notes'] })).toContain('simple=overridden later');
  });

  it('parses commands the way the runner does', () => {
    expect(parseCommand('::error title=a=b,=x,empty=::m')).toEqual({
      name: 'error',
      properties: { title: 'a=b' },
      data: 'm',
    });
    expect(parseCommand('text ::error::m')).toBeUndefined();
    expect(parseCommand('::error no end')).toBeUndefined();
    expect(parseCommand('::notice::%250A stays literal')?.data).toBe('%0A stays literal');
  });
});

describe('process control', () => {
  it('kills a child that outlives timeoutMs and says so', async () => {
    // The watchdog runs on the test's time: its 8 s are up once the child has printed, so the line before the
    // kill is there however slowly node starts, and no test waits 8 real seconds.
    let armed: { expire: () => void } | undefined;
    let armedForMs = 0;
    const result = await run('hang.mjs', {
      timeoutMs: 8_000,
      watchdog: (expire, ms) => {
        armed = { expire };
        armedForMs = ms;
        return () => (armed = undefined);
      },
      onLine: (line) => {
        if (line === 'started') armed?.expire();
      },
    });
    expect(armedForMs).toBe(8_000);
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBeNull();
    expect(result.logLines).toEqual(['started']);
  });

  it('kills on real time by default', async () => {
    // Whether node has started by then or not, a child that never ends is killed and the run says so.
    const result = await run('hang.mjs', { timeoutMs: 100 });
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBeNull();
  });

  it('ends a child on the virtual clock once its test is gone, instead of waiting on that clock for ever', async () => {
    // The process that drives the clock ends after the child's first report, as a test worker that is stopped:
    // nobody moves the clock any more, and the child holds a socket open while it sleeps on it.
    const driver = [
      "const { spawn } = require('node:child_process');",
      `const child = spawn(process.execPath, ['--import', ${JSON.stringify(virtualClockPreload())}, ${JSON.stringify(fixture('hold-and-sleep.mjs'))}],`,
      `  { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env: { ...process.env, ${VIRTUAL_NOW_VARIABLE}: '0' } });`,
      "child.once('message', () => { console.log(child.pid); process.exit(0); });",
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', driver]);
    const pid = Number(stdout.trim());
    expect(pid).toBeGreaterThan(0);
    try {
      // Ends within milliseconds; a minute of room for a busy machine.
      for (let waited = 0; isRunning(pid) && waited < 60_000; waited += 50) await delay(50);
      expect(isRunning(pid)).toBe(false);
    } finally {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it("runs a child on virtual time: an hour's sleep passes at once and moves the emulator's clock by an hour", async () => {
    const frozen = Date.UTC(2026, 10, 21, 12);
    const emulator = await startEmulator({ now: () => frozen });
    try {
      // On real time the sleep would outlast the watchdog, and the run would say it timed out.
      const result = await run('sleep-an-hour.mjs', {
        nodeArgs: [virtualTimeImport(fixture('sleep-an-hour.mjs'), emulator.url)],
        timeoutMs: 60_000,
      });
      expect(result.timedOut).toBe(false);
      // The hour, and the real milliseconds the child spent around it (under the watchdog's minute).
      const moved = Number(/^moved (\d+) ms$/.exec(result.logLines.join('\n'))?.[1]);
      expect(moved).toBeGreaterThanOrEqual(3_600_000);
      expect(moved).toBeLessThan(3_660_000);
      const answer = await fetch(`${emulator.url}/_emulator/clock`, { method: 'POST', body: '{"advanceSeconds":0}' });
      expect(((await answer.json()) as { now: string }).now).toBe(new Date(frozen + 3_600_000).toISOString());
    } finally {
      await emulator.close();
    }
  });

  it('runs the bundled action on virtual time: an export whose job takes twenty minutes ends at once', async () => {
    const emulator = await startEmulator({ jobDurationMs: 1_200_000 });
    try {
      // On real time the job would outlast the harness's watchdog (ACTION_WATCHDOG_MS, four minutes, far above a
      // healthy run on a busy machine), and the run would say it timed out.
      const result = await runAction({
        inputs: { mode: 'export', 'api-key': emulator.keys.demo, 'api-url': emulator.url, domain: 'docs.example.com' },
        nodeArgs: [virtualTimeImport(defaultEntry(), emulator.url)],
      });
      runs.push(result);
      expect(result.timedOut).toBe(false);
      expect(result.exitCode, allCapturedText(result)).toBe(0);
      expect(result.outputs['job-id']).toMatch(/\S/);
    } finally {
      await emulator.close();
    }
  });

  it("gives each entry the preload that shares its clock: the bundle's for the bundle, none for dist/", () => {
    const bundle = sourcesBundle();
    expect(bundle).toBeDefined();
    if (!bundle) return;
    expect(virtualTimeImport(bundle.cli, 'http://127.0.0.1:9')).toBe(
      `--import=${pathToFileURL(bundle.virtualTimePreload).href}?emulator=http%3A%2F%2F127.0.0.1%3A9`,
    );
    expect(virtualTimeImport(sourcesEntry)).toMatch(/^--import=file:.*\/devkit\/harness\/virtual-time-preload\.ts$/);
    expect(() => virtualTimeImport(distEntry)).toThrow(/No virtual time for .*dist/);
  });

  it("defaults the entry to the run's bundle of the sources, and to src/index.ts without one", () => {
    const bundle = sourcesBundle();
    expect(bundle, 'the global setup bundles the sources for the run').toBeDefined();
    expect(defaultEntry()).toBe(bundle?.action);
    expect(sourcesBundle({})).toBeUndefined();
    expect(sourcesEntry).toBe(fileURLToPath(new URL('../../../src/index.ts', import.meta.url)));
  });

  it('runs the bundle as the sources: the same outputs and annotations, its download process from the bundle', async () => {
    const inputs = { mode: 'report', 'api-key': 'svc_x', 'api-url': 'http://127.0.0.1:9', 'project-id': 'p', top: '0' };
    const [bundled, sources] = await Promise.all([runAction({ inputs }), runAction({ inputs, entry: sourcesEntry })]);
    expect(bundled.exitCode).toBe(1);
    expect(bundled.annotations).toEqual(sources.annotations);
    expect(bundled.annotations[0]?.message).toMatch(/Input "top" accepts a whole number from 1 to 100/);
    // Both entries name the download script beside them, in the bundle as in the sources.
    const dir = dirname(defaultEntry());
    const texts = await Promise.all(
      (await readdir(dir, { recursive: true }))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFile(join(dir, name), 'utf8')),
    );
    const naming = texts.filter((text) => /new URL\(["']\.\/bundle-download\.js["'], import\.meta\.url\)/.test(text));
    expect(naming.length).toBeGreaterThanOrEqual(1);
    expect(texts.some((text) => text.includes('./bundle-download.ts'))).toBe(false);
  });
});
