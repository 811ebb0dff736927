// The built-in template ships inside the bundle compiled (Handlebars' precompiler), as `npm run docs` writes it from
// templates/report.md.hbs (checked by `npm run docs:check`); this test says so where tests run, and that the
// compiled form renders what compiling the .hbs renders.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBuiltinTemplateSpec } from '../../../scripts/builtin-template.ts';
import { buildReportModel } from '../../../src/report/model/build.ts';
import { compileTemplate, loadReportTemplate } from '../../../src/report/render/template.ts';
import { MODEL_OPTIONS, sampleCollected } from '../fixtures.ts';

const hbsPath = new URL('../../../templates/report.md.hbs', import.meta.url);
const compiledPath = new URL('../../../src/report/render/builtin-template.compiled.ts', import.meta.url);

describe('built-in template', () => {
  it('is templates/report.md.hbs compiled, as `npm run docs` writes it', () => {
    const template = fs.readFileSync(hbsPath, 'utf8');
    expect(fs.readFileSync(compiledPath, 'utf8'), 'builtin-template.compiled.ts is stale: run `npm run docs`').toBe(
      renderBuiltinTemplateSpec(template),
    );
  });

  it('renders what compiling templates/report.md.hbs at run time renders', () => {
    const model = buildReportModel(sampleCollected(), MODEL_OPTIONS);
    const rendered = loadReportTemplate(undefined)(model);
    expect(rendered).toBe(compileTemplate(fs.readFileSync(hbsPath, 'utf8'), 'the source')(model));
    expect(rendered).toContain('### Top pages');
  });
});
