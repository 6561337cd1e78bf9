/**
 * Branch codes of the physical stores (spec §3 'Tabletop session' location code, §4 'the code sets
 * the branch code and the newsletter source'): `NL01`, `BE03` … as `physical_stores.branch_code`
 * holds them. Orders, club registrations and newsletter sign-ups from a tablet carry one.
 */
import { eq } from 'drizzle-orm';
import * as s from '../db/schema';
import { fail, type Tx } from './common';

/** Longest branch code accepted as input; the stored ones have 4 characters. */
export const BRANCH_CODE_MAX_LENGTH = 20;

/**
 * The stored branch code `code` names (trimmed, case-insensitive), or null when no store has it.
 * Input that cannot be a branch code (empty, too long) is null without a query.
 */
export async function knownBranchCode(db: Tx, code: string): Promise<string | null> {
  const wanted = code.trim().toUpperCase();
  if (!wanted || wanted.length > BRANCH_CODE_MAX_LENGTH) return null;
  const [row] = await db
    .select({ branchCode: s.physicalStores.branchCode })
    .from(s.physicalStores)
    .where(eq(s.physicalStores.branchCode, wanted))
    .limit(1);
  return row?.branchCode ?? null;
}

/**
 * The stored branch code of an input field, null when the field is empty or absent.
 * @throws GraphQLError INVALID_INPUT with `fields: [field]` when no store has the code
 */
export async function branchCodeInput(db: Tx, code: string | null | undefined, field: string): Promise<string | null> {
  if (code == null || code.trim() === '') return null;
  const known = await knownBranchCode(db, code);
  if (!known) throw fail('INVALID_INPUT', `Invalid input: ${field}.`, { fields: [field] });
  return known;
}
