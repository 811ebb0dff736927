import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { compareVersions } from './changelog.ts';

/**
 * `node scripts/npm-dist-tag.ts v1.2.3`: the npm dist-tag the release workflow publishes under. `latest` only
 * for the newest release of all; a patch of an older line (v1.4.1 after v2.0.0) goes under `release-1`, so
 * `npm install docs-export-action` never moves back to an old major. Node built-ins only.
 */
export function distTagFor(tag: string, releaseTags: readonly string[]): string {
  const version = /^v(\d+)\.\d+\.\d+$/.exec(tag);
  if (!version) throw new Error(`Tag "${tag}" is not a release tag: releases are tagged vMAJOR.MINOR.PATCH.`);
  const newer = releaseTags
    .map((other) => /^v(\d+\.\d+\.\d+)$/.exec(other)?.[1])
    .filter((other): other is string => other !== undefined)
    .some((other) => compareVersions(other, tag.slice(1)) > 0);
  return newer ? `release-${version[1]}` : 'latest';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const tags = execFileSync('git', ['tag', '--list', 'v*.*.*'], { encoding: 'utf8' }).split('\n');
    process.stdout.write(`${distTagFor(process.argv[2] ?? '', tags)}\n`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
