// sitePath: every name the service gives a page (a path, a full URL) as the one site path that joins.
import { describe, expect, it } from 'vitest';
import { sitePath } from '../../src/report/page-path.ts';

describe('sitePath', () => {
  it.each([
    // Full URLs: origin, query and fragment dropped; the same trailing-slash rule.
    ['https://docs.x.com/a', '/a'],
    ['https://docs.x.com/a/', '/a'],
    ['https://docs.x.com', '/'],
    ['https://docs.x.com/', '/'],
    ['HTTP://Docs.X.com:8443/guides/x?utm_source=feedback#errors', '/guides/x'],
    ['https://user@docs.x.com/guides//x/', '/guides/x'],
    ['https://docs.x.com?q=1', '/'],
    ['https://docs.x.com#top', '/'],
    // Paths: query and fragment dropped too.
    ['/guides/x?tab=python', '/guides/x'],
    ['/guides/x#errors', '/guides/x'],
    ['guides/x/', '/guides/x'],
    // Percent escapes decoded, as a browser encodes what visitors' paths hold as it is.
    [
      'https://docs.x.com/de/anleitungen/schnellstart-f%C3%BCr-einsteiger',
      '/de/anleitungen/schnellstart-für-einsteiger',
    ],
    ['https://docs.x.com/guides/using-%60curl%60-with-the-api', '/guides/using-`curl`-with-the-api'],
    ['https://docs.x.com/search/%3Cscript%3Ealert(1)%3C/script%3E', '/search/<script>alert(1)</script>'],
    ['/a%20b', '/a b'],
    ['/100%25', '/100%'],
    // Malformed escapes are kept as written; what is well formed around them is still decoded.
    ['/100%-sure', '/100%-sure'],
    ['/a%zz', '/a%zz'],
    ['/a%E9b', '/a%E9b'],
    ['/a%E9%C3%A9%FF', '/a%E9é%FF'],
    ['/caf%C3', '/caf%C3'],
    ['/%F0%9F%98%80x', '/😀x'],
    // Not a URL: a colon or a doubled slash inside a path is part of it.
    ['/docs/[link](http://evil.example)', '/docs/[link](http:/evil.example)'],
    ['//docs//install/', '/docs/install'],
  ])('%j -> %j', (name, path) => expect(sitePath(name)).toBe(path));

  it('gives the same page for a visitor row, feedback by page, and an entry named by URL', () => {
    const names = ['/guides/webhooks', 'guides/webhooks/', 'https://acme.docs-service.example/guides/webhooks?x=1#a'];
    expect(new Set(names.map(sitePath))).toEqual(new Set(['/guides/webhooks']));
  });
});
