/** Links from Prismic link fields (spec §2 'Other behaviour'); rendered by `components/ui/ContentLink.tsx`. */
import * as prismic from '@prismicio/client';

/** The URL of a link field (web link, document link with a resolved `url`, media), or null when empty. */
export function linkHref(field: prismic.LinkField | null | undefined): string | null {
  if (!field || !prismic.isFilled.link(field)) return null;
  return prismic.asLink(field) ?? null;
}

/** The path of a cms_page by uid: `/` for `home`, else `/{uid}/` (the repository's `routes`). */
export function contentPagePath(uid: string): string {
  return uid === 'home' ? '/' : `/${uid}/`;
}
