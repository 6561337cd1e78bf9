import { sql } from 'drizzle-orm';
import { commerceGlobal, getDbHandle, isNextBuild, migrate } from './db/client';
import { rowsOf } from './services/common';
import { webhookSecret } from './services/payment';
import { imageJobs, renderImages, seedCatalog, type SeedOptions } from './seed/index';
import { ensureServicePointData } from './seed/service-points';
import { ensureStoreData } from './seed/store-data';
import { seedTabletopPins } from './seed/tabletop-pins';
import { deliverOutbox } from './services/mailer';

const SEED_OPTIONS = Symbol.for('storefront.commerce.seedOptions');
/** Shared by every copy of this module (Next loads modules several times), like `commerceGlobal`. */
const seedState = globalThis as unknown as Record<typeof SEED_OPTIONS, SeedOptions | undefined>;

/** Seed options for the first start (tests: a small catalog without images). */
export function configureSeed(options: SeedOptions): void {
  seedState[SEED_OPTIONS] = options;
}

function imagesEnabled(options: SeedOptions): boolean {
  if (options.images != null) return options.images;
  // The build's in-memory catalog only feeds prerendered pages; images belong to the running shop.
  if (isNextBuild()) return false;
  return process.env.COMMERCE_SEED_IMAGES !== '0';
}

/** Opens, migrates and (when the catalog is empty) seeds the database; idempotent, one shared promise. */
export function ensureCommerceReady(): Promise<void> {
  const state = commerceGlobal();
  if (!state.ready) {
    const ready = (async () => {
      const started = Date.now();
      const handle = await getDbHandle();
      await migrate(handle);
      const options = seedState[SEED_OPTIONS] ?? {};
      const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
        await handle.db.execute(sql`SELECT count(*)::int AS n FROM products`),
      );
      let jobs = null;
      if (Number(n) === 0) {
        jobs = await seedCatalog(handle.db, options);
        if (process.env.NODE_ENV !== 'test')
          console.info(`[commerce] migrated and seeded ${jobs.length} products in ${Date.now() - started} ms`);
      } else {
        // A catalog seeded before the store locator existed gains its stores and carrier points,
        // one seeded before tabletop mode its stores' demo staff PIN, one seeded before a storefront
        // existed that storefront's URLs, methods and prices.
        await ensureServicePointData(handle.db);
        await ensureStoreData(handle.db);
        await seedTabletopPins(handle.db);
      }
      await webhookSecret(handle.db);
      // Mails a previous run queued but could not send.
      void deliverOutbox(handle.db);
      if (imagesEnabled(options)) {
        const work = (async () => renderImages(jobs ?? (await imageJobs(handle.db)), options))();
        if (options.awaitImages) await work;
        else work.catch((error) => console.warn('[commerce] image rendering failed', error));
      }
    })();
    state.ready = ready;
    ready.catch(() => {
      if (state.ready === ready) state.ready = undefined;
    });
  }
  return state.ready;
}
