/** Types of bench/budgets.mjs for the TypeScript tests. */
export declare const BUDGETS: {
  pdpBundleRatio: number;
  throughputRatio: number;
  lighthouseScore: number;
  searchLatencyRatio: number;
  searchQuality: number;
};
