/**
 * Shared by the wishlist tests: the page's stores outside React, an Apollo client answering from
 * MockLink answers (the lazily loaded account calls reach it through `browser-apollo-mock`), and the
 * commerce answers of the wishlist's operations.
 */
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { createTranslator } from 'next-intl';
import { GetCustomer, UpdateCustomer } from '@/graphql/account';
import { AccountWishlist, AddToWishlist, DeleteFromWishlist, WishlistProducts } from '@/graphql/wishlist';
import { createCommerceCache } from '@/lib/apollo/cache';
import type { StateStores } from '@/lib/state/StateProvider';
import { createLocalListsStore } from '@/lib/state/local-lists';
import { createUiStore } from '@/lib/state/ui-store';
import { createWishlistStore, type AccountLists } from '@/lib/state/wishlist-store';
import { createPageCartStore } from '@/lib/state/page-cart-store';
import type { ToggleCopy } from '@/lib/wishlist/toggle';
import type { WishlistProduct } from '@/lib/wishlist/wishlist-product';
import en from '@/messages/en.json';
import { product } from '../support/cart-fixture';
import { customerFixture } from '../customer/customer-fixture';
import { setTestBrowserClient } from '../support/browser-apollo-mock';

/** A page's stores; `account` makes the visitor logged in with these lists. */
export function makeStores(account?: AccountLists): StateStores {
  const stores = {
    ui: createUiStore(),
    lists: createLocalListsStore(),
    wishlist: createWishlistStore(),
    pageCart: createPageCartStore(),
  };
  stores.lists.setState({ hydrated: true });
  if (account) stores.wishlist.setState({ status: 'ready', account });
  return stores;
}

/** Makes the browser's Apollo client one that answers `mocks` (each once, unless said otherwise). */
export function answering(mocks: MockLink.MockedResponse[]): ApolloClient {
  const client = new ApolloClient({ cache: createCommerceCache(), link: new MockLink(mocks) });
  setTestBrowserClient(client);
  return client;
}

/** The English copy of a product toggle, with the real translator of error keys. */
export const COPY: ToggleCopy = {
  added: en.wishlist.added,
  removed: en.wishlist.removed,
  t: createTranslator({ locale: 'en', messages: en }) as unknown as ToggleCopy['t'],
};

/** A heart's product. */
export function heartProduct(sku: string, id: string, overrides: Partial<WishlistProduct> = {}): WishlistProduct {
  return {
    id,
    sku,
    name: 'Odile pump',
    brand: 'Rivoli',
    color: 'Cognac',
    price: 89.95,
    category: 'Pumps',
    ...overrides,
  };
}

/** A GraphQL error answer with the back end's code and message key. */
export function failure(code: string, messageKey: string) {
  return { errors: [{ message: code, extensions: { code, messageKey } }] };
}

/** getWishlist + getCustomer: the account's lists. */
export function accountAnswer(products: { id: string; sku: string }[], customFields: unknown = null) {
  return {
    request: { query: AccountWishlist },
    result: {
      data: {
        getWishlist: {
          __typename: 'Wishlist' as const,
          products: products.map((entry) => ({ __typename: 'Product' as const, ...entry })),
        },
        getCustomer: { __typename: 'Customer' as const, id: 'c-1', customFields },
      },
    },
  };
}

/** addToWishlist(productId) answered `result` (success unless given). */
export function addAnswer(
  productId: string,
  result: object = { data: { addToWishlist: { __typename: 'SuccessResult', success: true } } },
  delay = 0,
) {
  return { request: { query: AddToWishlist, variables: { productId } }, result, delay };
}

/** deleteFromWishlist(productId) answered `result` (success unless given). */
export function deleteAnswer(
  productId: string,
  result: object = { data: { deleteFromWishlist: { __typename: 'SuccessResult', success: true } } },
) {
  return { request: { query: DeleteFromWishlist, variables: { productId } }, result };
}

/** getCustomer with these saved lookbooks. */
export function customerAnswer(lookbooks: string[]) {
  return {
    request: { query: GetCustomer },
    result: {
      data: { getCustomer: customerFixture({ customFields: { customer_settings_lookbook_wishlist: lookbooks } }) },
    },
  };
}

/** updateCustomer writing `lookbooks`, answered with the customer holding them (or `result`). */
export function updateAnswer(lookbooks: string[], result?: object) {
  return {
    request: {
      query: UpdateCustomer,
      variables: { input: { customFields: { customer_settings_lookbook_wishlist: lookbooks } } },
    },
    result: result ?? {
      data: {
        updateCustomer: {
          __typename: 'Context' as const,
          customer: customerFixture({ customFields: { customer_settings_lookbook_wishlist: lookbooks } }),
        },
      },
    },
  };
}

/** The catalog's answer to a search for `skus`: the products of `found` (SKU → Product.id), as cards. */
export function productsAnswer(skus: string[], found: Record<string, string>) {
  return {
    request: { query: WishlistProducts, variables: { skus, itemsPerPage: skus.length } },
    result: {
      data: {
        search: {
          __typename: 'SearchResult' as const,
          productData: {
            __typename: 'ProductData' as const,
            products: Object.entries(found).map(([sku, id]) => product([], { sku, id, name: `Shoe ${sku}` })),
          },
        },
      },
    },
  };
}
