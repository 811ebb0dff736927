/**
 * The one spelling of a page path used to join visitor and feedback rows: collapsed `//`, a leading
 * `/`, no trailing `/` except for the root. The services' two endpoints do not promise the same form.
 */
export function normalizePagePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}
