import { AddToCart, DeleteCartItem, UpdateCartItem } from '@/graphql/cart';
import { CartFields, type CartData } from '@/graphql/fragments';
import { browserApolloClient } from '@/lib/apollo/browser-client';
import { CART_CACHE_ID } from '@/lib/apollo/cache';
import { CommerceError } from '@/lib/commerce/errors';

/**
 * The cart mutations of spec §7 on the browser's Apollo client, loaded on demand by
 * `useCartMutations` (Apollo stays out of a page's first load). Each resolves to the new cart, which
 * Apollo has already written over the cached `Cart:{}` (every island reading it re-renders), and
 * rejects with a {@link CommerceError} (translate with `useCommerceErrorMessage`), leaving the
 * cached cart as it was.
 */

async function mutateCart(run: () => Promise<CartData | undefined>): Promise<CartData> {
  let cart: CartData | undefined;
  try {
    cart = await run();
  } catch (caught) {
    throw CommerceError.from(caught);
  }
  if (!cart) throw CommerceError.from(new Error('Cart mutation answered without a cart'));
  return cart;
}

/** Adds `quantity` units of a variant (a line of type product, referencedId = the variant's id). */
export function addVariant(variantId: string, quantity: number): Promise<CartData> {
  return mutateCart(
    async () =>
      (
        await browserApolloClient().mutate({
          mutation: AddToCart,
          variables: { items: [{ referencedId: variantId, type: 'product', quantity }] },
        })
      ).data?.addToCart,
  );
}

/**
 * Redeems a club voucher (spec §7: addToCart with a line of type promotion, referencedId = the
 * voucher's barcode); it shows as a promotion line and leaves with `removeLine`.
 */
export function addVoucher(barcode: string): Promise<CartData> {
  return mutateCart(
    async () =>
      (
        await browserApolloClient().mutate({
          mutation: AddToCart,
          variables: { items: [{ referencedId: barcode, type: 'promotion', quantity: 1 }] },
        })
      ).data?.addToCart,
  );
}

/** Sets a line item's quantity (1 or more). */
export function updateQuantity(lineId: string, quantity: number): Promise<CartData> {
  return mutateCart(
    async () =>
      (await browserApolloClient().mutate({ mutation: UpdateCartItem, variables: { id: lineId, quantity } })).data
        ?.updateCartItem,
  );
}

/** Removes a line item. */
export function removeLine(lineId: string): Promise<CartData> {
  return mutateCart(
    async () =>
      (await browserApolloClient().mutate({ mutation: DeleteCartItem, variables: { id: lineId } })).data
        ?.deleteCartItem,
  );
}

/**
 * Puts a cart the server rendered into the browser's Apollo cache (the `Cart:{}` singleton), so every
 * island reading it (the mini cart, the cart page) shows it; a cart that was already cached is replaced.
 */
export function seedCart(cart: CartData): void {
  browserApolloClient().cache.writeFragment({
    id: CART_CACHE_ID,
    fragment: CartFields,
    fragmentName: 'CartFields',
    data: cart,
  });
}

/**
 * Calls `onCart` with the cached cart and again after every write to it (any island's add, change or
 * removal, a restored cart), while the cache holds a whole cart. Returns the function that stops it.
 */
export function followCart(onCart: (cart: CartData) => void): () => void {
  const subscription = browserApolloClient()
    .watchFragment({ fragment: CartFields, fragmentName: 'CartFields', from: CART_CACHE_ID })
    .subscribe((result) => {
      if (result.complete) onCart(result.data as CartData);
    });
  return () => subscription.unsubscribe();
}
