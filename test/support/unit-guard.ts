// Setup file of the `unit` project: the fast part of the suite opens no socket and starts no process.
// A test that needs a server or a child belongs in `integration` or `e2e` (vitest.config.ts), and this
// makes a misfiled one fail at once instead of slowing the fast part down.
import { ChildProcess } from 'node:child_process';
import { Server } from 'node:net';

function refuse(what: string): never {
  throw new Error(`unit tests ${what}; list this file under the integration or e2e project in vitest.config.ts`);
}

Server.prototype.listen = function listen(): never {
  refuse('start no server');
};
ChildProcess.prototype.spawn = function spawn(): never {
  refuse('start no child process');
};
