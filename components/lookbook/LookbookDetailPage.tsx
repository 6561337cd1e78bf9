import { Link } from '@/components/ui/Link';
import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import type { SliceContext } from '@/components/content/ContentPage';
import type { LookbookDetailPageDocument, LookbookListPageDocument } from '@/lib/prismic/lookbooks';
import { ContentRichText } from '@/components/content/ContentRichText';
import type { Storefront } from '@/lib/stores';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import ShopTheLookSlider, { lookSkus } from '@/slices/shop_the_look_slider';
import { LookMedia } from './LookMedia';
import { SaveLookButton } from './SaveLookButton';
import styles from './LookbookDetailPage.module.css';

/** The look's products as a shop-the-look slice (one item per SKU), titled 'Shop the look'. */
function shopTheLookSlice(page: Pick<LookbookDetailPageDocument, 'id' | 'data'>, title: string) {
  return {
    id: `look-${page.id}`,
    slice_type: 'shop_the_look_slider',
    slice_label: null,
    variation: 'default',
    version: 'initial',
    primary: { title, navigation: true },
    items: lookSkus(page.data.products ?? []).map((sku) => ({ sku })),
  } as unknown as Content.ShopTheLookSliderSlice;
}

/**
 * A look (spec §2 'Screens implied by text: Lookbook: shop the look, save look, View all looks
 * link to /lookbook/'; 'Wishlist heart toggle per lookbook item, labelled Add to wishlist'): the
 * first picture full width (its wide crop from 64em), then the label, the title as `h1` (falling
 * back to the label), the description, the save-look toggle (`aria-pressed`), the 'View all looks'
 * link to its list page (`/{parent url_key}/`) and the other pictures; below, the look's products
 * in the shop-the-look slider (nothing when none is in the catalog).
 */
export async function LookbookDetailPage({
  page,
  parent,
  storefront,
}: {
  page: Pick<LookbookDetailPageDocument, 'id' | 'uid' | 'data'>;
  parent: Pick<LookbookListPageDocument, 'uid' | 'data'>;
  storefront: Storefront;
}) {
  const t = await getTranslations('lookbook');
  const { data } = page;
  const label = data.label?.trim() || '';
  const title = data.title?.trim() || label || data.meta_title || '';
  const [lead, ...more] = data.images ?? [];
  const context: SliceContext = { storefront };
  const videoLabel = t('video', { label: title });
  const parentUrl = `/${parent.data.url_key || parent.uid}/`;
  return (
    <>
      <Breadcrumbs parents={[{ label: parent.data.title || t('viewAll'), url: parentUrl }]} current={title} />
      <article className={styles.look} aria-labelledby="look-title">
        {lead ? (
          <div className={styles.lead}>
            <LookMedia item={lead} lead videoLabel={videoLabel} />
          </div>
        ) : null}
        <div className={[styles.body, more.length > 0 ? styles.withGallery : null].filter(Boolean).join(' ')}>
          <div className={styles.text}>
            {label && label !== title ? <p className={styles.label}>{label}</p> : null}
            <h1 id="look-title" className={styles.title}>
              {title}
            </h1>
            {prismic.isFilled.richText(data.description) ? (
              <div className={styles.description}>
                <ContentRichText field={data.description} />
              </div>
            ) : null}
            <div className={styles.actions}>
              <SaveLookButton
                uid={page.uid}
                copy={{ addToWishlist: t('addToWishlist'), saved: t('saved'), removed: t('removed') }}
              />
              <Link href={parentUrl} className={styles.viewAll}>
                {t('viewAll')}
              </Link>
            </div>
          </div>
          {more.length > 0 ? (
            <ul className={styles.gallery} aria-label={t('gallery')}>
              {more.map((item, index) => (
                <li key={index}>
                  <LookMedia item={item} videoLabel={videoLabel} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
      <ShopTheLookSlider slice={shopTheLookSlice(page, t('shopTheLook'))} index={0} slices={[]} context={context} />
    </>
  );
}
