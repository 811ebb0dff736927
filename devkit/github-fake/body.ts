import type { RequestContext } from './context.ts';
import { HttpError } from './errors.ts';

export type JsonObject = Record<string, unknown>;

function invalid(detail: string): HttpError {
  return new HttpError(422, `Invalid request.\n\n${detail}`);
}

export function bodyObject(ctx: RequestContext): JsonObject {
  if (ctx.body === undefined) return {};
  if (typeof ctx.body !== 'object' || ctx.body === null || Array.isArray(ctx.body)) {
    throw new HttpError(400, 'Problems parsing JSON');
  }
  return ctx.body as JsonObject;
}

export function optionalString(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not a string.`);
  return value;
}

export function requiredString(body: JsonObject, name: string): string {
  const value = optionalString(body, name);
  if (value === undefined) throw invalid(`"${name}" wasn't supplied.`);
  return value;
}

export function optionalBoolean(body: JsonObject, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not a boolean.`);
  return value;
}

export function optionalOneOf<T extends string>(body: JsonObject, name: string, allowed: readonly T[]): T | undefined {
  const value = optionalString(body, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalid(`For 'properties/${name}', "${value}" is not one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** Label lists accept names or `{ name }` objects, as GitHub does. */
export function optionalLabels(body: JsonObject, name = 'labels'): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw invalid(`For 'properties/${name}', ${JSON.stringify(value)} is not an array.`);
  return value.map((item: unknown) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'object' && item !== null && typeof (item as JsonObject).name === 'string') {
      return (item as { name: string }).name;
    }
    throw invalid(`For 'items', ${JSON.stringify(item)} is not a string or object.`);
  });
}
