import { z } from 'zod';
import type { InputName } from './inputs.ts';
import { parseBoolean, parseDate, parseDuration, parseList, parseSize } from './parsers.ts';

/**
 * zod schemas for one input's text each. A failure message says what the input accepts;
 * `parseSettings` (schema.ts) puts the input's name in front of it and the given value after it.
 */

/**
 * Records a problem and stands in for the value that could not be made. Without `input` the problem is the input
 * being parsed; a rule over several inputs names the one it blames.
 */
export function fail(ctx: z.RefinementCtx, message: string, input?: InputName): never {
  ctx.addIssue({ code: 'custom', message, ...(input && { path: [input] }) });
  return z.NEVER;
}

export const text = z.string().transform((value) => value.trim());

export const optionalText = text.transform((value) => (value === '' ? undefined : value));

/** Text that must not be empty; `needs` says what to give. */
export const nonEmpty = (needs: string) => text.refine((value) => value !== '', needs);

export const duration = text.transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === undefined || ms <= 0) return fail(ctx, 'accepts a duration such as 90s, 15m, 2h or 1d');
  return ms;
});

export const size = text.transform((value, ctx) => {
  const bytes = parseSize(value);
  if (bytes === undefined || bytes <= 0) return fail(ctx, 'accepts a size such as 20GiB, 500MB or a number of bytes');
  return bytes;
});

export const boolean = text.transform((value, ctx) => {
  const parsed = parseBoolean(value);
  return parsed === undefined ? fail(ctx, 'accepts true or false') : parsed;
});

/** A boolean whose default depends on something else (e.g. the mode): undefined when empty. */
export const optionalBoolean = text.transform((value, ctx) => {
  if (value === '') return undefined;
  const parsed = parseBoolean(value);
  return parsed === undefined ? fail(ctx, 'accepts true or false') : parsed;
});

/** Whether `value` is one of `values`, narrowing it to their union. */
function isOneOf<const T extends readonly string[]>(values: T, value: string): value is T[number] {
  return values.some((choice) => choice === value);
}

export function oneOf<const T extends readonly string[]>(values: T) {
  return text.transform((value, ctx) =>
    isOneOf(values, value) ? value : fail(ctx, `accepts ${describeChoices(values)}`),
  );
}

export function optionalOneOf<const T extends readonly string[]>(values: T) {
  return text.transform((value, ctx) => {
    if (value === '') return undefined;
    return isOneOf(values, value) ? value : fail(ctx, `accepts ${describeChoices(values)}`);
  });
}

export function listOf<const T extends readonly string[]>(values: T) {
  return z.string().transform((value, ctx) => {
    const items = parseList(value);
    const known = items.filter((item) => isOneOf(values, item));
    const unknown = items.filter((item) => !isOneOf(values, item));
    if (unknown.length > 0)
      return fail(
        ctx,
        `accepts a list (commas or newlines) of ${describeChoices(values)}; unknown: ${unknown.join(', ')}`,
      );
    return [...new Set(known)];
  });
}

export const list = z.string().transform((value) => parseList(value));

export function integer(min: number, max: number) {
  return text.transform((value, ctx) => {
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max)
      return fail(ctx, `accepts a whole number from ${min} to ${max}`);
    return number;
  });
}

export function optionalInteger(min: number, max: number) {
  return text.transform((value, ctx) => {
    if (value === '') return undefined;
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max)
      return fail(ctx, `accepts a whole number from ${min} to ${max}, or nothing`);
    return number;
  });
}

export const optionalIssueNumber = text.transform((value, ctx) => {
  if (value === '') return undefined;
  const number = /^#?\d+$/.test(value) ? Number(value.replace('#', '')) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0
    ? number
    : fail(ctx, 'accepts an issue or pull request number such as 42');
});

export const optionalDate = text.transform((value, ctx) => {
  if (value === '') return undefined;
  return parseDate(value) ?? fail(ctx, 'accepts a date written YYYY-MM-DD');
});

function describeChoices(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  const last = quoted.pop() ?? '';
  return quoted.length === 0 ? last : `${quoted.join(', ')} or ${last}`;
}
