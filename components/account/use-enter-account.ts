'use client';

import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import { loadBrowserClient } from '@/lib/apollo/load-browser-client';
import { contextHintChanged } from '@/lib/cart/context-hint';
import { startRouteProgress } from '@/components/layout/RouteProgress';
import { customerHintChanged } from '@/lib/account/customer-hint';
import { rememberFirstName } from '@/lib/account/customer-hint-name';

/**
 * What follows a successful login or registration confirmation (spec §4 'Customer': login sets the
 * session cookie and resets the data cache): the browser's Apollo cache is reset (its active queries, the
 * mini cart's merged cart among them, load again under the new session), the customer's first name is
 * remembered for the header's greeting, the header's hint readers re-read their cookies, and the browser
 * goes to `target` (a same-site path, see `safeRedirectPath`) replacing the form page in the history,
 * then refreshes so server components render with the new cookie.
 */
export function useEnterAccount(): (target: string, firstName?: string | null) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (target: string, firstName?: string | null) => {
      rememberFirstName(firstName);
      customerHintChanged();
      contextHintChanged();
      await loadBrowserClient()
        .then(({ browserApolloClient }) => browserApolloClient().resetStore())
        .catch(() => undefined);
      startRouteProgress();
      router.replace(target);
      router.refresh();
    },
    [router],
  );
}
