/** Types of bench/budgets.mjs for the TypeScript tests. */
export declare const BUDGETS: {
  pdpBundleRatio: number;
  throughputRatio: number;
  varnishThroughputRatio: number;
  lighthouseScore: number;
  searchQuickRatio: number;
  searchPageRatio: number;
  searchQuality: number;
};
