'use client';

import { Link } from '@/components/ui/Link';
import { useConsent } from '@/lib/consent/consent-state';
import buttons from '@/components/ui/Button.module.css';
import styles from './ConsentGate.module.css';

/** What a gated block shows instead of its third-party content (translated on the server). */
export interface ConsentPlaceholderCopy {
  /** Why the content is not shown: it comes from a third party and needs consent. */
  text: string;
  /** The link to the cookie settings page. */
  openSettings: string;
}

/**
 * Third-party content behind consent (spec §4 'Social feed: loads only after third-party initiation
 * is allowed'): `children` only once the visitor allowed third parties; before that a placeholder
 * explaining why, with a button-styled link to the cookie settings page (`settingsHref`). Nothing
 * while the choice has not been read yet (server render and hydration), so a visitor who already
 * consented never sees the placeholder flash.
 */
export function ConsentGate({
  placeholder,
  settingsHref,
  children,
}: {
  placeholder: ConsentPlaceholderCopy;
  settingsHref: string;
  children: React.ReactNode;
}) {
  const consent = useConsent();
  if (consent === 'enabled') return children;
  if (consent === 'pending') return null;
  return (
    <div className={styles.placeholder}>
      <p className={styles.text}>{placeholder.text}</p>
      <Link href={settingsHref} prefetch={false} className={buttons.button}>
        {placeholder.openSettings}
      </Link>
    </div>
  );
}
