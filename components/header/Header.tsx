import { Link } from '@/components/ui/Link';
import { Heart, Search, User } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { getLayoutContent } from '@/lib/prismic/layout';
import { resolveDeliveryPromise } from '@/lib/product/delivery-usps';
import { formatDate, formatPrice } from '@/lib/format';
import { countdownTexts } from '@/lib/promo-banner';
import type { Storefront } from '@/lib/stores';
import { SearchTrigger } from '@/components/search/SearchTrigger';
import { OverlayPriceNote } from '@/components/product/OverlayPriceNote';
import { AccountLink } from './AccountLink';
import { HeaderScroll } from './HeaderScroll';
import { MiniCart } from './MiniCart';
import { Navigation } from './Navigation';
import { PromoBanners } from './PromoBanners';
import { StoreSwitcher } from './StoreSwitcher';
import { TopBar } from './TopBar';
import { WishlistLink } from './WishlistLink';
import styles from './Header.module.css';

const HEADER_ID = 'site-header';

/**
 * Site header (spec §2 'Layouts', 'Header'): the selling-point bar with the service links, the promo
 * banners, then the sticky header with the main navigation, logo, search button (its overlay loads on
 * first open), customer link ('Log in' or, after hydration, 'My account'), wishlist link with its count,
 * store switcher and mini cart (sticky past 50 px, hidden scrolling down past 250 px, back on
 * scrolling up). Content from the
 * layout documents of the storefront's language. Server component.
 */
export async function Header({ storefront }: { storefront: Storefront }) {
  const [t, tAccount, tWishlist, tPromo, layout] = await Promise.all([
    getTranslations('layout'),
    getTranslations('account.header'),
    getTranslations('wishlist'),
    getTranslations('promo'),
    getLayoutContent(storefront.prismicLang),
  ]);
  const headerUsps = await resolveDeliveryPromise(layout.headerUsps, storefront.code);
  // The countdowns as they read when the content was read: the island shows these until its first tick.
  const promoTexts = layout.promoBanners.map(({ until }) =>
    until === null
      ? null
      : countdownTexts(until, layout.readAt, tPromo, (value, options) => formatDate(value, storefront.locale, options)),
  );
  return (
    <>
      <TopBar usps={headerUsps} links={layout.headerLinks} />
      {layout.promoBanners.length > 0 ? (
        <PromoBanners banners={layout.promoBanners} readAt={layout.readAt} readTexts={promoTexts} />
      ) : null}
      <header className={styles.header} id={HEADER_ID}>
        <div className={styles.inner}>
          <Navigation storefront={storefront} />
          <Link href="/" className={styles.logo} aria-label={t('homeLink')}>
            {t('logo')}
          </Link>
          <div className={styles.actions}>
            <SearchTrigger
              icon={<Search aria-hidden="true" focusable="false" size={22} />}
              language={storefront.language}
              locale={storefront.locale}
              priceNote={<OverlayPriceNote storefront={storefront} />}
            />
            <AccountLink
              icon={<User aria-hidden="true" focusable="false" size={22} />}
              labels={{ guest: tAccount('login'), customer: tAccount('myAccount') }}
            />
            <WishlistLink
              icon={<Heart aria-hidden="true" focusable="false" size={22} />}
              locale={storefront.locale}
              labels={{
                name: tWishlist('link'),
                // Templates the link fills in with the count it reads in the browser.
                one: tWishlist('linkCount.one', { count: '{count}' }),
                other: tWishlist('linkCount.other', { count: '{count}' }),
              }}
            />
            <StoreSwitcher active={storefront.code} />
            <MiniCart locale={storefront.locale} emptyTotal={formatPrice(0, storefront.locale)} />
          </div>
        </div>
      </header>
      <HeaderScroll headerId={HEADER_ID} />
    </>
  );
}
