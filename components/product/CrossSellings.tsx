import { useTranslations } from 'next-intl';
import type { CrossSellingData } from '@/graphql/catalog';
import { ProductGrid } from './ProductGrid';
import styles from './CrossSellings.module.css';

/** Cards shown per cross-selling group (one row on a wide screen). */
const PER_GROUP = 4;

/** Headings of the spec's group names; other names are not shown. */
const GROUP_HEADINGS = { complementary: 'complementary', maintenance: 'maintenance' } as const;

/**
 * The PDP's cross-selling groups (spec §3 Product 'crossSellings': complementary or maintenance),
 * each under its own heading ('You may also like', 'Care for your shoes') with up to four product
 * cards, in the order the back end gives them. Empty groups and unknown names are skipped.
 * Server component. `hideDiscounts`: the cards show no discount labels (Belgium's sale period, spec §9).
 */
export function CrossSellings({
  groups,
  locale,
  hideDiscounts = false,
}: {
  groups: CrossSellingData[];
  locale: string;
  hideDiscounts?: boolean;
}) {
  const t = useTranslations('pdpContent');
  const shown = groups.filter(
    (group): group is CrossSellingData & { name: keyof typeof GROUP_HEADINGS } =>
      group.name in GROUP_HEADINGS && group.products.length > 0,
  );
  return shown.map((group) => (
    <section key={group.name} className={styles.group} aria-labelledby={`pdp-cross-${group.name}`}>
      <h2 id={`pdp-cross-${group.name}`}>{t(GROUP_HEADINGS[group.name])}</h2>
      <ProductGrid
        products={group.products.slice(0, PER_GROUP).map((entry) => entry.product)}
        locale={locale}
        hideDiscounts={hideDiscounts}
      />
    </section>
  ));
}
