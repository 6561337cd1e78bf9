import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import type { SliceContext } from '@/components/content/ContentPage';
import { cookieSettingsPath } from '@/lib/consent/settings-path';
import { thirdPartyConfig } from '@/lib/consent/third-parties';
import { FlocklerEmbed } from './FlocklerEmbed';
import styles from './index.module.css';
import { SliceSection } from '@/components/content/SliceSection';

/** Flockler ids as they appear in its embed code (hexadecimal, uuids with dashes). */
const FLOCKLER_ID = /^[\w-]{1,64}$/;

/**
 * The Flockler script of a feed (`<FLOCKLER_EMBED_URL>/<flocklerid>/<uuid>`), or null when the ids
 * are missing or malformed (they become part of a script URL) or no embed URL is configured.
 */
export function flocklerScriptUrl(
  flocklerId: string | null | undefined,
  uuid: string | null | undefined,
  embedUrl = thirdPartyConfig().flocklerEmbedUrl,
): string | null {
  const site = flocklerId?.trim() ?? '';
  const embed = uuid?.trim() ?? '';
  if (!embedUrl || !FLOCKLER_ID.test(site) || !FLOCKLER_ID.test(embed)) return null;
  return `${embedUrl}/${site}/${embed}`;
}

/**
 * Social feed embed slice (spec §2 'Content blocks available': social feed embed; §3 'Social feed:
 * flocklerid, uuid'; §4 'Social feed'; §7): optional heading, intro text and button around a Flockler
 * feed that loads only after the visitor allowed third parties (`FlocklerEmbed`; before that a
 * placeholder with a link to the cookie settings). Renders nothing without both ids or without
 * `FLOCKLER_EMBED_URL`. Copy from `slices.social_feed_embed` and `consent.gate`.
 */
export default async function SocialFeedEmbed({
  slice,
  context,
}: SliceComponentProps<Content.SocialFeedEmbedSlice, Partial<SliceContext> | undefined>) {
  const scriptUrl = flocklerScriptUrl(slice.primary.flocklerid, slice.primary.uuid);
  if (!scriptUrl) return null;
  const [t, gate] = await Promise.all([getTranslations('slices.social_feed_embed'), getTranslations('consent.gate')]);
  return (
    <SliceSection slice={slice} idPrefix="social-feed" label={t('label')} frame="spaced" className={styles.slice}>
      <FlocklerEmbed
        scriptUrl={scriptUrl}
        uuid={slice.primary.uuid!.trim()}
        placeholder={{ text: t('placeholder'), openSettings: gate('openSettings') }}
        settingsHref={cookieSettingsPath(context?.storefront?.language ?? 'en')}
      />
    </SliceSection>
  );
}
