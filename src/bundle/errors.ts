import { ActionError } from '../util/errors.ts';

/** Which stage refused the bundle: the transfer, the archive checks, the content or air-gap check, or the extraction. */
export type BundleStage = 'download' | 'verification' | 'content' | 'airgap' | 'extraction';

/**
 * The one error the bundle code throws. Its message is meant for the user: it says what happened
 * and what to do, and never carries the link's query string (the presigned signature).
 */
export class BundleError extends ActionError {
  readonly kind = 'verification';
  readonly stage: BundleStage;
  constructor(stage: BundleStage, message: string) {
    super(message);
    this.name = 'BundleError';
    this.stage = stage;
  }
}

/** A path from an archive, quoted and escaped so it cannot break a log line or inject a workflow command. */
export function quoteEntryPath(path: string): string {
  const shown = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  // JSON escapes C0 controls only; DEL, C1 controls (NEL) and the Unicode line separators can end a line too.
  return JSON.stringify(shown).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A bundle that failed a check: what was wrong, and what to do about it. */
export function verificationError(reason: string): BundleError {
  return new BundleError(
    'verification',
    `The bundle failed verification: ${reason}. It was deleted; run the export again, and report it to the service if it happens again.`,
  );
}
