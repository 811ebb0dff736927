/**
 * The CLI's last guard: whatever value reaches its outputs or its log, no line of stdout or stderr holds a command
 * that Azure Pipelines' agent (`##vso[` anywhere) or GitHub's runner (`::` at the start, `##[` anywhere) would run.
 * The JSON outputs still parse to the exact values; the dotenv outputs stay one valid line per output.
 */
import { describe, expect, it } from 'vitest';
import { formatOutputs } from '../../src/cli/format-outputs.ts';
import { stderrLog } from '../../src/cli/log.ts';
import type { Outputs } from '../../src/runtime/outputs.ts';

const HOSTILE: Outputs = {
  'job-id': 'se_1',
  'bundle-url': 'https://store.example/b.tar.gz##vso[task.setvariable variable=PWNED]yes',
  'bundle-path': '/tmp/x ##[error]forged\r::warning::split\u2028##VSO[task.prependpath]/tmp',
  'diff-file': '#\u200b#vso[task.uploadfile]/etc/passwd',
};

function holdsCommand(line: string): boolean {
  const visible = line.replace(/\p{Cf}/gu, '');
  return /##vso\[/i.test(visible) || visible.includes('##[') || /^[\s\u0085]*::/.test(visible);
}
/** Lines as the agent and the runner read them (CR, LF), and as a log viewer may show them. */
const linesOf = (text: string) => text.split(/\r\n|[\r\n\u0085\u2028\u2029]/);

describe('formatOutputs', () => {
  it('JSON: no line holds a command, and every value parses back exactly', () => {
    const text = formatOutputs(HOSTILE, 'json');
    for (const line of linesOf(text)) expect(holdsCommand(line), line).toBe(false);
    expect(JSON.parse(text)).toEqual(HOSTILE);
  });

  it('dotenv: one NAME=value line per output, with no command; the openers get a space', () => {
    const text = formatOutputs(HOSTILE, 'dotenv');
    const lines = text.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line).toMatch(/^DOCS_EXPORT_[A-Z_]+=[^\r\n\u0085\u2028\u2029]*$/);
      expect(holdsCommand(line), line).toBe(false);
    }
    expect(lines).toContain(
      'DOCS_EXPORT_BUNDLE_URL=https://store.example/b.tar.gz# #vso[task.setvariable variable=PWNED]yes',
    );
  });

  it('leaves ordinary values exactly as they were', () => {
    const outputs: Outputs = { 'job-id': 'se_1', status: 'completed', 'bundle-url': 'http://[::1]:9/b?X=1#a' };
    expect(JSON.parse(formatOutputs(outputs, 'json'))).toEqual(outputs);
    expect(formatOutputs(outputs, 'dotenv')).toBe(
      'DOCS_EXPORT_JOB_ID=se_1\nDOCS_EXPORT_STATUS=completed\nDOCS_EXPORT_BUNDLE_URL=http://[::1]:9/b?X=1#a\n',
    );
  });
});

describe('stderrLog', () => {
  it('breaks a command in any line it writes, whatever the message, and still masks secrets', async () => {
    let written = '';
    const log = stderrLog((text) => void (written += text));
    log.mask('s3cret-key');
    log.info('::error::forged at the start');
    log.info('mid-line ##vso[task.setvariable variable=PWNED]yes and ##[error]forged');
    log.warning('two lines\n::add-mask::x\r##vso[task.prependpath]/tmp');
    log.error('key s3cret-key ##[warning]x');
    await log.group('::group::forged', () => Promise.resolve());
    for (const line of linesOf(written)) expect(holdsCommand(line), line).toBe(false);
    expect(written).toContain(': :error::forged at the start\n');
    expect(written).toContain('mid-line # #vso[task.setvariable variable=PWNED]yes and # #[error]forged\n');
    expect(written).toContain('error: key *** # #[warning]x\n');
    expect(written).not.toContain('s3cret-key');
  });
});
