import { Fragment, type ReactNode } from 'react';
import { ContentLink } from '@/components/ui/ContentLink';
import type { NavigationEntry } from '@/lib/navigation/tree';
import styles from './Navigation.module.css';

/**
 * One segment's menu (spec §2 Header, §3 'Navigation slices'): the first level is the entries, each
 * with its tags as small labels beside its name ('New', 'Sale'); an entry with columns or image tiles
 * opens as a disclosure (native `<details>`, one open at a time within `group`) showing each column's
 * title (second level) and its links (third level), then its tiles; any other entry is a plain link.
 *
 * @param group the segment, naming the disclosures that close each other
 * @param tiles per entry id, its image tiles as the server rendered them (`NavigationTiles`): the
 *   island only places them, so their image code stays on the server
 */
export function NavigationPanel({
  entries,
  group,
  tiles = {},
}: {
  entries: NavigationEntry[];
  group: string;
  tiles?: Partial<Record<string, ReactNode>>;
}) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => {
        const label = (
          <>
            <span style={entry.color ? { color: entry.color } : undefined}>{entry.label}</span>
            {/* The spaces keep the name and tags apart in the entry's name; the flex layout ignores them. */}
            {entry.tags.map((tag) => (
              <Fragment key={tag}>
                {' '}
                <span className={styles.tag}>{tag}</span>
              </Fragment>
            ))}
          </>
        );
        const entryTiles = tiles[entry.id];
        if (entry.columns.length === 0 && !entryTiles) {
          return (
            <li key={entry.id}>
              {entry.href ? (
                <ContentLink href={entry.href} className={styles.entry}>
                  {label}
                </ContentLink>
              ) : null}
            </li>
          );
        }
        return (
          <li key={entry.id}>
            <details name={`navigation-${group}`} className={styles.disclosure}>
              <summary className={styles.entry}>{label}</summary>
              {entry.columns.map((column, index) => (
                <div key={index} className={styles.column}>
                  {column.title ? <p className={styles.columnTitle}>{column.title}</p> : null}
                  <ul className={styles.links}>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <ContentLink href={link.href}>{link.label}</ContentLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              {entryTiles}
            </details>
          </li>
        );
      })}
    </ul>
  );
}
