/**
 * The shape of one language's mail copy (the back end's mails are in the store's language). Every
 * language catalog implements this interface and `MAIL_COPY` is a `Record<Lang, MailCopy>`, so a
 * missing language or a missing text is a type error. Copy is plain text: the renderer escapes it
 * for the HTML part. Functions take values already formatted for the language (a duration such as
 * `14 dagen`, a date, an amount).
 */

/** What an order line's size measures: French names a shoe size 'pointure' and a clothing size 'taille'. */
export type MailSizeKind = 'shoes' | 'clothing';
export interface MailCopy {
  /** Between a label and its value in the plain-text part: `: `, in French ` : `. */
  colon: string;
  /** The opening line; `name` is the customer's first name, null when unknown. */
  greeting(name: string | null): string;
  /** How long a single-use link works, e.g. `14 dagen` or `2 uur`. */
  linkValidity(duration: string): string;
  /** Above the written-out link in the HTML part, for mail programs that hide the button. */
  linkFallback: string;
  /** The closing line above the shop's name. */
  closing: string;
  /** Customer service hours (spec §9: Monday to Friday 09:00 to 17:00), times as HH:MM. */
  support(opens: string, closes: string): string;
  /** Registration confirmation (double opt-in, §7 registerCustomer). */
  registration: { subject: string; intro(shop: string): string; action: string; notYou: string };
  /** A registration with an email that already has a confirmed account (§8 'Account with emailaddress already exists'). */
  accountExists: { subject: string; intro: string; login: string; recover: string; notYou: string };
  /** Password recovery (§7 sendPasswordRecoveryMail). */
  passwordRecovery: { subject: string; intro(shop: string): string; action: string; notYou: string };
  /** Newsletter confirmation and settings link (§7 ttAddNewsletterMember). */
  newsletter: { subject: string; intro(shop: string): string; action: string; settings: string; notYou: string };
  /** Order confirmation, sent once when the order's payment succeeded. */
  order: {
    subject(orderNumber: string): string;
    intro: string;
    number: string;
    date: string;
    delivery: string;
    deliveryWindow(from: string, to: string): string;
    items: string;
    product: string;
    /** The size's name by what it measures (`Pointure` for shoes in French), as column and line label. */
    size: Readonly<Record<MailSizeKind, string>>;
    quantity: string;
    price: string;
    shipping: string;
    free: string;
    discount: string;
    /** The total's label; amounts include VAT (spec §9 'Currency'). */
    total: string;
    address: string;
    /** The heading of a pickup order's point (a store, a Packstation, a parcel shop) instead of the address. */
    pickupPoint: string;
    /** A pickup order's date label instead of `delivery`. */
    pickupReady: string;
    /** The label of the DHL customer number (the 'Postnummer') a Packstation order carries. */
    postNumber: string;
    /** The link to the order in the account (`/customer/orders/{id}/`). */
    viewOrder: string;
    /** The link to the order confirmation page for a guest (`/checkout/success/?order=…`). */
    viewConfirmation: string;
    /** The order status link (`/checkout/status/?token=…`), in every confirmation, guest or account. */
    statusLink: string;
    /** What the status link does and until when it works (`until`: a formatted date). */
    statusLinkNote(until: string): string;
  };
}
