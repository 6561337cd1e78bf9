import { vi } from 'vitest';

/**
 * Route handlers call `connection()` (Cache Components: answered per request, never prerendered),
 * which throws outside a Next request scope. Tests that call a handler directly import this first.
 */
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => {},
}));
