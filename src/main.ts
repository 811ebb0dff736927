import type * as Toolkit from '@actions/core';
import type { BuiltEntry, Reporting } from './execute.ts';
import { execute } from './execute.ts';
import { failWithoutToolkit, readInput } from './runtime/bare-commands.ts';
import { StepFailure } from './runtime/failure.ts';
import { OUTPUT_NAMES } from './runtime/outputs.ts';
import type { Outputs } from './runtime/outputs.ts';
import { systemClock } from './util/clock.ts';
import { describeFailure } from './util/errors.ts';

type Core = typeof Toolkit;

/**
 * The action's one entry: every failure, thrown or not an Error, ends here as one `setFailed`. @actions/core is
 * loaded once the settings are valid: a run that fails on a bad input reports without it (runtime/bare-commands.ts).
 */
export async function run(entry: BuiltEntry = {}): Promise<void> {
  let core: Core | undefined;
  /** Masks asked for before the toolkit is loaded: given to it once it is, before it prints anything. */
  const secrets = new Set<string>();
  const reporting = async (): Promise<Reporting> => {
    const [toolkit, { actionsLog }] = await Promise.all([import('@actions/core'), import('./util/log.ts')]);
    for (const secret of secrets) toolkit.setSecret(secret);
    core = toolkit;
    return {
      log: actionsLog,
      summary: {
        setBy: 'GITHUB_STEP_SUMMARY',
        // Emptied first: text whose write failed is not written again with the next one.
        append: async (markdown) => void (await toolkit.summary.emptyBuffer().addRaw(markdown, true).write()),
      },
    };
  };
  try {
    const outputs = await execute({
      getInput: (name) => readInput(process.env, name),
      env: process.env,
      clock: systemClock,
      setSecret: (value) => (core ? core.setSecret(value) : void secrets.add(value)),
      reporting,
      downloadScript: entry.downloadScript,
    });
    if (core) setOutputs(core, outputs);
  } catch (error) {
    if (!core) return failWithoutToolkit(describeFailure(error), secrets);
    if (error instanceof StepFailure) setOutputs(core, error.outputs);
    core.setFailed(describeFailure(error));
  }
}

function setOutputs(core: Core, outputs: Outputs): void {
  for (const name of OUTPUT_NAMES) {
    const value = outputs[name];
    if (value !== undefined) core.setOutput(name, value);
  }
}
