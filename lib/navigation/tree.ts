import * as prismic from '@prismicio/client';
import { linkHref } from '@/lib/prismic/links';
import type { NavigationDocument } from '@/lib/prismic/types';

/** A third-level link of the main navigation. */
export interface NavigationLink {
  label: string;
  href: string;
}

/** A first-level entry: its own link, and its columns (second level) of links (third level). */
export interface NavigationEntry {
  id: string;
  label: string;
  href: string | null;
  /** Text colour set by the editor (e.g. sale red), or null. */
  color: string | null;
  /** Labels shown beside the entry ('New', 'Sale'): its items' tags, in order, each once. */
  tags: string[];
  /** Empty when the entry shows no submenu: it is then a plain link (unless it has tiles). */
  columns: { title: string | null; links: NavigationLink[] }[];
}

/**
 * An image tile in an entry's panel (spec §3 'Navigation slices' items: image, image_link,
 * image_title, image_button): the picture, where it links to, its title and its button text.
 */
export interface NavigationTile {
  image: { url: string; alt: string | null; dimensions: { width: number; height: number } | null };
  href: string;
  title: string | null;
  button: string | null;
}

type NavigationSlice = NavigationDocument['data']['slices'][number];

/** The hyperlinks of a rich-text list, one per list item (the item's text is the label). */
function listLinks(field: prismic.RichTextField): NavigationLink[] {
  return field.flatMap((node) => {
    if (node.type !== 'list-item' && node.type !== 'o-list-item') return [];
    const span = node.spans.find((candidate) => candidate.type === 'hyperlink');
    const href = span && span.type === 'hyperlink' ? linkHref(span.data) : null;
    return href && node.text.trim() ? [{ label: node.text.trim(), href }] : [];
  });
}

/** The tags of a comma-separated tags field ('New, Sale'), trimmed, without empty ones. */
export function parseTags(field: string | null | undefined): string[] {
  return (field ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The slices the menu shows: with `show_menu` and a title, in order. */
function shownSlices(navigation: NavigationDocument): NavigationSlice[] {
  return navigation.data.slices.filter(
    (slice) => slice.primary.show_menu !== false && prismic.isFilled.keyText(slice.primary.title),
  );
}

/**
 * A navigation document (spec §3 'Navigation slices') as the compact tree the menu renders: entries
 * with `show_menu` and a title, in order, with their items' tags; columns only with `show_submenu`,
 * and only those with links. Built on the server, so the page carries this data rather than rendered
 * rich text. The image tiles are not in it: see {@link navigationTiles}.
 */
export function navigationTree(navigation: NavigationDocument): NavigationEntry[] {
  return shownSlices(navigation).map((slice) => ({
    id: slice.id,
    label: slice.primary.title!,
    href: linkHref(slice.primary.link),
    color: slice.primary.color || null,
    tags: [...new Set(slice.items.flatMap((item) => parseTags(item.tags)))],
    columns: slice.primary.show_submenu
      ? slice.items
          .map((item) => ({ title: item.titles || null, links: listLinks(item.lists) }))
          .filter((column) => column.links.length > 0)
      : [],
  }));
}

/**
 * The image tiles of a navigation document's entries (spec §3 'Navigation slices'), by entry id
 * ({@link NavigationEntry.id}): of the entries the menu shows with their submenu (`show_submenu`),
 * every item with an image, a link and a title or button text (the tile's link needs a name), in
 * order. Entries without tiles are left out. The server renders these into the panels.
 */
export function navigationTiles(navigation: NavigationDocument): Record<string, NavigationTile[]> {
  const tiles: Record<string, NavigationTile[]> = {};
  for (const slice of shownSlices(navigation)) {
    if (!slice.primary.show_submenu) continue;
    const ofSlice = slice.items.flatMap((item): NavigationTile[] => {
      const href = linkHref(item.image_link);
      const title = item.image_title?.trim() || null;
      const button = item.image_button?.trim() || null;
      if (!prismic.isFilled.image(item.image) || !href || !(title || button)) return [];
      const { url, alt, dimensions } = item.image;
      return [{ image: { url, alt: alt ?? null, dimensions: dimensions ?? null }, href, title, button }];
    });
    if (ofSlice.length > 0) tiles[slice.id] = ofSlice;
  }
  return tiles;
}
