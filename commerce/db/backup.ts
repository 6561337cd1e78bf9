/**
 * Backup and restore of the commerce database (`npm run db:backup`, `npm run db:restore`): orders,
 * customers, carts, stock, the outbox, everything the back end keeps.
 *
 * - The embedded PGlite folder (`COMMERCE_DATA_DIR`, default `.data/pglite`) is dumped with PGlite's own
 *   `dumpDataDir` into one gzipped tar file and restored into a folder with `loadDataDir`. PGlite is
 *   single-process: stop the shop first, or the dump may miss what it writes meanwhile.
 * - A PostgreSQL server (`DATABASE_URL`) is dumped with `pg_dump --format=custom` and restored with
 *   `pg_restore --clean --if-exists` in one transaction; the PostgreSQL client tools must be installed.
 *   The server may keep serving while it is dumped (pg_dump reads one consistent snapshot).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPglite } from './client';

/** Where a backup goes when no file is named: `.data/backups/commerce-<UTC timestamp>.<tar.gz | dump>`. */
export function defaultBackupFile(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return path.join('.data', 'backups', `commerce-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/**
 * Dumps the PGlite folder `dataDir` into `file` (gzipped tar; its folder is created).
 * @throws when `dataDir` holds no database
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${dataDir}`);
  const client = await createPglite(dataDir);
  try {
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Restores the dump `file` into the PGlite folder `dataDir`. An existing database there is kept aside as
 * `<dataDir>.before-restore-<timestamp>` (never deleted) when `replace` is true, else refused.
 * @returns the folder the previous database was moved to, or null when there was none
 * @throws when `file` is missing, or `dataDir` holds a database and `replace` is false
 */
export async function restorePglite(file: string, dataDir: string, { replace = false } = {}): Promise<string | null> {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  let keptAside: string | null = null;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    if (!replace) throw new Error(`${dataDir} holds a database: pass --replace to keep it aside and restore`);
    keptAside = `${dataDir}.before-restore-${Date.now()}`;
    fs.renameSync(dataDir, keptAside);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const client = await createPglite(dataDir, new Blob([fs.readFileSync(file)]));
  await client.close();
  return keptAside;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error)
    throw new Error(`${command} could not run (install the PostgreSQL client tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}`);
}

/** Dumps the PostgreSQL database at `databaseUrl` into `file` (pg_dump's custom format). */
export function backupPostgres(databaseUrl: string, file: string): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  run('pg_dump', ['--format=custom', '--no-owner', '--file', file, databaseUrl]);
}

/** Restores `file` into the PostgreSQL database at `databaseUrl`, replacing its objects, in one transaction. */
export function restorePostgres(file: string, databaseUrl: string): void {
  if (!fs.existsSync(file)) throw new Error(`no backup at ${file}`);
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', databaseUrl, file]);
}
