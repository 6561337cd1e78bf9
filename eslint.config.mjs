import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Storefront code never imports the embedded commerce back end, and commerce never imports the storefront (DESIGN.md). */
const storefrontBoundary = {
  patterns: [
    { regex: '^(@/|(\\.\\./)+|\\./)commerce(/|$)', message: 'The storefront talks to commerce only over GraphQL (app/api/graphql is the one seam).' },
  ],
};
const commerceBoundary = {
  patterns: [
    { regex: '^(@/|(\\.\\./)+(app|lib|components|slices|graphql|i18n|messages)(/|$))', message: 'commerce/ is a separate back end: it never imports the storefront.' },
    { group: ['next', 'next/*', 'next-intl', 'next-intl/*', 'react', 'react-dom'], message: 'commerce/ is a separate back end: no storefront frameworks.' },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', '.data-*/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'commerce/db/migrations/**'] },
  {
    files: ['app/**', 'components/**', 'lib/**', 'slices/**', 'graphql/**', 'proxy.ts', 'i18n/**'],
    ignores: ['app/api/graphql/**'],
    rules: { 'no-restricted-imports': ['error', storefrontBoundary] },
  },
  {
    files: ['commerce/**'],
    rules: { 'no-restricted-imports': ['error', commerceBoundary] },
  },
];

export default config;
