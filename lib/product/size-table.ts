import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';

/** One row of a size chart: the same size in the four systems (spec §2 'Size chart modal'). */
export interface SizeTableRow {
  eu: string;
  us: string;
  uk: string;
  /** Foot length (shoes) or chest (clothing) in centimetres, as the editor wrote it. */
  cm: string;
}

/** A product's size table (spec §3 'Size table'): its title, the rows of the first slice and the optional advice. */
export interface SizeTable {
  /** The document's uid, the catalog's `Product.sizeTableId` (`shoes-women`, `shoes-men`, `clothing`). */
  id: string;
  /** Heading of the size chart; empty when the editor left it out. */
  title: string;
  /** Size advice (rich text), or null when empty. */
  advice: prismic.RichTextField | null;
  rows: SizeTableRow[];
}

const text = (value: prismic.KeyTextField | undefined) => (value ?? '').trim();

/**
 * The size table of a Prismic `size_table` document (spec §3 'Size table': slices, the first slice
 * has items with size_eu, size_us, size_uk, size_cm; optional advice text). Rows come from the first
 * slice only; an item without an EU size is skipped. Null for a missing document or one without
 * rows, so the PDP shows no size chart trigger (spec §2 'The trigger shows only if a size table exists').
 */
export function toSizeTable(document: Content.SizeTableDocument | null | undefined): SizeTable | null {
  const first = document?.data.slices?.[0];
  if (!document || !first || first.slice_type !== 'size_table_rows') return null;
  const rows = first.items.flatMap((item) =>
    text(item.size_eu)
      ? [{ eu: text(item.size_eu), us: text(item.size_us), uk: text(item.size_uk), cm: text(item.size_cm) }]
      : [],
  );
  if (rows.length === 0) return null;
  return {
    id: document.uid,
    title: text(document.data.title),
    advice: prismic.isFilled.richText(document.data.advice) ? document.data.advice : null,
    rows,
  };
}
