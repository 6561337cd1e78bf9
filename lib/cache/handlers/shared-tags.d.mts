/** Types of lib/cache/handlers/shared-tags.mjs for the TypeScript tests. */
import type Redis from 'ioredis';

export declare const VERSION_CHECK_INTERVAL_MS: number;

export declare function sharedRedis(): Redis | null;

export declare function cacheKeyPrefix(): string;

export declare function refreshSharedTags(): Promise<void>;

export declare function publishTags(tags: string[], durations?: { expire?: number }): Promise<void>;
