/**
 * The mail a contact form message becomes (the storefront's contact options, spec §1 customer
 * service by e-mail): for the customer service desk, in the store's language, as plain text only.
 * The shopper's values are never put into HTML and never into a header other than the subject's
 * order number, which the service checked to be letters, digits, `-` and `.`; the shopper is the
 * Reply-To, set by the service (commerce/services/contact.ts).
 */
import { SHOP_NAME } from '../config/shop';
import type { Lang } from '../config/stores';

/** A checked contact message (commerce/services/contact.ts). */
export interface ContactMessage {
  name: string;
  email: string;
  orderNumber: string | null;
  message: string;
}

/** A plain-text mail for the outbox: no HTML part. */
export interface PlainMail {
  subject: string;
  text: string;
}

interface DeskCopy {
  subject: string;
  /** The subject's suffix when an order number is given: `{subject} – {order} {number}`. */
  order: string;
  intro: string;
  name: string;
  email: string;
  store: string;
  replyHint: string;
}

const COPY: Readonly<Record<Lang, DeskCopy>> = {
  en: {
    subject: 'Contact form',
    order: 'order',
    intro: 'A shopper sent this message through the contact form.',
    name: 'Name',
    email: 'Email',
    store: 'Storefront',
    replyHint: 'Reply to this mail to answer the shopper.',
  },
  nl: {
    subject: 'Contactformulier',
    order: 'bestelling',
    intro: 'Een klant stuurde dit bericht via het contactformulier.',
    name: 'Naam',
    email: 'E-mail',
    store: 'Winkel',
    replyHint: 'Beantwoord deze mail om de klant te antwoorden.',
  },
  fr: {
    subject: 'Formulaire de contact',
    order: 'commande',
    intro: 'Un client a envoyé ce message via le formulaire de contact.',
    name: 'Nom',
    email: 'E-mail',
    store: 'Boutique',
    replyHint: 'Répondez à ce mail pour répondre au client.',
  },
  de: {
    subject: 'Kontaktformular',
    order: 'Bestellung',
    intro: 'Ein Kunde hat diese Nachricht über das Kontaktformular gesendet.',
    name: 'Name',
    email: 'E-Mail',
    store: 'Shop',
    replyHint: 'Antworten Sie auf diese Mail, um dem Kunden zu antworten.',
  },
};

/**
 * The desk's mail for `message` in `lang`: subject `{SHOP_NAME} – Contact form[ – order {number}]`,
 * a text body with the sender's name, email, order number and store, then the message as typed
 * (line breaks kept).
 * @param storeKey the storefront the message came from (x-store-key), so a shared desk knows the language
 */
export function contactMessageMail(message: ContactMessage, lang: Lang, storeKey: string): PlainMail {
  const copy = COPY[lang];
  const order = message.orderNumber ? ` – ${copy.order} ${message.orderNumber}` : '';
  const facts = [
    `${copy.name}: ${message.name}`,
    `${copy.email}: ${message.email}`,
    ...(message.orderNumber ? [`${capitalise(copy.order)}: ${message.orderNumber}`] : []),
    `${copy.store}: ${storeKey}`,
  ];
  return {
    subject: `${SHOP_NAME} – ${copy.subject}${order}`,
    text: [copy.intro, facts.join('\n'), message.message, `-- \n${copy.replyHint}`].join('\n\n'),
  };
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
