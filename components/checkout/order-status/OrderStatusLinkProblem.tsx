import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { CUSTOMER_PATHS, loginPathFor } from '@/lib/customer/paths';
import { telHref, type StoreContact } from '@/lib/stores';
import { clsx as cx } from 'clsx';
import notices from '@/components/ui/Notice.module.css';

/**
 * Why a status link shows no order (spec §2 '/checkout/' child status): `expired` after its 90
 * days, else not valid (unknown, altered, cut off or missing), and the ways on: logging in to the
 * order history, or the storefront's customer service by e-mail and phone (`contact`). Server
 * component; plain links, no script.
 */
export async function OrderStatusLinkProblem({
  reason,
  contact,
}: {
  reason: 'expired' | 'invalid';
  contact: StoreContact;
}) {
  const t = await getTranslations('orderStatus');
  return (
    <div className={cx(notices.notice, notices.error)} data-testid="order-status-problem">
      <p>{reason === 'expired' ? t('expired') : t('invalid')}</p>
      <p>{t('help')}</p>
      <ul>
        <li>
          <Link href={loginPathFor(CUSTOMER_PATHS.orders)}>{t('login')}</Link>
        </li>
        <li>
          <a href={`mailto:${contact.email}`}>{t('email', { email: contact.email })}</a>
        </li>
        <li>
          <a href={telHref(contact.phone)}>{t('phone', { phone: contact.phone })}</a>
        </li>
      </ul>
    </div>
  );
}
