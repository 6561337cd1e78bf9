import { getTranslations } from 'next-intl/server';
import { plpQuery, type PlpState } from '@/lib/catalog/plp-state';
import buttons from '@/components/ui/Button.module.css';
import { FacetSection } from './FacetSection';
import styles from './FacetPanel.module.css';

/**
 * The price filter (spec §2 'Product lists': price range): two whole-euro fields, from and to, bounded by the
 * lowest and highest price of the list without the price filter (`min`, `max` in euros), sent as
 * `price_from`/`price_to` (proxy.ts reads them as `price=from-to`) with the rest of the state, back
 * to page 1. A plain GET form: it works without JavaScript, the result can be shared, and the
 * next page comes from the page cache (next/form would add its router code to every catalog page).
 */
export async function PriceRange({
  state,
  baseUrl,
  min,
  max,
}: {
  state: PlpState;
  baseUrl: string;
  min: number;
  max: number;
}) {
  const t = await getTranslations('plp');
  const [from = '', to = ''] = (state.price ?? '').split('-');
  const others = new URLSearchParams(plpQuery({ ...state, price: null, page: 1 }));
  const floor = Math.floor(min);
  const ceiling = Math.ceil(max);
  return (
    <FacetSection id="price" title={t('facet.price')}>
      <form method="get" action={baseUrl} className={styles.price}>
        {[...others].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {(
          [
            ['price_from', t('priceFrom'), from, floor],
            ['price_to', t('priceTo'), to, ceiling],
          ] as const
        ).map(([name, label, value, placeholder]) => (
          <label key={name}>
            <span>{label}</span>
            <input
              type="number"
              name={name}
              inputMode="numeric"
              min={floor}
              max={ceiling}
              step={1}
              defaultValue={value}
              placeholder={String(placeholder)}
            />
          </label>
        ))}
        <button type="submit" className={`${buttons.button} ${buttons.secondary}`}>
          {t('applyPrice')}
        </button>
      </form>
    </FacetSection>
  );
}
