/** Types of bench/shop.mjs for the TypeScript tests (the parts they use). */
export declare function buildEmptyApp(options?: { quiet?: boolean }): void;

/** Starts the built empty reference page on `port`; returns a function that stops it. */
export declare function startEmptyApp(port: number): () => void;

/** Resolves once `origin` answers below 500 when asked as `host`; throws after `timeoutMs`. */
export declare function waitFor(origin: string, host: string, timeoutMs?: number): Promise<void>;
