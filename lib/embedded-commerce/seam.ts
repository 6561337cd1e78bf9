import { revalidateCatalogChange } from '@/lib/cache/revalidate';

/**
 * Executes one GraphQL request in process against the embedded commerce back end (the BFF route
 * `app/api/graphql/` and the server-side Apollo link, `lib/apollo/embedded-fetch.ts`, call it).
 * This module is the one seam between the storefront and `commerce/` (docs/architecture.md
 * 'Layering'): everything else in the storefront reaches commerce over GraphQL through it, or over
 * HTTP when `COMMERCE_GRAPHQL_URL` is set. The back end is loaded on first use.
 */
export async function executeEmbeddedCommerce(request: Request): Promise<Response> {
  const commerce = await import('../../commerce/index');
  subscribeToCatalogChanges(commerce.onCatalogChange);
  return commerce.executeCommerceRequest(request);
}

const SUBSCRIBED = Symbol.for('storefront.catalogChangeSubscription');

/**
 * The embedded back end announces stock, price and product changes in process (a remote one posts
 * them to `/api/revalidate`): the cached pages they touch are revalidated by tag. Once per process.
 */
function subscribeToCatalogChanges(onCatalogChange: typeof import('../../commerce/index').onCatalogChange): void {
  const g = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (g[SUBSCRIBED]) return;
  g[SUBSCRIBED] = true;
  // Synchronously, inside the request that made the change, so Next applies the revalidation with it.
  onCatalogChange((change) => revalidateCatalogChange(change));
}
/** Opens, migrates and seeds the embedded database (first start); a no-op when commerce is remote. */
export async function prepareEmbeddedCommerce(): Promise<void> {
  if (process.env.COMMERCE_GRAPHQL_URL) return;
  const { ensureCommerceReady } = await import('../../commerce/index');
  await ensureCommerceReady();
}

/**
 * What the health endpoint reports of the embedded back end, once it is ready (opened, migrated and seeded
 * on the first call): its mail outbox (`mail.unsent`, `mail.failing` after 3 failed attempts,
 * `mail.oldestUnsentSeconds`). Null when commerce is remote (its health is its own).
 * @throws when the embedded database cannot be opened or read
 */
export async function embeddedCommerceHealth(): Promise<Awaited<
  ReturnType<typeof import('../../commerce/index').commerceHealth>
> | null> {
  if (process.env.COMMERCE_GRAPHQL_URL) return null;
  const { commerceHealth } = await import('../../commerce/index');
  return commerceHealth();
}
