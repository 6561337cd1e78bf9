import { useTranslations } from 'next-intl';
import { recaptchaConfigured } from '@/lib/bot-check/config';
import styles from './BotCheckNotice.module.css';

const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy';
const GOOGLE_TERMS_URL = 'https://policies.google.com/terms';

/**
 * The line reCAPTCHA v3 asks for when its badge is hidden (spec §7 'hidden badge';
 * docs/decisions/0030-bot-check.md), below a form that sends a bot check: 'This site is protected by
 * reCAPTCHA…' with Google's privacy policy and terms. Renders nothing with the default check
 * (ALTCHA), which involves no third party. Read when the page renders, as the CSP is when the build
 * writes it: set the reCAPTCHA keys at build time.
 */
export function BotCheckNotice() {
  const t = useTranslations('botCheck');
  if (!recaptchaConfigured()) return null;
  return (
    <p className={styles.notice}>
      {t.rich('recaptchaNotice', {
        privacy: (chunks) => <a href={GOOGLE_PRIVACY_URL}>{chunks}</a>,
        terms: (chunks) => <a href={GOOGLE_TERMS_URL}>{chunks}</a>,
      })}
    </p>
  );
}
