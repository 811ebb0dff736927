// A small GraphQL reader for the fake: one operation of fields, arguments, variables and inline fragments, which is
// all the action sends. Anything else (named fragments, directives) is a parse error, as an unknown token is.

export interface Location {
  line: number;
  column: number;
}

export type Value =
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: unknown }
  | { kind: 'enum'; name: string }
  | { kind: 'list'; items: Value[] }
  | { kind: 'object'; fields: Record<string, Value> };

export interface Field {
  kind: 'field';
  name: string;
  /** The key in the answer: the alias, or the name. */
  key: string;
  args: Record<string, Value>;
  selections?: Selection[];
  at: Location;
}

export interface InlineFragment {
  kind: 'fragment';
  on: string;
  selections: Selection[];
  at: Location;
}

export type Selection = Field | InlineFragment;

export interface Operation {
  kind: 'query' | 'mutation';
  /** Variable names with their declared type (`String!`), as written. */
  variables: Record<string, string>;
  selections: Selection[];
}

/** A query GitHub would not parse; the message and place are in GitHub's words. */
export class GraphqlParseError extends Error {
  readonly at: Location;
  constructor(message: string, at: Location) {
    super(message);
    this.at = at;
  }
}

interface Token {
  text: string;
  kind: 'punct' | 'name' | 'number' | 'string' | 'end';
  at: Location;
}

const TOKEN =
  /(\.\.\.|[{}()[\]:!$=@])|([_A-Za-z][_0-9A-Za-z]*)|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|("(?:[^"\\\n]|\\.)*")/y;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (char === '\n') {
      line += 1;
      lineStart = i + 1;
      i += 1;
      continue;
    }
    // Commas are white space in GraphQL.
    if (/[\s,\uFEFF]/.test(char)) {
      i += 1;
      continue;
    }
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
      continue;
    }
    const at = { line, column: i - lineStart + 1 };
    TOKEN.lastIndex = i;
    const match = TOKEN.exec(source);
    if (!match) throw new GraphqlParseError(`Parse error on "${char}" at [${at.line}, ${at.column}]`, at);
    const kind = match[1] ? 'punct' : match[2] ? 'name' : match[3] ? 'number' : 'string';
    tokens.push({ text: match[0], kind, at });
    i += match[0].length;
  }
  tokens.push({ text: '', kind: 'end', at: { line, column: i - lineStart + 1 } });
  return tokens;
}

class Reader {
  #tokens: Token[];
  #next = 0;

  constructor(source: string) {
    this.#tokens = tokenize(source);
  }

  peek(): Token {
    return this.#tokens[this.#next] as Token;
  }

  take(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.#next += 1;
    return token;
  }

  expect(text: string): Token {
    const token = this.take();
    if (token.text !== text) throw unexpected(token);
    return token;
  }

  name(): string {
    const token = this.take();
    if (token.kind !== 'name') throw unexpected(token);
    return token.text;
  }

  is(text: string): boolean {
    return this.peek().text === text && this.peek().kind !== 'string';
  }
}

function unexpected(token: Token): GraphqlParseError {
  const shown = token.kind === 'end' ? 'end of file' : `"${token.text}"`;
  return new GraphqlParseError(`Parse error on ${shown} at [${token.at.line}, ${token.at.column}]`, token.at);
}

function typeRef(reader: Reader): string {
  let text: string;
  if (reader.is('[')) {
    reader.take();
    text = `[${typeRef(reader)}]`;
    reader.expect(']');
  } else {
    text = reader.name();
  }
  if (reader.is('!')) {
    reader.take();
    text += '!';
  }
  return text;
}

function value(reader: Reader): Value {
  const token = reader.take();
  if (token.text === '$' && token.kind === 'punct') return { kind: 'variable', name: reader.name() };
  if (token.kind === 'number') return { kind: 'literal', value: Number(token.text) };
  if (token.kind === 'string') return { kind: 'literal', value: JSON.parse(token.text) as string };
  if (token.kind === 'name') {
    if (token.text === 'true' || token.text === 'false') return { kind: 'literal', value: token.text === 'true' };
    if (token.text === 'null') return { kind: 'literal', value: null };
    return { kind: 'enum', name: token.text };
  }
  if (token.text === '[') {
    const items: Value[] = [];
    while (!reader.is(']')) items.push(value(reader));
    reader.take();
    return { kind: 'list', items };
  }
  if (token.text === '{') {
    const fields: Record<string, Value> = {};
    while (!reader.is('}')) {
      const name = reader.name();
      reader.expect(':');
      fields[name] = value(reader);
    }
    reader.take();
    return { kind: 'object', fields };
  }
  throw unexpected(token);
}

function selectionSet(reader: Reader): Selection[] {
  reader.expect('{');
  const selections: Selection[] = [];
  do selections.push(selection(reader));
  while (!reader.is('}'));
  reader.take();
  return selections;
}

function selection(reader: Reader): Selection {
  const first = reader.peek();
  if (reader.is('...')) {
    reader.take();
    const on = reader.take();
    if (on.text !== 'on') throw unexpected(on);
    return { kind: 'fragment', on: reader.name(), selections: selectionSet(reader), at: first.at };
  }
  let name = reader.name();
  const key = name;
  if (reader.is(':')) {
    reader.take();
    name = reader.name();
  }
  const args: Record<string, Value> = {};
  if (reader.is('(')) {
    reader.take();
    while (!reader.is(')')) {
      const arg = reader.name();
      reader.expect(':');
      args[arg] = value(reader);
    }
    reader.take();
  }
  const field: Field = { kind: 'field', name, key, args, at: first.at };
  if (reader.is('{')) field.selections = selectionSet(reader);
  return field;
}

/** The one operation of `source`. */
export function parseOperation(source: string): Operation {
  const reader = new Reader(source);
  let kind: Operation['kind'] = 'query';
  const variables: Record<string, string> = {};
  if (!reader.is('{')) {
    const word = reader.take();
    if (word.text !== 'query' && word.text !== 'mutation') throw unexpected(word);
    kind = word.text;
    if (reader.peek().kind === 'name') reader.take();
    if (reader.is('(')) {
      reader.take();
      while (!reader.is(')')) {
        reader.expect('$');
        const name = reader.name();
        reader.expect(':');
        variables[name] = typeRef(reader);
      }
      reader.take();
    }
  }
  const selections = selectionSet(reader);
  const rest = reader.peek();
  if (rest.kind !== 'end') throw unexpected(rest);
  return { kind, variables, selections };
}
