'use client';

import { useTranslations } from 'next-intl';
import { CommerceError } from './errors';

/**
 * Returns a function that turns anything a commerce call threw (an Apollo error, a CommerceError,
 * a network failure) into a translated message (spec §8): the error's `errors.*` key when the
 * messages have it, else 'errors.generic'. Keys outside `errors.` are never looked up, whatever a
 * back end sends.
 */
export function useCommerceErrorMessage(): (caught: unknown) => string {
  const t = useTranslations();
  return (caught) => {
    const key = CommerceError.from(caught).messageKey;
    return key.startsWith('errors.') && t.has(key) ? t(key) : t('errors.generic');
  };
}
