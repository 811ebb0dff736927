// Checks a request the GitHub fake answered against GitHub's contract (contract.ts): a method and path GitHub
// documents, the query parameters it names with values its schemas accept, a JSON body its schema accepts, and
// the API version header. So a call GitHub does not document fails the tests, not a user's run.
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { GITHUB_API_VERSION } from '../../src/github/octokit.ts';
import { loadContract } from './contract.ts';
import type { Contract, ContractOperation } from './contract.ts';

/** What the check reads of a request, its path below the API's mount point (`/api/v3` on GHES). */
export interface ContractRequest {
  method: string;
  /** Percent-decoded, without the query. */
  path: string;
  query: Record<string, string>;
  /** The raw body text, '' when there was none. */
  body: string;
  /** The `X-GitHub-Api-Version` header, undefined when it was not sent. */
  apiVersion?: string;
  /** The `User-Agent` header. */
  userAgent?: string;
}

const addFormats = formats as unknown as (ajv: Ajv) => Ajv;
const bodies = addFormats(new Ajv({ strict: false, allErrors: true, logger: false }));
// Query values arrive as text: `per_page=100` is the integer 100 to the schema.
const queries = addFormats(new Ajv({ strict: false, coerceTypes: 'array', logger: false }));
const compiled = new WeakMap<object, ValidateFunction>();

/** `schema` compiled by `ajv` once per `key` (the schema itself, unless it is a wrapper made anew for each call). */
function validator(ajv: Ajv, schema: unknown, key: object = schema as object): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(key, validate);
  }
  return validate;
}

function errorsOf(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`).join('; ');
}

interface Route {
  operation: ContractOperation;
  pattern: RegExp;
  names: string[];
  /** Characters outside `{...}`: of two templates that match, the one with more literal text is GitHub's. */
  literal: number;
}

const routeTables = new Map<string, Route[]>();

function routesOf(name: string, operations: ContractOperation[]): Route[] {
  let routes = routeTables.get(name);
  if (routes) return routes;
  routes = operations.map((operation) => {
    const names: string[] = [];
    const source = operation.template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{([^}]+)\\?\}/g, (_m, param: string) => {
        names.push(param);
        const multi = operation.parameters.some((p) => p.in === 'path' && p.name === param && p.multiSegment);
        return multi ? '(.+)' : '([^/]+)';
      });
    const literal = operation.template.replace(/\{[^}]+\}/g, '').length;
    return { operation, pattern: new RegExp(`^${source}$`), names, literal };
  });
  routeTables.set(name, routes);
  return routes;
}

/** The documented operation for the method and path, with its path parameters; undefined when GitHub has none. */
function findOperation(routes: Route[], method: string, path: string) {
  let best: { route: Route; values: string[] } | undefined;
  for (const route of routes) {
    if (route.operation.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match && (!best || route.literal > best.route.literal)) best = { route, values: match.slice(1) };
  }
  return best;
}

function problemsIn(operation: ContractOperation, pathValues: Map<string, string>, request: ContractRequest): string[] {
  const problems: string[] = [];
  for (const parameter of operation.parameters) {
    const raw = parameter.in === 'path' ? pathValues.get(parameter.name) : request.query[parameter.name];
    if (raw === undefined) {
      if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} is required`);
      continue;
    }
    const holder = { value: raw as unknown };
    // Wrapped so that ajv coerces the text the value arrived as; compiled once per parameter, not per request.
    const validate = validator(queries, { type: 'object', properties: { value: parameter.schema } }, parameter);
    if (!validate(holder)) problems.push(`${parameter.in} parameter ${parameter.name}="${raw}": ${errorsOf(validate)}`);
  }
  const documented = new Set(operation.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(request.query)) {
    if (!documented.has(name)) problems.push(`query parameter ${name} is not documented`);
  }
  if (request.body.trim() === '') {
    if (operation.body?.required) problems.push('a JSON body is required');
    return problems;
  }
  if (!operation.body) return [...problems, 'a body is sent where none is documented'];
  let body: unknown;
  try {
    body = JSON.parse(request.body) as unknown;
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const validate = validator(bodies, operation.body.schema);
  if (!validate(body)) problems.push(`body: ${errorsOf(validate)}`);
  return problems;
}

/** GraphQL is described apart from REST: a POST with a query is all the REST description can say of it. */
function graphqlProblems(request: ContractRequest): string[] {
  if (request.method !== 'POST') return ['GraphQL takes POST only'];
  try {
    const body = JSON.parse(request.body) as { query?: unknown };
    return typeof body.query === 'string' ? [] : ['a GraphQL request needs a "query" string'];
  } catch {
    return ['the GraphQL body is not JSON'];
  }
}

/** What is wrong with the request by each description of the contract; empty when GitHub documents it as sent. */
export function contractProblems(request: ContractRequest, contract: Contract = loadContract()): string[] {
  const problems: string[] = [];
  if (request.apiVersion !== GITHUB_API_VERSION) {
    problems.push(
      `${request.method} ${request.path}: X-GitHub-Api-Version is ${request.apiVersion ?? 'not sent'} (expected ${GITHUB_API_VERSION})`,
    );
  }
  if (request.path === '/graphql') return [...problems, ...graphqlProblems(request)];
  for (const [name, operations] of Object.entries(contract)) {
    const found = findOperation(routesOf(name, operations), request.method, request.path);
    if (!found) {
      problems.push(`${name}: GitHub documents no ${request.method} ${request.path}`);
      continue;
    }
    const { route, values } = found;
    const pathValues = new Map(route.names.map((param, index) => [param, values[index] ?? '']));
    for (const problem of problemsIn(route.operation, pathValues, request)) {
      problems.push(`${name}: ${request.method} ${route.operation.template}: ${problem}`);
    }
  }
  return problems;
}

/** A recorded request's path below the mount point; GHES serves GraphQL at `/api/graphql`, beside `/api/v3`. */
function belowMount(path: string, pathPrefix: string): string {
  if (pathPrefix === '') return path;
  if (path.startsWith(`${pathPrefix}/`)) return path.slice(pathPrefix.length);
  return path === '/api/graphql' ? '/graphql' : path;
}

/** Whether octokit, that is the code under test, sent it: a test's own `fetch` to the fake is no call of the action. */
export function sentByOctokit(request: ContractRequest): boolean {
  return /\boctokit\b/i.test(request.userAgent ?? '');
}

/** Throws, listing each problem once, when a request octokit sent to the fake is not one GitHub documents. */
export function assertDocumented(requests: readonly ContractRequest[], pathPrefix = ''): void {
  const problems = new Set<string>();
  for (const request of requests.filter(sentByOctokit)) {
    for (const problem of contractProblems({ ...request, path: belowMount(request.path, pathPrefix) })) {
      problems.add(problem);
    }
  }
  if (problems.size > 0) {
    throw new Error(
      `The GitHub fake answered requests that GitHub's OpenAPI description does not allow:\n- ${[...problems].join('\n- ')}`,
    );
  }
}
