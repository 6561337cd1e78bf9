/**
 * Reports a content query that failed (spec §8 'Content query errors: only logged; content becomes
 * empty'; §6 'Developers see content errors on the page (development only)'): one `console.error`
 * line `[content] {what} could not be loaded` with the error. The caller renders the block empty.
 * In development Next replays a server component's console errors in the browser and lists them in
 * its dev overlay on the page; in production they only reach the server log.
 */
export function reportContentError(what: string, error: unknown): void {
  console.error(`[content] ${what} could not be loaded`, error);
}
