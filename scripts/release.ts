import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compareVersions, interfaceNames, isVersion, promoteUnreleased, unannounced } from './changelog.ts';

/**
 * `npm run release -- 1.2.3 [--date YYYY-MM-DD]`: sets the version everywhere it lives, in the folder it runs in
 * (npm runs scripts at the package root): package.json (which the User-Agent reads, see src/version.ts),
 * package-lock.json, and CHANGELOG.md, whose `## [Unreleased]` becomes `## [1.2.3] - <date, UTC>` (it must name
 * every input and output of action.yml somewhere, so none ships unannounced).
 * Everything is checked before anything is written, so a refusal leaves the tree as it was.
 */
interface PackageJson {
  version: string;
  repository?: { url?: string } | string;
}
interface PackageLock {
  version?: string;
  packages?: Record<string, { version?: string }>;
}

const USAGE = 'Usage: npm run release -- <MAJOR.MINOR.PATCH> [--date YYYY-MM-DD]';

function parseArgs(args: string[]): { version: string; date: string } {
  let version: string | undefined;
  let date = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--date') date = args[++i] ?? '';
    else if (!arg.startsWith('-') && version === undefined) version = arg.replace(/^v/, '');
    else throw new Error(`Unexpected argument "${arg}". ${USAGE}`);
  }
  if (!version) throw new Error(USAGE);
  if (!isVersion(version))
    throw new Error(`"${version}" is not a version: give MAJOR.MINOR.PATCH, e.g. 1.2.3. ${USAGE}`);
  return { version, date };
}

/** https://github.com/owner/name from package.json's repository field, for the changelog's links. */
function repositoryUrl(pkg: PackageJson): string {
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  const match = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?$/.exec(url ?? '');
  if (!match)
    throw new Error(
      'package.json needs "repository.url" pointing at the GitHub repository (the changelog links to its tags).',
    );
  return `https://github.com/${match[1]}`;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function release(root: string, args: string[]): string {
  const { version, date } = parseArgs(args);
  const files = {
    pkg: path.join(root, 'package.json'),
    lock: path.join(root, 'package-lock.json'),
    changelog: path.join(root, 'CHANGELOG.md'),
  };
  const pkg = JSON.parse(fs.readFileSync(files.pkg, 'utf8')) as PackageJson;
  if (compareVersions(version, pkg.version) <= 0)
    throw new Error(`${version} is not newer than package.json's version, ${pkg.version}.`);
  const changelog = promoteUnreleased(fs.readFileSync(files.changelog, 'utf8'), version, date, repositoryUrl(pkg));
  const missing = unannounced(changelog, interfaceNames(fs.readFileSync(path.join(root, 'action.yml'), 'utf8')));
  if (missing.length > 0)
    throw new Error(
      `CHANGELOG.md never names ${missing.map((name) => `\`${name}\``).join(', ')}: say under Unreleased what they do.`,
    );
  const lock = JSON.parse(fs.readFileSync(files.lock, 'utf8')) as PackageLock;
  const rootPackage = lock.packages?.[''];
  if (!rootPackage) throw new Error('package-lock.json has no root package entry: run npm install first.');

  pkg.version = version;
  lock.version = version;
  rootPackage.version = version;
  fs.writeFileSync(files.pkg, json(pkg));
  fs.writeFileSync(files.lock, json(lock));
  fs.writeFileSync(files.changelog, changelog);
  return version;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const version = release(process.cwd(), process.argv.slice(2));
    console.log(`Version ${version}: package.json, package-lock.json and CHANGELOG.md updated. Next:`);
    console.log('  npm run build                   # dist/ carries the version in its User-Agent');
    console.log(`  git add package.json package-lock.json CHANGELOG.md dist && git commit -m "Release ${version}"`);
    console.log(`  git tag v${version} && git push origin v${version}   # the release workflow does the rest`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
