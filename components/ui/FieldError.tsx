import styles from './Form.module.css';

/**
 * A form field's error (spec §5: errors show on blur). The element is always in the page, empty
 * while the field is valid, so screen readers announce the message when it appears (WCAG 4.1.3);
 * point the field's `aria-describedby` at `id` while there is an error.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={styles.error} role="alert">
      {message ?? ''}
    </p>
  );
}
