import { getVisitorContext } from '@/lib/commerce/queries';
import type { Storefront } from '@/lib/stores';
import { MiniCart } from './MiniCart';

/**
 * Loads the visitor's cart for the mini cart (spec §2 Header). A visitor without a context token
 * has an empty cart; a commerce error shows an empty mini cart rather than breaking the page.
 */
export async function MiniCartServer({ storefront }: { storefront: Storefront }) {
  let cart = null;
  try {
    cart = (await getVisitorContext(storefront.code))?.cart ?? null;
  } catch (error) {
    console.error('mini cart: context failed', error);
  }
  return <MiniCart initialCart={cart} locale={storefront.locale} />;
}
