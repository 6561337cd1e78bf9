'use client';

import { Mail, MessageSquare, Phone } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useEffect, useId } from 'react';
import { CONTACT_OPTIONS_EVENT } from '@/components/ui/chat';
import { Modal } from '@/components/ui/Modal';
import { useUiStore } from '@/lib/state/StateProvider';
import type { ContactFormLabels } from './contact-form-labels';
import styles from './ContactOptions.module.css';

// The form (react-hook-form, zod, the server action) loads when the modal first opens, never with
// the page: the footer, and so these options, are on every page.
/** The modal's payload when the footer's button opened it (no chat link: the chat's absence goes unsaid). */
const FROM_BUTTON = 'form';

const ContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm), { ssr: false });

/**
 * The contact options (spec §2 'Other behaviour', §1 customer service by phone, chat and e-mail):
 * the modal a chat link opens when no chat widget answers (`chat.ts`), with the storefront's phone
 * and its service hours, its e-mail address and a contact form (`ContactForm`, which mails the
 * storefront's customer service desk). Listens for `storefront:contact-options` on `window`; the
 * footer's 'Send us a message' button opens it too; focus returns to whatever opened it. Without
 * script the footer's phone and e-mail links stand in: the form needs the browser's bot check.
 * Texts come translated from the footer.
 *
 * @param phone the storefront's customer service number as shown (`+31 20 123 4567`)
 * @param phoneHref its `tel:` URL
 * @param email the storefront's customer service address
 * @param formLabels the contact form's texts (`contactFormLabels`)
 */
export function ContactOptions({
  phone,
  phoneHref,
  email,
  labels,
  formLabels,
}: {
  phone: string;
  phoneHref: string;
  email: string;
  labels: {
    title: string;
    close: string;
    /** Why the options show after a chat link: the chat is not available. */
    intro: string;
    /** The intro after the footer's button: the ways to reach customer service, the form among them. */
    formIntro: string;
    call: string;
    write: string;
    openForm: string;
  };
  formLabels: ContactFormLabels;
}) {
  const titleId = useId();
  const openModal = useUiStore((state) => state.openModal);
  // The options are in the page once, in the footer: the modal holds them only while it is open.
  const open = useUiStore((state) => state.modal?.id === 'contactOptions');
  const fromButton = useUiStore((state) => state.modal?.id === 'contactOptions' && state.modal.payload === FROM_BUTTON);
  useEffect(() => {
    const open = () => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      openModal({ id: 'contactOptions', returnFocus: opener });
    };
    window.addEventListener(CONTACT_OPTIONS_EVENT, open);
    return () => window.removeEventListener(CONTACT_OPTIONS_EVENT, open);
  }, [openModal]);

  return (
    <>
      <button
        type="button"
        className={styles.openForm}
        onClick={(event) => openModal({ id: 'contactOptions', payload: FROM_BUTTON, returnFocus: event.currentTarget })}
      >
        <MessageSquare aria-hidden="true" focusable="false" size={18} />
        {labels.openForm}
      </button>
      <Modal id="contactOptions" titleId={titleId} title={labels.title} closeLabel={labels.close}>
        {open ? (
          <>
            <p>{fromButton ? labels.formIntro : labels.intro}</p>
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
            <ContactForm labels={formLabels} />
          </>
        ) : null}
      </Modal>
    </>
  );
}
