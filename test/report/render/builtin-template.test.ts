// The built-in template ships inside the bundle as a TypeScript module that `npm run docs` generates
// from templates/report.md.hbs (checked by `npm run docs:check`); this test says so where tests run.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBuiltinTemplate } from '../../../scripts/builtin-template.ts';
import { BUILTIN_TEMPLATE } from '../../../src/report/render/builtin-template.ts';

const hbsPath = new URL('../../../templates/report.md.hbs', import.meta.url);
const modulePath = new URL('../../../src/report/render/builtin-template.ts', import.meta.url);

describe('built-in template', () => {
  it('is templates/report.md.hbs, character for character, as `npm run docs` writes it', () => {
    const template = fs.readFileSync(hbsPath, 'utf8');
    expect(BUILTIN_TEMPLATE, 'src/report/render/builtin-template.ts is stale: run `npm run docs`').toBe(template);
    expect(fs.readFileSync(modulePath, 'utf8')).toBe(renderBuiltinTemplate(template));
  });
});
