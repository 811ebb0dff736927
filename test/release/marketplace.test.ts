import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// What the GitHub Marketplace shows (action.yml's name, description and branding) and the one owner/name that
// the README, the examples and package.json all point users at.
const root = new URL('../../', import.meta.url);
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8');
const action = parse(read('action.yml')) as {
  name: string;
  description: string;
  branding?: { icon?: string; color?: string };
};
const pkg = JSON.parse(read('package.json')) as {
  repository: { url: string };
  license: string;
  bin: Record<string, string>;
};
const repository = /github\.com\/([^/]+\/[^/.]+)/.exec(pkg.repository.url)?.[1] as string;
const readme = read('README.md');

describe('the marketplace listing', () => {
  it('has a distinctive name and a description that fits the card', () => {
    expect(action.name).toBe('Docs Static Export & Analytics');
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.description).not.toMatch(/\n/);
  });

  it('has branding with a colour the marketplace offers', () => {
    expect(action.branding?.icon).toMatch(/^[a-z0-9-]+$/);
    expect(['white', 'black', 'yellow', 'blue', 'green', 'orange', 'red', 'purple', 'gray-dark']).toContain(
      action.branding?.color,
    );
  });
});

describe('the README', () => {
  it('opens with what the action does, then the CI badge, then the quick start', () => {
    const title = readme.indexOf(`# ${action.name}\n`);
    const badge = readme.indexOf(`](https://github.com/${repository}/actions/workflows/ci.yml)`);
    const quickStart = readme.indexOf('## Quick start');
    expect(title).toBe(0);
    expect(badge).toBeGreaterThan(title);
    expect(quickStart).toBeGreaterThan(badge);
    expect(readme.slice(0, badge)).toMatch(/static bundle/);
    expect(fs.existsSync(new URL('.github/workflows/ci.yml', root))).toBe(true);
  });

  it('keeps the two commands a newcomer runs', () => {
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toMatch(/^npm test\b/m);
  });
});

describe('one owner/name everywhere', () => {
  const references = (text: string) => [...text.matchAll(/uses: ([\w.-]+\/[\w.-]+)@v\d+/g)].map((match) => match[1]);

  it('the README and every example use the repository package.json names', () => {
    const files = [
      'README.md',
      ...fs
        .readdirSync(new URL('examples/', root))
        .filter((f) => f.endsWith('.yml'))
        .map((f) => `examples/${f}`),
    ];
    for (const file of files) {
      const found = references(read(file));
      expect(found.length, file).toBeGreaterThan(0);
      expect(new Set(found), file).toEqual(new Set([repository]));
    }
    expect(repository).toBe('docs-export-action/docs-export-action');
  });

  it('the license file is the one package.json declares', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} docs-export-action contributors\n/);
  });
});
