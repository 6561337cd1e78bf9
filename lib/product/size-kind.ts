/**
 * What a product's sizes measure, from its size table (`Product.sizeTableId`: `shoes-women`,
 * `shoes-men` for shoes, `clothing` for clothing, null for one-size products). Some languages name
 * the two apart: French says 'pointure' for a shoe size and 'taille' for clothing, so the size
 * label, the size selector and the size chart choose their message by this kind (`{kind, select, …}`).
 */
export type SizeKind = 'shoes' | 'clothing';

/** The kind of sizes of a size table id (see the module doc); clothing unless the table is a shoe table. */
export function sizeKindOf(sizeTableId: string | null | undefined): SizeKind {
  return sizeTableId?.startsWith('shoes') ? 'shoes' : 'clothing';
}
