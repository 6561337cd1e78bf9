/**
 * Chunk-load failure recovery (spec §8 'Chunk load failure: full page reload, once per minute').
 * After a deploy, a tab still running the previous build asks for JavaScript/CSS chunks that no
 * longer exist; reloading fetches the new build's HTML. The once-a-minute guard keeps a chunk that
 * is broken in the new build too from reloading the page in a loop.
 */

/** sessionStorage key holding the last reload's timestamp (ms since the epoch, as a string). */
export const CHUNK_RELOAD_KEY = 'sw-chunk-reload';

/** Minimum time between two reloads, in ms (spec §8: at most once per minute). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

// Messages of webpack ('Loading chunk', 'Loading CSS chunk'), Turbopack ('Failed to load chunk') and
// the browsers' native dynamic import() (Chrome, Firefox, Safari in that order).
const CHUNK_MESSAGES = [
  'Loading chunk',
  'Loading CSS chunk',
  'Failed to load chunk',
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

/**
 * Whether `reason` (an Error, an error-like object, a string; anything a rejection or an error
 * boundary may carry) is a failed chunk load: name `ChunkLoadError` or one of the bundlers' and
 * browsers' chunk-load messages (spec §8 'Chunk load failure').
 */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGES.some((text) => reason.includes(text));
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.some((text) => message.includes(text));
}

/**
 * Calls `reload` unless a reload was recorded in `storage` (key {@link CHUNK_RELOAD_KEY}) less than
 * {@link CHUNK_RELOAD_INTERVAL_MS} (60 000 ms) before `now` (ms since the epoch); records `now` first.
 * Returns whether it reloaded (spec §8 'Chunk load failure: full page reload, once per minute').
 * An unreadable record counts as none; an unwritable one (private mode, quota, storage disabled)
 * means no reload, since nothing would stop the next page from reloading again.
 */
export function reloadOnceAMinute(
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): boolean {
  let last: number | null = null;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_KEY);
    last = stored === null ? null : Number(stored);
  } catch {
    last = null;
  }
  // A record in the future (clock changed) does not block: the write below replaces it.
  if (last !== null && Number.isFinite(last) && now >= last && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

// Reading `window.sessionStorage` itself throws when storage is disabled; this stand-in then makes
// reloadOnceAMinute refuse to reload (its write fails).
const noStorage: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => null,
  setItem: () => {
    throw new Error('sessionStorage unavailable');
  },
};

/**
 * Browser wiring of {@link reloadOnceAMinute}: the clock, the tab's sessionStorage and
 * `location.reload()`. Used by `ChunkReloadListener` and the storefront error boundary (spec §8).
 * Returns whether it reloaded.
 */
export function reloadPageOnceAMinute(): boolean {
  let storage = noStorage;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage disabled: keep the stand-in.
  }
  return reloadOnceAMinute(Date.now(), storage, () => window.location.reload());
}
