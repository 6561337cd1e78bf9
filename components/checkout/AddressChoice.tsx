'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import type { CustomerAddress } from '@/graphql/account';
import { SetShippingAddress } from '@/graphql/checkout';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { startRouteProgress } from '@/components/layout/RouteProgress';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import styles from './AddressChoice.module.css';

/** The value of the 'new address' option of the address choice. */
export const NEW_ADDRESS = 'new';

interface Props {
  /** The customer's address book (spec §3 Address), oldest first. */
  addresses: CustomerAddress[];
  /** The address chosen when the step opens: the cart's shipping address, else the default one. */
  selectedId: string | null;
  /** The details form for a new address, shown when 'A new address' is chosen. */
  newAddressForm: React.ReactNode;
}

/**
 * Checkout details for a logged-in customer (spec §2 Checkout 'enter details', §7 setShippingAddress;
 * the checkout uses the customer's addresses): a radio group of the address book
 * (name, street, postal code, city, country) plus 'A new address'. Continuing with a book address
 * ships the cart there (`setShippingAddress`, which the back end refuses for an id outside the
 * customer's book) and goes on to the shipment step; a new address is entered in `newAddressForm`
 * (it joins the book). A failed call keeps the choice and shows the translated reason.
 */
export function AddressChoice({ addresses, selectedId, newAddressForm }: Props) {
  const t = useTranslations('checkout.addressChoice');
  const errorMessage = useCommerceErrorMessage();
  const router = useRouter();
  const legendId = useId();
  const [choice, setChoice] = useState(selectedId ?? addresses[0]?.id ?? NEW_ADDRESS);
  const [error, setError] = useState<string | null>(null);
  const [shipTo, { loading }] = useCommerceMutation(SetShippingAddress);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || choice === NEW_ADDRESS) return;
    setError(null);
    try {
      await shipTo({ variables: { id: choice } });
      startRouteProgress();
      router.push('/checkout/shipment/');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className={forms.form}
        aria-describedby={error ? 'address-choice-error' : undefined}
      >
        <fieldset className={styles.choices} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {t('legend')}
          </legend>
          {addresses.map((address) => (
            <label key={address.id} className={cx(styles.choice, choice === address.id && styles.chosen)}>
              <input
                type="radio"
                name="shipping-address"
                value={address.id}
                checked={choice === address.id}
                onChange={() => setChoice(address.id)}
              />
              <span>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>
                <br />
                {[
                  address.street,
                  address.additionalAddressLine1,
                  `${address.zipcode} ${address.city}`,
                  address.country.name,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </label>
          ))}
          <label className={cx(styles.choice, choice === NEW_ADDRESS && styles.chosen)}>
            <input
              type="radio"
              name="shipping-address"
              value={NEW_ADDRESS}
              checked={choice === NEW_ADDRESS}
              onChange={() => setChoice(NEW_ADDRESS)}
            />
            <span>{t('newAddress')}</span>
          </label>
        </fieldset>
        <FormError id="address-choice-error" message={error} />
        {choice === NEW_ADDRESS ? null : (
          <button
            type="submit"
            className={cx(buttons.button, buttons.primary, buttons.wide)}
            aria-disabled={loading || undefined}
            data-testid="ship-to-address"
          >
            {t('continue')}
          </button>
        )}
      </form>
      {choice === NEW_ADDRESS ? <div className={styles.newAddress}>{newAddressForm}</div> : null}
    </>
  );
}
