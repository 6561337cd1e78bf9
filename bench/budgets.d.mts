/** Types of bench/budgets.mjs for the TypeScript tests. */
export declare const BUDGETS: {
  pdpBundleRatio: number;
  shopThroughputRatio: number;
  shopP99Ms: number;
  varnishThroughputRatio: number;
  lighthouseRatio: number;
  bundleRatio: Record<'home' | 'plp' | 'pdp' | 'cart' | 'checkout', number>;
  searchQuickRatio: number;
  searchPageRatio: number;
  searchQuality: number;
};
