import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  interfaceNames,
  newestRelease,
  promoteUnreleased,
  releaseNotes,
  sections,
  unannounced,
} from '../../scripts/changelog.ts';

const REPO = 'https://github.com/acme/tool';
const released = [
  '# Changelog',
  '',
  '## [Unreleased]',
  '',
  '### Fixed',
  '',
  '- Polls stop at the timeout.',
  '',
  '## [1.1.0] - 2026-02-01',
  '',
  '### Added',
  '',
  '- The report mode.',
  '',
  '## [1.0.0] - 2026-01-01',
  '',
  '- First release.',
  '',
  `[Unreleased]: ${REPO}/compare/v1.1.0...HEAD`,
  `[1.1.0]: ${REPO}/compare/v1.0.0...v1.1.0`,
  `[1.0.0]: ${REPO}/releases/tag/v1.0.0`,
  '',
].join('\n');

describe('the changelog', () => {
  it('finds its sections, newest first, and the newest release', () => {
    expect(sections(released).map((s) => [s.name, s.date])).toEqual([
      ['Unreleased', undefined],
      ['1.1.0', '2026-02-01'],
      ['1.0.0', '2026-01-01'],
    ]);
    expect(newestRelease(released)).toBe('1.1.0');
    expect(newestRelease('# Changelog\n\n## [Unreleased]\n\n- a\n')).toBeUndefined();
  });

  it("gives a version's notes without the link references", () => {
    expect(releaseNotes(released, '1.1.0')).toBe('### Added\n\n- The report mode.');
    expect(releaseNotes(released, '1.0.0')).toBe('- First release.');
    expect(() => releaseNotes(released, '2.0.0')).toThrow('no "## [2.0.0]" section');
    expect(() => releaseNotes(released.replace('- First release.', '### Added'), '1.0.0')).toThrow(
      '"## [1.0.0]" section is empty',
    );
  });

  it('promotes Unreleased to the version under a fresh Unreleased heading and points the links at the tag', () => {
    const next = promoteUnreleased(released, '1.1.1', '2026-03-04', REPO);
    expect(next).toContain(
      '## [Unreleased]\n\n## [1.1.1] - 2026-03-04\n\n### Fixed\n\n- Polls stop at the timeout.\n\n## [1.1.0] - 2026-02-01',
    );
    expect(next).toContain(
      `[Unreleased]: ${REPO}/compare/v1.1.1...HEAD\n[1.1.1]: ${REPO}/compare/v1.1.0...v1.1.1\n[1.1.0]: `,
    );
    expect(newestRelease(next)).toBe('1.1.1');
    expect(releaseNotes(next, '1.1.1')).toBe('### Fixed\n\n- Polls stop at the timeout.');
    expect(() => promoteUnreleased(next, '1.1.2', '2026-03-05', REPO)).toThrow('"## [Unreleased]" section is empty');
  });

  it('links the first release to its tag and adds the link references when there are none', () => {
    const first = promoteUnreleased('# Changelog\n\n## [Unreleased]\n\n- First.\n', '1.0.0', '2026-01-01', REPO);
    expect(first).toBe(
      `# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2026-01-01\n\n- First.\n\n[Unreleased]: ${REPO}/compare/v1.0.0...HEAD\n[1.0.0]: ${REPO}/releases/tag/v1.0.0\n`,
    );
  });

  it('refuses a version that is malformed, not newer, or already there, and a bad date', () => {
    expect(() => promoteUnreleased(released, '1.2', '2026-03-04', REPO)).toThrow('"1.2" is not a version');
    expect(() => promoteUnreleased(released, '01.2.0', '2026-03-04', REPO)).toThrow('is not a version');
    expect(() => promoteUnreleased(released, '1.0.5', '2026-03-04', REPO)).toThrow(
      '1.0.5 is not newer than the last release, 1.1.0',
    );
    expect(() => promoteUnreleased(released, '1.1.0', '2026-03-04', REPO)).toThrow(
      'already has a "## [1.1.0]" section',
    );
    expect(() => promoteUnreleased(released, '1.2.0', '4.3.2026', REPO)).toThrow('is not a date');
    expect(() => promoteUnreleased('# Changelog\n', '1.0.0', '2026-03-04', REPO)).toThrow(
      'no "## [Unreleased]" section',
    );
  });

  it('compares versions by number, not by text', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
  });

  it('lists the inputs and outputs of action.yml and those the changelog never names', () => {
    const actionYml =
      'name: X\ninputs:\n  api-key:\n    description: "Key: `svc_`"\n    required: true\n  mode:\n    default: export\noutputs:\n  job-id:\n    description: Job.\nruns:\n  using: node24\n  main: dist/index.js\n';
    expect(interfaceNames(actionYml)).toEqual(['api-key', 'mode', 'job-id']);
    expect(
      unannounced('- Inputs `api-key` and `mode`; mode is not enough for job-id.', interfaceNames(actionYml)),
    ).toEqual(['job-id']);
  });
});
