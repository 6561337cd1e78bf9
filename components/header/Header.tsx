import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Storefront } from '@/lib/stores';
import { MiniCart } from './MiniCart';
import { Navigation } from './Navigation';
import { StoreSwitcher } from './StoreSwitcher';
import styles from './Header.module.css';

/** Site header (spec §2 Header): main navigation, logo, store switcher and mini cart. Server component. */
export async function Header({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations('layout');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Navigation storefront={storefront} />
        <Link href="/" className={styles.logo} aria-label={t('homeLink')}>
          {t('logo')}
        </Link>
        <div className={styles.actions}>
          <StoreSwitcher active={storefront.code} />
          <MiniCart locale={storefront.locale} />
        </div>
      </div>
    </header>
  );
}
