/**
 * Backup and restore of the commerce database (commerce/db/backup.ts): a round trip keeps every row of
 * every table (orders, customers, stock, carts, the outbox…), compared table by table through a digest of
 * its rows; a restore never overwrites a database without being asked, and keeps the old one aside.
 * The embedded PGlite folder always; a PostgreSQL server's database too when DATABASE_URL is set.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { closeCommerceDb, configureCommerceDb, configureSeed, ensureCommerceReady, getDb } from '../index';
import { backupPglite, backupPostgres, defaultBackupFile, restorePglite, restorePostgres } from '../db/backup';
import { rowsOf } from '../services/common';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-backup-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every table of the database with a digest of its rows (md5 of the rows as text, in text order). */
async function digest(): Promise<Record<string, string>> {
  const db = await getDb();
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    ),
  ).map((row) => row.name);
  const digests: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ rows: number; md5: string | null }>(
      await db.execute(
        sql.raw(
          `SELECT count(*)::int AS rows, md5(string_agg(t::text, ',' ORDER BY t::text)) AS md5 FROM "${table}" t`,
        ),
      ),
    );
    digests[table] = `${row!.rows}:${row!.md5 ?? ''}`;
  }
  return digests;
}

/** Opens the database as configured, seeded, with a change made after the seed (stock sold, a mail queued). */
async function seededWithChanges(): Promise<Record<string, string>> {
  configureSeed({ products: 40, images: false });
  await ensureCommerceReady();
  const db = await getDb();
  await db.execute(
    sql`UPDATE variants SET stock = stock - 1 WHERE id = (SELECT min(id) FROM variants WHERE stock > 0)`,
  );
  await db.execute(
    sql`INSERT INTO outbox_mails ("to", subject, body) VALUES ('backup@example.com', 'Kept', 'A mail still to send')`,
  );
  const before = await digest();
  expect(Number(before.orders!.split(':')[0])).toBeGreaterThan(0);
  expect(Number(before.customers!.split(':')[0])).toBeGreaterThan(0);
  return before;
}

describe('the embedded PGlite database', () => {
  it('comes back row for row from its backup file', async () => {
    const live = path.join(scratch, 'pglite');
    configureCommerceDb({ dataDir: live });
    const before = await seededWithChanges();
    await closeCommerceDb();

    const file = path.join(scratch, 'backups', 'shop.tar.gz');
    await backupPglite(live, file);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const restored = path.join(scratch, 'restored');
    expect(await restorePglite(file, restored)).toBeNull();
    configureCommerceDb({ dataDir: restored });
    expect(await digest()).toEqual(before);
    await closeCommerceDb();
  });

  it('restores over a database only when asked, keeping the old one aside', async () => {
    const file = path.join(scratch, 'backups', 'shop.tar.gz');
    const target = path.join(scratch, 'restored');
    await expect(restorePglite(file, target)).rejects.toThrow(/--replace/);
    const keptAside = await restorePglite(file, target, { replace: true });
    expect(keptAside).toMatch(/restored\.before-restore-\d+$/);
    expect(fs.existsSync(path.join(keptAside!, 'PG_VERSION'))).toBe(true);
    await expect(restorePglite(path.join(scratch, 'missing.tar.gz'), target)).rejects.toThrow(/no backup/);
    await expect(backupPglite(path.join(scratch, 'empty'), file)).rejects.toThrow(/no PGlite database/);
  });

  it('names a backup by its time when no file is given', () => {
    expect(defaultBackupFile('pglite', new Date('2026-12-02T07:05:09Z'))).toBe(
      path.join('.data', 'backups', 'commerce-20261202-070509.tar.gz'),
    );
    expect(defaultBackupFile('postgres', new Date('2026-12-02T07:05:09Z'))).toMatch(/commerce-20261202-070509\.dump$/);
  });
});

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('a PostgreSQL server’s database', () => {
  it('comes back row for row in another database from its pg_dump backup', async () => {
    const { default: pg } = await import('pg');
    const names = [0, 1].map(() => `storefront_backup_${randomBytes(6).toString('hex')}`);
    const urlOf = (name: string) => Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
      configureCommerceDb({ databaseUrl: urlOf(names[0]!) });
      const before = await seededWithChanges();
      await closeCommerceDb();

      const file = path.join(scratch, 'backups', 'shop.dump');
      backupPostgres(urlOf(names[0]!), file);
      restorePostgres(file, urlOf(names[1]!));
      configureCommerceDb({ databaseUrl: urlOf(names[1]!) });
      expect(await digest()).toEqual(before);
      await closeCommerceDb();
    } finally {
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
