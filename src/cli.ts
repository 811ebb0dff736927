#!/usr/bin/env node
import { unsupportedNode } from './cli/supported-node.ts';

// The CLI from the sources; dist/cli/index.js does the same. Node's version is checked before the CLI is loaded
// (a dynamic import: a static one would be loaded, and fail on an older Node, before any check ran).
const refusal = unsupportedNode(process.versions.node);
if (refusal) {
  process.stderr.write(`error: ${refusal}\n`);
  process.exitCode = 1; // EXIT.failure of cli/main.ts, which is not loaded here
} else {
  const { runCli } = await import('./cli/main.ts');
  process.exitCode = await runCli(process.argv.slice(2), process.env, {
    downloadScript: new URL('./bundle-download.ts', import.meta.url),
  });
}
