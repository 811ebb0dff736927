// Turns a TypeScript entry and the relative modules it imports into plain JavaScript, so a bench
// child process runs code the way the bundled action does: Node's on-the-fly type stripping loads a
// compiler that adds tens of MB to the process, which would distort a peak-RSS figure.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Inside node_modules, so the output still resolves `undici` and `tar` from the project.
const OUT = join(ROOT, 'node_modules', '.cache', 'docs-export-bench');
const RELATIVE_TS_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+\.ts)['"]/g;

/** Returns the path of the JavaScript version of `entry` (a path inside the project). */
export async function transpileForNode(entry: string): Promise<string> {
  const done = new Set<string>();
  const visit = async (file: string): Promise<void> => {
    if (done.has(file)) return;
    done.add(file);
    const source = await readFile(file, 'utf8');
    for (const match of source.matchAll(RELATIVE_TS_IMPORT)) await visit(resolve(dirname(file), match[1] ?? ''));
    const code = stripTypeScriptTypes(source).replace(/(['"])(\.{1,2}\/[^'"]+)\.ts\1/g, '$1$2.js$1');
    const target = javascriptPath(file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, code);
  };
  await visit(resolve(entry));
  return javascriptPath(resolve(entry));
}

function javascriptPath(file: string): string {
  return join(OUT, relative(ROOT, file)).replace(/\.ts$/, '.js');
}
