import Cookies from 'js-cookie';
import { COOKIES } from '@/lib/stores';
import { isTabletopPage } from './boot-script';

/**
 * The tablet's store location code from the readable in-store cookies (browser only), or null off a
 * tablet. A hint for analytics: the server confirmed the session when it set the cookies, and the
 * tabletop controller removes them when it finds none; nothing that matters (branch codes on
 * sign-ups and orders) is ever taken from them.
 */
export function readInStoreLocation(): string | null {
  if (!isTabletopPage() || Cookies.get(COOKIES.inStore) !== '1') return null;
  return Cookies.get(COOKIES.inStoreLocation) || null;
}
