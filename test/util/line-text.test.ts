import { describe, expect, it } from 'vitest';
import { lineText } from '../../src/util/line-text.ts';

const KEY = 'svc_Q7xK2mP9vL4tR8nW3yZ6bC1dF5gH0jA';
/** Every line break the runner or a log viewer may honour: LF, CR, VT, FF, NEL, LS, PS. */
const BREAKS = ['\n', '\r', '\u000b', '\u000c', '\u0085', '\u2028', '\u2029'];

describe('lineText', () => {
  it('keeps ordinary text as it is', () => {
    expect(lineText('Deployed 42 pages from main (a1b2c3d)')).toBe('Deployed 42 pages from main (a1b2c3d)');
    expect(lineText('guides/intro.html', { quoted: true })).toBe('"guides/intro.html"');
  });

  it.each(BREAKS.map((b) => [JSON.stringify(b), b]))(
    'no line break %s survives, so no workflow command starts',
    (_n, b) => {
      expect(lineText(`ok${b}::error::forged`)).toBe('ok ::error::forged');
      expect(lineText(`ok${b}::error::forged`, { quoted: true })).toMatch(
        /^"ok\\u00[0-9a-f]{2}::error::forged"$|^"ok\\u202[89]::error::forged"$/,
      );
    },
  );

  it('breaks a workflow command opener at the start, where the text may begin a log line', () => {
    expect(lineText('::add-mask::x')).toBe(': :add-mask::x');
    expect(lineText('  \u200b::set-output name=a::b')).toBe(': :set-output name=a::b');
    expect(lineText('##[error]legacy')).toBe('# #[error]legacy');
  });

  it('breaks an Azure Pipelines logging command (##vso[) anywhere in the line, in prose and in a quoted archive path', () => {
    const command = '##vso[task.setvariable variable=DEPLOY_URL]https://attacker.example';
    expect(lineText(`build broke ${command}`)).toBe(
      'build broke # #vso[task.setvariable variable=DEPLOY_URL]https://attacker.example',
    );
    expect(lineText(`a ##VSO[task.prependpath]/tmp b ##\u200bvso[task.uploadfile]/etc/passwd`)).toBe(
      'a # #VSO[task.prependpath]/tmp b # #vso[task.uploadfile]/etc/passwd',
    );
    expect(lineText(`docs/${command}.html`, { quoted: true })).toBe(
      '"docs/##vso\\u005btask.setvariable variable=DEPLOY_URL]https://attacker.example.html"',
    );
    for (const shown of [lineText(command), lineText(command, { quoted: true })]) expect(shown).not.toMatch(/##vso\[/i);
  });

  it('breaks a legacy workflow command (##[) anywhere in the line, where GitHub’s runner also reads it', () => {
    expect(lineText('status rendering ##[error]forged')).toBe('status rendering # #[error]forged');
    expect(lineText('a #\u200b#[warning]b')).toBe('a # #[warning]b');
    expect(lineText('docs/##[add-mask]x.html', { quoted: true })).toBe('"docs/##\\u005badd-mask]x.html"');
    for (const shown of [lineText('x ##[error]y'), lineText('x ##[error]y', { quoted: true })])
      expect(shown).not.toContain('##[');
  });

  it('drops escape sequences, bidi controls and zero widths; the quoted form shows them as escapes', () => {
    expect(lineText('a\u001b[31mred\u202Eevil\u200bz\u2066x')).toBe('a [31mredevilzx');
    expect(lineText('a\u001b\u202E"\\', { quoted: true })).toBe('"a\\u001b\\u202e\\"\\\\"');
  });

  it('masks a known secret, a bearer token, link credentials and query strings', () => {
    expect(lineText(`k=${KEY} Bearer xyz.123== https://u:p@h/p?X-Amz-Signature=1 end`, { secrets: [KEY] })).toBe(
      'k=*** Bearer *** https://h/p?… end',
    );
    expect(lineText('proxy http://user:pass@proxy:3128/ said no')).toBe('proxy http://***@proxy:3128/ said no');
  });

  it('masks a secret before it cuts: no part of a known secret is ever shown, wherever the cut falls', () => {
    for (let before = 170; before <= 200; before++) {
      const shown = lineText(`${'x'.repeat(before)} ${KEY} tail`, { secrets: [KEY] });
      for (let i = 0; i + 4 <= KEY.length; i++) expect(shown).not.toContain(KEY.slice(i, i + 4));
    }
  });

  it('masks a secret that invisible characters split', () => {
    const split = `${KEY.slice(0, 10)}\u200b${KEY.slice(10)}`;
    expect(lineText(`key ${split}`, { secrets: [KEY] })).toBe('key ***');
  });

  it('bounds the length, "…" included, without splitting a character', () => {
    expect(lineText('x'.repeat(1000))).toHaveLength(200);
    expect(lineText('x'.repeat(1000)).endsWith('…')).toBe(true);
    expect([...lineText('😀'.repeat(50), { max: 10 })]).toHaveLength(10);
    expect(lineText('y'.repeat(500), { quoted: true, max: 80 })).toBe(`"${'y'.repeat(79)}…"`);
  });
});
