/** Promo banners (spec §3 'Promo banner', §4, §9 'Promo'). Pure data; safe in client islands. */

/** Most promo banners shown at once (spec §9 'Promo'). */
export const MAX_PROMO_BANNERS = 4;

/** A promo banner; `from`/`until` in epoch ms, null when open-ended. */
export interface PromoBanner {
  text: string;
  href: string | null;
  from: number | null;
  until: number | null;
  color: string | null;
  backgroundColor: string | null;
}

/** Whether a banner shows at `now` (epoch ms): from `from` (inclusive) until `until` (exclusive). */
export function isBannerActive(banner: Pick<PromoBanner, 'from' | 'until'>, now: number): boolean {
  return (banner.from === null || now >= banner.from) && (banner.until === null || now < banner.until);
}
