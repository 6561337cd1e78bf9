'use client';

import { Link } from '@/components/ui/Link';
import { useEffect, useRef } from 'react';
import { clsx as cx } from 'clsx';
import notices from '@/components/ui/Notice.module.css';

/**
 * Why a mail link's action failed (spec §2 finish/{hash}): the translated error, announced (role
 * alert), and for a dead link (INVALID_LINK_HASH) where to get a new one. Takes the focus when it
 * appears: the button or form the shopper used may be gone (WCAG 2.4.3).
 */
export function LinkFailure({ message, link }: { message: string; link: { href: string; label: string } | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={cx(notices.notice, notices.error)} data-testid="link-failure">
      <p>{message}</p>
      {link ? (
        <p>
          <Link href={link.href}>{link.label}</Link>
        </p>
      ) : null}
    </div>
  );
}
