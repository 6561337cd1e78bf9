/** German mail copy (the DE store); the formal 'Sie', as the German storefront. */
import type { MailCopy } from './copy-types';

export const de: MailCopy = {
  colon: ': ',
  greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
  linkValidity: (duration) => `Dieser Link ist ${duration} gültig und funktioniert nur einmal.`,
  linkFallback: 'Funktioniert die Schaltfläche nicht? Kopieren Sie diesen Link in Ihren Browser:',
  closing: 'Mit freundlichen Grüßen',
  support: (opens, closes) =>
    `Fragen? Unser Kundenservice ist Montag bis Freitag von ${opens} bis ${closes} Uhr für Sie da.`,
  registration: {
    subject: 'Bestätigen Sie Ihr Konto',
    intro: (shop) => `Willkommen bei ${shop}! Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu nutzen.`,
    action: 'Konto bestätigen',
    notYou: 'Sie haben kein Konto erstellt? Dann können Sie diese E-Mail ignorieren.',
  },
  accountExists: {
    subject: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
    intro: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein Konto zu erstellen, aber es gibt bereits eines.',
    login: 'Anmelden',
    recover: 'Neues Passwort wählen',
    notYou: 'Waren Sie das nicht? Dann müssen Sie nichts tun: Ihr Konto bleibt unverändert.',
  },
  passwordRecovery: {
    subject: 'Wählen Sie ein neues Passwort',
    intro: (shop) => `Sie haben ein neues Passwort für Ihr Konto bei ${shop} angefordert.`,
    action: 'Neues Passwort wählen',
    notYou: 'Sie haben das nicht angefordert? Dann ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  newsletter: {
    subject: 'Bestätigen Sie Ihre Newsletter-Anmeldung',
    intro: (shop) => `Sie möchten den Newsletter von ${shop} erhalten? Bitte bestätigen Sie Ihre Anmeldung.`,
    action: 'Anmeldung bestätigen',
    settings: 'Über denselben Link können Sie sich später wieder abmelden.',
    notYou: 'Sie haben sich nicht angemeldet? Dann ignorieren Sie diese E-Mail.',
  },
  order: {
    subject: (orderNumber) => `Bestätigung Ihrer Bestellung ${orderNumber}`,
    intro: 'Vielen Dank für Ihre Bestellung! Wir haben Ihre Zahlung erhalten und bereiten Ihre Bestellung vor.',
    number: 'Bestellnummer',
    date: 'Bestelldatum',
    delivery: 'Voraussichtliche Lieferung',
    deliveryWindow: (from, to) => `zwischen ${from} und ${to}`,
    items: 'Ihre Artikel',
    product: 'Artikel',
    size: { shoes: 'Größe', clothing: 'Größe' },
    quantity: 'Anzahl',
    price: 'Preis',
    shipping: 'Versand',
    free: 'Kostenlos',
    discount: 'Gutschein',
    total: 'Gesamt (inkl. MwSt.)',
    address: 'Lieferadresse',
    pickupPoint: 'Abholstelle',
    pickupReady: 'Abholbereit',
    postNumber: 'DHL Postnummer',
    viewOrder: 'Bestellung in Ihrem Konto ansehen',
    viewConfirmation: 'Bestellbestätigung ansehen',
    statusLink: 'Status Ihrer Bestellung verfolgen',
    statusLinkNote: (until) =>
      `Über diesen Link sehen Sie bis zum ${until} den Status dieser Bestellung, ohne sich anzumelden.`,
  },
};
