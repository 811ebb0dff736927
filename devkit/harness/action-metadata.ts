import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

/** One input of action.yml as the runner reads it. */
export interface ActionInput {
  name: string;
  /** The default as written (YAML scalars become strings, as the runner sees them). */
  default: string | undefined;
}

/** The inputs of the action.yml texts read so far: the harness reads the file for every run it starts. */
const inputsByText = new Map<string, ActionInput[]>();

export async function readActionInputs(actionYmlPath: string): Promise<ActionInput[]> {
  const text = await readFile(actionYmlPath, 'utf8');
  let inputs = inputsByText.get(text);
  if (!inputs) {
    const doc = parse(text) as { inputs?: Record<string, { default?: unknown } | null> } | null;
    inputs = Object.entries(doc?.inputs ?? {}).map(([name, spec]) => ({ name, default: scalarText(spec?.default) }));
    inputsByText.set(text, inputs);
  }
  return inputs.map((input) => ({ ...input }));
}

/** A YAML scalar as the runner reads it into an input (`true`, `30`); no value (or not a scalar) is no default. */
function scalarText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;
}

/** The runner's name for an input variable: upper case, spaces to `_`, hyphens kept (`INPUT_API-KEY`). */
export function inputEnvName(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * Replaces `${{ <name> }}` in an input default with the value the runner would give it; the context
 * holds the few names a default may use (`github.token`, `github.repository`, `runner.temp`, ...).
 */
export function evaluateExpressions(text: string, context: Readonly<Record<string, string>>): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_whole, expression: string) => {
    const value = context[expression];
    if (value === undefined) {
      throw new Error(
        `run-action: the harness cannot evaluate \${{ ${expression} }} (known: ${Object.keys(context).join(', ')})`,
      );
    }
    return value;
  });
}
