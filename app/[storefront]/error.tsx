'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import notFound from '@/components/layout/NotFoundContent.module.css';

/** Page-load error (spec §8): a message, a retry and a link home. Nothing of the cart is touched. */
export default function StorefrontError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <div className={notFound.notFound} role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className={cx(buttons.button, buttons.secondary)} onClick={reset}>
        {t('retry')}
      </button>{' '}
      <Link href="/" className={cx(buttons.button, buttons.primary)}>
        {t('home')}
      </Link>
    </div>
  );
}
