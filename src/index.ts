import { run } from './main.ts';

// The action from the sources (`node src/index.ts`, as the tests run it); dist/index.js calls run() the same way.
await run({ downloadScript: new URL('./bundle-download.ts', import.meta.url) });
