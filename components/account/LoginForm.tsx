'use client';

import { Link } from '@/components/ui/Link';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import { Login } from '@/graphql/account';
import { PASSWORD_RECOVERY_PATH } from '@/lib/account/paths';
import { useAccountMessages } from '@/lib/account/use-account-messages';
import { useEnterAccount } from './use-enter-account';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { AccountField } from './AccountField';
import styles from './AccountForm.module.css';

/** Failed logins in a row after which the form points to password recovery (spec §4 attempt counter). */
export const LOGIN_HINT_AFTER_FAILURES = 3;

/**
 * Login (spec §2 '/account' '', §7 login): email and password, errors on blur (spec §5), sent as
 * `Login(username, password)`. On success the session changes (`useEnterAccount`) and the shopper
 * goes to `redirectTo`; a failure shows the translated error (INVALID_CREDENTIALS, RATE_LIMITED…),
 * empties the password and focuses it. Spec §4: each login counts an attempt and success resets the
 * count; after {@link LOGIN_HINT_AFTER_FAILURES} failures a hint links to 'Forgot your password?'.
 * The password lives only in the form's state: never logged, never stored.
 *
 * @param redirectTo where to go after login: already checked by `safeRedirectPath` on the server
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const enterAccount = useEnterAccount();
  const [login, { prepareBotCheck }] = useCommerceMutation(Login, { botCheck: 'login' });
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [loggedIn, setLoggedIn] = useState(false);
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () => import('@/lib/account/schemas').then((module) => module.createLoginSchema(messages)),
    [messages],
  );
  const loginForm = useCommerceForm({
    schema,
    defaultValues: { email: '', password: '' },
    errorId: 'login-form-error',
    async submit({ email, password }) {
      const { data } = await login({ variables: { username: email, password } });
      setFailedAttempts(0);
      setLoggedIn(true);
      await enterAccount(redirectTo, data?.login.customer?.firstName);
    },
    onError(caught, message, { resetField, setFocus }) {
      setFailedAttempts((count) => count + 1);
      resetField('password');
      setFocus('password');
      return message;
    },
  });
  const { register, formState } = loginForm.form;
  const { errors, isSubmitting } = formState;

  return (
    <form {...loginForm.formProps} onFocus={prepareBotCheck} className={forms.form}>
      <p className={styles.note}>{t('requiredNote')}</p>
      <AccountField
        id="login-email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        registration={register('email')}
      />
      <AccountField
        id="login-password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        registration={register('password')}
      />
      <p className={styles.inlineLink}>
        <Link href={PASSWORD_RECOVERY_PATH}>{t('login.forgotPassword')}</Link>
      </p>
      <FormError {...loginForm.errorProps} />
      {failedAttempts >= LOGIN_HINT_AFTER_FAILURES ? (
        <p className={styles.hint} data-testid="login-attempts-hint">
          {t.rich('login.attemptsHint', {
            link: (chunks) => <Link href={PASSWORD_RECOVERY_PATH}>{chunks}</Link>,
          })}
        </p>
      ) : null}
      <p role="status" className="visually-hidden">
        {loggedIn ? t('login.success') : ''}
      </p>
      <button
        type="submit"
        className={cx(buttons.button, buttons.primary, buttons.wide)}
        disabled={isSubmitting || loggedIn}
      >
        {t('login.submit')}
      </button>
    </form>
  );
}
