'use client';

import { useTranslations } from 'next-intl';
import type { CustomerAddress } from '@/graphql/account';
import { addressLines } from '@/lib/address/address-lines';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';
import styles from './AddressBook.module.css';

/** What the address book does with one address; each gets the pressed button (focus returns to it). */
export interface AddressActions {
  onEdit: (address: CustomerAddress, button: HTMLButtonElement) => void;
  onDelete: (address: CustomerAddress) => void;
  onDefault: (address: CustomerAddress, kind: 'billing' | 'shipping') => void;
}

interface Props extends AddressActions {
  address: CustomerAddress;
  isBilling: boolean;
  isShipping: boolean;
  /** A call about this address runs: its buttons wait. */
  busy: boolean;
}

/**
 * One address of the book (spec §3 Address): name, street, second line, postal code and city,
 * country and phone, marked as the default billing and/or shipping address. Its buttons ('Edit',
 * 'Delete', 'Use as default … address') are described by the address, so each is told apart from
 * the other cards' (WCAG 2.4.6). A default address has no 'Delete' (the back end refuses it,
 * ADDRESS_IS_DEFAULT): a note says why.
 */
export function AddressCard({ address, isBilling, isShipping, busy, onEdit, onDelete, onDefault }: Props) {
  const t = useTranslations('customer.address');
  const summaryId = `address-${address.id}`;
  const isDefault = isBilling || isShipping;
  const button = cx(buttons.button, buttons.secondary, buttons.small);
  return (
    <li className={styles.card} data-testid="address-card" aria-busy={busy || undefined}>
      <div id={summaryId}>
        <p className={styles.name}>
          {address.firstName} {address.lastName}
        </p>
        <address className={styles.lines}>
          {addressLines(address).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      </div>
      {isDefault && (
        <ul className={styles.badges}>
          {isBilling && <li>{t('defaultBilling')}</li>}
          {isShipping && <li>{t('defaultShipping')}</li>}
        </ul>
      )}
      <div className={styles.cardActions}>
        <button
          type="button"
          className={button}
          aria-describedby={summaryId}
          disabled={busy}
          onClick={(event) => onEdit(address, event.currentTarget)}
        >
          {t('edit')}
        </button>
        {!isDefault && (
          <button
            type="button"
            className={button}
            aria-describedby={summaryId}
            disabled={busy}
            onClick={() => onDelete(address)}
          >
            {t('delete')}
          </button>
        )}
        {!isBilling && (
          <button
            type="button"
            className={button}
            aria-describedby={summaryId}
            disabled={busy}
            onClick={() => onDefault(address, 'billing')}
          >
            {t('useAsBilling')}
          </button>
        )}
        {!isShipping && (
          <button
            type="button"
            className={button}
            aria-describedby={summaryId}
            disabled={busy}
            onClick={() => onDefault(address, 'shipping')}
          >
            {t('useAsShipping')}
          </button>
        )}
      </div>
      {isDefault && <p className={styles.note}>{t('defaultNotDeletable')}</p>}
    </li>
  );
}
