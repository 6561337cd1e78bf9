/** Types of lib/cache/handlers/use-cache.mjs for the TypeScript tests. */
import type { CacheHandler } from 'next/cache';

declare const redisHandler: CacheHandler;
export default redisHandler;
