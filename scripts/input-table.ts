import { parse } from 'yaml';

/** Renders action.yml's inputs as a TypeScript module, so the code, the CLI help and action.yml share one table. */

interface ActionMetadata {
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>;
}

export function renderInputTable(actionYaml: string): string {
  const metadata = parse(actionYaml) as ActionMetadata;
  const rows = Object.entries(metadata.inputs).map(([name, input]) => {
    const row = {
      name,
      default: input.default ?? '',
      required: Boolean(input.required),
      description: (input.description ?? '').trim(),
    };
    return `  ${JSON.stringify(row)},`;
  });
  return [
    '// Generated from action.yml by `npm run docs`; do not edit by hand. CI fails when it is stale.',
    '',
    'export const INPUT_TABLE = [',
    ...rows,
    '] as const;',
    '',
  ].join('\n');
}
