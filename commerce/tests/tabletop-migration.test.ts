/**
 * Migration 0009 on a database seeded before it: the stores get the branch codes the seed gives
 * (seed/physical-stores.ts), the stores the locator adds later get theirs, and the first start
 * gives every store the demo staff PIN. Runs on an in-memory PGlite of its own.
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
import { PHYSICAL_STORES } from '../seed/physical-stores';
import { physicalStoreRows, ensureServicePointData } from '../seed/service-points';
import { seedTabletopPins } from '../seed/tabletop-pins';

let client: PGlite;
let db: CommerceDb;
let before0009: string;

beforeAll(async () => {
  // The migrations up to 0008, as a database seeded before tabletop mode had them.
  before0009 = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-0008-'));
  const folder = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((entry: { idx: number }) => entry.idx <= 8);
  fs.mkdirSync(path.join(before0009, 'meta'));
  fs.writeFileSync(path.join(before0009, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(folder, `${entry.tag}.sql`), path.join(before0009, `${entry.tag}.sql`));
  client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  db = drizzle({ client, schema }) as unknown as CommerceDb;
  await migrate(db as never, { migrationsFolder: before0009 });
});
afterAll(async () => {
  await client?.close();
  if (before0009) fs.rmSync(before0009, { recursive: true, force: true });
});

const codes = async () =>
  rowsOf<{ provider_id: string; branch_code: string }>(
    await db.execute(sql`SELECT provider_id, branch_code FROM physical_stores ORDER BY id`),
  ).map((row) => [row.provider_id, row.branch_code]);

describe('migration 0009 on a database seeded before it', () => {
  it('gives the stores the seed’s branch codes, the stores added later theirs, and every store the demo PIN', async () => {
    // The first five stores, as the oldest seeds made them, without the columns of later migrations.
    for (const row of physicalStoreRows(true).slice(0, 5))
      await db.execute(sql`INSERT INTO physical_stores (id, provider_id, title, street, house_number, postcode, city, country, reference)
        VALUES (${row.id}, ${row.providerId}, ${row.title}, ${row.street}, ${row.houseNumber}, ${row.postcode}, ${row.city}, ${row.country}, ${row.reference})`);
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('physical_stores', 'id'), 5)`);
    await migrate(db as never, { migrationsFolder: migrationsFolder() });
    expect(await codes()).toEqual(PHYSICAL_STORES.slice(0, 5).map((store) => [store.providerId, store.branchCode]));

    await ensureServicePointData(db);
    expect(await codes()).toEqual(PHYSICAL_STORES.map((store) => [store.providerId, store.branchCode]));
    expect(await seedTabletopPins(db)).toBe(PHYSICAL_STORES.length);
    expect(await seedTabletopPins(db)).toBe(0);
  });
});
