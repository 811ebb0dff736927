import { ActionError } from '../util/errors.ts';
import type { FailureKind } from '../util/errors.ts';
import type { LineTextOptions } from '../util/line-text.ts';

/** How an archive path is shown in a message: quoted, exactly (odd characters escaped), bounded. */
export const ENTRY_PATH_TEXT: LineTextOptions = { quoted: true, max: 200 };

/** Which stage refused the bundle: the transfer, the archive checks, the content or air-gap check, or the extraction. */
export type BundleStage = 'download' | 'verification' | 'content' | 'airgap' | 'extraction';

/**
 * The one error the bundle code throws. Its message is meant for the user: it says what happened
 * and what to do, and never carries the link's query string (the presigned signature).
 */
export class BundleError extends ActionError {
  /**
   * 'verification', unless another kind of failure stopped the download: a fresh link the service refused is the
   * service's failure, whichever process asked for it (`kind` and `cause` from refreshedBundle in transfer.ts).
   */
  readonly kind: FailureKind;
  readonly stage: BundleStage;
  /** The bundle is larger than `max-unpacked-size` allows (its download or what it unpacks to). */
  readonly overSizeLimit: boolean;
  constructor(
    stage: BundleStage,
    message: string,
    options: { overSizeLimit?: boolean; kind?: FailureKind; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BundleError';
    this.stage = stage;
    this.kind = options.kind ?? 'verification';
    this.overSizeLimit = options.overSizeLimit ?? false;
  }
}

/** A bundle that failed a check: what was wrong, and what to do about it. */
export function verificationError(reason: string, options: { overSizeLimit?: boolean } = {}): BundleError {
  return new BundleError(
    'verification',
    `The bundle failed verification: ${reason}. It was deleted; run the export again, and report it to the service if it happens again.`,
    options,
  );
}
