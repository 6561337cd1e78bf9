import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { SliceSection } from '@/components/content/SliceSection';
import { CookieSettingsForm } from './LazyCookieSettingsForm';
import styles from './index.module.css';

/**
 * Cookie settings slice (spec §2 'Content blocks available': cookie settings; §4 'Cookie settings';
 * §9 'Cookies'): optional heading, intro text and button around the visitor's cookie choice
 * (`CookieSettingsForm`: enabled, default and recommended, or disabled; saved confirmation with the
 * matching description; scrolls to the URL's hash target). Always renders: the choice is its
 * content, the copy comes from `slices.cookie_settings`. The stored choice is read in the browser
 * only, so the cached page is the same for every visitor.
 */
export default async function CookieSettings({ slice }: SliceComponentProps<Content.CookieSettingsSlice>) {
  const t = await getTranslations('slices.cookie_settings');
  return (
    <SliceSection slice={slice} frame="spaced" className={styles.slice}>
      <CookieSettingsForm
        copy={{
          legend: t('legend'),
          label: { enabled: t('enabledLabel'), disabled: t('disabledLabel') },
          description: { enabled: t('enabledDescription'), disabled: t('disabledDescription') },
          save: t('save'),
          saved: { enabled: t('savedEnabled'), disabled: t('savedDisabled') },
        }}
      />
    </SliceSection>
  );
}
