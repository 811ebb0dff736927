import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../devkit/temp.ts';
import { testFilesByKind } from '../test-kinds.ts';

/** A repository of the given files (path → text) in a fresh directory; returns its root. */
function repository(files: Record<string, string>): string {
  const root = tempDir('test-kinds-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('testFilesByKind', () => {
  it('sorts a test by what the devkit/ modules it imports reach, as for test/ modules', () => {
    const root = repository({
      'devkit/fake/server.ts': "import { createServer } from 'node:http';\nexport const start = createServer;\n",
      'devkit/fake/index.ts': "export { start } from './server.ts';\n",
      'devkit/harness.ts': "import { spawn } from 'node:child_process';\nexport const run = spawn;\n",
      'devkit/clock.ts': "import type { Clock } from '../src/clock.ts';\nexport const clock = {} as Clock;\n",
      'test/fake.test.ts': "import { start } from '../devkit/fake/index.ts';\nstart();\n",
      'test/harness.test.ts': "import { run } from '../devkit/harness.ts';\nrun('x');\n",
      'test/pure.test.ts': "import { clock } from '../devkit/clock.ts';\nvoid clock;\n",
      'test/support/helper.ts': "import { start } from '../../devkit/fake/index.ts';\nexport const helper = start;\n",
      'test/through-support.test.ts': "import { helper } from './support/helper.ts';\nhelper();\n",
    });

    expect(testFilesByKind(root)).toEqual({
      unit: ['test/pure.test.ts'],
      integration: ['test/fake.test.ts', 'test/through-support.test.ts'],
      e2e: ['test/harness.test.ts'],
      replacesModules: [],
    });
  });

  it('runs a file that replaces modules in a worker of its own, whatever its kind', () => {
    const root = repository({
      'test/mocked.test.ts': "import { vi } from 'vitest';\nvi.mock('../src/values/rollout.ts', () => ({}));\n",
      'test/spied.test.ts': "import { vi } from 'vitest';\nvi.spyOn(process.stdout, 'write');\n",
    });
    expect(testFilesByKind(root)).toEqual({
      unit: ['test/spied.test.ts'],
      integration: [],
      e2e: [],
      replacesModules: ['test/mocked.test.ts'],
    });
  });
});
