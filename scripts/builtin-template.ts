/**
 * Renders templates/report.md.hbs as the TypeScript module the bundle carries (ncc needs no asset for
 * it); the .hbs stays the copy users read and start from.
 */
export function renderBuiltinTemplate(template: string): string {
  const literal = template.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return [
    '// Generated from templates/report.md.hbs by `npm run docs`; do not edit here. CI fails when it is stale.',
    `export const BUILTIN_TEMPLATE = \`${literal}\`;`,
    '',
  ].join('\n');
}
