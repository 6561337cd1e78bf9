'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { AccountMessages } from './schemas';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length';

/**
 * The account forms' validation messages in the page's language: the spec §5 field messages from
 * `validation`, the password rules from `account.validation`. Needs both namespaces on the client
 * (`ACCOUNT_CLIENT_NAMESPACES`).
 */
export function useAccountMessages(): AccountMessages {
  const tv = useTranslations('validation');
  const ta = useTranslations('account.validation');
  return useMemo(
    () => ({
      emailRequired: tv('emailRequired'),
      emailInvalid: tv('emailInvalid'),
      salutationRequired: tv('salutationRequired'),
      firstNameRequired: tv('firstNameRequired'),
      lastNameRequired: tv('lastNameRequired'),
      passwordRequired: ta('passwordRequired'),
      passwordTooShort: ta('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
      passwordTooLong: ta('passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
      passwordConfirmRequired: ta('passwordConfirmRequired'),
      passwordMismatch: ta('passwordMismatch'),
    }),
    [tv, ta],
  );
}
