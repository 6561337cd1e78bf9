/** A loader made by {@link loadOnce}. */
export interface OnceLoader<T> {
  /** Fetches the code, or answers the fetch already made. */
  (): Promise<T>;
  /**
   * Calls `callback` with the module once some caller has fetched it (at once when it has been), without
   * fetching it: before the callbacks of the call that fetched it, so a page's follower is in place before
   * a shopper's first change runs. Returns the function that cancels the wait.
   */
  whenLoaded(callback: (module: T) => void): () => void;
}

/**
 * A loader of code fetched on first use (`() => import('./module')`, docs/decisions/0018-lazy-apollo-loading.md),
 * made to fetch once: every call answers the same promise, so callbacks run in the order they were
 * registered (a page's cart seed before a shopper's first change). A failed fetch (offline, a new
 * deploy) rejects that call and the ones waiting with it; the next call fetches again.
 */
export function loadOnce<T>(load: () => Promise<T>): OnceLoader<T> {
  let loading: Promise<T> | undefined;
  let loaded: { module: T } | undefined;
  const waiting = new Set<(module: T) => void>();
  const loader = () => {
    loading ??= load().then(
      (module) => {
        loaded = { module };
        for (const callback of waiting) callback(module);
        waiting.clear();
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  loader.whenLoaded = (callback: (module: T) => void) => {
    if (loaded) {
      callback(loaded.module);
      return () => undefined;
    }
    waiting.add(callback);
    return () => {
      waiting.delete(callback);
    };
  };
  return loader;
}
