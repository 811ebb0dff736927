// A change to the documentation site: pages added, removed and modified, each page given as
// Markdown (optionally with the front matter of emulator/site/). Validated against the
// site it is meant for, so that a typo in a path is an error, not a silent no-op.
import { z } from 'zod';
import type { Site } from '../bundle/site.ts';

export interface SiteChange {
  /** New pages: path -> Markdown. */
  add?: Record<string, string>;
  /** Paths of pages to delete. */
  remove?: string[];
  /** Existing pages: path -> new Markdown. */
  modify?: Record<string, string>;
}

/** `/`, `/guides/x`, `/reference/api/y`: lower-case segments of letters, digits and hyphens. */
const PAGE_PATH = /^\/(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)?$/;

const PATH_HINT = 'must be a page path like /guides/new-page (lower-case letters, digits, hyphens)';
const pagePath = z.string().regex(PAGE_PATH, PATH_HINT);
const markdown = z.string().min(1, 'must be non-empty Markdown');

const changeSchema = z.strictObject({
  add: z.record(pagePath, markdown).optional(),
  remove: z.array(pagePath).optional(),
  modify: z.record(pagePath, markdown).optional(),
});

export type SiteChangeResult = { ok: true; change: SiteChange } | { ok: false; problems: string[] };

function listProblems(change: SiteChange, site: Site): string[] {
  const existing = new Set(site.pages.map((p) => p.path));
  const added = Object.keys(change.add ?? {});
  const removed = change.remove ?? [];
  const modified = Object.keys(change.modify ?? {});
  const problems: string[] = [];
  if (added.length + removed.length + modified.length === 0)
    problems.push('a change must add, remove or modify at least one page');
  for (const path of added) if (existing.has(path)) problems.push(`add.${path}: the page exists already (use modify)`);
  for (const path of [...removed, ...modified]) {
    const list = removed.includes(path) ? 'remove' : 'modify';
    if (!existing.has(path)) problems.push(`${list}.${path}: no such page`);
  }
  for (const path of modified) if (removed.includes(path)) problems.push(`${path}: both removed and modified`);
  if (new Set(removed).size !== removed.length) problems.push('remove: lists a path twice');
  const left = existing.size + added.length - new Set(removed.filter((p) => existing.has(p))).size;
  if (left < 1) problems.push('remove: the site must keep at least one page');
  return problems;
}

/** Checks a JSON value as a change to `site`; lists every problem. */
export function parseSiteChange(value: unknown, site: Site): SiteChangeResult {
  const parsed = changeSchema.safeParse(value);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const where = issue.path.length > 0 ? issue.path.join('.') : 'change';
        // A record key that fails the path pattern is reported by zod without the pattern's message.
        return `${where}: ${issue.code === 'invalid_key' ? PATH_HINT : issue.message}`;
      }),
    };
  }
  const change: SiteChange = {};
  if (parsed.data.add !== undefined) change.add = parsed.data.add;
  if (parsed.data.remove !== undefined) change.remove = parsed.data.remove;
  if (parsed.data.modify !== undefined) change.modify = parsed.data.modify;
  const problems = listProblems(change, site);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, change };
}
