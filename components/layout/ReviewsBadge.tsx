import { ShieldCheck } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ContentLink } from '@/components/ui/ContentLink';
import type { LayoutContent } from '@/lib/prismic/layout-content';
import styles from './ReviewsBadge.module.css';

/**
 * Review score of the footer (spec §2 'Footer': reviews score on NL, BE and FR, trusted shop on DE;
 * §3 'Reviews stats'): the average rating out of 5 with five stars filled to the rating (CSS, no markup per star) and the number of reviews; with
 * the `trusted_shops` provider a trusted-shop badge instead. Links to the reviews page when the
 * document has one. Renders nothing without stats. Server component.
 */
export async function ReviewsBadge({ reviews }: { reviews: LayoutContent['reviews'] }) {
  if (!reviews) return null;
  const t = await getTranslations('footer');
  const format = await getFormatter();
  const rating = format.number(reviews.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const trusted = reviews.provider === 'trusted_shops';
  const share = Math.min(Math.max(reviews.averageRating / 5, 0), 1);
  const body = (
    <>
      {trusted ? <ShieldCheck aria-hidden="true" size={28} className={styles.seal} /> : null}
      <span className={styles.text}>
        {trusted ? <strong className={styles.provider}>{t('trustedShops')}</strong> : null}
        <span className={styles.stars} style={{ '--rating': share } as React.CSSProperties} aria-hidden="true" />
        <span>
          {t('reviewsScore', { rating })} · {t('reviewsCount', { count: reviews.reviewCount })}
        </span>
      </span>
    </>
  );
  return (
    <section aria-labelledby="footer-reviews" className={styles.reviews} data-provider={reviews.provider}>
      <h2 id="footer-reviews">{trusted ? t('trustedShopsTitle') : t('reviewsTitle')}</h2>
      {reviews.href ? (
        <ContentLink href={reviews.href} className={styles.badge}>
          {body}
        </ContentLink>
      ) : (
        <p className={styles.badge}>{body}</p>
      )}
    </section>
  );
}
