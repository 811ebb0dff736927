import { describe, expect, it } from 'vitest';
import { unmergedRefreshWarning } from '../../src/refresh-link/unmerged.ts';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const values = (link: string, expires: string) =>
  `staticExport:\n  bundleUrl: "${link}" # docs-export: job=se_3f9a2c1b8e7d4a06 expires=${expires}\n`;
const OLD = values(
  'https://store.example/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Signature=old',
  '2026-03-02T07:00:00Z',
);
const NEW = values(
  'https://store.example/se_3f9a2c1b8e7d4a06/bundle.tar.gz?X-Amz-Signature=new',
  '2026-03-09T07:00:00Z',
);
const facts = { nowMs: NOW, keyPath: ['staticExport'], baseBranch: 'main' };

describe('unmergedRefreshWarning', () => {
  it('says the deployed link expired while the refresh pull request waits', () => {
    expect(unmergedRefreshWarning({ ...facts, deployedText: OLD, proposedText: NEW })).toBe(
      'The deployed branch `main` still holds an expired link (it expired at 2026-03-02T07:00:00Z, 3h ago): the refresh ' +
        'pull request with a fresh link is not merged, and every pod that starts now fails to fetch the bundle. Merge the pull request.',
    );
  });

  it('warns ahead when the deployed link has less than 12 h left', () => {
    const warning = unmergedRefreshWarning({
      ...facts,
      nowMs: NOW - 6 * 3_600_000,
      deployedText: OLD,
      proposedText: NEW,
    });
    expect(warning).toContain('a link that expires at 2026-03-02T07:00:00Z, in 3h');
  });

  it('says nothing when nothing waits, or the deployed link is fresh', () => {
    expect(unmergedRefreshWarning({ ...facts, deployedText: OLD, proposedText: OLD })).toBeUndefined();
    expect(unmergedRefreshWarning({ ...facts, deployedText: NEW, proposedText: OLD })).toBeUndefined();
    expect(unmergedRefreshWarning({ ...facts, deployedText: undefined, proposedText: NEW })).toBeUndefined();
  });
});
