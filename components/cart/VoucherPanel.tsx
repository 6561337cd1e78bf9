'use client';

import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { CartItemData } from '@/graphql/fragments';
import { loginPathFor } from '@/lib/customer/paths';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './VoucherPanel.module.css';

const MemberVoucherPanel = lazy(() =>
  import('./MemberVoucherPanel').then((module) => ({ default: module.MemberVoucherPanel })),
);

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

/**
 * The cart's club voucher panel (spec §1 'voucher redemption online', §3 'Voucher', §7 addToCart
 * type promotion and item removal; issue 9 scope 4). A guest gets a link to log in and come back to
 * the cart; a member gets `MemberVoucherPanel`, loaded after hydration so a guest's cart ships no
 * form libraries and no button is shown before it works (the heading shows meanwhile).
 */
export function VoucherPanel(props: VoucherPanelProps) {
  const t = useTranslations('cart.voucher');
  const heading = (
    <h2 id="voucher-heading" className={styles.heading}>
      {t('heading')}
    </h2>
  );
  const { vouchers } = props;
  const hydrated = useHydrated();
  if (vouchers === null)
    return (
      <section className={styles.panel} aria-labelledby="voucher-heading">
        {heading}
        <p>
          {t.rich('guest', {
            link: (chunks) => (
              <Link href={loginPathFor('/cart/')} prefetch={false}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    );
  const loading = (
    <section className={styles.panel} aria-labelledby="voucher-heading">
      {heading}
    </section>
  );
  // Only after hydration: server-rendered buttons would ignore presses until the chunk arrived.
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <MemberVoucherPanel {...props} vouchers={vouchers} />
    </Suspense>
  );
}
