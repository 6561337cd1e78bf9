import { clsx as cx } from 'clsx';
import styles from './MainArea.module.css';

/**
 * The `<main id="main">` of every layout (spec §2 Layouts): target of the skip link (focusable by
 * script, `tabIndex={-1}`), centred at the content width: `default` (spec §9 120rem) or `small`
 * (the checkout's 78.4rem).
 */
export function MainArea({ width = 'default', children }: { width?: 'default' | 'small'; children: React.ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={cx(styles.main, width === 'small' && styles.small)}>
      {children}
    </main>
  );
}
