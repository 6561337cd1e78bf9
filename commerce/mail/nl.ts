/** Dutch mail copy (the NL and BENL stores); informal 'je', as the Dutch storefront. */
import type { MailCopy } from './copy-types';

export const nl: MailCopy = {
  colon: ': ',
  greeting: (name) => (name ? `Beste ${name},` : 'Beste klant,'),
  linkValidity: (duration) => `Deze link is ${duration} geldig en werkt één keer.`,
  linkFallback: 'Werkt de knop niet? Kopieer dan deze link in je browser:',
  closing: 'Met vriendelijke groet,',
  support: (opens, closes) =>
    `Vragen? Onze klantenservice is er voor je van maandag tot en met vrijdag van ${opens} tot ${closes} uur.`,
  registration: {
    subject: 'Bevestig je account',
    intro: (shop) => `Welkom bij ${shop}! Bevestig je e-mailadres om je account te gebruiken.`,
    action: 'Account bevestigen',
    notYou: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
  },
  accountExists: {
    subject: 'Er bestaat al een account met dit e-mailadres',
    intro: 'Iemand probeerde een account aan te maken met dit e-mailadres, maar er bestaat er al een.',
    login: 'Inloggen',
    recover: 'Nieuw wachtwoord kiezen',
    notYou: 'Was jij dit niet? Dan hoef je niets te doen: je account blijft zoals het is.',
  },
  passwordRecovery: {
    subject: 'Kies een nieuw wachtwoord',
    intro: (shop) => `Je hebt gevraagd om een nieuw wachtwoord voor je account bij ${shop}.`,
    action: 'Nieuw wachtwoord kiezen',
    notYou: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.',
  },
  newsletter: {
    subject: 'Bevestig je aanmelding voor de nieuwsbrief',
    intro: (shop) => `Wil je de nieuwsbrief van ${shop} ontvangen? Bevestig dan je aanmelding.`,
    action: 'Aanmelding bevestigen',
    settings: 'Met dezelfde link kun je je later weer afmelden.',
    notYou: 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
  },
  order: {
    subject: (orderNumber) => `Bevestiging van je bestelling ${orderNumber}`,
    intro: 'Bedankt voor je bestelling! We hebben je betaling ontvangen en maken je bestelling klaar.',
    number: 'Bestelnummer',
    date: 'Besteldatum',
    delivery: 'Verwachte levering',
    deliveryWindow: (from, to) => `tussen ${from} en ${to}`,
    items: 'Je artikelen',
    product: 'Artikel',
    size: 'Maat',
    quantity: 'Aantal',
    price: 'Prijs',
    shipping: 'Verzending',
    free: 'Gratis',
    discount: 'Tegoedbon',
    total: 'Totaal (incl. btw)',
    address: 'Bezorgadres',
    viewOrder: 'Bekijk je bestelling in je account',
    viewConfirmation: 'Bekijk je bestelbevestiging',
  },
};
