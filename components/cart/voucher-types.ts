/**
 * What the cart's voucher panels share: the voucher shape, the printed code's pattern and the
 * panel's props (`VoucherPanel.tsx` for everyone, its lazily loaded `MemberVoucherPanel.tsx` for
 * members).
 */
import type { CartItemData } from '@/graphql/fragments';

/** A club voucher the logged-in member can redeem (spec §3 'Voucher': amounts in euros, days YYYY-MM-DD). */
export interface UsableVoucher {
  barcode: string;
  waarde: number;
  geldig_tm: string;
  miniumPurchaseAmount?: number | null;
}

/** A voucher code as the club prints it: 6 to 20 digits (the back end checks the same). */
export const VOUCHER_CODE = /^\d{6,20}$/;

/** The voucher panel's props. */
export interface VoucherPanelProps {
  /** The member's usable vouchers; null for a guest, who is asked to log in instead. */
  vouchers: UsableVoucher[] | null;
  /** The cart's promotion lines (vouchers already redeemed). */
  promotions: CartItemData[];
  locale: string;
  /** A change of the cart is running: buttons ignore presses (and stay focusable). */
  busy: boolean;
  /** Redeems a voucher; rejects with a translated message to show. */
  onRedeem: (barcode: string) => Promise<void>;
  /** Removes a promotion line; rejects with a translated message to show. */
  onRemove: (line: CartItemData) => Promise<void>;
}
