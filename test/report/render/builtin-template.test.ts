// The built-in template ships inside the bundle as a TypeScript module (ncc needs no asset for it);
// templates/report.md.hbs is the copy users read and start from. This test keeps the two identical:
// edit the .hbs, then run `UPDATE_TEMPLATE=1 npx vitest run test/report/render/builtin-template.test.ts`.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_TEMPLATE } from '../../../src/report/render/builtin-template.ts';

const hbsPath = new URL('../../../templates/report.md.hbs', import.meta.url);
const modulePath = new URL('../../../src/report/render/builtin-template.ts', import.meta.url);

function moduleSource(template: string): string {
  const literal = template.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return [
    '// Generated from templates/report.md.hbs by test/report/render/builtin-template.test.ts; do not edit here.',
    '// Edit the .hbs, then run `UPDATE_TEMPLATE=1 npx vitest run test/report/render/builtin-template.test.ts`.',
    `export const BUILTIN_TEMPLATE = \`${literal}\`;`,
    '',
  ].join('\n');
}

describe('built-in template', () => {
  it('is templates/report.md.hbs, character for character', () => {
    const template = fs.readFileSync(hbsPath, 'utf8');
    if (process.env.UPDATE_TEMPLATE === '1') {
      fs.writeFileSync(modulePath, moduleSource(template));
      return;
    }
    expect(
      BUILTIN_TEMPLATE,
      'src/report/render/builtin-template.ts is stale: run UPDATE_TEMPLATE=1 npx vitest run test/report/render/builtin-template.test.ts',
    ).toBe(template);
    expect(fs.readFileSync(modulePath, 'utf8')).toBe(moduleSource(template));
  });
});
