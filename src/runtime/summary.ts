// The one writer of the step summary, for every mode. The summary repeats what the log and the outputs already
// say, so one that cannot be written (GITHUB_STEP_SUMMARY unset or unwritable, a full disk) costs a warning and
// never changes the step's result.
import { describeFailure } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import type { RunContext } from './context.ts';

/** Appends markdown to the step summary; whether it was written. Never throws: a failure is a warning. */
export async function writeStepSummary(
  context: Pick<RunContext, 'summary' | 'log' | 'settings'>,
  markdown: string,
): Promise<boolean> {
  const { summary, log, settings } = context;
  try {
    await summary.append(markdown);
    return true;
  } catch (error) {
    const secrets = [settings.service?.apiKey ?? '', settings.githubToken];
    const cause = lineText(describeFailure(error), { secrets }).replace(/\.$/, '');
    log.warning(
      `Could not write the step summary (${summary.setBy}): ${cause}. The run goes on: the log and the outputs say the same.`,
    );
    return false;
  }
}
