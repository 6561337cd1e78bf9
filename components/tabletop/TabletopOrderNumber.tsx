import { clsx as cx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/Button.module.css';
import { TABLETOP_SESSION_ENDPOINT } from '@/lib/tabletop/client';
import styles from './TabletopOrderNumber.module.css';

/**
 * The finish page on a tablet in tabletop mode: the order number in large type for the shopper to
 * show at the till, and 'Done' that hands the tablet over to the next shopper (a plain form post to
 * the session endpoint: logged out, cart left behind, back to `/`; it works before any script has
 * loaded). The idle countdown does the same when the shopper walks away.
 */
export async function TabletopOrderNumber({ orderNumber }: { orderNumber: string }) {
  const t = await getTranslations('tabletop');
  return (
    <section className={styles.panel} aria-labelledby="tabletop-order-number-title">
      <h2 id="tabletop-order-number-title" className={styles.title}>
        {t('orderNumberTitle')}
      </h2>
      <p className={styles.number} data-testid="tabletop-order-number">
        {orderNumber}
      </p>
      <form method="post" action={TABLETOP_SESSION_ENDPOINT}>
        <button type="submit" className={cx(buttons.button, buttons.primary)}>
          {t('done')}
        </button>
      </form>
    </section>
  );
}
