/**
 * Time that is not real for a child process running the sources: `--import` of virtual-time-preload.ts, which makes
 * the child's clock sleep no real time and moves the emulator's clock along with it.
 */
const PRELOAD = new URL('./virtual-time-preload.ts', import.meta.url);

/** The `--import` argument that gives a child virtual time, moving the emulator at `emulatorUrl` along with it. */
export function virtualTimeImport(emulatorUrl?: string): string {
  const url = new URL(PRELOAD);
  if (emulatorUrl !== undefined) url.searchParams.set('emulator', emulatorUrl);
  return `--import=${url.href}`;
}
