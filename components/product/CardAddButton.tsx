import { useTranslations } from 'next-intl';
import { SPRITE_ICONS, SpriteIcon } from '@/components/icons/IconSprite';
import { CARD_ADD_ATTRIBUTE } from '@/lib/product/card-add';
import styles from './CardAddButton.module.css';

/**
 * A product card's add button (spec §2 'Product card'), server-rendered: an icon button named 'Add
 * {brand name} to cart' that carries the product's SKU. One listener for the whole document
 * (`CardAddListener`) acts on a press, so a list of cards hydrates no component per card; its bag is
 * the page's one drawing of it (`IconSprite`).
 */
export function CardAddButton({ sku, name, isOneSize }: { sku: string; name: string; isOneSize: boolean }) {
  const t = useTranslations('product');
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup={isOneSize ? undefined : 'dialog'}
      data-testid="card-add-to-cart"
      {...{ [CARD_ADD_ATTRIBUTE]: sku }}
    >
      <SpriteIcon id={SPRITE_ICONS.cardAdd} size={20} />
      <span className="visually-hidden">{t('addNamedToCart', { name })}</span>
    </button>
  );
}
