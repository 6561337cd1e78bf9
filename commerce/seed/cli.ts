/**
 * `npm run seed`: wipes the configured database (DATABASE_URL, else the PGlite folder
 * COMMERCE_DATA_DIR ?? .data/pglite), migrates it and seeds the demo catalog, then renders the
 * product images into MEDIA_DIR ?? .data/media. Flags: --scale=N (or SEED_SCALE), --products=N,
 * --no-images. Do not run it while the dev server has the same PGlite folder open.
 */
import { sql } from 'drizzle-orm';
import { getDbHandle, migrate } from '../db/client';
import { closeCommerceDb } from '../lifecycle';
import { webhookSecret } from '../services/payment';
import { renderImages, seedCatalog, type SeedOptions } from './index';

function flag(name: string): string | undefined {
  const arg = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!arg) return undefined;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : 'true';
}

async function main() {
  const options: SeedOptions = { images: flag('no-images') ? false : process.env.COMMERCE_SEED_IMAGES !== '0' };
  if (flag('scale')) options.scale = Number(flag('scale'));
  if (flag('products')) options.products = Number(flag('products'));
  const started = Date.now();
  const handle = await getDbHandle();
  console.info(`[seed] wiping the ${handle.kind} database`);
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await handle.db.execute(sql`CREATE SCHEMA public`);
  await migrate(handle);
  const jobs = await seedCatalog(handle.db, options);
  await webhookSecret(handle.db);
  console.info(`[seed] ${jobs.length} style-colours in ${Date.now() - started} ms`);
  if (options.images !== false) {
    const t = Date.now();
    const rendered = await renderImages(jobs, options);
    console.info(`[seed] rendered ${rendered} image sets in ${Date.now() - t} ms`);
  }
  await closeCommerceDb();
}

main().catch(async (error) => {
  console.error('[seed] failed', error);
  await closeCommerceDb().catch(() => {});
  process.exit(1);
});
