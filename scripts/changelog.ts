/**
 * CHANGELOG.md in the Keep a Changelog format: `## [Unreleased]` on top, then `## [1.2.3] - 2026-01-31`
 * sections, newest first, and link references at the bottom. Pure text in, text out: scripts/release.ts
 * writes a release into it, scripts/release-notes.ts reads one back for the GitHub release.
 */

const VERSION = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
const SECTION_HEADING = /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?\s*$/;
const LINK_REFERENCE = /^\[[^\]]+\]: \S+\s*$/;
const UNRELEASED = 'Unreleased';

export interface Section {
  /** `Unreleased` or a version. */
  name: string;
  date?: string;
  /** Line index of the heading. */
  start: number;
  /** Line index after the section's last line (the next heading, the link references or the end). */
  end: number;
}

export function isVersion(text: string): boolean {
  return VERSION.test(text);
}

/** Negative, zero or positive as `a` is older than, equal to or newer than `b` (both `X.Y.Z`). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return 0;
}

export function sections(text: string): Section[] {
  const lines = text.split('\n');
  const found: Section[] = [];
  let linksAt = lines.length;
  while (
    linksAt > 0 &&
    (LINK_REFERENCE.test(lines[linksAt - 1] as string) || (lines[linksAt - 1] as string).trim() === '')
  )
    linksAt -= 1;
  lines.forEach((line, index) => {
    const match = SECTION_HEADING.exec(line);
    if (!match) return;
    const previous = found.at(-1);
    if (previous) previous.end = index;
    found.push({ name: match[1] as string, ...(match[2] ? { date: match[2] } : {}), start: index, end: linksAt });
  });
  return found;
}

/** The newest released version, or undefined before the first release. */
export function newestRelease(text: string): string | undefined {
  return sections(text).find((section) => section.name !== UNRELEASED)?.name;
}

/** The body of one version's section, trimmed: the release notes. Throws when it is missing or empty. */
export function releaseNotes(text: string, version: string): string {
  const section = sections(text).find((candidate) => candidate.name === version);
  if (!section) throw new Error(`CHANGELOG.md has no "## [${version}]" section.`);
  const body = text
    .split('\n')
    .slice(section.start + 1, section.end)
    .join('\n')
    .trim();
  if (!hasEntries(body)) throw new Error(`CHANGELOG.md's "## [${version}]" section is empty.`);
  return body;
}

/**
 * Turns `## [Unreleased]` into `## [version] - date` under a fresh, empty Unreleased section, and points the
 * link references at the new tag (`repository` is the https address of the GitHub repository).
 */
export function promoteUnreleased(text: string, version: string, date: string, repository: string): string {
  if (!isVersion(version)) throw new Error(`"${version}" is not a version: give MAJOR.MINOR.PATCH, e.g. 1.2.3.`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a date: give YYYY-MM-DD.`);
  const all = sections(text);
  const unreleased = all.find((section) => section.name === UNRELEASED);
  if (!unreleased) throw new Error('CHANGELOG.md has no "## [Unreleased]" section to release.');
  if (all.some((section) => section.name === version))
    throw new Error(`CHANGELOG.md already has a "## [${version}]" section.`);
  const previous = newestRelease(text);
  if (previous && compareVersions(version, previous) <= 0)
    throw new Error(`${version} is not newer than the last release, ${previous}.`);
  const lines = text.split('\n');
  if (!hasEntries(lines.slice(unreleased.start + 1, unreleased.end).join('\n'))) {
    throw new Error('CHANGELOG.md\'s "## [Unreleased]" section is empty: write down what changed before releasing.');
  }
  lines.splice(unreleased.start, 1, `## [${UNRELEASED}]`, '', `## [${version}] - ${date}`);
  return withLinks(lines.join('\n'), version, previous, repository);
}

function hasEntries(body: string): boolean {
  return body.split('\n').some((line) => line.trim() !== '' && !line.startsWith('### ') && !line.startsWith('<!--'));
}

function withLinks(text: string, version: string, previous: string | undefined, repository: string): string {
  const unreleasedLink = `[${UNRELEASED}]: ${repository}/compare/v${version}...HEAD`;
  const versionLink = `[${version}]: ${previous ? `${repository}/compare/v${previous}...v${version}` : `${repository}/releases/tag/v${version}`}`;
  const lines = text.replace(/\n+$/, '').split('\n');
  const at = lines.findIndex((line) => line.startsWith(`[${UNRELEASED}]: `));
  if (at === -1) lines.push('', unreleasedLink, versionLink);
  else lines.splice(at, 1, unreleasedLink, versionLink);
  return `${lines.join('\n')}\n`;
}

/** Names of action.yml's inputs and outputs (the keys indented once under `inputs:` and `outputs:`). */
export function interfaceNames(actionYml: string): string[] {
  const names: string[] = [];
  let inBlock = false;
  for (const line of actionYml.split('\n')) {
    if (/^\S/.test(line)) inBlock = /^(inputs|outputs):\s*$/.test(line);
    const match = inBlock ? /^ {2}([\w-]+):/.exec(line) : null;
    if (match) names.push(match[1] as string);
  }
  return names;
}

/** The names the changelog never writes as `name`: every input and output is announced in some release. */
export function unannounced(changelog: string, names: string[]): string[] {
  return names.filter((name) => !changelog.includes(`\`${name}\``));
}
