/**
 * Heading row of a native `<dialog>` modal: the title (its `id` labels the dialog via
 * aria-labelledby) and a close button with an accessible name (spec §2 modals, WCAG 2.2).
 */
export function ModalHeader({ titleId, title, closeLabel, onClose }: { titleId: string; title: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="modal__header">
      <h2 id={titleId}>{title}</h2>
      <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
        ×
      </button>
    </div>
  );
}
