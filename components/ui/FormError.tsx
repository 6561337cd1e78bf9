import styles from './Form.module.css';

/** A translated error for a whole form or action, announced to screen readers (role alert). */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {message}
    </p>
  );
}
