import fs from 'node:fs';
import { parse } from 'yaml';
import { INPUT_NAMES, type InputName, type RawInputs } from '../../src/settings/inputs.ts';

interface ActionMetadata {
  inputs: Record<string, { default?: string; required?: boolean; description?: string }>;
  outputs: Record<string, { description?: string }>;
}

export const actionMetadata = parse(fs.readFileSync(new URL('../../action.yml', import.meta.url), 'utf8')) as ActionMetadata;

/** Raw inputs as the runner hands them over: action.yml defaults, then the given values. */
export function rawInputs(given: Partial<Record<InputName, string>>): RawInputs {
  const defaults = Object.fromEntries(
    INPUT_NAMES.map((name) => {
      const fallback = actionMetadata.inputs[name]?.default ?? '';
      return [name, fallback.startsWith('${{') ? '' : fallback];
    }),
  ) as RawInputs;
  return { ...defaults, ...given };
}

export const ENV = { runnerTemp: '/tmp/runner', workspace: '/work/ws', repository: 'acme/docs' };
