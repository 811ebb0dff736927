import type { RequestContext } from './context.ts';

const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 100;

function positiveInt(raw: string | null, fallback: number): number {
  const n = raw === null ? NaN : Number.parseInt(raw, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function pageUrl(ctx: RequestContext, page: number): string {
  const url = new URL(ctx.requestUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** One page of `items` by `per_page` (at most 100) and `page`, with GitHub's `Link` header. */
export function paginate<T>(ctx: RequestContext, items: readonly T[]): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(positiveInt(ctx.query.get('per_page'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const page = positiveInt(ctx.query.get('page'), 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const links: string[] = [];
  if (page < lastPage) {
    links.push(`<${pageUrl(ctx, page + 1)}>; rel="next"`, `<${pageUrl(ctx, lastPage)}>; rel="last"`);
  }
  if (page > 1) {
    links.push(`<${pageUrl(ctx, Math.min(page - 1, lastPage))}>; rel="prev"`, `<${pageUrl(ctx, 1)}>; rel="first"`);
  }
  const slice = items.slice((page - 1) * perPage, page * perPage);
  return { items: slice, headers: links.length > 0 ? { link: links.join(', ') } : {} };
}

/** Sort direction from `direction`, defaulting as the endpoint does. */
export function direction(ctx: RequestContext, fallback: 'asc' | 'desc'): 1 | -1 {
  const value = ctx.query.get('direction') ?? fallback;
  return value === 'asc' ? 1 : -1;
}
