import type { CartData } from '@/graphql/fragments';

/** Cart error keys never shown to the shopper (spec §5 'Cart notifications'). */
export const SUPPRESSED_CART_NOTIFICATIONS = ['payment-method-blocked', 'shipping-method-blocked'] as const;
/** Cart error keys shown as success (spec §5). */
export const SUCCESS_CART_NOTIFICATIONS = ['promotion-discount-added'] as const;

/** A notification to show for one entry of `cart.errors`. */
export interface CartNotification {
  kind: 'success' | 'error';
  /** The back end's key, e.g. `product-stock-reached`; translated as `cartNotifications.<key>`. */
  messageKey: string;
  /** The back end's own text, shown when the messages have no translation for the key. */
  message: string;
}

/**
 * The toasts a cart answer asks for (spec §5 'Cart notifications', §8): `payment-method-blocked`
 * and `shipping-method-blocked` are suppressed, `promotion-discount-added` is a success, every other
 * key an error. One toast per key.
 */
export function cartNotifications(errors: CartData['errors']): CartNotification[] {
  const seen = new Set<string>();
  const notifications: CartNotification[] = [];
  for (const error of errors) {
    if ((SUPPRESSED_CART_NOTIFICATIONS as readonly string[]).includes(error.messageKey) || seen.has(error.messageKey))
      continue;
    seen.add(error.messageKey);
    const kind = (SUCCESS_CART_NOTIFICATIONS as readonly string[]).includes(error.messageKey) ? 'success' : 'error';
    notifications.push({ kind, messageKey: error.messageKey, message: error.message });
  }
  return notifications;
}
