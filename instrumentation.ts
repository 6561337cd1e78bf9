/**
 * Runs once when the server starts: creates, migrates and seeds the embedded database on first
 * start so the first shopper does not wait for it. Skipped while `next build` runs.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.COMMERCE_GRAPHQL_URL) return;
  const { prepareEmbeddedCommerce } = await import('./lib/embedded-commerce/seam');
  await prepareEmbeddedCommerce();
}
