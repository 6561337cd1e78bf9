/**
 * What a product's wishlist heart carries in the page (spec §4 'Wishlist toggle'; §7 addToWishlist,
 * removeFromWishlist): the keys of both lists and what the analytics events report. Hearts are
 * server-rendered buttons with these data attributes; one document listener
 * (`components/wishlist/WishlistController.tsx`) acts on them, so a grid of cards hydrates nothing per card.
 */

/** A product as its heart carries it. Money in euros incl. VAT. */
export interface WishlistProduct {
  /** Product.id: the server wishlist's key (addToWishlist, deleteFromWishlist). */
  id: string;
  /** Style-colour SKU (`NNNNNN.NNN`): the guest wishlist's key. */
  sku: string;
  name: string;
  brand: string;
  /** Colour name in the storefront's language. */
  color: string;
  price: number;
  /** The most specific category's name; empty when the product has none. */
  category: string;
}

/** The heart's SKU (what the page's hearts are kept in step by). */
export const WISHLIST_SKU_ATTRIBUTE = 'data-wishlist-sku';
/** The heart's product, JSON of {@link WishlistProduct}. */
export const WISHLIST_PRODUCT_ATTRIBUTE = 'data-wishlist-product';

/** The product fields a heart is made from (a card's or the PDP's product). */
export interface WishlistProductSource {
  id: string;
  sku: string;
  name: string;
  brand: string;
  color: string;
  price: number;
  /** `level` 1 is the top (women, men); the highest level is the most specific. */
  categories: readonly { level: number; name: string }[];
}

/** The heart's {@link WishlistProduct} of a catalog product: its most specific category named. */
export function wishlistProductOf(product: WishlistProductSource): WishlistProduct {
  const category = [...product.categories].sort((a, b) => b.level - a.level)[0]?.name ?? '';
  const { id, sku, name, brand, color, price } = product;
  return { id, sku, name, brand, color, price, category };
}

const STRING_FIELDS = ['id', 'sku', 'name', 'brand', 'color', 'category'] as const;

/**
 * The heart a click landed on and its product; null for any other click and for a heart whose
 * product attribute is not a well-formed {@link WishlistProduct} (never throws).
 */
export function heartTarget(
  target: EventTarget | null,
): { button: HTMLButtonElement; product: WishlistProduct } | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLButtonElement>(`button[${WISHLIST_PRODUCT_ATTRIBUTE}]`);
  if (!button) return null;
  try {
    const value = JSON.parse(button.getAttribute(WISHLIST_PRODUCT_ATTRIBUTE)!) as Record<string, unknown>;
    const valid = STRING_FIELDS.every((field) => typeof value[field] === 'string') && typeof value.price === 'number';
    return valid ? { button, product: value as unknown as WishlistProduct } : null;
  } catch {
    return null;
  }
}
