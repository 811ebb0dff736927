// A task body stays within GitHub's limit whatever the file names and the number of mentions.
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT, MAX_FILES_NAMED, taskBody } from '../../src/tasks/body.ts';
import type { TaskPeriod } from '../../src/tasks/types.ts';

const period: TaskPeriod = {
  dateFrom: '2026-11-14',
  dateTo: '2026-11-21',
  label: '2026-11-14 to 2026-11-20 (7 days)',
  gaps: [],
  readInFull: { search: true, category: true, page: true },
};

describe('task body', () => {
  it('fits 65,536 characters with long file names, many files and many lines, counting what it leaves out', () => {
    const files = Array.from({ length: 30 }, (_, i) => ({
      path: `docs/${String(i).padStart(2, '0')}/${'(ü)'.repeat(1300)}.md`,
      lines: Array.from({ length: 200 }, () => 'refund'),
    }));
    const gap = { kind: 'search' as const, term: 'refund', count: 40, ctr: 0 };
    const body = taskBody({
      key: '0'.repeat(32),
      kind: 'search',
      term: 'refund',
      gap,
      period,
      state: {
        v: 1,
        kind: 'search',
        term: 'refund',
        opened: '2026-11-14',
        seen: [{ p: '2026-11-14', n: 40 }],
        without: [],
      },
      closeAfter: 2,
      docs: { state: 'ok', files, unread: 0 },
      links: { serverUrl: 'https://github.example.com', repository: 'acme/docs', sha: 'a'.repeat(40) },
    });
    expect(body.length).toBeLessThanOrEqual(BODY_LIMIT);
    const named = body.split('\n').filter((line) => line.startsWith('- [`docs/'));
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(MAX_FILES_NAMED);
    expect(body).toContain(`- and ${30 - named.length} more files`);
    expect(named[0]).toContain('https://github.example.com/acme/docs/blob/aaaa');
    expect(named[0]).toContain('%28%C3%BC%29');
    expect(named[0]).toMatch(/: lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 190 more$/);
    expect(body.trimEnd().split('\n').at(-1)).toMatch(/^<!-- docs-export-task-state [A-Za-z0-9_-]+ -->$/);
  });
});
