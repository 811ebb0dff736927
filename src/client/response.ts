import type { z } from 'zod';
import { lineText } from '../util/line-text.ts';
import { invalidResponse } from './errors.ts';
import type { RequestLabel } from './errors.ts';
import type { HttpResponse } from './http.ts';
import type { ServiceError } from './types.ts';

export type Decoded<T> =
  | { ok: true; value: T }
  /** `transient`: the body looks cut or lost on the way (worth another attempt); otherwise the service answered, wrongly. */
  | { ok: false; error: ServiceError; transient: boolean };

/** A success body read against its schema; anything else becomes an 'invalid-response' error that says what was wrong. */
export function decodeBody<S extends z.ZodType>(
  label: RequestLabel,
  response: HttpResponse,
  schema: S,
  secrets: readonly string[],
  /** False for a body that may hold personal data (a reader's contact address): a bad body is not quoted. */
  quoteBody = true,
): Decoded<z.output<S>> {
  const fail = (problem: string, transient: boolean) => ({
    ok: false as const,
    error: invalidResponse(label, response.status, problem),
    transient,
  });
  if (response.truncated) return fail('the body is larger than a service answer can be', false);
  const text = response.body.trim();
  if (text === '') return fail('the body is empty', true);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (/^<(!doctype|html|head|body)\b/i.test(text))
      return fail('the body is an HTML page, not JSON: check api-url', false);
    if (!quoteBody) return fail('the body is not JSON', true);
    return fail(`the body is not JSON (it starts with "${lineText(text, { secrets, max: 80 })}")`, true);
  }
  const result = schema.safeParse(json);
  if (!result.success)
    return fail(`the body does not have the expected fields: ${describeIssues(result.error.issues)}`, false);
  return { ok: true, value: result.data };
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  if (issues.length > 3) shown.push(`and ${issues.length - 3} more`);
  return shown.join('; ');
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the body)';
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}
