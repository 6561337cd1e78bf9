import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { MiniCart } from '@/components/header/MiniCart';
import { formatPrice } from '@/lib/format';
import { CHECKOUT_CLIENT_NAMESPACES, ClientMessages } from '@/lib/i18n/ClientMessages';
import { storefrontFromParams } from '@/lib/storefront';
import { telHref } from '@/lib/stores';
import { getCheckoutLayoutContent, getLayoutContent } from '@/lib/prismic/layout';
import { resolveDeliveryPromise } from '@/lib/product/delivery-usps';
import { ContentLink } from '@/components/ui/ContentLink';
import { ReviewsBadge } from '@/components/layout/ReviewsBadge';
import { clsx as cx } from 'clsx';
import header from '@/components/header/Header.module.css';
import footer from '@/components/layout/Footer.module.css';
import { MainArea } from '@/components/layout/MainArea';
import { TabletopGate } from '@/components/tabletop/TabletopGate';
import { tabletopIdleConfig } from '@/lib/tabletop/idle-config';
import styles from './layout.module.css';

/**
 * The steps read the visitor's context (cookie) and the query outside any Suspense boundary: they
 * render per request after this layout's static shell, and may redirect (an empty cart goes back to
 * /cart/). An unknown order on the finish page is answered with 404 by proxy.ts, before rendering.
 */
export const instant = false;

/**
 * Checkout layout (spec §2 Layouts): slim header with logo, selling points (usps `checkout-header`,
 * spec §7) and mini cart; help footer with the storefront's own customer service email and phone
 * (lib/stores.ts `contact`), the legal links (privacy; on DE also Impressum and AGB) and on DE the
 * trusted-shop badge. The steps' forms read their messages in the browser (the provider is here) and
 * call commerce through `useCommerceMutation`, which loads Apollo after hydration, not with the page.
 */
export default async function CheckoutLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ storefront: string }>;
}) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const tl = await getTranslations('layout');
  const tf = await getTranslations('footer');
  const { contact } = storefront;
  const [checkoutLayout, layout] = await Promise.all([
    getCheckoutLayoutContent(storefront.prismicLang),
    getLayoutContent(storefront.prismicLang),
  ]);
  const checkoutUsps = await resolveDeliveryPromise(checkoutLayout.checkoutUsps, storefront.code);
  return (
    <>
      <header className={header.header}>
        <div className={header.inner}>
          <Link href="/" className={header.logo} aria-label={tl('homeLink')}>
            {tl('logo')}
          </Link>
          <MiniCart locale={storefront.locale} emptyTotal={formatPrice(0, storefront.locale)} />
        </div>
        {checkoutUsps.length > 0 ? (
          <ul className={styles.uspBar} aria-label={t('sellingPoints')}>
            {checkoutUsps.map((usp) => (
              <li key={usp.label}>{usp.label}</li>
            ))}
          </ul>
        ) : null}
      </header>
      <MainArea width="small">
        <ClientMessages namespaces={CHECKOUT_CLIENT_NAMESPACES}>
          {children}
          <TabletopGate {...tabletopIdleConfig()} />
        </ClientMessages>
      </MainArea>
      <footer className={cx(footer.footer, footer.slim)}>
        <p>{t('helpText')}</p>
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a> · <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
        <nav aria-label={tf('legal')}>
          <ul className={footer.slimLinks}>
            {layout.legalLinks.map((link) => (
              <li key={link.href}>
                <ContentLink href={link.href}>{link.label}</ContentLink>
              </li>
            ))}
          </ul>
        </nav>
        {layout.reviews?.provider === 'trusted_shops' ? <ReviewsBadge reviews={layout.reviews} /> : null}
      </footer>
    </>
  );
}
