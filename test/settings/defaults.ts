import fs from 'node:fs';
import { expect } from 'vitest';
import { parse } from 'yaml';
import { readInputs } from '../../src/settings/inputs.ts';
import type { InputName, RawInputs } from '../../src/settings/inputs.ts';
import { parseSettings, SettingsError } from '../../src/settings/schema.ts';
import type { SettingsEnvironment } from '../../src/settings/types.ts';

interface ActionMetadata {
  inputs: Record<string, { default?: string; required?: boolean; description?: string }>;
  outputs: Record<string, { description?: string }>;
}

export const actionMetadata = parse(
  fs.readFileSync(new URL('../../action.yml', import.meta.url), 'utf8'),
) as ActionMetadata;

/** Raw inputs as the runner hands them over: action.yml defaults, then the given values. */
export function rawInputs(given: Partial<Record<InputName, string>>): RawInputs {
  return readInputs((name) => given[name] ?? '');
}

export const ENV = { runnerTemp: '/tmp/runner', workspace: '/work/ws', repository: 'acme/docs' };

/** The problems `parseSettings` lists for `raw`; the test fails if it takes them. */
export function problemsOf(raw: RawInputs, env: SettingsEnvironment = ENV) {
  try {
    parseSettings(raw, env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as SettingsError).problems;
  }
  throw new Error('expected a SettingsError');
}
