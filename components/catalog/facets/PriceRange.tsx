import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { plpQuery, type PlpState } from '@/lib/catalog/plp-state';
import buttons from '@/components/ui/Button.module.css';
import styles from './FacetPanel.module.css';

/**
 * The price filter (issue 8 PLP: price range): two whole-euro fields, from and to, bounded by the
 * lowest and highest price of the list without the price filter (`min`, `max` in euros), sent as
 * `price_from`/`price_to` (proxy.ts reads them as `price=from-to`) with the rest of the state, back
 * to page 1. A GET form: it works without JavaScript and the result can be shared.
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
    <section className={styles.facet} aria-labelledby="facet-price">
      <h3 id="facet-price" className={styles.heading}>
        {t('facet.price')}
      </h3>
      <Form action={baseUrl} scroll={false} className={styles.price}>
        {[...others].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label>
          <span>{t('priceFrom')}</span>
          <input
            type="number"
            name="price_from"
            inputMode="numeric"
            min={floor}
            max={ceiling}
            step={1}
            defaultValue={from}
            placeholder={String(floor)}
          />
        </label>
        <label>
          <span>{t('priceTo')}</span>
          <input
            type="number"
            name="price_to"
            inputMode="numeric"
            min={floor}
            max={ceiling}
            step={1}
            defaultValue={to}
            placeholder={String(ceiling)}
          />
        </label>
        <button type="submit" className={`${buttons.button} ${buttons.secondary}`}>
          {t('applyPrice')}
        </button>
      </Form>
    </section>
  );
}
