import Cookies from 'js-cookie';
import { VisitorCart } from '@/graphql/cart';
import { COOKIES } from '@/lib/stores';
import type { CartData, CartItemData, ProductCardData, VariantData } from '@/graphql/fragments';

/** A cart line as commerce returns it (with `__typename`s, as the Apollo cache needs them). */
export function cartLine(overrides: {
  id: string;
  label: string;
  quantity?: number;
  unitPrice?: number;
  regularPrice?: number;
  size?: string;
  brand?: string;
  stock?: number;
  /** The product's size table (`shoes-women` for a shoe): what the line's size measures. */
  sizeTableId?: string | null;
}): CartItemData {
  const quantity = overrides.quantity ?? 1;
  const unitPrice = overrides.unitPrice ?? 89.95;
  return {
    __typename: 'CartItem',
    id: overrides.id,
    referencedId: `variant-${overrides.id}`,
    label: overrides.label,
    quantity,
    type: 'product',
    removable: true,
    image: null,
    url: `/${overrides.id}/`,
    payload: {
      __typename: 'CartItemPayload',
      productNumber: '100001.001',
      stock: overrides.stock ?? 20,
      size: overrides.size ?? '38',
      options: [{ __typename: 'CartItemOption', group: 'Maat', option: overrides.size ?? '38' }],
    },
    product: {
      __typename: 'Product',
      id: `product-${overrides.id}`,
      brand: overrides.brand ?? 'Rivoli',
      color: 'Cognac',
      regular_price: overrides.regularPrice ?? unitPrice,
      sizeTableId: overrides.sizeTableId ?? null,
    },
    price: {
      __typename: 'CalculatedPrice',
      unitPrice,
      quantity,
      totalPrice: Math.round(unitPrice * quantity * 100) / 100,
    },
    deliveryInformation: { __typename: 'DeliveryInformation', stock: overrides.stock ?? 20, deliveryTime: null },
  } as unknown as CartItemData;
}

/** A cart of `items` with totals computed like the back end (shipping € 4,95 on top). */
export function cart(items: CartItemData[], errors: CartData['errors'] = []): CartData {
  const positionPrice = Math.round(items.reduce((sum, item) => sum + item.price.totalPrice, 0) * 100) / 100;
  return {
    __typename: 'Cart',
    name: 'frontend-cart',
    items,
    price: {
      __typename: 'CartPrice',
      netPrice: positionPrice / 1.21,
      totalPrice: positionPrice + 4.95,
      positionPrice,
      calculatedTaxes: [],
    },
    deliveries: [],
    errors,
  } as unknown as CartData;
}

export function variant(
  id: string,
  size: string,
  availableStock: number,
  deliveryTime: string | null = null,
): VariantData {
  return {
    __typename: 'Variant',
    id,
    size,
    legacySku: `L${id}`,
    availableStock,
    deliveryTime,
  } as unknown as VariantData;
}

export function product(variants: VariantData[], overrides: Partial<ProductCardData> = {}): ProductCardData {
  return {
    __typename: 'Product',
    id: 'p1',
    sku: '100001.001',
    parentSku: '100001',
    name: 'Odile pump',
    brand: 'Rivoli',
    color: 'Cognac',
    url: '/rivoli-odile-pump-cognac-100001-001/',
    price: 89.95,
    regular_price: 89.95,
    discount: null,
    isSale: false,
    isNew: false,
    isOneSize: false,
    image: '/media/products/100001.001/main-498x705.webp',
    hover_image: null,
    sizeAttributeName: 'size',
    sale_label: null,
    marketing_label: null,
    relatedProducts: [],
    categories: [
      { __typename: 'ProductCategory', id: 'c1', level: 1, name: 'Women' },
      { __typename: 'ProductCategory', id: 'c12', level: 2, name: 'Pumps' },
    ],
    comingSoonDate: null,
    totalAvailableStock: variants.reduce((sum, entry) => sum + entry.availableStock, 0),
    variants,
    ...overrides,
  } as unknown as ProductCardData;
}

/** The MockLink answer to the mini cart's `VisitorCart` query: the visitor's cart. */
export function visitorCartAnswer(visitorCart: CartData) {
  return {
    request: { query: VisitorCart },
    result: { data: { getContext: { __typename: 'Context' as const, cart: visitorCart } } },
  };
}

/**
 * A visitor with a context and `visitorCart`: sets the hint cookie the BFF would set and returns
 * {@link visitorCartAnswer}. Clear the cookie after the test.
 */
export function visitorWithCart(visitorCart: CartData) {
  Cookies.set(COOKIES.contextHint, '1');
  return visitorCartAnswer(visitorCart);
}
