import { Check, MessageCircle, Star, Store, Truck, Undo2, type LucideIcon } from 'lucide-react';
import { ContentLink } from '@/components/ui/ContentLink';
import type { LayoutUsp } from '@/lib/prismic/layout-content';
import styles from './UspList.module.css';

/** The usps custom type's icon names as icons; unknown names show a check. */
const ICONS: Record<string, LucideIcon> = {
  check: Check,
  truck: Truck,
  return: Undo2,
  chat: MessageCircle,
  star: Star,
  store: Store,
};

/**
 * Selling points of a usps document (spec §7 usps `pdp`, `cart`) as a compact list with their icons
 * (decorative: the label says it all); a usp with a link links its label. `label` names the list for
 * assistive technology when no heading does. Renders nothing without usps. Server component.
 */
export function UspList({ usps, label }: { usps: LayoutUsp[]; label?: string }) {
  if (usps.length === 0) return null;
  return (
    <ul className={styles.usps} aria-label={label}>
      {usps.map((usp) => {
        const Icon = ICONS[usp.icon] ?? Check;
        return (
          <li key={usp.label} className={styles.usp}>
            <Icon aria-hidden="true" focusable="false" size={20} className={styles.icon} />
            {usp.href ? <ContentLink href={usp.href}>{usp.label}</ContentLink> : usp.label}
          </li>
        );
      })}
    </ul>
  );
}
