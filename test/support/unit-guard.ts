// Setup file of the `unit` project: the fast part of the suite opens no socket and starts no process.
// A test that needs a server or a child belongs in `integration` or `e2e` (test/support/test-kinds.ts sorts
// files by what they import), and this makes a use that the sorting could not see fail at once.
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { Server } from 'node:net';

function refuse(what: string): never {
  throw new Error(
    `unit tests ${what}; this file belongs in the integration or e2e project (test/support/test-kinds.ts)`,
  );
}

Server.prototype.listen = function listen(): never {
  refuse('start no server');
};
const starters = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
for (const name of starters) {
  Object.assign(childProcess, { [name]: () => refuse('start no child process') });
}
// The `import { spawn } from 'node:child_process'` of a test reads the replaced functions too.
syncBuiltinESMExports();
