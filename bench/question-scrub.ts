// What the scrub of a reader's question costs at its worst: three questions of 100,000 characters in the
// shapes that made the old address pattern quadratic or that make any pattern read the most (no space at
// all, `@` after every letter, one long run of digits and spaces), through `keptQuestion` as a report reads
// them (cut to SCRUB_INPUT_MAX_CHARS first); and through `removePersonalData` uncut, at that length and at
// half of it, to show that every pattern is linear even where nothing cuts first (twice the length costs
// twice the time, where a quadratic pattern costs four times: the address pattern before took 1.6 s at
// 40,000 characters and 7.0 s at 100,000). Against one plain linear pass over the same texts
// (`normalize('NFKC')`), measured in turns with them. Run alone: npm exec -- node bench/question-scrub.ts
import { pathToFileURL } from 'node:url';
import { keptQuestion, removePersonalData } from '../src/report/collect/question-text.ts';
import { showSpread, spread } from './stats.ts';
import type { Spread } from './stats.ts';

const LENGTH = 100_000;
const RUNS = 15;
/** The three questions, each `length` characters. */
const worstQuestions = (length: number): readonly string[] => [
  'x'.repeat(length),
  'a@'.repeat(length / 2),
  '1 '.repeat(length / 2),
];
/** Three such questions cost milliseconds, not seconds: a page of 1,000 of them stays within the job's time. */
export const TARGET_MS = 50;
/** What the uncut scrub may grow by when the length doubles: 2 for a linear pass, 4 for a quadratic one. */
export const TARGET_GROWTH = 3;

export interface QuestionScrubFigures {
  questions: number;
  length: number;
  runs: number;
  /** Milliseconds for the three, per run. */
  kept: Spread;
  uncut: Spread;
  /** The uncut scrub of the same shapes at half the length. */
  uncutHalf: Spread;
  baseline: Spread;
}

/** Milliseconds `work` takes over every question. */
function timed(questions: readonly string[], work: (text: string) => unknown): number {
  const start = performance.now();
  for (const text of questions) work(text);
  return performance.now() - start;
}

export function benchQuestionScrub(runs = RUNS): QuestionScrubFigures {
  const full = worstQuestions(LENGTH);
  const half = worstQuestions(LENGTH / 2);
  const nfkc = (text: string) => text.normalize('NFKC');
  const samples = { kept: [] as number[], uncut: [] as number[], uncutHalf: [] as number[], baseline: [] as number[] };
  // One turn of each first, so that none of them is timed while it is compiled.
  for (const work of [keptQuestion, removePersonalData, nfkc]) timed(full, work);
  for (let run = 0; run < runs; run++) {
    samples.kept.push(timed(full, keptQuestion));
    samples.uncut.push(timed(full, removePersonalData));
    samples.uncutHalf.push(timed(half, removePersonalData));
    samples.baseline.push(timed(full, nfkc));
  }
  return {
    questions: full.length,
    length: LENGTH,
    runs,
    kept: spread(samples.kept),
    uncut: spread(samples.uncut),
    uncutHalf: spread(samples.uncutHalf),
    baseline: spread(samples.baseline),
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** The row of `npm run bench`'s table. */
export function questionScrubRow(figures: QuestionScrubFigures) {
  const growth = figures.uncut.median / figures.uncutHalf.median;
  return {
    benchmark: `question scrub, ${figures.questions} questions of ${figures.length.toLocaleString('en')} characters (no space, \`a@\` repeated, digits and spaces; median of ${figures.runs})`,
    action: `${showSpread(figures.kept, ms)} as kept (cut first); uncut ${showSpread(figures.uncut, ms)}, at half the length ${showSpread(figures.uncutHalf, ms)}`,
    baseline: `${showSpread(figures.baseline, ms)} (normalize('NFKC') of the same texts)`,
    ratio: `${(figures.kept.median / figures.baseline.median).toFixed(1)} as kept; uncut ×${growth.toFixed(2)} for twice the length`,
    target: `<= ${TARGET_MS} ms as kept; uncut ×${TARGET_GROWTH} at most for twice the length (linear: 2, quadratic: 4)`,
    met: figures.kept.median <= TARGET_MS && growth <= TARGET_GROWTH,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const row = questionScrubRow(benchQuestionScrub());
  const lines = [row.benchmark, `  action:   ${row.action}`, `  baseline: ${row.baseline}`, `  ratio:    ${row.ratio}`];
  console.log([...lines, `  target:   ${row.target} (${row.met ? 'met' : 'not met'})`].join('\n'));
}
