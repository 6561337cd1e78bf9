/**
 * The mail copy of every language (spec §9 'Locales': en, nl, de, fr). The commerce back end owns
 * its mails, as Shopware owns its mail templates; the storefront's messages/ are not involved.
 */
import type { Lang, StoreDefinition, StoreKey } from '../config/stores';
import type { MailCopy } from './copy-types';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

export type { MailCopy };

/** Copy by language; a language without a complete catalog does not compile. */
export const MAIL_COPY: Readonly<Record<Lang, MailCopy>> = { nl, fr, de, en };

/**
 * Where a store's region says a word differently from its language's catalog: Belgian Dutch says
 * 'waardebon' where the Netherlands says 'tegoedbon' (as the storefront's messages/overrides/nl-BE.json).
 */
const ORDER_COPY_OVERRIDES: Partial<Record<StoreKey, Partial<MailCopy['order']>>> = {
  BENL: { discount: 'Waardebon' },
};

/** The order mail copy of `store`: its language's, with the store's regional words over it. */
export function orderMailCopy(store: StoreDefinition): MailCopy['order'] {
  return { ...MAIL_COPY[store.lang].order, ...ORDER_COPY_OVERRIDES[store.key] };
}
