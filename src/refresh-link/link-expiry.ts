/** When a presigned link stops working, read from the link itself (for values files without our note). */

/** Epoch ms of a presigned S3 link's expiry: SigV4 `X-Amz-Date` + `X-Amz-Expires`, or SigV2 `Expires`; else undefined. */
export function presignedLinkExpiry(link: string): number | undefined {
  let params: URLSearchParams;
  try {
    params = new URL(link).searchParams;
  } catch {
    return undefined;
  }
  const signedAt = parseAmzDate(params.get('X-Amz-Date') ?? params.get('x-amz-date'));
  const lifetime = Number(params.get('X-Amz-Expires') ?? params.get('x-amz-expires') ?? Number.NaN);
  if (signedAt !== undefined && Number.isInteger(lifetime) && lifetime >= 0) return signedAt + lifetime * 1000;
  const legacy = Number(params.get('Expires') ?? Number.NaN);
  return Number.isInteger(legacy) && legacy > 0 ? legacy * 1000 : undefined;
}

/** `20231107T053156Z` to epoch ms. */
function parseAmzDate(text: string | null): number | undefined {
  const match = text ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text) : null;
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Whether a link carries an S3 signature at all (a re-hosted `values-bundle-url` does not). */
export function isPresignedLink(link: string): boolean {
  try {
    const params = new URL(link).searchParams;
    return ['X-Amz-Signature', 'x-amz-signature', 'Signature'].some((name) => params.has(name));
  } catch {
    return false;
  }
}
