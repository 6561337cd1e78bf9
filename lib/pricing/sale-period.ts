/**
 * Belgium's sale-period rule (spec §9 'Belgium', `lib/pricing/belgium.ts`) for server components that
 * are prerendered and cached (the PDP, product lists): Cache Components refuses `new Date()` in them
 * while prerendering, so today's date in Belgium comes from a cache function, which may read the clock.
 * It lives as long as catalog data (cache life `catalog`: revalidated after 60 s), so a cached page
 * follows the period's first and last day within about a minute of the catalog's own revalidation.
 */
import 'server-only';
import { cacheLife } from 'next/cache';
import { belgianDate, inBelgianSalePeriod, salePeriodRuleApplies } from './belgium';

/** Today's date in Belgium (YYYY-MM-DD), cached with the catalog. */
async function belgianToday(): Promise<string> {
  'use cache';
  cacheLife('catalog');
  return belgianDate(new Date());
}

/**
 * Whether discount labels are hidden today on the storefront of country `countryCode` (ISO 3166-1,
 * `BE`): Belgium, the rule switched on (`BELGIUM_SALE_PERIOD_RULES=on`) and a sale period. With the
 * rule off or another country it answers at once, without reading or caching a date.
 */
export async function hidesDiscountLabelsToday(countryCode: string): Promise<boolean> {
  if (!salePeriodRuleApplies(countryCode)) return false;
  return inBelgianSalePeriod(await belgianToday());
}
