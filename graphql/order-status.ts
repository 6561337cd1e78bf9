/**
 * The order status page's operation (spec §2 '/checkout/' child status, §7 GetOrderHistory with
 * emailToken; docs/decisions/0033-order-status-links.md).
 */
import { graphql, type ResultOf } from './graphql';

/**
 * §7 GetOrderHistory(emailToken): the one order of a confirmation mail's status link, for anyone
 * holding it (no account, no session). ORDER_STATUS_LINK_INVALID for an unknown or altered token,
 * ORDER_STATUS_LINK_EXPIRED after its 90 days. Amounts are euros (or pounds) incl. VAT in `currency`.
 */
export const OrderStatus = graphql(`
  query OrderStatus($emailToken: String!) {
    GetOrderHistory(emailToken: $emailToken) {
      orders {
        id
        number
        orderDate
        orderType
        shipmentDate
        trackTraceUrl
        totalAmount
        currency
        items {
          sku
          name
          size
          sizeTableId
          quantity
          type
        }
      }
    }
  }
`);

/** The order a status link shows. */
export type OrderStatusEntry = ResultOf<typeof OrderStatus>['GetOrderHistory']['orders'][number];
