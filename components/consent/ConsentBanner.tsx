'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useRef } from 'react';
import { clsx as cx } from 'clsx';
import { saveConsent, useConsent } from '@/lib/consent/consent-state';
import type { ConsentChoice } from '@/lib/consent/cookies';
import buttons from '@/components/ui/Button.module.css';
import styles from './ConsentBanner.module.css';

/** The banner's copy, translated on the server (messages `consent.banner`). */
export interface ConsentBannerCopy {
  title: string;
  text: string;
  acceptAll: string;
  onlyNecessary: string;
  settings: string;
}

/**
 * Keeps focused elements clear of the fixed banner (WCAG 2.4.11): while it shows, the page's
 * `scroll-padding-bottom` is its height, so the browser scrolls focus above it, and the body ends
 * with as much room, so the page's last links (the footer's) can scroll above it too.
 */
function useScrollPaddingFor(element: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const node = element.current;
    if (!active || !node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('scroll-padding-bottom', `${node.offsetHeight}px`);
      document.body.style.setProperty('padding-bottom', `${node.offsetHeight}px`);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
      document.body.style.removeProperty('padding-bottom');
    };
  }, [element, active]);
}

/**
 * Cookie consent banner (spec §9 'Cookies', issue 'Cookie consent'): fixed at the bottom of the
 * viewport until the visitor chooses 'accept all' (`enabled`) or 'only necessary' (`disabled`), with
 * a link to the cookie settings page (`cookieSettingsHref`). A labelled region, not a modal: the page
 * stays usable and the skip link (top) is never covered. The server and the hydration render show it
 * (`pending`: the server never reads the choice's cookie), hidden until the inline script after it
 * marks `<html data-consent-open>` for a visitor who has not chosen (lib/consent/banner-script.ts);
 * the browser's render then shows it (`data-open`) or removes it. Choosing stores both
 * consent cookies (100 days), pushes `cookiePreference` and, when focus was in the banner, moves it
 * to `#main` so it is not lost with the banner.
 */
export function ConsentBanner({ copy, cookieSettingsHref }: { copy: ConsentBannerCopy; cookieSettingsHref: string }) {
  const consent = useConsent();
  const region = useRef<HTMLElement>(null);
  const visible = consent === 'none' || consent === 'pending';
  useScrollPaddingFor(region, visible);
  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    saveConsent(choice);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={region}
      className={styles.banner}
      data-open={consent === 'none' ? '' : undefined}
      aria-labelledby="consent-banner-title"
    >
      <div className={styles.inner}>
        <div className={styles.body}>
          <h2 id="consent-banner-title" className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.text}>{copy.text}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className={cx(buttons.button, buttons.primary)} onClick={() => choose('enabled')}>
            {copy.acceptAll}
          </button>
          <button type="button" className={buttons.button} onClick={() => choose('disabled')}>
            {copy.onlyNecessary}
          </button>
          <Link href={cookieSettingsHref} prefetch={false} className={styles.settings}>
            {copy.settings}
          </Link>
        </div>
      </div>
    </section>
  );
}
