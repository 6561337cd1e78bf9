import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import type { CustomerClubData } from '@/graphql/club';
import styles from './ClubCard.module.css';

/**
 * The dashboard's club section (spec §1, §9 'Club'; §3 'Voucher'): the points balance, the points
 * still needed for the next 10 euro voucher, the card number and every usable voucher with its
 * barcode, value, validity and minimum purchase. Server component; amounts in euros, dates in the
 * storefront's locale.
 */
export async function ClubCard({ club }: { club: CustomerClubData }) {
  const t = await getTranslations('customer.club');
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  const day = (iso: string) => formatDate(new Date(`${iso}T12:00:00Z`), locale, { dateStyle: 'long', timeZone: 'UTC' });
  const money = (euros: number) => format.number(euros, { style: 'currency', currency: 'EUR' });
  return (
    <section className={styles.club} aria-labelledby="club-heading">
      <h2 id="club-heading">{t('heading')}</h2>
      <p className={styles.points}>{t('points', { points: club.loyalty.points })}</p>
      <p>{t('nextVoucher', { points: club.loyalty.pointsToNextVoucher })}</p>
      <p className={styles.card}>{t('cardNumber', { number: club.loyalty.cardNumber })}</p>
      <h3>{t('vouchersHeading')}</h3>
      {club.vouchers.length === 0 ? (
        <p>{t('noVouchers')}</p>
      ) : (
        <ul className={styles.vouchers}>
          {club.vouchers.map((voucher) => (
            <li key={voucher.barcode} className={styles.voucher}>
              <strong>{t('voucherValue', { value: money(voucher.waarde) })}</strong>
              <span>{t('voucherBarcode', { barcode: voucher.barcode })}</span>
              <span>{t('voucherValid', { from: day(voucher.geldig_vanaf), until: day(voucher.geldig_tm) })}</span>
              {voucher.miniumPurchaseAmount ? (
                <span>{t('voucherMinimum', { amount: money(voucher.miniumPurchaseAmount) })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
