/**
 * The mail copy of every language (spec §9 'Locales': en, nl, de, fr). The commerce back end owns
 * its mails, as Shopware owns its mail templates; the storefront's messages/ are not involved.
 */
import type { Lang } from '../config/stores';
import type { MailCopy } from './copy-types';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';

export type { MailCopy };

/** Copy by language; a language without a complete catalog does not compile. */
export const MAIL_COPY: Readonly<Record<Lang, MailCopy>> = { nl, fr, de, en };
