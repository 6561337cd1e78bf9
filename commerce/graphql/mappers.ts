/**
 * The service-layer shapes the resolvers return where they differ from the GraphQL type of the
 * same name (`mappers` in generate-resolver-types.ts): the generated resolver types take these as parents and
 * results, and the field resolvers in resolvers.ts turn them into the schema's fields.
 */
import type * as cart from '../services/cart';
import type * as catalog from '../services/catalog';
import type { SearchUrl } from '../services/search-suggestions';

/**
 * A cart line as the cart service builds it: `product` is a thunk that loads the products of all
 * lines at once, only when a query selects it (graphql-js calls a function-valued field).
 */
export type CartItemModel = Awaited<ReturnType<typeof cart.getCart>>['items'][number];

/** A search's product data without `aggregations`, carrying what the facets are computed from. */
export type ProductDataModel = Awaited<ReturnType<typeof catalog.searchCatalog>>['productData'];

/** A URL record row: `parents` is the stored JSON, checked into breadcrumbs by its field resolver. */
export type UrlRecordModel = NonNullable<Awaited<ReturnType<typeof catalog.urlRecord>>>;

/** A list page of a search's `urlData`: `parents` is the stored JSON, checked as in UrlRecordModel. */
export type UrlItemModel = SearchUrl;
