// Runs a parsed query against the fake's schema as GitHub does: first the whole query is checked against the
// schema (an unknown field or argument answers errors and no data), then each field is resolved; a field that
// fails (not found, forbidden) is null with an error naming its path, and the rest of the answer stands.
import type { RequestContext } from '../context.ts';
import type { Field, Location, Operation, Selection, Value } from './parse.ts';
import { FieldError, MEMBERS, SCALARS, TYPES } from './schema.ts';
import type { FieldDef } from './schema.ts';

export interface GraphqlError {
  message: string;
  type?: string;
  path?: (string | number)[];
  locations?: Location[];
  extensions?: Record<string, unknown>;
}

export interface GraphqlAnswer {
  data?: unknown;
  errors?: GraphqlError[];
}

const named = (type: string) => type.replace(/^\[|\]$/g, '');

function fieldOf(typeName: string, name: string, ctx: RequestContext): FieldDef | undefined {
  const field = TYPES[typeName]?.fields[name];
  if (field?.newer && ctx.state.switches.graphql === 'older-server') return undefined;
  return field;
}

/** GitHub's validation errors for the query, in the order met; empty when it fits the schema. */
function validate(typeName: string, selections: Selection[], path: string[], ctx: RequestContext): GraphqlError[] {
  const errors: GraphqlError[] = [];
  for (const selection of selections) {
    if (selection.kind === 'fragment') {
      if (!TYPES[selection.on]) {
        errors.push({
          message: `No such type ${selection.on}, so it can't be a fragment condition`,
          path: [...path, `... on ${selection.on}`],
          locations: [selection.at],
          extensions: { code: 'undefinedType', typeName: selection.on },
        });
        continue;
      }
      errors.push(...validate(selection.on, selection.selections, [...path, `... on ${selection.on}`], ctx));
      continue;
    }
    errors.push(...validateField(typeName, selection, [...path, selection.key], ctx));
  }
  return errors;
}

function validateField(typeName: string, field: Field, path: string[], ctx: RequestContext): GraphqlError[] {
  if (field.name === '__typename') return [];
  const def = fieldOf(typeName, field.name, ctx);
  const locations = [field.at];
  if (!def) {
    const extensions = { code: 'undefinedField', typeName, fieldName: field.name };
    return [{ message: `Field '${field.name}' doesn't exist on type '${typeName}'`, path, locations, extensions }];
  }
  const errors: GraphqlError[] = Object.keys(field.args)
    .filter((arg) => !(def.args ?? []).includes(arg))
    .map((arg) => ({
      message: `Field '${field.name}' doesn't accept argument '${arg}'`,
      path: [...path, arg],
      locations,
      extensions: { code: 'argumentNotAccepted', name: field.name, typeName: 'Field', argumentName: arg },
    }));
  const type = named(def.type);
  if (SCALARS.has(type) && field.selections) {
    errors.push({
      message: `Selections can't be made on scalars (field '${field.name}' returns ${type} but has selections [${field.selections.map((s) => (s.kind === 'field' ? s.name : `... on ${s.on}`)).join(', ')}])`,
      path,
      locations,
      extensions: { code: 'selectionMismatch', nodeName: `field '${field.name}'`, typeName: type },
    });
  } else if (!SCALARS.has(type) && !field.selections) {
    errors.push({
      message: `Field must have selections (field '${field.name}' returns ${type} but has no selections. Did you mean '${field.name} { ... }'?)`,
      path,
      locations,
      extensions: { code: 'selectionMismatch', nodeName: `field '${field.name}'`, typeName: type },
    });
  } else if (field.selections) {
    errors.push(...validate(type, field.selections, path, ctx));
  }
  return errors;
}

function valueOf(value: Value, variables: Record<string, unknown>): unknown {
  switch (value.kind) {
    case 'variable':
      return variables[value.name] ?? null;
    case 'literal':
      return value.value;
    case 'enum':
      return value.name;
    case 'list':
      return value.items.map((item) => valueOf(item, variables));
    case 'object':
      return Object.fromEntries(Object.entries(value.fields).map(([k, v]) => [k, valueOf(v, variables)]));
  }
}

class Run {
  readonly errors: GraphqlError[] = [];
  readonly ctx: RequestContext;
  readonly variables: Record<string, unknown>;

  constructor(ctx: RequestContext, variables: Record<string, unknown>) {
    this.ctx = ctx;
    this.variables = variables;
  }

  /** The selections of one object: fields in query order, those of a fragment when the object is of its type. */
  object(
    typeName: string,
    source: unknown,
    selections: Selection[],
    path: (string | number)[],
  ): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const selection of selections) {
      if (selection.kind === 'fragment') {
        if (selection.on === typeName || MEMBERS[selection.on]?.includes(typeName))
          Object.assign(result, this.object(typeName, source, selection.selections, path));
        continue;
      }
      result[selection.key] = this.field(typeName, source, selection, [...path, selection.key]);
    }
    return result;
  }

  field(typeName: string, source: unknown, field: Field, path: (string | number)[]): unknown {
    if (field.name === '__typename') return typeName;
    const def = fieldOf(typeName, field.name, this.ctx) as FieldDef;
    const args = Object.fromEntries(Object.entries(field.args).map(([k, v]) => [k, valueOf(v, this.variables)]));
    try {
      const value = def.resolve(source as never, args, this.ctx);
      return this.complete(def.type, value, field, path);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      this.errors.push({ type: error.type, path, locations: [field.at], message: error.message });
      return null;
    }
  }

  complete(type: string, value: unknown, field: Field, path: (string | number)[]): unknown {
    if (value === null || value === undefined) return null;
    if (type.startsWith('[')) {
      return (value as unknown[]).map((item, i) => this.item(named(type), item, field, [...path, i]));
    }
    if (SCALARS.has(type)) return value;
    const concrete = TYPES[type]?.typeOf?.(value as never) ?? type;
    TYPES[concrete]?.guard?.(this.ctx);
    return this.object(concrete, value, field.selections ?? [], path);
  }

  /** An item of a list: a failure makes that item null, not the list. */
  item(type: string, value: unknown, field: Field, path: (string | number)[]): unknown {
    try {
      return this.complete(type, value, field, path);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      this.errors.push({ type: error.type, path, locations: [field.at], message: error.message });
      return null;
    }
  }
}

/** The answer GitHub gives to `operation` with `variables`. */
export function execute(operation: Operation, variables: Record<string, unknown>, ctx: RequestContext): GraphqlAnswer {
  if (operation.kind === 'mutation') return { errors: [{ message: 'github-fake: mutations are not modelled' }] };
  const missing = Object.entries(operation.variables)
    .filter(([name, type]) => type.endsWith('!') && (variables[name] === undefined || variables[name] === null))
    .map(([name, type]) => ({
      message: `Variable $${name} of type ${type} was provided invalid value`,
      extensions: { value: null, problems: [{ path: [], explanation: 'Expected value to not be null' }] },
    }));
  if (missing.length > 0) return { errors: missing };
  const invalid = validate('Query', operation.selections, ['query'], ctx);
  if (invalid.length > 0) return { errors: invalid };
  const run = new Run(ctx, variables);
  const data = run.object('Query', undefined, operation.selections, []);
  return run.errors.length > 0 ? { data, errors: run.errors } : { data };
}
