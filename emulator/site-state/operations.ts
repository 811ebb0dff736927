// The operations on the site that the control API and startEmulator's methods share:
// describe it, set or clear the pending change, publish a change at once.
import { rfc3339 } from '../time.ts';
import { parseSiteChange } from './change.ts';
import type { SiteChange } from './change.ts';
import type { SiteState } from './revisions.ts';

export interface SiteDescription {
  revision: number;
  /** When the revision was published (null: the site as shipped). */
  publishedAt: string | null;
  /** Default export version label. */
  version: string;
  pages: { path: string; title: string; section: string }[];
  /** The change the next successful deployment publishes. */
  pending: SiteChange | null;
}

export type SiteOperationResult = { ok: true; site: SiteDescription } | { ok: false; problems: string[] };

export function describeSite(state: SiteState, now: number): SiteDescription {
  const revision = state.published(now);
  return {
    revision: revision.number,
    publishedAt: revision.publishedAt === undefined ? null : rfc3339(revision.publishedAt),
    version: revision.site.version,
    pages: revision.site.pages.map((p) => ({ path: p.path, title: p.title, section: p.section })),
    pending: state.pending() ?? null,
  };
}

/** Sets the pending change (checked against the published site); undefined clears it. */
export function setPendingChange(state: SiteState, value: unknown, now: number): SiteOperationResult {
  if (value === undefined) {
    state.setPending(undefined);
    return { ok: true, site: describeSite(state, now) };
  }
  const parsed = parseSiteChange(value, state.published(now).site);
  if (!parsed.ok) return parsed;
  state.setPending(parsed.change);
  return { ok: true, site: describeSite(state, now) };
}

/** Publishes `value` at once, without a deployment; undefined publishes the pending change. */
export function publishChange(state: SiteState, value: unknown, now: number): SiteOperationResult {
  const published = state.published(now).site;
  let change: SiteChange;
  if (value === undefined) {
    const pending = state.pending();
    if (!pending) return { ok: false, problems: ['there is no pending change to publish: give a change'] };
    change = pending;
  } else {
    const parsed = parseSiteChange(value, published);
    if (!parsed.ok) return parsed;
    change = parsed.change;
  }
  state.publishNow(change, now);
  return { ok: true, site: describeSite(state, now) };
}
