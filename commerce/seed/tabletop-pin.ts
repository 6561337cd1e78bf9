/**
 * `npm run tabletop:pin -- <store reference|branch code|provider id> <pin>`: sets the staff PIN of one
 * physical store's tablets (6 to 12 digits; spec §7 'Tabletop') and lifts a lock of its PIN, in the
 * shop's database (DATABASE_URL, else the PGlite folder COMMERCE_DATA_DIR ?? .data/pglite), migrated
 * first. PGlite is single-process: stop the shop before using it on the PGlite folder.
 */
import { getDbHandle, migrate } from '../db/client';
import { closeCommerceDb } from '../lifecycle';
import { setTabletopPin } from '../services/tabletop';

const USAGE = 'usage: npm run tabletop:pin -- <store reference|branch code|provider id> <pin (6 to 12 digits)>';

async function main(): Promise<number> {
  const [location, pin, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (!location || !pin || rest.length) {
    console.error(USAGE);
    return 2;
  }
  const handle = await getDbHandle();
  if (handle.kind === 'pglite')
    console.info('[tabletop] PGlite database: the shop must be stopped while this runs (PGlite is single-process)');
  await migrate(handle);
  try {
    const store = await setTabletopPin(handle.db, location, pin);
    console.info(`[tabletop] staff PIN set for ${store.title} (${store.branchCode}, ${store.providerId})`);
    return 0;
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (code !== 'INVALID_INPUT') throw error;
    console.error(`[tabletop] ${(error as Error).message}\n${USAGE}`);
    return 1;
  }
}

main()
  .then(async (status) => {
    await closeCommerceDb();
    process.exit(status);
  })
  .catch(async (error) => {
    console.error('[tabletop] failed', error);
    await closeCommerceDb().catch(() => {});
    process.exit(1);
  });
