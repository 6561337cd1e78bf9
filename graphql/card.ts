import { graphql, type ResultOf } from './graphql';
import { VariantFields } from './fragments';

/**
 * What a product card's add button needs when it is pressed (spec §2 'Product card'; §7 Search with
 * the `sku` filter): sizes with stock, one-size flag, coming-soon date and what the add-to-cart
 * popup shows. Asked on the press, so the cards of a list carry no sizes in their HTML.
 */
export const CardAddProduct = graphql(
  `
    query CardAddProduct($sku: String!) {
      search(search: "", filters: [{ name: "sku", values: [$sku] }], page: 1, itemsPerPage: 1) {
        productData {
          products {
            sku
            url
            brand
            name
            image
            isOneSize
            sizeAttributeName
            sizeTableId
            comingSoonDate
            variants {
              ...VariantFields
            }
          }
        }
      }
    }
  `,
  [VariantFields],
);

/** A product as the card's add button uses it. */
export type CardAddProductData = ResultOf<typeof CardAddProduct>['search']['productData']['products'][number];
