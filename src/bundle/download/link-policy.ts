import { isLoopbackHost } from '../../settings/parsers.ts';
import { displayUrl } from '../../util/redact.ts';
import { BundleError } from './errors.ts';

/** A bundle link is followed over https://, or over http:// on a loopback host only (the emulator). */
export function checkBundleLink(link: string): URL {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new BundleError('download', 'The bundle link from the service is not a valid URL; run the export again or report it to the service.');
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  if (url.protocol === 'http:') {
    throw new BundleError(
      'download',
      `Refusing to download the bundle over plain http:// from ${displayUrl(link)}: a presigned link is a credential and is only followed over https:// (http:// is accepted for a loopback host such as the emulator).`,
    );
  }
  throw new BundleError('download', `Refusing to download the bundle: its link uses the unsupported scheme ${url.protocol} (only https:// is followed).`);
}
