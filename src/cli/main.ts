import fs from 'node:fs';
import { execute } from '../execute.ts';
import { describeFailure } from '../failure.ts';
import { OUTPUT_NAMES, type Outputs } from '../outputs.ts';
import { systemClock } from '../util/clock.ts';
import { ACTION_VERSION } from '../version.ts';
import { environmentName, helpText, parseCommandLine, UsageError } from './args.ts';
import { stderrLog } from './log.ts';

/** Exit codes a pipeline can branch on. */
export const EXIT = { ok: 0, failure: 1, badInput: 2, service: 3, verification: 4, github: 5 } as const;

export function exitCodeFor(error: unknown): number {
  const name = error instanceof Error ? error.name : '';
  if (name === 'UsageError' || name === 'SettingsError') return EXIT.badInput;
  if (name === 'ServiceError' || name === 'StepFailure') return EXIT.service;
  if (name === 'BundleError') return EXIT.verification;
  if (name === 'HttpError' || name === 'GitHubError') return EXIT.github;
  return EXIT.failure;
}

function formatOutputs(outputs: Outputs, format: 'json' | 'dotenv'): string {
  const entries = OUTPUT_NAMES.filter((name) => outputs[name] !== undefined).map((name) => [name, outputs[name] as string] as const);
  if (format === 'json') return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
  return entries.map(([name, value]) => `${environmentName(name)}=${value.replace(/\r?\n/g, ' ')}\n`).join('');
}

/** The CLI: same settings, same modes as the action; returns the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const log = stderrLog();
  try {
    const request = parseCommandLine(argv, env);
    if (request.help) {
      process.stdout.write(helpText(ACTION_VERSION));
      return EXIT.ok;
    }
    if (request.version) {
      process.stdout.write(`${ACTION_VERSION}\n`);
      return EXIT.ok;
    }
    const outputs = await execute({
      getInput: (name) => request.inputs[name] ?? '',
      env,
      log,
      clock: systemClock,
      setSecret: (value) => log.mask(value),
      writeSummary: async (markdown) => {
        if (request.summaryFile) fs.appendFileSync(request.summaryFile, `${markdown}\n`);
      },
    });
    const text = formatOutputs(outputs, request.outputFormat);
    if (request.outputFile) fs.writeFileSync(request.outputFile, text, { mode: 0o600 });
    else process.stdout.write(text);
    return EXIT.ok;
  } catch (error) {
    log.error(describeFailure(error));
    if (error instanceof UsageError) process.stderr.write('Run with --help for the options.\n');
    return exitCodeFor(error);
  }
}
