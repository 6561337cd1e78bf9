/**
 * The proxy's kept answers to "does this path have a page" (`path-exists.ts`), one store per
 * process. On `globalThis`, because proxy.ts and the route handlers that revalidate
 * (`lib/cache/revalidate.ts`) are bundled apart and would otherwise each hold a copy: a
 * revalidation must clear the copy the proxy reads. No imports of the storefront: the revalidation
 * code can depend on it without pulling the lookups in.
 */
import { LRUCache } from 'lru-cache';
import type { PageRoute } from './page-route';

/** How long an answer is kept, in ms: as long as the catalog and content reads it mirrors (60 s). */
export const PATH_EXISTS_TTL_MS = 60_000;

/** Answers kept per process (store × path × list state); least recently used go first. */
const MAX_ENTRIES = 10_000;

const ANSWERS = Symbol.for('storefront.pathAnswers');

/**
 * One kept answer: whether the path has a page, the cache tags of its response (`lib/cache/page-tags.ts`), and
 * the app route that renders it (`page-route.ts`).
 */
export interface PathAnswer {
  exists: boolean;
  tags: string[];
  route: PageRoute;
}

/** The process's answers, keyed `store|pathname|canonical list query`. */
export function pathAnswers(): LRUCache<string, PathAnswer> {
  const g = globalThis as unknown as Record<symbol, LRUCache<string, PathAnswer> | undefined>;
  return (g[ANSWERS] ??= new LRUCache<string, PathAnswer>({ max: MAX_ENTRIES, ttl: PATH_EXISTS_TTL_MS }));
}

/** Forgets every kept answer (after a catalog or content revalidation). */
export function forgetPathAnswers(): void {
  pathAnswers().clear();
}
