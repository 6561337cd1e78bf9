'use client';

import { Link } from '@/components/ui/Link';
import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { loginPathFor } from '@/lib/customer/paths';
import { useHydrated } from '@/lib/use-hydrated';
import type { VoucherPanelProps } from './voucher-types';
import styles from './VoucherPanel.module.css';

const MemberVoucherPanel = lazy(() =>
  import('./MemberVoucherPanel').then((module) => ({ default: module.MemberVoucherPanel })),
);

/**
 * The cart's club voucher panel (spec §1 'voucher redemption online', §3 'Voucher', §7 addToCart
 * type promotion and item removal). A guest gets a link to log in and come back to
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
