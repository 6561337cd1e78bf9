import { MEN_HOME_PATH } from '@/lib/navigation/segment';
import type { Storefront } from '@/lib/stores';
import type { PageType } from './data-layer';

/** Paths reported as page type `home` (spec §2 'Content page': home and men's home). */
export const HOME_PATHS: readonly string[] = ['/', MEN_HOME_PATH.nl];

/** The `home` paths of a storefront language: `/` and its men's home (lib/navigation/segment.ts). */
export function homePathsFor(language: Storefront['language']): readonly string[] {
  return ['/', language === 'fr' || language === 'de' ? MEN_HOME_PATH[language] : MEN_HOME_PATH.nl];
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`).toLowerCase();

/**
 * The analytics page type of a browser path (spec §2 'Content page'): `home` for the paths in
 * `homePaths` (compared with a trailing slash, case-insensitively), `other` for every other page.
 */
export function pageTypeFor(pathname: string, homePaths: readonly string[] = HOME_PATHS): PageType {
  const path = withSlash(pathname);
  return homePaths.some((home) => withSlash(home) === path) ? 'home' : 'other';
}
