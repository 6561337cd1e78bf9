import 'server-only';
import { cache } from 'react';
import { NewsletterSettings, type NewsletterSettingsData } from '@/graphql/newsletter';
import { isLinkHash } from '@/lib/account/paths';
import { CommerceError } from '@/lib/commerce/errors';
import { queryVisitor } from '@/lib/commerce/server';
import type { StoreCode } from '@/lib/stores';

/** The back end's code for a settings link it does not know (commerce/schema.graphql newsletterSettings). */
export const NEWSLETTER_LINK_INVALID = 'NEWSLETTER_LINK_INVALID';

/**
 * The subscription of a newsletter mail's settings link (spec §2 '/newsletter/einstellungen/{hash}/'),
 * only read (`subscribed: null`): opening the page changes nothing, since mail scanners open links.
 * `null` for a link the back end does not know (NEWSLETTER_LINK_INVALID) and for a hash that is not
 * 48 letters and digits (never sent). Per request (the link is the visitor's), deduplicated with
 * React `cache` so metadata and page share one read.
 *
 * @throws CommerceError for any other failure (the page's error boundary shows it)
 */
export const getNewsletterSettings = cache(
  async (store: StoreCode, hash: string): Promise<NewsletterSettingsData | null> => {
    if (!isLinkHash(hash)) return null;
    try {
      return (await queryVisitor(NewsletterSettings, { hash, subscribed: null }, store, 'mutation')).newsletterSettings;
    } catch (caught) {
      if (caught instanceof CommerceError && caught.code === NEWSLETTER_LINK_INVALID) return null;
      throw caught;
    }
  },
);
