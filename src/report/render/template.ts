import fs from 'node:fs';
import Handlebars from 'handlebars';
import { ActionError, describeFailure } from '../../util/errors.ts';
import type { ReportModel } from '../model/types.ts';
import { BUILTIN_TEMPLATE_SPEC } from './builtin-template.compiled.ts';
import { TEMPLATE_COMPILE_OPTIONS } from './compile-options.ts';
import { REPORT_HELPERS } from './helpers.ts';

export type RenderModel = (model: ReportModel) => string;

/** An error of the user's template or title, naming the input to fix. */
export class TemplateError extends ActionError {
  readonly kind = 'input';
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

function handlebars(): typeof Handlebars {
  const env = Handlebars.create();
  for (const [name, helper] of Object.entries(REPORT_HELPERS)) env.registerHelper(name, helper);
  return env;
}

const reason = (error: unknown) => describeFailure(error).trim();

/** Wraps rendering so that a failure names `where` (the input and file). */
function reportingFailures(render: Handlebars.TemplateDelegate<ReportModel>, where: string): RenderModel {
  return (model) => {
    try {
      return render(model);
    } catch (error) {
      throw new TemplateError(`${where}: rendering the Handlebars template failed: ${reason(error)}`);
    }
  };
}

/**
 * Compiles a template now (Handlebars would otherwise wait for the first render to report a syntax error), parsing
 * it once. Output is markdown, so nothing is HTML-escaped; page paths go through the `path` helper.
 */
export function compileTemplate(source: string, where: string): RenderModel {
  const env = handlebars();
  let program: hbs.AST.Program;
  try {
    program = env.parse(source);
  } catch (error) {
    throw new TemplateError(`${where}: the Handlebars template does not compile: ${reason(error)}`);
  }
  return reportingFailures(env.compile<ReportModel>(program, TEMPLATE_COMPILE_OPTIONS), where);
}

/** The built-in template, compiled when the action was built (builtin-template.compiled.ts). */
function builtinTemplate(): RenderModel {
  return reportingFailures(handlebars().template<ReportModel>(BUILTIN_TEMPLATE_SPEC), 'The built-in report template');
}

/** The report template: the user's file when `path` is given, else the built-in one. */
export function loadReportTemplate(path: string | undefined): RenderModel {
  if (!path) return builtinTemplate();
  let source: string;
  try {
    source = fs.readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : reason(error);
    throw new TemplateError(
      `Input "template": cannot read the report template ${path} (${why}). Give a path relative to the workspace, or leave "template" empty for the built-in report.`,
    );
  }
  return compileTemplate(source, `Input "template" (${path})`);
}

/** The issue title: one line, at most 256 characters (GitHub's limit). */
export function compileTitle(source: string): RenderModel {
  const render = compileTemplate(source, 'Input "issue-title"');
  return (model) => {
    const title = render(model).replace(/\s+/g, ' ').trim();
    if (!title)
      throw new TemplateError(
        'Input "issue-title": the title renders to nothing; give text such as "Docs analytics: {{period.label}}".',
      );
    return title.length > 256 ? `${title.slice(0, 255)}…` : title;
  };
}
