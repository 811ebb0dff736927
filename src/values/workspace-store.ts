import { chmod, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ValuesStore } from './store.ts';

/** `push: none`: the file in the workspace, for a later `helm upgrade -f` in the same job. Created when missing. */
export function workspaceStore(file: string, workspace: string): ValuesStore {
  const absolute = path.resolve(workspace, file);
  const readCurrent = async () => {
    try {
      return await readFile(absolute, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`Could not read the values file ${absolute}: ${(error as Error).message}`);
    }
  };
  return {
    location: `${file} in the workspace`,
    readCurrent,
    async deliver(edit) {
      const current = await readCurrent();
      const result = edit(current ?? '');
      if (!result.changed) return { changed: false, story: `${file} in the workspace already holds this link: nothing written.` };
      await mkdir(path.dirname(absolute), { recursive: true });
      // A half-written values file must never be what `helm upgrade -f` reads.
      const temporary = `${absolute}.docs-export-${process.pid}.tmp`;
      await writeFile(temporary, result.text, 'utf8');
      if (current !== undefined) await chmod(temporary, (await stat(absolute)).mode);
      await rename(temporary, absolute);
      return {
        changed: true,
        story: `${current === undefined ? 'Created' : 'Updated'} ${file} in the workspace, ready for \`helm upgrade -f ${file}\`.`,
      };
    },
  };
}
