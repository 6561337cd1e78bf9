import * as account from './account';
import * as card from './card';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as recentlyViewed from './recently-viewed';
import * as search from './search';

/**
 * Every operation the storefront sends (the trusted-documents manifest is built from this list by
 * `scripts/persisted-manifest.ts`). Fragments are not operations and are not listed.
 */
export const STOREFRONT_OPERATIONS = {
  ...account,
  ...card,
  ...cart,
  ...catalog,
  ...checkout,
  ...recentlyViewed,
  ...search,
};
