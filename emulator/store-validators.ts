// Validators of the object store: the ETag it sends (strong by default, as S3's MD5; weak or
// none under the `storeEtag` fault) and the If-Range rule that decides whether a resumed
// request gets its range or the whole object (RFC 9110 section 13.1.5).
import type { StoreEtag } from './fault-config.ts';

/** The ETag header for an object of this MD5 under `mode`; undefined sends none. */
export function etagHeader(md5: string, mode: StoreEtag): string | undefined {
  switch (mode) {
    case 'strong':
      return `"${md5}"`;
    case 'weak':
      return `W/"${md5}"`;
    case 'none':
      return undefined;
  }
}

/**
 * Whether the Range of a request with this If-Range applies: the header must be the current
 * strong ETag, or exactly the current Last-Modified date. A weak tag never matches (If-Range
 * uses the strong comparison), so a client resuming on a weak tag gets the whole object.
 */
export function ifRangeHolds(ifRange: string | undefined, etag: string | undefined, lastModified: string): boolean {
  if (ifRange === undefined) return true;
  const given = ifRange.trim();
  if (given.startsWith('"') || given.startsWith('W/')) {
    return etag !== undefined && !etag.startsWith('W/') && !given.startsWith('W/') && given === etag;
  }
  return given === lastModified;
}
