/**
 * GraphQL operations of the storefront (spec §7) against `commerce/schema.graphql`, with the result
 * types they select. Money is in euros incl. VAT (Float, two decimals).
 */

export const PRODUCT_CARD_FIELDS = /* GraphQL */ `
  fragment ProductCardFields on Product {
    id sku name brand color url price regular_price discount isSale isNew isOneSize
    image hover_image comingSoonDate totalAvailableStock
    variants { id size legacySku availableStock deliveryTime }
  }
`;

export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    name
    items {
      id referencedId label quantity type removable image url
      payload { productNumber stock options { group option } }
      price { unitPrice quantity totalPrice }
      deliveryInformation { stock deliveryTime }
    }
    price { netPrice totalPrice positionPrice calculatedTaxes { tax taxRate price } }
    deliveries {
      shippingCosts { totalPrice }
      shippingMethod { id name }
      deliveryDate { earliest latest }
    }
    errors { key messageKey message level }
  }
`;

/** Product card data (PLP, product slices, upsell). */
export interface ProductCardData {
  id: string;
  sku: string;
  name: string;
  brand: string;
  color: string;
  url: string;
  price: number;
  regular_price: number;
  discount: number | null;
  isSale: boolean;
  isNew: boolean;
  isOneSize: boolean;
  image: string;
  hover_image: string | null;
  comingSoonDate: string | null;
  totalAvailableStock: number;
  variants: VariantData[];
}

export interface VariantData {
  id: string;
  size: string;
  /** Legacy SKU for analytics (spec §4 'Notify modal'). */
  legacySku: string;
  availableStock: number;
  deliveryTime: string | null;
}

export interface CartItemData {
  id: string;
  referencedId: string;
  label: string;
  quantity: number;
  type: string;
  removable: boolean;
  image: string | null;
  url: string | null;
  payload: { productNumber: string; stock: number; options: { group: string; option: string }[] };
  price: { unitPrice: number; quantity: number; totalPrice: number };
  deliveryInformation: { stock: number; deliveryTime: string | null };
}

export interface CartData {
  name: string;
  items: CartItemData[];
  price: { netPrice: number; totalPrice: number; positionPrice: number; calculatedTaxes: { tax: number; taxRate: number; price: number }[] };
  deliveries: { shippingCosts: { totalPrice: number }; shippingMethod: { id: string; name: string }; deliveryDate: { earliest: string; latest: string } }[];
  errors: { key: string; messageKey: string; message: string; level: number }[];
}
