'use client';

import { useTranslations } from 'next-intl';
import type { CartData } from '@/graphql/fragments';
import { useUiStore } from '@/lib/state/StateProvider';
import { cartNotifications } from './notifications';

/**
 * Returns a function that shows the toasts a cart answer asks for (spec §5 'Cart notifications'):
 * translated from `cartNotifications.<key>` when the messages have it, else the back end's text.
 */
export function useCartNotifier(): (cart: CartData) => void {
  const t = useTranslations('cartNotifications');
  const pushToast = useUiStore((state) => state.pushToast);
  return (cart) => {
    for (const notification of cartNotifications(cart.errors)) {
      pushToast({
        kind: notification.kind,
        message: t.has(notification.messageKey) ? t(notification.messageKey) : notification.message,
      });
    }
  };
}
