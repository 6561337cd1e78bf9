/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file> [--replace]` (see ./backup.ts): the database
 * of `DATABASE_URL` when set, else the PGlite folder `COMMERCE_DATA_DIR` (default `.data/pglite`). Stop the
 * shop before a PGlite backup or any restore.
 */
import { backupPglite, backupPostgres, defaultBackupFile, restorePglite, restorePostgres } from './backup';
import { pgliteDataDir } from './client';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const replace = rest.includes('--replace');
  const file = rest.find((arg) => !arg.startsWith('--'));
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = pgliteDataDir();
  const where = databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the PGlite folder ${dataDir}`;
  if (command === 'backup') {
    const target = file ?? defaultBackupFile(databaseUrl ? 'postgres' : 'pglite');
    if (databaseUrl) backupPostgres(databaseUrl, target);
    else await backupPglite(dataDir, target);
    console.info(`[db] backed up ${where} to ${target}`);
  } else if (command === 'restore' && file) {
    if (databaseUrl) restorePostgres(file, databaseUrl);
    else {
      const keptAside = await restorePglite(file, dataDir, { replace });
      if (keptAside) console.info(`[db] the database that was there is kept in ${keptAside}`);
    }
    console.info(`[db] restored ${where} from ${file}`);
  } else {
    console.error('usage: npm run db:backup -- [file] | npm run db:restore -- <file> [--replace]');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(`[db] ${(error as Error).message}`);
  process.exitCode = 1;
});
