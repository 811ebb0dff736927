// A run that fails on a bad input writes its masks and its error without @actions/core: the runner must read
// them back exactly as it reads the toolkit's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processWorkflowCommands } from '../../devkit/harness/workflow-commands.ts';
import { failWithoutToolkit, readInput } from '../../src/runtime/bare-commands.ts';

describe('the commands of a run that fails before the toolkit is loaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('reads an input as the runner passes it: INPUT_ and the name upper-cased, spaces as _, trimmed', () => {
    const env = { 'INPUT_API-KEY': '  key \n', INPUT_MY_INPUT: 'x' };
    expect(readInput(env, 'api-key')).toBe('key');
    expect(readInput(env, 'my input')).toBe('x');
    expect(readInput(env, 'absent')).toBe('');
  });

  it('masks every secret before one error annotation that reads back whole (%, CR and LF escaped), and fails', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    const message = 'Input "timeout" accepts 90s (got "50%").\r\nInput "domain" is required.';
    failWithoutToolkit(message, ['svc_key_1', 'Bearer svc_key_1']);
    const commands = processWorkflowCommands(written.join('').split(/\r?\n/));
    expect(commands.masks).toEqual(['svc_key_1', 'Bearer svc_key_1']);
    expect(commands.annotations).toEqual([expect.objectContaining({ level: 'error', message })]);
    expect(process.exitCode).toBe(1);
  });
});
