/** Types of bench/http.mjs for the TypeScript tests. */
export interface HttpAnswer {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export declare const PRODUCT_LINK: RegExp;

export declare function request(
  origin: string,
  host: string,
  path: string,
  options?: { headers?: Record<string, string>; body?: string; method?: string },
): Promise<HttpAnswer>;

export declare function firstLoadJsBytes(
  origin: string,
  host: string,
  path: string,
  headers?: Record<string, string>,
): Promise<{ bytes: number; scripts: number }>;

/** A cart with one line, as the shop's context cookie (`name=value`); `apiKey` is the shop's COMMERCE_API_KEY. */
export declare function cartCookie(origin: string, host: string, apiKey: string): Promise<string>;
