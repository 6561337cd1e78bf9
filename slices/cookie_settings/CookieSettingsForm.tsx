'use client';

import { useEffect, useId, useState } from 'react';
import { clsx as cx } from 'clsx';
import { saveConsent, useConsent } from '@/lib/consent/consent-state';
import { CONSENT_CHOICES, DEFAULT_CONSENT_CHOICE, parseConsentChoice, type ConsentChoice } from '@/lib/consent/cookies';
import { CONSENT_CHOICE_FIELD, CONSENT_FORM_ACTION } from '@/lib/consent/form-post';
import { useValuesBeforeHydration } from '@/lib/hydration/values-before-hydration';
import buttons from '@/components/ui/Button.module.css';
import styles from './index.module.css';

/** Copy of the form, translated on the server (messages `slices.cookie_settings`). */
export interface CookieSettingsCopy {
  legend: string;
  label: Record<ConsentChoice, string>;
  description: Record<ConsentChoice, string>;
  save: string;
  saved: Record<ConsentChoice, string>;
}

/** Scrolls to the element the URL's hash names, if there is one (spec §2: the block scrolls to the hash target). */
function scrollToHashTarget() {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
}

/**
 * The cookie choice (spec §4 'Cookie settings'): two radio buttons, enabled (default, recommended)
 * or disabled, each with its description, preselected with the stored choice once read in the
 * browser. Saving stores the choice (consent cookies, 100 days), pushes `cookiePreference` and shows
 * a saved confirmation with the description of the saved choice in a polite live region; changing
 * the selection afterwards clears it. On mount it scrolls to `location.hash`'s target.
 *
 * Its code is a chunk of its own (`LazyCookieSettingsForm`), so the server's HTML is a working form
 * until it has hydrated: it posts the choice to {@link CONSENT_FORM_ACTION}, which stores the same
 * cookies and sends the shopper back to the page, and a choice changed before hydration stays chosen.
 */
export function CookieSettingsForm({ copy }: { copy: CookieSettingsCopy }) {
  const consent = useConsent();
  const [selected, setSelected] = useState<ConsentChoice | null>(null);
  const [saved, setSaved] = useState<ConsentChoice | null>(null);
  const id = useId();
  const formId = `${id}-form`;
  useValuesBeforeHydration(formId, (values) => {
    const before = parseConsentChoice(values[CONSENT_CHOICE_FIELD]);
    if (before) setSelected(before);
  });
  const stored = consent === 'enabled' || consent === 'disabled' ? consent : null;
  const choice = selected ?? stored ?? DEFAULT_CONSENT_CHOICE;

  useEffect(scrollToHashTarget, []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveConsent(choice);
    setSaved(choice);
  };

  return (
    <form id={formId} method="post" action={CONSENT_FORM_ACTION} className={styles.form} onSubmit={submit}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{copy.legend}</legend>
        {CONSENT_CHOICES.map((option) => (
          <div key={option} className={styles.option}>
            <input
              type="radio"
              id={`${id}-${option}`}
              name={CONSENT_CHOICE_FIELD}
              value={option}
              checked={choice === option}
              onChange={() => {
                setSelected(option);
                setSaved(null);
              }}
              aria-describedby={`${id}-${option}-description`}
              className={styles.radio}
            />
            <label htmlFor={`${id}-${option}`} className={styles.label}>
              {copy.label[option]}
            </label>
            <p id={`${id}-${option}-description`} className={styles.description}>
              {copy.description[option]}
            </p>
          </div>
        ))}
      </fieldset>
      <button type="submit" className={cx(buttons.button, buttons.primary)}>
        {copy.save}
      </button>
      <div role="status">
        {saved ? (
          <div className={styles.saved}>
            <p className={styles.savedTitle}>{copy.saved[saved]}</p>
            <p className={styles.savedDescription}>{copy.description[saved]}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}
