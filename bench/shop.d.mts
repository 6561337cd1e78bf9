/** Types of bench/shop.mjs for the TypeScript tests (the parts they use). */
export declare function buildEmptyApp(options?: { quiet?: boolean }): void;

/** Starts the built empty reference page on `port`; returns a function that stops it. */
export declare function startEmptyApp(port: number): () => void;
