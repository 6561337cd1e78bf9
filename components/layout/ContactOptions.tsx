'use client';

import { Mail, Phone } from 'lucide-react';
import { useEffect, useId } from 'react';
import { CONTACT_OPTIONS_EVENT } from '@/components/ui/chat';
import { Modal } from '@/components/ui/Modal';
import { useUiStore } from '@/lib/state/StateProvider';
import styles from './ContactOptions.module.css';

/**
 * The contact options (spec §2 'Other behaviour', §1 customer service by phone, chat and e-mail):
 * the modal a chat link opens when no chat widget answers (`chat.ts`), with the storefront's phone
 * and its service hours and its e-mail address. Listens for `storefront:contact-options` on
 * `window`; focus returns to the link that opened it. Texts come translated from the footer.
 *
 * @param phone the storefront's customer service number as shown (`+31 20 123 4567`)
 * @param phoneHref its `tel:` URL
 * @param email the storefront's customer service address
 */
export function ContactOptions({
  phone,
  phoneHref,
  email,
  labels,
}: {
  phone: string;
  phoneHref: string;
  email: string;
  labels: { title: string; close: string; intro: string; call: string; write: string };
}) {
  const titleId = useId();
  const openModal = useUiStore((state) => state.openModal);
  // The options are in the page once, in the footer: the modal holds them only while it is open.
  const open = useUiStore((state) => state.modal?.id === 'contactOptions');
  useEffect(() => {
    const open = () => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openModal({ id: 'contactOptions', returnFocus: opener });
    };
    window.addEventListener(CONTACT_OPTIONS_EVENT, open);
    return () => window.removeEventListener(CONTACT_OPTIONS_EVENT, open);
  }, [openModal]);

  return (
    <Modal id="contactOptions" titleId={titleId} title={labels.title} closeLabel={labels.close}>
      {open ? (
        <>
          <p>{labels.intro}</p>
          <ul className={styles.options}>
            {(
              [
                [phoneHref, Phone, labels.call, phone],
                [`mailto:${email}`, Mail, labels.write, email],
              ] as const
            ).map(([href, Icon, label, value]) => (
              <li key={href}>
                <a href={href} className={styles.option}>
                  <Icon aria-hidden="true" focusable="false" />
                  <span>
                    {label} <strong>{value}</strong>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
