/**
 * Goes to `path` with a full page load, not a client navigation: after the session changed (logout,
 * account deletion) the server components, the cached header and the Apollo cache must all start
 * again from the new cookie (spec §4 'logout removes it and resets the cache').
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
