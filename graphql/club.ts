/**
 * The logged-in customer's club card, vouchers and order history (spec §3 'Voucher', 'Order history
 * entry'; §7 vouchers, GetOrderHistory). Read on the server per request.
 */
import { graphql, type ResultOf } from './graphql';

/** §9 Club: points, points to the next voucher, card number; and the usable vouchers. */
export const CustomerClub = graphql(`
  query CustomerClub {
    loyalty {
      points
      pointsToNextVoucher
      cardNumber
    }
    vouchers {
      barcode
      waarde
      currency
      geldig_vanaf
      geldig_tm
      miniumPurchaseAmount
    }
  }
`);

/** §7 vouchers alone: the member's usable vouchers, for the cart's voucher panel. */
export const CustomerVouchers = graphql(`
  query CustomerVouchers {
    vouchers {
      barcode
      waarde
      geldig_tm
      miniumPurchaseAmount
    }
  }
`);

/** §7 GetOrderHistory: one page of the customer's orders, newest first. */
export const OrderHistory = graphql(`
  query OrderHistory($page: Int!, $limit: Int!) {
    GetOrderHistory(page: $page, limit: $limit) {
      count
      orders {
        id
        number
        orderDate
        orderType
        shipmentDate
        shipmentStatus
        trackTraceUrl
        totalAmount
        currency
        items {
          type
          quantity
        }
      }
    }
  }
`);

export type CustomerClubData = ResultOf<typeof CustomerClub>;
export type OrderHistoryEntry = ResultOf<typeof OrderHistory>['GetOrderHistory']['orders'][number];
