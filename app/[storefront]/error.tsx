'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { clsx as cx } from 'clsx';
import { isChunkLoadError, reloadPageOnceAMinute } from '@/lib/chunk-reload';
import buttons from '@/components/ui/Button.module.css';
import notFound from '@/components/layout/NotFoundContent.module.css';

/**
 * Page-load error (spec §8): a message, a retry and a link home (a plain one: a full page load). Nothing of the cart is touched. A
 * failed chunk load reloads the page instead, at most once per minute (spec §8 'Chunk load failure:
 * full page reload, once per minute'); the message stays as the fallback when it may not.
 */
export default function StorefrontError({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errorPage');
  useEffect(() => {
    if (isChunkLoadError(error)) reloadPageOnceAMinute();
  }, [error]);
  return (
    <div className={notFound.notFound} role="alert">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <button type="button" className={cx(buttons.button, buttons.secondary)} onClick={reset}>
        {t('retry')}
      </button>{' '}
      {/* A plain link: a full load of the home page does not lean on the router that just failed, and this
          boundary, part of every page's first load, ships no copy of next/link of its own. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
      <a href="/" className={cx(buttons.button, buttons.primary)}>
        {t('home')}
      </a>
    </div>
  );
}
