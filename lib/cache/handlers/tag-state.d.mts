/** Types of lib/cache/handlers/tag-state.mjs for the TypeScript tests. */
import type Redis from 'ioredis';

export declare const VERSION_CHECK_INTERVAL_MS: number;
export declare const FIRST_CONNECTION_WAIT_MS: number;
export declare function connectedRedis(): Promise<Redis | null>;
export declare function cacheKeyPrefix(): string;
export declare function tagState(tag: string): { stale?: number; expired?: number } | undefined;
export declare function areTagsExpired(tags: string[], timestamp: number): boolean;
export declare function areTagsStale(tags: string[], timestamp: number): boolean;
export declare function latestExpiration(tags: string[]): number;
export declare function refreshSharedTags(): Promise<void>;
export declare function publishTags(tags: string[], durations?: { expire?: number }): Promise<void>;
