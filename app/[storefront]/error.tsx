'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Page-load error (spec §8): a message, a retry and a link home. Nothing of the cart is touched. */
export default function StorefrontError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <div className="not-found" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className="button button--secondary" onClick={reset}>
        {t('retry')}
      </button>{' '}
      <Link href="/" className="button button--primary">
        {t('home')}
      </Link>
    </div>
  );
}
