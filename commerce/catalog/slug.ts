/**
 * A URL slug: ß as ss, accents dropped, lower case, runs of anything but a–z and 0–9 as one hyphen,
 * no hyphen at either end ('Marlowe & Finch Sac à main weiß' → 'marlowe-finch-sac-a-main-weiss').
 */
export function slugify(value: string): string {
  return value
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
