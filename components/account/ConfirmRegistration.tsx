'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import { ConfirmRegistration as ConfirmRegistrationMutation } from '@/graphql/account';
import { CUSTOMER_HOME_PATH, REGISTER_PATH } from '@/lib/account/paths';
import { useEnterAccount } from './use-enter-account';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import buttons from '@/components/ui/Button.module.css';
import { LinkFailure } from './LinkFailure';

/**
 * The registration mail's link (spec §2 '/account' finish/{hash} with `?registration=1`): a
 * 'Confirm my account' button that runs `ConfirmRegistration(hash)`, which confirms the account
 * and logs the customer in; then the session changes (`useEnterAccount`) and the page goes to
 * /customer/. Never runs on page load: mail scanners open links, and a GET must not use up a
 * single-use link. An unknown, used or expired link (INVALID_LINK_HASH) says so and links to
 * register again, which sends a new link.
 *
 * @param hash the link's hash, already checked for its shape by the page
 */
export function ConfirmRegistration({ hash }: { hash: string }) {
  const t = useTranslations('account.finish');
  const errorMessage = useCommerceErrorMessage();
  const enterAccount = useEnterAccount();
  const [confirm, { loading }] = useCommerceMutation(ConfirmRegistrationMutation);
  const [failure, setFailure] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  async function onConfirm() {
    setFailure(null);
    let firstName: string | null | undefined;
    try {
      const { data } = await confirm({ variables: { hash } });
      firstName = data?.confirmRegistration.customer?.firstName;
    } catch (caught) {
      setFailure({
        message: errorMessage(caught),
        linkInvalid: CommerceError.from(caught).code === 'INVALID_LINK_HASH',
      });
      return;
    }
    setConfirmed(true);
    await enterAccount(CUSTOMER_HOME_PATH, firstName);
  }

  return (
    <>
      <p>{t('confirmIntro')}</p>
      <p role="status" className="visually-hidden">
        {confirmed ? t('confirmed') : ''}
      </p>
      {failure ? (
        <LinkFailure
          message={failure.message}
          link={failure.linkInvalid ? { href: REGISTER_PATH, label: t('registerAgain') } : null}
        />
      ) : null}
      {failure?.linkInvalid ? null : (
        <button
          type="button"
          className={cx(buttons.button, buttons.primary)}
          onClick={() => void onConfirm()}
          disabled={loading || confirmed}
        >
          {t('confirm')}
        </button>
      )}
    </>
  );
}
