import 'server-only';
import Redis from 'ioredis';

/**
 * A Redis connection for a shared counter or marker (`REDIS_URL`; null without it): commands wait for the
 * first connection, and while Redis is away they fail after one retry, so each caller falls back to its
 * own process's memory instead of making shoppers wait. Errors are logged under `label`.
 */
export function connectRedis(label: string, url = process.env.REDIS_URL): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => console.error(`[${label}] redis:`, error.message));
  return redis;
}
