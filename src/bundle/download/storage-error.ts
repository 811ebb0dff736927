/**
 * What an object store's error body says, read from at most a few KB of XML. Only the `<Code>` is kept
 * for messages: S3's bodies can echo the string-to-sign and the signature, which must not be shown.
 */
export interface StorageError {
  /** e.g. `AccessDenied`, `NoSuchKey`, `ExpiredToken`; letters only, or undefined. */
  code?: string;
  /** The presigned link expired: ask the service for a fresh one. */
  expired: boolean;
}

export function readStorageError(body: string): StorageError {
  const code = /<Code>\s*([A-Za-z.]{1,64})\s*<\/Code>/.exec(body)?.[1];
  const expired =
    /request has expired/i.test(body) ||
    code === 'ExpiredToken' ||
    (code === 'AccessDenied' && /expired/i.test(body)) ||
    /token (?:has )?expired/i.test(body);
  return { code, expired };
}
