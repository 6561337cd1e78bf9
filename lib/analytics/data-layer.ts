import type { ConsentChoice } from '@/lib/consent/cookies';
import { currencyOfLocale } from '@/lib/stores';

/** An analytics event for the tag manager's data layer (spec §7 'Analytics events'). */
export interface DataLayerEvent {
  event: string;
  [key: string]: unknown;
}

/** `cookiePreference` (spec §7): the visitor saved a consent choice (banner or cookie settings block). */
export interface CookiePreferenceEvent extends DataLayerEvent {
  event: 'cookiePreference';
  /** `enabled`: third-party cookies and scripts allowed; `disabled`: necessary cookies only. */
  cookiePreference: ConsentChoice;
}

/** Page type reported to analytics (spec §2 'Content page': home and men's home are `home`). */
export type PageType = 'home' | 'other';

/**
 * What `pageView` reports (spec §7): pageType, pageUrl, pageTitle, logged-in flag, language; and
 * the in-store flag and location of a tablet in tabletop mode.
 */
export interface PageView {
  pageType: PageType;
  /** The full URL the browser shows, with query string (`https://nl.example/dames/?page=2`). */
  pageUrl: string;
  /** `document.title` of the page. */
  pageTitle: string;
  /** Whether a customer is logged in (spec §4 'Customer'). */
  loggedIn: boolean;
  /** Message language of the storefront (spec §9 'Locales': `nl`, `fr`, `de`, `en`). */
  language: string;
  /** Whether the page is shown on a store's tablet in tabletop mode. */
  inStore: boolean;
  /** The tablet's store location code (branch code) in tabletop mode, else null. */
  storeLocation: string | null;
}

/** `pageView` (spec §7): the page now shown. */
export interface PageViewEvent extends DataLayerEvent, PageView {
  event: 'pageView';
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/**
 * Pushes an event to `window.dataLayer`, creating it when the tag manager has not loaded (yet), so
 * no event is lost. Browser only; a no-op on the server.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** Pushes `cookiePreference` with the choice just saved. */
export function pushCookiePreference(choice: ConsentChoice): void {
  pushDataLayer({ event: 'cookiePreference', cookiePreference: choice } satisfies CookiePreferenceEvent);
}

/** Pushes `pageView` for the page now shown. */
export function pushPageView(view: PageView): void {
  pushDataLayer({ event: 'pageView', ...view } satisfies PageViewEvent);
}

/**
 * What `EmailOptin` reports (spec §7 'Analytics events'; §4 'Newsletter form'): where the sign-up
 * came from and the storefront's language. Never the email address or a name: the data layer goes
 * to a third party.
 */
export interface EmailOptin {
  /** The newsletter source the sign-up sent (§7 'Source values', e.g. `website`). */
  source: string;
  /** Message language of the storefront (spec §9 'Locales': `nl`, `fr`, `de`, `en`). */
  language: string;
}

/** `EmailOptin` (spec §7): a newsletter sign-up was accepted (double opt-in: its mail is on its way). */
export interface EmailOptinEvent extends DataLayerEvent, EmailOptin {
  event: 'EmailOptin';
}

/** Pushes `EmailOptin` for an accepted newsletter sign-up; takes only the fields of {@link EmailOptin}. */
export function pushEmailOptin({ source, language }: EmailOptin): void {
  pushDataLayer({ event: 'EmailOptin', source, language } satisfies EmailOptinEvent);
}

/** A product as `productClick` reports it (spec §7 'productClick'; the wishlist events' product fields). */
export interface ClickedProduct {
  /** Style-colour SKU (`NNNNNN.NNN`). */
  id: string;
  name: string;
  brand: string;
  /** Colour name in the storefront's language. */
  variant: string;
  /** Price incl. VAT in the page's currency. */
  price: number;
  /** 1-based position of the card in its list. */
  position: number;
}

/**
 * The currency of the page's prices: the storefront's, from the document's language (`en-GB` →
 * GBP). Spec §7 names EUR, the currency of every storefront but the English one.
 */
function pageCurrency(): string {
  return currencyOfLocale(typeof document === 'undefined' ? '' : document.documentElement.lang);
}

/** `productClick` (spec §7): a shopper followed a product card's link; `currency` is the page's (EUR, GBP). */
export interface ProductClickEvent extends DataLayerEvent, ClickedProduct {
  event: 'productClick';
  currency: string;
}

/** Pushes `productClick` for the product whose card was clicked. */
export function pushProductClick(product: ClickedProduct): void {
  pushDataLayer({ event: 'productClick', currency: pageCurrency(), ...product } satisfies ProductClickEvent);
}

/** The data attribute a product card's link carries (JSON of {@link ClickedProduct}) for `productClick`. */
export const PRODUCT_CLICK_ATTRIBUTE = 'data-product-click';

/**
 * The product a clicked element's card link describes, or null: parsed from
 * {@link PRODUCT_CLICK_ATTRIBUTE}; malformed JSON or fields give null (never throws).
 */
export function clickedProduct(target: EventTarget | null): ClickedProduct | null {
  if (!(target instanceof Element)) return null;
  const raw = target.closest(`[${PRODUCT_CLICK_ATTRIBUTE}]`)?.getAttribute(PRODUCT_CLICK_ATTRIBUTE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ClickedProduct>;
    const valid =
      typeof value.id === 'string' &&
      typeof value.name === 'string' &&
      typeof value.brand === 'string' &&
      typeof value.variant === 'string' &&
      typeof value.price === 'number' &&
      typeof value.position === 'number';
    return valid ? (value as ClickedProduct) : null;
  } catch {
    return null;
  }
}

/**
 * A product as the wishlist events report it (spec §7 'addToWishlist and removeFromWishlist:
 * currency EUR, product name, id, ean, price, brand, category, variant, quantity 1'), mapped from
 * spec §3 'Wishlist product for analytics' (parentSku, sku, name, price, brand, color, categories):
 * `id` is the style-colour SKU, as in `productClick`, so a tag manager joins a card's click, its
 * wishlist events and its page on one id. The catalog has no EAN, so `ean` carries the same SKU,
 * the most specific article code a wishlist entry has (a wishlist holds style-colours, not sizes).
 */
export interface WishlistEventProduct {
  name: string;
  /** Style-colour SKU (`NNNNNN.NNN`), as {@link ClickedProduct.id}. */
  id: string;
  /** The style-colour SKU (`NNNNNN.NNN`). */
  ean: string;
  /** Price incl. VAT in the page's currency. */
  price: number;
  brand: string;
  /** The product's most specific category name; empty when it has none. */
  category: string;
  /** Colour name in the storefront's language. */
  variant: string;
}

/** `addToWishlist` / `removeFromWishlist` (spec §7): one unit of one product, in the page's currency. */
export interface WishlistEvent extends DataLayerEvent, WishlistEventProduct {
  event: 'addToWishlist' | 'removeFromWishlist';
  currency: string;
  quantity: 1;
}

/** Pushes `addToWishlist` for a product just saved. */
export function pushAddToWishlist(product: WishlistEventProduct): void {
  pushDataLayer({ event: 'addToWishlist', currency: pageCurrency(), quantity: 1, ...product } satisfies WishlistEvent);
}

/** Pushes `removeFromWishlist` for a product just removed. */
export function pushRemoveFromWishlist(product: WishlistEventProduct): void {
  pushDataLayer({
    event: 'removeFromWishlist',
    currency: pageCurrency(),
    quantity: 1,
    ...product,
  } satisfies WishlistEvent);
}
