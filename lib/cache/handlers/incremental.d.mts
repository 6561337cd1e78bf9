/** Types of lib/cache/handlers/incremental.mjs for the TypeScript tests. */
export declare const MAX_PAGE_CACHE_BYTES: number;

export default class SharedTagsPageCache {
  get(key: string, ctx?: { softTags?: string[] }): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
