import { isLoopbackHost } from './parsers.ts';
import type { RepositoryRef } from './types.ts';

/** Normalisers for the inputs whose text is reshaped, not just parsed. Each returns an error text or a value. */

export type Normalized<T> = { value: T; notice?: string; warning?: string } | { error: string };

export function normalizeApiKey(text: string): Normalized<string> {
  const trimmed = text.trim();
  const withoutScheme = trimmed.replace(/^bearer\s+/i, '');
  if (withoutScheme === '') return { error: 'is required: the admin API key of the service (store it as a secret)' };
  if (/\s/.test(withoutScheme)) return { error: 'must be a single API key without spaces or line breaks' };
  return withoutScheme === trimmed
    ? { value: trimmed }
    : {
        value: withoutScheme,
        warning: 'Input "api-key" started with "Bearer "; the prefix was removed. Give the key alone.',
      };
}

export function normalizeApiUrl(text: string): Normalized<string> {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'is required: the base address of the service, such as https://api.example.com' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { error: 'accepts an absolute https:// address such as https://api.example.com' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: 'accepts an https:// address' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      error:
        'must use https://: the API key may only travel over TLS (http:// is accepted for a loopback host such as the emulator)',
    };
  }
  if (url.search || url.hash || url.username || url.password)
    return { error: 'accepts a base address without query, fragment or credentials' };
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return { value: `${url.origin}${path}` };
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function normalizeDomain(text: string): Normalized<string | undefined> {
  const trimmed = text.trim();
  if (trimmed === '') return { value: undefined };
  const withoutScheme = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  const slash = withoutScheme.indexOf('/');
  const host = (slash === -1 ? withoutScheme : withoutScheme.slice(0, slash)).toLowerCase();
  const rest = slash === -1 ? '' : withoutScheme.slice(slash);
  if (rest.replace(/\/+$/, '') !== '') {
    return {
      error: `accepts a bare hostname such as docs.example.com; "${trimmed}" has a path (${rest}), which the service does not accept`,
    };
  }
  if (!HOSTNAME.test(host))
    return { error: 'accepts a bare hostname such as docs.example.com (no port, user or spaces)' };
  return host === trimmed
    ? { value: host }
    : { value: host, notice: `Input "domain" was normalised from "${trimmed}" to "${host}".` };
}

export function parseRepository(text: string): RepositoryRef | undefined {
  const [owner, repo, ...rest] = text.trim().split('/');
  const part = /^[A-Za-z0-9-_.]+$/;
  return owner && repo && rest.length === 0 && part.test(owner) && part.test(repo) ? { owner, repo } : undefined;
}

export function parseKeyPath(text: string): string[] | undefined {
  const segments = text.trim().split('.');
  return segments.every((segment) => /^[A-Za-z0-9_-]+$/.test(segment)) ? segments : undefined;
}

export function checkBundleUrlTemplate(text: string): string | undefined {
  const sample = text.replaceAll('{jobId}', 'se_0000000000000000').replaceAll('{sha256}', '0'.repeat(64));
  try {
    const url = new URL(sample);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'accepts an http(s) URL';
  } catch {
    return 'accepts an absolute URL such as https://bundles.internal/{jobId}/bundle.tar.gz ({jobId} and {sha256} are replaced)';
  }
  const unknown = [...text.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[0])
    .filter((p) => p !== '{jobId}' && p !== '{sha256}');
  return unknown.length > 0 ? `knows the placeholders {jobId} and {sha256}; unknown: ${unknown.join(', ')}` : undefined;
}
