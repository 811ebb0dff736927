import type { Server } from 'node:http';

/**
 * Keeps a test server's idle connections open far longer than any test waits between two requests. Node closes
 * them after 5 s; a server process starved of CPU runs that timer late, after the client (which reuses a connection
 * idle under 3 s) has already sent its next request on it, and the request meets a reset. That is a race between
 * two busy processes' timers, not the behaviour a test is about. The servers' close() ends idle connections itself.
 */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = 120_000;
}
