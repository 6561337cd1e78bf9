import type { Lang } from '../config/stores';
import type { ProductImageKind } from '../images/types';
import type { Gender } from '../catalog/categories';

type T = Record<Lang, string>;

/** What the image generator draws (type only: the seed loads the generator lazily). */
export type ImageKind = ProductImageKind;
export type Group = 'shoes' | 'bags' | 'clothing';
export type { Gender };

export const ROOTS: Record<Gender, { name: T; slug: T }> = {
  women: {
    name: { nl: 'Dames', fr: 'Femme', de: 'Damen', en: 'Women' },
    slug: { nl: 'dames', fr: 'femme', de: 'damen', en: 'women' },
  },
  men: {
    name: { nl: 'Heren', fr: 'Homme', de: 'Herren', en: 'Men' },
    slug: { nl: 'heren', fr: 'homme', de: 'herren', en: 'men' },
  },
};

export const GROUPS: Record<Group, { name: T; slug: T }> = {
  shoes: {
    name: { nl: 'Schoenen', fr: 'Chaussures', de: 'Schuhe', en: 'Shoes' },
    slug: { nl: 'schoenen', fr: 'chaussures', de: 'schuhe', en: 'shoes' },
  },
  bags: {
    name: { nl: 'Tassen', fr: 'Sacs', de: 'Taschen', en: 'Bags' },
    slug: { nl: 'tassen', fr: 'sacs', de: 'taschen', en: 'bags' },
  },
  clothing: {
    name: { nl: 'Kleding', fr: 'Vêtements', de: 'Kleidung', en: 'Clothing' },
    slug: { nl: 'kleding', fr: 'vetements', de: 'kleidung', en: 'clothing' },
  },
};

export interface TypeDef {
  key: string;
  group: Group;
  kind: ImageKind;
  genders: Gender[];
  plural: T;
  singular: T;
  /** Price range in cents (regular prices end in .95). */
  price: [number, number];
}

export const TYPES: TypeDef[] = [
  {
    key: 'sneakers',
    group: 'shoes',
    kind: 'sneaker',
    genders: ['women', 'men'],
    plural: { nl: 'Sneakers', fr: 'Baskets', de: 'Sneaker', en: 'Sneakers' },
    singular: { nl: 'sneaker', fr: 'basket', de: 'Sneaker', en: 'sneaker' },
    price: [6995, 17995],
  },
  {
    key: 'boots',
    group: 'shoes',
    kind: 'boot',
    genders: ['women', 'men'],
    plural: { nl: 'Laarzen', fr: 'Bottes', de: 'Stiefel', en: 'Boots' },
    singular: { nl: 'laars', fr: 'botte', de: 'Stiefel', en: 'boot' },
    price: [9995, 24995],
  },
  {
    key: 'pumps',
    group: 'shoes',
    kind: 'pump',
    genders: ['women'],
    plural: { nl: 'Pumps', fr: 'Escarpins', de: 'Pumps', en: 'Pumps' },
    singular: { nl: 'pump', fr: 'escarpin', de: 'Pump', en: 'pump' },
    price: [7995, 16995],
  },
  {
    key: 'sandals',
    group: 'shoes',
    kind: 'sandal',
    genders: ['women', 'men'],
    plural: { nl: 'Sandalen', fr: 'Sandales', de: 'Sandalen', en: 'Sandals' },
    singular: { nl: 'sandaal', fr: 'sandale', de: 'Sandale', en: 'sandal' },
    price: [4995, 12995],
  },
  {
    key: 'loafers',
    group: 'shoes',
    kind: 'loafer',
    genders: ['women', 'men'],
    plural: { nl: 'Loafers', fr: 'Mocassins', de: 'Loafer', en: 'Loafers' },
    singular: { nl: 'loafer', fr: 'mocassin', de: 'Loafer', en: 'loafer' },
    price: [7995, 18995],
  },
  {
    key: 'handbags',
    group: 'bags',
    kind: 'bag',
    genders: ['women'],
    plural: { nl: 'Handtassen', fr: 'Sacs à main', de: 'Handtaschen', en: 'Handbags' },
    singular: { nl: 'handtas', fr: 'sac à main', de: 'Handtasche', en: 'handbag' },
    price: [4995, 19995],
  },
  {
    key: 'backpacks',
    group: 'bags',
    kind: 'bag',
    genders: ['women', 'men'],
    plural: { nl: 'Rugzakken', fr: 'Sacs à dos', de: 'Rucksäcke', en: 'Backpacks' },
    singular: { nl: 'rugzak', fr: 'sac à dos', de: 'Rucksack', en: 'backpack' },
    price: [3995, 12995],
  },
  {
    key: 'crossbody',
    group: 'bags',
    kind: 'bag',
    genders: ['women', 'men'],
    plural: { nl: 'Schoudertassen', fr: 'Sacs bandoulière', de: 'Umhängetaschen', en: 'Crossbody bags' },
    singular: { nl: 'schoudertas', fr: 'sac bandoulière', de: 'Umhängetasche', en: 'crossbody bag' },
    price: [3995, 9995],
  },
  {
    key: 'dresses',
    group: 'clothing',
    kind: 'dress',
    genders: ['women'],
    plural: { nl: 'Jurken', fr: 'Robes', de: 'Kleider', en: 'Dresses' },
    singular: { nl: 'jurk', fr: 'robe', de: 'Kleid', en: 'dress' },
    price: [4995, 12995],
  },
  {
    key: 'shirts',
    group: 'clothing',
    kind: 'shirt',
    genders: ['women', 'men'],
    plural: { nl: 'Shirts', fr: 'Chemises', de: 'Hemden', en: 'Shirts' },
    singular: { nl: 'shirt', fr: 'chemise', de: 'Hemd', en: 'shirt' },
    price: [2995, 7995],
  },
  {
    key: 'jackets',
    group: 'clothing',
    kind: 'jacket',
    genders: ['women', 'men'],
    plural: { nl: 'Jassen', fr: 'Vestes', de: 'Jacken', en: 'Jackets' },
    singular: { nl: 'jas', fr: 'veste', de: 'Jacke', en: 'jacket' },
    price: [8995, 24995],
  },
  {
    key: 'trousers',
    group: 'clothing',
    kind: 'trousers',
    genders: ['women', 'men'],
    plural: { nl: 'Broeken', fr: 'Pantalons', de: 'Hosen', en: 'Trousers' },
    singular: { nl: 'broek', fr: 'pantalon', de: 'Hose', en: 'trousers' },
    price: [4995, 11995],
  },
];

export const BRANDS = [
  'Velora',
  'Nordvik',
  'Marlowe & Finch',
  'Casa Brava',
  'Otto Lind',
  'Fenna',
  'Rivoli',
  'Studio Bram',
  'Lumen',
  'Kaspar',
  'Maison Aube',
  'Tessel',
  'Ardenne',
  'Bolt & Co',
  'Sorella',
  'Hollis',
  'Juno Park',
  'Vento',
];

export const MODELS = [
  'Runa',
  'Aiko',
  'Bodil',
  'Cleo',
  'Dario',
  'Elin',
  'Faro',
  'Greta',
  'Hugo',
  'Ilse',
  'Jules',
  'Kira',
  'Lasse',
  'Mila',
  'Noor',
  'Olaf',
  'Pia',
  'Quinn',
  'Rosa',
  'Sven',
  'Tilde',
  'Ugo',
  'Vera',
  'Wout',
  'Xena',
  'Yara',
  'Zeno',
  'Amber',
  'Bastian',
  'Cato',
  'Daan',
  'Esmee',
  'Fleur',
  'Gijs',
  'Hanna',
  'Ivo',
  'Jade',
  'Koen',
  'Lotte',
  'Maud',
  'Nina',
  'Oscar',
  'Puck',
  'Roel',
  'Saar',
  'Thijs',
  'Ula',
  'Vince',
  'Wies',
  'Yfke',
  'Zoë',
  'Alma',
  'Brecht',
  'Celine',
  'Dieuwke',
  'Emile',
  'Fabian',
  'Gaia',
  'Hidde',
  'Isa',
  'Jesse',
  'Liv',
  'Merel',
  'Nils',
  'Odile',
  'Pepijn',
];

export interface ColourDef {
  key: string;
  hex: string;
  accent: string;
  name: T;
}

export const COLOURS: ColourDef[] = [
  { key: 'black', hex: '#1f1f1f', accent: '#c9a96e', name: { nl: 'zwart', fr: 'noir', de: 'schwarz', en: 'black' } },
  { key: 'white', hex: '#f2f1ec', accent: '#2b2b2b', name: { nl: 'wit', fr: 'blanc', de: 'weiß', en: 'white' } },
  { key: 'beige', hex: '#d8c3a5', accent: '#6b4f35', name: { nl: 'beige', fr: 'beige', de: 'beige', en: 'beige' } },
  {
    key: 'cognac',
    hex: '#9a5b2e',
    accent: '#f0e2cf',
    name: { nl: 'cognac', fr: 'cognac', de: 'cognac', en: 'cognac' },
  },
  {
    key: 'navy',
    hex: '#1f2f4f',
    accent: '#e8e3d8',
    name: { nl: 'donkerblauw', fr: 'bleu marine', de: 'marineblau', en: 'navy' },
  },
  { key: 'red', hex: '#b3262e', accent: '#f5e9e0', name: { nl: 'rood', fr: 'rouge', de: 'rot', en: 'red' } },
  { key: 'olive', hex: '#6b6b3a', accent: '#efe8d6', name: { nl: 'olijfgroen', fr: 'olive', de: 'oliv', en: 'olive' } },
  { key: 'grey', hex: '#8a8d91', accent: '#1f1f1f', name: { nl: 'grijs', fr: 'gris', de: 'grau', en: 'grey' } },
  { key: 'pink', hex: '#e6a9b8', accent: '#5a2a36', name: { nl: 'roze', fr: 'rose', de: 'rosa', en: 'pink' } },
  { key: 'blue', hex: '#4a78b5', accent: '#f4f1ea', name: { nl: 'blauw', fr: 'bleu', de: 'blau', en: 'blue' } },
  { key: 'brown', hex: '#5b3a29', accent: '#e0c9a6', name: { nl: 'bruin', fr: 'marron', de: 'braun', en: 'brown' } },
  {
    key: 'silver',
    hex: '#c0c2c4',
    accent: '#3a3a3a',
    name: { nl: 'zilver', fr: 'argent', de: 'silber', en: 'silver' },
  },
];

export const SIZES: Record<string, string[]> = {
  'shoes:women': ['36', '37', '38', '39', '40', '41', '42'],
  'shoes:men': ['40', '41', '42', '43', '44', '45', '46'],
  'clothing:women': ['XS', 'S', 'M', 'L', 'XL'],
  'clothing:men': ['XS', 'S', 'M', 'L', 'XL'],
  'bags:women': ['One size'],
  'bags:men': ['One size'],
};

const FEATURES: Record<Group, T[]> = {
  shoes: [
    {
      nl: 'Met een zacht leren voetbed en een flexibele rubberen zool.',
      fr: 'Avec une semelle intérieure en cuir souple et une semelle en caoutchouc flexible.',
      de: 'Mit weichem Lederfußbett und flexibler Gummisohle.',
      en: 'With a soft leather footbed and a flexible rubber sole.',
    },
    {
      nl: 'Gemaakt van suède en leer, comfortabel de hele dag.',
      fr: 'En daim et cuir, confortable toute la journée.',
      de: 'Aus Veloursleder und Leder, den ganzen Tag bequem.',
      en: 'Made of suede and leather, comfortable all day.',
    },
    {
      nl: 'Een tijdloos model dat je elk seizoen draagt.',
      fr: 'Un modèle intemporel à porter chaque saison.',
      de: 'Ein zeitloses Modell für jede Saison.',
      en: 'A timeless style to wear every season.',
    },
  ],
  bags: [
    {
      nl: 'Ruim genoeg voor je laptop, met een binnenvak met rits.',
      fr: 'Assez grand pour un ordinateur portable, avec une poche intérieure zippée.',
      de: 'Groß genug für den Laptop, mit Reißverschlussinnenfach.',
      en: 'Roomy enough for a laptop, with a zipped inner pocket.',
    },
    {
      nl: 'Van soepel leer met een verstelbare schouderband.',
      fr: 'En cuir souple avec une bandoulière réglable.',
      de: 'Aus weichem Leder mit verstellbarem Schulterriemen.',
      en: 'In supple leather with an adjustable shoulder strap.',
    },
  ],
  clothing: [
    {
      nl: 'Van zachte, duurzame biologische katoen.',
      fr: 'En coton biologique doux et durable.',
      de: 'Aus weicher, nachhaltiger Bio-Baumwolle.',
      en: 'In soft, sustainable organic cotton.',
    },
    {
      nl: 'Een rechte pasvorm die je makkelijk combineert.',
      fr: 'Une coupe droite facile à associer.',
      de: 'Eine gerade Passform, leicht zu kombinieren.',
      en: 'A straight fit that is easy to combine.',
    },
  ],
};

export function productName(lang: Lang, model: string, type: TypeDef): string {
  const singular = type.singular[lang];
  if (lang === 'fr') return `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${model}`;
  return `${model} ${singular}`;
}

export function productDescription(
  lang: Lang,
  name: string,
  brand: string,
  colour: string,
  type: TypeDef,
  variant: number,
): string {
  const features = FEATURES[type.group];
  const feature = features[variant % features.length]![lang];
  switch (lang) {
    case 'nl':
      return `De ${name} van ${brand} in ${colour}. ${feature}`;
    case 'fr':
      return `${name} de ${brand}, coloris ${colour}. ${feature}`;
    case 'de':
      return `${name} von ${brand} in ${colour}. ${feature}`;
    default:
      return `The ${name} by ${brand} in ${colour}. ${feature}`;
  }
}

export { PHYSICAL_STORES } from './physical-stores';

/** Shipping method names and descriptions per language; `freeFrom` words the store's free-shipping threshold. */
export const SHIPPING: Record<Lang, { standard: [string, (freeFrom: string) => string]; express: [string, string] }> = {
  nl: {
    standard: ['Standaard verzending', (freeFrom) => `Gratis vanaf ${freeFrom}`],
    express: ['Express verzending', 'Morgen in huis'],
  },
  fr: {
    standard: ['Livraison standard', (freeFrom) => `Gratuite dès ${freeFrom}`],
    express: ['Livraison express', 'Livré demain'],
  },
  de: {
    standard: ['Standardversand', (freeFrom) => `Kostenlos ab ${freeFrom}`],
    express: ['Expressversand', 'Morgen geliefert'],
  },
  en: {
    standard: ['Standard delivery', (freeFrom) => `Free from ${freeFrom}`],
    express: ['Express delivery', 'Delivered tomorrow'],
  },
};

/** The kinds of payment method the sandbox provider offers (the part of a method id after its store). */
export type PaymentKind = 'ideal' | 'bancontact' | 'creditcard' | 'paypal' | 'klarna';

export const PAYMENT: Record<Lang, Record<PaymentKind, [string, string]>> = {
  nl: {
    ideal: ['iDEAL', 'Betaal via je eigen bank'],
    bancontact: ['Bancontact', 'Betaal met je Bancontact-kaart'],
    creditcard: ['Creditcard', 'Visa, Mastercard, American Express'],
    paypal: ['PayPal', 'Betaal met je PayPal-account'],
    klarna: ['Klarna – Achteraf betalen', 'Betaal binnen 30 dagen na ontvangst'],
  },
  fr: {
    ideal: ['iDEAL', 'Payez via votre banque'],
    bancontact: ['Bancontact', 'Payez avec votre carte Bancontact'],
    creditcard: ['Carte de crédit', 'Visa, Mastercard, American Express'],
    paypal: ['PayPal', 'Payez avec votre compte PayPal'],
    klarna: ['Klarna – Payer plus tard', 'Payez dans les 30 jours suivant la réception'],
  },
  de: {
    ideal: ['iDEAL', 'Bezahlen über Ihre Bank'],
    bancontact: ['Bancontact', 'Mit Bancontact-Karte bezahlen'],
    creditcard: ['Kreditkarte', 'Visa, Mastercard, American Express'],
    paypal: ['PayPal', 'Mit PayPal bezahlen'],
    klarna: ['Rechnung (Klarna)', 'Zahlen Sie innerhalb von 30 Tagen nach Erhalt'],
  },
  en: {
    ideal: ['iDEAL', 'Pay through your own bank'],
    bancontact: ['Bancontact', 'Pay with your Bancontact card'],
    creditcard: ['Credit card', 'Visa, Mastercard, American Express'],
    paypal: ['PayPal', 'Pay with your PayPal account'],
    klarna: ['Klarna – Pay later', 'Pay within 30 days of delivery'],
  },
};

export { slugify } from '../catalog/slug';

/** Deterministic PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
