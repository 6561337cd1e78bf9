import { graphql } from './graphql';
import { CartFields } from './fragments';

/**
 * Cart operations (spec §7 'Context, cart and checkout'). Every cart mutation returns the whole
 * cart, which Apollo writes over the `Cart:{}` singleton: the mini cart, the add-to-cart popup and
 * the cart page re-render from the cache.
 */

/**
 * The visitor's cart alone (spec §7 getContext): the mini cart of a cached page loads it in the
 * browser after hydration, when the visitor has a context.
 */
export const VisitorCart = graphql(
  `
    query VisitorCart {
      getContext {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
);

/** Spec §7 addToCart: lines of `{ referencedId: variant id, type: 'product', quantity }`. */
export const AddToCart = graphql(
  `
    mutation AddToCart($items: [CartLineInput!]!) {
      addToCart(addCartItemsInput: { items: $items }) {
        ...CartFields
      }
    }
  `,
  [CartFields],
);

/** Spec §7 updateCartItem: sets a line's quantity. */
export const UpdateCartItem = graphql(
  `
    mutation UpdateCartItem($id: ID!, $quantity: Int!) {
      updateCartItem(cartItemInput: { id: $id, quantity: $quantity }) {
        ...CartFields
      }
    }
  `,
  [CartFields],
);

/** Spec §7 deleteCartItem: removes a line. */
export const DeleteCartItem = graphql(
  `
    mutation DeleteCartItem($id: ID!) {
      deleteCartItem(id: $id) {
        ...CartFields
      }
    }
  `,
  [CartFields],
);

/** Spec §7 restoreCart: puts the lines of the last failed or cancelled order back (§8). */
export const RestoreCart = graphql(
  `
    mutation RestoreCart {
      restoreCart {
        cart {
          ...CartFields
        }
      }
    }
  `,
  [CartFields],
);
