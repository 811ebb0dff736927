import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm run package`: TypeScript to JavaScript, then ncc bundles the action and the CLI into dist/.
 * Each build works in its own folder and swaps dist/ in at the end, so two builds at once (or a test
 * reading dist/ meanwhile) never see a half-written bundle.
 */
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const work = path.join(root, '.build', 'work');
const staging = path.join(root, '.build', `dist-${process.pid}`);
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

// ncc names chunks after module paths, so the JavaScript always lives at the same place: one build at a time there.
fs.mkdirSync(path.dirname(work), { recursive: true });
const lock = path.join(root, '.build', 'lock');
for (let waited = 0; ; waited += 200) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (waited > 300_000) throw new Error(`Another build holds ${lock}; remove it if no build is running.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
try {
  fs.rmSync(work, { recursive: true, force: true });
  run(bin('tsc'), ['-p', 'tsconfig.build.json', '--outDir', work]);
  run(bin('ncc'), ['build', path.join(work, 'src/index.js'), '-o', staging, '--license', 'licenses.txt', '--quiet']);
  run(bin('ncc'), ['build', path.join(work, 'src/cli.js'), '-o', path.join(staging, 'cli'), '--quiet']);
  const previous = path.join(root, '.build', `old-${process.pid}`);
  if (fs.existsSync(path.join(root, 'dist'))) fs.renameSync(path.join(root, 'dist'), previous);
  fs.renameSync(staging, path.join(root, 'dist'));
  fs.rmSync(previous, { recursive: true, force: true });
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(lock, { recursive: true, force: true });
}
console.log('dist/ rebuilt: dist/index.js (the action) and dist/cli/index.js (the CLI).');
