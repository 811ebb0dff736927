/**
 * The one home of redaction: what may be shown of a link (never its query string, where a presigned
 * signature lives, nor credentials in it) and of any text that may hold links or secrets.
 */

const URL_IN_TEXT = /https?:\/\/\S+/gi;

/** A link as it may be shown: scheme, host and path; never the query string, fragment or `user:password@`. */
export function displayUrl(link: string): string {
  try {
    const url = new URL(link);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '<invalid URL>';
  }
}

/** Every http(s) link in a text reduced to `displayUrl`. */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (link) => displayUrl(link));
}

/** Every http(s) link in a text with its credentials dropped and its query string replaced by `?…` (the path stays). */
export function hideQueryStrings(text: string): string {
  return text.replace(/\b(https?:\/\/)(?:[^\s/?#"'<>@]*@)?([^\s?#"'<>]*)\?[^\s"'<>]*/gi, '$1$2?…');
}

/** Each given secret replaced by `***`, wherever it appears. */
export function removeSecrets(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join('***');
  return out;
}

/** The token after a `Bearer` scheme replaced by `***`. */
export function hideBearerTokens(text: string): string {
  return text.replace(/\b(bearer)\s+[\w\-.~+/*]+=*/gi, '$1 ***');
}

/** `user:password@` in every link of a text replaced by `***@` (a proxy URL may carry its credentials). */
export function hideCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]*@/gi, '$1***@');
}
