'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { forwardRef } from 'react';
import { useTranslations } from 'next-intl';
import { Minus, Plus } from 'lucide-react';
import type { CartItemData } from '@/graphql/fragments';
import { formatPrice } from '@/lib/format';
import { sizeKindOf, type SizeKind } from '@/lib/product/size-kind';
import { LinePrice } from './LinePrice';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './CartLine.module.css';

/** Highest quantity offered per line; the back end enforces its own limit and the stock. */
export const MAX_LINE_QUANTITY = 10;

interface Props {
  item: CartItemData;
  locale: string;
  /** A change of this cart is running: buttons ignore presses (and stay focusable). */
  busy: boolean;
  onQuantity: (item: CartItemData, quantity: number) => void;
  onRemove: (item: CartItemData) => void;
  /** The first line: its image is above the fold (the page's largest paint): preloaded at high priority, never lazy. */
  first?: boolean;
  /** Show the unit price without the struck-through regular price (Belgium's sale period, spec §9). */
  hideDiscount?: boolean;
}

/**
 * What a line's size measures, by its product's size table (`Product.sizeTableId`: `shoes-…` for
 * shoes); clothing when the cart does not say. French names a shoe size 'pointure'.
 */
function lineSizeKind(item: { product?: { id: string; sizeTableId?: string | null } | null }): SizeKind {
  return sizeKindOf(item.product?.sizeTableId);
}

/**
 * One cart line (spec §3 Cart item): image, brand, name, colour and size ('Pointure' for a shoe in
 * French), unit price (with the regular price when on sale, unless `hideDiscount`), pre-order delivery time, quantity stepper, line total and 'Remove'.
 * Quantity changes by explicit − / + presses, one mutation per press (never per arrow key, WCAG
 * 3.2.2); the buttons never become disabled under the pointer or focus. The heading is focusable
 * (`ref`) so the cart can move focus to a line after a removal.
 */
export const CartLine = forwardRef<HTMLHeadingElement, Props>(function CartLine(
  { item, locale, busy, onQuantity, onRemove, first = false, hideDiscount = false },
  headingRef,
) {
  const t = useTranslations('cart');
  const max = Math.max(item.quantity, Math.min(MAX_LINE_QUANTITY, item.payload.stock));
  const name = item.product?.brand ? `${item.product.brand} ${item.label}` : item.label;
  const canDecrease = item.quantity > 1;
  const canIncrease = item.quantity < max;
  return (
    <li className={styles.line} data-testid="cart-line">
      {item.image ? (
        <Image
          src={item.image}
          alt=""
          width={166}
          height={235}
          unoptimized
          className={styles.image}
          priority={first}
          fetchPriority={first ? 'high' : undefined}
        />
      ) : null}
      <div className={styles.info}>
        <h2 className={styles.name} tabIndex={-1} ref={headingRef}>
          {item.url ? <Link href={item.url}>{name}</Link> : name}
        </h2>
        {item.product?.color ? <p>{t('color', { color: item.product.color })}</p> : null}
        {item.payload.size ? (
          <p data-testid="cart-line-size">{t('lineSize', { kind: lineSizeKind(item), size: item.payload.size })}</p>
        ) : null}
        <p>
          {t('unitPriceLabel')}{' '}
          <LinePrice
            price={item.price.unitPrice}
            regularPrice={item.product?.regular_price}
            locale={locale}
            hideDiscount={hideDiscount}
          />
        </p>
        {item.deliveryInformation.deliveryTime ? (
          <p>{t('preOrder', { deliveryTime: item.deliveryInformation.deliveryTime })}</p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <div className={styles.stepper} role="group" aria-label={t('quantityOf', { name })}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('decrease', { name })}
            aria-disabled={!canDecrease || busy || undefined}
            onClick={() => canDecrease && !busy && onQuantity(item, item.quantity - 1)}
          >
            <Minus aria-hidden="true" size={16} />
          </button>
          <span className={styles.quantity} data-testid="cart-line-quantity">
            <span className="visually-hidden">{t('quantity')} </span>
            {item.quantity}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={t('increase', { name })}
            aria-disabled={!canIncrease || busy || undefined}
            onClick={() => canIncrease && !busy && onQuantity(item, item.quantity + 1)}
          >
            <Plus aria-hidden="true" size={16} />
          </button>
        </div>
        <p className={styles.total}>{formatPrice(item.price.totalPrice, locale)}</p>
        {item.removable ? (
          <button
            type="button"
            className={cx(buttons.button, buttons.link)}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onRemove(item)}
          >
            {t('remove')} <span className="visually-hidden">{name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
});
