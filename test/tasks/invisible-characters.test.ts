// Terms that differ only by characters nobody sees (zero widths, a soft hyphen, joiners, a variation selector, the
// combining grapheme joiner): one gap, one key and one title, so a visitor cannot bring back, under a look-alike, a
// task a writer closed.
import { describe, expect, it } from 'vitest';
import { taskKey } from '../../src/tasks/key.ts';
import { planTasks, rankGaps, TASK_WRITES_PER_RUN } from '../../src/tasks/plan.ts';
import type { OwnTask } from '../../src/tasks/plan.ts';
import { taskTitle } from '../../src/tasks/text.ts';
import type { Gap, TaskPeriod } from '../../src/tasks/types.ts';
import { PERIOD_RULES } from './period-rules.ts';

const LOOK_ALIKES = [
  're\u200bfund', // zero width space
  'ref\u00adund', // soft hyphen
  'refu\u200dnd', // zero width joiner
  're\u200cfund', // zero width non-joiner
  're\u2060fund', // word joiner
  'refund\ufe0f', // variation selector
  're\u034ffund', // combining grapheme joiner
  '\u2066refund\u2069', // an isolate around it
  'Ｒｅ\u200bＦｕｎｄ', // full width, another case, a zero width space
];

const period = (gaps: Gap[]): TaskPeriod => ({
  dateFrom: '2026-11-21',
  dateTo: '2026-11-28',
  label: '2026-11-21 to 2026-11-27, 7 days',
  phrase: 'the week of 21–27 Nov 2026',
  gaps,
  readInFull: { search: true, category: true, page: true },
  ...PERIOD_RULES,
});

describe('a term with invisible characters', () => {
  it('has the key and the title of the term without them', () => {
    const key = taskKey('proj_docs', 'search', 'refund');
    const title = taskTitle('search', 'refund');
    for (const term of LOOK_ALIKES) {
      expect(taskKey('proj_docs', 'search', term), JSON.stringify(term)).toBe(key);
      // The title keeps the case it was typed in (the key does not): the same title but for that.
      expect(taskTitle('search', term).toLowerCase(), JSON.stringify(term)).toBe(title.toLowerCase());
    }
    expect(taskTitle('search', 'Ｒｅ\u200bＦｕｎｄ')).toBe('Docs gap: search term “ReFund”');
    expect(taskTitle('search', 'list\u200bLabels')).toBe('Docs gap: search term “listLabels”');
  });

  it('is one gap with the term it looks like', () => {
    const gaps: Gap[] = [
      { kind: 'search', term: 'refund', count: 40, score: 40 / 1000 },
      { kind: 'search', term: 're\u200bfund', count: 60, score: 60 / 1000 },
      { kind: 'search', term: 'ref\u00adund', count: 50, score: 50 / 1000 },
    ];
    const [only, ...more] = rankGaps('proj_docs', gaps);
    expect(more).toEqual([]);
    expect(only?.key).toBe(taskKey('proj_docs', 'search', 'refund'));
    // One gap: the most searched spelling names it, and the searches of every spelling count.
    expect(only?.gap).toMatchObject({ term: 're\u200bfund', count: 150 });
  });

  it('does not bring back a task a writer closed: no new task opens for its look-alikes', () => {
    const closed: OwnTask = {
      number: 7,
      url: 'https://github.com/acme/docs/issues/7',
      state: 'closed',
      key: taskKey('proj_docs', 'search', 'refund'),
      title: taskTitle('search', 'refund'),
      body: '',
      openedOn: '2025-02-26',
      closedByAction: false,
    };
    const plan = planTasks({
      projectId: 'proj_docs',
      period: period([
        { kind: 'search', term: 're\u200bfund', count: 60, score: 60 / 1000 },
        { kind: 'search', term: 'ref\u00adund', count: 50, score: 50 / 1000 },
        { kind: 'search', term: 'refund\ufe0f', count: 45, score: 45 / 1000 },
      ]),
      tasks: [closed],
      maxNew: 5,
      closeAfter: 2,
      writeBudget: TASK_WRITES_PER_RUN,
    });
    expect(plan.steps).toEqual([]);
    expect(plan.leftClosed).toBe(1);
  });
});
