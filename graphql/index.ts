import type { DocumentNode } from 'graphql';
import * as account from './account';
import * as card from './card';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as club from './club';
import * as contact from './contact';
import * as newsletter from './newsletter';
import * as orders from './orders';
import * as orderStatus from './order-status';
import * as pickup from './pickup';
import * as recentlyViewed from './recently-viewed';
import * as search from './search';
import * as sitemap from './sitemap';
import * as storeLocator from './store-locator';
import * as storeStock from './store-stock';
import * as wishlist from './wishlist';

const MODULES = {
  ...account,
  ...card,
  ...cart,
  ...catalog,
  ...checkout,
  ...club,
  ...contact,
  ...newsletter,
  ...orders,
  ...orderStatus,
  ...pickup,
  ...recentlyViewed,
  ...search,
  ...sitemap,
  ...storeLocator,
  ...storeStock,
  ...wishlist,
};

/** Whether a module's export is an operation (not a fragment the operations spread). */
const isOperation = (document: unknown) =>
  (document as DocumentNode).definitions?.some((definition) => definition.kind === 'OperationDefinition') ?? false;

/**
 * Every operation the storefront sends (the trusted-documents manifest is built from this list by
 * `scripts/persisted-manifest.ts`). Fragments are not operations and are left out.
 */
export const STOREFRONT_OPERATIONS = Object.fromEntries(
  Object.entries(MODULES).filter(([, document]) => isOperation(document)),
) as { [Name in keyof typeof MODULES]: (typeof MODULES)[Name] };
