import { Link } from '@/components/ui/Link';
import * as prismic from '@prismicio/client';
import { clsx as cx } from 'clsx';
import type { BlogArticleSummary } from '@/lib/prismic/blog';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './BlogCard.module.css';

/**
 * One article in the blog list or among the top articles (spec §2 'Blog'): image (3:2, the field's
 * alt or none), category, publication date, title linking to `/blog/{uid}/` (the whole card is its
 * click target) and teaser. Labels arrive translated and formatted, so it renders on the server
 * without hooks. `featured` is the larger top-article look with the `badge` text; `priority` preloads
 * the image (the first card above the fold). Without an image the card is text only.
 */
export function BlogCard({
  article,
  dateLabel,
  categoryLabel,
  headingLevel: Heading,
  badge,
  featured = false,
  priority = false,
  sizes,
}: {
  article: BlogArticleSummary;
  dateLabel: string | null;
  categoryLabel: string | null;
  headingLevel: 'h2' | 'h3';
  badge?: string;
  featured?: boolean;
  priority?: boolean;
  /** The image's `sizes` (CSS widths per breakpoint). */
  sizes: string;
}) {
  const image = prismic.isFilled.image(article.image) ? article.image : null;
  return (
    <article className={cx(styles.card, featured && styles.featured)}>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={article.href} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        {badge || categoryLabel || dateLabel ? (
          <p className={styles.meta}>
            {badge ? <span className={styles.badge}>{badge}</span> : null}
            {categoryLabel ? <span className={styles.category}>{categoryLabel}</span> : null}
            {dateLabel && article.date ? <time dateTime={article.date}>{dateLabel}</time> : null}
          </p>
        ) : null}
        {article.teaser ? <p className={styles.teaser}>{article.teaser}</p> : null}
      </div>
      {image ? (
        <div className={styles.media}>
          <ContentImage image={image} sizes={sizes} priority={priority} fetchPriority={priority ? 'high' : undefined} />
        </div>
      ) : null}
    </article>
  );
}
