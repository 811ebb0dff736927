import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REQUIRED_NODE_MAJOR, unsupportedNode } from '../../src/cli/supported-node.ts';

describe('which Node the CLI runs on', () => {
  it.each(['24.0.0', '24.21.0', '25.2.1', 'v26.0.0'])('runs on %s', (version) => {
    expect(unsupportedNode(version)).toBeUndefined();
  });

  it.each(['20.20.2', '22.21.0', '18.0.0', 'v23.11.1'])('refuses %s, naming it and the Node it needs', (version) => {
    const said = unsupportedNode(version);
    expect(said).toContain(`this is Node.js ${version}`);
    expect(said).toContain('needs Node.js 24 or later');
  });

  it('a version it cannot read is no reason to refuse: the CLI runs, and Node itself has the last word', () => {
    expect(unsupportedNode('unknown')).toBeUndefined();
  });

  it("needs what package.json's engines says", () => {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${REQUIRED_NODE_MAJOR}`);
  });
});
