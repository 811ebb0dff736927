import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { escapeReason } from '../../../src/bundle/extract.ts';
import {
  createCollisionCheck,
  fileSystemKey,
  normalizeEntryPath,
  unsafeEntryReason,
  windowsNameReason,
} from '../../../src/bundle/verify/entry-rules.ts';

describe('entry rules', () => {
  test.each([
    ['index.html', 'File'],
    ['guides/getting-started.html', 'File'],
    ['assets/', 'Directory'],
    ['./assets/app.js', 'OldFile'],
    ['..hidden/file.html', 'File'],
    ['a..b.html', 'File'],
  ])('accepts %s (%s)', (path, type) => {
    expect(unsafeEntryReason(path, type)).toBeUndefined();
  });

  test.each([
    ['/etc/passwd', 'File', 'is an absolute path'],
    ['C:\\x', 'File', 'is an absolute path'],
    ['c:x', 'File', 'is an absolute path'],
    ['\\\\server\\share', 'File', 'is an absolute path'],
    ['a/../b', 'File', "contains a '..' segment"],
    ['..', 'Directory', "contains a '..' segment"],
    ['a/..\\b', 'File', 'contains a backslash'],
    ['a/b\\c', 'File', 'contains a backslash'],
    ['', 'File', 'has an empty name'],
    ['a\u0007b', 'File', 'has a control character in its name'],
    ['link', 'SymbolicLink', 'is a symbolic link'],
    ['link', 'Link', 'is a hard link'],
    ['dev', 'CharacterDevice', 'is a character device'],
    ['dev', 'BlockDevice', 'is a block device'],
    ['pipe', 'FIFO', 'is a FIFO (named pipe)'],
    ['sparse', 'SparseFile', 'has the unsupported entry type SparseFile'],
  ])('refuses %j (%s): %s', (path, type, reason) => {
    expect(unsafeEntryReason(path, type)).toBe(reason);
  });

  test('normalizes ./ prefixes and trailing slashes', () => {
    expect(normalizeEntryPath('./././a/b/')).toBe('a/b');
    expect(normalizeEntryPath('./')).toBe('');
    expect(normalizeEntryPath('a//b')).toBe('a/b');
  });
});

describe('names Windows cannot hold', () => {
  test.each([
    ['CON', 'uses the name CON, which Windows reserves for a device'],
    ['con.html', 'uses the name CON, which Windows reserves for a device'],
    ['Nul.tar.gz', 'uses the name NUL, which Windows reserves for a device'],
    ['aux', 'uses the name AUX, which Windows reserves for a device'],
    ['prn.txt', 'uses the name PRN, which Windows reserves for a device'],
    ['COM1', 'uses the name COM1, which Windows reserves for a device'],
    ['lpt9.html', 'uses the name LPT9, which Windows reserves for a device'],
    ['com\u00b9', 'uses the name COM\u00b9, which Windows reserves for a device'],
    ['page.', 'has a name ending in a dot or a space, which Windows drops'],
    ['page ', 'has a name ending in a dot or a space, which Windows drops'],
    ['a<b', 'has the character < in its name, which Windows does not allow'],
    ['a:b', 'has the character : in its name, which Windows does not allow'],
    ['a"b', 'has the character " in its name, which Windows does not allow'],
    ['a|b', 'has the character | in its name, which Windows does not allow'],
    ['a?b', 'has the character ? in its name, which Windows does not allow'],
    ['a*b', 'has the character * in its name, which Windows does not allow'],
  ])('refuses %j', (segment, reason) => {
    expect(windowsNameReason(segment)).toBe(reason);
    expect(unsafeEntryReason(`guides/${segment}/x.html`, 'File')).toBe(reason);
  });

  test.each([
    'console.html',
    'com10.html',
    'lpt.html',
    'conference',
    'auxiliary.css',
    '.well-known',
    'a.b.html',
    'nul-page.html',
  ])('accepts %j', (segment) => {
    expect(windowsNameReason(segment)).toBeUndefined();
    expect(unsafeEntryReason(`guides/${segment}`, 'File')).toBeUndefined();
  });

  test('names, paths and depth a file system cannot hold', () => {
    expect(unsafeEntryReason(`${'n'.repeat(256)}.html`, 'File')).toBe('has a name longer than 255 bytes');
    expect(unsafeEntryReason(`${'\u00e9'.repeat(128)}`, 'File')).toBe('has a name longer than 255 bytes');
    expect(unsafeEntryReason(`${'segment/'.repeat(520)}x.html`, 'File')).toBe('has a path longer than 4096 bytes');
    expect(unsafeEntryReason(`${'d/'.repeat(1024)}x.html`, 'File')).toBe('is nested deeper than 1024 directories');
    expect(unsafeEntryReason(`${'d/'.repeat(1023)}x.html`, 'File')).toBeUndefined();
  });
});

describe('collisions on case-insensitive and normalising file systems', () => {
  const first = (paths: Array<[string, boolean]>) => {
    const check = createCollisionCheck();
    for (const [name, isFile] of paths) {
      const reason = check.add(name, isFile);
      if (reason) return `${name}: ${reason}`;
    }
    return undefined;
  };

  test('names that differ only by case or by Unicode normalisation collide', () => {
    expect(
      first([
        ['Index.html', true],
        ['index.html', true],
      ]),
    ).toBe(
      'index.html: would overwrite "Index.html" on a file system that ignores case or Unicode normalisation (macOS, Windows)',
    );
    expect(
      first([
        ['guides/a.html', true],
        ['Guides/b.html', true],
      ]),
    ).toMatch(/^Guides\/b.html: would overwrite "guides"/);
    expect(
      first([
        ['caf\u00e9.html', true],
        ['cafe\u0301.html', true],
      ]),
    ).toMatch(/would overwrite "café.html"/);
  });

  test('a name used as a file and as a directory collides, in either order', () => {
    expect(
      first([
        ['a', true],
        ['a/b.html', true],
      ]),
    ).toBe('a/b.html: needs "a" as a directory, but it is a file');
    expect(
      first([
        ['a/b.html', true],
        ['a', true],
      ]),
    ).toBe('a: is a file where the archive has a directory');
    expect(
      first(
        [
          ['a/', false],
          ['a', true],
        ].map(([n, f]) => [normalizeEntryPath(n as string), f as boolean]),
      ),
    ).toBe('a: is a file where the archive has a directory');
  });

  test('an earlier name that carries a CI command is shown quoted and inert, exactly', () => {
    // The reason alone: the caller shows the entry's own name (lineText, in archive.ts and extract.ts).
    const reason = (paths: Array<[string, boolean]>) => {
      const check = createCollisionCheck();
      return paths.map(([name, isFile]) => check.add(name, isFile)).find((r) => r !== undefined);
    };
    const earlier = '##vso[task.setvariable variable=PWNED]yes ##[error]forged.html';
    const overwrite = reason([
      [earlier, true],
      [earlier.toUpperCase(), true],
    ]);
    expect(overwrite).toBe(
      'would overwrite "##vso\\u005btask.setvariable variable=PWNED]yes ##\\u005berror]forged.html" on a file system that ignores case or Unicode normalisation (macOS, Windows)',
    );
    const directory = reason([
      ['##[error]x', true],
      ['##[error]x/b.html', true],
    ]);
    expect(directory).toBe('needs "##\\u005berror]x" as a directory, but it is a file');
    for (const shown of [overwrite, directory]) expect(shown).not.toMatch(/##(?:vso)?\[/i);
  });

  test('the same name twice does not collide (tar replaces the first), nor do distinct names', () => {
    expect(
      first([
        ['guides', false],
        ['guides/a.html', true],
        ['guides/a.html', true],
        ['guides/A1.html', true],
        ['guides/b.html', true],
      ]),
    ).toBeUndefined();
  });

  test("the key keeps every separator, so its prefixes are the prefixes' keys", () => {
    expect(fileSystemKey('İ/ß/Caf\u00e9').split('/')).toHaveLength(3);
  });
});

describe("where an entry lands (the platform's path rules; path.win32 on any runner)", () => {
  const target = 'C:\\work\\site';

  test('relative names stay inside the directory', () => {
    expect(escapeReason(target, 'guides/a.html', path.win32)).toBeUndefined();
    expect(escapeReason(target, 'guides\\a.html', path.win32)).toBeUndefined();
  });

  test('names that Windows resolves elsewhere are refused by the path rules, and by the entry rules before that', () => {
    for (const name of [
      '..\\evil.html',
      'a\\..\\..\\evil.html',
      'C:\\evil.html',
      'D:evil.html',
      '\\\\server\\share\\x',
      '/evil.html',
    ]) {
      expect(escapeReason(target, name, path.win32), name).toBe('would be written outside the directory');
      expect(unsafeEntryReason(name, 'File'), name).toBeDefined();
    }
  });

  test('on POSIX the same names are plain characters, refused by the entry rules alone', () => {
    expect(escapeReason('/work/site', 'a\\..\\..\\evil.html', path.posix)).toBeUndefined();
    expect(unsafeEntryReason('a\\..\\..\\evil.html', 'File')).toBe('contains a backslash');
  });
});
