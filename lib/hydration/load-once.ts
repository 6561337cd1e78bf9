/**
 * A loader of code fetched on first use (`() => import('./module')`, docs/decisions/0018-lazy-apollo-loading.md),
 * made to fetch once: every call answers the same promise, so callbacks run in the order they were
 * registered (a page's cart seed before a shopper's first change). A failed fetch (offline, a new
 * deploy) rejects that call and the ones waiting with it; the next call fetches again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
