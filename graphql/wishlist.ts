/**
 * The wishlist's operations (spec §3 Wishlist, §4 'Wishlist toggle', §7 getWishlist, addToWishlist,
 * deleteFromWishlist, Search with the `sku` filter). The lookbook and store
 * favourites of a logged-in customer live in the customer's customFields: they are read with
 * `GetCustomer` and written with `UpdateCustomer` (`graphql/account.ts`).
 */
import { graphql, type ResultOf } from './graphql';
import { ProductCardFields } from './fragments';

/**
 * The logged-in customer's lists as the browser keeps them (spec §6 'The wishlist server call is
 * made only for logged-in users'): the wishlist's products by id and SKU, and the customFields
 * holding the saved lookbook uids and store ids.
 */
export const AccountWishlist = graphql(`
  query AccountWishlist {
    getWishlist {
      products {
        id
        sku
      }
    }
    getCustomer {
      id
      customFields
    }
  }
`);

/** §7 addToWishlist: productId is Product.id; idempotent. */
export const AddToWishlist = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      success
    }
  }
`);

/** §7 deleteFromWishlist: idempotent. */
export const DeleteFromWishlist = graphql(`
  mutation DeleteFromWishlist($productId: ID!) {
    deleteFromWishlist(productId: $productId) {
      success
    }
  }
`);

/**
 * Products by SKU (§7 Search with the `sku` filter, at most 100 per call) as cards: the guest
 * wishlist page shows them, and a login resolves the guest list's SKUs to the Product.id that
 * addToWishlist takes. The back end returns them in its own order.
 */
export const WishlistProducts = graphql(
  `
    query WishlistProducts($skus: [String!]!, $itemsPerPage: Int!) {
      search(search: "", filters: [{ name: "sku", values: $skus }], page: 1, itemsPerPage: $itemsPerPage) {
        productData {
          products {
            ...ProductCardFields
          }
        }
      }
    }
  `,
  [ProductCardFields],
);

/** The customer wishlist page's products (§7 getWishlist), newest first, as cards. */
export const CustomerWishlist = graphql(
  `
    query CustomerWishlist {
      getWishlist {
        products {
          ...ProductCardFields
        }
      }
    }
  `,
  [ProductCardFields],
);

/** A product as the wishlist pages show it. */
export type WishlistProductCard = ResultOf<typeof WishlistProducts>['search']['productData']['products'][number];
