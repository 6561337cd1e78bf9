/**
 * The one seam between the storefront and the embedded commerce back end (DESIGN.md): everything
 * else in the storefront reaches commerce over GraphQL through this module or over HTTP.
 */
export async function executeEmbeddedCommerce(request: Request): Promise<Response> {
  const { executeCommerceRequest } = await import('../../../commerce/index');
  return executeCommerceRequest(request);
}
/** Opens, migrates and seeds the embedded database (first start); a no-op when commerce is remote. */
export async function prepareEmbeddedCommerce(): Promise<void> {
  if (process.env.COMMERCE_GRAPHQL_URL) return;
  const { ensureCommerceReady } = await import('../../../commerce/index');
  await ensureCommerceReady();
}
