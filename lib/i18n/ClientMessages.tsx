import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Message namespaces the client islands of every page read (header mini cart and search overlay, promo banners,
 * add-to-cart popup, toasts, the error boundary, cart notifications and commerce errors). Everything else is
 * translated on the server and never sent: the messages ride in every page's HTML and RSC payload.
 */
export const SHARED_CLIENT_NAMESPACES = [
  'errorPage',
  'toasts',
  'miniCart',
  'search',
  'promo',
  'addedPopup',
  'product',
  'cartNotifications',
  'tabletop',
  'errors',
] as const;

/**
 * On the PDP also the 'Mail me' modal and its validation messages, the gallery and size chart islands (`pdp`),
 * and the size states and store stock island (`storeStock`).
 */
export const PRODUCT_CLIENT_NAMESPACES = [
  ...SHARED_CLIENT_NAMESPACES,
  'notify',
  'validation',
  'pdp',
  'storeStock',
] as const;

/** On the cart page also the cart's own messages. */
export const CART_CLIENT_NAMESPACES = [...SHARED_CLIENT_NAMESPACES, 'cart'] as const;

/**
 * In checkout also the forms, their validation, the order summary's cart messages, and the pickup
 * picker's (`pickup`, and `storeStock` for its zip code or city form).
 */
export const CHECKOUT_CLIENT_NAMESPACES = [
  ...SHARED_CLIENT_NAMESPACES,
  'cart',
  'checkout',
  'validation',
  'pickup',
  'storeStock',
] as const;

/** On the guest-side account pages (login, register, recovery, mail links) the forms' copy and validation. */
export const ACCOUNT_CLIENT_NAMESPACES = [...SHARED_CLIENT_NAMESPACES, 'account', 'validation'] as const;

/** On the customer pages (spec §2 '/customer') also their forms' messages and the shared validation messages. */
export const CUSTOMER_CLIENT_NAMESPACES = [...SHARED_CLIENT_NAMESPACES, 'customer', 'validation'] as const;

/** On the guest wishlist page, which renders its products, looks and stores in the browser, their cards' and tiles' copy. */
export const WISHLIST_CLIENT_NAMESPACES = [
  ...SHARED_CLIENT_NAMESPACES,
  'wishlist',
  'lookbook',
  'storeLocator',
] as const;

/** On the store locator and the store pages: today's hours, 'Use my location', 'save as my store'. */
export const STORE_LOCATOR_CLIENT_NAMESPACES = [...SHARED_CLIENT_NAMESPACES, 'storeLocator'] as const;

/** Around the saved stores of the customer wishlist page ('My stores'): the customer pages' and the stores' copy. */
export const CUSTOMER_STORES_CLIENT_NAMESPACES = [...CUSTOMER_CLIENT_NAMESPACES, 'storeLocator'] as const;

/** The top-level namespaces `namespaces` of `messages` (absent ones are skipped). */
export function pickNamespaces<T extends Record<string, unknown>>(
  messages: T,
  namespaces: readonly string[],
): Partial<T> {
  return Object.fromEntries(
    namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]),
  ) as Partial<T>;
}

/**
 * Gives the client islands below it the request locale's messages of `namespaces` only (next-intl
 * `NextIntlClientProvider`; a nested one replaces the messages of the one above, so each list
 * includes the shared namespaces). Server component; the locale comes from the request config.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={pickNamespaces(await getMessages(), namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
