import { ActionError } from '../util/errors.ts';
import { lineText } from '../util/line-text.ts';
import { INPUT_NAMES } from './inputs.ts';
import type { InputName, RawInputs } from './inputs.ts';
import { anyModeSchema, settingsSchema } from './modes.ts';
import { MODES } from './types.ts';
import type { ParsedSettings, SettingsEnvironment } from './types.ts';

/** One problem with one input; the message names the input and says what it accepts. */
export class SettingsError extends ActionError {
  readonly kind = 'input';
  readonly problems: { input: InputName; message: string }[];
  constructor(problems: { input: InputName; message: string }[]) {
    super(problems.map((p) => p.message).join('\n'));
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

const KNOWN_INPUTS = new Set<string>(INPUT_NAMES);
const isInputName = (name: unknown): name is InputName => typeof name === 'string' && KNOWN_INPUTS.has(name);
const isKnownMode = (mode: string) => MODES.some((known) => known === mode);

/**
 * Turns the raw inputs into the settings, or throws a SettingsError listing every problem at once.
 * Nothing here touches the network: mode requirements are checked before any request.
 */
export function parseSettings(raw: RawInputs, env: SettingsEnvironment): ParsedSettings {
  const given = { ...raw, mode: raw.mode.trim() };
  const parsed = settingsSchema(env).safeParse(given);
  if (parsed.success) return parsed.data;
  // A mode that is none of the three reaches no mode's schema: its problem comes with those of every input's form.
  const { issues } = isKnownMode(given.mode)
    ? parsed.error
    : (anyModeSchema(env).safeParse(given).error ?? parsed.error);
  const problems = issues.map((issue) => {
    const input = isInputName(issue.path[0]) ? issue.path[0] : 'mode';
    const given = raw[input].trim();
    const secrets = [raw['api-key'].trim(), raw['github-token'].trim()].filter((value) => value.length >= 4);
    const shown =
      input === 'api-key' || given === '' ? '' : ` (got ${lineText(given, { quoted: true, max: 80, secrets })})`;
    return { input, message: `Input "${input}" ${issue.message}${shown}.` };
  });
  throw new SettingsError(problems);
}
