import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { ConsentGate } from '@/components/consent/ConsentGate';
import type { SliceContext } from '@/components/content/ContentPage';
import { cookieSettingsPath } from '@/lib/consent/settings-path';
import { thirdPartyConfig } from '@/lib/consent/third-parties';
import styles from './index.module.css';
import { SliceSection } from '@/components/content/SliceSection';

/** Squeezely personalisation ids: letters, digits, dashes and underscores (they become an element id). */
const SQUEEZELY_ID = /^[\w-]{1,64}$/;

/** The element id Squeezely's personalisation for `squeezelyId` fills (its placement selector: `#squeezely-<id>`). */
export function squeezelyContainerId(squeezelyId: string): string {
  return `squeezely-${squeezelyId}`;
}

/**
 * Personalised product feed slice (spec §2 'Content blocks available': personalised product feed;
 * §3 'Personalised feed block: squeezely_id'): optional heading, intro text and button around the
 * element Squeezely's script fills with recommendations (`#squeezely-<squeezely_id>`, with
 * `data-squeezely-id`). That script comes through the third-party loader (`SQUEEZELY_SCRIPT_URL`,
 * 5000 ms after load) and only after the visitor allowed third parties; until then a placeholder
 * with a link to the cookie settings. Renders nothing without a valid squeezely_id or without
 * `SQUEEZELY_SCRIPT_URL` (nothing would fill it). Copy from `slices.personalised_product_feed`.
 */
export default async function PersonalisedProductFeed({
  slice,
  context,
}: SliceComponentProps<Content.PersonalisedProductFeedSlice, Partial<SliceContext> | undefined>) {
  const squeezelyId = slice.primary.squeezely_id?.trim() ?? '';
  if (!SQUEEZELY_ID.test(squeezelyId) || !thirdPartyConfig().squeezelyScriptUrl) return null;
  const [t, gate] = await Promise.all([
    getTranslations('slices.personalised_product_feed'),
    getTranslations('consent.gate'),
  ]);
  return (
    <SliceSection slice={slice} idPrefix="personalised-feed" label={t('label')} frame="spaced" className={styles.slice}>
      <ConsentGate
        placeholder={{ text: t('placeholder'), openSettings: gate('openSettings') }}
        settingsHref={cookieSettingsPath(context?.storefront?.language ?? 'en')}
      >
        <div id={squeezelyContainerId(squeezelyId)} data-squeezely-id={squeezelyId} className={styles.feed} />
      </ConsentGate>
    </SliceSection>
  );
}
