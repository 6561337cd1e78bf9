/**
 * The tablet's first script, inline at the top of every page's body (pure: no imports beyond the
 * cookie names), so it runs before any island hydrates:
 * - after a hand-over (the clean marker cookie) it empties local and session storage, where a guest's
 *   wishlist, saved stores, recently viewed products and recent searches live, and removes the marker;
 * - with the in-store flag cookie it marks `<html>` with {@link TABLETOP_ATTRIBUTE}, so the tablet's
 *   styles (touch targets, no outbound links) apply at first paint and the tabletop controller loads.
 * The attribute is a hint like the cookie: the controller removes it when the server finds no session.
 */
import { COOKIES } from '@/lib/stores';

/** The attribute on `<html>` while the page is in tabletop mode. */
export const TABLETOP_ATTRIBUTE = 'data-tabletop';

/** The inline script's source. */
export function tabletopBootScript(): string {
  const clean = JSON.stringify(`${COOKIES.tabletopClean}=1`);
  const inStore = JSON.stringify(`${COOKIES.inStore}=1`);
  return (
    `(function(){var c=document.cookie.split('; ');` +
    `if(c.indexOf(${clean})>-1){try{localStorage.clear();sessionStorage.clear()}catch(e){}` +
    `document.cookie=${JSON.stringify(`${COOKIES.tabletopClean}=; Max-Age=0; Path=/; Secure; SameSite=Lax`)}}` +
    `if(c.indexOf(${inStore})>-1)document.documentElement.setAttribute('${TABLETOP_ATTRIBUTE}','')})()`
  );
}

/** Whether this page is in tabletop mode (browser only): the attribute the boot script set. */
export function isTabletopPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(TABLETOP_ATTRIBUTE);
}
