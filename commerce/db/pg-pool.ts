/**
 * The PostgreSQL connection pool of the back end (`DATABASE_URL`), hardened for connections the server
 * drops (a restart, a failover, `pg_terminate_backend`): the shop keeps running, the request that held the
 * connection fails and is rolled back, and the pool replaces the connection (commerce/tests/database-faults
 * .test.ts kills connections under checkouts).
 */
import type { Pool as PgPool, PoolClient } from 'pg';

const GUARDED = Symbol('storefront.beginGuarded');

/**
 * Releases the client when a transaction's BEGIN fails. drizzle's node-postgres `transaction()` runs BEGIN
 * before the try/finally that releases the client (open upstream:
 * https://github.com/drizzle-team/drizzle-orm/issues/6241): without this a dropped connection at BEGIN keeps
 * its pool slot for good, and a few such drops leave every request waiting on an empty pool. Installed once
 * per client; the release is the checkout's own, given the error so the pool discards the connection.
 */
function guardBegin(client: PoolClient): void {
  const marked = client as PoolClient & { [GUARDED]?: true };
  if (marked[GUARDED]) return;
  marked[GUARDED] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }
    return result;
  };
}

/** A pool of at most `max` connections to `url`, with the guards above. */
export async function openPool(url: string, max: number): Promise<PgPool> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: url, max });
  // An idle connection the server drops must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[commerce] idle database connection failed', error.message));
  // Nor one dropped while a request holds it between two statements (pg then emits 'error' on the client,
  // which the pool only listens to while it is idle): the request's next statement fails, is rolled back
  // and answered as an error, and the pool discards the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('[commerce] database connection lost', error.message));
  });
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    // The callback form (pg-pool's own) is left as it is; drizzle awaits the promise form.
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    return connect().then((client) => {
      guardBegin(client);
      return client;
    });
  };
  return pool;
}
