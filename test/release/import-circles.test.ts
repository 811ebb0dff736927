import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

// Lint's import/no-cycle (eslint.config.js) holds src/ and emulator/ free of import circles, but it skips
// `import type`: a circle of type-only imports would pass it. This walk reads every relative import and re-export,
// type-only ones included, and names each circle it finds.
const root = fileURLToPath(new URL('../../', import.meta.url));
const RELATIVE_IMPORT = /^\s*(?:import|export)\s[^'"]*?\bfrom\s+'(\.[^']+)'/gm;

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(root, folder, name));
}

function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((match) =>
      resolve(dirname(file), match[1] ?? ''),
    );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each circle once, as the files in import order, the first repeated at the end. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    const at = path.indexOf(file);
    if (at >= 0) return void found.push([...path.slice(at), file].map((name) => relative(root, name)));
    if (done.has(file) || !graph.has(file)) return;
    path.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

test('src/ and emulator/ hold no import circle, type-only imports included', () => {
  const graph = importGraph([...sourceFiles('src'), ...sourceFiles('emulator')]);
  expect(graph.size).toBeGreaterThan(100);
  expect(circles(graph)).toEqual([]);
});
