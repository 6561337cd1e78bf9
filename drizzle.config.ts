import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations; they are applied at runtime by commerce/db/migrate.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './commerce/db/schema.ts',
  out: './commerce/db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost/storefront' },
});
