'use client';

import { X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ContentLink } from '@/components/ui/ContentLink';
import { readableColors } from '@/lib/color';
import { formatDate } from '@/lib/format';
import { countdownTexts, endsInFrom, isBannerActive, type CountdownTexts, type PromoBanner } from '@/lib/promo-banner';
import styles from './PromoBanners.module.css';

/** Countdown tick (spec §4 'Promo banner': the countdown ticks each second). */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * Promo banners above the header (spec §2 'Layouts', §3 'Promo banner', §4): at most four, each shown
 * only between `from` and `until` (epoch ms); banners with an end show a countdown ticking each
 * second. The first render uses `readAt` (when the cached layout content was read) so the HTML and
 * hydration agree; the browser's clock takes over at the first tick. The ticking digits are hidden
 * from assistive technology, which reads the end date instead, and a button hides the banners
 * (WCAG 2.2.2: auto-updating content can be hidden). Renders nothing when no banner is active.
 *
 * @param readTexts per banner (same order) its countdown texts rendered by the server at `readAt`
 *   (`lib/promo-banner.ts` `CountdownTexts`), null for a banner without an end: the ticking text until
 *   the first tick, the parts later ticks join while the day count holds, and the end date for good,
 *   so neither hydration nor a tick formats anything; without them the island formats them itself.
 */
export function PromoBanners({
  banners,
  readAt,
  readTexts,
}: {
  banners: PromoBanner[];
  readAt: number;
  readTexts?: (CountdownTexts | null)[];
}) {
  const t = useTranslations('promo');
  const locale = useLocale();
  const [now, setNow] = useState(readAt);
  const [hidden, setHidden] = useState(false);
  const timed = banners.some((banner) => banner.from !== null || banner.until !== null);

  useEffect(() => {
    if (!timed || hidden) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [timed, hidden]);

  // The server's texts until the first tick, then joined from their parts while the day count holds
  // (the end date does not tick, so its text stays); formatted here only without them or on a new day.
  const countdownAt = (until: number, read: CountdownTexts | null | undefined): CountdownTexts => {
    if (read) {
      const endsIn = now === readAt ? read.endsIn : endsInFrom(read, until, now);
      if (endsIn !== null) return { ...read, endsIn };
    }
    return {
      ...countdownTexts(until, now, t, (value, options) => formatDate(value, locale, options)),
      ...(read ? { until: read.until } : {}),
    };
  };

  const active = banners.filter((banner) => isBannerActive(banner, now));
  if (hidden || active.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t('region')} data-tabletop-targets="">
      <ul className={styles.list}>
        {active.map((banner, position) => {
          const colors = readableColors(banner.color, banner.backgroundColor);
          const until = banner.until;
          const read = readTexts?.[banners.indexOf(banner)];
          const countdown = until === null ? null : countdownAt(until, read);
          const text = (
            <>
              {banner.text}
              {countdown ? (
                <span className={styles.countdown}>
                  <span aria-hidden="true">
                    {' · '}
                    {countdown.endsIn}
                  </span>
                  <span className="visually-hidden"> {countdown.until}</span>
                </span>
              ) : null}
            </>
          );
          return (
            <li key={position} className={styles.banner} style={{ color: colors.text, background: colors.background }}>
              {banner.href ? (
                <ContentLink href={banner.href} className={styles.link}>
                  {text}
                </ContentLink>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.hide} onClick={() => setHidden(true)} aria-label={t('hide')}>
        <X aria-hidden="true" size={18} />
      </button>
    </section>
  );
}
