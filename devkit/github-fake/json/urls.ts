/** Base addresses objects link to: the fake's API, and the web server the html_url fields name. */
export interface Urls {
  api: string;
  web: string;
}

export function repoApi(urls: Urls, fullName: string): string {
  return `${urls.api}/repos/${fullName}`;
}

export function repoWeb(urls: Urls, fullName: string): string {
  return `${urls.web}/${fullName}`;
}

/** Node ids are opaque to callers; these are stable and unique per kind and id. */
export function nodeId(kind: string, id: number | string): string {
  return Buffer.from(`${kind}:${id}`).toString('base64').replace(/=+$/, '');
}
