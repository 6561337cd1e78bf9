import { brandIconUrl, hasBrandIcon } from '@/lib/brand-icons';
import type { PaymentIcon } from '@/lib/prismic/layout-content';
import styles from './PaymentIcons.module.css';

/**
 * Payment method icons (spec §2 'Footer': payment icons; checkout: icons uid `payment-methods`):
 * one chip per method with its brand mark (an SVG file, cached by the browser), or its name where
 * no mark exists. Each chip carries the method's accessible name. Renders nothing without icons.
 */
export function PaymentIcons({ icons, label }: { icons: PaymentIcon[]; label: string }) {
  if (icons.length === 0) return null;
  return (
    <ul className={styles.icons} aria-label={label}>
      {icons.map(({ icon, label: name }) => (
        <li key={icon} className={styles.icon}>
          {hasBrandIcon(icon) ? (
            // eslint-disable-next-line @next/next/no-img-element -- a 24 px SVG mark needs no optimizer
            <img src={brandIconUrl(icon)} alt={name} width={32} height={20} loading="lazy" />
          ) : (
            <span className={styles.name}>{name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
