import { describe, expect, it } from 'vitest';
import { memoryLog } from '../../devkit/log.ts';
import {
  annotateFindings,
  describeFindings,
  groupFindingsByPage,
  MAX_PAGE_ANNOTATIONS,
  pageFindingLine,
} from '../../src/bundle/airgap-report.ts';
import type { AirgapFinding } from '../../src/bundle/verify/references.ts';

const finding = (page: string, host: string, kind: AirgapFinding['kind']): AirgapFinding => ({
  page,
  host,
  kind,
  url: `https://${host}/x`,
});

describe('air-gap findings', () => {
  it('groups by page, then host, keeping the kinds', () => {
    const grouped = groupFindingsByPage([
      finding('index.html', 'cdn.example.com', 'script'),
      finding('guides/a.html', 'fonts.example.net', 'font'),
      finding('index.html', 'cdn.example.com', 'style'),
      finding('index.html', 'img.example.org', 'image'),
    ]);
    expect(grouped).toEqual([
      {
        page: 'index.html',
        hosts: [
          { host: 'cdn.example.com', kinds: ['script', 'style'] },
          { host: 'img.example.org', kinds: ['image'] },
        ],
      },
      { page: 'guides/a.html', hosts: [{ host: 'fonts.example.net', kinds: ['font'] }] },
    ]);
  });

  it('annotates one warning per page, capped with an "and N more" line', () => {
    const log = memoryLog();
    const findings = Array.from({ length: MAX_PAGE_ANNOTATIONS + 3 }, (_, i) =>
      finding(`p${i}.html`, 'cdn.example.com', 'script'),
    );
    findings.push(finding('p0.html', 'fonts.example.net', 'font'));
    annotateFindings(log, findings);
    const warnings = log.entries.filter((e) => e.level === 'warning').map((e) => e.message);
    expect(warnings).toHaveLength(MAX_PAGE_ANNOTATIONS + 1);
    expect(warnings[0]).toBe(
      'p0.html loads resources from other hosts, which an air-gapped deployment cannot reach: cdn.example.com (script), fonts.example.net (font)',
    );
    expect(warnings.at(-1)).toMatch(/and 3 more pages/);
  });

  it('keeps a page path with NEL, a line or paragraph separator or a bidi override on one plain line', () => {
    const line = pageFindingLine({
      page: 'a\u0085::error::nel\u2028::warning::ls\u2029::notice::ps\u202Eevil.html',
      hosts: [{ host: 'cdn.example.com', kinds: ['image'] }],
    });
    expect(line).toMatch(/^a ::error::nel ::warning::ls ::notice::ps ?evil\.html loads resources/);
    expect(line).not.toMatch(/[\u0085\u2028\u2029\u202e]/);
  });

  it('keeps a page path with a line break on one line', () => {
    expect(describeFindings([finding('a\n::error::x.html', 'cdn.example.com', 'image')])).toEqual([
      'a ::error::x.html loads an image from cdn.example.com',
    ]);
  });
});
