/** Types of bench/varnish.mjs for the TypeScript tests. */
export declare const VARNISHD: string;
export declare const VARNISH_AVAILABLE: boolean;
export declare function varnishConfig(backendPort: number): string;
export declare function startVarnish(port: number, backendPort: number): () => void;
