import {
  siApplepay,
  siFacebook,
  siInstagram,
  siKlarna,
  siMastercard,
  siPaypal,
  siPinterest,
  siTiktok,
  siVisa,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';

/**
 * Brand marks from simple-icons (CC0) by the keys the layout documents use (socials `platform`,
 * icons `icon`). Payment methods without a mark there (iDEAL, Bancontact, …) show their name.
 */
const BRAND_ICONS: Record<string, SimpleIcon> = {
  instagram: siInstagram,
  facebook: siFacebook,
  tiktok: siTiktok,
  pinterest: siPinterest,
  youtube: siYoutube,
  visa: siVisa,
  mastercard: siMastercard,
  paypal: siPaypal,
  klarna: siKlarna,
  apple_pay: siApplepay,
};

/** Every key with a brand mark. */
export const BRAND_ICON_KEYS = Object.keys(BRAND_ICONS);

/** Whether `key` has a brand mark. */
export function hasBrandIcon(key: string): boolean {
  return key in BRAND_ICONS;
}

/** The brand's own name for `key` ("TikTok"), or null. */
export function brandTitle(key: string): string | null {
  return BRAND_ICONS[key]?.title ?? null;
}

/** URL of a brand mark served by `app/media/brand/[icon]` (an SVG file the browser caches). */
export function brandIconUrl(key: string): string {
  return `/media/brand/${key}.svg`;
}

/**
 * The SVG document of a brand mark (24×24 viewBox) in its brand colour, or in the shop's text
 * colour for social profiles (`monochrome`), or null for an unknown key.
 */
export function brandIconSvg(key: string, { monochrome = false } = {}): string | null {
  const icon = BRAND_ICONS[key];
  if (!icon) return null;
  const fill = monochrome ? '#1b1b1b' : `#${icon.hex}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>${icon.title}</title><path fill="${fill}" d="${icon.path}"/></svg>`;
}
