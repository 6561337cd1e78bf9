import { getTranslations } from 'next-intl/server';
import { STORE_CODES, STOREFRONTS, type StoreCode } from '@/lib/stores';

/**
 * Store/language switcher (spec §2 Header): flag and country|language per store, the active one
 * marked. Shown only when more than one store exists. Choosing one goes through `/api/store`, which
 * sends the shopper to the store's own domain or sets the store cookie on a shared host.
 */
export async function StoreSwitcher({ active }: { active: StoreCode }) {
  if (STORE_CODES.length < 2) return null;
  const t = await getTranslations('layout');
  return (
    <details className="store-switcher">
      <summary>
        <span aria-hidden="true">{STOREFRONTS[active].flag}</span> {STOREFRONTS[active].label}
        <span className="visually-hidden"> — {t('switchStore')}</span>
      </summary>
      <ul>
        {STORE_CODES.map((code) => (
          <li key={code}>
            <a href={`/api/store/?code=${code}`} aria-current={code === active ? 'true' : undefined} lang={STOREFRONTS[code].locale} hrefLang={STOREFRONTS[code].locale}>
              <span aria-hidden="true">{STOREFRONTS[code].flag}</span> {STOREFRONTS[code].label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
