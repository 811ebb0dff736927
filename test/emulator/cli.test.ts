import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../emulator/cli.ts', import.meta.url));

function run(args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Waits for the child's output; the limit only ends a hung child (a busy machine starts node slowly), never a measure. */
async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const giveUpAt = Date.now() + 120_000;
  while (!condition() && Date.now() < giveUpAt) await new Promise((r) => setTimeout(r, 25));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('emulator CLI', () => {
  it('prints the URL, the demo key and the projects, applies flags, and stops on SIGTERM', async () => {
    const cli = run([
      '--port',
      '0',
      '--job-seconds',
      '1',
      '--deploy-seconds',
      '30',
      '--link-ttl',
      '15m',
      '--faults',
      '{"latencyMs":1,"archive":"fifo"}',
    ]);
    try {
      await waitFor(() => cli.output().stdout.includes('Press Ctrl+C'), 'the banner');
      const { stdout } = cli.output();
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1] ?? '';
      expect(url).not.toBe('');
      expect(stdout).toContain('svc_demo_');
      expect(stdout).toContain('project-id: proj_demo');
      expect(stdout).toContain(`api-url: ${url}`);
      expect(stdout).toContain('/_emulator/faults');
      expect(stdout).toContain('svc_nodeploy_');

      const state = (await (await fetch(`${url}/_emulator`)).json()) as {
        faults: { latencyMs: number; archive: string };
        keys: { demo: string };
      };
      expect(state.faults).toMatchObject({ latencyMs: 1, archive: 'fifo' });
      const started = await fetch(`${url}/v1/static-export/jobs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${state.keys.demo}`, 'content-type': 'application/json' },
        body: JSON.stringify({ domain: 'docs.example.com' }),
      });
      expect(started.status).toBe(202);
      const { jobId } = (await started.json()) as { jobId: string };
      await fetch(`${url}/_emulator/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 2 }) });
      const bundle = await fetch(`${url}/v1/static-export/jobs/${jobId}/bundle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${state.keys.demo}` },
      });
      const { bundleUrl } = (await bundle.json()) as { bundleUrl: string };
      expect(new URL(bundleUrl).searchParams.get('X-Amz-Expires')).toBe('900');

      const deploy = await fetch(`${url}/v1/project/update/proj_demo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${state.keys.demo}` },
      });
      const { statusId } = (await deploy.json()) as { statusId: string };
      const deployment = async (): Promise<unknown> =>
        (
          await fetch(`${url}/v1/project/update-status/${statusId}`, {
            headers: { authorization: `Bearer ${state.keys.demo}` },
          })
        ).json();
      await fetch(`${url}/_emulator/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 20 }) });
      expect(await deployment()).toMatchObject({ status: 'in_progress' });
      await fetch(`${url}/_emulator/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 10 }) });
      expect(await deployment()).toMatchObject({ status: 'success' });
    } finally {
      cli.child.kill('SIGTERM');
    }
    const [code] = await cli.exited;
    expect(code).toBe(0);
    expect(cli.output().stdout).toContain('stopping');
  });

  it('refuses invalid flags with a usage message and exit code 2', async () => {
    const cli = run(['--faults', '{"archive":"rar"}']);
    const [code] = await cli.exited;
    expect(code).toBe(2);
    expect(cli.output().stderr).toContain('archive');
    expect(cli.output().stderr).toContain('Usage:');
  });
});
