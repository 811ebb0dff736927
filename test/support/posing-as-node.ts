/**
 * Node's `--import` of a module that makes `process.versions.node` say `version`: how a test shows an entry an
 * older Node without running one (the module runs before the entry's first line).
 */
export function posingAsNode(version: string): string {
  const source = `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: ${JSON.stringify(version)} } });`;
  return `--import=data:text/javascript,${encodeURIComponent(source)}`;
}

/** What the CLI says on Node 20.20.2 (test/cli/older-node.test.ts, test/dist/cli.test.ts). */
export const ON_NODE_20 =
  'error: docs-export-action needs Node.js 24 or later, and this is Node.js 20.20.2. Install Node.js 24 or later (nodejs.org has it for every system; in a container job, use an image with Node.js 24) and run it again.\n';
