import { X } from 'lucide-react';
import styles from './ModalHeader.module.css';

/**
 * Heading row of a native `<dialog>` modal: the title (its `id` labels the dialog via
 * aria-labelledby) and a close button with an accessible name (spec §2 modals, WCAG 2.2). The
 * cross is an SVG icon (docs/architecture.md 'Rendering'), hidden from assistive technology: the button's
 * name is `closeLabel`.
 */
export function ModalHeader({
  titleId,
  title,
  closeLabel,
  onClose,
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div className={styles.header}>
      <h2 id={titleId}>{title}</h2>
      <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
        <X aria-hidden="true" focusable="false" size={24} />
      </button>
    </div>
  );
}
