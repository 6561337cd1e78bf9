/**
 * The storefronts (spec §9 'Store id by locale', docs/architecture.md 'Storefronts') and the host → store map.
 * Pure data and functions: safe in proxy.ts, server components and client components.
 */

/** In store id order: the store switcher lists them so, and x-default falls back along it. */
export const STORE_CODES = ['NL', 'EN', 'BENL', 'BEFR', 'DE', 'AT', 'FR', 'LUDE', 'LUFR'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

/** A storefront: ids, locale for formatting, message language, Prismic lang, country and VAT. */
export interface Storefront {
  code: StoreCode;
  /** Store id of spec §9. */
  id: number;
  /** BCP 47 locale used for Intl number/date formats and next-intl, e.g. `fr-BE`. */
  locale: string;
  /** Message file in `messages/` (`nl`, `fr`, `de`, `en`). */
  language: 'nl' | 'fr' | 'de' | 'en';
  /** Prismic document language. */
  prismicLang: string;
  countryCode: string;
  /** VAT rate in percent, prices include it. */
  vatRate: number;
  /** ISO 4217 code of the store's prices (spec §9 'Currency': GBP for English, EUR for the others). */
  currency: 'EUR' | 'GBP';
  /** Shown in the store switcher: country|language (its flag is drawn from `countryCode`). */
  label: string;
  /** Customer service of this storefront (spec §1: phone, chat and email, Mon–Fri 09:00–17:00). */
  contact: StoreContact;
}

/** A storefront's customer service contact details, as shown in the footers. */
export interface StoreContact {
  /** International format with spaces, as displayed, e.g. `+32 2 123 45 67`. */
  phone: string;
  email: string;
}

/**
 * Customer service per country: the storefronts of one country (BENL and BEFR, LUDE and LUFR) share
 * one desk. Fictional numbers (the UK's from Ofcom's range for drama).
 */
const CONTACT = {
  NL: { phone: '+31 20 123 4567', email: 'klantenservice@nl.stride-style.example' },
  GB: { phone: '+44 20 7946 0123', email: 'customerservice@uk.stride-style.example' },
  BE: { phone: '+32 2 123 45 67', email: 'service@be.stride-style.example' },
  FR: { phone: '+33 1 23 45 67 89', email: 'service-client@fr.stride-style.example' },
  DE: { phone: '+49 30 1234 5678', email: 'kundenservice@de.stride-style.example' },
  AT: { phone: '+43 1 234 5678', email: 'kundenservice@at.stride-style.example' },
  LU: { phone: '+352 26 12 34 56', email: 'service@lu.stride-style.example' },
} as const satisfies Record<string, StoreContact>;

export const STOREFRONTS: Record<StoreCode, Storefront> = {
  NL: {
    code: 'NL',
    id: 1,
    locale: 'nl-NL',
    language: 'nl',
    prismicLang: 'nl-nl',
    countryCode: 'NL',
    vatRate: 21,
    currency: 'EUR',
    label: 'Nederland | Nederlands',
    contact: CONTACT.NL,
  },
  EN: {
    code: 'EN',
    id: 2,
    locale: 'en-GB',
    language: 'en',
    prismicLang: 'en-gb',
    countryCode: 'GB',
    vatRate: 20,
    currency: 'GBP',
    label: 'United Kingdom | English',
    contact: CONTACT.GB,
  },
  BENL: {
    code: 'BENL',
    id: 3,
    locale: 'nl-BE',
    language: 'nl',
    prismicLang: 'nl-be',
    countryCode: 'BE',
    vatRate: 21,
    currency: 'EUR',
    label: 'België | Nederlands',
    contact: CONTACT.BE,
  },
  BEFR: {
    code: 'BEFR',
    id: 4,
    locale: 'fr-BE',
    language: 'fr',
    prismicLang: 'fr-be',
    countryCode: 'BE',
    vatRate: 21,
    currency: 'EUR',
    label: 'Belgique | Français',
    contact: CONTACT.BE,
  },
  DE: {
    code: 'DE',
    id: 5,
    locale: 'de-DE',
    language: 'de',
    prismicLang: 'de-de',
    countryCode: 'DE',
    vatRate: 19,
    currency: 'EUR',
    label: 'Deutschland | Deutsch',
    contact: CONTACT.DE,
  },
  /** Austria on the German store (id 5): German content, its own host, Austria's VAT and desk. */
  AT: {
    code: 'AT',
    id: 5,
    locale: 'de-AT',
    language: 'de',
    prismicLang: 'de-de',
    countryCode: 'AT',
    vatRate: 20,
    currency: 'EUR',
    label: 'Österreich | Deutsch',
    contact: CONTACT.AT,
  },
  FR: {
    code: 'FR',
    id: 6,
    locale: 'fr-FR',
    language: 'fr',
    prismicLang: 'fr-fr',
    countryCode: 'FR',
    vatRate: 20,
    currency: 'EUR',
    label: 'France | Français',
    contact: CONTACT.FR,
  },
  /** Luxembourg in German and in French: the German and French content, each language on a host of its own. */
  LUDE: {
    code: 'LUDE',
    id: 7,
    locale: 'de-LU',
    language: 'de',
    prismicLang: 'de-de',
    countryCode: 'LU',
    vatRate: 17,
    currency: 'EUR',
    label: 'Luxemburg | Deutsch',
    contact: CONTACT.LU,
  },
  LUFR: {
    code: 'LUFR',
    id: 8,
    locale: 'fr-LU',
    language: 'fr',
    prismicLang: 'fr-fr',
    countryCode: 'LU',
    vatRate: 17,
    currency: 'EUR',
    label: 'Luxembourg | Français',
    contact: CONTACT.LU,
  },
};

/** The loyalty club's vouchers are worth euros: they are redeemed in the euro storefronts only. */
export const CLUB_VOUCHER_CURRENCY = 'EUR';

/** The currency of the storefront whose locale is `locale` (`en-GB` → GBP); EUR for a locale of no storefront. */
export function currencyOfLocale(locale: string): Storefront['currency'] {
  const lower = locale.toLowerCase();
  return Object.values(STOREFRONTS).find((storefront) => storefront.locale.toLowerCase() === lower)?.currency ?? 'EUR';
}

/** `tel:` URI of a displayed phone number: `+32 2 123 45 67` → `tel:+3221234567` (a "(0)" trunk prefix is dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\(0\)/g, '').replace(/[^+\d]/g, '')}`;
}

/** Cookie names and lifetimes (spec §9 'Cookies'). */
export const COOKIES = {
  /**
   * Context token: httpOnly, Secure, SameSite=Lax, 7 days. The `__Host-` prefix makes browsers accept
   * it only Secure, on path /, without Domain: no other (sub)domain can plant or overwrite it.
   */
  contextToken: '__Host-sw-context-token',
  contextTokenMaxAge: 7 * 24 * 60 * 60,
  /**
   * The spec's context cookie (§4 'set when a token is present, removed otherwise'): `1` while the
   * visitor has a context token (no secret in it), readable by the browser, so the mini cart of a
   * cached page asks for the cart only when there can be one. The BFF sets it with every token it
   * issues and removes it on the first call that arrives without a token.
   */
  contextHint: 'sw-has-context',
  /**
   * §9 'Context cookie lifetime: 200 (unit not shown)': 200 days, in seconds. Days, because every
   * other §9 cookie lifetime is a day count (7, 365, 100) and the browser cookie libraries take
   * `expires` in days; 200 seconds or minutes would drop the hint within a visit. Outliving the
   * 7-day token does no harm: the BFF removes the hint once a call shows the token gone.
   */
  contextHintMaxAge: 200 * 24 * 60 * 60,
  /**
   * `1` while the visitor's session is logged in (spec §4 'Customer'; same lifetime as the token, no
   * secret in it), set and cleared by the BFF on login, confirmation, logout and account deletion.
   * Readable by the browser (the header's account link on cached pages) and by proxy.ts (the account
   * guards' redirects). A hint only: every customer call is authorised by the back end.
   */
  customerHint: 'sw-logged-in',
  /** Language on the Belgian domain (nl-BE / fr-BE), 365 days. */
  locale: 'NEXT_LOCALE',
  localeMaxAge: 365 * 24 * 60 * 60,
  /** Store chosen with the switcher on a host that serves every store (plain localhost), 365 days. */
  store: 'storefront',
  storeMaxAge: 365 * 24 * 60 * 60,
  /** The navigation segment the shopper chose (`for-her` / `for-him`, spec §4 'Segment'), 365 days (§9). */
  segment: 'sw-segment',
  segmentMaxAgeDays: 365,
  /** Audience set by marketing tools (`for-him` or `men` selects the men's segment when no segment cookie exists). */
  audience: 'sw-audience',
  /**
   * Cookie consent (spec §9: consent message and settings cookies, 100 days each), read in the browser only
   * and written there (`lib/consent/`), or by `/api/consent/` when the cookie settings form posts before its
   * script has loaded. Message cookie: `1` once the visitor answered the banner.
   */
  consentMessage: 'sw-cookie-consent',
  /** Settings cookie: the choice, `enabled` (third parties allowed) or `disabled` (necessary only). */
  consentSettings: 'sw-cookie-settings',
  consentMaxAgeDays: 100,
  /**
   * Tabletop mode (spec §4 'Tabletop session status', docs/decisions/0025-tabletop-sessions.md): the
   * session id, httpOnly like the context token; only the server reads it, and trusts it only after
   * the session service confirms it.
   */
  tabletopSession: '__Host-sw-tabletop-session',
  /**
   * The spec's in-store flag (`1`) and store location (the branch code) cookies, readable: the
   * tablet's script and styles switch on with them before hydration. Hints only: the server sets
   * them after the service confirmed the session, and removes them when there is none.
   */
  inStore: 'sw-instore',
  inStoreLocation: 'sw-instore-location',
  /**
   * `1` after a hand-over on a tablet (readable, 1 day): the page's first script empties local and
   * session storage (guest wishlist, recently viewed, recent searches…) before any island reads them,
   * and removes it (lib/tabletop/boot-script.ts).
   */
  tabletopClean: 'sw-instore-clean',
  /** Tabletop cookies last 30 days: the session service decides how long a session is good. */
  tabletopMaxAge: 30 * 24 * 60 * 60,
} as const;

/** What a host serves: one store, the Belgian pair (language by cookie), or any store (switcher). */
export type HostStores = StoreCode[];

/**
 * Parses `STOREFRONT_DOMAINS`: `host=CODE[|CODE…]` pairs separated by commas, e.g.
 * `nl.localhost=NL,be.localhost=BENL|BEFR,localhost=NL|BENL|BEFR|DE|FR`. Hosts are matched without
 * the port; `*` names the stores of every other host. Unknown codes are ignored.
 */
export function parseDomainMap(value: string | undefined): Map<string, HostStores> {
  const map = new Map<string, HostStores>();
  for (const pair of (value ?? '').split(',')) {
    const [host, codes] = pair.split('=').map((part) => part?.trim());
    if (!host || !codes) continue;
    const stores = codes
      .split('|')
      .filter((code): code is StoreCode => (STORE_CODES as readonly string[]).includes(code));
    if (stores.length > 0) map.set(host.toLowerCase(), stores);
  }
  return map;
}

/** Every store, for the hosts that serve them all with the switcher. */
const ALL_STORES = STORE_CODES.join('|');

/**
 * A host per storefront on a developer's machine (Chromium resolves every `*.localhost` to this machine): a
 * country's host serves its first language, its second language has a host of its own under it
 * (`de.lu.localhost`). Belgium's languages each have one (`nl.be.localhost`, `fr.be.localhost`: their
 * canonical and hreflang URLs), and share `be.localhost` too, where the language cookie chooses (the
 * spec's language switch on one host, which a store's tablets keep).
 */
export const DEFAULT_DOMAIN_MAP = [
  'nl.localhost=NL',
  'uk.localhost=EN',
  'nl.be.localhost=BENL',
  'fr.be.localhost=BEFR',
  'be.localhost=BENL|BEFR',
  'de.localhost=DE',
  'at.localhost=AT',
  'fr.localhost=FR',
  'lu.localhost=LUFR',
  'de.lu.localhost=LUDE',
  `localhost=${ALL_STORES}`,
  `127.0.0.1=${ALL_STORES}`,
].join(',');

/** The domain map's key for hosts it does not name (`*=NL`); without it they get {@link FALLBACK_STORE}. */
export const ANY_OTHER_HOST = '*';

/** The store of hosts the domain map does not name: English, the spec's default locale (§9). */
export const FALLBACK_STORE: StoreCode = 'EN';

/** The domain map of this deployment: `STOREFRONT_DOMAINS`, else {@link DEFAULT_DOMAIN_MAP}. */
export function configuredDomainMap(): Map<string, HostStores> {
  const value = process.env.STOREFRONT_DOMAINS ?? DEFAULT_DOMAIN_MAP;
  // Parsed once per value: every absolute URL (hreflang, sitemaps: thousands a file) asks for it.
  if (parsedDomainMap?.value !== value) parsedDomainMap = { value, map: parseDomainMap(value) };
  return parsedDomainMap.map;
}

let parsedDomainMap: { value: string; map: Map<string, HostStores> } | undefined;

/** The host name of a `Host` header or an origin's host (`be.localhost:3000` → `be.localhost`), lower case. */
export function hostNameOf(host: string | null): string {
  return (host ?? '').replace(/:\d+$/, '').toLowerCase();
}

/**
 * Resolves the storefront of a request (docs/architecture.md 'Storefronts'): the host picks the store(s); where a
 * host serves several, the locale cookie chooses between the Belgian languages and the store cookie
 * (switcher) among the rest; the host's first store is the default. Hosts the map does not name serve its
 * `*` entry's stores, else {@link FALLBACK_STORE}.
 */
export function resolveStore(
  host: string | null,
  cookies: { locale?: string; store?: string },
  domainMap: Map<string, HostStores>,
): StoreCode {
  const stores = domainMap.get(hostNameOf(host)) ?? domainMap.get(ANY_OTHER_HOST) ?? [FALLBACK_STORE];
  const fromStoreCookie = stores.find((code) => code === cookies.store);
  if (fromStoreCookie) return fromStoreCookie;
  const fromLocale = stores.find((code) => STOREFRONTS[code].locale.toLowerCase() === cookies.locale?.toLowerCase());
  if (fromLocale) return fromLocale;
  return stores[0]!;
}

/** Lower-case path segment used for the internal rewrite `app/[storefront]/…`. */
export function storeSegment(code: StoreCode): string {
  return code.toLowerCase();
}

/** Inverse of {@link storeSegment}; undefined for anything that is not a store. */
export function storeFromSegment(segment: string): StoreCode | undefined {
  const code = segment.toUpperCase();
  return (STORE_CODES as readonly string[]).includes(code) ? (code as StoreCode) : undefined;
}
