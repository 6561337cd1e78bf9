import { afterAll, beforeAll } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady } from '@/commerce/index';

/**
 * Runs the file's tests against the real embedded back end on a fresh in-memory PGlite with a small
 * seed (4 products a category, no images): migrated and seeded before the first test, closed after the
 * last. For tests that call the storefront's route handlers (the BFF, the tabletop routes).
 */
export function withEmbeddedCommerce(): void {
  beforeAll(async () => {
    configureCommerceDb({ dataDir: 'memory://' });
    configureSeed({ products: 4, images: false });
    await ensureCommerceReady();
  });
  afterAll(closeCommerceDb);
}
