// Sends a Reply, applying the response-side faults (slow body, truncated JSON).
import type { ServerResponse } from 'node:http';
import { writeBody } from './body-writer.ts';
import type { Pace } from './emulator-types.ts';
import { encodeReply } from './http.ts';
import type { Reply } from './http.ts';

export interface ReplyFaults {
  bytesPerSecond?: number;
  /** Cut the body in half; Content-Length matches the cut body, so the JSON does not parse. */
  truncate?: boolean;
}

export async function sendReply(
  res: ServerResponse,
  reply: Reply,
  faults: ReplyFaults,
  signal: AbortSignal,
  pace?: Pace,
): Promise<void> {
  const { headers, payload: full } = encodeReply(reply);
  const payload = faults.truncate ? full.subarray(0, Math.floor(full.length / 2)) : full;
  headers['content-length'] = String(payload.length);
  res.writeHead(reply.status, headers);
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  const bytesPerSecond = faults.bytesPerSecond;
  if (bytesPerSecond === undefined || bytesPerSecond <= 0) {
    res.end(payload);
    return;
  }
  await writeBody(res, [payload], { bytesPerSecond, signal, ...(pace && { pace }) });
}
