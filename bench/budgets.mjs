/**
 * The performance budgets of issue 6, shared by `npm run bench` (bench/run.mjs) and the bundle-size
 * check that runs with the end-to-end tests (e2e/bundle-budget.spec.ts).
 */
export const BUDGETS = {
  /** PDP first-load JavaScript (gzip) ÷ an empty Next page of the same versions: at most. */
  pdpBundleRatio: 1.3,
  /** Cached home, PLP and PDP requests/s ÷ a static file of the same server: at least. */
  throughputRatio: 0.8,
  /** Lighthouse mobile performance, median of the runs, per page type: at least. */
  lighthouseScore: 0.95,
  /** Search API p95 latency (quick search and search page) ÷ a trivial GraphQL query's p95, same path: at most. */
  searchLatencyRatio: 100,
  /** Share of the quality queries (bench/search-queries.mjs) with the expected products in the top 3: at least. */
  searchQuality: 0.9,
};
