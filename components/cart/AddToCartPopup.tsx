'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ProductCardData } from '@/graphql/fragments';
import type { AddedToCartPayload } from '@/lib/cart/use-add-to-cart';
import { useCartMutations } from '@/lib/cart/use-cart-mutations';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { useUiStore } from '@/lib/state/StateProvider';
import { FormError } from '@/components/ui/FormError';
import { Modal } from '@/components/ui/Modal';
import { ModalProductPreview } from '@/components/product/ModalProductPreview';
import { Price } from '@/components/product/Price';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './AddToCartPopup.module.css';
import { startRouteProgress } from '@/components/layout/RouteProgress';
import { followsLinkHere } from '@/components/ui/follows-link';

/** Upsell products shown at most. */
const MAX_UPSELL = 3;

/**
 * Add-to-cart popup (spec §2): 'The item has been added to your shopping cart' with the product and
 * its size ('pointure' for a shoe in French), a link to the cart and upsell products whose add button
 * adds quantity 1 and goes to /cart/. The upsell prices are the price paid only (no discount shown),
 * as a list's prices: in Germany and Austria with the asterisk of the footer's price note (`Price`,
 * PAngV), and below them the note that explains it (`priceNote`, from the server: the footer's is behind
 * the popup). Opened through the UI store by any add; Escape, close and 'Continue shopping' return focus
 * to the control that started the add.
 */
export function AddToCartPopup({ locale, priceNote = null }: { locale: string; priceNote?: React.ReactNode }) {
  const t = useTranslations('addedPopup');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const { addVariant } = useCartMutations();
  const payload = useUiStore((state) =>
    state.modal?.id === 'addedToCart' ? (state.modal.payload as AddedToCartPayload) : null,
  );
  const closeModal = useUiStore((state) => state.closeModal);
  const [shown, setShown] = useState<AddedToCartPayload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Keep the content while the dialog closes; a new add replaces it.
  if (payload && payload !== shown) {
    setShown(payload);
    setError(null);
  }

  async function addUpsell(product: ProductCardData) {
    const variant = product.variants.find((candidate) => candidate.availableStock > 0);
    if (!variant || busy) return;
    setBusy(true);
    try {
      await addVariant(variant.id);
      closeModal('addedToCart');
      startRouteProgress();
      router.push('/cart/');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  const upsell =
    shown?.upsell
      .filter((product) => product.variants.some((variant) => variant.availableStock > 0))
      .slice(0, MAX_UPSELL) ?? [];

  return (
    <Modal id="addedToCart" titleId="added-popup-title" title={t('title')} closeLabel={t('close')}>
      {shown ? (
        <ModalProductPreview
          image={shown.image}
          name={shown.name}
          sizeLabel={shown.size ? t('size', { kind: shown.sizeKind, size: shown.size }) : null}
        />
      ) : null}
      <div className={styles.actions}>
        <Link href="/cart/" className={cx(buttons.button, buttons.primary)} onClick={() => closeModal('addedToCart')}>
          {t('toCart')}
        </Link>
        <button
          type="button"
          className={cx(buttons.button, buttons.secondary)}
          onClick={() => closeModal('addedToCart')}
        >
          {t('continueShopping')}
        </button>
      </div>
      {upsell.length > 0 ? (
        <section aria-labelledby="upsell-title" className={styles.upsell}>
          <h3 id="upsell-title">{t('upsellTitle')}</h3>
          <ul>
            {upsell.map((product) => (
              <li key={product.id} className={styles.upsellItem}>
                <Image src={product.image} alt="" width={83} height={117} unoptimized />
                <div className={styles.upsellText}>
                  <span>
                    {product.brand} {product.name}
                  </span>
                  <span className={styles.colour}>{product.color}</span>
                  <Price price={product.price} locale={locale} className={styles.upsellPrice} testId="upsell-price" />
                </div>
                <button
                  type="button"
                  className={cx(buttons.button, buttons.small)}
                  aria-disabled={busy || undefined}
                  onClick={() => void addUpsell(product)}
                >
                  {t('add')}{' '}
                  <span className="visually-hidden">
                    {product.brand} {product.name} {product.color}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {/* Its link leads to another page: the popup does not stay over it. */}
          <div onClick={(event) => followsLinkHere(event) && closeModal('addedToCart')}>{priceNote}</div>
        </section>
      ) : null}
      <FormError message={error} />
    </Modal>
  );
}
