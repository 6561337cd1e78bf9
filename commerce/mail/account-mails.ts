/**
 * The account and newsletter mails: registration confirmation, 'account already
 * exists', password recovery and newsletter confirmation, in the store's language. A single-use
 * link's validity is read from the lifetime the links are stored with (LINK_LIFETIME_MS), so the
 * mail never promises more or less than the link does.
 */
import { SHOP_NAME } from '../config/shop';
import { STORES, type Lang } from '../config/stores';
import { LINK_LIFETIME_MS } from '../config/links';
import { MAIL_COPY } from './copy';
import { formatDuration } from './format';
import { renderMail, type RenderedMail } from './render';

/** A locale of `lang` for formatting durations (the first store in that language; `en` itself). */
const localeOf = (lang: Lang) => Object.values(STORES).find((store) => store.lang === lang)?.locale ?? lang;

/**
 * The double opt-in mail of a registration (§7 registerCustomer): the confirmation link
 * (`/account/finish/{hash}/?registration=1`) and how long it works (14 days).
 * @param firstName the new customer's first name
 */
export function registrationMail(lang: Lang, mail: { firstName: string; link: string }): RenderedMail {
  return singleLinkMail(lang, MAIL_COPY[lang].registration, LINK_LIFETIME_MS['confirm-registration'], mail);
}

/** A mail whose one action is a single-use link: intro, the link, how long it works, 'not you?'. */
function singleLinkMail(
  lang: Lang,
  copy: { subject: string; intro: (shop: string) => string; action: string; notYou: string },
  lifetimeMs: number,
  mail: { firstName: string; link: string },
): RenderedMail {
  const validFor = formatDuration(lifetimeMs, localeOf(lang));
  return renderMail(lang, {
    subject: copy.subject,
    name: mail.firstName,
    blocks: [
      { kind: 'paragraph', text: copy.intro(SHOP_NAME) },
      { kind: 'action', label: copy.action, url: mail.link },
      { kind: 'paragraph', text: MAIL_COPY[lang].linkValidity(validFor) },
      { kind: 'paragraph', text: copy.notYou },
    ],
  });
}

/**
 * The mail to a confirmed account's address when someone registers with it again (spec §8
 * 'Account with emailaddress already exists'): links to the login and to password recovery.
 */
export function accountExistsMail(
  lang: Lang,
  mail: { firstName: string; loginUrl: string; recoverUrl: string },
): RenderedMail {
  const copy = MAIL_COPY[lang].accountExists;
  return renderMail(lang, {
    subject: copy.subject,
    name: mail.firstName,
    blocks: [
      { kind: 'paragraph', text: copy.intro },
      { kind: 'action', label: copy.login, url: mail.loginUrl },
      { kind: 'action', label: copy.recover, url: mail.recoverUrl },
      { kind: 'paragraph', text: copy.notYou },
    ],
  });
}

/**
 * The password recovery mail (§7 sendPasswordRecoveryMail): the single-use link
 * (`/account/finish/{hash}/`) and how long it works (2 hours).
 */
export function passwordRecoveryMail(lang: Lang, mail: { firstName: string; link: string }): RenderedMail {
  return singleLinkMail(lang, MAIL_COPY[lang].passwordRecovery, LINK_LIFETIME_MS['recover-password'], mail);
}

/**
 * The newsletter's double opt-in mail (§7 ttAddNewsletterMember): the confirmation and settings
 * link (`/newsletter/einstellungen/{hash}/`), which keeps working for unsubscribing later.
 * @param firstName the subscriber's first name, null when the form had none
 */
export function newsletterMail(lang: Lang, mail: { firstName: string | null; link: string }): RenderedMail {
  const copy = MAIL_COPY[lang].newsletter;
  return renderMail(lang, {
    subject: copy.subject,
    name: mail.firstName,
    blocks: [
      { kind: 'paragraph', text: copy.intro(SHOP_NAME) },
      { kind: 'action', label: copy.action, url: mail.link },
      { kind: 'paragraph', text: copy.settings },
      { kind: 'paragraph', text: copy.notYou },
    ],
  });
}
