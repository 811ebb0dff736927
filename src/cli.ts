#!/usr/bin/env node
import { runCli } from './cli/main.ts';

// The CLI from the sources; dist/cli/index.js calls runCli() the same way.
process.exitCode = await runCli(process.argv.slice(2), process.env, {
  downloadScript: new URL('./bundle-download.ts', import.meta.url),
});
