import { PrismicRichText } from '@prismicio/react';
import * as prismic from '@prismicio/client';
import { ContentLink, linkHref, RichTextLink } from '@/lib/prismic/links';
import type { NavigationDocument } from '@/lib/prismic/types';
import styles from './Navigation.module.css';

/**
 * One segment's menu (spec §2 Header, §3 'Navigation slices'), server-rendered: the first level is
 * the document's entries (slices with `show_menu`); an entry with `show_submenu` and columns opens as
 * a disclosure (native `<details>`, one open at a time) showing each column's title (second level)
 * and its list of links (third level); an entry without them is a plain link. Entries without a
 * title, and columns without links, render nothing.
 */
export function NavigationPanel({ navigation }: { navigation: NavigationDocument }) {
  const entries = navigation.data.slices.filter(
    (slice) => slice.primary.show_menu !== false && prismic.isFilled.keyText(slice.primary.title),
  );
  return (
    <ul className={styles.entries}>
      {entries.map((slice) => {
        const { title, link, color, show_submenu: showSubmenu } = slice.primary;
        const columns = slice.items.filter((item) => prismic.isFilled.richText(item.lists));
        const href = linkHref(link);
        const style = color ? { color } : undefined;
        if (!showSubmenu || columns.length === 0) {
          return (
            <li key={slice.id}>
              {href ? (
                <ContentLink href={href} className={styles.entry}>
                  <span style={style}>{title}</span>
                </ContentLink>
              ) : null}
            </li>
          );
        }
        return (
          <li key={slice.id}>
            <details name={`navigation-${navigation.uid}`} className={styles.disclosure}>
              <summary className={styles.entry}>
                <span style={style}>{title}</span>
              </summary>
              {columns.map((column, index) => (
                <div key={index} className={styles.column}>
                  {prismic.isFilled.keyText(column.titles) ? (
                    <p className={styles.columnTitle}>{column.titles}</p>
                  ) : null}
                  <PrismicRichText
                    field={column.lists}
                    components={{
                      list: ({ children }) => <ul className={styles.links}>{children}</ul>,
                    }}
                    internalLinkComponent={RichTextLink}
                    externalLinkComponent={RichTextLink}
                  />
                </div>
              ))}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
