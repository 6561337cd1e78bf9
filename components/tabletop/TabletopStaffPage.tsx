import { clsx as cx } from 'clsx';
import { Link } from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/Button.module.css';
import forms from '@/components/ui/Form.module.css';
import { formatDate } from '@/lib/format';
import type { Storefront } from '@/lib/stores';
import type { TabletopSession } from '@/lib/tabletop/session';
import type { StaffError } from '@/lib/tabletop/staff-form';
import styles from './TabletopStaffPage.module.css';

/** The staff form's endpoint (app/api/tabletop/staff/route.ts). */
const STAFF_ENDPOINT = '/api/tabletop/staff';

function PinField({ id }: { id: string }) {
  return (
    <input
      id={id}
      name="pin"
      type="password"
      inputMode="numeric"
      autoComplete="off"
      pattern="[0-9]{6,12}"
      minLength={6}
      maxLength={12}
      required
      aria-describedby={`${id}-help`}
    />
  );
}

/**
 * The staff page's body (server component, no client script): the start form for a tablet not in
 * tabletop mode (store and PIN), or, for one that is, its store with the forms that end the current
 * visit or leave tabletop mode (each asks for the PIN again). `error` is shown above the forms.
 *
 * @param stores the start form's options: value the store's reference, label city and title
 * @param retryMinutes with `tooManyAttempts`, the minutes to wait
 */
export async function TabletopStaffPage({
  storefront,
  active,
  stores,
  error,
  retryMinutes,
}: {
  storefront: Storefront;
  active: TabletopSession | null;
  stores: { value: string; label: string }[];
  error: StaffError | null;
  retryMinutes: number | null;
}) {
  const t = await getTranslations('tabletopStaff');
  const until = active
    ? formatDate(new Date(active.ttlDt), storefront.locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Amsterdam',
      })
    : null;
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      {error ? (
        <p role="alert" className={styles.error} data-testid="tabletop-staff-error">
          {t(`errors.${error}`, { minutes: retryMinutes ?? 15 })}
        </p>
      ) : null}
      {active ? (
        <>
          <h2 className={styles.subtitle}>{t('activeTitle')}</h2>
          <p data-testid="tabletop-staff-store">{t('activeStore', { store: active.location.name })}</p>
          {until ? <p>{t('activeUntil', { time: until })}</p> : null}
          {(['close', 'revoke'] as const).map((action) => (
            <form key={action} method="post" action={STAFF_ENDPOINT} className={cx(forms.form, styles.section)}>
              <input type="hidden" name="action" value={action} />
              <div className={forms.field}>
                <label htmlFor={`tabletop-${action}-pin`}>{t('pin')}</label>
                <PinField id={`tabletop-${action}-pin`} />
                <p id={`tabletop-${action}-pin-help`} className={styles.help}>
                  {t(`${action}Help`)}
                </p>
              </div>
              <button
                type="submit"
                className={cx(buttons.button, action === 'close' ? buttons.primary : buttons.secondary)}
              >
                {t(action)}
              </button>
            </form>
          ))}
        </>
      ) : (
        <>
          <p>{t('intro')}</p>
          <form method="post" action={STAFF_ENDPOINT} className={cx(forms.form, styles.section)}>
            <input type="hidden" name="action" value="start" />
            <div className={forms.field}>
              <label htmlFor="tabletop-location">{t('store')}</label>
              <select id="tabletop-location" name="location" required defaultValue="">
                <option value="" disabled>
                  {t('chooseStore')}
                </option>
                {stores.map((store) => (
                  <option key={store.value} value={store.value}>
                    {store.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={forms.field}>
              <label htmlFor="tabletop-start-pin">{t('pin')}</label>
              <PinField id="tabletop-start-pin" />
              <p id="tabletop-start-pin-help" className={styles.help}>
                {t('pinHelp')}
              </p>
            </div>
            <button type="submit" className={cx(buttons.button, buttons.primary)}>
              {t('start')}
            </button>
          </form>
        </>
      )}
      <p className={styles.section}>
        <Link href="/">{t('backToShop')}</Link>
      </p>
    </div>
  );
}
