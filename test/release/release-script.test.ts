import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { interfaceNames, unannounced } from '../../scripts/changelog.ts';
import { notesForTag } from '../../scripts/release-notes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const releaseScript = path.join(root, 'scripts/release.ts');
const FILES = ['package.json', 'package-lock.json', 'CHANGELOG.md', 'action.yml'];

let copy: string;
const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
const snapshot = () => Object.fromEntries(FILES.map((file) => [file, read(file)]));

/** `npm run release -- <args>` as npm runs it: the package root is the working directory. */
function release(...args: string[]) {
  const run = spawnSync(process.execPath, [releaseScript, ...args], { cwd: copy, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * Makes `entry` the only one under Unreleased, whatever the project's changelog holds there today; the inputs and
 * outputs that only today's Unreleased section announces are named in a second entry, so the copy stays releasable.
 */
function addUnreleasedEntry(entry: string) {
  const withEntry = read('CHANGELOG.md').replace(
    /## \[Unreleased\]\n[\s\S]*?(?=\n## \[)/,
    `## [Unreleased]\n\n### Fixed\n\n- ${entry}\n`,
  );
  const unnamed = unannounced(withEntry, interfaceNames(read('action.yml')));
  const names = unnamed.length > 0 ? `- New: ${unnamed.map((name) => `\`${name}\``).join(', ')}.\n` : '';
  fs.writeFileSync(path.join(copy, 'CHANGELOG.md'), withEntry.replace(`- ${entry}\n`, `- ${entry}\n${names}`));
}

beforeEach(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'release-script-'));
  for (const file of FILES) fs.copyFileSync(path.join(root, file), path.join(copy, file));
});
afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

describe('npm run release, on a copy of the project', () => {
  it('moves package.json, package-lock.json and the changelog to the version together', () => {
    const before = snapshot();
    const current = (JSON.parse(before['package.json'] as string) as { version: string }).version;
    const next = current.replace(/\.(\d+)$/, (_, patch: string) => `.${Number(patch) + 1}`);
    addUnreleasedEntry('Values edits keep a trailing comment.');

    const run = release(next, '--date', '2027-01-15');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`git tag v${next}`);

    const pkg = JSON.parse(read('package.json')) as Record<string, unknown>;
    expect(pkg.version).toBe(next);
    expect({ ...pkg, version: current }).toEqual(JSON.parse(before['package.json'] as string));
    const lock = JSON.parse(read('package-lock.json')) as {
      version: string;
      packages: Record<string, { version: string }>;
    };
    expect([lock.version, lock.packages['']?.version]).toEqual([next, next]);
    const lockBefore = JSON.parse(before['package-lock.json'] as string) as typeof lock;
    expect({
      ...lock,
      version: current,
      packages: { ...lock.packages, '': { ...lock.packages[''], version: current } },
    }).toEqual(lockBefore);
    expect(read('package-lock.json').split('\n').length).toBe(
      (before['package-lock.json'] as string).split('\n').length,
    );
    expect(read('CHANGELOG.md')).toContain(
      `## [Unreleased]\n\n## [${next}] - 2027-01-15\n\n### Fixed\n\n- Values edits keep a trailing comment.\n`,
    );
    expect(read('CHANGELOG.md')).toContain(`/compare/v${current}...v${next}`);

    // What the release workflow then checks and publishes as the release's notes.
    expect(notesForTag(copy, `v${next}`)).toMatch(
      /^### Fixed\n\n- Values edits keep a trailing comment\.(\n- New: .*)?$/,
    );
    expect(() => notesForTag(copy, `v${current}`)).toThrow(`package.json's version is ${next}`);
    expect(() => notesForTag(copy, next)).toThrow('is not a release tag');
  });

  it('refuses, changing nothing, a malformed version, one not newer, or an empty Unreleased section', () => {
    const before = snapshot();
    expect(release('1.2').stderr).toContain('"1.2" is not a version');
    expect(release().stderr).toContain('Usage: npm run release -- <MAJOR.MINOR.PATCH>');
    expect(release('0.0.1').stderr).toContain("0.0.1 is not newer than package.json's version");
    const emptied = read('CHANGELOG.md').replace(/## \[Unreleased\]\n[\s\S]*?(?=\n## \[\d)/, '## [Unreleased]\n');
    fs.writeFileSync(path.join(copy, 'CHANGELOG.md'), emptied);
    const run = release('99.0.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('"## [Unreleased]" section is empty');
    expect(snapshot()).toEqual({ ...before, 'CHANGELOG.md': emptied });
  });

  it('refuses a release whose changelog never names an input of action.yml, and so does the gate', () => {
    addUnreleasedEntry('Something else.');
    fs.writeFileSync(
      path.join(copy, 'action.yml'),
      read('action.yml').replace('\ninputs:\n', '\ninputs:\n  brand-new-input:\n    description: New.\n'),
    );
    const before = snapshot();
    const run = release('99.0.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('CHANGELOG.md never names `brand-new-input`: say under Unreleased what they do.');
    expect(snapshot()).toEqual(before);
    const pkg = JSON.parse(read('package.json')) as { version: string };
    expect(() => notesForTag(copy, `v${pkg.version}`)).toThrow(
      'CHANGELOG.md never names `brand-new-input` of action.yml',
    );
  });

  it('fails the release gate when the tag and the sources disagree', () => {
    const pkg = JSON.parse(read('package.json')) as { version: string };
    fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify({ ...pkg, version: '98.0.0' }));
    expect(() => notesForTag(copy, 'v98.0.0')).toThrow(
      /package-lock\.json's version is .*CHANGELOG\.md's newest release is/,
    );
  });
});
