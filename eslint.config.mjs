import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The storefront never imports the embedded commerce back end, and commerce never imports the
 * storefront (DESIGN.md): they meet only in GraphQL. `app/api/graphql/` is the one seam.
 */
const STOREFRONT = ['./app', './components', './lib', './slices', './graphql', './i18n', './messages', './proxy.ts'];

const config = [
  ...nextVitals,
  ...nextTs,
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
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: STOREFRONT,
              from: './commerce',
              except: [],
              message: 'The storefront talks to commerce only over GraphQL (app/api/graphql is the one seam).',
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
  // The seam: the BFF route handler mounts the embedded back end.
  { files: ['app/api/graphql/**'], rules: { 'import/no-restricted-paths': 'off' } },
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
  // The layers inside commerce/ only point down (docs/architecture.md 'Layers'): graphql/ and the
  // entry modules (index.ts, ready.ts, lifecycle.ts) → seed/ → services/ → mail/ → db/, config/,
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
              from: [
                './commerce/seed',
                './commerce/graphql',
                './commerce/tests',
                './commerce/index.ts',
                './commerce/ready.ts',
                './commerce/lifecycle.ts',
              ],
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
              from: [
                './commerce/seed',
                './commerce/graphql',
                './commerce/tests',
                './commerce/index.ts',
                './commerce/ready.ts',
              ],
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
];

export default config;
