import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      // Server modules register their Apollo clients for React Server Components; tests import them
      // outside RSC, where the packages' default builds have no `registerApolloClient`.
      {
        find: /^@apollo\/client-integration-nextjs$/,
        replacement: path.resolve(
          import.meta.dirname,
          'node_modules/@apollo/client-integration-nextjs/dist/index.rsc.js',
        ),
      },
      {
        find: /^@apollo\/client-react-streaming$/,
        replacement: path.resolve(import.meta.dirname, 'node_modules/@apollo/client-react-streaming/dist/index.rsc.js'),
      },
      { find: /^@\//, replacement: `${path.resolve(import.meta.dirname)}/` },
      // `server-only` throws outside React Server Components; tests run modules directly.
      { find: /^server-only$/, replacement: path.resolve(import.meta.dirname, 'tests/support/empty-module.ts') },
    ],
  },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'e2e/**', '.next/**', '.next-*/**', '.data/**', '.data-*/**'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves one core to itself: on a 2-core CI machine that is one worker and about twice
    // the run time (21 against 9 minutes measured). Its own process mostly waits, so use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    // Processed by Vite so the aliases above apply inside them too.
    server: { deps: { inline: ['@apollo/client-integration-nextjs', '@apollo/client-react-streaming'] } },
  },
});
