import { useTranslations } from 'next-intl';
import type { PdpProduct } from '@/graphql/catalog';
import { deliveryDaysArgs, productDeliveryPromise, type DeliveryDays } from '@/lib/product/delivery-promise';
import { sizeKindOf } from '@/lib/product/size-kind';
import { sizeOptionState } from '@/lib/product/size-state';
import styles from './SizeAvailability.module.css';

/**
 * What a PDP says about availability before any button is pressed (spec §2 'Product detail': sizes with their
 * stock labels on the page, the delivery promise near the price): the delivery promise of spec §9
 * (or that it is available only in stores) and, unless the product is one size, each size with its
 * §4 label (sold out, 'Only in stores', pre-order with the delivery time, 'Last item', 'Just a few
 * left', available), all from the cached product data. Server-rendered text: choosing a size stays
 * with the add-to-cart button and its modal. `deliveryDays` is the storefront's in-stock window from the
 * back end (`getDeliveryPromise(...).inStock`), so the PDP says what the cart's dates will say.
 */
export function SizeAvailability({
  product,
  comingSoon,
  deliveryDays,
}: {
  product: PdpProduct;
  comingSoon: boolean;
  deliveryDays: DeliveryDays;
}) {
  const t = useTranslations('product');
  const ts = useTranslations('storeStock');
  const promise = productDeliveryPromise(product, comingSoon);
  const label = (variant: PdpProduct['variants'][number]) => {
    const state = sizeOptionState(variant, comingSoon);
    switch (state.kind) {
      case 'soldOut':
        return t('soldOut');
      case 'onlyInStores':
        return ts('onlyInStores');
      case 'preOrder':
        return t('preOrder', { deliveryTime: state.deliveryTime });
      case 'lastItem':
        return t('lastItem');
      case 'fewLeft':
        return t('fewLeft');
      default:
        return t('inStock');
    }
  };
  return (
    <div className={styles.availability}>
      {promise.kind === 'short' ? (
        <p className={styles.promise}>{t('deliveryShort', deliveryDaysArgs(deliveryDays))}</p>
      ) : promise.kind === 'preOrder' ? (
        <p className={styles.promise}>{t('preOrder', { deliveryTime: promise.deliveryTime })}</p>
      ) : promise.kind === 'onlyInStores' ? (
        <p className={styles.promise} data-promise="onlyInStores">
          {ts('deliveryOnlyInStores')}
        </p>
      ) : null}
      {!product.isOneSize && product.variants.length > 0 ? (
        <section aria-labelledby="pdp-sizes">
          <h2 id="pdp-sizes" className={styles.heading}>
            {t('sizesTitle', { attribute: t('sizeName', { kind: sizeKindOf(product.sizeTableId) }) })}
          </h2>
          <ul className={styles.sizes}>
            {product.variants.map((variant) => {
              const state = sizeOptionState(variant, comingSoon);
              return (
                <li key={variant.id} data-state={state.kind}>
                  <span className={styles.size}>{variant.size}</span>{' '}
                  <span className={styles.label}>{label(variant)}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
