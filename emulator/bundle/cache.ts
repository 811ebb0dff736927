// Builds each distinct bundle once per emulator: jobs with equal variants (same site revision,
// domain, pages, faults, padding size) share one file, so a 200 MB benchmark bundle is built once.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { bundleEntries } from './contents.ts';
import type { BundleVariant } from './contents.ts';
import { packBundle } from './pack.ts';
import type { PackedFile } from './pack.ts';
import type { Site } from './site.ts';

export class BundleCache {
  readonly #builds = new Map<string, Promise<PackedFile>>();
  readonly #dir: string;
  readonly #signal: AbortSignal;

  constructor(dir: string, signal: AbortSignal) {
    this.#dir = dir;
    this.#signal = signal;
  }

  /** The packed file of `variant` of `site` (revision `variant.revision`), built on first use. */
  get(site: Site, variant: BundleVariant): Promise<PackedFile> {
    const key = JSON.stringify(variant);
    let build = this.#builds.get(key);
    if (!build) {
      const name = createHash('sha256').update(key).digest('hex').slice(0, 24);
      build = packBundle(
        bundleEntries(site, variant),
        join(this.#dir, `${name}.tar.gz`),
        variant.archive,
        this.#signal,
      );
      // A failed build is retried by the next request instead of failing forever.
      build.catch(() => this.#builds.delete(key));
      this.#builds.set(key, build);
    }
    return build;
  }

  /** Settles when every build in flight has finished or failed. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.#builds.values());
  }
}
