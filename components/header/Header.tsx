import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Storefront } from '@/lib/stores';
import { MiniCartServer } from './MiniCartServer';
import { StoreSwitcher } from './StoreSwitcher';

/** Site header (spec §2 Header): logo, store switcher and mini cart. Server component. */
export async function Header({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations('layout');
  return (
    <header className="header">
      <div className="header__inner">
        <Link href="/" className="logo" aria-label={t('homeLink')}>
          {t('logo')}
        </Link>
        <div className="header__actions">
          <StoreSwitcher active={storefront.code} />
          <MiniCartServer storefront={storefront} />
        </div>
      </div>
    </header>
  );
}
