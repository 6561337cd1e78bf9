'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { STOREFRONTS, storeFromSegment } from '@/lib/stores';
import styles from './ErrorPageFailed.module.css';

type FallbackCopy = { failed: string; home: string };

/**
 * The storefront locale for a page that has lost its layout (and with it the messages): from the
 * `[storefront]` segment of the URL, else the NL storefront's, as everywhere else.
 */
export function fallbackLocale(segment: string | string[] | undefined): string {
  const code = typeof segment === 'string' ? storeFromSegment(segment) : undefined;
  return code ? STOREFRONTS[code].locale : STOREFRONTS.NL.locale;
}

/** The two strings from `messages/`, loaded only when this page shows (never with a page's first load). */
async function loadCopy(language: string): Promise<FallbackCopy> {
  const messages = (await import(`../../messages/${language}.json`)).default as { errorPage: FallbackCopy };
  return messages.errorPage;
}

/**
 * When the error page itself fails (spec §8 'Error page itself fails'): 'An error occurred while
 * showing the error page' in the language of the URL's storefront, which also becomes the
 * document's `lang`, and a link home. A plain link, not next/link: the router that failed is not
 * trusted to navigate.
 */
export function ErrorPageFailed() {
  const locale = fallbackLocale(useParams()?.storefront);
  const language = locale.split('-')[0]!;
  const [copy, setCopy] = useState<FallbackCopy | null>(null);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  useEffect(() => {
    loadCopy(language)
      .catch(() => loadCopy('en'))
      .then(setCopy, () => setCopy({ failed: 'An error occurred while showing the error page', home: 'Home' }));
  }, [language]);
  return (
    <main className={styles.page}>
      {copy ? (
        <>
          <h1 role="alert">{copy.failed}</h1>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/">{copy.home}</a>
        </>
      ) : null}
    </main>
  );
}
