import { Kind, type ValueNode } from 'graphql';
import { resolveStore, type Lang } from '../config/stores';
import * as catalog from '../services/catalog';
import * as cart from '../services/cart';
import * as checkout from '../services/checkout';
import { fail, type CommerceDb, type ServiceContext } from '../services/common';
import { paymentMethodDto, paymentMethodsOf, shippingMethodDto, shippingMethodsOf } from '../services/context';
import { customerOrderDetail } from '../services/order-detail';
import { handlePayment } from '../services/payment';
import { customerResolvers } from './customer-resolvers';

/** Request-scoped state shared with the yoga plugin (x-context-token). */
export interface RequestState {
  issuedToken?: string;
  /** The request's once-only work (ServiceContext.perRequest). */
  perRequest?: Map<string, Promise<unknown>>;
}

export interface GraphQLContext {
  request: Request;
  db: CommerceDb;
  state: RequestState;
}

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization');
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return m ? m[1]! : null;
}

function serviceContext(context: GraphQLContext, args: { token?: string | null }): ServiceContext {
  const store = resolveStore(context.request.headers.get('x-store-key'));
  if (!store) throw fail('STORE_NOT_FOUND', 'Unknown store (x-store-key).');
  let origin: string | null = null;
  try {
    origin = new URL(context.request.url).origin;
  } catch {
    origin = null;
  }
  const token = args.token != null && args.token !== '' ? args.token : bearer(context.request);
  context.state.perRequest ??= new Map();
  return { db: context.db, store, lang: store.lang, token, origin, perRequest: context.state.perRequest };
}

/** The shape of {@link run}, for resolver modules beside this one. */
export type RunService = typeof run;

/** Runs a service with the request's store and token and records a context it created. */
async function run<T>(
  context: GraphQLContext,
  args: { token?: string | null },
  fn: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  const ctx = serviceContext(context, args);
  const result = await fn(ctx);
  if (ctx.issuedToken) context.state.issuedToken = ctx.issuedToken;
  return result;
}

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

type A = Record<string, never> & { token?: string | null };
const langOf = (value: unknown): Lang | undefined => {
  const code = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (['nl', 'fr', 'de', 'en'] as const).find((l) => l === code);
};

const customer = customerResolvers(run);

export const resolvers = {
  JSON: JSONScalar,
  ProductData: {
    aggregations: (parent: Parameters<typeof catalog.productDataAggregations>[1], _: unknown, c: GraphQLContext) =>
      run(c, {}, (ctx) => Promise.resolve(catalog.productDataAggregations(ctx.db, parent))),
  },
  Query: {
    storeConfig: (_: unknown, args: A, c: GraphQLContext) =>
      run(c, args, async (ctx) => catalog.storeConfig(ctx.store)),
    search: (_: unknown, args: catalog.SearchArgs, c: GraphQLContext) =>
      run(c, {}, (ctx) => catalog.searchCatalog(ctx.db, ctx.store, args)),
    pdp: (_: unknown, args: { sku: string; lang?: string | null }, c: GraphQLContext) =>
      run(c, {}, (ctx) => catalog.pdp(ctx.db, ctx.store, args.sku, langOf(args.lang))),
    getProductUrlBySku: (_: unknown, args: { sku: string }, c: GraphQLContext) =>
      run(c, {}, (ctx) => catalog.productUrlBySku(ctx.db, ctx.store, args.sku)),
    url: (_: unknown, args: { url: string }, c: GraphQLContext) =>
      run(c, {}, (ctx) => catalog.urlRecord(ctx.db, ctx.store, args.url)),
    esUrlsGlobal: (_: unknown, args: { urlId: string }, c: GraphQLContext) =>
      run(c, {}, (ctx) => catalog.alternateUrls(ctx.db, ctx.store, args.urlId)),
    getContext: (_: unknown, args: A, c: GraphQLContext) => run(c, args, (ctx) => cart.getContext(ctx)),
    getCart: (_: unknown, args: A, c: GraphQLContext) => run(c, args, (ctx) => cart.getCart(ctx)),
    getShippingMethods: (_: unknown, args: A, c: GraphQLContext) =>
      run(c, args, async (ctx) => (await shippingMethodsOf(ctx.db, ctx.store.key)).map(shippingMethodDto)),
    getPaymentMethods: (_: unknown, args: A, c: GraphQLContext) =>
      run(c, args, async (ctx) => (await paymentMethodsOf(ctx.db, ctx.store.key)).map(paymentMethodDto)),
    SwOrder: (
      _: unknown,
      args: { token?: string | null; id: string; deepLinkCode?: string | null },
      c: GraphQLContext,
    ) => run(c, args, (ctx) => customerOrderDetail(ctx, args.id, args.deepLinkCode)),
    ...customer.Query,
  },
  Mutation: {
    addToCart: (
      _: unknown,
      args: {
        token?: string | null;
        addCartItemsInput: { items: { referencedId: string; type: string; quantity: number }[] };
      },
      c: GraphQLContext,
    ) => run(c, args, (ctx) => cart.addToCart(ctx, args.addCartItemsInput.items)),
    updateCartItem: (
      _: unknown,
      args: { token?: string | null; cartItemInput: { id: string; quantity: number; type?: string | null } },
      c: GraphQLContext,
    ) => run(c, args, (ctx) => cart.updateCartItem(ctx, args.cartItemInput)),
    deleteCartItem: (_: unknown, args: { token?: string | null; id: string }, c: GraphQLContext) =>
      run(c, args, (ctx) => cart.deleteCartItem(ctx, args.id)),
    restoreCart: (_: unknown, args: A, c: GraphQLContext) => run(c, args, (ctx) => cart.restoreCart(ctx)),
    updateShippingMethod: (_: unknown, args: { token?: string | null; id: string }, c: GraphQLContext) =>
      run(c, args, (ctx) => checkout.updateShippingMethod(ctx, args.id)),
    updatePaymentMethod: (_: unknown, args: { token?: string | null; id: string }, c: GraphQLContext) =>
      run(c, args, (ctx) => checkout.updatePaymentMethod(ctx, args.id)),
    updateShippingAddress: (
      _: unknown,
      args: { token?: string | null; input: Record<string, unknown> },
      c: GraphQLContext,
    ) => run(c, args, (ctx) => checkout.updateShippingAddress(ctx, args.input)),
    placeOrder: (
      _: unknown,
      args: { token?: string | null; order?: { customerComment?: string | null } | null },
      c: GraphQLContext,
    ) => run(c, args, (ctx) => checkout.placeOrder(ctx, args.order)),
    handlePayment: (
      _: unknown,
      args: {
        token?: string | null;
        input: { orderId: string; finishUrl: string; errorUrl: string; additionalData?: unknown };
      },
      c: GraphQLContext,
    ) => run(c, args, (ctx) => handlePayment(ctx, args.input)),
    ...customer.Mutation,
  },
};
