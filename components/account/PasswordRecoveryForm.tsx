'use client';

import { Link } from '@/components/ui/Link';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import { SendPasswordRecoveryMail } from '@/graphql/account';
import { LOGIN_PATH } from '@/lib/account/paths';
import { useAccountMessages } from '@/lib/account/use-account-messages';
import { useCommerceForm } from '@/lib/forms/use-commerce-form';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { AccountField } from './AccountField';
import { StatusPanel } from './StatusPanel';
import styles from './AccountForm.module.css';

/**
 * 'Forgot your password' (spec §2 '/account' recover/password, §7 sendPasswordRecoveryMail): the
 * email, errors on blur (spec §5). The back end answers success for every address, so the page
 * shows the same neutral confirmation ('If an account exists for this address…') for all of them;
 * a failed call (network, rate limit) shows its translated error and keeps the form.
 */
export function PasswordRecoveryForm() {
  const t = useTranslations('account');
  const messages = useAccountMessages();
  const [sendMail, { prepareBotCheck }] = useCommerceMutation(SendPasswordRecoveryMail, {
    botCheck: 'password_recovery',
  });
  const schema = useMemo(
    // Loaded with zod on first use (lib/forms/lazy-zod-resolver.ts), not with the page.
    () => () => import('@/lib/account/schemas').then((module) => module.createPasswordRecoverySchema(messages)),
    [messages],
  );
  const recoveryForm = useCommerceForm({
    schema,
    defaultValues: { email: '' },
    errorId: 'recover-form-error',
    async submit({ email }) {
      await sendMail({ variables: { email } });
      return email;
    },
  });
  const { register, formState } = recoveryForm.form;
  const { errors, isSubmitting } = formState;
  const sentTo = recoveryForm.succeeded;

  const sent = sentTo ? (
    <>
      <h2 className={styles.panelTitle}>{t('recover.sentTitle')}</h2>
      <p>{t('recover.sentText', { email: sentTo })}</p>
      <p>
        <Link href={LOGIN_PATH}>{t('recover.backToLogin')}</Link>
      </p>
    </>
  ) : null;

  return (
    <>
      <StatusPanel testId="recover-sent">{sent}</StatusPanel>
      {sentTo ? null : (
        <form {...recoveryForm.formProps} onFocus={prepareBotCheck} className={forms.form}>
          <p>{t('recover.intro')}</p>
          <p className={styles.note}>{t('requiredNote')}</p>
          <AccountField
            id="recover-email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            registration={register('email')}
          />
          <FormError {...recoveryForm.errorProps} />
          <button type="submit" className={cx(buttons.button, buttons.primary, buttons.wide)} disabled={isSubmitting}>
            {t('recover.submit')}
          </button>
          <p>
            <Link href={LOGIN_PATH}>{t('recover.backToLogin')}</Link>
          </p>
        </form>
      )}
    </>
  );
}
