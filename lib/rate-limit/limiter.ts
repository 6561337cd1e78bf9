import 'server-only';
import type Redis from 'ioredis';
import { connectRedis } from '@/lib/redis/connect';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitClass } from './operation-class';

/**
 * Requests allowed per client IP and class within {@link RATE_LIMIT_WINDOW_SECONDS}. Generous for a
 * shop behind one NAT (a store's tablets, an office), far below what a script fires: 30 order
 * placements in a second get 429s. `RATE_LIMITS` overrides them, e.g. `cart=600,order=100` for a
 * load test from one machine.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitClass, number>> = {
  cart: 240,
  order: 20,
  payment: 20,
  // Password checks (login, password and email changes) and mail-sending calls: enough for a
  // shopper's typos and a shop's tablets, far too few for guessing passwords or flooding mailboxes.
  login: 20,
  account: 10,
  // Messages to customer service: a person writes a few, a script filling the desk's mailbox many.
  contact: 5,
};

/** The window of every limit, in seconds. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** Limits in force: {@link DEFAULT_RATE_LIMITS} with `RATE_LIMITS` (`class=points,…`) applied. */
export function configuredRateLimits(value = process.env.RATE_LIMITS): Record<RateLimitClass, number> {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const pair of (value ?? '').split(',')) {
    const [name, points] = pair.split('=').map((part) => part.trim());
    if (name && name in limits && Number.isInteger(Number(points)) && Number(points) > 0) {
      limits[name as RateLimitClass] = Number(points);
    }
  }
  return limits;
}

type Limiters = Record<RateLimitClass, RateLimiterAbstract> & { redis?: Redis | null };

const LIMITERS = Symbol.for('storefront.rateLimiters');

/**
 * One limiter per class, shared by the process: in memory, or in Redis when `REDIS_URL` is set so
 * every instance counts together (with an in-memory insurance limiter while Redis is unreachable:
 * shoppers are never refused because Redis is down).
 */
function limiters(): Limiters {
  const g = globalThis as unknown as Record<symbol, Limiters | undefined>;
  const existing = g[LIMITERS];
  if (existing) return existing;
  const limits = configuredRateLimits();
  // When Redis is away its commands fail after one retry and the insurance limiter counts instead.
  const redis = connectRedis('rate-limit');
  const make = (name: RateLimitClass): RateLimiterAbstract => {
    const options = { points: limits[name], duration: RATE_LIMIT_WINDOW_SECONDS, keyPrefix: `rl:bff:${name}` };
    const memory = new RateLimiterMemory(options);
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory }) : memory;
  };
  const created: Limiters = {
    cart: make('cart'),
    order: make('order'),
    payment: make('payment'),
    login: make('login'),
    account: make('account'),
    contact: make('contact'),
    redis,
  };
  g[LIMITERS] = created;
  return created;
}

/** Drops the process's limiters (tests; a changed `RATE_LIMITS`). */
export function resetRateLimiters(): void {
  const g = globalThis as unknown as Record<symbol, Limiters | undefined>;
  g[LIMITERS]?.redis?.disconnect();
  g[LIMITERS] = undefined;
}

/**
 * Counts a request of a client: one point per entry of `classes` (a class listed three times costs
 * three). Resolves to null when allowed, or to the seconds
 * until the client may try again (for `Retry-After`) when a limit is reached. A limiter failure
 * other than a reached limit allows the request (logged).
 */
export async function consumeRateLimits(classes: RateLimitClass[], clientKey: string): Promise<number | null> {
  let retryAfterSeconds: number | null = null;
  const points = new Map<RateLimitClass, number>();
  for (const name of classes) points.set(name, (points.get(name) ?? 0) + 1);
  for (const [name, cost] of points) {
    try {
      await limiters()[name].consume(clientKey, cost);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        retryAfterSeconds = Math.max(retryAfterSeconds ?? 0, seconds);
      } else {
        console.error(`[rate-limit] ${name} limiter failed; request allowed`, rejection);
      }
    }
  }
  return retryAfterSeconds;
}
