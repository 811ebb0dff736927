// The watched fixes of a run in the report model: the ones that hold, the ones still a gap, and the ones without a
// verdict yet, each list by task number, with what a row shows (the gap in words, the day of the close in words).
import { describe, expect, it } from 'vitest';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { FIX_WATCHES, HOSTILE_FIX_TERMS } from '../fix-watches.ts';
import { MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';

const withFixes = (fixes = FIX_WATCHES) =>
  buildReportModel(sampleCollected(), { ...MODEL_OPTIONS, tasks: { waiting: [], done: [], fixes, notes: [] } });

describe('the watched fixes in the model', () => {
  const model = withFixes();

  it('lists the fixes that hold, by task number, with the pull request that closed one', () => {
    expect(model.fixesHolding.rows.map((row) => row.number)).toEqual([12, 21]);
    expect(model.fixesHolding.omitted).toBe(0);
    expect(model.fixesHolding.rows[0]).toEqual({
      number: 12,
      url: 'https://github.com/acme/docs/issues/12',
      kind: 'search',
      what: 'search term',
      term: HOSTILE_FIX_TERMS.link,
      closedOn: '2026-10-30',
      closedOnWords: '30 Oct 2026',
      closer: 'pull-request',
      pullRequest: { number: 40, url: 'https://github.com/acme/docs/pull/40' },
      outcome: 'holding',
      words: 'fixed: no longer a gap in the 2 weeks after',
      figures: 'clicked 4% (of 96) in the week before, 63% (of 201) in the 2 weeks after; untouched gaps 5% → 6%',
      commented: false,
    });
    expect(model.fixesHolding.rows[1]?.pullRequest).toBeUndefined();
  });

  it('lists the fixes whose gap is still there, by task number, with the day closed in words', () => {
    expect(model.fixesFailing.rows.map((row) => [row.number, row.what, row.closedOnWords, row.commented])).toEqual([
      [15, 'unanswered questions in category', '9 Nov 2026', false],
      [17, 'unanswered questions on page', '18 Nov 2026', true],
    ]);
  });

  it('lists the tasks still watched without a verdict, too little data among them, by task number', () => {
    expect(model.fixesWatched.rows.map((row) => [row.number, row.outcome])).toEqual([
      [3, 'too-little-data'],
      [30, 'watching'],
    ]);
  });

  it('has empty lists without fixes, or without tasks at all', () => {
    for (const empty of [withFixes([]), buildReportModel(sampleCollected(), MODEL_OPTIONS)])
      for (const table of [empty.fixesHolding, empty.fixesFailing, empty.fixesWatched])
        expect(table).toEqual({ rows: [], omitted: 0 });
  });

  it('keeps a closing day that is none (a hand-edited state) as it is', () => {
    const [odd] = withFixes([{ ...FIX_WATCHES[2]!, closedOn: 'yesterday' }]).fixesFailing.rows;
    expect(odd?.closedOnWords).toBe('yesterday');
  });
});
