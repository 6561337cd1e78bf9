import { getTranslations } from 'next-intl/server';
import { Flag } from '@/components/icons/Flag';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';
import styles from './StoreSwitcher.module.css';
import { StoreSwitcherMenu } from './StoreSwitcherMenu';

/**
 * Store/language switcher (spec §2 Header): flag and country|language per store, the active one
 * marked. Shown only when more than one store exists. Each store is a small form posting to
 * `/api/store/` (it works before the script loads), which sends the shopper to the store's own
 * domain or sets the store cookie on a shared host. The flags
 * are decorative SVG (the label says the same); the open/close behaviour is the client island
 * {@link StoreSwitcherMenu}.
 */
export async function StoreSwitcher({ active }: { active: StoreCode }) {
  if (STORE_CODES.length < 2) return null;
  const t = await getTranslations('layout');
  const current = STOREFRONTS[active];
  return (
    <StoreSwitcherMenu
      toggle={
        <>
          <Flag country={current.countryCode} className={styles.flag} />
          <span className={styles.toggleLabel}>{current.label}</span>
          <span className="visually-hidden"> — {t('switchStore')}</span>
        </>
      }
    >
      {STORE_CODES.map((code) => (
        <li key={code}>
          {/* A form post: switching changes the shopper's store, so it is no link a crawler or another site could follow. */}
          <form method="post" action="/api/store/" className={styles.form}>
            <input type="hidden" name="code" value={code} />
            <input type="hidden" name="path" value="" />
            <input type="hidden" name="state" value="" />
            <button
              type="submit"
              className={styles.option}
              aria-current={code === active ? 'true' : undefined}
              lang={STOREFRONTS[code].locale}
            >
              <Flag country={STOREFRONTS[code].countryCode} className={styles.flag} />
              <span>{STOREFRONTS[code].label}</span>
            </button>
          </form>
        </li>
      ))}
    </StoreSwitcherMenu>
  );
}
