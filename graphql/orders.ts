/**
 * The logged-in customer's order page (spec §2 '/customer' orders/{id}, §3 'Order detail' and
 * 'Order history entry', §4 'Order status shown'). Read on the server per request.
 */
import { graphql, type ResultOf } from './graphql';

/** An order's address as the order page shows it (delivery and billing alike). */
export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstName
    lastName
    street
    additionalAddressLine1
    additionalAddressLine2
    zipcode
    city
    phoneNumber
    country {
      name
    }
    customFields
  }
`);

/**
 * §7 SwOrder by id alone (no deepLinkCode): the session's own order with its fulfilment, lines,
 * addresses, methods and totals, and the customer's previous and next orders by date. null when the
 * id is unknown or not the customer's.
 */
export const CustomerOrder = graphql(
  `
    query CustomerOrder($id: ID!) {
      SwOrder(id: $id) {
        id
        number
        createdAt
        currency
        orderType
        shipmentDate
        trackTraceUrl
        approvalStatus
        allocationStatus
        pickStatus
        shipmentStatus
        paymentState
        previousOrderId
        nextOrderId
        price {
          netPrice
          totalPrice
          positionPrice
          calculatedTaxes {
            tax
            taxRate
          }
        }
        shippingCosts {
          totalPrice
        }
        items {
          sku
          name
          size
          sizeTableId
          quantity
          regularPrice
          salePrice
          totalPrice
          type
          image
          url
          brand
          color
        }
        shippingAddress {
          ...OrderAddressFields
        }
        billingAddress {
          ...OrderAddressFields
        }
        shippingMethod {
          id
          name
        }
        paymentMethod {
          id
          name
        }
      }
    }
  `,
  [OrderAddressFields],
);

/** The order the page shows. */
export type CustomerOrderData = NonNullable<ResultOf<typeof CustomerOrder>['SwOrder']>;
/** One line of it (article, delivery, discount or transaction costs). */
export type CustomerOrderItem = CustomerOrderData['items'][number];
/** Its shipping or billing address as placed. */
export type CustomerOrderAddress = CustomerOrderData['shippingAddress'];

/** Whether the logged-in customer has an order of this id (proxy.ts answers 404 before rendering otherwise). */
export const CustomerOrderExists = graphql(`
  query CustomerOrderExists($id: ID!) {
    SwOrder(id: $id) {
      id
    }
  }
`);

/** How many orders the logged-in customer has (proxy.ts answers a history page past the last with 404). */
export const CustomerOrderCount = graphql(`
  query CustomerOrderCount {
    GetOrderHistory(page: 1, limit: 1) {
      count
    }
  }
`);
