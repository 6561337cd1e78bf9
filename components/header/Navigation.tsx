import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SEGMENTS, type Segment } from '@/lib/navigation/segment';
import { navigationTiles, navigationTree, type NavigationEntry, type NavigationTile } from '@/lib/navigation/tree';
import { getContentPage } from '@/lib/prismic/preview';
import type { Storefront } from '@/lib/stores';
import { NavigationMenu } from './NavigationMenu';
import { NavigationTiles } from './NavigationTile';

/**
 * The main navigation of the header (spec §2 Header; §7 'Layout content'): the for-her and for-him
 * `navigation` documents in the storefront's language (cached under the `prismic` tag, drafts in a
 * preview), as the compact trees the slide-in {@link NavigationMenu} renders, with each entry's image
 * tiles rendered here ({@link NavigationTiles}: their image code stays on the server). Renders nothing
 * when neither document exists.
 */
export async function Navigation({ storefront }: { storefront: Storefront }) {
  const t = await getTranslations('layout');
  const documents = await Promise.all(
    SEGMENTS.map((segment) => getContentPage('navigation', segment, storefront.prismicLang)),
  );
  if (documents.every((document) => !document)) return null;
  const segments = Object.fromEntries(
    SEGMENTS.map((segment, index) => {
      const navigation = documents[index];
      return [
        segment,
        {
          label: navigation?.data.title || t(segment === 'for-her' ? 'forHer' : 'forHim'),
          entries: navigation ? navigationTree(navigation) : [],
          tiles: navigation ? renderedTiles(navigationTiles(navigation)) : {},
        },
      ];
    }),
  ) as Record<Segment, { label: string; entries: NavigationEntry[]; tiles: Record<string, ReactNode> }>;
  return (
    <NavigationMenu
      labels={{ open: t('menu'), close: t('closeMenu'), title: t('menu'), segments: t('segments') }}
      segments={segments}
    />
  );
}

/** Per entry id, its tiles rendered as the list the panel places. */
function renderedTiles(tiles: Record<string, NavigationTile[]>): Record<string, ReactNode> {
  return Object.fromEntries(
    Object.entries(tiles).map(([entryId, ofEntry]) => [entryId, <NavigationTiles key={entryId} tiles={ofEntry} />]),
  );
}
