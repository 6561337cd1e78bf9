'use client';

import { useEffect, useRef } from 'react';
import notices from '@/components/ui/Notice.module.css';

/**
 * The outcome of an account form (a sent mail, a saved password): an always-present live region
 * (`role="status"`), so what appears in it is announced (WCAG 4.1.3), and that takes the focus when
 * it appears, because the form the focus was in is gone (WCAG 2.4.3). Empty while `children` is
 * null.
 */
export function StatusPanel({ children, testId }: { children: React.ReactNode; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = children !== null && children !== undefined && children !== false;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return (
    <div ref={ref} role="status" tabIndex={-1} className={shown ? notices.notice : undefined} data-testid={testId}>
      {children}
    </div>
  );
}
