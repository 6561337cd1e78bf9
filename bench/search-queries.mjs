/**
 * The search quality list (docs/benchmarks.md 'Search'): shopper queries in the Dutch (NL), French (BEFR, FR) and
 * German (DE) storefronts, each with the products a shopper expects among the first three results.
 *
 * Expectations are written in the seed's own terms (commerce/seed/data.ts), never taken from what
 * the engine returns: `type` a product type key (TYPES[].key, or several), `group` shoes | bags |
 * clothing, `colour` a colour key (COLOURS[].key, or several), `brand` a name of BRANDS, `gender`
 * women | men, `model` a name of MODELS (the first word of the product's English name). A product
 * is expected when it has every attribute given; `bench/search-quality.mjs` turns that into SQL over
 * the seeded catalog. `kind` says what the query tests: type, plural (the other number than the
 * catalog's name or category), colour (with a type), typo (one or two letters wrong, missing,
 * doubled or swapped), accent (typed without them), brand, compound (one word for gender + type),
 * synonym (a word the catalog does not use), model.
 *
 * Combinations with a model or a brand exist from about 2,000 style-colours on (SEED_SCALE 5);
 * the benchmark seeds 20,000.
 */

/** @typedef {{ type?: string | string[], group?: string, colour?: string | string[], brand?: string, gender?: 'women' | 'men', model?: string }} Expectation */
/** @typedef {{ store: 'NL' | 'BENL' | 'BEFR' | 'FR' | 'DE', q: string, kind: string, expect: Expectation }} QualityQuery */

/** @type {QualityQuery[]} */
export const SEARCH_QUERIES = [
  // --- Dutch (NL)
  { store: 'NL', q: 'sneakers', kind: 'type', expect: { type: 'sneakers' } },
  { store: 'NL', q: 'sneaker', kind: 'plural', expect: { type: 'sneakers' } },
  { store: 'NL', q: 'laars', kind: 'plural', expect: { type: 'boots' } },
  { store: 'NL', q: 'jurken', kind: 'plural', expect: { type: 'dresses' } },
  { store: 'NL', q: 'handtassen', kind: 'plural', expect: { type: 'handbags' } },
  { store: 'NL', q: 'zwarte sneakers', kind: 'colour', expect: { type: 'sneakers', colour: 'black' } },
  {
    store: 'NL',
    q: 'witte sneakers dames',
    kind: 'colour',
    expect: { type: 'sneakers', colour: 'white', gender: 'women' },
  },
  { store: 'NL', q: 'bruine laarzen', kind: 'colour', expect: { type: 'boots', colour: 'brown' } },
  { store: 'NL', q: 'rode jurk', kind: 'colour', expect: { type: 'dresses', colour: 'red' } },
  { store: 'NL', q: 'grijze broek', kind: 'colour', expect: { type: 'trousers', colour: 'grey' } },
  { store: 'NL', q: 'donkerblauwe jas', kind: 'colour', expect: { type: 'jackets', colour: 'navy' } },
  { store: 'NL', q: 'zilveren pumps', kind: 'colour', expect: { type: 'pumps', colour: 'silver' } },
  { store: 'NL', q: 'cognac handtas', kind: 'colour', expect: { type: 'handbags', colour: 'cognac' } },
  {
    store: 'NL',
    q: 'olijfgroen shirt heren',
    kind: 'colour',
    expect: { type: 'shirts', colour: 'olive', gender: 'men' },
  },
  { store: 'NL', q: 'snaekers', kind: 'typo', expect: { type: 'sneakers' } },
  { store: 'NL', q: 'sneakres', kind: 'typo', expect: { type: 'sneakers' } },
  { store: 'NL', q: 'larzen', kind: 'typo', expect: { type: 'boots' } },
  { store: 'NL', q: 'sandallen', kind: 'typo', expect: { type: 'sandals' } },
  { store: 'NL', q: 'rugzka', kind: 'typo', expect: { type: 'backpacks' } },
  { store: 'NL', q: 'schoudertsa', kind: 'typo', expect: { type: 'crossbody' } },
  { store: 'NL', q: 'herenschoenen', kind: 'compound', expect: { group: 'shoes', gender: 'men' } },
  { store: 'NL', q: 'damesjassen', kind: 'compound', expect: { type: 'jackets', gender: 'women' } },
  { store: 'NL', q: 'Velora', kind: 'brand', expect: { brand: 'Velora' } },
  { store: 'NL', q: 'Nordvick sneakers', kind: 'brand', expect: { brand: 'Nordvik', type: 'sneakers' } },
  { store: 'NL', q: 'Marlowe & Finch tassen', kind: 'brand', expect: { brand: 'Marlowe & Finch', group: 'bags' } },
  { store: 'NL', q: 'hakken', kind: 'synonym', expect: { type: 'pumps' } },
  { store: 'NL', q: 'sandalen heren', kind: 'type', expect: { type: 'sandals', gender: 'men' } },
  { store: 'NL', q: 'Runa sneaker', kind: 'model', expect: { model: 'Runa', type: 'sneakers' } },
  { store: 'NL', q: 'Zoe jurk', kind: 'accent', expect: { model: 'Zoë', type: 'dresses' } },
  {
    store: 'NL',
    q: 'blauwe sneakers heren',
    kind: 'colour',
    expect: { type: 'sneakers', colour: 'blue', gender: 'men' },
  },
  { store: 'NL', q: 'beige tas', kind: 'colour', expect: { group: 'bags', colour: 'beige' } },
  { store: 'NL', q: 'schoenen dames', kind: 'type', expect: { group: 'shoes', gender: 'women' } },
  { store: 'NL', q: 'instappers', kind: 'synonym', expect: { type: 'loafers' } },
  { store: 'NL', q: 'enkellaarzen', kind: 'compound', expect: { type: 'boots' } },
  { store: 'NL', q: 'spijkerbroek', kind: 'compound', expect: { type: 'trousers' } },
  {
    store: 'NL',
    q: 'dames laarzen zwart',
    kind: 'colour',
    expect: { type: 'boots', colour: 'black', gender: 'women' },
  },
  { store: 'NL', q: 'heren jas blauw', kind: 'colour', expect: { type: 'jackets', colour: 'blue', gender: 'men' } },
  { store: 'NL', q: 'witte pumps', kind: 'colour', expect: { type: 'pumps', colour: 'white' } },
  { store: 'NL', q: 'sandalen wit', kind: 'colour', expect: { type: 'sandals', colour: 'white' } },
  { store: 'NL', q: 'rugtas', kind: 'synonym', expect: { type: 'backpacks' } },
  { store: 'NL', q: 'laarsjes', kind: 'plural', expect: { type: 'boots' } },
  { store: 'NL', q: 'snea', kind: 'type', expect: { type: 'sneakers' } },
  {
    store: 'NL',
    q: 'Velora zwarte laarzen',
    kind: 'brand',
    expect: { brand: 'Velora', type: 'boots', colour: 'black' },
  },
  // The catalog's searchable text has no material: the black boots still come first.
  { store: 'NL', q: 'zwarte leren laarzen', kind: 'colour', expect: { type: 'boots', colour: 'black' } },

  // --- French (BEFR, FR)
  { store: 'BEFR', q: 'baskets', kind: 'type', expect: { type: 'sneakers' } },
  { store: 'BEFR', q: 'baskets blanches', kind: 'colour', expect: { type: 'sneakers', colour: 'white' } },
  { store: 'BEFR', q: 'bakset', kind: 'typo', expect: { type: 'sneakers' } },
  { store: 'BEFR', q: 'sneakers', kind: 'synonym', expect: { type: 'sneakers' } },
  { store: 'BEFR', q: 'chaussure a talon', kind: 'synonym', expect: { type: 'pumps' } },
  { store: 'BEFR', q: 'escarpins noirs', kind: 'colour', expect: { type: 'pumps', colour: 'black' } },
  { store: 'BEFR', q: 'sac a main', kind: 'accent', expect: { type: 'handbags' } },
  { store: 'BEFR', q: 'sac à dos', kind: 'type', expect: { type: 'backpacks' } },
  { store: 'BEFR', q: 'sacs bandouliere', kind: 'accent', expect: { type: 'crossbody' } },
  { store: 'BEFR', q: 'vetements femme', kind: 'accent', expect: { group: 'clothing', gender: 'women' } },
  // "bleu" is blue and, as "bleu marine", navy: both are what a shopper asks for.
  { store: 'BEFR', q: 'robe bleue', kind: 'colour', expect: { type: 'dresses', colour: ['blue', 'navy'] } },
  { store: 'BEFR', q: 'chemisse', kind: 'typo', expect: { type: 'shirts' } },
  { store: 'BEFR', q: 'Robe Aiko', kind: 'model', expect: { model: 'Aiko', type: 'dresses' } },
  { store: 'FR', q: 'bottes', kind: 'type', expect: { type: 'boots' } },
  { store: 'FR', q: 'botte marron', kind: 'colour', expect: { type: 'boots', colour: 'brown' } },
  { store: 'FR', q: 'pantallon', kind: 'typo', expect: { type: 'trousers' } },
  { store: 'FR', q: 'mocassins cognac', kind: 'colour', expect: { type: 'loafers', colour: 'cognac' } },
  { store: 'FR', q: 'veste noire', kind: 'colour', expect: { type: 'jackets', colour: 'black' } },
  { store: 'FR', q: 'Maison Aube', kind: 'brand', expect: { brand: 'Maison Aube' } },
  { store: 'FR', q: 'sandales femme', kind: 'type', expect: { type: 'sandals', gender: 'women' } },
  { store: 'FR', q: 'escarpain rouge', kind: 'typo', expect: { type: 'pumps', colour: 'red' } },
  { store: 'FR', q: 'chemise homme', kind: 'type', expect: { type: 'shirts', gender: 'men' } },
  { store: 'FR', q: 'robes', kind: 'plural', expect: { type: 'dresses' } },
  { store: 'FR', q: 'Sorela', kind: 'brand', expect: { brand: 'Sorella' } },
  { store: 'FR', q: 'sac a main beige', kind: 'accent', expect: { type: 'handbags', colour: 'beige' } },
  { store: 'FR', q: 'Kaspar chaussures', kind: 'brand', expect: { brand: 'Kaspar', group: 'shoes' } },
  { store: 'FR', q: 'veste argentée', kind: 'colour', expect: { type: 'jackets', colour: 'silver' } },
  { store: 'FR', q: 'sac noir', kind: 'colour', expect: { group: 'bags', colour: 'black' } },
  { store: 'FR', q: 'baskets homme', kind: 'type', expect: { type: 'sneakers', gender: 'men' } },
  {
    store: 'FR',
    q: 'bottes noires femme',
    kind: 'colour',
    expect: { type: 'boots', colour: 'black', gender: 'women' },
  },
  { store: 'FR', q: 'escarpins beiges', kind: 'colour', expect: { type: 'pumps', colour: 'beige' } },
  { store: 'FR', q: 'sandalettes', kind: 'synonym', expect: { type: 'sandals' } },
  { store: 'FR', q: 'Velora noir', kind: 'brand', expect: { brand: 'Velora', colour: 'black' } },
  {
    store: 'FR',
    q: 'basket noire homme',
    kind: 'colour',
    expect: { type: 'sneakers', colour: 'black', gender: 'men' },
  },
  { store: 'FR', q: 'sac à main cognac', kind: 'colour', expect: { type: 'handbags', colour: 'cognac' } },
  { store: 'FR', q: 'pantalon gris', kind: 'colour', expect: { type: 'trousers', colour: 'grey' } },
  { store: 'FR', q: 'manteau', kind: 'synonym', expect: { type: 'jackets' } },
  { store: 'FR', q: 'chemise blanche', kind: 'colour', expect: { type: 'shirts', colour: 'white' } },
  { store: 'FR', q: 'chaussures homme cuir', kind: 'type', expect: { group: 'shoes', gender: 'men' } },

  // --- German (DE)
  { store: 'DE', q: 'Sneaker', kind: 'type', expect: { type: 'sneakers' } },
  { store: 'DE', q: 'Sneakers', kind: 'plural', expect: { type: 'sneakers' } },
  { store: 'DE', q: 'schwarze Stiefel', kind: 'colour', expect: { type: 'boots', colour: 'black' } },
  { store: 'DE', q: 'Stiefl', kind: 'typo', expect: { type: 'boots' } },
  { store: 'DE', q: 'Damenstiefel', kind: 'compound', expect: { type: 'boots', gender: 'women' } },
  { store: 'DE', q: 'Herrenschuhe', kind: 'compound', expect: { group: 'shoes', gender: 'men' } },
  { store: 'DE', q: 'Handtasche', kind: 'type', expect: { type: 'handbags' } },
  { store: 'DE', q: 'Handtaschen', kind: 'plural', expect: { type: 'handbags' } },
  { store: 'DE', q: 'Handtsche', kind: 'typo', expect: { type: 'handbags' } },
  { store: 'DE', q: 'Umhangetasche', kind: 'accent', expect: { type: 'crossbody' } },
  { store: 'DE', q: 'Umhaengetasche', kind: 'accent', expect: { type: 'crossbody' } },
  { store: 'DE', q: 'Rucksacke', kind: 'accent', expect: { type: 'backpacks' } },
  { store: 'DE', q: 'Rucksack grau', kind: 'colour', expect: { type: 'backpacks', colour: 'grey' } },
  { store: 'DE', q: 'weisse Sneaker', kind: 'accent', expect: { type: 'sneakers', colour: 'white' } },
  { store: 'DE', q: 'weiße Turnschuhe', kind: 'synonym', expect: { type: 'sneakers', colour: 'white' } },
  { store: 'DE', q: 'rotes Kleid', kind: 'colour', expect: { type: 'dresses', colour: 'red' } },
  { store: 'DE', q: 'Kleider', kind: 'plural', expect: { type: 'dresses' } },
  { store: 'DE', q: 'Hose', kind: 'type', expect: { type: 'trousers' } },
  { store: 'DE', q: 'braune Jacke', kind: 'colour', expect: { type: 'jackets', colour: 'brown' } },
  { store: 'DE', q: 'Pumps silber', kind: 'colour', expect: { type: 'pumps', colour: 'silver' } },
  { store: 'DE', q: 'Sandalen Herren', kind: 'type', expect: { type: 'sandals', gender: 'men' } },
  { store: 'DE', q: 'Kaspar Stiefel', kind: 'brand', expect: { brand: 'Kaspar', type: 'boots' } },
  { store: 'DE', q: 'Casa Brava Tasche', kind: 'brand', expect: { brand: 'Casa Brava', group: 'bags' } },
  // "blau" is blue; navy is "marineblau", a word of its own.
  { store: 'DE', q: 'blaues Hemd', kind: 'colour', expect: { type: 'shirts', colour: 'blue' } },
  { store: 'DE', q: 'Schwartz Sneaker', kind: 'typo', expect: { type: 'sneakers', colour: 'black' } },
  { store: 'DE', q: 'Loafer cognac', kind: 'colour', expect: { type: 'loafers', colour: 'cognac' } },
  { store: 'DE', q: 'Hugo Stiefel', kind: 'model', expect: { model: 'Hugo', type: 'boots' } },
  { store: 'DE', q: 'Gretta Sandale', kind: 'typo', expect: { model: 'Greta', type: 'sandals' } },
  { store: 'DE', q: 'Jacke', kind: 'type', expect: { type: 'jackets' } },
  { store: 'DE', q: 'Schuhe Damen', kind: 'type', expect: { group: 'shoes', gender: 'women' } },
  { store: 'DE', q: 'Handtasche schwarz', kind: 'colour', expect: { type: 'handbags', colour: 'black' } },
  { store: 'DE', q: 'Umhängetasche braun', kind: 'colour', expect: { type: 'crossbody', colour: 'brown' } },
  { store: 'DE', q: 'Sneeker', kind: 'typo', expect: { type: 'sneakers' } },
  { store: 'DE', q: 'Mokassins', kind: 'synonym', expect: { type: 'loafers' } },
  { store: 'DE', q: 'Regenjacke', kind: 'compound', expect: { type: 'jackets' } },
  {
    store: 'DE',
    q: 'Damen Sneaker weiß',
    kind: 'colour',
    expect: { type: 'sneakers', colour: 'white', gender: 'women' },
  },
  { store: 'DE', q: 'Stiefel braun Herren', kind: 'colour', expect: { type: 'boots', colour: 'brown', gender: 'men' } },
  { store: 'DE', q: 'Kleid blau', kind: 'colour', expect: { type: 'dresses', colour: 'blue' } },
  { store: 'DE', q: 'Tasche', kind: 'type', expect: { group: 'bags' } },
  { store: 'DE', q: 'Hemd weis', kind: 'typo', expect: { type: 'shirts', colour: 'white' } },
  { store: 'DE', q: 'Lederstiefel', kind: 'compound', expect: { type: 'boots' } },
  // Rosa is a model too: a shopper typing this wants pink dresses.
  { store: 'DE', q: 'rosa Kleid', kind: 'colour', expect: { type: 'dresses', colour: 'pink' } },
];
