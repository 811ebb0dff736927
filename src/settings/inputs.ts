import { INPUT_TABLE } from './input-table.generated.ts';

/** Every input the action reads, from the table generated out of action.yml. */
export const INPUT_NAMES = INPUT_TABLE.map((input) => input.name);

export type InputName = (typeof INPUT_TABLE)[number]['name'];
export type RawInputs = Record<InputName, string>;

/** A default that the runner evaluates (`${{ github.token }}`) has no meaning outside it: it reads as empty. */
function literalDefault(text: string): string {
  return text.startsWith('${{') ? '' : text;
}

/**
 * Reads every input through `getInput` (the runner's, or the CLI's). An empty value takes action.yml's
 * default, as the runner would: the CLI, and a runner that passes an empty string, behave alike.
 */
export function readInputs(getInput: (name: InputName) => string): RawInputs {
  return Object.fromEntries(
    INPUT_TABLE.map((input) => {
      const given = getInput(input.name) ?? '';
      return [input.name, given.trim() === '' ? literalDefault(input.default) : given];
    }),
  ) as RawInputs;
}
