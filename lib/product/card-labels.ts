/**
 * The labels over a product card's image (spec §3 Product 'Labels: sale_label (JSON keyed per
 * country, e.g. sac_nl), marketing_label'; §2 'Product card').
 */

/** A card's sale label in a country: `sale_label.sac_<country>` when it is text, else `-{discount}%`, else null. */
export function saleLabelFor(
  product: { sale_label?: unknown; discount?: number | null; isSale: boolean },
  countryCode: string,
): string | null {
  if (!product.isSale) return null;
  const labels = product.sale_label;
  if (labels && typeof labels === 'object' && !Array.isArray(labels)) {
    const label = (labels as Record<string, unknown>)[`sac_${countryCode.toLowerCase()}`];
    if (typeof label === 'string' && label.trim()) return label.trim();
  }
  return product.discount ? `-${product.discount}%` : null;
}

/** Marketing label keys the shop translates (`product.marketingLabel.<key>`); others are shown as sent. */
export const MARKETING_LABEL_KEYS = ['bestseller', 'sustainable', 'online-only'] as const;
export type MarketingLabelKey = (typeof MARKETING_LABEL_KEYS)[number];

/** Whether a marketing label is one of the translated keys. */
export function isMarketingLabelKey(label: string): label is MarketingLabelKey {
  return (MARKETING_LABEL_KEYS as readonly string[]).includes(label);
}
