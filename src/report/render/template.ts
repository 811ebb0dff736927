import fs from 'node:fs';
import Handlebars from 'handlebars';
import { ActionError, describeFailure } from '../../util/errors.ts';
import type { ReportModel } from '../model/types.ts';
import { BUILTIN_TEMPLATE } from './builtin-template.ts';
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

/**
 * Compiles a template now (Handlebars would otherwise wait for the first render to report a syntax
 * error) and wraps rendering so that a failure names `where` (the input and file). Output is markdown, so nothing is
 * HTML-escaped; page paths go through the `path` helper.
 */
export function compileTemplate(source: string, where: string): RenderModel {
  const env = handlebars();
  try {
    env.parse(source);
  } catch (error) {
    throw new TemplateError(`${where}: the Handlebars template does not compile: ${reason(error)}`);
  }
  const render = env.compile<ReportModel>(source, { noEscape: true });
  return (model) => {
    try {
      return render(model);
    } catch (error) {
      throw new TemplateError(`${where}: rendering the Handlebars template failed: ${reason(error)}`);
    }
  };
}

/** The report template: the user's file when `path` is given, else the built-in one. */
export function loadReportTemplate(path: string | undefined): RenderModel {
  if (!path) return compileTemplate(BUILTIN_TEMPLATE, 'The built-in report template');
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
