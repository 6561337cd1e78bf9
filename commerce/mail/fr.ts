/** French mail copy (the BEFR and FR stores); 'vous', as the French storefront. */
import type { MailCopy } from './copy-types';

export const fr: MailCopy = {
  colon: ' : ',
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  linkValidity: (duration) => `Ce lien est valable ${duration} et ne fonctionne qu’une seule fois.`,
  linkFallback: 'Le bouton ne fonctionne pas ? Copiez ce lien dans votre navigateur :',
  closing: 'Cordialement,',
  support: (opens, closes) =>
    `Des questions ? Notre service client est à votre disposition du lundi au vendredi de ${opens} à ${closes}.`,
  registration: {
    subject: 'Confirmez votre compte',
    intro: (shop) => `Bienvenue chez ${shop} ! Confirmez votre adresse e-mail pour utiliser votre compte.`,
    action: 'Confirmer mon compte',
    notYou: 'Vous n’avez pas créé de compte ? Ignorez simplement cet e-mail.',
  },
  accountExists: {
    subject: 'Un compte existe déjà avec cette adresse e-mail',
    intro: 'Quelqu’un a essayé de créer un compte avec cette adresse e-mail, mais un compte existe déjà.',
    login: 'Se connecter',
    recover: 'Choisir un nouveau mot de passe',
    notYou: 'Ce n’était pas vous ? Vous n’avez rien à faire : votre compte reste inchangé.',
  },
  passwordRecovery: {
    subject: 'Choisissez un nouveau mot de passe',
    intro: (shop) => `Vous avez demandé un nouveau mot de passe pour votre compte ${shop}.`,
    action: 'Choisir un nouveau mot de passe',
    notYou: 'Vous n’avez rien demandé ? Ignorez cet e-mail : votre mot de passe reste le même.',
  },
  newsletter: {
    subject: 'Confirmez votre inscription à la newsletter',
    intro: (shop) => `Vous souhaitez recevoir la newsletter de ${shop} ? Confirmez votre inscription.`,
    action: 'Confirmer mon inscription',
    settings: 'Ce même lien vous permettra de vous désinscrire plus tard.',
    notYou: 'Vous ne vous êtes pas inscrit(e) ? Ignorez cet e-mail.',
  },
  order: {
    subject: (orderNumber) => `Confirmation de votre commande ${orderNumber}`,
    intro: 'Merci pour votre commande ! Nous avons bien reçu votre paiement et préparons votre commande.',
    number: 'Numéro de commande',
    date: 'Date de commande',
    delivery: 'Livraison prévue',
    deliveryWindow: (from, to) => `entre ${from} et ${to}`,
    items: 'Vos articles',
    product: 'Article',
    size: { shoes: 'Pointure', clothing: 'Taille' },
    quantity: 'Quantité',
    price: 'Prix',
    shipping: 'Livraison',
    free: 'Gratuite',
    discount: 'Bon d’achat',
    total: 'Total (TVA incluse)',
    address: 'Adresse de livraison',
    pickupPoint: 'Point de retrait',
    pickupReady: 'Prêt à être retiré',
    postNumber: 'DHL Postnummer',
    viewOrder: 'Voir ma commande dans mon compte',
    viewConfirmation: 'Voir ma confirmation de commande',
    statusLink: 'Suivre le statut de ma commande',
    statusLinkNote: (until) =>
      `Ce lien vous montre le statut de cette commande sans vous connecter, jusqu’au ${until}.`,
  },
};
