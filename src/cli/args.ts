import { INPUT_TABLE } from '../settings/input-table.generated.ts';
import { literalText } from '../settings/inputs.ts';
import type { InputName } from '../settings/inputs.ts';
import { MODES } from '../settings/types.ts';
import { ActionError } from '../util/errors.ts';

/** The command line of `docs-export-action`: `<mode> --input value ...`, with the action's input names. */

export interface CliRequest {
  inputs: Partial<Record<InputName, string>>;
  outputFile?: string;
  outputFormat: 'json' | 'dotenv';
  summaryFile?: string;
  /** `--print-secret-bundle-url`: the presigned link may go to stdout. */
  printSecretBundleUrl: boolean;
  /** Secret inputs given as flags, which process lists show: each gets a warning. */
  secretsInArgv: InputName[];
  help: boolean;
  version: boolean;
}

export class UsageError extends ActionError {
  readonly kind = 'input';
  override name = 'UsageError';
}

const INPUT_NAMES = new Set<string>(INPUT_TABLE.map((input) => input.name));
const CLI_OPTIONS = new Set(['output-file', 'output-format', 'summary-file']);
/** Inputs that are credentials: better from the environment than from a command line. */
export const SECRET_INPUTS: readonly InputName[] = ['api-key', 'github-token'];
/** The flag that lets the presigned link reach stdout: its name says it prints a credential. */
export const PRINT_BUNDLE_URL_FLAG = '--print-secret-bundle-url';

/** `DOCS_EXPORT_API_KEY` for `api-key`: upper case, hyphens to underscores. */
export function environmentName(input: string): string {
  return `DOCS_EXPORT_${input.toUpperCase().replaceAll('-', '_')}`;
}

export function parseCommandLine(argv: string[], env: NodeJS.ProcessEnv): CliRequest {
  const request: CliRequest = {
    inputs: {},
    outputFormat: 'json',
    printSecretBundleUrl: false,
    secretsInArgv: [],
    help: false,
    version: false,
  };
  const fromFlags: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') request.help = true;
    else if (arg === '--version') request.version = true;
    else if (arg === PRINT_BUNDLE_URL_FLAG) request.printSecretBundleUrl = true;
    else if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      if (!INPUT_NAMES.has(name) && !CLI_OPTIONS.has(name))
        throw new UsageError(`Unknown option --${name}. Run with --help for the options.`);
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new UsageError(`Option --${name} needs a value.`);
      fromFlags[name] = value;
    } else positional.push(arg);
  }
  if (request.help || request.version) return request;
  if (positional.length > 1) throw new UsageError(`Expected one mode, got: ${positional.join(' ')}`);
  const mode = positional[0] ?? fromFlags.mode ?? env[environmentName('mode')];
  if (!mode || !(MODES as readonly string[]).includes(mode)) {
    throw new UsageError(
      `Give a mode first: ${MODES.join(', ')} (e.g. docs-export-action export --domain docs.example.com).`,
    );
  }

  for (const input of INPUT_TABLE) {
    const value = fromFlags[input.name] ?? env[environmentName(input.name)];
    if (value !== undefined) request.inputs[input.name] = value;
  }
  request.inputs.mode = mode;
  request.secretsInArgv = SECRET_INPUTS.filter((name) => fromFlags[name] !== undefined);
  request.outputFile = fromFlags['output-file'];
  request.summaryFile = fromFlags['summary-file'];
  const format = fromFlags['output-format'] ?? 'json';
  if (format !== 'json' && format !== 'dotenv') throw new UsageError('Option --output-format accepts json or dotenv.');
  request.outputFormat = format;
  return request;
}

/** `--help`, written from the same table as action.yml. */
export function helpText(version: string): string {
  const lines = [
    `docs-export-action ${version}: static export, bundle links in Helm values, and analytics reports, from any CI.`,
    '',
    'Usage: docs-export-action <export|refresh-link|report> [--<input> <value>]...',
    '',
    'Every input can also come from an environment variable: --api-key or DOCS_EXPORT_API_KEY. Give secrets',
    '(DOCS_EXPORT_API_KEY, DOCS_EXPORT_GITHUB_TOKEN) as variables: command lines show up in process lists.',
    'Progress goes to stderr; outputs go to stdout as JSON, or to --output-file (--output-format json|dotenv),',
    'which is made readable by its owner only. --summary-file appends the markdown summary.',
    `bundle-url, the presigned link, is a credential: it is written to --output-file, and to stdout only with`,
    `${PRINT_BUNDLE_URL_FLAG}.`,
    '',
    'Exit codes: 0 done, 2 bad input, 3 the service or the export job failed, 4 the bundle failed verification,',
    '            5 GitHub refused a change, 1 anything else.',
    '',
    'Inputs:',
  ];
  for (const input of INPUT_TABLE) {
    const fallback = input.required ? ' (required)' : literalText(input.default) ? ` (default: ${input.default})` : '';
    lines.push(`  --${input.name}${fallback}`, `      ${input.description.replace(/`/g, '')}`);
  }
  return `${lines.join('\n')}\n`;
}
