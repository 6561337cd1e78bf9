import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers point down (docs/architecture.md 'Layering'): `app/` → `components/`, `slices/` → `lib/` →
 * `graphql/`. The storefront never imports the embedded commerce back end, and commerce never
 * imports the storefront: they meet only in GraphQL, through the one seam `lib/embedded-commerce/`.
 * No runtime import cycle anywhere (`import/no-cycle`; type-only imports do not count).
 */
const STOREFRONT = ['./app', './components', './lib', './slices', './graphql', './i18n', './messages', './proxy.ts'];
const SEAM = './lib/embedded-commerce';
/** What sits above commerce/services/: the seed, the GraphQL layer, the tests and the entry modules. */
const COMMERCE_ABOVE_SERVICES = [
  './commerce/seed',
  './commerce/graphql',
  './commerce/tests',
  './commerce/index.ts',
  './commerce/ready.ts',
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Parsing dependencies for the cycle check is slow and some bundles defeat the parser.
    settings: { 'import/ignore': ['node_modules'] },
  },
  {
    ignores: [
      '**/.next/**',
      '.next-*/**',
      'node_modules/**',
      '.data/**',
      '.data-*/**',
      'next-env.d.ts',
      'prismicio-types.d.ts',
      'playwright-report/**',
      'test-results/**',
      'commerce/db/migrations/**',
    ],
  },
  {
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: STOREFRONT,
              from: './commerce',
              except: [],
              message: 'The storefront talks to commerce only over GraphQL (lib/embedded-commerce/ is the one seam).',
            },
            {
              target: './lib',
              from: ['./app', './components', './slices'],
              message: 'lib/ sits below app/, components/ and slices/: move the shared piece down into lib/.',
            },
            {
              target: ['./components', './slices'],
              from: './app',
              // The global stylesheet, imported by the document shell every layout renders.
              except: ['./globals.css'],
              message: 'Components and slices sit below the routes of app/: move the shared piece down.',
            },
            {
              target: './graphql',
              from: ['./app', './components', './slices', './lib'],
              message: 'graphql/ holds the operations only, the lowest storefront layer.',
            },
            {
              target: './commerce',
              from: STOREFRONT,
              message: 'commerce/ is a separate back end: it never imports the storefront.',
            },
          ],
        },
      ],
    },
  },
  // Links prefetch by the shop's rule (components/ui/Link.tsx: intent, then in view once the page
  // is idle), not Next's every link in view at once.
  {
    files: ['app/**', 'components/**', 'slices/**'],
    ignores: ['components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/Link'." }] },
      ],
    },
  },
  // The seam: the one module that loads the embedded back end (the BFF route handler and the
  // server-side Apollo link call it).
  {
    files: [`${SEAM.slice(2)}/**`],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [{ target: SEAM, from: ['./app', './components', './slices'], message: 'The seam sits in lib/.' }] },
      ],
    },
  },
  {
    files: ['commerce/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', 'next-intl', 'next-intl/*', 'react', 'react-dom'],
              message: 'commerce/ is a separate back end: no storefront frameworks.',
            },
          ],
        },
      ],
    },
  },
  // The layers inside commerce/ only point down (docs/architecture.md 'Layering'): the entry modules
  // (index.ts, ready.ts, lifecycle.ts) → seed/ and graphql/ → services/ → mail/ → db/, config/,
  // catalog/, images/, events.ts. This block sets the rule again for commerce files, so it repeats
  // the storefront zone of the block above.
  {
    files: ['commerce/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './commerce',
              from: STOREFRONT,
              message: 'commerce/ is a separate back end: it never imports the storefront.',
            },
            ...['db', 'config', 'images'].map((dir) => ({
              target: `./commerce/${dir}`,
              from: './commerce',
              except: [`./${dir}`],
              message: `commerce/${dir}/ is a bottom layer of commerce: it imports nothing else of commerce.`,
            })),
            {
              target: './commerce/events.ts',
              from: './commerce',
              message: 'commerce/events.ts is a bottom layer of commerce: it imports nothing else of commerce.',
            },
            {
              target: './commerce/catalog',
              from: './commerce',
              except: ['./catalog', './config'],
              message: 'commerce/catalog/ holds catalog facts below seed and services: it imports only config/.',
            },
            {
              target: './commerce/mail',
              from: './commerce',
              except: ['./mail', './config', './catalog'],
              message: 'commerce/mail/ renders mails for the services: it imports only config/ and catalog/.',
            },
            {
              target: './commerce/services',
              from: [...COMMERCE_ABOVE_SERVICES, './commerce/lifecycle.ts'],
              message: 'services/ sit below seed/, graphql/ and the entry modules: move the shared piece down.',
            },
            {
              target: './commerce/seed',
              from: ['./commerce/graphql', './commerce/tests', './commerce/index.ts', './commerce/ready.ts'],
              message: 'seed/ sits on the services: it never imports graphql/ or the entry modules.',
            },
            {
              target: './commerce/graphql',
              from: ['./commerce/seed', './commerce/tests', './commerce/index.ts', './commerce/ready.ts'],
              message: 'graphql/ sits on the services: it never imports seed/ or the entry modules.',
            },
            {
              target: './commerce/lifecycle.ts',
              from: COMMERCE_ABOVE_SERVICES,
              message: 'lifecycle.ts closes what the services and db/ hold: it imports only them.',
            },
            {
              target: './commerce/ready.ts',
              from: ['./commerce/graphql', './commerce/tests', './commerce/index.ts', './commerce/lifecycle.ts'],
              message: 'ready.ts opens and seeds the database: index.ts builds on it, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  // After the commerce block, so it wins for the tests: commerce/tests/ sends the storefront's own
  // operations (graphql/), so a storefront operation the back end cannot answer fails a commerce
  // test. It still imports nothing else of the storefront.
  {
    files: ['commerce/tests/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './commerce/tests',
              from: STOREFRONT.filter((path) => path !== './graphql'),
              message: "commerce/tests/ may import the storefront's operations (graphql/) and nothing else of it.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
