/**
 * The embedded commerce back end (docs/architecture.md 'Back ends and the seam'). The
 * storefront reaches it only through app/api/graphql (executeCommerceRequest) and over GraphQL.
 */
import { getCommerceYoga } from './graphql/yoga';
import { ensureCommerceReady } from './ready';
import { getDb } from './db/client';
import { outboxHealth, type OutboxHealth } from './services/mailer';

export { getCommerceYoga } from './graphql/yoga';
export { ensureCommerceReady, configureSeed } from './ready';
export { configureCommerceDb, getDb } from './db/client';
export { closeCommerceDb } from './lifecycle';
export { onCatalogChange, type CatalogChange } from './events';
/** The GraphQL SDL (identical to schema.graphql), for tools and in-process execution. */
export { typeDefs } from './graphql/typeDefs';

/**
 * What the health endpoint reports of the back end once it is ready: the mail outbox (unsent mails, those
 * failing, the oldest one's age in seconds; `services/mailer.ts`).
 */
export async function commerceHealth(): Promise<{ mail: OutboxHealth }> {
  await ensureCommerceReady();
  return { mail: await outboxHealth(await getDb()) };
}

/** Ensures the database is ready, then answers a GraphQL / sandbox / webhook request. */
export async function executeCommerceRequest(request: Request): Promise<Response> {
  try {
    await ensureCommerceReady();
  } catch (error) {
    console.error('[commerce] not ready', error);
    return Response.json(
      {
        errors: [
          {
            message: 'Commerce is not available',
            extensions: { code: 'SERVICE_UNAVAILABLE', messageKey: 'errors.serviceUnavailable' },
          },
        ],
      },
      { status: 503 },
    );
  }
  return getCommerceYoga().fetch(request);
}
