import type { Bundle } from '../client/types.ts';

/** What an export or a refresh knows when it rolls a link into the values. */
export interface RolloutFacts {
  jobId: string;
  /** The bundle as the service returned it (the presigned link and its expiry). */
  bundle: Bundle;
  pageCount?: number;
  /** Set when the bundle was downloaded and verified. */
  sizeBytes?: number;
  sha256?: string;
  /** Human-readable air-gap findings for a pull request body, e.g. "guides/intro.html loads a script from cdn.example.com". */
  airgapFindings: string[];
}
