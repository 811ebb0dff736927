// The site the service would export right now: a published revision, an optional pending
// change (what the docs repository's deployment branch holds but no deployment has
// published yet), and releases that successful deployments will publish when they end.
// Releases are applied lazily, on the clock, whenever the published revision is read.
import type { Site } from '../bundle/site.ts';
import { applyChange } from './apply.ts';
import type { SiteChange } from './change.ts';

export interface SiteRevision {
  /** 1 for the site as shipped in emulator/site/, +1 per published change. */
  number: number;
  site: Site;
  /** Emulator clock (ms) at which it was published; undefined for the first. */
  publishedAt?: number;
}

interface Release {
  at: number;
  change: SiteChange;
}

export class SiteState {
  #published: SiteRevision;
  #pending: SiteChange | undefined;
  #releases: Release[] = [];
  /** Changes already published: a second deployment of the same pending change publishes nothing new. */
  readonly #released = new WeakSet<SiteChange>();

  constructor(base: Site) {
    this.#published = { number: 1, site: base };
  }

  /** The revision published at `now`, after any release due by then. */
  published(now: number): SiteRevision {
    const due = this.#releases.filter((r) => r.at <= now).sort((a, b) => a.at - b.at);
    if (due.length > 0) {
      this.#releases = this.#releases.filter((r) => r.at > now);
      for (const release of due) if (!this.#released.has(release.change)) this.#publish(release.change, release.at);
    }
    return this.#published;
  }

  pending(): SiteChange | undefined {
    return this.#pending;
  }

  /** Replaces the pending change (undefined clears it). */
  setPending(change: SiteChange | undefined): void {
    this.#pending = change;
  }

  /** Publishes `change` at once, without a deployment; a pending change stays pending. */
  publishNow(change: SiteChange, now: number): SiteRevision {
    this.published(now);
    return this.#publish(change, now);
  }

  /**
   * What a deployment triggered now builds: the published site with the pending change. When
   * `releaseAt` is given (the deployment will succeed then), the change is published at that time.
   */
  deploy(now: number, releaseAt: number | undefined): { change: SiteChange | undefined; site: Site } {
    const change = this.#pending;
    const site = change ? applyChange(this.published(now).site, change) : this.published(now).site;
    if (change && releaseAt !== undefined) this.#releases.push({ at: releaseAt, change });
    return { change, site };
  }

  #publish(change: SiteChange, at: number): SiteRevision {
    this.#published = {
      number: this.#published.number + 1,
      site: applyChange(this.#published.site, change),
      publishedAt: at,
    };
    this.#released.add(change);
    // The deployment branch now matches what was published.
    if (this.#pending === change) this.#pending = undefined;
    return this.#published;
  }
}
