/**
 * Which tar entries a static site may hold, on every file system a runner has (Linux, macOS, Windows).
 * Shared by the streaming verification and the extraction, so a bundle that verifies also extracts.
 */
import { lineText } from '../../util/line-text.ts';
import { ENTRY_PATH_TEXT } from '../errors.ts';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

const TYPE_DESCRIPTIONS: Record<string, string> = {
  SymbolicLink: 'is a symbolic link',
  Link: 'is a hard link',
  CharacterDevice: 'is a character device',
  BlockDevice: 'is a block device',
  FIFO: 'is a FIFO (named pipe)',
};

// Device names Windows keeps in every directory, whatever the extension (`con.html`, `NUL.tar.gz`);
// the superscript digits count too.
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.|$)/i;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/;
// What file systems hold: a name of 255 bytes, a path of 4,096 (Linux PATH_MAX), and tar's own
// extraction depth limit, so a bundle that verifies also extracts.
const MAX_NAME_BYTES = 255;
const MAX_PATH_BYTES = 4096;
const MAX_DEPTH = 1024;

export function isFileEntry(type: string): boolean {
  return FILE_TYPES.has(type);
}

/**
 * Why an entry is unsafe, or undefined when it is a plain file or directory with a relative path that
 * stays inside the extraction directory and that every platform can hold under that very name.
 */
export function unsafeEntryReason(path: string, type: string, linkpath?: string): string | undefined {
  if (!isFileEntry(type) && type !== 'Directory')
    return TYPE_DESCRIPTIONS[type] ?? `has the unsupported entry type ${type}`;
  // Only links have a target; tar refuses to extract a file that names one outside (a pax `linkpath`).
  if (linkpath) return 'is a file or directory with a link target';
  if (path.length === 0) return 'has an empty name';
  // Control characters have no place in a page path, and a newline could forge log lines.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'has a control character in its name';
  if (/^[/\\]/.test(path) || /^[a-zA-Z]:/.test(path)) return 'is an absolute path';
  if (path.includes('\\')) return 'contains a backslash';
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) return `has a path longer than ${MAX_PATH_BYTES} bytes`;
  const segments = normalizeEntryPath(path).split('/');
  if (segments.includes('..')) return "contains a '..' segment";
  if (segments.length > MAX_DEPTH) return `is nested deeper than ${MAX_DEPTH} directories`;
  for (const segment of segments) {
    if (Buffer.byteLength(segment) > MAX_NAME_BYTES) return `has a name longer than ${MAX_NAME_BYTES} bytes`;
    const reason = windowsNameReason(segment);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

/** Why Windows cannot hold a file or directory of this name (one path segment), or undefined. */
export function windowsNameReason(segment: string): string | undefined {
  if (segment === '' || segment === '.') return undefined;
  if (WINDOWS_RESERVED.test(segment))
    return `uses the name ${segment.split('.')[0]?.toUpperCase()}, which Windows reserves for a device`;
  if (/[. ]$/.test(segment)) return 'has a name ending in a dot or a space, which Windows drops';
  const forbidden = WINDOWS_FORBIDDEN.exec(segment)?.[0];
  if (forbidden) return `has the character ${forbidden} in its name, which Windows does not allow`;
  return undefined;
}

/** `./guides/a.html` and `guides/a.html` are the same file; a directory's trailing `/` is dropped. */
export function normalizeEntryPath(path: string): string {
  let normalized = path;
  while (normalized.startsWith('./')) normalized = normalized.slice(2);
  if (normalized === '.') return '';
  return normalized
    .replace(/\/+$/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/\/\.(?=\/|$)/g, '');
}

/**
 * The name a case-insensitive, Unicode-normalising file system sees: macOS stores decomposed (NFD)
 * names and, like Windows, ignores case. Two entries with one key would land in one file there.
 */
export function fileSystemKey(path: string): string {
  return path.normalize('NFD').toLowerCase();
}

/**
 * Remembers every entry (by its file system key) to refuse, before anything is written, two names
 * that one file system would take for the same, and a name used both as a file and as a directory.
 * An entry repeated under the very same name is allowed: tar replaces the first with the second.
 */
export interface CollisionCheck {
  /** Why `path` (normalized) cannot join the entries seen so far, or undefined (then it is recorded). */
  add(path: string, isFile: boolean): string | undefined;
}

export function createCollisionCheck(): CollisionCheck {
  // key -> 1 for a file, 0 for a directory; and the name a key was first seen as, when it differs from the key.
  const kinds = new Map<string, 0 | 1>();
  const names = new Map<string, string>();
  return {
    add(path, isFile) {
      if (path === '') return undefined;
      const key = fileSystemKey(path);
      // Case folding and NFD keep every '/', so the prefixes of the key are the keys of the prefixes.
      for (
        let end = key.indexOf('/'), pathEnd = path.indexOf('/');
        ;
        end = key.indexOf('/', end + 1), pathEnd = path.indexOf('/', pathEnd + 1)
      ) {
        const last = end < 0;
        const prefixKey = last ? key : key.slice(0, end);
        const prefix = last ? path : path.slice(0, pathEnd);
        const kind = isFile && last ? 1 : 0;
        const earlier = kinds.get(prefixKey);
        if (earlier === undefined) {
          kinds.set(prefixKey, kind);
          if (prefix !== prefixKey) names.set(prefixKey, prefix);
        } else {
          const earlierName = names.get(prefixKey) ?? prefixKey;
          if (earlierName !== prefix) {
            return `would overwrite ${lineText(earlierName, ENTRY_PATH_TEXT)} on a file system that ignores case or Unicode normalisation (macOS, Windows)`;
          }
          if (earlier !== kind) {
            return earlier === 1
              ? `needs ${lineText(prefix, ENTRY_PATH_TEXT)} as a directory, but it is a file`
              : 'is a file where the archive has a directory';
          }
        }
        if (last) return undefined;
      }
    },
  };
}
