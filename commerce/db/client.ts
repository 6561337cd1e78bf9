import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openPool } from './pg-pool';
import * as schema from './schema';

export type Schema = typeof schema;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommerceDb = PgDatabase<PgQueryResultHKT, Schema, any>;
/** A database or a transaction: services accept either. */
export type Tx = Parameters<Parameters<CommerceDb['transaction']>[0]>[0] | CommerceDb;

export interface CommerceDbOptions {
  /** postgres:// URL; default process.env.DATABASE_URL. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for an in-memory database. Default COMMERCE_DATA_DIR ?? .data/pglite */
  dataDir?: string;
}

export interface DbHandle {
  db: CommerceDb;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * The per-process state. Besides the database handle it holds what the layers above cache for the
 * open database (the readiness promise, the webhook secret, the GraphQL server), so closing the
 * database forgets them too; their types are plain, so this module imports nothing above it.
 */
interface CommerceGlobal {
  options: CommerceDbOptions;
  handle?: Promise<DbHandle>;
  ready?: Promise<void>;
  webhookSecret?: string;
  yoga?: unknown;
}

const KEY = Symbol.for('storefront.commerce.db');

/** Per-process state shared by every copy of this module (Next loads modules several times). */
export function commerceGlobal(): CommerceGlobal {
  const g = globalThis as unknown as Record<symbol, CommerceGlobal | undefined>;
  let state = g[KEY];
  if (!state) {
    state = { options: {} };
    g[KEY] = state;
  }
  return state;
}

/** Sets how the database is opened; call before the first use (tests, seed CLI). */
export function configureCommerceDb(options: CommerceDbOptions): void {
  const state = commerceGlobal();
  if (state.handle) throw new Error('commerce database already opened');
  state.options = { ...options };
}

async function open(options: CommerceDbOptions): Promise<DbHandle> {
  const url = options.databaseUrl ?? (options.dataDir ? undefined : process.env.DATABASE_URL);
  if (url) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = await openPool(url, Number(process.env.COMMERCE_DB_POOL ?? 10));
    const db = drizzle({ client: pool, schema }) as unknown as CommerceDb;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const dataDir = options.dataDir ?? (isNextBuild() ? 'memory://' : pgliteDataDir());
  const memory = dataDir.startsWith('memory://');
  if (!memory) fs.mkdirSync(dataDir, { recursive: true });
  const client = await createPglite(memory ? undefined : dataDir);
  const db = drizzle({ client, schema }) as unknown as CommerceDb;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** The embedded database's folder: `COMMERCE_DATA_DIR`, default `.data/pglite`. */
export function pgliteDataDir(): string {
  return process.env.COMMERCE_DATA_DIR ?? '.data/pglite';
}

/**
 * A PGlite database in `dataDir` (in memory when undefined) with the extensions the schema uses (pg_trgm,
 * unaccent); `loadDataDir` fills an empty folder from a dump (`commerce/db/backup.ts`).
 */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
}

/**
 * Whether this process is `next build` prerendering cached pages. It reads the catalog from a fresh
 * in-memory copy of the seeded database (the seed is deterministic: same ids, same products): PGlite
 * is single-process, so the build must never open the data directory a running shop holds.
 */
export function isNextBuild(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** The process's one database handle, opened lazily. */
export function getDbHandle(): Promise<DbHandle> {
  const state = commerceGlobal();
  if (!state.handle) {
    state.handle = open(state.options);
    state.handle.catch(() => {
      state.handle = undefined;
    });
  }
  return state.handle;
}

export async function getDb(): Promise<CommerceDb> {
  return (await getDbHandle()).db;
}

/**
 * Closes the database at once and forgets what was cached for it; the next use opens it again. Work
 * still running on it fails: callers close through `closeCommerceDb` (`commerce/lifecycle.ts`),
 * which lets that work finish first.
 */
export async function closeDbHandle(): Promise<void> {
  const state = commerceGlobal();
  const handle = state.handle;
  state.handle = undefined;
  state.ready = undefined;
  state.yoga = undefined;
  state.webhookSecret = undefined;
  if (handle) await (await handle).close();
}

/** Folder of the drizzle-kit migrations; the project root first (Next bundles this module). */
export function migrationsFolder(): string {
  const fromCwd = path.join(process.cwd(), 'commerce', 'db', 'migrations');
  if (fs.existsSync(path.join(fromCwd, 'meta', '_journal.json'))) return fromCwd;
  // Outside Next (vitest, the seed CLI) the module sits beside its migrations.
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
}

/** Applies the migrations with drizzle's migrator. */
export async function migrate(handle: DbHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(handle.db as any, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await run(handle.db as any, { migrationsFolder: folder });
  }
}

export { schema };
