import { INPUT_TABLE } from './input-table.generated.ts';

/** Every input the action reads, from the table generated out of action.yml. */
export const INPUT_NAMES = INPUT_TABLE.map((input) => input.name);

export type InputName = (typeof INPUT_TABLE)[number]['name'];
export type RawInputs = Record<InputName, string>;

/**
 * An expression the runner evaluates (`${{ github.token }}`) has no meaning outside it: it reads as empty, whether it
 * is action.yml's default or was handed over unevaluated (by a local runner that does not evaluate expressions).
 */
export function literalText(text: string): string {
  return text.trimStart().startsWith('${{') ? '' : text;
}

/**
 * Reads every input through `getInput` (the runner's, or the CLI's). An empty value takes action.yml's
 * default, as the runner would: the CLI, and a runner that passes an empty string, behave alike.
 */
export function readInputs(getInput: (name: InputName) => string): RawInputs {
  return Object.fromEntries(
    INPUT_TABLE.map((input) => {
      const given = getInput(input.name) ?? '';
      return [input.name, given.trim() === '' ? literalText(input.default) : given];
    }),
  ) as RawInputs;
}
