import { graphql, type ResultOf } from './graphql';

/**
 * What a small product tile shows (search overlay results, recently viewed): image, brand, name,
 * colour (the colours of one style look alike in a list), price. Money in euros incl. VAT.
 */
export const ProductTileFields = graphql(`
  fragment ProductTileFields on Product {
    id
    sku
    name
    brand
    color
    url
    image
    price
    regular_price
  }
`);

/** A size of a style-colour as the size selection shows it (spec §3 variants): stock and delivery time. */
export const VariantFields = graphql(`
  fragment VariantFields on Variant {
    id
    size
    legacySku
    availableStock
    deliveryTime
  }
`);

/**
 * Product card fields (PLP, product slices, upsell). Money in euros incl. VAT. `parentSku` and the
 * categories' names and levels are what the card's wishlist heart reports to analytics (spec §3
 * 'Wishlist product for analytics', §7 addToWishlist).
 * Its related products are the other colours (type `color_relation`, the colour thumbnails) alone: a
 * card has no use for a shoe's care products.
 */
export const ProductCardFields = graphql(
  `
    fragment ProductCardFields on Product {
      id
      sku
      parentSku
      name
      brand
      color
      url
      price
      regular_price
      discount
      isSale
      isNew
      isOneSize
      sizeAttributeName
      image
      hover_image
      sale_label
      marketing_label
      comingSoonDate
      totalAvailableStock
      categories {
        id
        level
        name
      }
      relatedProducts(type: "color_relation") {
        name
        url
        image
        productNumber
        type
        active
      }
      variants {
        ...VariantFields
      }
    }
  `,
  [VariantFields],
);

/**
 * The cart as every island shows it (spec §3 Cart). `Cart` is a singleton in the Apollo cache
 * (`Cart:{}`), so every operation that selects these fields updates the mini cart, the popup and
 * the cart page at once. A line's size, brand, colour and regular price come from the back end,
 * not from a translated option group name.
 */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    name
    items {
      id
      referencedId
      label
      quantity
      type
      removable
      image
      url
      payload {
        productNumber
        stock
        size
        options {
          group
          option
        }
      }
      product {
        id
        brand
        color
        regular_price
        sizeTableId
      }
      price {
        unitPrice
        quantity
        totalPrice
      }
      deliveryInformation {
        stock
        deliveryTime
      }
    }
    price {
      netPrice
      totalPrice
      positionPrice
      calculatedTaxes {
        tax
        taxRate
        price
      }
    }
    deliveries {
      shippingCosts {
        totalPrice
      }
      shippingMethod {
        id
        name
      }
      deliveryDate {
        earliest
        latest
      }
    }
    errors {
      key
      messageKey
      message
      level
    }
  }
`);

export type ProductCardData = ResultOf<typeof ProductCardFields>;
export type VariantData = ProductCardData['variants'][number];
export type CartData = ResultOf<typeof CartFields>;
export type CartItemData = CartData['items'][number];

/**
 * A service point's opening hours (spec §3 Service point): the week (day 1 Monday … 7 Sunday, local
 * HH:MM periods) and the dated exceptions (holidays, late openings), local to the point's `timeZone`.
 */
export const ServicePointHoursFields = graphql(`
  fragment ServicePointHoursFields on ServicePoint {
    timeZone
    openingDays {
      day
      open
      periods {
        start
        end
      }
    }
    openingDayExceptions {
      date
      day
      open
      reason
      periods {
        start
        end
      }
    }
  }
`);

/** A service point's name and address (spec §3 Service point). */
export const ServicePointAddressFields = graphql(`
  fragment ServicePointAddressFields on ServicePoint {
    title
    street
    houseNumber
    houseNumberAddition
    postcode
    city
    country
  }
`);
