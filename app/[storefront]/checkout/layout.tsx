import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { MiniCartServer } from '@/components/header/MiniCartServer';
import { storefrontFromParams } from '@/lib/storefront';
import { telHref } from '@/lib/stores';

/**
 * Checkout layout (spec §2 Layouts): slim header with logo, selling points and mini cart; help footer
 * with the storefront's own customer service email and phone (lib/stores.ts `contact`).
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
  const { contact } = storefront;
  return (
    <>
      <header className="header header--slim">
        <div className="header__inner">
          <Link href="/" className="logo" aria-label={tl('homeLink')}>
            {tl('logo')}
          </Link>
          <ul className="usp-bar" aria-label={t('sellingPoints')}>
            <li>{t('uspFreeShipping')}</li>
            <li>{t('uspReturns')}</li>
          </ul>
          <MiniCartServer storefront={storefront} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="main main--checkout">
        {children}
      </main>
      <footer className="footer footer--slim">
        <p>{t('helpText')}</p>
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a> · <a href={telHref(contact.phone)}>{contact.phone}</a>{' '}
          · <Link href="/privacy-policy/">{t('privacy')}</Link>
          {storefront.code === 'DE' ? (
            <>
              {' '}
              · <Link href="/impressum/">{t('imprint')}</Link> · <Link href="/agb/">{t('terms')}</Link>
            </>
          ) : null}
        </p>
      </footer>
    </>
  );
}
