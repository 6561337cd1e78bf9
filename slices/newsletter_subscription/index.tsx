import * as prismic from '@prismicio/client';
import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import type { SliceContext } from '@/components/content/ContentPage';
import { ContentImage } from '@/components/content/ContentImage';
import { SliceSection } from '@/components/content/SliceSection';
import { newsletterFormCopy } from '@/components/newsletter/form-copy';
import { NewsletterFormIsland } from '@/components/newsletter/NewsletterFormIsland';
import { getStoreConfig } from '@/lib/commerce/queries';
import type { NewsletterSalutation } from '@/lib/newsletter/signup';
import type { StoreCode } from '@/lib/stores';
import { clsx as cx } from 'clsx';
import band from '@/components/content/MediaBand.module.css';
import styles from './index.module.css';
// The form's styles ride with the page: its JavaScript is a lazy chunk (NewsletterFormIsland), and
// the stylesheets of such a chunk would otherwise arrive only after the server HTML is shown.
import '@/components/ui/Button.module.css';
import '@/components/ui/Form.module.css';
import '@/components/ui/Notice.module.css';
import '@/components/account/AccountForm.module.css';
import '@/components/newsletter/NewsletterForm.module.css';
import { BotCheckNotice } from '@/components/forms/BotCheckNotice';

export type NewsletterBackground = NonNullable<Content.NewsletterSubscriptionSliceDefaultPrimary['background_color']>;

/**
 * Background colour per `background_color` option. All light, so the form's fields, muted notes and
 * error red keep AA contrast on each (error red #b00020 at least 5.7:1, muted text 5.5:1).
 */
export const NEWSLETTER_BACKGROUNDS: Record<NewsletterBackground, string> = {
  Stone: '#f3f1ee',
  Sand: '#e9e4dc',
  White: '#ffffff',
};

/**
 * The store's salutations (spec §7 storeConfig, a cached catalog read), or none when commerce cannot
 * answer: then the block renders nothing, as content whose query failed (spec §8, only logged).
 */
async function storeSalutations(store: StoreCode): Promise<NewsletterSalutation[]> {
  try {
    return (await getStoreConfig(store)).salutations.map(({ id, key }) => ({ id, key }));
  } catch (caught) {
    console.error('Newsletter block: the store salutations could not be read', caught);
    return [];
  }
}

/**
 * Newsletter subscription slice (spec §2 'Content blocks available': newsletter subscription; §4
 * and §5 'Newsletter form'): the editor's heading (required) and text, an optional image beside
 * them from 48em (above them on smaller screens), and the sign-up form (`NewsletterForm`, a client
 * chunk of its own) on one of three light backgrounds (`NEWSLETTER_BACKGROUNDS`, default Stone).
 * Renders nothing without a title, outside a storefront, or when the store's salutations cannot be
 * read. The form's copy is translated here (messages `newsletter`), so no messages ride along.
 */
export default async function NewsletterSubscription({
  slice,
  context,
}: SliceComponentProps<Content.NewsletterSubscriptionSlice, SliceContext>) {
  const { title, text, image, background_color: backgroundColor } = slice.primary;
  if (!prismic.isFilled.keyText(title) || !context?.storefront) return null;
  const salutations = await storeSalutations(context.storefront.code);
  if (salutations.length === 0) return null;
  const t = await getTranslations('newsletter');
  const hasImage = prismic.isFilled.image(image);
  const background = NEWSLETTER_BACKGROUNDS[backgroundColor as NewsletterBackground] ?? NEWSLETTER_BACKGROUNDS.Stone;

  return (
    <SliceSection
      slice={slice}
      primary={{ title, richtext: text }}
      className={cx(band.band, styles.block)}
      style={{ backgroundColor: background }}
      data-has-image={hasImage ? 'true' : undefined}
      classes={{ title: styles.title, intro: styles.text }}
    >
      {({ heading }) => (
        <>
          <div className={cx(band.body, styles.body)}>
            {heading}
            <NewsletterFormIsland
              copy={newsletterFormCopy(t)}
              salutations={salutations}
              language={context.storefront.language}
            />
            <BotCheckNotice />
          </div>
          {hasImage ? (
            <div className={band.media}>
              <ContentImage className={band.image} image={image} sizes="(min-width: 48em) 50vw, 100vw" loading="lazy" />
            </div>
          ) : null}
        </>
      )}
    </SliceSection>
  );
}
