import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { MiniCartServer } from '@/components/header/MiniCartServer';
import { storefrontFromParams } from '@/lib/storefront';

/** Checkout layout (spec §2 Layouts): slim header with logo, selling points and mini cart; help footer. */
export default async function CheckoutLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storefront: string }> }) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations('checkout');
  const tl = await getTranslations('layout');
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
          <a href={`mailto:${t('helpEmail')}`}>{t('helpEmail')}</a> · <a href={`tel:${t('helpPhone').replace(/\s/g, '')}`}>{t('helpPhone')}</a> ·{' '}
          <Link href="/privacy-policy/">{t('privacy')}</Link>
          {storefront.code === 'DE' ? (
            <>
              {' '}· <Link href="/impressum/">{t('imprint')}</Link> · <Link href="/agb/">{t('terms')}</Link>
            </>
          ) : null}
        </p>
      </footer>
    </>
  );
}
