/** One request the fake answered, for assertions. */
export interface RecordedRequest {
  method: string;
  /** Percent-decoded path without the query. */
  path: string;
  query: Record<string, string>;
  /** Login of the token, or undefined when it had none or an unknown one. */
  login: string | undefined;
  /** What the fake answered, or would have had the connection not been dropped (0 when it was dropped unserved). */
  status: number;
  /** When a `connection-drop` fault closed the connection instead of answering. */
  dropped?: 'before-serving' | 'after-serving';
  /** The raw request body text ('' when there was none), so tests can check no secret was sent. */
  body: string;
  /** The `X-GitHub-Api-Version` header; undefined when it was not sent. */
  apiVersion?: string;
  /** The `User-Agent` header: octokit's names it, a test's own `fetch` does not. */
  userAgent?: string;
}

export function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
