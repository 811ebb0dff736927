/** The calls the fake answers: two Twirp methods and three Azure block-blob operations. */
export type Operation = 'CreateArtifact' | 'FinalizeArtifact' | 'StageBlock' | 'CommitBlockList' | 'PutBlob';

/**
 * How a faulted call is answered instead of being served: an error status (with a body in the service's own
 * error format, so the client reads it as an answer and not as garbage), a 200 whose `ok` is false (Twirp
 * only), or a dropped connection. A faulted call changes no state.
 */
export type FaultReply = { kind: 'status'; status: number; message?: string } | { kind: 'not-ok' } | { kind: 'drop' };

interface ArmedFault {
  operation: Operation;
  reply: FaultReply;
  remaining: number;
}

/**
 * Mind the clients' retries when choosing a status: the Twirp client retries 429/500/502/503/504 after a
 * real 3 s sleep (and more), the Azure SDK retries 500/503 and dropped connections, the first time at once.
 */
export class FaultBook {
  readonly #armed: ArmedFault[] = [];

  arm(operation: Operation, reply: FaultReply, times = 1): void {
    if (reply.kind === 'not-ok' && operation !== 'CreateArtifact' && operation !== 'FinalizeArtifact') {
      throw new Error(`${operation} is a blob operation; only Twirp answers carry "ok"`);
    }
    this.#armed.push({ operation, reply, remaining: times });
  }

  /** The reply for this call when a fault is armed for it (spending one use), else undefined. */
  take(operation: Operation): FaultReply | undefined {
    const fault = this.#armed.find((f) => f.operation === operation && f.remaining > 0);
    if (!fault) return undefined;
    fault.remaining -= 1;
    return fault.reply;
  }
}
