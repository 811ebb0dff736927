/**
 * The CLI's check of the Node.js it runs on, made by its entry before the CLI is loaded: the bundle uses what an
 * older Node lacks and fails there with an error that names none of it (`Cannot read properties of undefined`).
 * No imports: scripts/package.ts copies this file beside dist/cli/index.js as it is, outside the bundle.
 */
/** package.json's `engines` (test/cli/supported-node.test.ts keeps the two equal). */
export const REQUIRED_NODE_MAJOR = 24;
/** Why the CLI cannot run on Node `version` (`process.versions.node`), or undefined when it can or cannot tell. */
export function unsupportedNode(version) {
    // Syntax an old Node reads (no `?.`): this runs there.
    const digits = /^v?(\d+)\./.exec(version);
    const major = digits ? Number(digits[1]) : Number.NaN;
    if (!(major < REQUIRED_NODE_MAJOR))
        return undefined;
    return (`docs-export-action needs Node.js ${REQUIRED_NODE_MAJOR} or later, and this is Node.js ${version}. ` +
        `Install Node.js ${REQUIRED_NODE_MAJOR} or later (nodejs.org has it for every system; in a container job, ` +
        `use an image with Node.js ${REQUIRED_NODE_MAJOR}) and run it again.`);
}
