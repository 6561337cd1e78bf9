'use client';

import { useState } from 'react';
import { useCommerceMutation } from '@/lib/apollo/use-commerce-mutation';
import { clsx as cx } from 'clsx';
import { NewsletterSettings } from '@/graphql/newsletter';
import { CommerceError } from '@/lib/commerce/errors';
import { useCommerceErrorMessage } from '@/lib/commerce/use-error-message';
import { initialNewsletterStatus, type NewsletterStatus } from '@/lib/newsletter/status';
import { LinkFailure } from '@/components/account/LinkFailure';
import { StatusPanel } from '@/components/account/StatusPanel';
import { FormError } from '@/components/ui/FormError';
import buttons from '@/components/ui/Button.module.css';
import styles from './NewsletterSettings.module.css';

/** The settings panel's copy, translated on the server (messages `newsletter.settings`). */
export interface NewsletterSettingsCopy {
  email: string;
  status: string;
  statusText: Record<NewsletterStatus, string>;
  action: Record<NewsletterStatus, string>;
  confirmed: string;
  unsubscribed: string;
  resubscribed: string;
  linkInvalid: string;
  home: { href: string; label: string };
}

/**
 * A newsletter subscription from its mail's settings link (spec §2 '/newsletter/einstellungen/{hash}/'):
 * the masked email and whether it is subscribed, and one button: 'Confirm subscription' while it is
 * not confirmed, 'Unsubscribe' while subscribed, 'Subscribe again' after unsubscribing. Each runs
 * `newsletterSettings(hash, subscribed)` only when pressed (mail scanners open links); the button is
 * disabled while it runs. The outcome is announced in a status region that takes the focus. A link
 * that died meanwhile (NEWSLETTER_LINK_INVALID) says so and links home, where the sign-up is; other
 * failures (a rate limit among them) show their translated message and keep the button.
 *
 * @param hash the link's hash (48 letters and digits: the page read the subscription with it)
 * @param email the masked address the back end answered
 * @param status the back end's `status`: unconfirmed | subscribed | unsubscribed
 */
export function NewsletterSettingsPanel({
  hash,
  email,
  status: initialStatus,
  copy,
}: {
  hash: string;
  email: string;
  status: string;
  copy: NewsletterSettingsCopy;
}) {
  const errorMessage = useCommerceErrorMessage();
  const [update, { loading }] = useCommerceMutation(NewsletterSettings);
  const [status, setStatus] = useState<NewsletterStatus>(() => initialNewsletterStatus(initialStatus));
  const [outcome, setOutcome] = useState<string | null>(null);
  // Each outcome mounts its own status region, so the focus moves to every new one.
  const [changes, setChanges] = useState(0);
  const [failure, setFailure] = useState<{ message: string; linkInvalid: boolean } | null>(null);

  async function change() {
    const subscribe = status !== 'subscribed';
    setFailure(null);
    setOutcome(null);
    let answer: { subscribed: boolean; status: string } | undefined;
    try {
      answer = (await update({ variables: { hash, subscribed: subscribe } })).data?.newsletterSettings;
    } catch (caught) {
      const error = CommerceError.from(caught);
      setFailure({ message: errorMessage(error), linkInvalid: error.code === 'NEWSLETTER_LINK_INVALID' });
      return;
    }
    if (!answer) {
      setFailure({ message: errorMessage(new Error('No answer')), linkInvalid: false });
      return;
    }
    const next = initialNewsletterStatus(answer.status);
    const message = !answer.subscribed
      ? copy.unsubscribed
      : status === 'unsubscribed'
        ? copy.resubscribed
        : copy.confirmed;
    setStatus(next);
    setOutcome(message);
    setChanges((count) => count + 1);
  }

  return (
    <div className={styles.panel}>
      <dl className={styles.details}>
        <dt>{copy.email}</dt>
        <dd data-testid="newsletter-email">{email}</dd>
        <dt>{copy.status}</dt>
        <dd data-testid="newsletter-status">{copy.statusText[status]}</dd>
      </dl>
      <StatusPanel key={changes} testId="newsletter-settings-outcome">
        {outcome ? <p>{outcome}</p> : null}
      </StatusPanel>
      {failure?.linkInvalid ? (
        <LinkFailure message={copy.linkInvalid} link={copy.home} />
      ) : (
        <>
          <FormError message={failure?.message ?? null} />
          <div>
            <button
              type="button"
              className={cx(buttons.button, status === 'subscribed' ? buttons.secondary : buttons.primary)}
              onClick={() => void change()}
              disabled={loading}
              aria-busy={loading || undefined}
            >
              {copy.action[status]}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
