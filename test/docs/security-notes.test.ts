import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// What the docs must tell a maintainer and a user about trust that no code can enforce (issue 17, findings 9, 10).
const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').replace(/\s+/g, ' ');

describe('security notes in the docs', () => {
  it.each(['SECURITY.md', 'README.md'])(
    '%s says that any workflow with the workflow token can plant a report comment, and that an App token narrows it',
    (file) => {
      const text = read(file);
      expect(text).toMatch(/every workflow of the repository[^.]*github-actions\[bot\][^.]*plant/i);
      expect(text).toMatch(/App token[^.]*narrows? (?:it|this|that)[^.]*one app/i);
    },
  );

  // What client/dispatcher.ts does (test/client/proxy.test.ts, test/export/behind-proxy.test.ts hold it).
  it.each(['SECURITY.md', 'README.md'])(
    '%s says a loopback address is reached directly whatever NO_PROXY says, never that a proxy gets it',
    (file) => {
      const text = read(file);
      expect(text).toMatch(
        /loopback (?:address|host)[\s\S]{0,120}?(?:always reached directly|whatever the variables say)/i,
      );
      expect(text).not.toMatch(/loopback[\s\S]{0,120}?proxied unless/i);
    },
  );

  it.each(['SECURITY.md', 'CONTRIBUTING.md'])('%s says to protect the v* release tags with a ruleset', (file) => {
    expect(read(file)).toMatch(/protect[^.]*`v\*` tags[^.]*ruleset/i);
  });

  it('CONTRIBUTING names no publish token and says how trusted publishing is set up', () => {
    const text = read('CONTRIBUTING.md');
    expect(text).not.toMatch(/NPM_TOKEN/);
    expect(text).toMatch(/trusted publish/i);
    expect(text).toMatch(/environment `npm`/);
  });
});
