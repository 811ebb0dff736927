// Tasks closed as done and watched after their close: whether the fix worked. The report lists the fixes that hold,
// those whose gap is still there, and in one line the tasks watched without a verdict yet; each by task number.
import type { FixOutcome, FixWatch, GapKind } from '../../tasks/types.ts';
import { dayWords } from '../../util/day-words.ts';
import type { FixRow, Table } from './types.ts';

export interface FixTables {
  fixesHolding: Table<FixRow>;
  fixesFailing: Table<FixRow>;
  fixesWatched: Table<FixRow>;
}

const TABLE_OF: Record<FixOutcome, keyof FixTables> = {
  holding: 'fixesHolding',
  failing: 'fixesFailing',
  watching: 'fixesWatched',
  'too-little-data': 'fixesWatched',
};

/** `18 Nov 2026`; a day that is none (a hand-edited state) as it is: the template escapes it. */
function dayOrAsIs(day: string): string {
  try {
    return dayWords(day);
  } catch {
    return day;
  }
}

/** This run's watched fixes, split by outcome, each list by task number. */
export function fixTables(fixes: readonly FixWatch[], what: (kind: GapKind) => string): FixTables {
  const tables: FixTables = {
    fixesHolding: { rows: [], omitted: 0 },
    fixesFailing: { rows: [], omitted: 0 },
    fixesWatched: { rows: [], omitted: 0 },
  };
  for (const fix of [...fixes].sort((a, b) => a.number - b.number))
    tables[TABLE_OF[fix.outcome]].rows.push({ ...fix, what: what(fix.kind), closedOnWords: dayOrAsIs(fix.closedOn) });
  return tables;
}
