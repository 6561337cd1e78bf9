'use client';

import { useEffect } from 'react';
import { rememberFirstName } from '@/lib/account/customer-hint-name';

/**
 * Keeps the header's greeting up to date (spec §2 Header: 'Welcome {firstName}'): rendered on the
 * customer pages, which are rendered per request for the logged-in customer, it remembers their first
 * name in this browser (`rememberFirstName`). Renders nothing. Never place it in a cached page.
 *
 * @param firstName the logged-in customer's first name, as the back end gave it
 */
export function RememberFirstName({ firstName }: { firstName: string }) {
  useEffect(() => rememberFirstName(firstName), [firstName]);
  return null;
}
