/**
 * Where the links in the back end's mails point: the host comes from configuration, never from the
 * request. `STOREFRONT_DOMAINS` is the storefront's own domain map
 * (`www.example.nl=NL,www.example.be=BENL|BEFR,…`, README 'Point the shop at real services'); a
 * store's link host is the host serving it with the fewest other stores. Local hosts use http and
 * `PORT` (default 3000). A request's Host header is never used: a forged one would send a reset
 * link to an attacker's site.
 */
import type { StoreKey } from './stores';

/** What a single-use link in a mail does. */
export type LinkPurpose = 'confirm-registration' | 'recover-password';

/**
 * How long a link works, in ms: a registration link 14 days, a recovery link 2 hours. The links are
 * stored with it (`services/customer-links.ts`) and the mails state it (`mail/account-mails.ts`).
 */
export const LINK_LIFETIME_MS: Readonly<Record<LinkPurpose, number>> = {
  'confirm-registration': 14 * 24 * 60 * 60 * 1000,
  'recover-password': 2 * 60 * 60 * 1000,
};

/** The storefront's default domain map's own hosts (lib/stores.ts `DEFAULT_DOMAIN_MAP`, which this layer cannot import). */
const DEFAULT_DOMAINS =
  'nl.localhost=NL,uk.localhost=EN,nl.be.localhost=BENL,fr.be.localhost=BEFR,be.localhost=BENL|BEFR,de.localhost=DE,at.localhost=AT,fr.localhost=FR,lu.localhost=LUFR,de.lu.localhost=LUDE';
const LOCAL_HOST = /^(?:localhost|.+\.localhost|\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The origin of the storefront `store` for links in mails, e.g. `https://www.example.be`.
 * @param domains a domain map in the `STOREFRONT_DOMAINS` format (default: the environment)
 */
export function storefrontLinkOrigin(
  store: StoreKey,
  domains: string = process.env.STOREFRONT_DOMAINS || DEFAULT_DOMAINS,
  port: string = process.env.PORT || '3000',
): string {
  let best: { host: string; count: number } | null = null;
  for (const entry of domains.split(',')) {
    const [host, codes] = entry.split('=').map((part) => part?.trim() ?? '');
    const stores = (codes ?? '').split('|').map((code) => code.trim().toUpperCase());
    if (host && host !== '*' && stores.includes(store) && (!best || stores.length < best.count))
      best = { host: host.toLowerCase(), count: stores.length };
  }
  const host = best?.host ?? 'localhost';
  return LOCAL_HOST.test(host) ? `http://${host}:${port}` : `https://${host}`;
}
