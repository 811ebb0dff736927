import { appendFile } from 'node:fs/promises';
import type { SummaryTarget } from '../../src/runtime/context.ts';

/** The step summary as the runner keeps it, each write its own entry of `written`. */
export function memorySummary(written: string[]): SummaryTarget {
  return {
    setBy: 'GITHUB_STEP_SUMMARY',
    append: (markdown) => {
      written.push(markdown);
      return Promise.resolve();
    },
  };
}

/**
 * A step summary that cannot be written: a directory stands where its file should be, so every append fails
 * (EISDIR) as an unwritable file or a full disk does, whoever runs the tests (permissions do not stop root).
 */
export function unwritableSummary(directory: string): SummaryTarget {
  return { setBy: 'GITHUB_STEP_SUMMARY', append: (markdown) => appendFile(directory, markdown) };
}
