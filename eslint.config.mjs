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
  // commerce/tests/ sends the storefront's own operations (graphql/), so a storefront operation the
  // back end cannot answer fails a commerce test. It still imports nothing else of the storefront.
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
