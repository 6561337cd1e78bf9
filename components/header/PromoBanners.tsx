'use client';

import { X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ContentLink } from '@/components/ui/ContentLink';
import { readableColors } from '@/lib/color';
import { isBannerActive, type PromoBanner } from '@/lib/promo-banner';
import styles from './PromoBanners.module.css';

/** Countdown tick (spec §4 'Promo banner': the countdown ticks each second). */
export const COUNTDOWN_TICK_MS = 1000;

/** Remaining time until `until` as days and a zero-padded `hh:mm:ss` clock (never negative). */
export function countdownParts(until: number, now: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.floor((until - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    days: Math.floor(seconds / 86_400),
    clock: `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`,
  };
}

/**
 * Promo banners above the header (spec §2 'Layouts', §3 'Promo banner', §4): at most four, each shown
 * only between `from` and `until` (epoch ms); banners with an end show a countdown ticking each
 * second. The first render uses `readAt` (when the cached layout content was read) so the HTML and
 * hydration agree; the browser's clock takes over at the first tick. The ticking digits are hidden
 * from assistive technology, which reads the end date instead, and a button hides the banners
 * (WCAG 2.2.2: auto-updating content can be hidden). Renders nothing when no banner is active.
 */
export function PromoBanners({ banners, readAt }: { banners: PromoBanner[]; readAt: number }) {
  const t = useTranslations('promo');
  const format = useFormatter();
  const [now, setNow] = useState(readAt);
  const [hidden, setHidden] = useState(false);
  const timed = banners.some((banner) => banner.from !== null || banner.until !== null);

  useEffect(() => {
    if (!timed || hidden) return;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [timed, hidden]);

  const active = banners.filter((banner) => isBannerActive(banner, now));
  if (hidden || active.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t('region')} data-tabletop-targets="">
      <ul className={styles.list}>
        {active.map((banner, position) => {
          const colors = readableColors(banner.color, banner.backgroundColor);
          const countdown = banner.until === null ? null : countdownParts(banner.until, now);
          const text = (
            <>
              {banner.text}
              {countdown ? (
                <span className={styles.countdown}>
                  <span aria-hidden="true">
                    {' · '}
                    {t('endsIn', {
                      time: `${countdown.days > 0 ? `${t('days', { days: countdown.days })} ` : ''}${countdown.clock}`,
                    })}
                  </span>
                  <span className="visually-hidden">
                    {' '}
                    {t('until', {
                      date: format.dateTime(banner.until!, { dateStyle: 'long', timeStyle: 'short' }),
                    })}
                  </span>
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
