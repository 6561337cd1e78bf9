'use client';

import { useEffect, useRef } from 'react';
import type { ModalId, OpenModal } from '@/lib/state/ui-store';
import { useUiStore } from '@/lib/state/StateProvider';
import { ModalHeader } from './ModalHeader';
import styles from './Modal.module.css';

interface Props {
  /** Which modal of the UI store this is; it shows while the store says so. */
  id: ModalId;
  /** The instance this is, where a page has several of one modal (see `OpenModal.owner`). */
  owner?: string;
  titleId: string;
  title: string;
  closeLabel: string;
  /** Called after the modal closed (Escape, close button, backdrop, or another modal opening). */
  onClosed?: () => void;
  children: React.ReactNode;
}

/**
 * A modal dialog driven by the UI store (docs/architecture.md 'Client state'; spec §4 'Opening it closes
 * other modals'): a native `<dialog>` opened with `showModal()` (focus moves in and is trapped;
 * Escape closes), with a labelled heading and close button. When the flow ends (no other modal
 * opened in its place), focus returns to the control that started it (WCAG 2.4.3), not to `<body>`.
 * Modals slide up from the bottom below the desktop breakpoint (spec §2).
 */
export function Modal({ id, owner, titleId, title, closeLabel, onClosed, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isThis = (modal: OpenModal | null) => modal?.id === id && (owner === undefined || modal.owner === owner);
  const open = useUiStore((state) => isThis(state.modal));
  const returnFocus = useUiStore((state) => (isThis(state.modal) ? state.modal?.returnFocus : undefined));
  const anotherModalOpen = useUiStore((state) => state.modal !== null && !isThis(state.modal));
  const closeModal = useUiStore((state) => state.closeModal);
  const lastReturnFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open) lastReturnFocus.current = returnFocus ?? null;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open && wasOpen.current) {
      onClosed?.();
      const target = lastReturnFocus.current;
      if (!anotherModalOpen && target?.isConnected) target.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocus, anotherModalOpen, onClosed]);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={titleId}
      onClose={() => open && closeModal(id)}
      onClick={(event) => event.target === dialog.current && closeModal(id)}
    >
      <div className={styles.content}>
        <ModalHeader titleId={titleId} title={title} closeLabel={closeLabel} onClose={() => closeModal(id)} />
        {children}
      </div>
    </dialog>
  );
}
