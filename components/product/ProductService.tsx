import { useTranslations } from 'next-intl';
import { ContentLink } from '@/components/ui/ContentLink';
import { UspList } from '@/components/ui/UspList';
import type { LayoutUsp } from '@/lib/prismic/layout-content';
import styles from './ProductService.module.css';

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
      <UspList usps={usps} />
      {deliveryReturnsHref ? (
        <p className={styles.delivery}>
          <ContentLink href={deliveryReturnsHref}>{t('deliveryReturns')}</ContentLink>
        </p>
      ) : null}
    </section>
  );
}
