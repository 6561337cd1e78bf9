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
  /** Empty when the entry shows no submenu: it is then a plain link. */
  columns: { title: string | null; links: NavigationLink[] }[];
}

/** The hyperlinks of a rich-text list, one per list item (the item's text is the label). */
function listLinks(field: prismic.RichTextField): NavigationLink[] {
  return field.flatMap((node) => {
    if (node.type !== 'list-item' && node.type !== 'o-list-item') return [];
    const span = node.spans.find((candidate) => candidate.type === 'hyperlink');
    const href = span && span.type === 'hyperlink' ? linkHref(span.data) : null;
    return href && node.text.trim() ? [{ label: node.text.trim(), href }] : [];
  });
}

/**
 * A navigation document (spec §3 'Navigation slices') as the compact tree the menu renders: entries
 * with `show_menu` and a title, in order; columns only with `show_submenu`, and only those with
 * links. Built on the server, so the page carries this data rather than rendered rich text.
 */
export function navigationTree(navigation: NavigationDocument): NavigationEntry[] {
  return navigation.data.slices
    .filter((slice) => slice.primary.show_menu !== false && prismic.isFilled.keyText(slice.primary.title))
    .map((slice) => ({
      id: slice.id,
      label: slice.primary.title!,
      href: linkHref(slice.primary.link),
      color: slice.primary.color || null,
      columns: slice.primary.show_submenu
        ? slice.items
            .map((item) => ({ title: item.titles || null, links: listLinks(item.lists) }))
            .filter((column) => column.links.length > 0)
        : [],
    }));
}
