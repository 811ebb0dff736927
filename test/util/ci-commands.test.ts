import { describe, expect, it } from 'vitest';
import { breakCommands, escapeCommandsInJson } from '../../src/util/ci-commands.ts';

/** Whether a line holds what Azure Pipelines' agent or GitHub's runner would run as a command. */
function holdsCommand(line: string): boolean {
  const visible = line.replace(/\p{Cf}/gu, '');
  return /##vso\[/i.test(visible) || visible.includes('##[') || /^[\s\u0085]*::/.test(visible);
}
const linesOf = (text: string) => text.split(/\r\n|\r|\n/);

describe('breakCommands', () => {
  it.each([
    ['an Azure logging command mid-line', 'status ##vso[task.setvariable variable=PWNED]yes'],
    ['one in capitals', 'x ##VSO[task.prependpath]/tmp/evil'],
    ['a legacy workflow command mid-line', 'progress ##[error]forged'],
    ['openers split by invisible characters', 'a #\u200b#vso[task.uploadfile]/etc/passwd b #\u00ad#[error]c'],
    ['a workflow command at the start', '::add-mask::x'],
    ['one behind blanks and invisible characters', ' \t\u00a0\u0085\u200b::set-output name=a::b'],
    ['one split by an invisible character', ':\u200b:error::x'],
    ['one after a line break inside the text', 'first line\n::error::forged\r::warning::too\r\n  ::notice::x'],
    ['several on one line', '##vso[a]1 ##[b]2 ###vso[c]3 ####[d]4'],
  ])('breaks %s', (_name, text) => {
    const broken = breakCommands(text);
    for (const line of linesOf(broken)) expect(holdsCommand(line), line).toBe(false);
    // Only spaces are added, never a line.
    expect(broken.replaceAll(' ', '')).toBe(text.replaceAll(' ', ''));
    expect(linesOf(broken)).toHaveLength(linesOf(text).length);
  });

  it('adds one space, after the first character of the opener', () => {
    expect(breakCommands('a ##vso[x]y')).toBe('a # #vso[x]y');
    expect(breakCommands('a ##[x]y')).toBe('a # #[x]y');
    expect(breakCommands('::x::y\n  ::z::w')).toBe(': :x::y\n  : :z::w');
  });

  it('leaves text without an opener as it is: colons and hashes elsewhere, a URL with [::1]', () => {
    for (const text of [
      'Deployed 42 pages from main (a1b2c3d)',
      'http://[::1]:8080/x#frag a: b :: c',
      'issue #12 ## heading [link]',
      'time 12:30::45',
    ])
      expect(breakCommands(text)).toBe(text);
  });
});

describe('escapeCommandsInJson', () => {
  it('writes the bracket of an opener as \\u005b: no line holds a command, and JSON.parse gives the value back', () => {
    const values = {
      a: '##vso[task.setvariable variable=PWNED]yes',
      b: 'x ##[error]forged',
      c: '#\u200b#VSO[task.prependpath]/tmp',
      d: 'http://[::1]:9/p?q=1#x',
      e: '\\##[still text]',
    };
    const json = escapeCommandsInJson(JSON.stringify(values, null, 2));
    for (const line of linesOf(json)) expect(holdsCommand(line), line).toBe(false);
    expect(JSON.parse(json)).toEqual(values);
    expect(json).toContain('"##vso\\u005btask.setvariable variable=PWNED]yes"');
  });
});
