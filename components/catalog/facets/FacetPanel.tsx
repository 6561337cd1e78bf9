import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { AggregationData } from '@/graphql/catalog';
import { plpHref, toggleFlag, toggleValue, type PlpState, type ValueFacet } from '@/lib/catalog/plp-state';
import { FacetSection } from './FacetSection';
import { PriceRange } from './PriceRange';
import styles from './FacetPanel.module.css';

type Entry = AggregationData['entries'][number];

/** Facets shown as option lists, in this order (spec-free; the order shoppers expect). */
const OPTION_FACETS: ValueFacet[] = ['brand', 'color', 'size'];

/**
 * The filters of a product list (spec §2 'Product lists': facets with counts, combinable, in the URL, keyboard
 * operable): sub-categories of `categoryId` as links to their pages, brand, colour and size options
 * and the sale and new switches as links that toggle the option in the URL (so they work without
 * JavaScript, can be shared and are reached by Tab), and the price range form. A selected option
 * says so to assistive technology. Server component; `baseUrl` is the list's URL (`/dames/schoenen/`).
 * `categoryMode`: `pages` (a PLP) links the sub-categories of `categoryId` to their pages; `filter`
 * (the search results) offers the categories down to the second level as filter options.
 */
export async function FacetPanel({
  facets,
  state,
  baseUrl,
  categoryId,
  categoryMode = 'pages',
}: {
  facets: AggregationData[];
  state: PlpState;
  baseUrl: string;
  categoryId: string | null;
  categoryMode?: 'pages' | 'filter';
}) {
  const t = await getTranslations('plp');
  const byName = new Map(facets.map((facet) => [facet.name, facet]));
  const categories = byName.get('category')?.entries ?? [];
  const children =
    categoryMode === 'pages' ? categories.filter((entry) => entry.parent === categoryId && entry.url) : [];
  // Women / Women › Shoes …: the top two levels, indented by level (a deeper choice is a PLP's job).
  const categoryOptions = categoryMode === 'filter' ? categories.filter((entry) => (entry.level ?? 1) <= 2) : [];
  const flags = (['sale', 'new'] as const).filter((flag) => (byName.get(flag)?.entries.length ?? 0) > 0);
  const price = byName.get('price');

  const option = (entry: Entry, href: string, swatch?: string | null, className?: string) => (
    <li key={entry.value} className={className}>
      <Link
        href={href}
        prefetch="intent"
        className={styles.option}
        data-selected={entry.selected || undefined}
        scroll={false}
      >
        <span className={styles.box} aria-hidden="true" style={swatch ? { background: swatch } : undefined} />
        <span className={styles.label}>{entry.label}</span>
        <span className={styles.count}>
          <span aria-hidden="true">({entry.count})</span>
          <span className="visually-hidden">{t('optionCount', { count: entry.count })}</span>
        </span>
        {entry.selected ? <span className="visually-hidden">, {t('selected')}</span> : null}
      </Link>
    </li>
  );

  return (
    <div className={styles.panel}>
      {children.length > 0 ? (
        <FacetSection id="category" title={t('facet.category')} landmark="nav">
          <ul className={styles.links}>
            {children.map((entry) => (
              <li key={entry.value}>
                <Link href={entry.url!}>
                  {entry.label} <span className={styles.count}>({entry.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </FacetSection>
      ) : null}
      {categoryOptions.length > 0 ? (
        <FacetSection id="category" title={t('facet.category')}>
          <ul className={styles.options}>
            {categoryOptions.map((entry) =>
              option(
                entry,
                plpHref(baseUrl, toggleValue(state, 'category', entry.value)),
                null,
                entry.level === 2 ? styles.nested : undefined,
              ),
            )}
          </ul>
        </FacetSection>
      ) : null}
      {OPTION_FACETS.map((name) => {
        const entries = byName.get(name)?.entries ?? [];
        if (entries.length === 0) return null;
        return (
          <FacetSection key={name} id={name} title={t(`facet.${name}`)}>
            <ul className={name === 'size' ? styles.sizes : styles.options}>
              {entries.map((entry) =>
                option(
                  entry,
                  plpHref(baseUrl, toggleValue(state, name, entry.value)),
                  name === 'color' ? entry.hex : null,
                ),
              )}
            </ul>
          </FacetSection>
        );
      })}
      {price?.min != null && price.max != null && price.min < price.max ? (
        <PriceRange state={state} baseUrl={baseUrl} min={price.min} max={price.max} />
      ) : null}
      {flags.length > 0 ? (
        <FacetSection id="flags" title={t('facet.flags')}>
          <ul className={styles.options}>
            {flags.map((flag) =>
              option(
                { ...byName.get(flag)!.entries[0]!, label: t(`facet.${flag}`) },
                plpHref(baseUrl, toggleFlag(state, flag)),
              ),
            )}
          </ul>
        </FacetSection>
      ) : null}
    </div>
  );
}
