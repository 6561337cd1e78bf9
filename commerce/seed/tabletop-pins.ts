/**
 * The demo staff PIN of every physical store's tablets (spec §7 'Tabletop'): `TABLETOP_DEMO_PIN`,
 * default {@link DEFAULT_TABLETOP_DEMO_PIN}. Set a store's own PIN with `npm run tabletop:pin`.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../services/common';
import { hashTabletopPin } from '../services/tabletop-staff';

export const DEFAULT_TABLETOP_DEMO_PIN = '246810';

/** The demo PIN: TABLETOP_DEMO_PIN when set, else {@link DEFAULT_TABLETOP_DEMO_PIN}. */
export function tabletopDemoPin(): string {
  return process.env.TABLETOP_DEMO_PIN?.trim() || DEFAULT_TABLETOP_DEMO_PIN;
}

/**
 * Gives every store the demo PIN when no store has a staff PIN yet (a new database, or one seeded
 * before tabletop mode existed, at its next start); otherwise changes nothing, so a PIN removed on
 * purpose does not come back. Returns how many stores got it.
 * @throws GraphQLError INVALID_INPUT when TABLETOP_DEMO_PIN is not 6 to 12 digits
 */
export async function seedTabletopPins(db: Tx): Promise<number> {
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM tabletop_staff_credentials`),
  );
  if (Number(n) > 0) return 0;
  // One hash for every store: argon2 takes tens of ms per hash, and one salted hash of a PIN every
  // store shares anyway gives away nothing more than 30 of them would.
  const pinHash = await hashTabletopPin(tabletopDemoPin());
  const inserted = rowsOf<{ store_id: number }>(
    await db.execute(sql`INSERT INTO tabletop_staff_credentials (store_id, pin_hash)
      SELECT id, ${pinHash} FROM physical_stores ORDER BY id
      ON CONFLICT (store_id) DO NOTHING RETURNING store_id`),
  );
  return inserted.length;
}
