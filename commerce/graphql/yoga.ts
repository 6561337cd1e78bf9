import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { commerceGlobal, getDb } from '../db/client';
import { handlePaymentRoute } from './payment-routes';
import { resolvers, type GraphQLContext, type RequestState } from './resolvers';
import { typeDefs } from './typeDefs';

const states = new WeakMap<Request, RequestState>();
function stateOf(request: Request): RequestState {
  let state = states.get(request);
  if (!state) {
    state = {};
    states.set(request, state);
  }
  return state;
}

const commercePlugin: Plugin = {
  async onRequest({ request, endResponse }) {
    const pathname = new URL(request.url).pathname;
    if (!pathname.startsWith('/api/graphql/payment-')) return;
    const response = await handlePaymentRoute(await getDb(), request);
    if (response) endResponse(response);
  },
  onResponse({ request, response }) {
    const issued = states.get(request)?.issuedToken;
    if (issued) response.headers.set('x-context-token', issued);
    response.headers.set('cache-control', 'no-store');
  },
};

function createCommerceYoga() {
  const production = process.env.NODE_ENV === 'production';
  return createYoga({
    schema: createSchema<GraphQLContext>({ typeDefs, resolvers }),
    graphqlEndpoint: '/api/graphql',
    landingPage: false,
    graphiql: !production,
    maskedErrors: true,
    plugins: [commercePlugin],
    context: async ({ request }): Promise<Omit<GraphQLContext, 'request'>> => ({ db: await getDb(), state: stateOf(request) }),
  });
}

export type CommerceYoga = ReturnType<typeof createCommerceYoga>;

/** The process's graphql-yoga instance (a globalThis singleton). */
export function getCommerceYoga(): CommerceYoga {
  const state = commerceGlobal();
  state.yoga ??= createCommerceYoga();
  return state.yoga as CommerceYoga;
}
