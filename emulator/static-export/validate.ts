// Validation of the body of `POST /v1/static-export/jobs`.
import { findPagePath } from '../bundle/site.ts';
import type { Site } from '../bundle/site.ts';

export interface StartJobRequest {
  domain: string;
  version?: string;
  /** Normalised page paths; undefined exports every page. */
  paths?: string[];
}

export type StartJobValidation =
  { ok: true; value: StartJobRequest } | { ok: false; error: string; problems: string[] };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A bare hostname: labels of letters, digits and hyphens, a dot between them, an alphabetic TLD. */
export function isBareHostname(value: string): boolean {
  if (value.length === 0 || value.length > 253) return false;
  const labels = value.toLowerCase().split('.');
  if (labels.length < 2) return false;
  return labels.every((label) => LABEL.test(label)) && /^[a-z][a-z0-9-]*$/.test(labels[labels.length - 1] ?? '');
}

function describeDomainProblem(domain: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(domain))
    return `domain must be a bare hostname such as docs.example.com, without a scheme (got "${domain}")`;
  if (domain.includes('/'))
    return `domain must be a bare hostname such as docs.example.com, without a path or trailing slash (got "${domain}")`;
  if (domain.includes(':'))
    return `domain must be a bare hostname such as docs.example.com, without a port (got "${domain}")`;
  return `domain must be a bare hostname such as docs.example.com (got "${domain}")`;
}

/**
 * The site's path of a requested page, as the service takes it: with or without the leading `/`
 * (`guides/x`, `/guides/x`), a trailing `/` tolerated, `index` for the root; undefined when it is no page.
 */
function requestedPage(site: Site, requested: string): string | undefined {
  const bare = requested.startsWith('/') ? requested.slice(1) : requested;
  return findPagePath(site, bare === 'index' || bare === 'index/' ? '/' : `/${bare}`);
}

export function validateStartJob(body: unknown, site: Site): StartJobValidation {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'Request body must be a JSON object with a "domain"', problems: [] };
  }
  const fields = body as Record<string, unknown>;
  const problems: string[] = [];
  const { domain, version, paths } = fields;

  if (domain === undefined) problems.push('domain is required');
  else if (typeof domain !== 'string') problems.push('domain must be a string');
  else if (!isBareHostname(domain)) problems.push(describeDomainProblem(domain));

  if (version !== undefined && (typeof version !== 'string' || version.trim() === '')) {
    problems.push('version must be a non-empty string');
  }

  let pagePaths: string[] | undefined;
  if (paths !== undefined) {
    if (!Array.isArray(paths)) problems.push('paths must be an array of page paths');
    else if (paths.length === 0) problems.push('paths must list at least one page path (omit it to export every page)');
    else {
      pagePaths = [];
      paths.forEach((item: unknown, index) => {
        if (typeof item !== 'string') {
          problems.push(`paths[${index}] must be a string`);
          return;
        }
        const page = requestedPage(site, item);
        if (page === undefined) problems.push(`paths[${index}]: "${item}" is not a published page`);
        else if (!pagePaths?.includes(page)) pagePaths?.push(page);
      });
    }
  }

  if (problems.length > 0) {
    const error =
      problems.length === 1
        ? (problems[0] ?? 'Invalid request body')
        : `Invalid request body: ${problems.length} problems`;
    return { ok: false, error, problems };
  }
  const value: StartJobRequest = { domain: (domain as string).toLowerCase() };
  if (typeof version === 'string') value.version = version;
  if (pagePaths) value.paths = pagePaths;
  return { ok: true, value };
}
