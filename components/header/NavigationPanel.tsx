import { ContentLink } from '@/components/ui/ContentLink';
import type { NavigationEntry } from '@/lib/navigation/tree';
import styles from './Navigation.module.css';

/**
 * One segment's menu (spec §2 Header): the first level is the entries; an entry with columns opens
 * as a disclosure (native `<details>`, one open at a time within `group`) showing each column's title
 * (second level) and its links (third level); an entry without columns is a plain link.
 *
 * @param group the segment, naming the disclosures that close each other
 */
export function NavigationPanel({ entries, group }: { entries: NavigationEntry[]; group: string }) {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => {
        const label = <span style={entry.color ? { color: entry.color } : undefined}>{entry.label}</span>;
        if (entry.columns.length === 0) {
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
            </details>
          </li>
        );
      })}
    </ul>
  );
}
