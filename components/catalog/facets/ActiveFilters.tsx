import { Link } from '@/components/ui/Link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AggregationData } from '@/graphql/catalog';
import { plpHref, toggleFlag, toggleValue, VALUE_FACETS, withoutFilters, type PlpState } from '@/lib/catalog/plp-state';
import { formatPriceBound } from '@/lib/format';
import styles from './FacetPanel.module.css';

/**
 * The filters in force as removable chips (spec §2 'Product lists'), each a link to the list without it, and
 * 'Clear all filters'. Labels come from the facets (a brand's name for its slug, a colour's name for
 * its key), a price range in the storefront's format; nothing when no filter is set.
 */
export async function ActiveFilters({
  facets,
  state,
  baseUrl,
}: {
  facets: AggregationData[];
  state: PlpState;
  baseUrl: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('plp'), getLocale()]);
  const labelOf = (name: string, value: string) =>
    facets
      .find((facet) => facet.name === name)
      ?.entries.find((entry) => entry.value.toLowerCase() === value.toLowerCase())?.label ?? value;
  const chips: { key: string; label: string; href: string }[] = [];
  for (const facet of VALUE_FACETS) {
    for (const value of state.values[facet]) {
      chips.push({
        key: `${facet}:${value}`,
        label: labelOf(facet, value),
        href: plpHref(baseUrl, toggleValue(state, facet, value)),
      });
    }
  }
  if (state.price) {
    const [from, to] = state.price.split('-');
    const range = t('priceRange', {
      kind: from && to ? 'both' : from ? 'from' : 'to',
      from: from ? formatPriceBound(Number(from), locale) : '',
      to: to ? formatPriceBound(Number(to), locale) : '',
    });
    chips.push({
      key: 'price',
      label: `${t('facet.price')}: ${range}`,
      href: plpHref(baseUrl, { ...state, price: null, page: 1 }),
    });
  }
  for (const flag of ['sale', 'new'] as const) {
    if (state[flag])
      chips.push({ key: flag, label: t(`facet.${flag}`), href: plpHref(baseUrl, toggleFlag(state, flag)) });
  }
  if (chips.length === 0) return null;
  return (
    <section className={styles.active} aria-label={t('activeFilters')}>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              prefetch="intent"
              className={styles.chip}
              aria-label={t('removeFilter', { label: chip.label })}
              scroll={false}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            href={plpHref(baseUrl, withoutFilters(state))}
            prefetch="intent"
            className={styles.clear}
            scroll={false}
          >
            {t('clearAll')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
