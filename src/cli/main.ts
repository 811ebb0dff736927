import fs from 'node:fs';
import { execute } from '../execute.ts';
import { StepFailure } from '../runtime/failure.ts';
import { OUTPUT_NAMES } from '../runtime/outputs.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { systemClock } from '../util/clock.ts';
import { describeFailure, failureKind } from '../util/errors.ts';
import type { FailureKind } from '../util/errors.ts';
import { ACTION_VERSION } from '../version.ts';
import { environmentName, helpText, parseCommandLine, UsageError } from './args.ts';
import type { CliRequest } from './args.ts';
import { stderrLog } from './log.ts';

/** Exit codes a pipeline can branch on. */
export const EXIT = { ok: 0, failure: 1, badInput: 2, service: 3, verification: 4, github: 5 } as const;

const EXIT_BY_KIND: Record<FailureKind, number> = {
  input: EXIT.badInput,
  service: EXIT.service,
  verification: EXIT.verification,
  github: EXIT.github,
  other: EXIT.failure,
};

export function exitCodeFor(error: unknown): number {
  return EXIT_BY_KIND[failureKind(error)];
}

function formatOutputs(outputs: Outputs, format: 'json' | 'dotenv'): string {
  const entries = OUTPUT_NAMES.filter((name) => outputs[name] !== undefined).map(
    (name) => [name, outputs[name] as string] as const,
  );
  if (format === 'json') return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
  return entries.map(([name, value]) => `${environmentName(name)}=${value.replace(/\r?\n/g, ' ')}\n`).join('');
}

function writeOutputs(outputs: Outputs, request: CliRequest): void {
  const text = formatOutputs(outputs, request.outputFormat);
  if (request.outputFile) fs.writeFileSync(request.outputFile, text, { mode: 0o600 });
  else process.stdout.write(text);
}

/** The CLI: same settings, same modes as the action; returns the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const log = stderrLog();
  let request: CliRequest | undefined;
  try {
    const parsed = parseCommandLine(argv, env);
    request = parsed;
    if (parsed.help) {
      process.stdout.write(helpText(ACTION_VERSION));
      return EXIT.ok;
    }
    if (parsed.version) {
      process.stdout.write(`${ACTION_VERSION}\n`);
      return EXIT.ok;
    }
    const outputs = await execute({
      getInput: (name) => parsed.inputs[name] ?? '',
      env,
      clock: systemClock,
      setSecret: (value) => log.mask(value),
      reporting: () =>
        Promise.resolve({
          log,
          writeSummary: async (markdown) => {
            if (parsed.summaryFile) await fs.promises.appendFile(parsed.summaryFile, `${markdown}\n`);
          },
        }),
    });
    writeOutputs(outputs, parsed);
    return EXIT.ok;
  } catch (error) {
    // What was known before the failure (a job id, say) still helps the next step.
    if (error instanceof StepFailure && request) writeOutputs(error.outputs, request);
    log.error(describeFailure(error));
    if (error instanceof UsageError) process.stderr.write('Run with --help for the options.\n');
    return exitCodeFor(error);
  }
}
