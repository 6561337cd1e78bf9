'use client';

import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/Link';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ShoppingBag } from 'lucide-react';
import { useHasContext } from '@/lib/cart/context-hint';
import { usePageCart } from '@/lib/state/StateProvider';
import { whenIdle } from '@/lib/hydration/when-idle';
import { formatPrice } from '@/lib/format';
import { cartItemCount, productLines } from '@/lib/cart/lines';
import { sizeKindOf } from '@/lib/product/size-kind';
import type { VisitorCartState } from './MiniCartCart';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './MiniCart.module.css';

/**
 * The visitor's cart, through Apollo: loaded only when the visitor has a context, so a first visit
 * downloads no Apollo at all (docs/decisions/0018-lazy-apollo-loading.md).
 */
const MiniCartCart = dynamic(() => import('./MiniCartCart').then((module) => module.MiniCartCart), { ssr: false });

/**
 * Mini cart (spec §2 Header): item count and total price of the items (euros incl. VAT; shipping is
 * not chosen yet, so it is not in this total) linking to /cart/, and a panel with the items, their
 * size, the total and 'Order now' that opens on hover and keyboard focus and closes on Escape, when
 * the pointer or focus leaves (WCAG 1.4.13). Reads the cart from the Apollo cache, so it follows
 * every cart change without a reload; changes after the first render are announced (WCAG 4.1.3).
 *
 * Pages are cached and shared (docs/architecture.md 'Visitor data'), so the server renders an empty
 * mini cart for everyone and the browser loads the visitor's cart when idle after hydration, through the BFF,
 * when the visitor has a context (`MiniCartCart`, with Apollo); until it arrives the count and
 * total stay blank. On a page that shows the cart itself (the cart page) it shows that cart, from the
 * page cart store, and loads nothing.
 *
 * @param locale the storefront's locale, for prices in euros
 * @param emptyTotal the empty cart's total as the server formats it (`formatPrice(0, locale)`): hydration
 *   then builds no `Intl.NumberFormat` (tens of ms on a phone); formatted here when not given
 */
export function MiniCart({ locale, emptyTotal }: { locale: string; emptyTotal?: string }) {
  const t = useTranslations('miniCart');
  const context = useHasContext();
  const hasContext = context === true;
  const [visitorCart, setVisitorCart] = useState<VisitorCartState>({ cart: null, loading: true });
  // The cart page shows the cart itself: then the mini cart shows that one and loads no Apollo for it. The
  // visitor's cart is asked for once the browser is idle after hydration, by when the cart page's own
  // content (streamed, hydrated after the header) has handed its cart over.
  const pageCart = usePageCart();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const followsPage = pageCart !== undefined;
  const cart = followsPage ? pageCart : hasContext ? visitorCart.cart : null;
  const pending = !followsPage && hasContext && visitorCart.loading && !cart;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const count = cartItemCount(cart);
  const total = cart?.price.positionPrice ?? 0;
  const totalText = count > 0 || emptyTotal === undefined ? formatPrice(total, locale) : emptyTotal;
  const summary = t('summary', { count, total: totalText });

  // Announce changes (a screen reader hears 'Shopping bag: 2 items, € 179,90'), not the first
  // state: neither hydration nor the arrival of the visitor's cart after a page load.
  const previousSummary = useRef<string | null>(null);
  useEffect(() => {
    if (context === null || pending) return;
    if (previousSummary.current !== null && previousSummary.current !== summary) setAnnouncement(summary);
    previousSummary.current = summary;
  }, [summary, context, pending]);

  return (
    <div
      ref={root}
      className={styles.miniCart}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <Link href="/cart/" className={styles.link} aria-describedby={panelId} data-testid="mini-cart">
        <ShoppingBag aria-hidden="true" size={22} />
        <span className="visually-hidden">{t('label', { count })}</span>
        <span className={styles.count} aria-hidden="true" data-testid="mini-cart-count">
          {pending ? '' : count}
        </span>
        <span className={styles.total} data-testid="mini-cart-total">
          {pending ? '' : totalText}
        </span>
      </Link>
      <div className={styles.panel} id={panelId} role="region" aria-label={t('panelLabel')} hidden={!open}>
        {cart && count > 0 ? (
          <>
            <ul className={styles.items}>
              {productLines(cart).map((item) => (
                <li key={item.id}>
                  <span>
                    {item.quantity} × {item.product?.brand ? `${item.product.brand} ` : ''}
                    {item.label}
                    {item.payload.size
                      ? ` · ${t('size', { kind: sizeKindOf(item.product?.sizeTableId), size: item.payload.size })}`
                      : ''}
                  </span>
                  <span>{formatPrice(item.price.totalPrice, locale)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.sum}>
              <span>{t('total')}</span> <strong>{totalText}</strong>
            </p>
            <Link href="/cart/" className={cx(buttons.button, buttons.primary)}>
              {t('orderNow')}
            </Link>
          </>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
      <p role="status" className="visually-hidden" data-testid="mini-cart-status">
        {announcement}
      </p>
      {hasContext && idle && !followsPage ? <MiniCartCart onChange={setVisitorCart} /> : null}
    </div>
  );
}
