import fs from 'node:fs';
import { execute } from '../execute.ts';
import type { BuiltEntry } from '../execute.ts';
import { StepFailure } from '../runtime/failure.ts';
import type { Outputs } from '../runtime/outputs.ts';
import { systemClock } from '../util/clock.ts';
import { describeFailure, failureKind } from '../util/errors.ts';
import type { FailureKind } from '../util/errors.ts';
import type { Log } from '../util/log.ts';
import { ACTION_VERSION } from '../version.ts';
import { environmentName, helpText, parseCommandLine, PRINT_BUNDLE_URL_FLAG, UsageError } from './args.ts';
import type { CliRequest } from './args.ts';
import { formatOutputs } from './format-outputs.ts';
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

/**
 * Outputs go to --output-file, made private first (an existing file keeps its mode otherwise), or to
 * stdout, which other CI systems keep as the job's log: there without the presigned link unless asked.
 */
function writeOutputs(outputs: Outputs, request: CliRequest, log: Log): void {
  if (request.outputFile) {
    const fd = fs.openSync(request.outputFile, 'w', 0o600);
    try {
      fs.fchmodSync(fd, 0o600);
      fs.writeFileSync(fd, formatOutputs(outputs, request.outputFormat));
    } finally {
      fs.closeSync(fd);
    }
    return;
  }
  const { 'bundle-url': bundleUrl, ...shown } = outputs;
  if (bundleUrl !== undefined && !request.printSecretBundleUrl) {
    log.notice(
      `bundle-url is not printed: the presigned link is a credential until it expires. Write the outputs to --output-file, or pass ${PRINT_BUNDLE_URL_FLAG} to print it.`,
    );
  }
  process.stdout.write(formatOutputs(request.printSecretBundleUrl ? outputs : shown, request.outputFormat));
}

/** The CLI: same settings, same modes as the action; returns the exit code. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, entry: BuiltEntry = {}): Promise<number> {
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
    for (const name of parsed.secretsInArgv) {
      log.warning(
        `--${name} on the command line shows in process lists to other users of this machine; set ${environmentName(name)} instead.`,
      );
    }
    const outputs = await execute({
      getInput: (name) => parsed.inputs[name] ?? '',
      env,
      clock: systemClock,
      setSecret: (value) => log.mask(value),
      reporting: () =>
        Promise.resolve({
          log,
          summary: {
            setBy: '--summary-file',
            append: async (markdown) => {
              if (parsed.summaryFile) await fs.promises.appendFile(parsed.summaryFile, `${markdown}\n`);
            },
          },
        }),
      downloadScript: entry.downloadScript,
    });
    writeOutputs(outputs, parsed, log);
    return EXIT.ok;
  } catch (error) {
    // What was known before the failure (a job id, say) still helps the next step.
    if (error instanceof StepFailure && request) writeOutputs(error.outputs, request, log);
    log.error(describeFailure(error));
    if (error instanceof UsageError) process.stderr.write('Run with --help for the options.\n');
    return exitCodeFor(error);
  }
}
