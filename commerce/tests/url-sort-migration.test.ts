/**
 * Migration 0013 on a database seeded before it (spec §3 URL record sort fields): the sale page of
 * every store gets its default sort (`sale`, as a fresh seed gives it), the other list pages none. Runs
 * on an in-memory PGlite of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, schema, type CommerceDb } from '../db/client';
import { rowsOf } from '../services/common';
import { presetListRecords } from '../seed/list-pages';

let client: PGlite;
let db: CommerceDb;
let before0013: string;

beforeAll(async () => {
  // The migrations up to 0012, as a database seeded before URL records had a sort.
  before0013 = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0012-'));
  const folder = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 12);
  fs.mkdirSync(path.join(before0013, 'meta'));
  fs.writeFileSync(path.join(before0013, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(before0013, `${entry.tag}.sql`));
  client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  db = drizzle({ client, schema }) as unknown as CommerceDb;
  await migrate(db as never, { migrationsFolder: before0013 });
});
afterAll(async () => {
  await client?.close();
  if (before0013) fs.rmSync(before0013, { recursive: true, force: true });
});

describe('migration 0013 on a database seeded before it', () => {
  it('gives the sale pages the sale sort and leaves the other list pages without one', async () => {
    // The preset list pages as an older seed wrote them: without the sort column.
    for (const row of presetListRecords({ women: 1, men: 2 }).filter((record) => record.categoryId == null))
      await db.execute(sql`INSERT INTO url_records (store_key, url, page_type, label, filters)
        VALUES (${row.storeKey}, ${row.url}, ${row.pageType}, ${row.label}, ${JSON.stringify(row.filters)}::jsonb)`);
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
    const rows = rowsOf<{ store_key: string; url: string; sort: string | null }>(
      await db.execute(sql`SELECT store_key, url, sort FROM url_records ORDER BY id`),
    );
    const sorted = rows.filter((row) => row.sort !== null);
    expect(sorted.map((row) => [row.store_key, row.url, row.sort])).toEqual(
      presetListRecords({ women: 1, men: 2 })
        .filter((record) => record.sort)
        .map((record) => [record.storeKey, record.url, 'sale']),
    );
    expect(sorted.length).toBe(9);
    expect(sorted.every((row) => row.url === '/sale/' || row.url === '/soldes/')).toBe(true);
  });
});
