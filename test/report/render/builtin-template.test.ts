// The built-in template ships inside the bundle as a TypeScript module and as Handlebars' compiled form, both of
// which `npm run docs` generates from templates/report.md.hbs (checked by `npm run docs:check`); this test says so
// where tests run, and that the compiled form renders what compiling the source renders.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBuiltinTemplate, renderBuiltinTemplateSpec } from '../../../scripts/builtin-template.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { BUILTIN_TEMPLATE } from '../../../src/report/render/builtin-template.ts';
import { compileTemplate, loadReportTemplate } from '../../../src/report/render/template.ts';
import { MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';

const hbsPath = new URL('../../../templates/report.md.hbs', import.meta.url);
const modulePath = new URL('../../../src/report/render/builtin-template.ts', import.meta.url);
const compiledPath = new URL('../../../src/report/render/builtin-template.compiled.ts', import.meta.url);

describe('built-in template', () => {
  it('is templates/report.md.hbs, character for character, as `npm run docs` writes it', () => {
    const template = fs.readFileSync(hbsPath, 'utf8');
    expect(BUILTIN_TEMPLATE, 'src/report/render/builtin-template.ts is stale: run `npm run docs`').toBe(template);
    expect(fs.readFileSync(modulePath, 'utf8')).toBe(renderBuiltinTemplate(template));
  });

  it('is compiled ahead of time from that file, and renders what compiling it at run time renders', () => {
    const template = fs.readFileSync(hbsPath, 'utf8');
    expect(fs.readFileSync(compiledPath, 'utf8'), 'builtin-template.compiled.ts is stale: run `npm run docs`').toBe(
      renderBuiltinTemplateSpec(template),
    );
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    const rendered = loadReportTemplate(undefined)(model);
    expect(rendered).toBe(compileTemplate(template, 'the source')(model));
    expect(rendered).toContain('### Top pages');
  });
});
