import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { interfaceNames, newestRelease, releaseNotes, unannounced } from './changelog.ts';

/**
 * `node scripts/release-notes.ts v1.2.3`: the release workflow's gate. Checks that the pushed tag is
 * package.json's version (and package-lock's), that CHANGELOG.md's newest release is that version and names
 * every input and output of action.yml somewhere, and prints that section: the notes of the GitHub release.
 * Node built-ins only, so it runs without `npm ci`.
 */
export function notesForTag(root: string, tag: string): string {
  const match = /^v(\d+\.\d+\.\d+)$/.exec(tag);
  if (!match)
    throw new Error(`Tag "${tag}" is not a release tag: releases are tagged vMAJOR.MINOR.PATCH, e.g. v1.2.3.`);
  const version = match[1] as string;
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  const pkg = JSON.parse(read('package.json')) as { version: string };
  const lock = JSON.parse(read('package-lock.json')) as {
    version?: string;
    packages?: Record<string, { version?: string }>;
  };
  const problems: string[] = [];
  if (pkg.version !== version) problems.push(`package.json's version is ${pkg.version}`);
  if (lock.version !== version || lock.packages?.['']?.version !== version)
    problems.push(`package-lock.json's version is ${lock.version}`);
  const changelog = read('CHANGELOG.md');
  const newest = newestRelease(changelog);
  if (newest !== version) problems.push(`CHANGELOG.md's newest release is ${newest ?? 'missing'}`);
  const missing = unannounced(changelog, interfaceNames(read('action.yml')));
  if (missing.length > 0)
    problems.push(`CHANGELOG.md never names ${missing.map((name) => `\`${name}\``).join(', ')} of action.yml`);
  if (problems.length > 0) {
    throw new Error(
      `Tag ${tag} does not match the sources: ${problems.join('; ')}. Run "npm run release -- ${version}" on main, commit, then tag.`,
    );
  }
  return releaseNotes(changelog, version);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.stdout.write(`${notesForTag(process.cwd(), process.argv[2] ?? '')}\n`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
