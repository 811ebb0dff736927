/**
 * Where the site's `index.html` is. The service packs pages at the archive root (`index.html`,
 * `guides/a.html`); an archive whose every entry sits under one top-level directory
 * (`site/index.html`, `site/guides/a.html`) is accepted too, as tools that pack a folder produce it.
 * Nothing is stripped: extraction keeps the archive's layout, and `root` tells where the site starts.
 */
export interface SiteLayout {
  /** Record one entry, already normalized (no `./`, no trailing `/`). */
  add(path: string, isFile: boolean): void;
  /** `''` for the archive root, `'dir/'` for one common top-level directory, undefined when no index.html. */
  root(): string | undefined;
}

export function createSiteLayout(): SiteLayout {
  let rootIndex = false;
  let rootFiles = false;
  const topLevel = new Set<string>();
  const topIndexes = new Set<string>();
  return {
    add(path, isFile) {
      if (path === '') return;
      const slash = path.indexOf('/');
      // A later entry of the same name replaces an earlier one when extracted: a directory named
      // index.html leaves no page behind.
      if (slash < 0) {
        if (isFile) rootFiles = true;
        if (path === 'index.html') rootIndex = isFile;
        if (!isFile && topLevel.size < 2) topLevel.add(path);
        return;
      }
      // Two distinct names are enough to know there is no single common directory.
      if (topLevel.size < 2) topLevel.add(path.slice(0, slash));
      if (path.slice(slash + 1) === 'index.html') {
        if (!isFile) topIndexes.delete(path.slice(0, slash));
        else if (topIndexes.size < 2) topIndexes.add(path.slice(0, slash));
      }
    },
    root() {
      if (rootIndex) return '';
      const [only] = topLevel;
      if (only !== undefined && topLevel.size === 1 && !rootFiles && topIndexes.has(only)) return `${only}/`;
      return undefined;
    },
  };
}
