import { Link } from '@/components/ui/Link';
import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import type { ProductCardData } from '@/graphql/fragments';
import type { PhysicalStoreData } from '@/graphql/store-locator';
import { StoreCard } from '@/components/physical-stores/StoreCard';
import type { Storefront } from '@/lib/stores';
import type { LookbookTile as LookbookTileData } from '@/lib/prismic/lookbook-queries';
import { ProductGrid } from '@/components/product/ProductGrid';
import { LookbookTile } from '@/components/lookbook/LookbookTile';
import buttons from '@/components/ui/Button.module.css';
import styles from './WishlistView.module.css';

/**
 * A wishlist's contents (spec §2 '/wishlist/', '/customer' wishlist; Account 'favorite items,
 * favorite looks, my stores'): the saved products as cards (each with its heart, pressed, and its
 * add button), the saved looks as tiles with their hearts, and the saved stores ('My stores', spec
 * §6: name linking to the store page, address, today's hours and the week's, and the heart that
 * removes it) when there are any; each under its h2. With nothing saved, an empty state with a
 * link to shop. A product, look or store removed with its heart stays shown (its heart no longer
 * pressed) until the page is opened again, so focus stays where it was and a removal can be
 * undone. Renders on the server (customer page) and in the browser (guest page) alike; messages
 * `wishlist`, `lookbook` and `storeLocator`.
 *
 * @param saved whether the server knows these are saved (per-request page): hearts render pressed
 */
export function WishlistView({
  products,
  looks,
  stores = [],
  storefront,
  saved = false,
}: {
  products: ProductCardData[];
  looks: LookbookTileData[];
  stores?: PhysicalStoreData[];
  /** The storefront's locale and language (prices, dates, the stores' paths). */
  storefront: Pick<Storefront, 'locale' | 'language'>;
  saved?: boolean;
}) {
  const { locale } = storefront;
  const t = useTranslations('wishlist');
  const tLook = useTranslations('lookbook');
  if (products.length === 0 && looks.length === 0 && stores.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/" className={cx(buttons.button, buttons.primary)}>
          {t('shop')}
        </Link>
      </div>
    );
  }
  const lookCopy = { addToWishlist: tLook('addToWishlist'), saved: tLook('saved'), removed: tLook('removed') };
  return (
    <div className={styles.view}>
      {products.length > 0 ? (
        <section aria-labelledby="wishlist-products">
          <h2 id="wishlist-products">{t('products')}</h2>
          <ProductGrid products={products} locale={locale} wishlisted={saved} />
        </section>
      ) : null}
      {looks.length > 0 ? (
        <section aria-labelledby="wishlist-looks">
          <h2 id="wishlist-looks">{t('looks')}</h2>
          <ul className={styles.looks}>
            {looks.map((tile) => (
              <li key={tile.id}>
                <LookbookTile tile={tile} copy={lookCopy} headingLevel={3} saved={saved} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {stores.length > 0 ? (
        <section aria-labelledby="wishlist-stores" id="my-stores">
          <h2 id="wishlist-stores">{t('stores')}</h2>
          <ul className={styles.stores}>
            {stores.map((store) => (
              <li key={store.providerId}>
                <StoreCard store={store} storefront={storefront} weekHours saved={saved} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
