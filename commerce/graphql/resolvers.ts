import { Kind, type ValueNode } from 'graphql';
import type { Lang } from '../config/stores';
import * as catalog from '../services/catalog';
import * as cart from '../services/cart';
import * as checkout from '../services/checkout';
import { paymentMethodDto, paymentMethodsOf, shippingMethodDto, shippingMethodsOf } from '../services/context';
import { customerOrderDetail } from '../services/order-detail';
import { handlePayment } from '../services/payment';
import { sitemapUrls } from '../services/sitemap';
import { listStores, storeDto } from '../services/stores';
import { breadcrumbsOf } from './breadcrumbs';
import { customerResolvers } from './customer-resolvers';
import { servicePointResolvers } from './service-point-resolvers';
import { run } from './request-context';
import type { MutationResolvers, QueryResolvers, Resolvers } from './resolvers-types';

function parseLiteral(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, parseLiteral(f.value, variables)]));
    case Kind.LIST:
      return ast.values.map((v) => parseLiteral(v, variables));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    default:
      return null;
  }
}

/** JSON scalar as a plain graphql-tools scalar config (no GraphQLScalarType instance: no cross-copy hazard). */
const JSONScalar = {
  __serialize: (v: unknown) => v,
  __parseValue: (v: unknown) => v,
  __parseLiteral: (ast: ValueNode, variables?: Record<string, unknown> | null) => parseLiteral(ast, variables),
};

const langOf = (value: string | null | undefined): Lang | undefined => {
  const code = value ? value.slice(0, 2).toLowerCase() : '';
  return (['nl', 'fr', 'de', 'en'] as const).find((l) => l === code);
};

const customer = customerResolvers(run);
const servicePoints = servicePointResolvers(run);

/**
 * The commerce contract's resolvers (spec §7), typed by the generated `Resolvers` of
 * commerce/schema.graphql (docs/decisions/0022-resolver-types-from-the-schema.md): argument, parent
 * and result types come from the schema, and `satisfies Required<…>` makes a Query or Mutation field
 * without a resolver a type error. JSON stays a plain scalar config rather than the generated
 * `GraphQLScalarType`.
 */
export const resolvers: Omit<Resolvers, 'JSON'> & { JSON: typeof JSONScalar } = {
  JSON: JSONScalar,
  ProductData: {
    aggregations: (parent, _, c) =>
      run(c, {}, (ctx) => Promise.resolve(catalog.productDataAggregations(ctx.db, parent))),
  },
  // The stored breadcrumbs are JSON the database types as unknown (mappers.ts).
  UrlRecord: { parents: (record) => breadcrumbsOf(record.parents) },
  UrlItem: { parents: (item) => breadcrumbsOf(item.parents) },
  // The relations are loaded with the product; `type` only narrows what is sent.
  Product: {
    relatedProducts: (product, args) =>
      args.type ? product.relatedProducts.filter((related) => related.type === args.type) : product.relatedProducts,
  },
  Query: {
    storeConfig: (_, args, c) => run(c, args, async (ctx) => catalog.storeConfig(ctx.store)),
    search: (_, args, c) => run(c, {}, (ctx) => catalog.searchCatalog(ctx.db, ctx.store, args)),
    pdp: (_, args, c) => run(c, {}, (ctx) => catalog.pdp(ctx.db, ctx.store, args.sku, langOf(args.lang))),
    getProductUrlBySku: (_, args, c) => run(c, {}, (ctx) => catalog.productUrlBySku(ctx.db, ctx.store, args.sku)),
    url: (_, args, c) => run(c, {}, (ctx) => catalog.urlRecord(ctx.db, ctx.store, args.url)),
    esUrlsGlobal: (_, args, c) => run(c, {}, (ctx) => catalog.alternateUrls(ctx.db, ctx.store, args.urlId)),
    stores: () => listStores(),
    currentStore: (_, args, c) => run(c, {}, async (ctx) => storeDto(ctx.store)),
    sitemapUrls: (_, args, c) => run(c, {}, (ctx) => sitemapUrls(ctx.db, ctx.store, args)),
    getContext: (_, args, c) => run(c, args, (ctx) => cart.getContext(ctx)),
    getCart: (_, args, c) => run(c, args, (ctx) => cart.getCart(ctx)),
    getShippingMethods: (_, args, c) =>
      run(c, args, async (ctx) => (await shippingMethodsOf(ctx.db, ctx.store.key)).map(shippingMethodDto)),
    getPaymentMethods: (_, args, c) =>
      run(c, args, async (ctx) => (await paymentMethodsOf(ctx.db, ctx.store.key)).map(paymentMethodDto)),
    SwOrder: (_, args, c) => run(c, args, (ctx) => customerOrderDetail(ctx, args.id, args.deepLinkCode)),
    ...customer.Query,
    ...servicePoints.Query,
  } satisfies Required<QueryResolvers>,
  Mutation: {
    addToCart: (_, args, c) => run(c, args, (ctx) => cart.addToCart(ctx, args.addCartItemsInput.items)),
    updateCartItem: (_, args, c) => run(c, args, (ctx) => cart.updateCartItem(ctx, args.cartItemInput)),
    deleteCartItem: (_, args, c) => run(c, args, (ctx) => cart.deleteCartItem(ctx, args.id)),
    restoreCart: (_, args, c) => run(c, args, (ctx) => cart.restoreCart(ctx)),
    updateShippingMethod: (_, args, c) =>
      run(c, args, (ctx) => checkout.updateShippingMethod(ctx, args.id, args.servicePoint)),
    updatePaymentMethod: (_, args, c) => run(c, args, (ctx) => checkout.updatePaymentMethod(ctx, args.id)),
    updateShippingAddress: (_, args, c) => run(c, args, (ctx) => checkout.updateShippingAddress(ctx, args.input)),
    placeOrder: (_, args, c) => run(c, args, (ctx) => checkout.placeOrder(ctx, args.order)),
    handlePayment: (_, args, c) => run(c, args, (ctx) => handlePayment(ctx, args.input)),
    ...customer.Mutation,
  } satisfies Required<MutationResolvers>,
};
