import type { RawInputs } from '../../src/settings/inputs.ts';
import { parseSettings } from '../../src/settings/schema.ts';
import type { Mode, ParsedSettings, SettingsEnvironment, SettingsFor } from '../../src/settings/types.ts';

/** `parseSettings` for a test that knows its mode: the settings come back narrowed to that mode's type. */
export function parseSettingsFor<M extends Mode>(
  mode: M,
  raw: RawInputs,
  env: SettingsEnvironment,
): ParsedSettings & { settings: SettingsFor<M> } {
  const parsed = parseSettings(raw, env);
  if (!isMode(parsed.settings, mode))
    throw new Error(`expected settings of mode "${mode}", got "${parsed.settings.mode}"`);
  return { ...parsed, settings: parsed.settings };
}

function isMode<M extends Mode>(settings: ParsedSettings['settings'], mode: M): settings is SettingsFor<M> {
  return settings.mode === mode;
}
