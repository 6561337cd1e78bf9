import { getLocale, getTranslations } from 'next-intl/server';
import { plpQuery, type PlpState } from '@/lib/catalog/plp-state';
import { currencySymbol, formatPriceBound } from '@/lib/format';
import buttons from '@/components/ui/Button.module.css';
import { FacetSection } from './FacetSection';
import styles from './FacetPanel.module.css';

/**
 * The price filter (spec §2 'Product lists': price range): two fields in the storefront's currency,
 * from and to, with the lowest and highest price of the list without the price filter (`min`, `max`,
 * in the currency's units) as placeholders and as a hint; any amount is accepted (a bound outside
 * them simply includes every product on that side, a reversed range is read the right way round),
 * so no value is refused without a word. Sent as `price_from`/`price_to` (proxy.ts reads them as
 * `price=from-to`) with the rest of the state, back to page 1. A plain GET form: it works without
 * JavaScript, the result can be shared, and the next page comes from the page cache.
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
  const [t, locale] = await Promise.all([getTranslations('plp'), getLocale()]);
  const currency = currencySymbol(locale);
  const hintId = 'plp-price-hint';
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
            ['price_from', t('priceFrom', { currency }), from, floor],
            ['price_to', t('priceTo', { currency }), to, ceiling],
          ] as const
        ).map(([name, label, value, placeholder]) => (
          <label key={name}>
            <span>{label}</span>
            <input
              type="number"
              name={name}
              inputMode="decimal"
              min={0}
              step="any"
              aria-describedby={hintId}
              defaultValue={value}
              placeholder={String(placeholder)}
            />
          </label>
        ))}
        <button type="submit" className={`${buttons.button} ${buttons.secondary}`}>
          {t('applyPrice')}
        </button>
        <p id={hintId} className={styles.priceHint}>
          {t('priceHint', { from: formatPriceBound(floor, locale), to: formatPriceBound(ceiling, locale) })}
        </p>
      </form>
    </FacetSection>
  );
}
