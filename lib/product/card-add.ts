import type { ProductCardData } from '@/graphql/fragments';

/** What the add button needs of a card's product: a client island gets only these (RSC payload). */
export type CardAddProduct = Pick<
  ProductCardData,
  'sku' | 'url' | 'brand' | 'name' | 'image' | 'isOneSize' | 'sizeAttributeName' | 'comingSoonDate' | 'variants'
>;

/** The {@link CardAddProduct} fields of a card's product, nothing more. */
export function cardAddProduct(product: ProductCardData): CardAddProduct {
  const { sku, url, brand, name, image, isOneSize, sizeAttributeName, comingSoonDate, variants } = product;
  return { sku, url, brand, name, image, isOneSize, sizeAttributeName, comingSoonDate, variants };
}
