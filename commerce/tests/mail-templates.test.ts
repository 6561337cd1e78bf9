/**
 * The back end's mail templates: every mail kind in every language has its
 * subject, its link as text and as a real HTML link, the validity its link is stored with, the
 * support hours of spec §9, and HTML that escapes every value.
 */
import { describe, expect, it } from 'vitest';
import { STORES, LANGS, type Lang } from '../config/stores';
import { MAIL_COPY, type MailCopy } from '../mail/copy';
import { nl } from '../mail/nl';
import { accountExistsMail, newsletterMail, passwordRecoveryMail, registrationMail } from '../mail/account-mails';
import { orderConfirmationMail, type OrderMailData } from '../mail/order-confirmation';
import { escapeHtml } from '../mail/render';
import { orderReference } from '../services/order-mail';

const HASH = 'a'.repeat(48);
const CONFIRM = `http://nl.localhost:3000/account/finish/${HASH}/?registration=1`;
const RECOVER = `http://nl.localhost:3000/account/finish/${HASH}/`;
const NEWSLETTER = `http://nl.localhost:3000/newsletter/einstellungen/${HASH}/`;

/** The validity each language states: 14 days for a registration link, 2 hours for recovery. */
const VALIDITY: Record<Lang, { registration: string; recovery: string }> = {
  nl: { registration: '14 dagen', recovery: '2 uur' },
  fr: { registration: '14 jours', recovery: '2 heures' },
  de: { registration: '14 Tage', recovery: '2 Stunden' },
  en: { registration: '14 days', recovery: '2 hours' },
};

/** Text with Intl's no-break spaces (U+00A0, U+202F) as plain spaces, for readable expectations. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The `href`s of an HTML body, entities decoded. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));

describe.each(LANGS)('account and newsletter mails in %s', (lang) => {
  const copy = MAIL_COPY[lang];

  it('registration: subject, greeting, confirmation link (text and HTML), 14 days, support hours', () => {
    const mail = registrationMail(lang, { firstName: 'Anna', link: CONFIRM });
    expect(mail.subject).toBe(copy.registration.subject);
    expect(mail.text).toContain(copy.greeting('Anna'));
    expect(mail.text).toContain('Anna');
    expect(mail.text.split('\n')).toContain(CONFIRM);
    expect(hrefs(mail.html)).toEqual([CONFIRM, CONFIRM]);
    expect(plain(mail.text)).toContain(VALIDITY[lang].registration);
    expect(plain(mail.html)).toContain(VALIDITY[lang].registration);
    expect(mail.text).toContain('Stride & Style');
    expect(mail.text).toMatch(/09:00.*17:00/);
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('account already exists: subject and both the login and the recovery link', () => {
    const mail = accountExistsMail(lang, {
      firstName: 'Anna',
      loginUrl: 'http://nl.localhost:3000/account/',
      recoverUrl: 'http://nl.localhost:3000/account/recover/password/',
    });
    expect(mail.subject).toBe(copy.accountExists.subject);
    expect(mail.text).toContain('http://nl.localhost:3000/account/\n');
    expect(mail.text).toContain('http://nl.localhost:3000/account/recover/password/');
    expect(new Set(hrefs(mail.html))).toEqual(
      new Set(['http://nl.localhost:3000/account/', 'http://nl.localhost:3000/account/recover/password/']),
    );
  });

  it('password recovery: subject, link and 2 hours', () => {
    const mail = passwordRecoveryMail(lang, { firstName: 'Jan', link: RECOVER });
    expect(mail.subject).toBe(copy.passwordRecovery.subject);
    expect(mail.text.split('\n')).toContain(RECOVER);
    expect(hrefs(mail.html)).toEqual([RECOVER, RECOVER]);
    expect(plain(mail.text)).toContain(VALIDITY[lang].recovery);
    expect(plain(mail.text)).not.toContain(VALIDITY[lang].registration);
  });

  it('newsletter: subject and settings link; a greeting without a name when there is none', () => {
    const mail = newsletterMail(lang, { firstName: null, link: NEWSLETTER });
    expect(mail.subject).toBe(copy.newsletter.subject);
    expect(mail.text.startsWith(copy.greeting(null))).toBe(true);
    expect(mail.text.split('\n')).toContain(NEWSLETTER);
    expect(hrefs(mail.html)).toEqual([NEWSLETTER, NEWSLETTER]);
  });

  it('is translated: no subject is the English one (but in English)', () => {
    if (lang === 'en') return;
    for (const kind of ['registration', 'accountExists', 'passwordRecovery', 'newsletter'] as const)
      expect(copy[kind].subject).not.toBe(MAIL_COPY.en[kind].subject);
    expect(copy.order.subject('1')).not.toBe(MAIL_COPY.en.order.subject('1'));
  });
});

describe('escaping and completeness', () => {
  it('puts a name like <script> into the HTML as text, and as it is into the plain text', () => {
    const name = '<script>alert("x")</script> & \'Co\'';
    const mail = registrationMail('nl', { firstName: name, link: CONFIRM });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(escapeHtml(name));
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39;');
    expect(mail.text).toContain(`Beste ${name},`);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => registrationMail('nl', { firstName: 'Anna', link: 'javascript:alert(1)' })).toThrow(/web link/);
  });

  it('has every text in every language (and a catalog missing one does not compile)', () => {
    const keys = (copy: object, prefix = ''): string[] =>
      Object.entries(copy).flatMap(([key, value]) =>
        value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    for (const lang of LANGS) expect(keys(MAIL_COPY[lang]).sort()).toEqual(keys(MAIL_COPY.en).sort());
    // @ts-expect-error every language must have every mail (MailCopy)
    const incomplete: MailCopy = { ...nl, order: undefined };
    expect(keys(incomplete)).not.toContain('order.subject');
  });
});

const order = (link: OrderMailData['link'], name = 'Velora Runner'): OrderMailData => ({
  orderNumber: '10042',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  firstName: 'Anna',
  lines: [
    { type: 'article', name, size: '38', quantity: 2, totalCents: 17990 },
    { type: 'article', name: 'Care spray', size: null, quantity: 1, totalCents: 995 },
    { type: 'delivery', name: 'Standard', size: null, quantity: 1, totalCents: 0 },
    { type: 'discount', name: 'Voucher', size: null, quantity: 1, totalCents: -1000 },
  ],
  totalCents: 17985,
  delivery: { earliest: '2026-11-25', latest: '2026-11-27' },
  shippingAddress: {
    firstName: 'Anna',
    lastName: 'de Vries',
    street: 'Kalverstraat 1',
    additionalAddressLine1: '3e etage',
    zipcode: '1012 AB',
    city: 'Amsterdam',
    countryIso: 'NL',
  },
  link,
  statusLink: { url: STATUS, expiresAt: new Date('2027-02-22T10:00:00Z') },
});
const accountLink = { url: 'http://nl.localhost:3000/customer/orders/0b9c/', kind: 'account' } as const;
const STATUS = `http://nl.localhost:3000/checkout/status/?token=os1.${'A'.repeat(48)}`;

describe('order confirmation', () => {
  it('NL: number, date, lines, shipping, voucher, total in € 1,00 format, delivery window, address, link', () => {
    const mail = orderConfirmationMail(STORES.NL, order(accountLink));
    expect(mail.subject).toBe('Bevestiging van je bestelling 10042');
    const text = plain(mail.text);
    expect(text).toContain('Beste Anna,');
    expect(text).toContain('Bestelnummer: 10042');
    expect(text).toContain('Besteldatum: 24 november 2026');
    expect(text).toContain('Verwachte levering: tussen woensdag 25 november en vrijdag 27 november');
    expect(text).toContain('2 × Velora Runner (Maat 38): € 179,90');
    expect(text).toContain('1 × Care spray: € 9,95');
    expect(text).toContain('Verzending (Standard): Gratis');
    expect(text).toContain('Tegoedbon: −€ 10,00');
    expect(text).toContain('Totaal (incl. btw): € 179,85');
    expect(text).toContain('Kalverstraat 1\n3e etage\n1012 AB Amsterdam\nNederland');
    expect(text).toContain(`${nl.order.viewOrder}:\n${accountLink.url}`);
    expect(hrefs(mail.html)).toEqual([accountLink.url, accountLink.url, STATUS, STATUS]);
    expect(mail.html).toContain('<th scope="col"');
  });

  it('formats money per store: DE after the amount, Belgium whole euros round', () => {
    const de = orderConfirmationMail(STORES.DE, order(accountLink));
    expect(de.subject).toBe('Bestätigung Ihrer Bestellung 10042');
    expect(plain(de.text)).toContain('Gesamt (inkl. MwSt.): 179,85 €');
    expect(de.text).toContain('Hallo Anna,');
    expect(de.text).toContain('Niederlande');
    const befr = orderConfirmationMail(STORES.BEFR, order(accountLink));
    expect(befr.subject).toBe('Confirmation de votre commande 10042');
    expect(plain(befr.text)).toContain('Bon d’achat : −10 €');
    expect(befr.text).toContain('Livraison prévue : entre mercredi 25 novembre et vendredi 27 novembre');
    // Belgian Dutch says 'waardebon' where the Netherlands says 'tegoedbon'.
    expect(plain(orderConfirmationMail(STORES.BENL, order(accountLink)).text)).toContain('Waardebon: −€ 10\n');
  });

  it('links a guest to the finish page by the order’s deep link (base64url of id.deepLinkCode)', () => {
    const id = '0b9c6d0e-1c2f-4a5b-8c7d-9e0f1a2b3c4d';
    const reference = orderReference(id, 'D'.repeat(32));
    expect(reference).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(reference, 'base64url').toString()).toBe(`${id}.${'D'.repeat(32)}`);
    const url = `http://nl.localhost:3000/checkout/success/?order=${reference}`;
    const mail = orderConfirmationMail(STORES.NL, order({ url, kind: 'guest' }));
    expect(mail.text).toContain(`${nl.order.viewConfirmation}:\n${url}`);
    expect(hrefs(mail.html)).toEqual([url, url, STATUS, STATUS]);
  });

  it('escapes product names and addresses in the HTML', () => {
    const data = order(accountLink, '<img src=x onerror=alert(1)>');
    data.shippingAddress.street = '<b>Street</b>';
    const mail = orderConfirmationMail(STORES.NL, data);
    expect(mail.html).not.toMatch(/<img|<b>/);
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).toContain('&#60;b&#62;Street&#60;/b&#62;');
  });

  it.each([
    ['NL', 'Volg de status van je bestelling', 'tot 22 februari 2027'],
    ['BEFR', 'Suivre le statut de ma commande', 'jusqu’au 22 février 2027'],
    ['DE', 'Status Ihrer Bestellung verfolgen', 'bis zum 22. Februar 2027'],
    ['EN', 'Follow the status of your order', 'until 22 February 2027'],
  ] as const)('%s: carries the order status link and the day it stops working', (store, label, until) => {
    const mail = orderConfirmationMail(STORES[store], order(accountLink));
    expect(mail.text).toContain(`${label}${MAIL_COPY[STORES[store].lang].colon.trimEnd()}\n${STATUS}`);
    expect(plain(mail.text)).toContain(until);
    expect(hrefs(mail.html)).toContain(STATUS);
  });

  it('leaves the delivery line out when the order has no window', () => {
    const mail = orderConfirmationMail(STORES.NL, { ...order(accountLink), delivery: null });
    expect(mail.text).not.toContain('Verwachte levering');
  });
});
