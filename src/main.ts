import * as core from '@actions/core';
import { execute } from './execute.ts';
import { StepFailure } from './runtime/failure.ts';
import { OUTPUT_NAMES } from './runtime/outputs.ts';
import type { Outputs } from './runtime/outputs.ts';
import { systemClock } from './util/clock.ts';
import { describeFailure } from './util/errors.ts';
import { actionsLog } from './util/log.ts';

/** The action's one entry: every failure, thrown or not an Error, ends here as one `setFailed`. */
export async function run(): Promise<void> {
  try {
    setOutputs(
      await execute({
        getInput: (name) => core.getInput(name),
        env: process.env,
        log: actionsLog,
        clock: systemClock,
        setSecret: (value) => core.setSecret(value),
        writeSummary: async (markdown) => void (await core.summary.addRaw(markdown, true).write()),
      }),
    );
  } catch (error) {
    if (error instanceof StepFailure) setOutputs(error.outputs);
    core.setFailed(describeFailure(error));
  }
}

function setOutputs(outputs: Outputs): void {
  for (const name of OUTPUT_NAMES) {
    const value = outputs[name];
    if (value !== undefined) core.setOutput(name, value);
  }
}
