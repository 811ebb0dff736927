/** Which tar entries a static site may hold. Shared by the streaming verification and the extraction. */

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

const TYPE_DESCRIPTIONS: Record<string, string> = {
  SymbolicLink: 'is a symbolic link',
  Link: 'is a hard link',
  CharacterDevice: 'is a character device',
  BlockDevice: 'is a block device',
  FIFO: 'is a FIFO (named pipe)',
};

export function isFileEntry(type: string): boolean {
  return FILE_TYPES.has(type);
}

/**
 * Why an entry is unsafe, or undefined when it is a plain file or directory with a relative path that
 * stays inside the extraction directory on every platform.
 */
export function unsafeEntryReason(path: string, type: string, linkpath?: string): string | undefined {
  if (!isFileEntry(type) && type !== 'Directory') return TYPE_DESCRIPTIONS[type] ?? `has the unsupported entry type ${type}`;
  // Only links have a target; tar refuses to extract a file that names one outside (a pax `linkpath`).
  if (linkpath) return 'is a file or directory with a link target';
  if (path.length === 0) return 'has an empty name';
  // Control characters have no place in a page path, and a newline could forge log lines.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'has a control character in its name';
  if (/^[/\\]/.test(path) || /^[a-zA-Z]:/.test(path)) return 'is an absolute path';
  if (path.includes('\\')) return 'contains a backslash';
  if (path.split(/[/\\]/).includes('..')) return "contains a '..' segment";
  return undefined;
}

/** `./guides/a.html` and `guides/a.html` are the same file; a directory's trailing `/` is dropped. */
export function normalizeEntryPath(path: string): string {
  let normalized = path;
  while (normalized.startsWith('./')) normalized = normalized.slice(2);
  if (normalized === '.') return '';
  return normalized.replace(/\/+$/, '').replace(/\/{2,}/g, '/');
}
