import { FormError } from '@/components/ui/FormError';
import styles from './FormOutcome.module.css';

/** The outcome of a form's last submit or action: a translated success or failure message. */
export type Outcome = { kind: 'success' | 'error'; message: string } | null;

/**
 * Shows a customer form's outcome (each form its own success or failure message). The
 * success message sits in a polite status region that is always in the page, so it is announced
 * when it appears (WCAG 4.1.3); a failure is an alert with id `errorId` (point the form's
 * `aria-describedby` at it).
 */
export function FormOutcome({ outcome, errorId }: { outcome: Outcome; errorId: string }) {
  const success = outcome?.kind === 'success' ? outcome.message : '';
  return (
    <>
      <p role="status" className={success ? styles.success : styles.empty}>
        {success}
      </p>
      <FormError id={errorId} message={outcome?.kind === 'error' ? outcome.message : null} />
    </>
  );
}
