'use client';

import { useTranslations } from 'next-intl';
import type { VariantData } from '@/graphql/fragments';
import { sizeOptionState, type SizeOptionState } from '@/lib/product/size-state';
import { FormError } from '@/components/ui/FormError';
import { Modal } from '@/components/ui/Modal';
import { SizeChartTrigger } from './SizeChartTrigger';
import styles from './SizeModal.module.css';

interface Props {
  /** SKU of the product whose sizes these are (one size modal per product on a page). */
  owner: string;
  /** 'Select your <attribute name>' (spec §2), already translated. */
  title: string;
  /** The sizes; `storeAvailableStock` (units in all stores) where the page has it, for 'Only in stores'. */
  variants: (VariantData & { storeAvailableStock?: number })[];
  comingSoon: boolean;
  /** Variant being added: its button shows busy and further choices are ignored meanwhile. */
  busyVariant: string | null;
  /** Translated error of the last add, shown inside the modal. */
  error: string | null;
  onChoose: (variant: VariantData) => void;
  onMailMe: (variant: VariantData) => void;
  onClosed?: () => void;
  /** The size table's advice, rendered on the server (spec §2 'optional size advice text'). */
  advice?: React.ReactNode;
  /** Label of the size chart trigger; without it (no size table) there is none. */
  sizeChartLabel?: string | null;
}

/**
 * The size-selection modal (spec §2, §4 'Size option display'): the optional size advice and size
 * chart trigger, then each size with its state (sold out or 'Only in stores' with 'Mail me',
 * pre-order with the delivery time, 'Last item', 'Just a few left'). Buttons stay focusable while an add runs (`aria-disabled`),
 * so focus never drops to the page.
 */
export function SizeModal({
  owner,
  title,
  variants,
  comingSoon,
  busyVariant,
  error,
  onChoose,
  onMailMe,
  onClosed,
  advice,
  sizeChartLabel,
}: Props) {
  const t = useTranslations('product');
  const ts = useTranslations('storeStock');

  function note(state: SizeOptionState): string | null {
    switch (state.kind) {
      case 'soldOut':
        return comingSoon ? t('comingSoon') : t('soldOut');
      case 'onlyInStores':
        return ts('onlyInStores');
      case 'preOrder':
        return t('preOrder', { deliveryTime: state.deliveryTime });
      case 'lastItem':
        return t('lastItem');
      case 'fewLeft':
        return t('fewLeft');
      default:
        return null;
    }
  }

  return (
    <Modal
      id="sizeSelection"
      owner={owner}
      titleId={`size-modal-title-${owner}`}
      title={title}
      closeLabel={t('close')}
      onClosed={onClosed}
    >
      {advice}
      {sizeChartLabel ? <SizeChartTrigger owner={owner} label={sizeChartLabel} returnFocusHere={false} /> : null}
      <ul className={styles.sizeList}>
        {variants.map((variant) => {
          const state = sizeOptionState(variant, comingSoon);
          const text = note(state);
          // A size only stores hold cannot be delivered: for delivery it is sold out, and 'Mail me'
          // (spec §4) is what a shopper who cannot go to a store wants: word when it can be
          // delivered again. The label says where it is; the PDP's store check says which stores.
          const soldOut = state.kind === 'soldOut' || state.kind === 'onlyInStores';
          return (
            <li key={variant.id}>
              <button
                type="button"
                className={`${styles.option} ${soldOut ? styles.soldOut : ''}`}
                data-state={state.kind}
                aria-disabled={busyVariant !== null || undefined}
                aria-busy={busyVariant === variant.id || undefined}
                onClick={() => {
                  if (busyVariant !== null) return;
                  if (soldOut) onMailMe(variant);
                  else onChoose(variant);
                }}
              >
                <span className={soldOut ? styles.sizeSoldOut : styles.size}>{variant.size}</span>
                {soldOut ? (
                  <span className={styles.note}>
                    {text} · {t('mailMe')}
                  </span>
                ) : text ? (
                  <span className={styles.note}>{text}</span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <FormError message={error} />
    </Modal>
  );
}
