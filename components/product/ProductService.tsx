import { Check, MessageCircle, Star, Store, Truck, Undo2, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ContentLink } from '@/components/ui/ContentLink';
import type { LayoutUsp } from '@/lib/prismic/layout-content';
import styles from './ProductService.module.css';

/** The usps custom type's icon names as icons; unknown names show a check. */
const ICONS: Record<string, LucideIcon> = {
  check: Check,
  truck: Truck,
  return: Undo2,
  chat: MessageCircle,
  star: Star,
  store: Store,
};

/**
 * The PDP's service block (spec §7 'Product content': usps and the delivery and returns page): the
 * selling points of the usps document `pdp` with their icons (decorative: the label says it all) and
 * a link to the delivery and returns page in the storefront's language. Renders nothing when the
 * content has neither. Server component.
 */
export function ProductService({
  usps,
  deliveryReturnsHref,
}: {
  usps: LayoutUsp[];
  deliveryReturnsHref: string | null;
}) {
  const t = useTranslations('pdpContent');
  if (usps.length === 0 && !deliveryReturnsHref) return null;
  return (
    <section aria-labelledby="pdp-service" className={styles.service}>
      <h2 id="pdp-service" className="visually-hidden">
        {t('sellingPoints')}
      </h2>
      {usps.length > 0 ? (
        <ul className={styles.usps}>
          {usps.map((usp) => {
            const Icon = ICONS[usp.icon] ?? Check;
            return (
              <li key={usp.label} className={styles.usp}>
                <Icon aria-hidden="true" focusable="false" size={20} className={styles.icon} />
                {usp.href ? <ContentLink href={usp.href}>{usp.label}</ContentLink> : usp.label}
              </li>
            );
          })}
        </ul>
      ) : null}
      {deliveryReturnsHref ? (
        <p className={styles.delivery}>
          <ContentLink href={deliveryReturnsHref}>{t('deliveryReturns')}</ContentLink>
        </p>
      ) : null}
    </section>
  );
}
