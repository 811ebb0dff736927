/**
 * The CLI from the sources with its download process: an export that downloads starts the process as soon as its
 * settings are valid, and a run that fails after that still ends (the process must not keep it alive).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCliEntry } from '../../devkit/harness/run-action.ts';

const cli = defaultCliEntry();
let work: string;

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-download-process-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the download process of an export', () => {
  it('does not keep a run alive that fails after starting it: a proxy variable it cannot use is an input error at once', async () => {
    // Generous: a run that hangs is killed here (its code is then the signal) and fails the test.
    const run = await new Promise<{ code: number | string | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [cli, 'export', '--domain', 'docs.example.com', '--api-url', 'http://127.0.0.1:9', '--bundle-path', 'b.tgz'],
        {
          cwd: work,
          env: {
            PATH: process.env.PATH ?? '',
            HOME: work,
            DOCS_EXPORT_API_KEY: 'svc_test',
            HTTPS_PROXY: 'ftp://proxy',
          },
          timeout: 60_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code ?? error.signal ?? 1) : 0, stderr }),
      );
    });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('HTTPS_PROXY uses ftp://, which the action does not support');
    expect(fs.readdirSync(work)).toEqual([]);
  });
});
