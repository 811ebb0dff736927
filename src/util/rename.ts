import { rename } from 'node:fs/promises';
import type { Clock } from './clock.ts';

/** Pauses between tries while the file is locked: a few seconds in all. */
const RETRY_DELAYS_MS = [100, 250, 500, 1000, 2000];
const LOCKED = new Set(['EPERM', 'EBUSY', 'EACCES']);

/**
 * Renames, retrying for a few seconds while the file is locked: on Windows an antivirus scanner or the
 * search indexer opens a freshly written file, and a rename fails with EPERM, EBUSY or EACCES meanwhile.
 * Any other error, and the last locked one, is thrown as it came.
 */
export async function renameWhenUnlocked(
  from: string,
  to: string,
  clock: Clock,
  move: (from: string, to: string) => Promise<void> = rename,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await move(from, to);
      return;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (!LOCKED.has((error as NodeJS.ErrnoException).code ?? '') || delay === undefined) throw error;
      await clock.sleep(delay);
    }
  }
}
