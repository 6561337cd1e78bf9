import * as prismic from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { clsx as cx } from 'clsx';
import type { SliceContext } from '@/components/content/ContentPage';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import buttons from '@/components/ui/Button.module.css';
import { blogListHref } from '@/lib/prismic/blog-path';
import type { BlogArticleSummary, BlogPageResult } from '@/lib/prismic/blog';
import { ContentRichText } from '@/components/content/ContentRichText';
import type { Storefront } from '@/lib/stores';
import { components as allSlices } from '@/slices';
import { BlogCard } from './BlogCard';
import { BlogLoadMore } from './BlogLoadMore';
import { categoryKey, formatPublicationDate } from './blog-format';
import styles from './BlogListPage.module.css';

/** Image widths: one column below 48em, two to 64em, three above, within the 120rem page. */
const LIST_SIZES = '(min-width: 120rem) 40rem, (min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw';
/** The first top article spans two of three columns from 64em. */
const FEATURED_SIZES = '(min-width: 120rem) 80rem, (min-width: 64em) 66vw, 100vw';

export type BlogListResult = Extract<BlogPageResult, { kind: 'list' }>;

/**
 * The blog list (spec §2 page type blog_list_page, 'Blog: top articles, load more'; §9 page size 5):
 * breadcrumbs, the list document's h1 (title, else meta title, else 'Blog') and intro, the top
 * articles (h2 and featured cards, the first one large), every article revealed so far (pages
 * 1..pageNumber, newest first) with image, category, date in the storefront's locale, title link
 * and teaser, the 'Showing N of M' count and a 'Load more' link to `/blog/?page=N+1` (appends in
 * place with JavaScript, see {@link BlogLoadMore}) while pages remain, then the list document's
 * slices. No articles: an empty-state text instead of the list; no top articles: no top section.
 */
export async function BlogListPage({ result, storefront }: { result: BlogListResult; storefront: Storefront }) {
  const t = await getTranslations('blog');
  const { page, articles, top, pageNumber, totalPages, total } = result;
  const title = page.data.title || page.data.meta_title || t('title');
  const context: SliceContext = { storefront };

  const card = (article: BlogArticleSummary, options: { featured?: boolean; priority?: boolean } = {}) => {
    const category = categoryKey(article.category);
    return (
      <BlogCard
        article={article}
        dateLabel={formatPublicationDate(storefront.locale, article.date)}
        categoryLabel={category ? t(`categories.${category}`) : null}
        headingLevel="h3"
        badge={options.featured ? t('topBadge') : undefined}
        featured={options.featured}
        priority={options.priority}
        sizes={options.featured ? FEATURED_SIZES : LIST_SIZES}
      />
    );
  };

  return (
    <div className={styles.blog}>
      <Breadcrumbs current={title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {prismic.isFilled.richText(page.data.intro) ? (
          <div className={styles.intro}>
            <ContentRichText field={page.data.intro} />
          </div>
        ) : null}
      </header>

      {top.length > 0 ? (
        <section className={styles.section} aria-labelledby="blog-top-heading">
          <h2 id="blog-top-heading" className={styles.heading}>
            {t('topArticles')}
          </h2>
          <ul className={styles.top}>
            {top.map((article, index) => (
              <li key={article.id} className={cx(styles.item, index === 0 && styles.lead)}>
                {card(article, { featured: index === 0, priority: index === 0 })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="blog-all-heading">
        <h2 id="blog-all-heading" className={styles.heading}>
          {t('allArticles')}
        </h2>
        {articles.length > 0 ? (
          <BlogLoadMore
            nextHref={pageNumber < totalPages ? blogListHref(pageNumber + 1) : null}
            status={t('count', { shown: articles.length, total })}
            label={t('loadMore')}
            loadingLabel={t('loading')}
            classNames={{
              list: styles.list,
              item: styles.item,
              footer: styles.footer,
              status: styles.status,
              more: cx(buttons.button, buttons.primary, styles.more),
            }}
          >
            {articles.map((article) => (
              <li key={article.id} className={styles.item} data-article-id={article.id}>
                {card(article, { priority: top.length === 0 && article === articles[0] })}
              </li>
            ))}
          </BlogLoadMore>
        ) : (
          <p className={styles.empty}>{t('empty')}</p>
        )}
      </section>

      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- slice shapes are declared per slice */}
      <SliceZone slices={page.data.slices as any} components={allSlices} context={context} />
    </div>
  );
}
