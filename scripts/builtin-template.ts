import Handlebars from 'handlebars';
import { TEMPLATE_COMPILE_OPTIONS } from '../src/report/render/compile-options.ts';

/**
 * templates/report.md.hbs compiled ahead of time (Handlebars' own precompiler), as the module the action carries
 * (ncc needs no asset for it; the .hbs stays the copy users read and start from): compiling it took a report run
 * about a third of a second of CPU (parsing 18 KB twice and generating the code), loading it compiled about 15 ms
 * of CPU. Handlebars refuses, with a message, a compiled template from another compiler version: `npm run docs`
 * regenerates it, and `docs:check` fails when it is stale.
 */
export function renderBuiltinTemplateSpec(template: string): string {
  // Its types say a template specification; called from the full build, it gives that object's source code.
  const spec: unknown = Handlebars.precompile(template, TEMPLATE_COMPILE_OPTIONS);
  if (typeof spec !== 'string') throw new Error('Handlebars.precompile did not give the source of a template');
  return [
    "// @ts-nocheck: Handlebars' generated code, whose parameters carry no types; the constant's type is declared.",
    '// Generated from templates/report.md.hbs by `npm run docs` (Handlebars.precompile); do not edit here.',
    '// CI fails when it is stale. TemplateSpecification is a global type of the handlebars typings.',
    `export const BUILTIN_TEMPLATE_SPEC: TemplateSpecification = ${spec};`,
    '',
  ].join('\n');
}
