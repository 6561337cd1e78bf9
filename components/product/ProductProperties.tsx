import { useTranslations } from 'next-intl';
import type { PropertyGroupData } from '@/graphql/catalog';
import styles from './ProductProperties.module.css';

/**
 * The property groups the product detail shows (spec §3 swProduct.properties): the visible ones in
 * position order, each a name and its options (comma-separated), e.g. 'Colour: Black'. Groups not
 * visible on the detail page (the gender) or without options are left out.
 */
export function visibleProperties(properties: readonly PropertyGroupData[]): { name: string; value: string }[] {
  return properties
    .filter((group) => group.visible && group.options.length > 0)
    .sort((a, b) => a.position - b.position)
    .map((group) => ({ name: group.name, value: group.options.map((option) => option.name).join(', ') }));
}

/**
 * The PDP's 'Product details' list of the product's visible properties ({@link visibleProperties}), the
 * names and values as commerce words them in the store's language; nothing when there are none.
 * Server component.
 */
export function ProductProperties({ properties }: { properties: readonly PropertyGroupData[] }) {
  const t = useTranslations('product');
  const rows = visibleProperties(properties);
  if (!rows.length) return null;
  return (
    <section aria-labelledby="pdp-properties">
      <h2 id="pdp-properties">{t('properties')}</h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.name} className={styles.row}>
            <dt>{row.name}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
