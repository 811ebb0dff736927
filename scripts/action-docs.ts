import { parse } from 'yaml';

/** Renders the inputs and outputs of action.yml as README markdown, and splices it between markers. */

interface ActionMetadata {
  inputs: Record<string, { description?: string; default?: string; required?: boolean }>;
  outputs: Record<string, { description?: string }>;
}

export const START_MARKER =
  '<!-- action-docs:start (generated from action.yml by `npm run docs`; do not edit by hand) -->';
export const END_MARKER = '<!-- action-docs:end -->';

function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
}

export function renderActionDocs(actionYaml: string): string {
  const metadata = parse(actionYaml) as ActionMetadata;
  const inputs = Object.entries(metadata.inputs).map(([name, input]) => {
    const fallback = input.required ? '**required**' : input.default !== undefined ? `\`${input.default}\`` : '';
    return `| \`${name}\` | ${fallback} | ${cell(input.description ?? '')} |`;
  });
  const outputs = Object.entries(metadata.outputs).map(
    ([name, output]) => `| \`${name}\` | ${cell(output.description ?? '')} |`,
  );
  return [
    '### Inputs',
    '',
    '| input | default | description |',
    '|---|---|---|',
    ...inputs,
    '',
    '### Outputs',
    '',
    '| output | description |',
    '|---|---|',
    ...outputs,
  ].join('\n');
}

/** The README with the generated block replaced; throws when the markers are missing. */
export function spliceActionDocs(readme: string, actionYaml: string): string {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start === -1 || end === -1 || end < start)
    throw new Error(`README.md needs the markers ${START_MARKER} and ${END_MARKER}`);
  return `${readme.slice(0, start + START_MARKER.length)}\n${renderActionDocs(actionYaml)}\n${readme.slice(end)}`;
}
