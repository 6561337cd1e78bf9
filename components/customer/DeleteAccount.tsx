'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { DeleteCustomer } from '@/graphql/account';
import { forgetFirstName } from '@/lib/account/customer-hint-name';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { reloadTo } from '@/lib/customer/full-reload';
import { useUiStore } from '@/lib/state/StateProvider';
import { Modal } from '@/components/ui/Modal';
import { FormError } from '@/components/ui/FormError';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './CustomerSection.module.css';

/**
 * 'Delete account' of /customer/edit/ (spec §7 DeleteCustomer, §4 'Deleting a customer clears the
 * context and logs out'): a button opens a confirmation dialog (the storefront's `Modal`: a native
 * modal dialog, so focus stays inside and Escape closes it; focus starts on 'Cancel' and returns to
 * the button when it closes). Confirming deletes the account and loads `/` in full; a failure stays
 * in the dialog as a translated alert.
 */
export function DeleteAccount() {
  const t = useTranslations('customer.delete');
  const errorMessage = useCommerceErrorMessage();
  const openModal = useUiStore((state) => state.openModal);
  const closeModal = useUiStore((state) => state.closeModal);
  const open = useUiStore((state) => state.modal?.id === 'deleteAccount');
  const cancel = useRef<HTMLButtonElement>(null);
  const [deleteCustomer] = useCommerceMutation(DeleteCustomer);
  const [error, setError] = useState<string | null>(null);
  // Stays true after a deletion: the buttons are disabled until the page is gone.
  const [pending, setPending] = useState(false);

  // Runs after the Modal's own effect opened the dialog: start on the harmless choice.
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);

  async function confirm() {
    setError(null);
    setPending(true);
    try {
      await deleteCustomer();
      forgetFirstName();
      reloadTo('/');
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <div>
        <button
          type="button"
          className={cx(buttons.button, buttons.secondary)}
          onClick={(event) => {
            setError(null);
            openModal({ id: 'deleteAccount', returnFocus: event.currentTarget });
          }}
        >
          {t('open')}
        </button>
      </div>
      <Modal id="deleteAccount" titleId="delete-dialog-title" title={t('dialogTitle')} closeLabel={t('close')}>
        <p>{t('dialogText')}</p>
        <FormError id="delete-dialog-error" message={error} />
        <div className={styles.actions}>
          <button
            ref={cancel}
            type="button"
            className={cx(buttons.button, buttons.secondary)}
            onClick={() => closeModal('deleteAccount')}
            disabled={pending}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className={cx(buttons.button, buttons.primary)}
            onClick={confirm}
            disabled={pending}
            aria-describedby={error ? 'delete-dialog-error' : undefined}
          >
            {t('confirm')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
