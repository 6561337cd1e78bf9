'use client';

import { useState } from 'react';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { Logout } from '@/graphql/account';
import { forgetFirstName } from '@/lib/account/customer-hint-name';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { reloadTo } from '@/lib/customer/full-reload';
import { FormError } from '@/components/ui/FormError';
import { clsx as cx } from 'clsx';
import buttons from '@/components/ui/Button.module.css';

/**
 * The dashboard's 'Log out' (spec §4 'Logout clears the context'; §7 logout): runs `Logout`, forgets
 * the first name the header greets with, then loads `/` in full so every part of the page sees the
 * new guest session. A session that was already gone (NOT_LOGGED_IN, "You're already logged out")
 * goes home too; any other failure stays here with a translated message.
 */
export function LogoutButton({ label }: { label: string }) {
  const errorMessage = useCommerceErrorMessage();
  const [logout] = useCommerceMutation(Logout);
  const [error, setError] = useState<string | null>(null);
  // Stays true after a logout: the button is disabled until the page is gone.
  const [pending, setPending] = useState(false);

  async function onClick() {
    setError(null);
    setPending(true);
    try {
      await logout();
    } catch (caught) {
      if (CommerceError.from(caught).code !== 'NOT_LOGGED_IN') {
        setError(errorMessage(caught));
        setPending(false);
        return;
      }
    }
    forgetFirstName();
    reloadTo('/');
  }

  return (
    <div>
      <button
        type="button"
        className={cx(buttons.button, buttons.secondary)}
        onClick={onClick}
        disabled={pending}
        aria-describedby={error ? 'logout-error' : undefined}
      >
        {label}
      </button>
      <FormError id="logout-error" message={error} />
    </div>
  );
}
