// GitHub's request contract, taken from its published OpenAPI description (the @octokit/openapi package):
// for every operation of api.github.com and of the newest GitHub Enterprise Server in the package, the path
// template, its parameters and its JSON request body, `$ref`s inlined and prose dropped. The descriptions are
// 11-13 MB each and take seconds to parse, so the contract is written once per package version into
// node_modules/.cache/ (the global setup warms it) and each test process reads the small file.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface ContractParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: unknown;
  /** A path parameter that may hold `/` (a file path, a git ref). */
  multiSegment: boolean;
}

export interface ContractOperation {
  method: string;
  template: string;
  parameters: ContractParameter[];
  /** The JSON request body's schema; undefined when the operation takes no body. */
  body?: { required: boolean; schema: unknown };
}

export interface Contract {
  /** `api.github.com`, `ghes-3.19`: the description each operation list comes from. */
  [description: string]: ContractOperation[];
}

const require = createRequire(import.meta.url);
const PACKAGE_JSON = require.resolve('@octokit/openapi/package.json');
const GENERATED = join(dirname(PACKAGE_JSON), 'generated');
/** Raised when what this file writes changes, so an older cache is not read. */
const CACHE_FORMAT = 2;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'];
/** Words of a schema that say nothing a validator checks. */
const PROSE = new Set(['description', 'example', 'examples', 'title', 'externalDocs', 'summary']);

/** The descriptions checked: api.github.com and the newest GHES in the package. */
export function descriptionNames(): string[] {
  const ghes = readdirSync(GENERATED)
    .map((file) => /^ghes-(\d+)\.(\d+)\.json$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]) || Number(a[2]) - Number(b[2]))
    .map((m) => `ghes-${m[1]}.${m[2]}`);
  const newest = ghes.at(-1);
  return newest ? ['api.github.com', newest] : ['api.github.com'];
}

type Json = Record<string, unknown>;

/** What a local `$ref` names (`#/components/parameters/owner`); any other value as it is. */
function resolve(root: Json, value: unknown): unknown {
  const ref = (value as Json | null)?.$ref;
  if (typeof ref !== 'string') return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], root);
}

/** `value` with every local `$ref` replaced by what it names and prose dropped; a cycle keeps its `$ref`-free `{}`. */
function inline(root: Json, value: unknown, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(root, item, seen));
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Json;
  const ref = object.$ref;
  if (typeof ref === 'string') {
    return seen.includes(ref) ? {} : inline(root, resolve(root, object), [...seen, ref]);
  }
  const kept = Object.fromEntries(
    Object.entries(object)
      .filter(([key]) => !PROSE.has(key) && !key.startsWith('x-'))
      .map(([key, item]) => [key, inline(root, item, seen)]),
  );
  // OpenAPI 3.0's `nullable` beside `oneOf`/`allOf` and no `type`: JSON Schema says it as "or null".
  if (kept.nullable === true && kept.type === undefined) {
    delete kept.nullable;
    return { anyOf: [kept, { type: 'null' }] };
  }
  return kept;
}

function operationsOf(spec: Json): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [template, pathItem] of Object.entries(spec.paths as Record<string, Json>)) {
    const shared = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = pathItem[method] as Json | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...((operation.parameters as unknown[] | undefined) ?? [])]
        .map((parameter) => resolve(spec, parameter) as Json)
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: String(parameter.name),
          in: parameter.in as 'path' | 'query',
          required: parameter.required === true,
          schema: inline(spec, parameter.schema ?? {}),
          multiSegment: parameter['x-multi-segment'] === true,
        }));
      const requestBody = operation.requestBody as Json | undefined;
      const json = (requestBody?.content as Record<string, Json> | undefined)?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        template,
        parameters,
        ...(json && { body: { required: requestBody?.required === true, schema: inline(spec, json.schema ?? {}) } }),
      });
    }
  }
  return operations;
}

function cacheFile(): string {
  const { version } = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { version: string };
  const nodeModules = dirname(dirname(dirname(PACKAGE_JSON)));
  const name = `v${CACHE_FORMAT}-${version}-${descriptionNames().join('+')}.json`;
  return join(nodeModules, '.cache', 'docs-export-github-contract', name);
}

let loaded: Contract | undefined;

/** The contract, from the cache or, the first time for this package version, from the descriptions. */
export function loadContract(): Contract {
  if (loaded) return loaded;
  const file = cacheFile();
  try {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Contract;
    return loaded;
  } catch {
    // Not built yet for this version: build it below.
  }
  const contract: Contract = {};
  for (const name of descriptionNames()) {
    contract[name] = operationsOf(JSON.parse(readFileSync(join(GENERATED, `${name}.json`), 'utf8')) as Json);
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed, so a process reading it at the same time never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(contract));
  renameSync(partial, file);
  loaded = contract;
  return contract;
}
