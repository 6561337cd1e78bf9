'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import {
  DefaultBillingAddress,
  DefaultShippingAddress,
  DeleteAddress,
  type Customer,
  type CustomerAddress,
} from '@/graphql/account';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import type { AddressBookValues } from '@/lib/customer/address-schema';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import { AddressCard, type AddressActions } from './AddressCard';
import { AddressForm, type SavedAddress } from './AddressForm';
import { FormOutcome, type Outcome } from './FormOutcome';
import styles from './AddressBook.module.css';

type Defaults = { billing: string | null; shipping: string | null };
type Editing = { address?: CustomerAddress } | null;

interface Props {
  /** The book as the server read it (spec §7 addresses), oldest first. */
  addresses: CustomerAddress[];
  customer: Pick<
    Customer,
    'defaultBillingAddressId' | 'defaultShippingAddressId' | 'salutation' | 'firstName' | 'lastName'
  >;
  /** The store's countries (spec §7 storeConfig). */
  countries: { id: string; name: string; iso: string }[];
  salutations: { id: string; key: string }[];
  /** Country id a new address starts with (the store's own). */
  defaultCountryId: string;
}

/**
 * The address book of /customer/address/ (spec §2 '/customer' address; §7 addresses, addAddress,
 * updateAddress, deleteAddress, defaultBillingAddress, defaultShippingAddress): the saved addresses
 * with their default marks, one form to add or edit, delete (not for a default address), and
 * 'Use as default billing/shipping address'. Each outcome is announced in one status region;
 * failures (ADDRESS_IS_DEFAULT, ADDRESS_NOT_FOUND, …) are translated alerts. The list follows the
 * calls' answers: the added address, the edited input, the customer's new defaults; the book's first
 * address becomes both defaults (addAddress's contract). Focus returns to the control that opened
 * the form, or goes to the list's heading when the address it was on is gone.
 */
export function AddressBook({ addresses: initial, customer, countries, salutations, defaultCountryId }: Props) {
  const t = useTranslations('customer.address');
  const errorMessage = useCommerceErrorMessage();
  const [addresses, setAddresses] = useState(initial);
  const [defaults, setDefaults] = useState<Defaults>({
    billing: customer.defaultBillingAddressId ?? null,
    shipping: customer.defaultShippingAddressId ?? null,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [deleteAddress] = useCommerceMutation(DeleteAddress);
  const [setBilling] = useCommerceMutation(DefaultBillingAddress);
  const [setShipping] = useCommerceMutation(DefaultShippingAddress);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Where focus goes once the form has closed (the opener, else the list's heading).
  const focusAfterClose = useRef<HTMLElement | null>(null);
  const [closedAt, setClosedAt] = useState(0);

  useEffect(() => {
    if (!closedAt) return;
    const target = focusAfterClose.current;
    (target?.isConnected ? target : listHeading.current)?.focus();
    focusAfterClose.current = null;
  }, [closedAt]);

  const newAddressDefaults: Partial<AddressBookValues> = {
    salutationId: customer.salutation?.id ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    countryId: defaultCountryId,
  };

  function openForm(address: CustomerAddress | undefined, opener: HTMLElement) {
    focusAfterClose.current = opener;
    setOutcome(null);
    setEditing({ address });
  }

  function closeForm() {
    setEditing(null);
    setClosedAt(Date.now());
  }

  function onSaved(saved: SavedAddress) {
    if (saved.kind === 'added') {
      setAddresses((list) => [...list, saved.address]);
      setDefaults((current) => ({
        billing: current.billing ?? saved.address.id,
        shipping: current.shipping ?? saved.address.id,
      }));
    } else {
      setAddresses((list) => list.map((item) => (item.id === saved.address.id ? saved.address : item)));
      if (saved.customer)
        setDefaults({
          billing: saved.customer.defaultBillingAddressId ?? null,
          shipping: saved.customer.defaultShippingAddressId ?? null,
        });
    }
    setOutcome({ kind: 'success', message: t(saved.kind) });
    closeForm();
  }

  const actions: AddressActions = {
    onEdit: (address, button) => openForm(address, button),
    onDelete: async (address) => {
      setOutcome(null);
      setBusyId(address.id);
      try {
        await deleteAddress({ variables: { addressId: address.id } });
        setAddresses((list) => list.filter((item) => item.id !== address.id));
        setOutcome({ kind: 'success', message: t('deleted') });
        listHeading.current?.focus();
      } catch (caught) {
        setOutcome({ kind: 'error', message: errorMessage(caught) });
      } finally {
        setBusyId(null);
      }
    },
    onDefault: async (address, kind) => {
      setOutcome(null);
      setBusyId(address.id);
      try {
        const variables = { addressId: address.id };
        const saved =
          kind === 'billing'
            ? (await setBilling({ variables })).data?.defaultBillingAddress.customer
            : (await setShipping({ variables })).data?.defaultShippingAddress.customer;
        setDefaults((current) =>
          saved
            ? { billing: saved.defaultBillingAddressId ?? null, shipping: saved.defaultShippingAddressId ?? null }
            : { ...current, [kind]: address.id },
        );
        setOutcome({ kind: 'success', message: t(kind === 'billing' ? 'billingSet' : 'shippingSet') });
        listHeading.current?.focus();
      } catch (caught) {
        setOutcome({ kind: 'error', message: errorMessage(caught) });
      } finally {
        setBusyId(null);
      }
    },
  };

  return (
    <div className={styles.book}>
      <h2 ref={listHeading} tabIndex={-1}>
        {t('listHeading')}
      </h2>
      <FormOutcome outcome={outcome} errorId="address-book-error" />
      {addresses.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              isBilling={defaults.billing === address.id}
              isShipping={defaults.shipping === address.id}
              busy={busyId === address.id}
              {...actions}
            />
          ))}
        </ul>
      )}
      <div>
        <button
          type="button"
          className={cx(buttons.button, buttons.primary)}
          onClick={(event) => openForm(undefined, event.currentTarget)}
        >
          {t('add')}
        </button>
      </div>
      {editing && (
        <AddressForm
          key={editing.address?.id ?? 'new'}
          address={editing.address}
          defaults={newAddressDefaults}
          countries={countries}
          salutations={salutations}
          onSaved={onSaved}
          onCancel={closeForm}
        />
      )}
    </div>
  );
}
