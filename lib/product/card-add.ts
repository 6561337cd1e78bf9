/** The data attribute of a product card's add button: the style-colour SKU it adds (`NNNNNN.NNN`). */
export const CARD_ADD_ATTRIBUTE = 'data-card-add';

/** The add button a click landed on, and its SKU; null for any other click. */
export function cardAddTarget(target: EventTarget | null): { button: HTMLButtonElement; sku: string } | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLButtonElement>(`button[${CARD_ADD_ATTRIBUTE}]`);
  const sku = button?.getAttribute(CARD_ADD_ATTRIBUTE);
  return button && sku ? { button, sku } : null;
}
