// Sorts the test files into the vitest projects by what they use, so a test that is added or moved lands
// in the right project without a list to keep up to date:
// - e2e: it starts child processes (node:child_process, or the runner harness), or lives in one of the
//   whole-run suites (matrix, dist, cli, fuzz);
// - integration: it opens sockets (node:http, https, net, tls), e.g. the emulator or a fake;
// - unit: everything else, pure. The unit project's setup file (unit-guard.ts) fails a test that opens a
//   socket or starts a process all the same, so a use this scan cannot see does not go unnoticed.
// What a file uses is what it or the test/, devkit/, emulator/, scripts/ and bench/ modules it imports import; src/ is what the
// tests exercise and starts nothing by itself.
// Test files of a project share a worker (isolate: false: importing the code once per worker, not once per file,
// is most of the suite's time). A file that replaces modules (vi.mock) would see them already loaded by an earlier
// file, so it runs in a fresh worker of its own: `replacesModules`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export type TestKind = 'unit' | 'integration' | 'e2e';

const E2E_SUITES = ['test/matrix/', 'test/dist/', 'test/cli/', 'test/fuzz/'];
const PROCESS_MODULES = new Set(['child_process']);
const SOCKET_MODULES = new Set(['http', 'https', 'net', 'tls', 'http2']);
/** Static imports and re-exports (type-only ones load nothing), dynamic imports, side-effect imports. */
const IMPORT =
  /^\s*(?:import|export)\s+(type\s)?[^'"]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** `relative()` with `/` on every platform: the patterns below and vitest's include globs are written with `/`. */
function relativeSlashed(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

/** The node built-ins a module reaches through its own imports and those of the test helpers it uses. */
function builtinsReached(file: string, root: string, seen: Map<string, Set<string>>): Set<string> {
  const known = seen.get(file);
  if (known) return known;
  const reached = new Set<string>();
  seen.set(file, reached); // an import cycle ends here
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (match[1]) continue;
    const specifier = match[2] ?? match[3] ?? match[4] ?? '';
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier);
      const inside = relativeSlashed(root, target);
      if (/\.[cm]?[jt]s$/.test(target) && /^(test|devkit|emulator|scripts|bench)\//.test(inside)) {
        for (const name of builtinsReached(target, root, seen)) reached.add(name);
      }
    } else {
      reached.add(specifier.replace(/^node:/, '').split('/')[0] ?? '');
    }
  }
  return reached;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;

/** Every test file under `<root>/test`, relative to root, by project; `replacesModules`: those of any kind that run alone. */
export function testFilesByKind(root: string): Record<TestKind | 'replacesModules', string[]> {
  const seen = new Map<string, Set<string>>();
  const kinds: Record<TestKind | 'replacesModules', string[]> = {
    unit: [],
    integration: [],
    e2e: [],
    replacesModules: [],
  };
  for (const file of testFiles(join(root, 'test')).sort()) {
    const name = relativeSlashed(root, file);
    if (REPLACES_MODULES.test(readFileSync(file, 'utf8'))) {
      kinds.replacesModules.push(name);
      continue;
    }
    const reached = [...builtinsReached(file, root, seen)];
    const kind: TestKind =
      E2E_SUITES.some((suite) => name.startsWith(suite)) || reached.some((m) => PROCESS_MODULES.has(m))
        ? 'e2e'
        : reached.some((m) => SOCKET_MODULES.has(m))
          ? 'integration'
          : 'unit';
    kinds[kind].push(name);
  }
  return kinds;
}
