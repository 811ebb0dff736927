// One entry of the emulator's request log: written by the recorder, read by the politeness meter (poll-stats.ts),
// the control API and the tests.

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Status sent; 0 when the connection was dropped before any header. */
  status: number;
  /** Whether an Authorization header was present (its value is never kept). */
  authorization: boolean;
  /** Parsed JSON body (or the raw text when it was not JSON). */
  body?: unknown;
  /** Arrival on the emulator clock (RFC 3339); always set by the emulator (optional so that hand-made records stay valid). */
  at?: string;
  /** For job and deployment status requests: which one, and the time since its previous poll. */
  poll?: PollNote;
  /** Present when the request line carried an absolute URL (`GET http://host:port/v1/...`), as through a forward proxy. */
  targetForm?: 'absolute';
}

/** Which kind of status a poll asks for. */
export type PollKind = 'job' | 'deployment';

export interface PollNote {
  kind: PollKind;
  /** Job id or deployment status id, as the path names it. */
  id: string;
  /** Time since the previous status request for the same id (absent on the first). */
  sincePreviousMs?: number;
}
