import { Link } from '@/components/ui/Link';
import * as prismic from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import type { SliceContext } from '@/components/content/ContentPage';
import { lookbookPageHref } from '@/lib/prismic/lookbook-paths';
import type { LookbookListPageDocument, LookbookTile as LookbookTileData } from '@/lib/prismic/lookbooks';
import { ContentRichText } from '@/components/content/ContentRichText';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { Storefront } from '@/lib/stores';
import { components as allSlices } from '@/slices';
import { LookbookTile } from './LookbookTile';
import styles from './LookbookListPage.module.css';

/** Tiles whose images load first (the first row on a phone: 2 columns). */
const FIRST_ROW = 2;

/**
 * A lookbook list page (spec §2 '/lookbook/', '/lookbook-for-him/'; §9 'Paging: lookbook page size
 * 18'): the page title as `h1` (falling back to the meta title), the intro, the number of looks,
 * the tiles of this page (`LookbookTile`: image 384×560, label linking to
 * `/{parent_url_key}/{url_key}/`, save-look heart), paging links (`?page=N`, the current page
 * marked) when there is more than one page, then the page's own slices. Without looks it says so.
 */
export async function LookbookListPage({
  page,
  lookbooks,
  pageNumber,
  totalPages,
  totalResults,
  storefront,
  components = allSlices,
}: {
  page: Pick<LookbookListPageDocument, 'uid' | 'data'>;
  lookbooks: LookbookTileData[];
  pageNumber: number;
  totalPages: number;
  totalResults: number;
  storefront: Storefront;
  components?: Partial<typeof allSlices>;
}) {
  const t = await getTranslations('lookbook');
  const title = page.data.title || page.data.meta_title;
  const urlKey = page.data.url_key || page.uid;
  const copy = { addToWishlist: t('addToWishlist'), saved: t('saved'), removed: t('removed') };
  const context: SliceContext = { storefront };
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <div className={styles.page}>
      {title ? <Breadcrumbs current={title} /> : null}
      <div className={styles.header}>
        {title ? <h1 className={styles.title}>{title}</h1> : null}
        {prismic.isFilled.richText(page.data.intro) ? (
          <div className={styles.intro}>
            <ContentRichText field={page.data.intro} />
          </div>
        ) : null}
        <p className={styles.total}>
          {t('total', { count: totalResults })}
          {totalPages > 1 ? <> · {t('pageOf', { page: pageNumber, total: totalPages })}</> : null}
        </p>
      </div>
      {lookbooks.length > 0 ? (
        <ul className={styles.grid} aria-label={t('looks')}>
          {lookbooks.map((tile, index) => (
            <li key={tile.id}>
              <LookbookTile tile={tile} copy={copy} priority={pageNumber === 1 && index < FIRST_ROW} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      {totalPages > 1 ? (
        <nav className={styles.paging} aria-label={t('pagination')}>
          {pageNumber > 1 ? (
            <Link href={lookbookPageHref(urlKey, pageNumber - 1)} className={styles.step} rel="prev">
              {t('previousPage')}
            </Link>
          ) : null}
          <ol className={styles.pages}>
            {pages.map((number) => (
              <li key={number}>
                <Link
                  href={lookbookPageHref(urlKey, number)}
                  className={styles.pageLink}
                  aria-label={t('page', { page: number })}
                  aria-current={number === pageNumber ? 'page' : undefined}
                >
                  {number}
                </Link>
              </li>
            ))}
          </ol>
          {pageNumber < totalPages ? (
            <Link href={lookbookPageHref(urlKey, pageNumber + 1)} className={styles.step} rel="next">
              {t('nextPage')}
            </Link>
          ) : null}
        </nav>
      ) : null}
      {page.data.slices?.length ? (
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- slice shapes are declared per slice
        <SliceZone slices={page.data.slices as any} components={components} context={context} />
      ) : null}
    </div>
  );
}
