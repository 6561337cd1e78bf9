import { Link } from '@/components/ui/Link';
import * as prismic from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import type { SliceContext } from '@/components/content/ContentPage';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { BlogArticleWithNeighbours } from '@/lib/prismic/blog';
import { blogArticleHref, blogListHref } from '@/lib/prismic/blog-path';
import type { Storefront } from '@/lib/stores';
import { components as allSlices } from '@/slices';
import { categoryKey, formatPublicationDate } from './blog-format';
import { JsonLd } from '@/components/ui/JsonLd';
import { blogPostingJsonLd } from './json-ld';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './BlogArticlePage.module.css';

/** The article image spans the text column: 100vw below 48rem. */
const IMAGE_SIZES = '(min-width: 56rem) 56rem, 100vw';

/**
 * A blog article (spec §2 'Blog'; §7 cmsPageQuery's content with prev and next): breadcrumbs
 * (Home / blog / article), the h1, category, publication date in the storefront's locale and 'By
 * author', the teaser as standfirst, the image (preloaded: the page's largest paint), the
 * article's slices (the content page registry from '@/slices', with the storefront as context),
 * links to the previous (older) and next (newer) article when they exist, a link back to the
 * blog, and BlogPosting structured data (JSON-LD, serialised so content cannot close the script).
 * Empty fields are left out; an article without a title uses its meta title, else its uid.
 */
export async function BlogArticlePage({
  article,
  previous,
  next,
  storefront,
}: BlogArticleWithNeighbours & { storefront: Storefront }) {
  const t = await getTranslations('blog');
  const tm = await getTranslations('meta');
  const { data } = article;
  const title = data.title || data.meta_title || article.uid;
  const date = prismic.isFilled.date(data.publication_date) ? data.publication_date : null;
  const dateLabel = formatPublicationDate(storefront.locale, date);
  const category = categoryKey(data.category);
  const categoryLabel = category ? t(`categories.${category}`) : null;
  const image = prismic.isFilled.image(data.image) ? data.image : null;
  const href = blogArticleHref(article.uid);
  const context: SliceContext = { storefront };
  const structuredData = blogPostingJsonLd({
    title,
    href,
    date,
    modified: article.last_publication_date,
    author: data.author || null,
    description: data.teaser || data.meta_description || null,
    imageUrl: image?.url ?? null,
    category: categoryLabel,
    locale: storefront.locale,
    siteName: tm('siteName'),
  });

  return (
    <div className={styles.page}>
      <JsonLd data={structuredData} />
      <Breadcrumbs parents={[{ label: t('title'), url: blogListHref() }]} current={title} />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {categoryLabel || dateLabel || data.author ? (
            <p className={styles.meta}>
              {categoryLabel ? <span className={styles.category}>{categoryLabel}</span> : null}
              {dateLabel && date ? <time dateTime={date}>{dateLabel}</time> : null}
              {data.author ? <span>{t('by', { author: data.author })}</span> : null}
            </p>
          ) : null}
          {data.teaser ? <p className={styles.teaser}>{data.teaser}</p> : null}
        </header>
        {image ? (
          <div className={styles.media}>
            <ContentImage image={image} sizes={IMAGE_SIZES} priority fetchPriority="high" />
          </div>
        ) : null}
        <div className={styles.body}>
          {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- slice shapes are declared per slice */}
          <SliceZone slices={(data.slices ?? []) as any} components={allSlices} context={context} />
        </div>
      </article>
      <nav aria-label={t('moreArticles')} className={styles.more}>
        {previous || next ? (
          <ul className={styles.neighbours}>
            {previous ? (
              <li className={styles.previous}>
                <Link href={previous.href} rel="prev" className={styles.neighbour}>
                  <span className={styles.direction}>{t('previous')}</span>{' '}
                  <span className={styles.neighbourTitle}>{previous.title}</span>
                </Link>
              </li>
            ) : null}
            {next ? (
              <li className={styles.next}>
                <Link href={next.href} rel="next" className={styles.neighbour}>
                  <span className={styles.direction}>{t('next')}</span>{' '}
                  <span className={styles.neighbourTitle}>{next.title}</span>
                </Link>
              </li>
            ) : null}
          </ul>
        ) : null}
        <Link href={blogListHref()} className={styles.back}>
          {t('backToBlog')}
        </Link>
      </nav>
    </div>
  );
}
