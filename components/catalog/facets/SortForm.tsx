import { getTranslations } from 'next-intl/server';
import { plpQuery, SORT_KEYS, type PlpState, type SortKey } from '@/lib/catalog/plp-state';
import buttons from '@/components/ui/Button.module.css';
import { SortSelect } from './SortSelect';
import styles from './FacetPanel.module.css';

/**
 * The sort of a product list (spec §9 sort options: recommended by default, new, sale, name and
 * price both ways): a select in a GET form that keeps the filters and goes back to page 1. With
 * script a choice applies at once (`SortSelect`) and the 'Sort' button is hidden; without, the
 * button sends the form. A plain GET form, like the price filter's. The select shows the shopper's sort, or
 * `listSort` (the list's own default, e.g. the sale page's biggest discount first) while none is chosen.
 */
export async function SortForm({ state, baseUrl, listSort }: { state: PlpState; baseUrl: string; listSort: SortKey }) {
  const t = await getTranslations('plp');
  const others = new URLSearchParams(plpQuery({ ...state, sort: null, page: 1 }));
  return (
    <form method="get" action={baseUrl} className={styles.sort}>
      {[...others].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="plp-sort">{t('sortLabel')}</label>
      <SortSelect id="plp-sort" defaultValue={state.sort ?? listSort} listSort={listSort}>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </SortSelect>
      <button type="submit" className={`${buttons.button} ${buttons.secondary} ${styles.applySort}`}>
        {t('applySort')}
      </button>
    </form>
  );
}
