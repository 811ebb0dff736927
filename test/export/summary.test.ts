import { describe, expect, it } from 'vitest';
import { buildExportSummary, MAX_FINDING_ROWS } from '../../src/export/summary.ts';
import type { ExportSummaryFacts } from '../../src/export/summary.ts';

const SIGNATURE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const facts: ExportSummaryFacts = {
  jobId: 'se_3f9a2c1b8e7d4a06',
  domain: 'docs.example.com',
  version: '2024-06-01',
  pageCount: 42,
  bundleUrl: `https://bucket.s3.amazonaws.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Expires=604800&X-Amz-Signature=${SIGNATURE}`,
  expiresAt: '2026-11-28T05:31:56Z',
  now: Date.UTC(2026, 10, 21, 5, 0, 0),
  download: {
    sizeBytes: 1_234_567,
    sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    path: '/runner/temp/docs-export/bundle.tar.gz',
    extractedPath: '/runner/work/site',
  },
  airgapCheck: 'warn',
  airgapFindings: [
    { page: 'index.html', kind: 'script', host: 'cdn.example.com', url: 'https://cdn.example.com/app.js' },
    { page: 'guides/a|b.html', kind: 'font', host: 'fonts.example.net', url: 'https://fonts.example.net/x.woff2' },
    { page: 'index.html', kind: 'script', host: 'cdn.example.com', url: 'https://cdn.example.com/other.js' },
  ],
  warnings: ['The bundle has 41 pages, the job reported 42.'],
};

describe('buildExportSummary', () => {
  it('renders the export facts (snapshot)', () => {
    expect(buildExportSummary(facts)).toMatchInlineSnapshot(`
      "## Docs export: docs.example.com

      | | |
      |---|---|
      | Job | \`se_3f9a2c1b8e7d4a06\` |
      | Domain | docs.example.com |
      | Version | \`2024-06-01\` |
      | Pages | 42 |
      | Bundle size | 1.2 MiB (1,234,567 bytes) |
      | SHA-256 | \`9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\` |
      | Bundle link | \`https://bucket.s3.amazonaws.com/se_3f9a2c1b8e7d4a06/bundle.tar.gz\` (signature hidden; the full link is the \`bundle-url\` output) |
      | Link expires | 2026-11-28T05:31:56Z (in 7d 0h) |
      | Saved to | \`/runner/temp/docs-export/bundle.tar.gz\` |
      | Extracted to | \`/runner/work/site\` |

      ### Air-gap check

      3 references to other hosts in 2 pages: an air-gapped deployment cannot load them.

      | Page | Kind | Host |
      |---|---|---|
      | \`index.html\` | script | \`cdn.example.com\` |
      | guides/a\\|b.html | font | \`fonts.example.net\` |

      ### Warnings

      - The bundle has 41 pages, the job reported 42.
      "
    `);
  });

  it('never shows the query string or the signature', () => {
    const markdown = buildExportSummary(facts);
    expect(markdown).not.toContain(SIGNATURE);
    expect(markdown).not.toContain('X-Amz');
    expect(markdown).not.toContain('?');
  });

  it('says when the air-gap check found nothing, was off, or had no bundle to look at', () => {
    expect(buildExportSummary({ ...facts, airgapFindings: [] })).toContain(
      'No page loads scripts, styles, fonts or images from another host.',
    );
    expect(buildExportSummary({ ...facts, airgapCheck: 'off', airgapFindings: [] })).toContain(
      'Not run (`airgap-check: off`).',
    );
    const noDownload = buildExportSummary({ ...facts, download: undefined, airgapFindings: [] });
    expect(noDownload).toContain('the bundle was not downloaded');
    expect(noDownload).not.toContain('SHA-256');
  });

  it('cuts a long findings table with a note', () => {
    const many = Array.from({ length: MAX_FINDING_ROWS + 5 }, (_, i) => ({
      page: `p${i}.html`,
      kind: 'image' as const,
      host: 'img.example.org',
      url: 'https://img.example.org/a.png',
    }));
    const markdown = buildExportSummary({ ...facts, airgapFindings: many });
    expect(markdown.match(/\| `p\d+\.html` \|/g)).toHaveLength(MAX_FINDING_ROWS);
    expect(markdown).toContain('… and 5 more not shown.');
  });

  it('keeps markup out of cells through the one escaping: no HTML, no stray backticks or line breaks', () => {
    const markdown = buildExportSummary({
      ...facts,
      version: 'v1`<b>x</b>\n| y',
      airgapFindings: [{ page: '<script>.html', kind: 'script', host: 'a`b.example.com', url: 'https://x/' }],
    });
    expect(markdown).toContain('| Version | v1\\`&lt;b&gt;x&lt;/b&gt; \\| y |');
    expect(markdown).toContain('| &lt;script&gt;.html | script | a\\`b.example.com |');
  });
});
